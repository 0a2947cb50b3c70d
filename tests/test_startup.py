"""A fast start: `quickmath ask --offline` loads only what answering needs, and what the reader does to
start fast (trying a pattern only when the question holds a word it needs) never changes a reading.

Timings are not tested here, the machine is too noisy for that: `python benchmarks/run.py` measures them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from quickmath import patterns
from quickmath.offline.asks import ProblemSpec, Reading
from quickmath.offline.readers import (
    checks,
    clock_times,
    divisibility,
    operator_words,
    remainders,
    run_phrases,
    time_differences,
    written_runs,
)
from quickmath.offline.reading import guards, message, named_shortcut, phrases, problem, text
from quickmath.offline.reading.earlier import Earlier
from quickmath.techniques import BY_NAME
from quickmath.tools import tool_specs
from tests.loaded_report import patterns_in

NOT_NEEDED = [
    "openai",
    "prompt_toolkit",
    "sqlite3",
    "quickmath.drill",
    "quickmath.evaluation",
    "quickmath.repl",
    "rich.live",
    "rich.markdown",
    "rich.syntax",
    "markdown_it",
    "pygments",
]
"""Modules an offline answer, printed to a pipe, has no use for."""


def offline_ask(question: str) -> str:
    """A script that runs `quickmath ask --offline --no-save QUESTION` in its own process."""
    return (
        "import runpy\n"
        f"sys.argv = ['quickmath', 'ask', '--offline', '--no-save', {question!r}]\n"
        "try:\n"
        "    runpy.run_module('quickmath', run_name='__main__')\n"
        "except SystemExit as stop:\n"
        "    assert not stop.code, stop.code\n"
    )


OFFLINE_ASK = offline_ask("What is 47 + 9?")
COACH_ALONE = (
    "from quickmath.offline import OfflineCoach\n"
    "from quickmath.tools import tool_specs\n"
    "reply = OfflineCoach().chat.completions.create(model='m', tools=tool_specs(), tool_choice='auto',\n"
    "    messages=[{'role': 'user', 'content': 'What is 47 + 9?'}])\n"
    "assert reply.choices[0].message.tool_calls\n"
)


def _loaded_after(code: str, tmp_path: Path) -> dict[str, Any]:
    """What `code` left loaded (tests/loaded_report.py), run in a fresh process."""
    loaded = tmp_path / "loaded.json"
    script = (
        f"import json, sys\n{code}\n"
        f"sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
        "from loaded_report import report\n"
        f"open({str(loaded)!r}, 'w').write(json.dumps(report()))\n"
    )
    env = {
        key: value
        for key, value in os.environ.items()
        if key
        not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")
    }
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(loaded.read_text())
    return report


@pytest.mark.parametrize(
    "code", [OFFLINE_ASK, COACH_ALONE], ids=["quickmath ask --offline", "the coach alone"]
)
def test_an_offline_answer_never_imports_openai_or_what_only_other_commands_use(
    code: str, tmp_path: Path
) -> None:
    modules = set(_loaded_after(code, tmp_path)["modules"])
    assert "quickmath.offline.respond" in modules  # the coach did answer
    assert [name for name in NOT_NEEDED if name in modules] == []
    assert [
        name for name in modules if name.startswith(("openai.", "quickmath.drill.", "quickmath.evaluation."))
    ] == []


KEPT_DATACLASSES = ["quickmath.replies.Reply"]
"""A Reply needs a fresh list of notes each, which a record (one shared default) cannot give."""


def test_the_offline_answer_s_records_are_not_dataclasses_which_compile_code_at_import(
    tmp_path: Path,
) -> None:
    """Each dataclass costs about 3 M instructions to create; a `quickmath.records.Record` almost nothing."""
    assert _loaded_after(OFFLINE_ASK, tmp_path)["dataclasses"] == KEPT_DATACLASSES


def _threshold_after(code: str, tmp_path: Path) -> int:
    """The cycle collector's first threshold in a fresh process after `code` (700 is CPython's own)."""
    done = subprocess.run(
        [sys.executable, "-c", f"import gc, sys\n{code}\nprint(gc.get_threshold()[0])"],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return int(done.stdout.split()[-1])


def test_importing_the_library_leaves_the_cycle_collector_alone_and_the_command_sets_its_own(
    tmp_path: Path,
) -> None:
    library = "import quickmath, quickmath.cli\nfrom quickmath.offline import OfflineCoach"
    assert _threshold_after(library, tmp_path) == 700
    assert _threshold_after(OFFLINE_ASK, tmp_path) == 10_000


@pytest.fixture(scope="module")
def after_47_plus_9(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return _loaded_after(OFFLINE_ASK, tmp_path_factory.mktemp("ask"))


@pytest.mark.parametrize(
    "reader, question",
    [
        ("remainders", "What is the remainder when 773 is divided by 103?"),
        ("divisibility", "Is 34745 divisible by 11?"),
        ("clock_times", "What is 27 minutes after 7:57 PM?"),
        ("stories", "Ben has 28 stickers and buys 15 more. How many stickers does he have now?"),
    ],
)
def test_a_reader_compiles_its_patterns_only_for_a_question_that_could_need_them(
    reader: str, question: str, after_47_plus_9: dict[str, Any], tmp_path: Path
) -> None:
    """Compiling a pattern costs about 1 M instructions: "What is 47 + 9?" compiles none of these readers'."""
    module = f"quickmath.offline.readers.{reader}"
    assert after_47_plus_9["compiled"].get(module, 0) == 0  # left unimported, or imported and not compiled
    assert _loaded_after(offline_ask(question), tmp_path)["compiled"][module] > 0


def test_the_readers_after_the_one_that_reads_a_question_are_never_imported(
    after_47_plus_9: dict[str, Any],
) -> None:
    """ "What is 47 + 9?" is read by `symbols`: the story, list and wording readers after it cost nothing."""
    later = ["stories", "amounts", "totals", "takeaways", "scaling", "sharing", "lists", "typos", "chatter"]
    loaded = set(after_47_plus_9["modules"])
    assert "quickmath.offline.readers.symbols" in loaded
    assert [name for name in later if f"quickmath.offline.readers.{name}" in loaded] == []


def test_the_menu_is_the_same_each_time_and_each_caller_gets_its_own_copy() -> None:
    first = tool_specs()
    first[0]["function"]["name"] = "changed"
    first.append({"type": "function"})
    again = tool_specs()
    assert again[0]["function"]["name"] == "solve_with_shortcut"
    assert len(again) == len(first) - 1
    assert tool_specs() is not again
    assert [tool["function"]["name"] for tool in tool_specs()] == [
        "solve_with_shortcut",
        "solve_expression",
        "check_answer",
        "list_shortcuts",
        "make_practice_problem",
    ]


GATED = [
    *text._CONTRACTIONS,
    *operator_words.OPERATOR_PHRASES,
    *operator_words.LEADING_PHRASES,
    *((p.words, p.pattern, p.build) for p in run_phrases.PHRASES),
    *((words, pattern, None) for words, pattern in checks._CHECKS),
]


@pytest.mark.parametrize("words, pattern, _", GATED)
def test_each_pattern_is_written_with_the_words_it_waits_for(words: str, pattern: str, _: object) -> None:
    assert all(word.removeprefix("^") in pattern for word in words.split("|"))


MENTIONING = [
    patterns,
    text,
    phrases,
    named_shortcut,
    operator_words,
    checks,
    remainders,
    divisibility,
    clock_times,
    written_runs,
    time_differences,
]
"""Every module that skips a pattern, or a whole reader, when the words it needs are not in the text."""


def _read_trying_everything(question: str, earlier: Earlier | None) -> Reading:
    """The reading with every pattern tried (every `lazy(..., needs=...)` too) and every shortcut name in
    the pattern of names, as before."""
    with pytest.MonkeyPatch.context() as patch:
        for module in MENTIONING:
            patch.setattr(module, "mentions", lambda words, within: True)
        every_name = tuple(sorted(BY_NAME, key=len, reverse=True))
        patch.setattr(named_shortcut, "_names_in", lambda piece: every_name)
        return message.read_message(question, earlier)


EARLIER = Earlier(ProblemSpec("+", "47", "9"), "56", ProblemSpec("+", "47", "9"))
PHRASINGS = [
    case["question"]
    for case in json.loads((Path(__file__).parent / "data" / "offline_phrasings.json").read_text("utf-8"))
]


@pytest.mark.parametrize("question", PHRASINGS)
def test_skipping_patterns_a_question_cannot_match_reads_every_phrasing_the_same(question: str) -> None:
    for earlier in (None, EARLIER):
        assert message.read_message(question, earlier) == _read_trying_everything(question, earlier)


QUESTION_WORDS = [
    "what", "what's", "is", "isn't", "let's", "i'm", "the", "of", "and", "to", "from", "by", "with", "use",
    "using", "trick", "shortcut", "method", "way", "first", "odd", "even", "numbers", "squares", "square",
    "cubes", "cube", "sum", "total", "add", "up", "together", "multiples", "instead", "last", "one", "was",
    "it", "that", "i", "got", "for", "right", "correct", "times", "plus", "minus", "divided", "multiplied",
    "power", "raised", "th", "squared", "cubed", "double", "halve", "now", "about", "h", "min", "hours",
    "minutes", "2:45", "?", ",", ";", "=", "+", "-", "*", "/", "^", "×", "÷", "…", "(", ")",
]  # fmt: skip
NEEDED = {
    word
    for module in MENTIONING
    for value in vars(module).values()
    for pattern in patterns_in(value)
    for word in pattern.needs.split("|")
    if pattern.needs
}
"""The words the readers' `lazy(..., needs=...)` patterns wait for."""
WORDS = sorted(
    {word for words, _, _ in GATED for word in words.split("|")}
    | {word for name in BY_NAME for word in name.split("_")}
    | set(QUESTION_WORDS)
    | {word.strip() for word in NEEDED if word.strip()}
)
token = st.one_of(
    st.sampled_from(WORDS), st.integers(0, 1000).map(str), st.sampled_from(["4.5", "-3", "0.25"])
)


@given(st.lists(token, min_size=1, max_size=12), st.booleans())
def test_skipping_patterns_never_changes_a_reading(tokens: list[str], follows_on: bool) -> None:
    question, earlier = " ".join(tokens), EARLIER if follows_on else None
    assert message.read_message(question, earlier) == _read_trying_everything(question, earlier)


def test_the_menu_kept_as_data_is_the_one_the_argument_models_build() -> None:
    from quickmath.tools import MENU_FILE, built_menu

    assert MENU_FILE.read_text("utf-8") == built_menu(), "run `python -m quickmath.tools.write_menu`"


def test_the_menu_token_count_kept_is_the_menu_counted() -> None:
    from quickmath.context import estimate_tokens
    from quickmath.tools import MENU_TOKENS, tool_specs

    assert estimate_tokens(tool_specs()) == MENU_TOKENS, "run `python -m quickmath.tools.write_menu`"


def test_the_shortcut_index_kept_as_data_is_the_one_the_families_make() -> None:
    from quickmath.techniques import INDEX_FILE, TECHNIQUES, built_index

    assert INDEX_FILE.read_text("utf-8") == built_index(), "run `python -m quickmath.techniques.write_index`"
    assert list(BY_NAME) == [technique.name for technique in TECHNIQUES]
    assert all(BY_NAME[technique.name] is technique for technique in TECHNIQUES)


FAMILIES = ["adding", "subtracting", "multiplying", "dividing", "durations", "series", "sums_of_powers",
            "powers", "remainders", "divisibility", "clocks"]  # fmt: skip


def test_a_problem_loads_only_the_shortcut_family_of_its_operation(after_47_plus_9: dict[str, Any]) -> None:
    """135 shortcut classes cost about 23 M instructions to load; "What is 47 + 9?" needs the adding ones."""
    loaded = set(after_47_plus_9["modules"])
    assert [name for name in FAMILIES if f"quickmath.techniques.{name}" in loaded] == ["adding"]


def test_a_calculation_written_plainly_loads_no_guard(after_47_plus_9: dict[str, Any]) -> None:
    """Importing the guards costs about 15 M instructions; "What is 47 + 9?" has no words to argue with."""
    loaded = set(after_47_plus_9["modules"])
    guards_loaded = {name for name in loaded if name.startswith("quickmath.offline.reading.guards.")}
    assert guards_loaded == {"quickmath.offline.reading.guards.shared"}


def _read_by_every_guard(text: str) -> tuple[tuple[str, object] | None, Reading]:
    """How a problem reader and the message reader read `text` with every guard tried, even on a calculation
    written plainly (see `guards.plainly_written`)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(guards, "plainly_written", lambda text: False)
        return problem.read_problem_by(text), message.read_message(text, None)


def _read_as_usual(text: str) -> tuple[tuple[str, object] | None, Reading]:
    return problem.read_problem_by(text), message.read_message(text, None)


PLAIN_NUMBER = st.one_of(
    st.integers(-1000, 100_000).map(str),
    st.decimals(-1000, 1000, places=2, allow_nan=False, allow_infinity=False).map(str),
    st.sampled_from(["0", "1", "-0", "2", "10", "12", "100", "0.5", "0.25", "1.0"]),
)


@given(
    st.sampled_from(["", "what is ", "calculate "]),
    st.lists(st.tuples(st.sampled_from("+-*/"), PLAIN_NUMBER), min_size=1, max_size=4),
    PLAIN_NUMBER,
)
def test_skipping_the_guards_never_changes_the_reading_of_a_plain_calculation(
    opener: str, rest: list[tuple[str, str]], first: str
) -> None:
    text = opener + first + "".join(f" {sign} {number}" for sign, number in rest)
    assume(guards.plainly_written(text))  # at most one division: "12 / 03 / 2024" may be a date
    assert _read_as_usual(text) == _read_by_every_guard(text)


PLAIN_QUESTIONS = sorted(
    {
        normalised
        for path in sorted((Path(__file__).parent / "data" / "corpus").glob("*.jsonl"))
        if "heldout" not in path.name
        for line in path.read_text("utf-8").splitlines()
        if line.strip() and guards.plainly_written(normalised := text.normalise(json.loads(line)["question"]))
    }
    | {
        text.normalise(question)
        for question in [*PHRASINGS, "What is -15 + 8?", "what is 7 / 0", "What is 1000000 * 0?"]
        if guards.plainly_written(text.normalise(question))
    }
)


def test_a_plain_calculation_in_the_corpus_and_phrasings_reads_the_same_without_the_guards() -> None:
    assert len(PLAIN_QUESTIONS) > 100
    assert [text for text in PLAIN_QUESTIONS if _read_as_usual(text) != _read_by_every_guard(text)] == []
