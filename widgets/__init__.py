"""ipywidgets front ends for the mtgrules notebooks, one module per notebook.

The widgets hold no rules logic: they call :mod:`mtgrules` with plain values and render
what it returns. Bad input is shown as a short message in place; the last good result stays.
"""
