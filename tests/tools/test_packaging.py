"""The wheel's contents follow the tree: every folder of ``mtgrules/`` and ``widgets/`` that
holds code or shipped data is a package listed in pyproject.toml, so moving a module into a
new subpackage can't silently leave it out of the wheel."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = {".py", ".json", ".jsonl", ".mo", ".typed"}


def listed() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return set(config["tool"]["setuptools"]["packages"])


def folders_with_contents() -> set[str]:
    found = set()
    for top in ("mtgrules", "widgets"):
        for path in (ROOT / top).rglob("*"):
            if (path.is_file() and path.suffix in SHIPPED and "__pycache__" not in path.parts
                    and all(part.isidentifier() for part in path.parent.relative_to(ROOT).parts)):
                found.add(".".join(path.parent.relative_to(ROOT).parts))
    return found


def test_every_folder_with_code_or_data_is_a_listed_package() -> None:
    missing = sorted(folders_with_contents() - listed())
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {missing}"


def test_every_listed_package_exists() -> None:
    gone = sorted(name for name in listed() - {"mtgrules.notebooks"}
                  if not (ROOT / Path(*name.split("."))).is_dir())
    assert not gone, f"listed in pyproject.toml but not in the tree: {gone}"
