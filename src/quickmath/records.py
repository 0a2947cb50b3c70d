"""Records: small value classes declared like dataclasses, made without compiling code at import.

`@dataclass` writes each class's `__init__`, `__eq__`, `__hash__`, `__repr__` and frozen `__setattr__` as
source text and compiles it when the module is imported: about 3 M instructions a class on CPython 3.11,
which made the dataclasses on the offline `ask` path cost more than all of Rich's console. A `Record`
shares one copy of each method, written once here, so declaring one costs about what a plain class does.

    class ProblemSpec(Record):
        operation: str
        a: str
        step: str = "1"

Fields are the class's annotations in order, with an optional default after each (immutable values only:
a default is shared by every record). A record is frozen unless declared `class Reply(Record, frozen=False)`;
equal when its class and fields are; hashable when frozen. `__post_init__`, if defined, runs after
`__init__`, and a class may write its own `__init__`. `replace` and `values` stand in for
`dataclasses.replace` and `dataclasses.asdict` (shallow).
"""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError
from typing import Any, ClassVar, TypeVar, dataclass_transform

R = TypeVar("R", bound="Record")


@dataclass_transform(frozen_default=True)
class Record:
    """A class whose annotated fields make its `__init__`, equality, hash and repr."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, *, frozen: bool = True, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = [
            name
            for name, annotation in inspect.get_annotations(cls).items()
            if not str(annotation).startswith(("ClassVar", "typing.ClassVar"))
        ]
        defaults = {name: cls.__dict__[name] for name in own if name in cls.__dict__}
        cls._fields = (*(name for name in cls._fields if name not in own), *own)
        cls._defaults = {**cls._defaults, **defaults}
        cls.__match_args__ = cls._fields  # type: ignore[misc]  # for `case ProblemSpec(operation, a, b)`
        if not frozen:
            cls.__setattr__ = object.__setattr__  # type: ignore[method-assign,assignment]
            cls.__delattr__ = object.__delattr__  # type: ignore[method-assign]
            cls.__hash__ = None  # type: ignore[assignment]  # equal by value and mutable: not hashable

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        name = type(self).__name__
        if len(args) > len(self._fields):
            raise TypeError(f"{name}() takes {len(self._fields)} arguments but {len(args)} were given")
        values = dict(zip(self._fields, args, strict=False))
        for field, value in kwargs.items():
            if field not in self._fields or field in values:
                raise TypeError(f"{name}() got an unexpected or repeated argument {field!r}")
            values[field] = value
        for field in self._fields:
            if field in values:
                object.__setattr__(self, field, values[field])
            elif field in self._defaults:
                object.__setattr__(self, field, self._defaults[field])
            else:
                raise TypeError(f"{name}() is missing the argument {field!r}")
        post_init = getattr(self, "__post_init__", None)
        if post_init is not None:
            post_init()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, field) for field in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{field}={getattr(self, field)!r}" for field in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


def replace(record: R, **changes: Any) -> R:
    """A copy of `record` with some fields changed, as `dataclasses.replace` makes one."""
    return type(record)(**{**values(record), **changes})


def values(record: Record) -> dict[str, Any]:
    """A record's fields by name (records inside stay records)."""
    return {field: getattr(record, field) for field in record._fields}
