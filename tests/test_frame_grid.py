"""A calculation is read whatever everyday text is around it: a fixed sample of benchmarks/frame_grid.py
(every frame with three cores, written out by `python benchmarks/frame_grid.py --write`) answered right, or
asked back where the frame asks something else (its answer is null)."""

from __future__ import annotations

import json

import pytest

from tests.test_reader_corpus import ROOT, measurer

MEASURE = measurer()
SAMPLE = json.loads((ROOT / "tests" / "data" / "frame_grid.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("question", "expected"), SAMPLE)
def test_a_frame_keeps_the_calculation_read(question: str, expected: dict[str, str | int] | None) -> None:
    answer = MEASURE.answer_to(question)
    if expected is None:
        assert "**" not in answer, answer
    else:
        if also := expected.pop("also", None):  # a second question asked beside the calculation
            answer = answer.replace(f"**{also}**", "")
        assert MEASURE.verdict({"question": question, **expected}, answer) == "right", answer
