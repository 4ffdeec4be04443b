"""What the notebooks teach with that is not a rule: the glossary of official terms and other engines' bugs as lessons.

Everything a reader of this part needs is here: ``from mtgrules.teach import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .glossary import glossary
from .lessons import Lesson, lessons, lessons_table

__all__ = [
    "Lesson", "glossary", "lessons", "lessons_table",
]
