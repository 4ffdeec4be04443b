"""Chinese that is Chinese: what a learner sees in a Chinese notebook has no English word in it,
except the few kinds a Chinese reader needs (allow-listed below, each with its reason).

Looked at: every stored output of the Simplified and Traditional notebooks 00-05 (HTML
tables, text, the explorers' stored views in the widget state), the words of every static
chart (the strings its code gives matplotlib), every explorer built in Chinese and driven
through its controls, and every exercise's hint for a wrong answer and its solution.

An English word is allowed when it is:

* a card's name (or a half's) that has no official name in that script in the card data
  (``mtgrules.card(name).name_in(lang)`` is the English name): card names are data, and a
  translation of our own would be a name no Chinese player knows;
* the English name in full-width brackets right after the official Chinese one,
  夺回（Claim）: the bracket is a gloss, so a reader can find the card in English sources;
* a mana symbol ({W}, {2/W}, {X}), a rule number (107.4e, 709.3a) or a date: the notation
  of the rules themselves, the same in every language;
* in :data:`TYPED`: something a learner types into a box (a rules date ``current``, an
  English card name an exercise asks for by its data name), each listed with its reason.
"""

from __future__ import annotations

import ast
import json
import re
from functools import lru_cache
from pathlib import Path

import nbformat
import pytest

import mtgrules as mr

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("zh-Hans", "zh-Hant")
LESSONS = ("00_start_here", "01_x_values", "02_negative_numbers",
           "03_hybrid_phyrexian_payment", "04_could_produce", "05_split_cards", "08_room_quiz")

TYPED = {
    "current": "the rules-date box takes the word current (or a date); the message says so",
    "YYYY-MM-DD": "the rules-date box's placeholder: the shape of a date to type",
    "Enter": "the key a learner presses, labelled Enter on the keyboard",
    "mining": "a counter kind in the board notation a learner types (Gemstone Mine [mining=0])",
    "on": "the board notation's word for what an Aura or Equipment is on ([on=1]), typed as written",
    "charge": "a counter kind in the board notation (Vivid Crag [charge=0])",
}
"""English words a learner types (or presses), allowed wherever they appear."""

FILE_NAMES = {
    "mtgrules-practice.json": "the practice explorer names the file beside the notebooks that "
                              "keeps the learner's progress (a file name, found in the folder)",
}
"""File names a learner finds beside the notebooks."""

OTHER_NAMES = {
    "XMage": "the name of another program (the engine-lesson tables)",
    "Forge": "the name of another program", "phase-rs": "the name of another program",
    "Un": "the Un-sets (Unglued, Unhinged), a product line with no Chinese name",
}
"""Proper names of other programs and products; bug reports are cited as owner/repo#N."""

KNOWN: dict[str, str] = {}
"""English still shown, listed so that nothing new slips in: each one is to be fixed, not
allowed (see the report of issue 21)."""

TYPED_QUOTES = {
    "'Not A Card'": "00 shows what a wrong card name does: the message quotes what was typed",
    "'colorless'": "04 asks to choose 'colorless' as a color, to show the refusal (105.4)",
}
"""Quoted inputs a notebook types on purpose to show a message, quoted back as typed."""

PLAYER_NAMES = {
    "ann": "the three-player example names its players ann, bob and cy in the players box",
    "bob": "the same example", "cy": "the same example",
}
"""Player names: names, typed by the learner (or an example) in the players box."""

ENGLISH_ANSWERS = {
    ("split_cards", 3): "05's exercise 3 asks for a split card's English name (its text says "
                        "so); its solution lists the answers as they are typed",
}
"""Exercises whose solution names cards in English because the answer is typed that way."""

GLOSS = re.compile(r"（([^（）]*)）")
SYMBOLS = re.compile(r"\{[^{}\s]{1,8}\}|\b\d{3}(?:\.\d+[a-z]*)?(?:[–-][a-z])?\b|"
                     r"\d{4}-\d\d-\d\d|[+-]?\d+/[+-]?\d+")
REPORT = re.compile(r"\b[\w.-]+/[\w.-]+#\d+")
"""A bug report cited as owner/repo#N (the engine-lesson tables)."""
QUOTED = re.compile(r"`[^`]*`|'[^']*'")
ENGLISH = re.compile(r"[A-Za-z][A-Za-z'’]*(?:[ ,\-]+[A-Za-z][A-Za-z'’]*)*")
"""A run of Latin words (a card name such as "Urborg, Tomb of Yawgmoth" is one run)."""
LETTERS = re.compile(r"(?:(?:\b[WUBRGCSXYZPHET]+\b|\bCR\b|\b[a-z]\b)\s*)+")
"""Color and mana letters (WUBRG, C, S, X, P) as costs and answers are written, and CR (the
Comprehensive Rules, as every rule citation of the notebooks abbreviates them), and a
one-letter variable of a worked solution ("w 点 W")."""


@lru_cache(maxsize=None)
def _names() -> dict[str, str]:
    """Every card and half name of the card index, lower case, to the card it names."""
    names: dict[str, str] = {}
    for name in mr.card_names(every=True):
        names.setdefault(name.lower(), name)
        if " // " in name:
            for half in name.split(" // "):
                names.setdefault(half.lower(), name)
    return names


@lru_cache(maxsize=None)
def english_only(name: str, lang: str) -> bool:
    """Whether ``name`` (a card or a half) is a card that has no official name in ``lang``'s
    script, so the English name is what a Chinese page must show."""
    card = _names().get(name.lower())
    if card is None:
        return False
    try:
        return mr.card(card).name_in(lang) == card
    except mr.RulesInputError:   # a card the library can't read (Little Girl's {HW})
        return True


def _is_gloss(inner: str) -> bool:
    """(Claim), (Claim // Fame), (Exotic Orchard): a card's English name after its Chinese
    one."""
    inner = inner.split("，")[0]   # 聚力劈响（Crackle with Power，{X}{X}{X}{R}{R}）
    return inner.lower() in _names() or all(
        part.lower() in _names() for part in re.split(r" // |、|, ", inner) if part)


def leaks(text: str, lang: str) -> list[str]:
    """The English words of ``text`` that no rule above allows."""
    allowed = set(TYPED) | set(OTHER_NAMES) | set(KNOWN)
    text = re.sub(r"<style.*?</style>|<script.*?</script>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)                     # HTML tags are not shown
    for name in FILE_NAMES:
        text = text.replace(name, " ")
    text = re.sub(r"&[a-z]+;|&#\d+;", " ", text)
    text = GLOSS.sub(lambda m: " " if _is_gloss(m[1]) else f"（{m[1]}）", text)
    text = re.sub(r"\s+", " ", SYMBOLS.sub(" ", REPORT.sub(" ", text)))
    found = []
    for quoted in QUOTED.findall(text):
        words = set(re.findall(r"[A-Za-z]+", quoted))
        if (words and not words <= set(TYPED) | set(PLAYER_NAMES)
                and quoted not in TYPED_QUOTES and not _all_cards(quoted, lang)):
            found.append(quoted)
    text = QUOTED.sub(" ", text)
    for run in ENGLISH.findall(text):
        run = run.strip(" ,-")
        if (not run or LETTERS.fullmatch(run) or _all_cards(run, lang) or run in allowed
                or set(re.split(r"[ ,]+", run)) <= set(PLAYER_NAMES) | allowed):
            continue
        found.append(run)
    return found


def _all_cards(run: str, lang: str) -> bool:
    """Whether ``run`` is card names without an official name in ``lang``, one after the
    other (a table's cells side by side read as one run: "Wane Wax"), joined by spaces,
    ", " or " // "."""
    words = [w for w in re.split(r"\s+|\s*//\s*", run.strip("`' ")) if w]
    # W Reaper King, Assault R: mana letters beside a name (a cost's cell next to it)
    words = [w for w in words if not LETTERS.fullmatch(w)]
    covered = [True] + [False] * len(words)
    for end in range(1, len(words) + 1):
        covered[end] = any(covered[start] and english_only(" ".join(words[start:end]).strip(","), lang)
                           for start in range(max(0, end - 8), end))
    return covered[-1]


# --- the stored notebooks ------------------------------------------------------------------

def _notebook(lang: str, stem: str):
    return nbformat.read(ROOT / "notebooks" / lang / f"{stem}.ipynb", as_version=4)


def _outputs(nb):
    for number, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            if output.output_type == "stream":
                yield number, output.text
            elif output.output_type in ("execute_result", "display_data"):
                data = output.get("data", {})
                if "text/html" in data:
                    yield number, data["text/html"]
                elif "text/plain" in data and "image/png" not in data and (
                        "application/vnd.jupyter.widget-view+json" not in data):
                    yield number, data["text/plain"]


SHOWN_STATE = ("value", "description", "placeholder", "tooltip", "_options_labels", "button_style")


def _widget_texts(nb):
    """What the stored explorers show: the text values of their widget models."""
    state = nb.metadata.get("widgets", {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    for model_id, model in state.items():
        kept = model.get("state", {})
        for key in ("value", "description", "placeholder", "tooltip", "_options_labels"):
            value = kept.get(key)
            if key == "value" and model.get("model_name") in ("DropdownModel", "SelectModel"):
                continue   # a dropdown's value is an index; its labels are checked
            for one in (value if isinstance(value, list) else [value]):
                if isinstance(one, str):
                    yield model_id, key, one


def _chart_words(nb):
    """The literal strings a static chart's code gives matplotlib: titles, axis labels,
    legend labels, tick labels and texts."""
    for number, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or "subplots(" not in cell.source:
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args = list(node.args) if name in ("set_title", "set_xlabel", "set_ylabel",
                                                "text", "annotate", "suptitle") else []
            args += [k.value for k in node.keywords if k.arg in ("label", "title")]
            for arg in args:
                for const in ast.walk(arg):
                    if isinstance(const, ast.Constant) and isinstance(const.value, str):
                        yield number, const.value


CASES = [(lang, stem) for lang in LANGS for stem in LESSONS]


@pytest.mark.parametrize("lang, stem", CASES, ids=[f"{lang}-{stem[:2]}" for lang, stem in CASES])
def test_stored_outputs_and_explorers_are_chinese(lang, stem):
    nb = _notebook(lang, stem)
    found = [(f"cell {n}", leak) for n, text in _outputs(nb) for leak in leaks(text, lang)]
    found += [(f"widget {key}", leak) for _, key, text in _widget_texts(nb)
              for leak in leaks(text, lang)]
    found += [(f"chart in cell {n}", leak) for n, text in _chart_words(nb)
              for leak in leaks(text, lang)]
    assert not found, sorted(set(found))[:40]


# --- explorers and exercises built in Chinese ------------------------------------------------

def _drive(explorer):
    """Each dropdown of an explorer through its options; yield what it shows after each."""
    import ipywidgets as w

    yield explorer.shown_html() + str(getattr(explorer, "message", ""))
    for child in vars(explorer).values():
        if isinstance(child, w.Dropdown) and 1 < len(child.options) <= 40:
            start = child.value
            for _label, value in child.options:
                child.value = value
                yield explorer.shown_html() + str(getattr(explorer, "message", ""))
            child.value = start


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("which", ["x_values", "negative_numbers", "payment", "could_produce",
                                   "split_cards"])
def test_explorers_speak_chinese(lang, which):
    import importlib

    package = importlib.import_module(f"widgets.{which}")
    build = next(getattr(package, n) for n in dir(package)
                 if n.endswith("_explorer") and callable(getattr(package, n))
                 and not n.startswith("_"))
    found = set()
    for shown in _drive(build(lang=lang)):
        found.update(leaks(shown, lang))
    assert not found, sorted(found)[:40]


def test_messages_name_cards_and_players_in_chinese():
    """The two messages walkthrough 2 found in English: a split card on the battlefield, and
    a player the players box doesn't name."""
    from widgets.could_produce import could_produce_explorer
    from widgets.split_cards import split_explorer

    for lang in LANGS:
        split = split_explorer(lang=lang)
        split.card.value = "Claim // Fame"
        split.zone.value = "battlefield"
        assert not leaks(split.message, lang), split.message
        produce = could_produce_explorer(lang=lang)
        produce.players.value = "ann, bob"
        produce.cards.value = "你：树林" if lang == "zh-Hans" else "你：樹林"
        assert "'你'" in produce.message and not leaks(produce.message, lang), produce.message


@pytest.mark.parametrize("lang", LANGS)
def test_exercise_hints_and_solutions_speak_chinese(lang):
    import importlib

    found = []
    for which in ("x_values", "negative_numbers", "payment", "could_produce", "split_cards"):
        exercises = importlib.import_module(f"widgets.{which}").exercises
        for exercise in exercises:
            for wrong in ("0", "7", "no"):
                feedback = exercise.check(wrong, lang)
                # the hint may quote the answer typed, as typed
                text = repr(feedback).replace(f"'{wrong}'", "").replace(f"“{wrong}”", "")
                found += [(which, exercise.number, "hint", leak) for leak in leaks(text, lang)]
            found += [(which, exercise.number, "question", leak)
                      for leak in leaks(exercise.question_in(lang), lang)]
            found += [(which, exercise.number, "solution", leak)
                      for leak in leaks(str(exercise.solution(lang)), lang)
                      if not ((which, exercise.number) in ENGLISH_ANSWERS
                              and leak.lower() in _names())]
    assert not found, found[:40]


def test_the_checker_itself():
    assert leaks("夺回 // 名誉（Claim // Fame） 是法术牌（307.4）", "zh-Hans") == []
    assert leaks("Claim // Fame 是法术牌", "zh-Hans") == ["Claim", "Fame"]
    assert leaks("Fire // Ice 的法术力值是 {1}{R}", "zh-Hans") == []   # no official name
    assert leaks("分割牌：ask 与 matches", "zh-Hans") == ["ask", "matches"]
    assert leaks("输入 `current` 或日期", "zh-Hans") == []
    assert leaks("未知的牌手 'you'", "zh-Hans") == ["'you'"]
    assert leaks("Exotic Orchard#1 (you)", "zh-Hans") == ["Exotic Orchard", "you"]
    assert json.dumps(TYPED)
