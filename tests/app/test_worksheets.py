"""`mtgrules worksheet` and `mtgrules deck`: practice on paper and in Anki."""

from __future__ import annotations

import re
import shutil
import sqlite3
import subprocess
import zipfile

import pytest

from mtgrules.app import cli, worksheets
from mtgrules import practice

CHROMIUM = worksheets.find_chromium()
POPPLER = shutil.which("pdftotext") and shutil.which("pdfinfo")


def test_the_same_arguments_give_the_same_sheet_and_another_seed_another_version():
    a = worksheets.worksheet("payment", 12, 2, 7, "zh-Hans")
    again = worksheets.worksheet("payment", 12, 2, 7, "zh-Hans")
    b = worksheets.worksheet("payment", 12, 2, 8, "zh-Hans")
    assert a.worksheet == again.worksheet and a.key == again.key
    assert [p.id for p in a.problems] != [p.id for p in b.problems]
    assert {p.level for p in a.problems} == {2} and len(a.problems) == 12
    # the same skills on both versions (A and B)
    assert sorted({p.skill for p in a.problems}) == sorted({p.skill for p in b.problems})


def test_the_worksheet_holds_no_answer_and_the_key_every_worked_solution():
    sheet = worksheets.worksheet("x_values", 6, None, 0, "en")
    assert "Answer:" not in sheet.worksheet and "(rule " not in sheet.worksheet
    for p in sheet.problems:
        assert re.sub(r"\s+", " ", p.question("en")).split("\n")[0][:30] in sheet.worksheet
        last = p.solution("en").split("\n")[-1]
        from html import escape
        assert escape(last) in sheet.key
    assert sheet.key.count("Answer:") == 6


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_sheets_in_chinese(lang):
    sheet = worksheets.worksheet("split_cards", 3, 1, 0, lang)
    assert "Practice worksheet" not in sheet.worksheet and "Answer key" not in sheet.key
    assert "Name:" not in sheet.worksheet and "Answer with" not in sheet.worksheet
    assert f'lang="{lang}"' in sheet.worksheet


def test_bad_arguments_get_one_line_and_status_2(capsys):
    assert cli.main(["worksheet", "--cluster", "payment", "--level", "9", "--html",
                     "--out", "/nonexistent-not-written"]) == 2
    assert "--level" in capsys.readouterr().err
    assert cli.main(["worksheet", "--cluster", "payment", "--count", "100000", "--html"]) == 2


def test_html_pages_without_chromium(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MTGRULES_CHROMIUM", str(tmp_path / "no-such-browser"))
    assert cli.main(["worksheet", "--cluster", "payment", "--out", str(tmp_path)]) == 3
    err = capsys.readouterr().err
    assert "no Chromium found" in err and "apt-get install -y chromium" in err and "--html" in err
    assert list(tmp_path.iterdir()) == []
    assert cli.main(["worksheet", "--cluster", "payment", "--html", "--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "worksheet-payment-all-seed0-en-key.html", "worksheet-payment-all-seed0-en.html"]


@pytest.mark.skipif(not (CHROMIUM and POPPLER), reason="needs chromium and poppler-utils "
                    "(apt-get install -y chromium poppler-utils)")
def test_the_issue_command_prints_a_worksheet_and_a_separate_key(tmp_path, capsys):
    status = cli.main(["worksheet", "--cluster", "payment", "--count", "12", "--level", "2",
                       "--seed", "7", "--lang", "zh-Hans", "--out", str(tmp_path)])
    assert status == 0, capsys.readouterr().err
    sheet = tmp_path / "worksheet-payment-L2-seed7-zh-Hans.pdf"
    key = tmp_path / "worksheet-payment-L2-seed7-zh-Hans-key.pdf"
    text = subprocess.run(["pdftotext", str(sheet), "-"], capture_output=True,
                          text=True).stdout
    key_text = subprocess.run(["pdftotext", str(key), "-"], capture_output=True,
                              text=True).stdout
    assert "练习卷" in text and "答案：" not in text
    assert "答案：" in key_text and key_text.count("答案：") >= 12
    problems = practice.problems("payment", n=12, level=2, seed=7)
    assert "施放" in text or "支付" in text
    assert len(problems) == 12


def test_the_deck_has_a_note_per_problem_with_the_solution_on_the_back(tmp_path, capsys):
    out = tmp_path / "deck.apkg"
    assert cli.main(["deck", "--lang", "en", "--out", str(out), "--count", "4"]) == 0
    assert "20 notes" in capsys.readouterr().out
    with zipfile.ZipFile(out) as package:
        package.extract("collection.anki2", tmp_path)
    db = sqlite3.connect(tmp_path / "collection.anki2")
    notes = [row[0] for row in db.execute("select flds from notes")]
    db.close()
    assert len(notes) == 20
    question, solution, skill = notes[0].split("\x1f")
    assert "Answer:" in solution and "(rule " in solution and "Answer:" not in question


def test_a_rooms_worksheets_a_and_b_have_the_same_skill_at_each_place():
    for cluster in practice.CLUSTERS:
        sheets = worksheets.room_sheets(cluster, "en")
        again = worksheets.room_sheets(cluster, "en")
        a, b = sheets["A"], sheets["B"]
        assert a.worksheet == again["A"].worksheet and b.key == again["B"].key
        assert [p.skill for p in a.problems] == [p.skill for p in b.problems]
        assert not {p.key for p in a.problems} & {p.key for p in b.problems}
        assert a.stem == f"{worksheets.NOTEBOOKS[cluster]}-A" and "worksheet A" in a.worksheet
        assert "Answer key B" in b.key


def test_the_room_option_writes_a_and_b_with_their_keys(tmp_path, capsys):
    assert cli.main(["worksheet", "--cluster", "split_cards", "--room", "--lang", "zh-Hant",
                     "--html", "--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "05_split_cards-A-key.html", "05_split_cards-A.html",
        "05_split_cards-B-key.html", "05_split_cards-B.html"]
    sheets = worksheets.room_sheets("split_cards", "zh-Hant")
    assert (tmp_path / "05_split_cards-B.html").read_text(encoding="utf-8") == sheets["B"].worksheet
    assert "練習卷 A" in (tmp_path / "05_split_cards-A.html").read_text(encoding="utf-8")
    assert cli.main(["worksheet", "--cluster", "split_cards", "--room", "--level", "6",
                     "--html", "--out", str(tmp_path)]) == 2
    assert "--level" in capsys.readouterr().err
