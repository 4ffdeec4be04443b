"""Any real card, typed in English or Chinese: the card box every explorer shares.

A learner may type any card of the card index by its English name or its official Simplified
or Traditional Chinese name. :func:`card_search` is the box (a ``Combobox`` offering
examples written as the learner's script names them), :func:`find_card` reads what was
typed, and :class:`CardPicker` is the whole interaction an explorer needs: "a card typed in
the search box is chosen, or the explorer says why it can't be used", kept in step with a
dropdown of example cards.

    picker = CardPicker(explorer, dropdown, examples=..., misfit=..., on_pick=...)

* ``picker.box`` is the search box, ``picker.dropdown`` the dropdown (or None);
* when the learner types a card (Enter, or leaving the box), the picker reads it with
  :func:`find_card`; a name that is no card shows the library's message (close names in the
  script typed); ``misfit(card)`` says why a card that exists can't be used here ("" when
  it can; it may also raise a :class:`mtgrules.RulesInputError`, whose message is shown);
  a card that fits is handed to ``on_pick(card)``. Messages go to
  ``explorer.show_message`` in ``explorer.lang``, the last good result staying shown; an
  unexpected error is recorded in ``explorer.unexpected`` and said in one line;
* when the learner chooses another card in the dropdown, the box is emptied (so typing
  the same card again uses it again); the dropdown's "" option (no card) leaves it be;
* ``with picker.quiet():`` changes controls without their handlers reacting (the
  explorer's own handlers can test ``picker.is_quiet``); ``picker.offer(name, label)``
  adds a card to the dropdown if it lacks it; ``picker.clear()`` empties the box quietly;
* ``on_clear()``, if given, runs when the learner empties the box.

Nothing here imports numpy, pandas or matplotlib (the explorers' live path).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

import ipywidgets as w

import mtgrules as mr
from mtgrules.i18n import check_lang

from ._common import COMMON, labelled
from ._names import _card, card_in, card_label, card_name, official_name

if TYPE_CHECKING:
    from ._common import Explorer

__all__ = ["CardPicker", "card_in", "card_label", "card_name", "card_search", "find_card",
           "official_name"]


_LABELLED = re.compile(r"^(.*?)\s*[（(]([^（）()]+)[)）]\s*$")


def find_card(text: str) -> mr.Card:
    """The card a learner typed: any real card's English name or official Simplified or
    Traditional Chinese name, or an option of :func:`card_search` (``名字（English）``).
    A name that is no card raises :class:`mtgrules.UnknownCardError`, whose message (shown
    translated by the explorers) suggests close names in the script the learner typed in."""
    typed = str(text).strip()
    labelled_name = _LABELLED.match(typed)
    if labelled_name:
        for part in (labelled_name.group(2), labelled_name.group(1)):
            found = _card(part.strip())
            if found is not None:
                return found
    return mr.card(typed)


def card_search(lang: str | None = None, examples: Iterable[str] = (), *,
                value: str = "", width: str = "300px") -> w.Combobox:
    """A box to type any real card in, English or official Chinese (Simplified or
    Traditional); while typing it offers ``examples`` (English names), written as the
    learner's script names them. Read it with :func:`find_card` when it changes (it changes
    when Enter is pressed or the box is left, not at every key)."""
    lang = check_lang(lang)
    options = [card_in(name, lang) for name in examples]
    return w.Combobox(
        value=value, options=options, ensure_option=False, continuous_update=False,
        placeholder=COMMON("any card, e.g. {example}", lang,
                           example=options[0] if options else "Kitchen Finks"),
        layout=w.Layout(width=width))


Misfit = Callable[[mr.Card], str]
"""Why a card can't be used by an explorer, in its language ("" when it can)."""


class CardPicker:
    """A card search box and a dropdown of example cards, kept in step (see the module
    docstring for the whole interaction).

    ``explorer`` shows the messages (its ``show_message``, ``lang`` and ``unexpected``; it
    may still be under construction when the picker is made). ``dropdown`` is the explorer's
    dropdown of cards, its values English names ("" may stand for no card), or None for a
    box alone. ``examples`` are the English names the box offers while typing; ``label`` its
    description (in the explorer's language) and ``label_width``, ``width`` its sizes.
    ``misfit`` and ``on_pick`` are the explorer's: what doesn't fit, and what to do with a
    card that does; ``on_clear`` what to do when the learner empties the box (nothing by
    default).
    """

    def __init__(self, explorer: Explorer, dropdown: w.Dropdown | None, *,
                 examples: Iterable[str] = (), label: str, label_width: str = "160px",
                 width: str = "300px", misfit: Misfit | None = None,
                 on_pick: Callable[[mr.Card], None], on_clear: Callable[[], None] | None = None
                 ) -> None:
        self.explorer = explorer
        self.dropdown = dropdown
        self.misfit = misfit
        self.on_pick = on_pick
        self.on_clear = on_clear
        self.typed_card: str | None = None   # the card last taken from the box (English)
        self._quiet = False
        self.box = labelled(label, card_search(explorer.lang, examples, width=width),
                            label_width)
        self.box.observe(lambda change: self.take(change["new"]), names="value")
        if dropdown is not None:
            dropdown.observe(lambda change: self._chosen(change["new"]), names="value")

    # --- changing controls without their handlers reacting --------------------------------

    @property
    def is_quiet(self) -> bool:
        """Whether controls are being changed by code (inside :meth:`quiet`)."""
        return self._quiet

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """Change controls without the picker's handlers (and the explorer's, which test
        :attr:`is_quiet`) reacting; nestable."""
        before, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = before

    def clear(self) -> None:
        """Empty the box without anything reacting."""
        with self.quiet():
            self.box.value = ""

    def offer(self, name: str, label: str) -> None:
        """Add the card ``name`` to the dropdown as ``label`` if it lacks it (quietly: new
        options reset the dropdown's choice, which the caller sets next)."""
        if self.dropdown is None or name in self.dropdown._options_values:
            return
        pairs = list(zip(self.dropdown._options_labels, self.dropdown._options_values))
        with self.quiet():
            self.dropdown.options = options_of([*pairs, (label, name)])

    # --- what the learner does ------------------------------------------------------------

    def take(self, typed: Any) -> None:
        """What the box does with ``typed`` (Enter, or leaving the box): the card is handed
        to ``on_pick``, or the explorer says why it can't be used."""
        typed = str(typed).strip()
        if self._quiet:
            return
        if not typed:
            if self.on_clear is not None:
                self.on_clear()
            return
        explorer = self.explorer
        try:
            card = find_card(typed)
            why = self.misfit(card) if self.misfit is not None else ""
        except mr.RulesInputError as error:
            self.typed_card = None
            explorer.show_message(error.translated(explorer.lang))
            return
        except Exception as error:  # a widget never shows a traceback
            self.typed_card = None
            explorer.unexpected.append(error)
            explorer.show_message(COMMON("Something went wrong inside the explorer: {error!r}",
                                         explorer.lang, error=error))
            return
        if why:
            self.typed_card = None
            explorer.show_message(why)
            return
        self.typed_card = card.name
        self.on_pick(card)

    def _chosen(self, name: str) -> None:
        """A card chosen in the dropdown empties the box when the box names another card."""
        if self._quiet or not name or not self.box.value or self.typed_card == name:
            return
        self.typed_card = None
        self.clear()


def options_of(pairs: Iterable[tuple[str, Any]]) -> list[Any]:
    """Dropdown options from (label, value) pairs: the values alone when every label is its
    value (so an English explorer's options are plain names)."""
    pairs = list(pairs)
    return [v for _, v in pairs] if all(label == v for label, v in pairs) else pairs
