"""The shipped card index (mtgrules.cards.index) when it is damaged: one CardDataError that says
what is damaged and how to repair it, never a JSON, file or Unicode error."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtgrules as mr
from mtgrules.cards import index as ix

SHIPPED = Path(ix.__file__).resolve().parent.parent / "data" / ix.INDEX_FILE


def damages() -> dict[str, bytes]:
    data = SHIPPED.read_bytes()
    lines = data.split(b"\n")
    return {
        "cut at 600 kB": data[:600_000],
        "cut in half": data[:len(data) // 2],
        "empty": b"",
        "names line cut": lines[0] + b"\n" + lines[1][:1000] + b"\n",
        "a bad UTF-8 byte": data.replace(b'"Black Lotus"', b'"Black\xffLotus"'),
        "one entry garbled": b"\n".join(lines[:3] + [b"{" + line[1:] if i == 100 else line
                                                     for i, line in enumerate(lines[3:])]),
        "offsets shifted": b"\n".join(lines[:3] + [b" " + line for line in lines[3:]])[1:],
    }


@pytest.fixture
def shipped_copy(tmp_path, monkeypatch):
    """Put a damaged index where the package's would be; returns a function that damages it."""
    (tmp_path / "cards.json").write_bytes((SHIPPED.parent / "cards.json").read_bytes())
    monkeypatch.setattr(ix.resources, "files", lambda package: tmp_path)
    ix.bundled_cards.cache_clear()
    ix.card_index.cache_clear()

    def damage(content: bytes | None) -> None:
        if content is not None:
            (tmp_path / ix.INDEX_FILE).write_bytes(content)

    yield damage
    ix.bundled_cards.cache_clear()  # read the package's own again
    ix.card_index.cache_clear()


def every_kind_of_lookup() -> None:
    index = ix.CardIndex()
    index.card("Black Lotus")
    index.card("背弃理性")
    index.card_names(every=True, layout="split") if hasattr(index, "card_names") else None
    index._read_all()


@pytest.mark.parametrize("how", [*damages(), "missing"])
def test_F15_a_damaged_shipped_index_is_one_card_data_error(shipped_copy, how):
    shipped_copy(damages().get(how))
    with pytest.raises(mr.CardDataError) as info:
        every_kind_of_lookup()
    message = str(info.value)
    assert message.startswith("the card index shipped with mtgrules is damaged: ")
    assert message.endswith("reinstall mtgrules (pip install --force-reinstall mtgrules)")
    assert "Error" not in message and "Traceback" not in message and len(message) < 300
    for lang in ("zh-Hans", "zh-Hant"):
        assert "mtgrules" in info.value.translated(lang)


def test_F15_the_curated_cards_still_answer(shipped_copy):
    shipped_copy(b"")
    assert mr.card("Forest").name == "Forest"  # the curated cards need no index


def test_F15_an_index_of_ones_own_says_to_rebuild_it(tmp_path):
    path = tmp_path / "mine.jsonl"
    path.write_bytes(SHIPPED.read_bytes()[:600_000])
    with pytest.raises(mr.CardDataError, match="mine.jsonl' is damaged: its list of card names "
                                               "can't be read; rebuild it"):
        ix.CardIndex(path)


@pytest.mark.parametrize("name", ["", "   ", "\u3000", "\t"])
def test_F16_an_empty_card_name_suggests_no_cards(name):
    with pytest.raises(mr.UnknownCardError) as info:
        mr.card(name)
    assert "empty" in str(info.value) and "did you mean" not in str(info.value)
