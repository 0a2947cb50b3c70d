"""The eval report as a person sees it, drawn whole from fixed outcomes."""

from __future__ import annotations

import io
import json
from pathlib import Path

from rich.console import Console

from quickmath.backends import Backend
from quickmath.evaluation.report import breakdown_table, report_json, results_view, summary_table, write_json
from quickmath.evaluation.runner import Config, Outcome

MODEL = Config("A", Backend(None, "openai", "gpt-test", ""), base_url="http://127.0.0.1:9/v1")
COACH = Config("B", Backend(None, "offline", "gpt-test", ""), system_source="prompt.txt")
OUTCOMES = [
    Outcome("add-nines", "+", True, "", None, ["56"], True, ["63"], "**56**", 2, 270, 27, seconds=1.25),
    Outcome("two", "two_questions", False, "b = 6 (expected 5)", None, ["182", "240"], False, [], "[1]", 2,
            300, raw_reply=True, asked_again=1),
    Outcome("joke", "off_topic", True, answer_text="Let's do maths.", requests=1, prompt_tokens=90,
            completion_tokens=9, seconds=0.5),
    Outcome("time", "add_time", answer_expected=["5:00"], answer_correct=False, error="The model timed out."),
]  # fmt: skip
COACH_OUTCOMES = [
    Outcome("add-nines", "+", True, "", None, ["56"], True, [], "", 2, 3000, 200, True, 0.0),
    Outcome("time", "add_time", True, "", None, ["5:00"], True, [], "", 2, 3000, 200, True, 0.0),
]  # fmt: skip


def draw(*renderables: object) -> str:
    console = Console(file=io.StringIO(), width=100, color_system=None)
    for renderable in renderables:
        console.print(renderable)
    output = console.file.getvalue()  # type: ignore[attr-defined]
    return "\n".join(line.rstrip() for line in output.splitlines())


def test_the_results_table_and_its_misses() -> None:
    assert (
        draw(results_view("A", OUTCOMES))
        == """\
A: 4 questions
┏━━━━━━━━━━━┳━━━━━━┳━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━┳━━━━━━━━┳━━━━━┓
┃ id        ┃ note ┃ answer ┃ invented ┃ rounds ┃ tokens ┃   s ┃
┡━━━━━━━━━━━╇━━━━━━╇━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━╇━━━━━┩
│ add-nines │  ✓   │   ✓    │ 63       │      2 │ 270+27 │ 1.2 │
│ two       │  ✗   │   ✗    │          │      2 │  300+0 │ 0.0 │
│ joke      │  ✓   │   –    │          │      1 │   90+9 │ 0.5 │
│ time      │  ✗   │   ✗    │          │      – │      – │ 0.0 │
└───────────┴──────┴────────┴──────────┴────────┴────────┴─────┘
Notes that missed, and failures:
  two: b = 6 (expected 5)
  time: failed: The model timed out.
"""
    )


def test_two_summaries_side_by_side() -> None:
    runs = [(MODEL, OUTCOMES), (COACH, COACH_OUTCOMES)]
    assert (
        draw(summary_table(runs), breakdown_table(runs))
        == """\
Summary
┏━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━┓
┃                   ┃ A                                 ┃ B                      ┃
┡━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━┩
│ backend           │ gpt-test at http://127.0.0.1:9/v1 │ offline coach          │
│ system prompt     │ built-in                          │ prompt.txt             │
│ questions         │ 4                                 │ 2                      │
│ note accuracy     │ 2/4 (50%)                         │ 2/2 (100%)             │
│ answer accuracy   │ 1/3 (33%)                         │ 2/2 (100%)             │
│ invented numbers  │ 1 in 1 question                   │ 0 in 0 questions       │
│ raw data answers  │ 1 (1 asked again)                 │ 0 (0 asked again)      │
│ failures          │ 1                                 │ 0                      │
│ mean rounds       │ 1.7                               │ 2.0                    │
│ tokens / question │ 220 + 12                          │ 3000 + 200 (estimated) │
│ seconds           │ 1.8                               │ 0.0                    │
└───────────────────┴───────────────────────────────────┴────────────────────────┘
By category
┏━━━━━━━━━━━━━━━┳━━━┳━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━━━┓
┃ category      ┃ n ┃ A note ┃ A answer ┃ A invented ┃ B note ┃ B answer ┃ B invented ┃
┡━━━━━━━━━━━━━━━╇━━━╇━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━━━━━┩
│ +             │ 1 │    1/1 │      1/1 │          1 │    1/1 │      1/1 │          0 │
│ two_questions │ 1 │    0/1 │      0/1 │          0 │      – │        – │          – │
│ off_topic     │ 1 │    1/1 │        – │          0 │      – │        – │          – │
│ add_time      │ 1 │    0/1 │      0/1 │          0 │    1/1 │      1/1 │          0 │
└───────────────┴───┴────────┴──────────┴────────────┴────────┴──────────┴────────────┘"""
    )


def test_the_json_report_holds_every_result_and_summary(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    write_json(path, [(MODEL, OUTCOMES)], "mine.jsonl")
    report = json.loads(path.read_text())
    expected = report_json([(MODEL, OUTCOMES)], "mine.jsonl") | {"date": report["date"]}
    assert report == json.loads(json.dumps(expected))
    (run,) = report["runs"]
    assert run["label"] == "A" and run["base_url"] == "http://127.0.0.1:9/v1"
    assert [r["id"] for r in run["results"]] == ["add-nines", "two", "joke", "time"]
    assert run["results"][0]["invented"] == ["63"]
    assert run["summary"]["note_accuracy"] == 0.5
    assert (run["summary"]["raw_replies"], run["summary"]["raw_replies_asked_again"]) == (1, 1)
    assert run["results"][1]["raw_reply"] is True
    assert run["summary"]["answer_accuracy"] == 0.3333
    assert run["by_category"]["add_time"]["failures"] == 1
