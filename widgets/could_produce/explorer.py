"""The could-produce explorer of notebook 04: its controls, their layout and their state.

A learner types a board, one permanent per line (``you: Forest``, ``opponent: Exotic
Orchard``, ``you: Gemstone Mine [mining=0]``), or adds cards to it (the notebook's cards from a
picker, or any real card typed in English or Chinese), ticks who played a land this turn;
each change asks :func:`.views.view` what each permanent could produce and why, and draws
the table, the explanation and the graph (:func:`.graph.graph_chart`).
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, excerpt, text
from mtgrules.i18n import N_, check_lang

from .._cards import CardPicker
from .._common import Explorer, labelled
from . import views
from .graph import graph_chart
from .views import (CARD_EXAMPLES, CARD_HELP, CUSTOM, DEFAULT_PRESET, MOST_DRAWN, MOST_EDGES,
                    NO_RULES_TEXT, NOT_A_PERMANENT, PRESETS, SYNTAX_HELP, UNREAD_ABILITY,
                    BoardView, GraphData, T, _board_error, explanation_html, lines_in, parse_players,
                    player_text, shown_name, types_table)

class CouldProduceExplorer(Explorer):
    """Build a board from text, see what each permanent could produce and why (106.7)."""

    title = N_("Could produce explorer (106.5, 106.7)")
    catalog = T

    def __init__(self, cards: str, players: Iterable[str], played_land: Iterable[str],
                 selected: str | None, preset: str, lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        self.title = self.tr(type(self).title)
        self._quiet = False  # True while the explorer sets its own controls
        self.preset = labelled(self.tr("scenario"), w.Dropdown(
            options=[(self.tr(name), name) for name in (CUSTOM, *PRESETS)], value=preset),
            "90px")
        self.players = labelled(self.tr("players"), w.Text(
            value=self._players_text(players), placeholder=self.tr("names, separated by commas")),
            "90px")
        self.cards = labelled(self.tr("permanents"),
                              w.Textarea(value=lines_in(cards, self.lang), rows=7), "90px")
        self.cards.layout = w.Layout(width="min(560px, 100%)")
        self._played: dict[str, w.Checkbox] = {}
        self._initial_played = set(played_land)
        self.played_box = w.HBox()
        self.picker = labelled(self.tr("add a card"), w.Dropdown(
            options=_picker_options(self.lang), value="Exotic Orchard"), "90px")
        self.picker_player = labelled(self.tr("for"), w.Dropdown(options=list(players)), "30px")
        self.add_button = w.Button(description=self.tr("add to board"), icon="plus",
                                   layout=w.Layout(width="auto"))
        self.add_button.on_click(lambda _button: self.add_line())
        # any real card, typed in English or official Chinese (either script)
        self.card_picker = CardPicker(self, None, examples=CARD_EXAMPLES,
                                      label=self.tr("any card"), label_width="90px",
                                      width="390px", misfit=self._misfit,
                                      on_pick=self._add_card)
        self.card_box = self.card_picker.box
        self.card_box.layout.max_width = "100%"
        self.selected = labelled(self.tr("explain"), w.Dropdown(options=[]), "90px")
        self._wanted_selection = selected
        played_label = "<b>" + escape(self.tr("played a land this turn:")) + "</b>&nbsp;"
        controls = [
            self.preset, self.players, self.cards, w.HTML(self.tr(SYNTAX_HELP)),
            w.HBox([self.picker, self.picker_player, self.add_button]),
            w.HBox([self.card_box, w.HTML(self.tr(CARD_HELP))]),
            w.HBox([w.HTML(played_label), self.played_box]),
            self.selected,
        ]
        super().__init__(controls, lang=self.lang)
        self.preset.observe(lambda change: self.load_preset(change["new"]), names="value")
        for control in (self.players, self.cards, self.selected):
            control.observe(self._changed, names="value")
        self._sync_players(self._players_or_default())
        self.refresh()

    # -- state the notebook and the tests read ---------------------------------------

    @property
    def board(self) -> mr.Board | None:
        return self.result.board if self.result else None

    @property
    def answers(self) -> dict[str, str]:
        """Permanent label -> types it could produce, from the last good board."""
        return dict(self.result.answers) if self.result else {}

    @property
    def explanation(self) -> mr.Explanation | None:
        return self.result.explanation if self.result else None

    @property
    def figure_data(self) -> GraphData | None:
        return self.result.graph if self.result else None

    @property
    def table(self) -> Any:
        """The last good answers as a pandas DataFrame (the data of the colored table, its
        headings in the explorer's language)."""
        if not self.result:
            return None
        return types_table(self.result.board, self.result.by_handle(), lang=self.lang).frame()

    @property
    def played_land(self) -> tuple[str, ...]:
        """Players ticked as having played a land this turn (among the current players)."""
        try:
            players = parse_players(self.players.value)
        except mr.RulesInputError:
            return ()
        return tuple(p for p in players if p in self._played and self._played[p].value)

    def played_checkbox(self, player: str) -> w.Checkbox:
        """The "played a land this turn" checkbox of ``player``."""
        return self._played[player]

    # -- actions -----------------------------------------------------------------------

    def load_preset(self, name: str) -> None:
        """Fill the controls with a scenario (or keep them for the custom board)."""
        if name not in PRESETS or self._quiet:
            return
        players, lines, played = PRESETS[name]
        self._quiet = True
        try:
            self.players.value = self._players_text(players)
            self.cards.value = lines_in(lines, self.lang)
            self._sync_players(players)
            for player in players:
                self._played[player].value = player in played
        finally:
            self._quiet = False
        self._wanted_selection = ""  # the scenario's own first reader
        self.refresh()

    def add_line(self) -> None:
        """Append ``player: card`` from the picker to the card list (or say why not)."""
        if self.picker_player.value is None:
            self.show_message(self.tr("Type the players' names first (in the players box), "
                                      "then choose under \u201cfor\u201d who gets the card."))
            return
        self._append(self.picker_player.value, self.picker.value)

    def _misfit(self, card: mr.Card) -> str:
        """Why a typed card can't go on the board ("" when it can): only a permanent card is
        ever on the battlefield (110.4a)."""
        return "" if card.is_permanent else self.tr(NOT_A_PERMANENT, card=card.label(self.lang))

    def _add_card(self, card: mr.Card) -> None:
        """Add the card typed in the "any card" box for the player chosen under "for", as the
        add button adds the picker's card; a name that is no card, a card that is not a
        permanent card (:meth:`_misfit`), or no player to give it to is said in place and
        the board is kept. A card whose mana abilities can't be read is added, and that is
        said in place."""
        if self.picker_player.value is None:
            self.add_line()  # says who is missing
            return
        self._append(self.picker_player.value, card.name)
        if not card.abilities_known and not self.message:
            self.show_message(self.tr(UNREAD_ABILITY if card.abilities_source else NO_RULES_TEXT,
                                      card=card.label(self.lang)))
        self.card_picker.clear()  # ready for the next card (the same one again too)

    def _append(self, player: str, name: str) -> None:
        """Append the line ``player: name`` to the permanents box, in the explorer's language
        (the board refreshes)."""
        text = self.cards.value.rstrip("\n")
        self.cards.value = (text + "\n" if text else "") + lines_in(f"{player}: {name}",
                                                                      self.lang)

    def _players_text(self, players: Iterable[str]) -> str:
        """The players box's text: the names, the default players in the explorer's language."""
        return ("，" if self.lang != "en" else ", ").join(player_text(p, self.lang) for p in players)

    def _changed(self, change) -> None:
        if self._quiet:
            return
        if change["owner"] is not self.selected and self.preset.value != CUSTOM:
            self._quiet = True
            try:
                self.preset.value = CUSTOM  # the learner edited the scenario
            finally:
                self._quiet = False
        self.refresh()

    def _players_or_default(self) -> tuple[str, ...]:
        try:
            return parse_players(self.players.value)
        except mr.RulesInputError:
            return ()

    def _sync_players(self, players: Iterable[str]) -> None:
        """One checkbox per player (kept across edits) and the picker's player list."""
        players = tuple(players)
        for player in players:
            if player not in self._played:
                box = w.Checkbox(value=player in self._initial_played,
                                 description=player_text(player, self.lang),
                                 indent=False, layout=w.Layout(width="auto", margin="0 12px 0 0"))
                box.observe(self._changed, names="value")
                self._played[player] = box
        self.played_box.children = tuple(self._played[p] for p in players)
        self._quiet, quiet = True, self._quiet
        try:
            # (label, value) where the player's name is translated (you: 你), the value the
            # name on the board
            options = _options([(player_text(p, self.lang), p) for p in players])
            if list(self.picker_player.options) != options:
                chosen = self.picker_player.value
                self.picker_player.options = options
                # the same player if still there, else the first: the button always works
                self.picker_player.value = (chosen if chosen in players
                                            else players[0] if players else None)
        finally:
            self._quiet = quiet

    # -- Explorer ------------------------------------------------------------------------

    def compute(self) -> BoardView:
        players = parse_players(self.players.value)
        self._sync_players(players)
        played = [p for p in players if self._played[p].value]
        wanted = (self._wanted_selection if self._wanted_selection is not None
                  else self.selected.value)
        return views.view(self.cards.value, players=players, played_land=played,
                          selected=wanted)

    def render(self, result: BoardView) -> list[Any]:
        from IPython.display import HTML

        self._wanted_selection = None
        self._quiet, quiet = True, self._quiet
        try:
            # labels in the explorer's language, values the board's labels
            self.selected.options = _options([(shown_name(h, self.lang), str(h))
                                              for h in result.board])
            self.selected.value = result.selected
        finally:
            self._quiet = quiet
        if not result.answers:
            return [HTML("<i>" + escape(self.tr("The board is empty: add a permanent, one per "
                                                "line.")) + "</i>")]
        shown: list[Any] = [types_table(result.board, result.by_handle(), uuid="could-produce-explorer",
                             caption=self.tr("What each permanent could produce (106.7)"),
                             lang=self.lang)]
        shown.append(HTML(explanation_html(result.explanation, self.lang)))
        if result.graph is None:
            shown.append(HTML("<i>" + escape(self.tr(
                "The graph of who reads whom is drawn for boards of up to {permanents} "
                "permanents and {arrows} arrows; this one is bigger. The table above has every "
                "answer.", permanents=MOST_DRAWN, arrows=MOST_EDGES)) + "</i>"))
        else:
            shown.append(graph_chart(result.graph, lang=self.lang))
        return shown



def _options(pairs: list[tuple[str, str]]) -> list[Any]:
    """A dropdown's options from (label, value) pairs: the values alone when every label is
    its value (English), else the pairs (ipywidgets reads a list as all pairs or all values)."""
    if all(label == value for label, value in pairs):
        return [value for _label, value in pairs]
    return list(pairs)


_PICKER: dict[str, list[tuple[str, str]]] = {}


def _picker_options(lang: str) -> list[tuple[str, str]]:
    """The card picker's options: (label, card name) for every permanent card; in Chinese
    the label is the card's official name in that script with the English name after it
    (the English name is what goes into the board)."""
    if lang not in _PICKER:
        options = []
        for name in mr.card_names():
            card = mr.card(name)
            if not card.is_permanent:
                continue
            options.append((card.label(lang), name))
        _PICKER[lang] = options
    return list(_PICKER[lang])


def could_produce_explorer(cards: str | None = None, *,
                           players: Iterable[str] = ("you", "opponent"),
                           played_land: Iterable[str] = (),
                           selected: str | None = None,
                           preset: str | None = None,
                           lang: str | None = None) -> CouldProduceExplorer:
    """An explorer of "could produce" (106.7), starting from a board.

    ``cards`` is the card list, one ``player: Card name [state]`` per line (default: the
    106.7 example, or the lines of ``preset``); ``players`` the player names; ``played_land``
    the players who played a land this turn; ``selected`` the permanent to explain, by label
    (e.g. ``"Exotic Orchard#2 (you)"``); ``preset`` one of the scenario names in ``PRESETS``.
    Controls: ``.preset``, ``.players``, ``.cards``, ``.selected``, ``.played_checkbox(p)``,
    ``.picker``/``.picker_player``/``.add_button``, and ``.card_box``, where any real card typed
    by its English or official Chinese name is added for the player under "for" when Enter
    is pressed. State: ``.answers``, ``.table``,
    ``.explanation``, ``.figure_data``, ``.board``, ``.message``. ``lang`` is the language of
    its labels and messages ("en", "zh-Hans", "zh-Hant"; None: the language in use); in
    Chinese the permanents and the players "you" and "opponent" are shown in that script
    (``.selected`` and ``.picker_player`` keep the board's names as their values).
    """
    lang = check_lang(lang)
    if preset is not None:
        choice(preset, "preset", PRESETS)
    if cards is not None:
        text(cards, "cards", error=mr.BoardError, example="you: Forest")
    players = _names(players, "players")
    played_land = _names(played_land, "played_land", (list, tuple, set, frozenset))
    if selected is not None:
        text(selected, "selected", error=mr.BoardError, example="Exotic Orchard#2 (you)")
    if cards is None:
        name = preset or DEFAULT_PRESET
        players, cards, preset_played = PRESETS[name]
        played_land = tuple(played_land) or preset_played
        preset = name
    return CouldProduceExplorer(cards, players, played_land, selected, preset or CUSTOM, lang)


def _names(names: Any, what: str, kinds: tuple[type, ...] = (list, tuple)) -> tuple[str, ...]:
    """Player names given as a list or tuple of strings (one string alone is refused: its
    letters would become the players)."""
    if not isinstance(names, kinds):
        raise _board_error(N_("{what}={value}: expected a list of player names such as "
                              "['you', 'opponent']"), what=what, value=excerpt(names))
    given: Any = names   # a list or tuple (checked above)
    for name in given:
        text(name, f"a name in {what}", error=mr.BoardError, example="you")
    return tuple(given)
