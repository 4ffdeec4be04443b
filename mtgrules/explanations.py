"""Why a permanent could produce each type of mana: chains of references (106.5, 106.7, 614).

:func:`explain` follows the "could produce" references of a permanent back to a permanent
that makes the mana by itself (your Orchard <- their Orchard <- your Forest), noting the
replacement effects met on the way, and says why an ability gives nothing.

    >>> import mtgrules as mr
    >>> b = mr.Board()
    >>> forest = b.add("Forest", "you")
    >>> mine = b.add("Exotic Orchard", "you")
    >>> theirs = b.add("Exotic Orchard", "opponent")
    >>> print(mr.explain(b, mine).chain_text("G"))
    Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- Forest#1 (you): {T}: Add {G} (from Forest)

Every explanation of a board is read from one solve of it (:func:`mtgrules.could_produce`),
kept on the board until the board changes, so explaining every permanent costs about as
much as one ``could_produce``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .abilities import ManaAbility
from .board import Board, Permanent
from .errors import BoardError
from .production import _Contribution, _letters, _solved, _Solver

__all__ = ["Explanation", "Step", "explain"]


@dataclass(frozen=True, slots=True)
class Step:
    """One link of a chain: ``permanent`` could produce ``mana`` by ``ability``.

    ``source`` is the permanent whose mana it reads (None for an ability that adds mana of
    its own), ``read`` the type it reads there, and ``replaced_by`` the permanents whose
    replacement effects turned ``read`` into ``mana`` (in that order, 616.1).
    """

    permanent: Permanent
    mana: str
    ability: str
    origin: str = ""
    source: Permanent | None = None
    read: str = ""
    replaced_by: tuple[Permanent, ...] = ()

    def lines(self) -> tuple[str, ...]:
        """This step in words, one line for what is read or added and one for the
        replacement effects, if any:

            >>> import mtgrules as mr
            >>> b = mr.parse_board("you: Forest\\nopponent: Contamination")
            >>> (step,) = mr.explain(b, b.permanents[0]).chains["B"]
            >>> print("\\n".join(step.lines()))
            Forest#1 (you) adds {G} with “{T}: Add {G}” (from its land type Forest)
              and Contamination#2 (opponent) replaces the {G} with {B} (614.1a)
        """
        read = self.read or self.mana
        if self.source is not None:
            first = f"{self.permanent} reads {{{read}}} from {self.source}"
        else:
            first = (f"{self.permanent} adds {{{read}}} with “{self.ability}”"
                     + (f" (from its land type {self.origin})" if self.origin else ""))
        if not self.replaced_by:
            return (first,)
        if len(self.replaced_by) == 1:
            return first, (f"  and {self.replaced_by[0]} replaces the {{{read}}} with "
                           f"{{{self.mana}}} (614.1a)")
        names = ", then ".join(map(str, self.replaced_by))
        return first, (f"  and {names} replace the {{{read}}}, in that order (616.1), ending "
                       f"with {{{self.mana}}}")

    def __str__(self) -> str:
        text = f"{self.permanent} makes {{{self.mana}}}"
        how = self.ability + (f" (from {self.origin})" if self.origin else "")
        if self.replaced_by:
            text += (f" because {', then '.join(map(str, self.replaced_by))} replace{'s' if len(self.replaced_by) == 1 else ''}"
                     f" {{{self.read}}} with it")
        return f"{text} [{how}]"

    def __repr__(self) -> str:
        return f"<Step: {self}>"


_Graph = tuple[tuple[tuple[Permanent, str], ...], tuple[tuple[Permanent, Permanent, str], ...]]


@dataclass(frozen=True, slots=True, eq=False)
class Explanation:
    """Why a permanent could produce each type (106.7), as printable chains and a graph.

    - ``types``: its types string; ``chains``: type -> tuple of :class:`Step`, from the
      permanent back to a permanent that makes the mana by itself. Printed, each step of a
      chain is a line of its own (:meth:`Step.lines`).
    - ``notes``: for each of its mana abilities, the types it gives and a reason when it
      gives none (106.5, 106.7).
    - ``nodes``: (permanent, types) for every permanent in the chains' reference graph;
      ``edges``: (reader, source, types the reader can take from it), for drawing. Both
      are worked out the first time they are read.

        >>> import mtgrules as mr
        >>> b = mr.Board()
        >>> orchard = b.add("Exotic Orchard", "you")
        >>> print(mr.explain(b, orchard))
        Exotic Orchard#1 (you) could produce no mana.
          “{T}: Add one mana of any color that a land an opponent controls could produce” gives nothing,
               because no land an opponent controls could produce a color (106.7)
    """

    permanent: Permanent
    types: str
    chains: Mapping[str, tuple[Step, ...]]
    notes: tuple[tuple[str, str, str], ...]
    _solver: _Solver = field(repr=False)
    _graph: list[_Graph] = field(default_factory=list, repr=False)  # filled on first use

    @property
    def nodes(self) -> tuple[tuple[Permanent, str], ...]:
        return self._reference_graph()[0]

    @property
    def edges(self) -> tuple[tuple[Permanent, Permanent, str], ...]:
        return self._reference_graph()[1]

    def _reference_graph(self) -> _Graph:
        """The permanents reachable from this one by references, and the references."""
        if not self._graph:
            solver = self._solver
            handles, value = solver.handles, solver.value
            nodes: dict[int, str] = {}
            edges: list[tuple[Permanent, Permanent, str]] = []
            todo = [solver.index(self.permanent)]
            while todo:
                i = todo.pop()
                if i in nodes:
                    continue
                nodes[i] = _letters(value[i])
                for m, give in solver.reads(i):
                    edges.append((handles[i], handles[m], _letters(give)))
                    todo.append(m)
            self._graph.append((tuple((handles[i], t) for i, t in nodes.items()), tuple(edges)))
        return self._graph[0]

    def chain_text(self, mana: str) -> str:
        """One line: ``Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- Forest#1 (you)``."""
        steps = self.chains[mana]
        parts = [str(s.permanent) for s in steps]
        last = steps[-1]
        tail = f": {last.ability}" + (f" (from {last.origin})" if last.origin else "")
        return " <- ".join(parts) + tail

    def __str__(self) -> str:
        """The explanation in words, one step of each chain a line (see the class)."""
        if not self.types:
            lines = [f"{self.permanent} could produce no mana."]
        else:
            lines = [f"{self.permanent} could produce {_and(['{' + t + '}' for t in self.types])}."]
        for t in self.types:
            steps = [line for step in self.chains[t] for line in step.lines()]
            lines.append(f"  {{{t}}}: {steps[0]}")
            lines.extend(f"       {line}" for line in steps[1:])
        for ability, types, reason in self.notes:
            if not types:
                lines.append(f"  {ability} gives nothing,")
                lines.append(f"       {reason}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Explanation: {self.permanent} could produce {' '.join('{' + t + '}' for t in self.types) or 'no mana'}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _and(items: list[str]) -> str:
    """``{B}``, ``{B} and {C}``, ``{W}, {U} and {B}``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _empty_reason(ability: ManaAbility) -> str:
    if ability.adds == "could produce" and ability.reference is not None:
        ref = ability.reference
        whose = {"you": "you control", "opponent": "an opponent controls"}.get(ref.controller, "on the battlefield")
        return (f"because no {ref.of.lower()} {whose}"
                f" could produce {'a color' if ability.what == 'color' else 'any mana'} (106.7)")
    if ability.adds == "color of permanent":
        return "because you control no colored permanent: the color is undefined (106.5)"
    if ability.adds == "chosen color":
        return "because no color was chosen for it"
    if ability.adds == "unknown":
        return "because its text could not be read"
    if ability.per:
        if ability.per[0] == "counter":
            return f"because there is no {ability.per[1]} counter on it, so it would add no mana (106.7)"
        if ability.per[0] == "power":
            return "because its power is 0 or less, so it would add no mana (107.1b, 106.7)"
        return f"because you control no {ability.per[1].lower()}, so it would add no mana (106.7)"
    return "because it would add no mana now"


def _chain(solver: _Solver, i: int, mana: str) -> tuple[Step, ...]:
    """The chain of permanent i for ``mana``; the solver keeps every chain it has given, so
    the chains of many permanents that read the same sources share their tails."""
    chains = solver.chains
    walked: list[tuple[int, str, _Contribution]] = []
    key: tuple[int, str] | None = (i, mana)
    while key is not None and key not in chains:
        how = solver.contributions(key[0])[key[1]]
        walked.append((key[0], key[1], how))
        source = how[3]
        key = None if source is None else (solver.index(source), how[2])
    tail: tuple[Step, ...] = () if key is None else chains[key]
    for j, want, (ability, origin, read, source, path) in reversed(walked):
        tail = (Step(solver.handles[j], want, solver.text(ability), origin, source, read, path), *tail)
        chains[(j, want)] = tail
    return tail


def explain(board: Board, permanent: Permanent) -> Explanation:
    """Why ``permanent`` could produce each of its types (106.7): chains of references.

    Each chain starts at the permanent and follows the "could produce" references back to
    a permanent that makes the mana by itself (your Orchard <- their Orchard <- your
    Forest), noting replacement effects (614, 616.1) on the way. The explanation also
    gives the reference graph reachable from the permanent, for drawing. A handle that is
    not a permanent of ``board`` raises :class:`~mtgrules.errors.BoardError`.
    """
    if not isinstance(board, Board):
        raise BoardError("explain needs a Board, got {type}", type=type(board).__name__)
    board._check_permanent(permanent)
    solver = _solved(board)
    start = solver.index(permanent)

    chains = {t: _chain(solver, start, t) for t in _letters(solver.value[start])}
    return Explanation(permanent, _letters(solver.value[start]), chains, _notes(solver, start), solver)


def _notes(solver: _Solver, i: int) -> tuple[tuple[str, str, str], ...]:
    """(ability, types it gives, why it gives none) for each mana ability of permanent i;
    shared by every permanent of one card and controller when their state doesn't matter."""
    kind = solver.stateless_kind(i)
    if kind is not None and id(kind) in solver.notes:
        kept: tuple[tuple[str, str, str], ...] = solver.notes[id(kind)]
        return kept
    notes = []
    for ability, origin, got in solver.ability_masks(i):
        label = f"“{solver.text(ability)}”" + (f" (from its land type {origin})" if origin else "")
        notes.append((label, _letters(got), "" if got else _empty_reason(ability)))
    made = tuple(notes)
    if kind is not None:
        solver.notes[id(kind)] = made
    return made
