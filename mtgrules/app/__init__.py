"""The program: the ``mtgrules`` command (cli) and the JupyterLab it opens (launch)."""
