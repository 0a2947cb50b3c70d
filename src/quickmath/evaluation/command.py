"""`quickmath eval` behind the CLI: plan the configurations, run them, draw and save the report."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from rich.console import Console

from quickmath.backends import Backend
from quickmath.context import DEFAULT_BUDGET
from quickmath.evaluation.questions import BUILT_IN, Question, QuestionSetError, load_set
from quickmath.evaluation.report import (
    Run,
    breakdown_table,
    progress_bar,
    results_view,
    summary_table,
    write_json,
)
from quickmath.evaluation.runner import Config, Outcome, run_set
from quickmath.prompts import SYSTEM_PROMPT
from quickmath.safe import inert

MakeBackend = Callable[[bool, str | None, str, float], Backend]


@dataclass(frozen=True)
class Setup:
    """What one configuration asks for, before its backend is made."""

    model: str
    base_url: str | None
    offline: bool
    system_file: Path | None


@dataclass(frozen=True)
class EvalOptions:
    question_set: Path | None
    json_out: Path | None
    first: Setup
    compare_model: str | None = None
    compare_base_url: str | None = None
    compare_system_file: Path | None = None
    max_rounds: int = 5
    timeout: float = 60
    stream: bool = True
    context_budget: int = DEFAULT_BUDGET

    def setups(self) -> list[Setup]:
        """The configuration asked for, and a second one when any --compare-… option changes it."""
        if self.compare_model is None and self.compare_base_url is None and self.compare_system_file is None:
            return [self.first]
        second = replace(
            self.first,
            model=self.compare_model or self.first.model,
            base_url=self.compare_base_url or self.first.base_url,
            offline=self.first.offline and self.compare_base_url is None and self.compare_model is None,
            system_file=self.compare_system_file or self.first.system_file,
        )
        return [self.first, second]


def _system_prompt(path: Path | None) -> tuple[str, str]:
    if path is None:
        return SYSTEM_PROMPT, BUILT_IN
    try:
        text = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as error:
        raise QuestionSetError(f"cannot read the system prompt {path}: {error}") from None
    if not text:
        raise QuestionSetError(f"the system prompt {path} is empty")
    return text, str(path)


def _until_stopped(
    config: Config, questions: list[Question], advance: Callable[[Outcome], None]
) -> tuple[list[Outcome], bool]:
    """The outcomes of the questions answered, and whether Ctrl-C stopped the run before the end."""
    finished: list[Outcome] = []

    def done(outcome: Outcome) -> None:
        finished.append(outcome)
        advance(outcome)

    try:
        run_set(config, questions, done)
    except KeyboardInterrupt:
        return finished, True
    return finished, False


def run_eval(options: EvalOptions, console: Console, errors: Console, make_backend: MakeBackend) -> int:
    """Run the evaluation and return the exit code: 0 done, 1 every question of a run failed, 2 bad usage,
    130 stopped by Ctrl-C (after showing and saving what was answered)."""
    setups = options.setups()
    try:
        questions = load_set(options.question_set)
        prompts = [_system_prompt(setup.system_file) for setup in setups]
    except QuestionSetError as error:
        _error(errors, str(error))
        return 2
    if options.json_out is not None and not options.json_out.parent.is_dir():
        _error(errors, f"there is no folder {options.json_out.parent} to write the JSON into.")
        return 2
    labels = ["A", "B"] if len(setups) > 1 else ["result"]
    runs: list[Run] = []
    stopped = False
    for label, setup, (prompt, source) in zip(labels, setups, prompts, strict=True):
        backend = make_backend(setup.offline, setup.base_url, setup.model, options.timeout)
        errors.print(inert(f"{label}: {backend.banner}"), style="dim", markup=False)
        config = Config(
            label,
            backend,
            prompt,
            source,
            setup.base_url,
            options.max_rounds,
            options.stream,
            options.context_budget,
        )
        with progress_bar(errors, label, len(questions)) as advance:
            outcomes, stopped = _until_stopped(config, questions, advance)
        console.print(results_view(label, outcomes))
        runs.append((config, outcomes))
        if stopped:
            answered = f"{len(outcomes)} of {len(questions)} questions"
            errors.print(f"Stopped after {answered}; the figures below cover those.", style="dim")
            break
    console.print(summary_table(runs))
    console.print(breakdown_table(runs))
    code = _finish(options, runs, errors)
    return 130 if stopped and code == 0 else code


def _finish(options: EvalOptions, runs: list[Run], errors: Console) -> int:
    if options.json_out is not None:
        try:
            write_json(options.json_out, runs, str(options.question_set or BUILT_IN))
        except OSError as error:
            _error(errors, f"could not write {options.json_out}: {error.strerror or error}.")
            return 1
    for config, outcomes in runs:
        if outcomes and all(o.error is not None for o in outcomes):
            first: Outcome = outcomes[0]
            _error(errors, f"every question failed for {config.label}: {first.error}")
            return 1
    return 0


def _error(errors: Console, message: str) -> None:
    errors.print(f"error: {inert(message)}", style="red", markup=False, highlight=False, soft_wrap=True)
