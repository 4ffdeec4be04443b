"""The three languages of mtgrules: English, Simplified Chinese and Traditional Chinese.

Text a learner reads (the explorers' labels and messages, exercise feedback, the library's
error messages) is written in English in the code and translated through gettext message
catalogs, one *domain* per distributable part of the project (as Sphinx keeps one catalog):

* ``mtgrules``: the library's words: its errors, the lessons, the rules' history, the "could
  produce" explanations, what ``mtgrules lab`` prints (``mtgrules/locale``);
* ``widgets``: the explorers and exercises (``widgets/locale``);
* ``handouts``: the printed handouts' own words (``tools/locale``, for the build only).

Where one English text needs two translations (a "yes" that means "can pay"), the module that
means it otherwise has a *context*: ``Catalog("widgets", context="payment")`` looks a message
up under that context first and falls back to the shared translation, so only the messages
that differ are stored twice (gettext's ``msgctxt``).

Each catalog is a ``.po`` file per language (``zh_Hans``, ``zh_Hant``) with its compiled
``.mo`` beside it; ``tools/build_catalogs.py`` extracts the messages, updates the ``.po``
files and compiles them, and ``--check`` reports a message not yet translated. The terms
follow the official Chinese Magic terminology that :func:`mtgrules.glossary` lists with its
sources; the two scripts are translated separately, never converted into each other.

A message is a template with named fields (``"unknown symbol {symbol}"``): the template is
looked up and then filled in, so the words around a value can move where the language puts
them.

>>> hello = Catalog("mtgrules")
>>> hello("unknown language {lang!r}", "en", lang="tlh")
"unknown language 'tlh'"
>>> check_lang("zh-Hant")
'zh-Hant'
"""

from __future__ import annotations

import gettext as _gettext
import warnings
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

__all__ = ["LANGS", "LANGUAGE_NAMES", "Catalog", "N_", "NT_", "check_lang", "current_language",
           "use_language", "language", "gettext_code"]

LANGS: tuple[str, ...] = ("en", "zh-Hans", "zh-Hant")
"""The languages, as BCP 47 tags: English, Simplified Chinese, Traditional Chinese."""

LANGUAGE_NAMES = {"en": "English", "zh-Hans": "简体中文", "zh-Hant": "繁體中文"}
"""Each language's name in its own script."""

_current = "en"


def gettext_code(lang: str) -> str:
    """The folder name gettext uses for a language: ``zh-Hans`` is ``zh_Hans``."""
    return check_lang(lang).replace("-", "_")


def check_lang(lang: str | None) -> str:
    """``lang`` if it is one of :data:`LANGS`; None means the language in use
    (:func:`use_language`). Anything else is a :class:`~mtgrules.ChoiceError`."""
    if lang is None:
        return _current
    if isinstance(lang, str) and lang in LANGS:
        return lang
    from .errors import ChoiceError
    raise ChoiceError("unknown language {lang!r}: the languages are 'en' (English), "
                      "'zh-Hans' (简体中文) and 'zh-Hant' (繁體中文)", lang=lang)


def current_language() -> str:
    """The language explorers and exercises use when they are not given ``lang=``."""
    return _current


def use_language(lang: str) -> str:
    """Make ``lang`` the language of every explorer and exercise made without ``lang=``
    (the translated notebooks call it in their first cell). Returns the one it replaces."""
    global _current
    previous, _current = _current, check_lang(lang)
    return previous


@contextmanager
def language(lang: str) -> Iterator[str]:
    """``with language("zh-Hans"):`` uses that language inside the block only."""
    previous = use_language(lang)
    try:
        yield _current
    finally:
        use_language(previous)


def N_(message: str) -> str:
    """Mark a message for translation where it is defined; translate it where it is shown."""
    return message


def NT_(message: str) -> str:
    """:func:`N_` for a library module with a catalog of its own (the engines' lessons, the
    rules' history, the explanations), so the text lands in that catalog, not the errors'."""
    return message


_HERE = Path(__file__).resolve().parent

_LANGUAGE_NAMES = {"zh-Hans": "Simplified Chinese", "zh-Hant": "Traditional Chinese"}
_DAMAGED: set[str] = set()
"""The catalog files found damaged (each is warned about once)."""


class DamagedInstallWarning(UserWarning):
    """A file of the installed package can't be read (a damaged message catalog): said once,
    with the file and the repair (reinstall mtgrules), while English is used instead."""


class Catalog:
    """The messages of one gettext domain in the three languages.

    ``catalog(message, lang, **fields)`` is the message in ``lang`` (None: the language in
    use) with its fields filled in; ``catalog.gettext(lang)`` is the plain lookup function,
    for code that marks its strings ``_("...")``. A message the catalog lacks is shown in
    English, never as an error.
    """

    def __init__(self, domain: str, localedir: str | Path | None = None, *,
                 context: str | None = None) -> None:
        self.domain = domain
        self.localedir = Path(localedir) if localedir is not None else _HERE / "locale"
        self.context = context
        self._cache: dict[str, _gettext.NullTranslations] = {}

    def translations(self, lang: str | None = None) -> _gettext.NullTranslations:
        code = check_lang(lang)
        found = self._cache.get(code)
        if found is None:
            if code == "en":
                found = _gettext.NullTranslations()
            else:
                found = self._read(code)
            self._cache[code] = found
        return found

    def _read(self, code: str) -> _gettext.NullTranslations:
        """The catalog of ``code``; English (no translation) when it is missing, and also,
        with one warning that says what is damaged and how to repair it, when it can't be
        read: a learner keeps working, in English, instead of meeting a traceback at every
        message."""
        try:
            return _gettext.translation(self.domain, str(self.localedir),
                                        languages=[gettext_code(code)], fallback=True)
        except Exception:  # cut short, garbage, empty, a folder: OSError, struct.error ...
            where = (_gettext.find(self.domain, str(self.localedir), [gettext_code(code)])
                     or str(self.localedir / gettext_code(code) / "LC_MESSAGES"
                            / f"{self.domain}.mo"))
            if where not in _DAMAGED:  # one warning per file, however many catalogs read it
                _DAMAGED.add(where)
                warnings.warn(DamagedInstallWarning(
                    f"the {_LANGUAGE_NAMES.get(code, code)} messages of mtgrules can't be "
                    f"read: {where} is damaged. They are shown in English until you "
                    "reinstall mtgrules (pip install --force-reinstall mtgrules)"),
                    stacklevel=3)
            return _gettext.NullTranslations()

    def gettext(self, lang: str | None = None) -> Callable[[str], str]:
        if self.context is None:
            return self.translations(lang).gettext
        return lambda message: self._lookup(message, lang)

    def _lookup(self, message: str, lang: str | None) -> str:
        found = self.translations(lang)
        if self.context is not None:
            text = found.pgettext(self.context, message)
            if text != message or check_lang(lang) == "en":
                return text
        return found.gettext(message)

    def ngettext(self, lang: str | None = None) -> Callable[[str, str, int], str]:
        return self.translations(lang).ngettext

    def __call__(self, message: str, lang: str | None = None, /, **fields: Any) -> str:
        text = self._lookup(message, lang)
        return text.format(**fields) if fields else text

    def __repr__(self) -> str:
        context = f", context={self.context!r}" if self.context else ""
        return f"Catalog({self.domain!r}{context})"
