"""A card's name as a learner reading a language knows it: the one place the explorers ask
(:meth:`mtgrules.Card.name_in` and :meth:`mtgrules.Card.label` underneath). Nothing here
imports ipywidgets, so the explorers' pure views use it too."""

from __future__ import annotations

import mtgrules as mr
from mtgrules.i18n import check_lang

__all__ = ["card_in", "card_label", "card_name", "official_name"]


def _card(name: str) -> mr.Card | None:
    try:
        return mr.card(name)
    except mr.RulesInputError:
        return None


def official_name(name: str, lang: str | None = None) -> str:
    """The official Chinese name of card ``name`` in ``lang``'s script; "" in English, for a
    card that script has no official name for, or for a name the card index doesn't know."""
    lang = check_lang(lang)
    card = _card(name) if lang != "en" else None
    if card is None:
        return ""
    local = card.name_in(lang)
    return local if local != card.name else ""


def card_name(name: str, lang: str | None = None) -> str:
    """A card's name in ``lang``: its official name in that script, else the English one
    (:meth:`mtgrules.Card.name_in`; a name that is no card stays as it is)."""
    card = _card(name) if check_lang(lang) != "en" else None
    return name if card is None else card.name_in(lang)


def card_in(name: str, lang: str | None = None) -> str:
    """A card's name as a learner reading ``lang`` knows it: the official Chinese name in that
    script with the English after it (幽灵行列（Spectral Procession）), or the English name
    where that script has no official one (:meth:`mtgrules.Card.label`)."""
    card = _card(name)
    return name if card is None else card.label(lang)


card_label = card_in
"""A card as lists and messages name it in ``lang`` (the same as :func:`card_in`)."""
