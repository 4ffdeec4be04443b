"""The practice explorer of notebook 07: its controls, their layout and its state.

Pick a cluster (or "What's due"), answer with the input that fits the problem, press Enter
or **Check**; **Hint** names the rule and the step, **Show solution** shows the worked
solution (only when asked), **Next** makes the next problem. Every first answer to a problem
is recorded in a :class:`mtgrules.practice.Progress` and saved at once: a file beside the
notebooks (:data:`PROGRESS_FILE` in the notebook's working folder), or, on the live pages in
the browser, the browser's own storage (see :func:`default_storage`).
"""

from __future__ import annotations

import inspect
import os
import sys
from pathlib import Path
from typing import Any

import ipywidgets as w

from mtgrules import practice
from mtgrules.errors import RulesInputError
from mtgrules.i18n import N_, check_lang

from .._common import Explorer, gap, labelled
from . import views
from .views import DUE, Answering, T, cluster_name

PROGRESS_FILE = "mtgrules-practice.json"
"""The progress file's name, in the working folder of the notebook that practises."""

STORAGE_KEY = "mtgrules-practice"
"""The key of the progress in the browser's storage (the live pages)."""

_INDEXED_DB = """(() => {
    const open = () => new Promise((resolve, reject) => {
        const request = indexedDB.open("mtgrules", 1);
        request.onupgradeneeded = () => request.result.createObjectStore("progress");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
    });
    const store = async mode => (await open()).transaction("progress", mode)
        .objectStore("progress");
    return {
        get: async key => {
            const found = (await store("readonly")).get(key);
            return await new Promise((resolve, reject) => {
                // undefined when there is none: Python reads it as None (null would not be)
                found.onsuccess = () => resolve(typeof found.result === "string" ?
                                                found.result : undefined);
                found.onerror = () => reject(found.error);
            });
        },
        set: async (key, value) => {
            const done = (await store("readwrite")).put(value, key);
            return await new Promise((resolve, reject) => {
                done.onsuccess = () => resolve(true);
                done.onerror = () => reject(done.error);
            });
        },
    };
})()"""
"""A small key-value store over the browser's IndexedDB, which a web worker (where the live
pages' Python kernel runs) can reach; ``localStorage`` exists only in the page itself."""


class BrowserStorage:
    """A progress document in the browser's own storage (the live pages: IndexedDB, reached
    from the kernel's web worker): it survives a reload and needs no network.

    ``store`` has ``get(key)`` (awaitable: the text or None) and ``set(key, text)``. The
    browser answers asynchronously, so :meth:`load` is awaited once after the explorer is
    built (:func:`practice_explorer` schedules it); :meth:`read` gives what was loaded and
    :meth:`write` keeps the text and hands it to the browser."""

    def __init__(self, store: Any, key: str = STORAGE_KEY) -> None:
        self.store = store
        self.key = key
        self.text: str | None = None
        self.pending: list[Any] = []

    async def load(self) -> str | None:
        found = await self.store.get(self.key)
        self.text = found if isinstance(found, str) else None
        return self.text

    def read(self) -> str | None:
        return self.text

    def write(self, text: str) -> None:
        self.text = text
        done = self.store.set(self.key, text)
        if inspect.isawaitable(done):
            import asyncio

            self.pending.append(asyncio.ensure_future(done))
            self.pending = [task for task in self.pending if not task.done()]


def default_storage(folder: str | os.PathLike[str] | None = None) -> Any:
    """Where a learner's progress lives: in the browser (Pyodide, the live pages) the
    browser's own storage (:class:`BrowserStorage`), else a file :data:`PROGRESS_FILE` in
    ``folder`` (the working folder: beside the notebook in JupyterLab)."""
    if sys.platform == "emscripten":  # pragma: no cover - only in the browser
        from pyodide.code import run_js  # type: ignore[import-not-found]

        return BrowserStorage(run_js(_INDEXED_DB))
    return practice.FileStorage(Path(folder or Path.cwd()) / PROGRESS_FILE)


def load_later(explorer: PracticeExplorer, storage: BrowserStorage) -> Any:
    """Read the progress from the browser's storage, then practise with it (a new problem
    chosen by it), unless an answer was recorded meanwhile. Returns the scheduled task."""
    import asyncio

    async def load() -> None:
        try:
            text = await storage.load()
            if text is None or explorer.progress.attempts:
                return
            explorer.progress = practice.Progress(storage=storage)
        except RulesInputError as error:
            explorer.show_message(error.translated(explorer.lang))
            return
        except Exception as error:  # the browser refused (private mode, quota)
            explorer.show_message(str(error))
            return
        explorer.seed = len(explorer.progress.attempts)
        explorer.number = 0
        explorer.next_problem()

    return asyncio.ensure_future(load())


class PracticeExplorer(Explorer):
    """Practice with generated problems: see :func:`practice_explorer`."""

    title = N_("Practice")
    catalog = views.T

    def __init__(self, *, cluster: str, progress: Any, seed: int,
                 lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        self.title = self.tr(type(self).title)
        self.progress = progress
        self.seed = seed
        self.number = 0
        self.problem: practice.Problem | None = None
        self.verdict: Any = None
        self.recorded = False       # the first answer to a problem is recorded, once
        self.solution_shown = False
        self.loading: Any = None    # reading the progress from the browser, if it is there
        self.how: Answering = Answering("text", "int")
        self.cluster = labelled(self.tr("practise"), w.Dropdown(
            options=[(cluster_name(c, self.lang), c) for c in (DUE, *practice.CLUSTERS)],
            value=cluster), "120px")
        self.question = w.HTML()
        self.answer_box = w.VBox()
        self.check_button = w.Button(description=self.tr("Check"), button_style="primary")
        self.hint_button = w.Button(description=self.tr("Hint"))
        self.solution_button = w.Button(description=self.tr("Show solution"))
        self.next_button = w.Button(description=self.tr("Next problem"))
        self.feedback = w.HTML()
        self.solution = w.HTML()
        self.status = w.HTML()
        buttons = w.HBox([self.check_button, self.hint_button, self.solution_button,
                          self.next_button])
        super().__init__([self.cluster, self.question, self.answer_box, buttons, self.feedback,
                          self.solution, self.status])
        self.check_button.on_click(lambda _: self.check())
        self.hint_button.on_click(lambda _: self.hint())
        self.solution_button.on_click(lambda _: self.show_solution())
        self.next_button.on_click(lambda _: self.next_problem())
        self.cluster.observe(lambda change: self.next_problem(), names="value")
        self.next_problem()

    def __repr__(self) -> str:
        # short and stable (the same whatever was practised before): a stored notebook shows it
        return self.tr("<practice explorer: {cluster}>",
                       cluster=cluster_name(self.cluster.value, self.lang))

    # --- the mastery bars, drawn by Explorer.refresh ----------------------------------------

    def compute(self) -> list[views.Mastery]:
        shown = self.problem.skill.split(".")[0] if self.problem else self.cluster.value
        if shown == DUE:
            shown = practice.CLUSTERS[0]
        self.shown_cluster = shown
        return views.mastery_rows(self.progress, shown, self.lang)

    def render(self, rows: list[views.Mastery]) -> list[Any]:
        return [_Html(views.mastery_html(rows, self.shown_cluster, self.lang))]

    # --- the problem and its input ------------------------------------------------------------

    def next_problem(self) -> None:
        """Make the next problem and the input that fits it."""
        self.number += 1
        try:
            self.problem = views.choose(self.progress, self.cluster.value,
                                        self.seed * 1_000 + self.number)
        except RulesInputError as error:
            self.show_message(error.translated(self.lang))
            return
        self.verdict, self.recorded, self.solution_shown = None, False, False
        self.how = views.answering(self.problem, self.lang)
        self.question.value = views.question_html(self.problem, self.lang, number=self.number)
        self.answer_box.children = self._inputs(self.how)
        self.feedback.value = self.solution.value = ""
        self._say_where()
        self.refresh()

    def _inputs(self, how: Answering) -> tuple[w.Widget, ...]:
        if how.how == "text":
            self.text = labelled(self.tr("your answer"), w.Text(placeholder=how.placeholder,
                                 layout=w.Layout(width="min(520px, 100%)")), "120px")
            self.text.observe(lambda change: self.check() if change["new"] else None,
                              names="value")
            return (self.text,)
        if how.how == "yes-no":
            self.yes_no = labelled(self.tr("your answer"), w.ToggleButtons(
                options=list(how.options), value=None), "120px")
            self.yes_no.observe(lambda change: self.check() if change["new"] else None,
                                names="value")
            return (self.yes_no,)
        if how.how == "choices":
            self.choices = [w.Checkbox(value=False, description=label, indent=False,
                                       layout=w.Layout(width="auto", margin="0 12px 0 0"))
                            for label, _ in how.options]
            return (w.HBox([w.Label(self.tr("choose all that apply:")), *self.choices]),)
        if how.how == "rows":
            self.rows = [[w.Checkbox(value=False, description=label, indent=False,
                                     layout=w.Layout(width="auto", margin="0 10px 0 0"))
                          for label, _ in how.options] for _ in how.rows]
            return tuple(w.HBox([w.Label(self.tr("permanent {n}:", n=n),
                                         layout=w.Layout(width="110px")), *row])
                         for n, row in zip(how.rows, self.rows))
        self.range = labelled(self.tr("X from … to"), w.IntRangeSlider(
            value=(0, 0), min=0, max=how.most, layout=w.Layout(width="min(560px, 100%)")),
            "120px")
        self.no_value = w.Checkbox(value=False, description=self.tr("no legal value of X"),
                                   indent=False)
        return (self.range, self.no_value)

    def response(self) -> str:
        """What the input holds now, as the text the practice reader reads."""
        how = self.how
        if how.how == "text":
            return views.response(how, self.text.value)
        if how.how == "yes-no":
            return views.response(how, self.yes_no.value)
        if how.how == "choices":
            return views.response(how, [v for (_, v), box in zip(how.options, self.choices)
                                        if box.value])
        if how.how == "rows":
            return views.response(how, [tuple(v for (_, v), box in zip(how.options, row)
                                              if box.value) for row in self.rows])
        return views.response(how, None if self.no_value.value else self.range.value)

    # --- what the buttons do --------------------------------------------------------------------

    def answer(self, text: str) -> Any:
        """Check ``text`` as the answer (what typing it and pressing Enter does)."""
        return self.check(text)

    def check(self, text: str | None = None) -> Any:
        """Judge the answer (the input's, or ``text``), show the verdict, record the first
        readable answer to the problem and save the progress."""
        if self.problem is None:
            return None
        self.verdict = self.problem.check(self.response() if text is None else text)
        self.feedback.value = views.verdict_html(self.verdict, self.lang)
        if self.verdict.readable and not self.recorded and not self.solution_shown:
            self.recorded = True
            try:
                self.progress.record(self.verdict)
                self.progress.save()
            except RulesInputError as error:
                self.show_message(error.translated(self.lang))
                return self.verdict
            self.refresh()
        return self.verdict

    def hint(self) -> None:
        """The skill's hint: which rule, which step; never the answer."""
        if self.problem is not None:
            self.feedback.value = views.hint_html(self.problem, self.lang)

    def show_solution(self) -> None:
        """The worked solution, shown because the learner asked (an answer after it is not
        recorded: it would say nothing of what is known)."""
        if self.problem is not None:
            self.solution_shown = True
            self.solution.value = views.solution_html(self.problem, self.lang)

    def _say_where(self) -> None:
        storage = getattr(self.progress, "storage", None)
        due = len(self.progress.due())
        parts = [self.tr("Reviews due: {count}.", count=due) if due else
                 self.tr("No review is due.")]
        if isinstance(storage, practice.FileStorage):
            parts.append(self.tr("Your progress is saved in {file}.", file=storage.path.name))
        elif isinstance(storage, BrowserStorage):
            parts.append(self.tr("Your progress is kept in this browser."))
        else:
            parts.append(self.tr("Your progress is kept until the notebook stops."))
        self.status.value = ('<span style="color:#555">' + gap(self.lang).join(parts)
                             + "</span>")


class _Html:
    """A small HTML block for the output area (a stable text/plain repr for nbval)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return "mastery bars"


def practice_explorer(cluster: str = DUE, *, lang: str | None = None, progress: Any = None,
                      seed: int | None = None) -> PracticeExplorer:
    """A practice explorer on ``cluster`` (one of :data:`mtgrules.practice.CLUSTERS`, or
    "due" for what's due).

    ``progress`` is a :class:`mtgrules.practice.Progress`, a path to its file, or None: the
    learner's own (:func:`default_storage`). ``seed`` makes the problems (None: the number
    of answers recorded so far, so a new session gets new problems). ``lang`` ("en",
    "zh-Hans", "zh-Hant"; None: the language in use) is the language of its words.
    Controls: ``.cluster``, the input (``.text``, ``.yes_no``, ``.choices``, ``.rows``,
    ``.range`` and ``.no_value``), the buttons; state: ``.problem``, ``.verdict``,
    ``.progress``. ``answer(text)`` checks a typed answer as Enter does.
    """
    lang = check_lang(lang)
    if cluster != DUE:
        from mtgrules.checks import choice

        choice(cluster, "cluster", (DUE, *practice.CLUSTERS))
    if progress is None:
        progress = practice.Progress(storage=default_storage())
    elif isinstance(progress, (str, os.PathLike)):
        progress = practice.Progress(progress)
    if seed is None:
        seed = len(progress.attempts)
    from mtgrules.checks import whole_number

    seed = whole_number(seed, "seed", maximum=2**40)
    explorer = PracticeExplorer(cluster=cluster, progress=progress, seed=seed, lang=lang)
    storage = getattr(progress, "storage", None)
    if isinstance(storage, BrowserStorage) and storage.text is None:
        explorer.loading = load_later(explorer, storage)
    return explorer

