"""The glossary: each term once, with a rule to look up; notebook 06 and the vocabulary links
are rebuilt from it (tools/build_glossary.py) and must be up to date."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

import mtgrules as mr
from mtgrules.terms import TERMS, anchor, term

ROOT = Path(__file__).resolve().parents[1]
CR = ROOT.parent / "shared" / "rules" / "CR_20260417.txt"


def load_tool():
    spec = importlib.util.spec_from_file_location("build_glossary",
                                                  ROOT / "tools" / "build_glossary.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_term_is_defined_once_with_a_rule_and_a_notebook():
    names = [n.lower() for t in TERMS for n in (t.en, *t.also)]
    assert len(names) == len(set(names)), "a term or spelling is defined twice"
    table = mr.glossary()
    assert list(table.columns) == ["en", "rule", "note", "notebooks"]
    assert len(table) == len(TERMS) >= 40
    for t in TERMS:
        assert t.note.endswith(".") and t.note[:1].isupper(), t.en
        assert re.search(r"\d{3}(\.\d+[a-z]?)?|CR introduction", t.rule), t.en
        assert t.notebooks and all(0 <= n <= 5 for n in t.notebooks)


@pytest.mark.skipif(not CR.exists(), reason="the Comprehensive Rules text is beside the project")
def test_every_cited_rule_exists_in_the_rules_of_2026_04_17():
    text = CR.read_text(encoding="utf-8")
    for t in TERMS:
        for rule in re.findall(r"\d{3}\.\d+[a-z]?", t.rule):
            assert re.search(rf"^{re.escape(rule)}[. ]", text, re.M), (t.en, rule)


def test_terms_are_found_by_any_spelling_and_link_to_their_heading():
    assert term("FREE CAST") is term("cast without paying its mana cost")
    assert anchor("P/T") == "06_glossary.ipynb#Power-and-toughness"
    with pytest.raises(mr.RulesInputError, match="not in the glossary"):
        term("banding")


def test_the_glossary_notebook_and_the_vocabulary_links_are_up_to_date():
    stale = load_tool().build(check=True)
    assert stale == [], f"run python tools/build_glossary.py: {stale}"


def test_every_lesson_links_its_vocabulary_to_the_glossary():
    import nbformat

    for path in sorted((ROOT / "notebooks").glob("0[1-5]_*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        vocabulary = [c.source for c in nb.cells if c.cell_type == "markdown"
                      and re.match(r"#+\s*(Vocabulary|Words used)", c.source)]
        assert vocabulary, path.name
        assert "06_glossary.ipynb#" in vocabulary[0], path.name
