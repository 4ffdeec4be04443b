"""The library's error messages in the three languages (mtgrules.errors, the mtgrules catalog).

Every error is a template with named fields: ``str(error)`` is the English sentence, and
``error.translated("zh-Hans")`` / ``("zh-Hant")`` the same sentence in Chinese, with the same
values (the symbol, the card name, the number) filled in. The catalog must translate every
message the code raises, in both scripts.
"""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

import mtgrules as mr
from mtgrules.budget import limits
from mtgrules.errors import Wording


from tools import build_catalogs  # noqa: E402

CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[A-Za-z]{2,}")
SYMBOL = re.compile(r"\{[^{}]*\}")  # mana symbols such as {2/W}: kept as written


def _raised(make: Callable[[], Any]) -> mr.RulesInputError:
    with pytest.raises(mr.RulesInputError) as info:
        make()
    return info.value


def _shown_values(error: mr.RulesInputError | Wording) -> list[str]:
    """Each field as the message shows it (with its conversion and format spec); for a field
    that is an error itself, that error's fields."""
    shown = []
    for _text, name, spec, conversion in string.Formatter().parse(error.template):
        if name is None:
            continue
        value = error.fields[name]
        if isinstance(value, (mr.RulesInputError, Wording)):  # translated with the message
            shown.extend(_shown_values(value))
            continue
        value = repr(value) if conversion == "r" else str(value) if conversion == "s" else value
        shown.append(format(value, spec or ""))
    return shown


def _latin_words(error: mr.RulesInputError, text: str) -> set[str]:
    """The Latin-letter words of ``text`` that are not a value of the message or a symbol."""
    for value in sorted(_shown_values(error), key=len, reverse=True):
        text = text.replace(value, " ")
    return set(WORD.findall(SYMBOL.sub(" ", text)))


def _add_an_instant() -> None:
    board = mr.Board()
    board.add("Lightning Bolt", "you")


def _fill_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "cards.json"
    folder.mkdir()
    return folder


# one representative error per error class and module: (id, make, code words the Chinese
# keeps because the learner types them)
CASES: list[tuple[str, Callable[[Path], Any], set[str]]] = [
    ("ManaCostError unknown symbol (mana)", lambda _p: mr.parse_cost("{2}{q}"), set()),
    ("ManaCostError not a mana symbol (mana)", lambda _p: mr.parse_cost("{T}"), set()),
    ("ManaCostError outside braces (mana)", lambda _p: mr.parse_cost("2{W}"), set()),
    ("ManaCostError newer symbol (mana)",
     lambda _p: mr.parse_cost("{W/U/P}", rules="2016-06-01"), set()),
    ("ManaPoolError bad pool (payment)", lambda _p: mr.ManaPool("WQ"), set()),
    ("ManaPoolError lower case (payment)", lambda _p: mr.ManaPool("wg"), set()),
    ("RulesDateError before the sources (editions)", lambda _p: mr.rules_date("2001-01-01"),
     {"current"}),
    ("RulesDateError not a day (editions)", lambda _p: mr.rules_date("2016-02-30"),
     {"YYYY", "MM", "DD"}),
    ("UnknownCardError with suggestions (cards)", lambda _p: mr.card("Forrest"), set()),
    ("UnknownCardError one face (cards)", lambda _p: mr.card("Wear"), set()),
    ("LimitExceededError steps (budget)",
     lambda _p: _within(lambda: mr.count_announcements("{W/U}{U/B}{B/R}{R/G}{G/W}" * 4),
                        work=1_000), set()),
    ("LimitExceededError partial results (budget)",
     lambda _p: _within(lambda: mr.spends("{W/U}{U/B}{B/R}{R/G}{G/W}" * 4,
                                          mr.ManaPool("WUBRG" * 4)), states=5), set()),
    ("BoardError not a permanent card (board)", lambda _p: _add_an_instant(), set()),
    ("BoardError players (board)", lambda _p: mr.Board(["a", "a"]), set()),
    ("BoardError equals sign (notation)", lambda _p: mr.parse_board("you: Forest [power=]"),
     set()),
    ("BoardError with its line (notation)", lambda _p: mr.parse_board("you: Lightning Bolt"),
     set()),
    ("UnknownCardError with its line (notation)", lambda _p: mr.parse_board("you: Forrest"),
     set()),
    ("ChoiceError one of (checks)", lambda _p: mr.x_range("{X}{R}", how="sideways"), set()),
    ("LimitExceededError a bad limit (checks)",
     lambda _p: mr.spends("{1}", mr.ManaPool("W"), limit=-1), set()),
    ("NumberError negative X (xvalue)", lambda _p: mr.total_cost("{X}{R}", x=-1), set()),
    ("NumberError X forced to 0 (xvalue)",
     lambda _p: mr.total_cost("{X}{R}", x=2, how="with an alternative cost",
                              alternative="{1}"), set()),
    ("NumberError fraction (numbers)", lambda _p: mr.fraction_of(6, 1, 0, rounding="up"),
     set()),
    ("ChoiceError half (split)",
     lambda _p: mr.ask(mr.card("Fire // Ice"), "mana value", zone="stack", half="Fire // Ice"),
     set()),
    ("ChoiceError zone (split)",
     lambda _p: mr.ask(mr.card("Fire // Ice"), "mana value", zone="battlefield"),
     {"hand", "library", "graveyard", "exile", "stack", "command"}),
    ("ChoiceError color (colors)", lambda _p: mr.choose_color("C"), set()),
    ("ChoiceError paid once (costs)",
     lambda _p: mr.AdditionalCost("{1}", kind="kicker", times=2), set()),
    ("CardDataError folder (loaders)", lambda p: mr.load_cards(_fill_folder(p)), set()),
]


def _within(make: Callable[[], Any], **budget: int) -> Any:
    with limits(**budget):
        return make()


@pytest.mark.parametrize("make, code_words", [(m, w) for _i, m, w in CASES],
                         ids=[i for i, _m, _w in CASES])
def test_each_error_reads_in_both_chinese_scripts(make, code_words, tmp_path):
    error = _raised(lambda: make(tmp_path))
    hans, hant = error.translated("zh-Hans"), error.translated("zh-Hant")
    assert error.translated("en") == str(error)
    for text in (hans, hant):
        assert CJK.search(text), text
        assert _latin_words(error, text) <= code_words, text
        for value in _shown_values(error):  # the symbol, the card name, the number stay
            assert value in text, (value, text)
        for rule in re.findall(r"\b\d{3}\.\d+[a-z]?\b", str(error)):  # rule numbers stay
            assert rule in text, (rule, text)
    assert hans != hant  # two translations, each in its own script


def test_english_is_the_template_filled_in():
    error = _raised(lambda: mr.parse_cost("{2}{q}"))
    assert error.template.startswith("unknown symbol {token} at position {position}")
    assert error.fields == {"token": "'{q}'", "position": 4}  # the 4th character
    assert str(error) == error.template.format(**error.fields)
    assert error.translated(None) == str(error)  # the language in use is English by default
    with mr.i18n.language("zh-Hant"):
        assert error.translated(None) == error.translated("zh-Hant")


def test_the_scripts_use_their_own_terms():
    error = _raised(lambda: mr.ManaPool("WQ"))
    assert "法术力池" in error.translated("zh-Hans")
    assert "法術力池" in error.translated("zh-Hant")
    cost = _raised(lambda: mr.parse_cost("{W/U/P}", rules="2016-06-01"))
    assert "混血非瑞克西亚符号" in cost.translated("zh-Hans")
    assert "混血非瑞克西亞符號" in cost.translated("zh-Hant")


def test_an_error_inside_an_error_is_translated_too():
    error = _raised(lambda: mr.parse_board("you: Forest\nyou: Forrest"))
    assert str(error).startswith("line 2: no card named 'Forrest': did you mean 'Forest'")
    assert error.translated("zh-Hans").startswith("第 2 行：没有名为 'Forrest' 的牌")
    assert error.translated("zh-Hant").startswith("第 2 行：沒有名為 'Forrest' 的牌")


def test_an_unknown_language_is_a_choice_error():
    error = _raised(lambda: mr.parse_cost("{q}"))
    with pytest.raises(mr.ChoiceError, match="unknown language 'fr'"):
        error.translated("fr")


def _mtgrules_domain() -> build_catalogs.Domain:
    return next(d for d in build_catalogs.domains() if d.name == "mtgrules")


def test_every_message_is_translated_in_both_catalogs():
    assert build_catalogs.problems(_mtgrules_domain()) == []


def test_the_catalog_check_notices_a_new_message(monkeypatch):
    domain = _mtgrules_domain()
    extract = build_catalogs.extract

    def with_a_new_message(d: build_catalogs.Domain):
        catalog = extract(d)
        catalog.add("a message no catalog has yet {value}", locations=[("mtgrules/mana.py", 1)])
        return catalog

    monkeypatch.setattr(build_catalogs, "extract", with_a_new_message)
    found = build_catalogs.problems(domain)
    assert any("a message no catalog has yet" in line and "zh_Hans" in line for line in found)
    assert any("a message no catalog has yet" in line and "zh_Hant" in line for line in found)


def test_messages_of_every_module_are_extracted():
    ids = {m.id for m in build_catalogs.extract(_mtgrules_domain()) if m.id}
    for message in (
        "unknown symbol {token} at position {position}: expected a rule 107.4 symbol such as "
        "{{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, {{W/P}} or {{W/U/P}}",
        "no card named {name}: did you mean {cards} or {last}?",
        "the rules date {rules} is not a day of the calendar: write a date as YYYY-MM-DD, such as "
        "2016-06-01",
        "counting announcements needs more than {steps:,} steps, which would take too long. Try "
        "fewer hybrid or Phyrexian symbols, or a smaller X or pool",
        "{letter} = {x} is negative: {letter} is a whole number, 0 or more (107.1b)",
    ):
        assert message in ids


def test_a_cards_unreadable_cost_is_explained_in_chinese_too():
    """The reason inside a card-data message is the mana-cost error itself, so it translates
    with the message (Little Girl's half mana, 107.1), not only its frame."""
    with pytest.raises(mr.CardDataError) as caught:
        mr.card("Little Girl")
    assert "half mana" in str(caught.value)
    assert "半点法术力" in caught.value.translated("zh-Hans")
    assert "半點法術力" in caught.value.translated("zh-Hant")
    assert "half mana" not in caught.value.translated("zh-Hant")
    assert caught.value.translated("zh-Hans").startswith("牌 'Little Girl'：")   # not "card"


def test_the_operating_systems_reason_translates_with_the_message(tmp_path):
    with pytest.raises(mr.CardDataError) as raised:
        mr.load_cards(tmp_path / "no-such-file.jsonl")
    assert str(raised.value).endswith(": there is no such file or folder")
    assert raised.value.translated("zh-Hans").endswith("没有这个文件或文件夹")
    assert raised.value.translated("zh-Hant").endswith("沒有這個檔案或資料夾")


# --- hostile input (findings/reliability-2.md) -------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: mr.i18n.use_language("x" * 10**6),
    lambda: mr.parse_board("x: Forest", players=["a" * 10**6]),
    lambda: mr.mana_added("{W/U}{U/B}{B/R}{R/G}{G/W}" * 4000),
    lambda: mr.total_cost("{2/W}" * 19000, reduction=10**6),
    lambda: mr.total_cost("{X}" + "{W}" * 30000, x=1, how="without paying its mana cost"),
    lambda: mr.AdditionalCost("{R}" * 30000, "multikicker", times=2).mana,
    lambda: mr.ColoredOnly("{1}" + "{W}" * 30000),
    lambda: mr.parse_board("x: Forest", players=[f"p{i}" for i in range(10**5)])])
def test_F18_no_message_grows_with_its_input(call):
    with pytest.raises(mr.RulesInputError) as info:
        call()
    for text in (str(info.value), info.value.translated("zh-Hans"),
                 info.value.translated("zh-Hant")):
        assert len(text) < 1000, text[:300]


def test_F18_a_short_message_is_unchanged_by_the_backstop():
    error = mr.ChoiceError("unknown language {lang!r}", lang="fr")
    assert str(error) == "unknown language 'fr'" and error.fields == {"lang": "fr"}
