"""Fetching the numbers a question leaves out: the gap in 2 + 4 + … + 50, the last of the first 10 odd
numbers. The coach never works these out itself; it asks a tool, and says how it found them."""

from __future__ import annotations

import itertools

from quickmath.offline import wording
from quickmath.offline.asks import FirstOfKind, ProblemSpec, SeriesByCount, SeriesByTerms, Spec
from quickmath.offline.numbers_as_text import is_plain, operand, same, shown, smaller_first
from quickmath.offline.planning.resume import Rounds
from quickmath.offline.planning.toolbox import MissingTool, Outcome, Toolbox
from quickmath.offline.tool_results import answer_of, error_of
from quickmath.operators import ascii_sign
from quickmath.records import Record


class Worked(Record):
    """A number the coach needed, as a tool worked it out: the sum as written and its answer."""

    text: str
    value: str | None
    error: str | None


def _left_to_right(text: str, box: Toolbox, rounds: Rounds) -> Worked:
    """A chain such as 2 × 10 − 1 worked one step at a time with solve_with_shortcut."""
    items = text.split()
    current = items[0].replace("−", "-").strip("()")
    for symbol, number in zip(items[1::2], items[2::2], strict=True):
        spec = ProblemSpec(ascii_sign(symbol), current, number.replace("−", "-").strip("()"))
        (result,) = rounds.take([box.note("solve_with_shortcut", spec.arguments(), helper=True)])
        answer = answer_of(result)
        if error_of(result) or answer is None or not is_plain(answer):
            return Worked(text, None, error_of(result) or f"{text} did not come out as a plain number.")
        current = answer
    return Worked(text, current, None)


def work_out(texts: list[str], box: Toolbox, rounds: Rounds) -> list[Worked]:
    """Numbers the coach needs, each worked out by a tool: in one round with solve_expression if it can."""
    if "solve_expression" in box.names:
        results = rounds.take([box.note("solve_expression", {"expression": t}, helper=True) for t in texts])
        return [Worked(t, answer_of(r), error_of(r)) for t, r in zip(texts, results, strict=True)]
    return [_left_to_right(text, box, rounds) for text in texts]


def _gap(
    pairs: list[tuple[str, str]], box: Toolbox, rounds: Rounds, said: str, noun: str, lines: list[str]
) -> tuple[str, bool] | Outcome:
    """The gap between neighbouring terms written out, found by a tool, and whether they go down."""
    ordered = [smaller_first(x, y) for x, y in pairs]
    texts = [f"{shown(big)} − {operand(small)}" for small, big in ordered]
    worked = work_out(texts, box, rounds)
    if error := next((w.error for w in worked if w.error), None):
        return Outcome(wording.tool_error(said, error))
    gap = worked[0].value or ""
    going_down = {small != x for (small, _), (x, _) in zip(ordered, pairs, strict=True)}
    if len(going_down) > 1 or not all(same(w.value, gap) for w in worked):
        return Outcome(wording.uneven_terms(said))
    lines.append(wording.gap_line(noun, texts[0], gap, going_down == {True}))
    return gap, going_down == {True}


def _series_gap(
    spec: SeriesByTerms, box: Toolbox, rounds: Rounds, said: str, lines: list[str]
) -> Spec | Outcome:
    noun = "terms" if spec.power == 1 else "numbers"
    ends = (*spec.tail, spec.last)
    pairs = [*itertools.pairwise(spec.terms), *itertools.pairwise(ends)]
    found = _gap(pairs, box, rounds, said, noun, lines)
    if isinstance(found, Outcome):
        return found
    gap = found[0]
    if spec.power == 1:
        return ProblemSpec("series", spec.terms[0], spec.last, gap)
    kind = "squares" if spec.power == 2 else "cubes"
    if not same(gap, 1):
        return Outcome(wording.not_in_a_row(said, kind))
    return ProblemSpec(f"sum_of_{kind}", *smaller_first(spec.terms[0], spec.last))


def _series_count(
    spec: SeriesByCount, box: Toolbox, rounds: Rounds, said: str, lines: list[str]
) -> Spec | Outcome:
    """The last term of a run given by its count, worked out by a tool: first ± (count − 1) × gap."""
    going_down = False
    gap = spec.gap
    if gap is None:
        found = _gap(list(itertools.pairwise(spec.terms)), box, rounds, said, "terms", lines)
        if isinstance(found, Outcome):
            return found
        gap, going_down = found
    if "solve_expression" not in box.names:
        raise MissingTool("solve_expression")
    first = spec.terms[0]
    text = f"{shown(first)} {'−' if going_down else '+'} ({spec.count} − 1) × {operand(gap)}"
    (worked,) = work_out([text], box, rounds)
    if worked.error or worked.value is None:
        return Outcome(wording.tool_error(said, worked.error or ""))
    lines.append(wording.counted_last_line(spec.count, text, worked.value))
    return ProblemSpec("series", first, worked.value, gap)


def _last_term(
    spec: FirstOfKind, box: Toolbox, rounds: Rounds, said: str, lines: list[str]
) -> Spec | Outcome:
    first, text = ("1", f"2 × {spec.count} − 1") if spec.kind == "odd" else ("2", f"2 × {spec.count}")
    (worked,) = work_out([text], box, rounds)
    if worked.error or worked.value is None:
        return Outcome(wording.tool_error(said, worked.error or ""))
    lines.append(wording.last_term_line(spec.kind, spec.count, first, text, worked.value))
    return ProblemSpec("series", first, worked.value, "2")


def settle(spec: Spec, box: Toolbox, rounds: Rounds, said: str, lines: list[str]) -> Spec | Outcome:
    """The spec with every number it was missing fetched from a tool, the fetching told in `lines`."""
    if isinstance(spec, SeriesByTerms):
        return _series_gap(spec, box, rounds, said, lines)
    if isinstance(spec, FirstOfKind):
        return _last_term(spec, box, rounds, said, lines)
    if isinstance(spec, SeriesByCount):
        return _series_count(spec, box, rounds, said, lines)
    return spec
