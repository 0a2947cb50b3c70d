"""How the command line is read and shown: flags drawn as flags, and a question that starts with a minus."""

from __future__ import annotations

from collections.abc import Iterable

from typer import _click
from typer.core import TyperCommand, TyperGroup, TyperOption

from quickmath.patterns import lazy

QUESTION_START = lazy(r"-[\d.(\[ ]", needs="-")
"""`-15 + 8`, `-.5 × 4`, `-(3 + 4)`, `- 5 + 3`: a question, where an option would be `-q` or `--json`."""


def honest_flags(params: list[_click.Parameter]) -> list[_click.Parameter]:
    """The parameters, with on/off flags given no value placeholder (`--offline`, not `--offline <bool>`)."""
    for param in params:
        if isinstance(param, TyperOption) and param.is_flag and param.metavar is None:
            param.metavar = ""
    return params


def question_last(args: list[str], valued_options: Iterable[str]) -> list[str]:
    """`args` with the first one that reads as a question (`-15 + 8`) moved after `--`, so it is taken
    as the question and not as options; an option's value (`--timeout -5`) is left where it is."""
    if "--" in args:
        return args
    takes_value = set(valued_options)
    for index, arg in enumerate(args):
        follows_option = index > 0 and args[index - 1] in takes_value
        if QUESTION_START.match(arg) and not follows_option:
            return [*args[:index], *args[index + 1 :], "--", arg]
    return args


class Command(TyperCommand):
    """A quickmath command: flags shown honestly in `--help`."""

    def get_params(self, ctx: _click.Context) -> list[_click.Parameter]:
        return honest_flags(super().get_params(ctx))


class QuestionCommand(Command):
    """A command whose one argument is a question, which may start with a minus sign."""

    def parse_args(self, ctx: _click.Context, args: list[str]) -> list[str]:
        valued = [
            name
            for param in self.get_params(ctx)
            if isinstance(param, TyperOption) and not param.is_flag
            for name in (*param.opts, *param.secondary_opts)
        ]
        return super().parse_args(ctx, question_last(args, valued))


class Group(TyperGroup):
    """The `quickmath` group: flags shown honestly in `--help`."""

    def get_params(self, ctx: _click.Context) -> list[_click.Parameter]:
        return honest_flags(super().get_params(ctx))
