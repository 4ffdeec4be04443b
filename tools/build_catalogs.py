"""Extract, update and compile the gettext message catalogs (see mtgrules/i18n.py).

    python -m tools.build_catalogs            # update every .po from the code, compile .mo
    python -m tools.build_catalogs --check    # exit 1 naming each message missing,
                                              # untranslated, fuzzy or obsolete, or a stale .mo
    python -m tools.build_catalogs --domain widgets     # only that domain (comma-separated)
    python -m tools.build_catalogs --check widgets      # only that domain
    python -m tools.build_catalogs --todo DOMAIN LANG   # print the untranslated msgids
    python -m tools.build_catalogs --fstrings           # the f-strings (never messages) found

The messages are found with Babel's Python extractor: the first argument of ``_()``,
``N_()``, ``gettext()``, ``self.tr()`` (an explorer), ``T()`` (a module's catalog),
``COMMON()``, and of every :class:`mtgrules.RulesInputError` class (so
``raise ManaCostError("unknown symbol {symbol}", symbol=s)`` is a message). f-strings are not
messages: write a template with named fields instead. The domains are mtgrules, widgets and
handouts (see :func:`domains`); each catalog is
``<localedir>/<zh_Hans|zh_Hant>/LC_MESSAGES/<domain>.po`` and its compiled ``.mo``.
"""

from __future__ import annotations

import contextlib
import io
import sys
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]

import mtgrules.errors as errors  # noqa: E402

LANGS = ("zh_Hans", "zh_Hant")
SKIPPED: list[str] = []  # the f-strings Babel skipped, as it reported them
WIDGETS = ROOT / "widgets"


@dataclass(frozen=True)
class Domain:
    name: str
    files: tuple[Path, ...]
    localedir: Path


CONTEXTS = {"x_values", "negative_numbers", "payment", "could_produce", "split_cards"}
"""The explorer modules whose catalog has a context of their own (``Catalog("widgets",
context=<module>)``): a message of theirs that needs another translation than the shared one
is stored a second time under that context; the catalog itself says which (an entry with the
module's context), so extraction keeps each such entry while the module still has the message."""


def error_classes() -> list[str]:
    """Every RulesInputError class, those defined outside errors.py too (so every module is
    imported first: ``import mtgrules`` loads some of them only when first used)."""
    import importlib
    import pkgutil

    import mtgrules
    # every module at any depth: moving a module into a subpackage must not hide its errors
    for info in pkgutil.walk_packages(mtgrules.__path__, "mtgrules."):
        if info.name.rsplit(".", 1)[-1] != "__main__":
            importlib.import_module(info.name)
    found: set[str] = set()
    todo: list[type] = [errors.RulesInputError]
    while todo:
        cls = todo.pop()
        found.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return sorted(found)


def domains() -> list[Domain]:
    """The three catalogs: the library, the explorers, the handouts (each file at any depth,
    so a module moved into a subpackage keeps its messages)."""
    def code(folder: Path) -> tuple[Path, ...]:
        return tuple(sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts))

    tools = ROOT / "tools"
    return [Domain("mtgrules", code(ROOT / "mtgrules"), ROOT / "mtgrules" / "locale"),
            Domain("widgets", code(WIDGETS), WIDGETS / "locale"),
            Domain("handouts", (tools / "learner.py", tools / "build_handouts.py",
                                tools / "build_slides.py", tools / "build_guides.py",
                                tools / "build_live.py", tools / "build_static.py"),
                   tools / "locale")]


def keywords() -> dict[str, tuple[int] | None]:
    # _("..."), N_("..."), self.tr("...") in an explorer, COMMON("...", lang) or a module's
    # catalog T("...", lang), and the first argument of every library error
    kw: dict[str, tuple[int] | None] = {"_": None, "N_": None, "NT_": None, "gettext": None,
                                        "tr": (1,), "T": (1,), "COMMON": (1,)}
    for name in error_classes():
        kw[name] = (1,)
    return kw


def explorer_of(file: str) -> str:
    """The explorer a widgets file belongs to: ``widgets/payment.py`` and every module of a
    package ``widgets/payment/`` are the payment explorer's; anything else is ""."""
    parts = Path(file).parts
    if len(parts) >= 2 and parts[0] == "widgets":
        return parts[1].removesuffix(".py")
    return ""


def extract(domain: Domain) -> Catalog:
    catalog = Catalog(domain=domain.name, project="mtgrules", fuzzy=False)
    kw = keywords()
    for path in domain.files:
        # Babel notes on stderr each f-string it skips; most are not messages (reprs, code),
        # so they are kept out of the way (``--fstrings`` lists them)
        noise = io.StringIO()
        with contextlib.redirect_stderr(noise):
            found = list(extract_from_file("python", str(path), keywords=kw,
                                           comment_tags=("TRANSLATORS:",),
                                           strip_comment_tags=True))
        SKIPPED.extend(line for line in noise.getvalue().splitlines() if line.strip())
        for lineno, message, comments, _context in found:
            if isinstance(message, tuple):
                message = message[0]
            if not message or not message.strip():
                continue
            catalog.add(message, locations=[(str(path.relative_to(ROOT)), lineno)],
                        auto_comments=comments,
                        flags=("python-brace-format",) if "{" in message else ())
    # a message a module with a context still has, and that the catalog translates apart
    # under that context, keeps its contextual entry
    kept = {(m.id, m.context) for lang in LANGS for m in read(po_path(domain, lang), lang)
            if m.id and m.context}
    for message in list(catalog):
        for file, lineno in message.locations:
            context = explorer_of(file)
            if context in CONTEXTS and (message.id, context) in kept:
                catalog.add(message.id, locations=[(file, lineno)], context=context,
                            auto_comments=message.auto_comments, flags=message.flags)
    return catalog


def po_path(domain: Domain, lang: str) -> Path:
    return domain.localedir / lang / "LC_MESSAGES" / f"{domain.name}.po"


def read(path: Path, lang: str) -> Catalog:
    if not path.exists():
        return Catalog(locale=lang, domain=path.stem, project="mtgrules", fuzzy=False)
    with path.open("rb") as fh:
        return read_po(fh, locale=lang)


def po_bytes(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_po(buf, catalog, width=96, omit_header=False, sort_output=True,
             include_lineno=False, ignore_obsolete=True)
    return buf.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def update(domain: Domain) -> None:
    template = extract(domain)
    for lang in LANGS:
        path = po_path(domain, lang)
        catalog = read(path, lang)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.revision_date = catalog.creation_date = _FIXED_DATE
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(po_bytes(catalog))
        path.with_suffix(".mo").write_bytes(mo_bytes(read(path, lang)))


def problems(domain: Domain) -> list[str]:
    template = extract(domain)
    out = []
    for lang in LANGS:
        path = po_path(domain, lang)
        rel = path.relative_to(ROOT)
        if not path.exists():
            out.append(f"{rel}: missing ({len(template)} messages to translate)")
            continue
        catalog = read(path, lang)
        for message in template:
            if not message.id:
                continue
            found = catalog.get(message.id, context=message.context)
            if found is None:
                out.append(f"{rel}: not in the catalog: {message.id!r}")
            elif not found.string:
                out.append(f"{rel}: not translated: {message.id!r}")
            elif found.fuzzy:
                out.append(f"{rel}: fuzzy: {message.id!r}")
            elif "{" in message.id and _fields(message.id) != _fields(found.string):
                out.append(f"{rel}: fields differ in {message.id!r}")
        ids = {(m.id, m.context) for m in template if m.id}
        for message in catalog:
            if message.id and (message.id, message.context) not in ids:
                out.append(f"{rel}: no longer in the code: {message.id!r}")
        mo = path.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
            out.append(f"{mo.relative_to(ROOT)}: stale (run python -m tools.build_catalogs)")
    return out


def _fields(text: str) -> list[str]:
    import string
    return sorted(name for _lit, name, _spec, _conv in string.Formatter().parse(text)
                  if name is not None)


def todo(domain_name: str, lang: str) -> None:
    domain = next(d for d in domains() if d.name == domain_name)
    catalog = read(po_path(domain, lang), lang)
    for message in catalog:
        if message.id and not message.string:
            print(repr(message.id))


from datetime import datetime, timezone  # noqa: E402

_FIXED_DATE = datetime(2026, 12, 1, tzinfo=timezone.utc)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--fstrings"]:
        for domain in domains():
            extract(domain)
        print("\n".join(dict.fromkeys(SKIPPED)))
        return 0
    if argv[:1] == ["--todo"]:
        todo(argv[1], argv[2].replace("-", "_"))
        return 0
    if argv[:1] == ["--check"]:
        names = argv[1].split(",") if len(argv) > 1 else None
        found = [line for d in domains() if names is None or d.name in names
                 for line in problems(d)]
        for line in found:
            print(line)
        if found:
            print(f"{len(found)} catalog problem(s); run python -m tools.build_catalogs, then translate "
                  "the empty msgstr entries")
        return 1 if found else 0
    chosen = domains()
    if argv[:1] == ["--domain"]:
        chosen = [d for d in chosen if d.name in argv[1].split(",")]
    for domain in chosen:
        update(domain)
        print(f"{domain.name}: {len(extract(domain))} messages")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
