"""The project's builders and checkers, run from the repository's root as ``python -m
tools.<name>`` (or through the Makefile): cards, catalogs, glossary, notebooks, translations,
handouts, the live site. ``learner`` and ``chromium`` are libraries the builders share."""
