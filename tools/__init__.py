"""The project's builders and checkers, run from the repository's root as ``python -m
tools.<name>`` (or through the Makefile): cards, catalogs, glossary, notebooks, translations,
handouts, the live site. ``learner`` and ``chromium`` are libraries the builders share."""


class ToolError(SystemExit):
    """A builder that stops: one line, the builder's name (``tool``) first, saying what is
    wrong or missing and what to do; ``python -m tools.<name>`` exits with it."""

    tool = "tools"

    def __init__(self, message: str) -> None:
        super().__init__(f"{self.tool}: {message}")
