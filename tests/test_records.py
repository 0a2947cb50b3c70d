"""`quickmath.records.Record` behaves as the frozen (or plain) dataclass it stands in for."""

from __future__ import annotations

import copy
from dataclasses import FrozenInstanceError, dataclass
from typing import Any

import pytest

from quickmath.records import Record, replace, values


class Spec(Record):
    """A record with a default and a method of its own."""

    operation: str
    a: str
    step: str = "1"

    def values(self) -> tuple[str, str]:
        return self.a, self.step


@dataclass(frozen=True)
class SpecAsDataclass:
    operation: str
    a: str
    step: str = "1"


class Draft(Record, frozen=False):
    text: str
    done: bool = False


class Checked(Record):
    minutes: int
    checks: list[str] = []  # noqa: RUF012  (shared default, as the module says)

    def __post_init__(self) -> None:
        if self.minutes < 0:
            raise ValueError("no negative minutes")
        self.checks.append("done")


def test_a_record_is_made_equal_hashed_and_shown_as_the_same_dataclass_would_be() -> None:
    for record, twin in [
        (Spec("+", "47"), SpecAsDataclass("+", "47")),
        (Spec(a="4", operation="*", step="2"), SpecAsDataclass(a="4", operation="*", step="2")),
    ]:
        assert repr(record) == repr(twin).replace("SpecAsDataclass", "Spec")
        assert hash(record) == hash(twin)
        assert record == Spec(*values(record).values())
        assert record.values() == (twin.a, twin.step)
    assert Spec("+", "47") != Spec("+", "47", "2")
    assert Spec("+", "47") != SpecAsDataclass("+", "47")  # another class is never equal
    assert len({Spec("+", "47"), Spec("+", "47", "1"), Spec("-", "47")}) == 2


@pytest.mark.parametrize(
    "arguments, keywords",
    [((), {}), (("+",), {}), (("+", "4", "1", "extra"), {}), (("+",), {"operation": "-", "a": "4"}),
     (("+", "4"), {"size": 3})],
)  # fmt: skip
def test_wrong_arguments_fail_as_in_a_dataclass(arguments: tuple[Any, ...], keywords: dict[str, Any]) -> None:
    with pytest.raises(TypeError):
        Spec(*arguments, **keywords)
    with pytest.raises(TypeError):
        SpecAsDataclass(*arguments, **keywords)


def test_a_record_is_frozen_unless_declared_otherwise() -> None:
    spec = Spec("+", "47")
    with pytest.raises(FrozenInstanceError):
        spec.a = "48"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del spec.a
    assert spec.a == "47"
    draft = Draft("one")
    draft.text += " two"
    assert draft == Draft("one two", False)
    with pytest.raises(TypeError):
        hash(draft)  # equal by value and mutable, so not hashable


def test_post_init_runs_after_the_fields_are_set() -> None:
    assert Checked(5).checks[-1] == "done"
    with pytest.raises(ValueError, match="no negative minutes"):
        Checked(-1)


def test_replace_changes_only_the_fields_named_and_copies_keep_their_class() -> None:
    spec = Spec("+", "47", "2")
    assert replace(spec, a="48") == Spec("+", "48", "2")
    assert spec == Spec("+", "47", "2")
    with pytest.raises(TypeError):
        replace(spec, size=1)
    assert copy.deepcopy(spec) == spec
    assert copy.copy(Draft("x")) == Draft("x")


def test_match_reads_the_fields_in_order() -> None:
    match Spec("+", "47"):
        case Spec(operation, a, step):
            assert (operation, a, step) == ("+", "47", "1")
        case _:
            pytest.fail("a record matched no case")
