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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .abilities import ManaAbility
from .board import Board, Permanent
from .errors import BoardError
from .production import _ALL_MASK, _COLOR_MASK, _apply, _letters, _Node, _Solver

__all__ = ["Explanation", "Step", "explain"]


@dataclass(frozen=True, slots=True)
class Step:
    """One link of a chain: ``permanent`` could produce ``mana`` by ``ability``.

    ``source`` is the permanent whose mana it reads (None for an ability that adds mana of
    its own), ``read`` the type it reads there, and ``replaced_by`` the permanents whose
    replacement effects turned ``read`` into ``mana`` (in that order).
    """

    permanent: Permanent
    mana: str
    ability: str
    origin: str = ""
    source: Permanent | None = None
    read: str = ""
    replaced_by: tuple[Permanent, ...] = ()

    def __str__(self) -> str:
        text = f"{self.permanent} makes {{{self.mana}}}"
        how = self.ability + (f" (from {self.origin})" if self.origin else "")
        if self.replaced_by:
            text += (f" because {', then '.join(map(str, self.replaced_by))} replace{'s' if len(self.replaced_by) == 1 else ''}"
                     f" {{{self.read}}} with it")
        return f"{text} [{how}]"


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a permanent could produce each type (106.7), as printable chains and a graph.

    - ``types``: its types string; ``chains``: type -> tuple of :class:`Step`, from the
      permanent back to a permanent that makes the mana by itself.
    - ``notes``: for each of its mana abilities, the types it gives and a reason when it
      gives none (106.5, 106.7).
    - ``nodes``: (permanent, types) for every permanent in the chains' reference graph;
      ``edges``: (reader, source, types the reader can take from it), for drawing.
    """

    permanent: Permanent
    types: str
    chains: Mapping[str, tuple[Step, ...]]
    notes: tuple[tuple[str, str, str], ...]
    nodes: tuple[tuple[Permanent, str], ...]
    edges: tuple[tuple[Permanent, Permanent, str], ...]

    def chain_text(self, mana: str) -> str:
        """One line: ``Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- Forest#1 (you)``."""
        steps = self.chains[mana]
        parts = [str(s.permanent) for s in steps]
        last = steps[-1]
        tail = f": {last.ability}" + (f" (from {last.origin})" if last.origin else "")
        return " <- ".join(parts) + tail

    def __str__(self) -> str:
        if not self.types:
            lines = [f"{self.permanent} could produce no mana."]
        else:
            lines = [f"{self.permanent} could produce {' '.join('{' + t + '}' for t in self.types)}."]
        for t in self.types:
            lines.append(f"  {{{t}}}: " + self.chain_text(t))
            for s in self.chains[t]:
                if s.replaced_by:
                    lines.append(f"       ({s})")
        for ability, types, reason in self.notes:
            if not types:
                lines.append(f"  {ability}: nothing, {reason}")
        return "\n".join(lines)

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(str(self))


def _empty_reason(solver: _Solver, node: _Node, ability: ManaAbility) -> str:
    if ability.adds == "could produce":
        ref = ability.reference
        return (f"because no {ref.of.lower()} {'you control' if ref.controller == 'you' else 'an opponent controls' if ref.controller == 'opponent' else 'on the battlefield'}"
                f" could produce {'a color' if ability.what == 'color' else 'any mana'} (106.7)")
    if ability.adds == "color of permanent":
        return "because you control no colored permanent: the color is undefined (106.5)"
    if ability.adds == "chosen color":
        return "because no color was chosen (give chosen_color=...)"
    if ability.adds == "unknown":
        return "because its text could not be read"
    if ability.per:
        if ability.per[0] == "counter":
            return f"because there is no {ability.per[1]} counter on it, so it would add no mana (106.7)"
        if ability.per[0] == "power":
            return "because its power is 0 or less, so it would add no mana (107.1b, 106.7)"
        return f"because you control no {ability.per[1].lower()}, so it would add no mana (106.7)"
    return "because it would add no mana now"


def explain(board: Board, permanent: Permanent) -> Explanation:
    """Why ``permanent`` could produce each of its types (106.7): chains of references.

    Each chain starts at the permanent and follows the "could produce" references back to
    a permanent that makes the mana by itself (your Orchard <- their Orchard <- your
    Forest), noting replacement effects (614) on the way. Also returns the reference graph
    reachable from the permanent, for drawing.
    """
    if not isinstance(board, Board):
        raise BoardError(f"explain needs a Board, got {type(board).__name__}")
    board._check_permanent(permanent)
    solver = _Solver(board)
    value = solver.value

    cache: dict[Permanent, dict[str, tuple]] = {}
    chains: dict[str, tuple[Step, ...]] = {}
    for t in _letters(value[permanent]):
        steps: list[Step] = []
        h: Permanent | None = permanent
        want = t
        while h is not None:
            if h not in cache:
                cache[h] = solver.contributions(h)
            ability, origin, t0, source, path = cache[h][want]
            steps.append(Step(h, want, str(ability), origin, source, t0, path))
            h, want = source, t0
        chains[t] = tuple(steps)

    node = solver.nodes[permanent]
    notes = []
    table = solver._tables_for.get(permanent)
    for ability, origin in node.abilities:
        masks = table[0] if table is not None and ability.taps else None
        if ability.adds == "could produce":
            got = 0
            for ref in node.refs:
                if node.abilities[ref[0]][0] is ability:
                    got |= solver._read(node, ref)
        else:
            got = _apply(solver._own(node, ability), masks)
        label = str(ability) + (f" (from {origin})" if origin else "")
        notes.append((label, _letters(got), "" if got else _empty_reason(solver, node, ability)))

    # the reference graph reachable from the permanent
    nodes: dict[Permanent, str] = {}
    edges: list[tuple[Permanent, Permanent, str]] = []
    todo = [permanent]
    while todo:
        h = todo.pop()
        if h in nodes:
            continue
        nodes[h] = _letters(value[h])
        n = solver.nodes[h]
        for i, groups, color_only, _masks in n.refs:
            for g in groups:
                for m in solver.groups.get(g, ()):
                    give = value[m] & (_COLOR_MASK if color_only else _ALL_MASK)
                    if give and m != h:
                        edges.append((h, m, _letters(give)))
                        todo.append(m)
    return Explanation(permanent, _letters(value[permanent]), chains, tuple(notes),
                       tuple(nodes.items()), tuple(edges))
