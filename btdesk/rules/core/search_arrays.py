"""The movement search's arrays over a board's nodes, kept from one search for the next:
a search reaches a few hundred of a company board's 26,112 nodes (hex and facing), and
making and freeing four lists of them took longer than most searches."""

from __future__ import annotations

from btdesk.model.vocab import MoveStep

#: Each node's cost (0: not reached), its steps once settled, the node it is reached
#: from and the step from there (a 1-tuple: a path is a sum).
Arrays = tuple[list[int], list[tuple[MoveStep, ...]], list[int], list[tuple[MoveStep, ...]]]
_spare: dict[int, list[Arrays]] = {}


def take_arrays(nodes: int) -> Arrays:
    """A search's arrays over ``nodes`` nodes, every cost 0 (the only array a search
    reads before writing it).  A thread takes a set of its own (``list.pop`` is atomic),
    so searches in two threads never share one.  The paths a search leaves stay
    referenced until another search overwrites them (they are its answers' own, so this
    holds no more than a few answers)."""
    spare = _spare.get(nodes)
    if spare:
        try:
            return spare.pop()
        except IndexError:  # another thread took the last one
            pass
    return [0] * nodes, [()] * nodes, [-1] * nodes, [()] * nodes


def give_back(arrays: Arrays, found: list[int]) -> None:
    """``arrays`` with the cost of each ``found`` node (the only ones written) back to 0,
    kept for the next search."""
    best = arrays[0]
    for node in found:
        best[node] = 0
    nodes = len(best)
    if nodes not in _spare and len(_spare) >= 4:  # a few board sizes at a time
        _spare.clear()
    spare = _spare.setdefault(nodes, [])
    if len(spare) < 4:
        spare.append(arrays)


def drop_arrays() -> None:
    """Every kept set of arrays dropped (a test's fresh start)."""
    _spare.clear()
