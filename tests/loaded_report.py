"""What a finished script left loaded, for tests/test_startup.py: run in the script's own process, after it.

`report()` gives every module loaded, the dataclasses quickmath's modules made, and for each quickmath module
how many of its `quickmath.patterns.lazy` patterns were compiled.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from collections.abc import Iterator
from typing import Any

from quickmath.patterns import LazyPattern


def patterns_in(value: Any) -> Iterator[LazyPattern]:
    if isinstance(value, LazyPattern):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            yield from patterns_in(item)


def report() -> dict[str, Any]:
    modules = sorted(sys.modules)
    ours = [(name, module) for name, module in list(sys.modules.items()) if name.startswith("quickmath")]
    made = {
        f"{member.__module__}.{member.__qualname__}"
        for _, module in ours
        for _, member in inspect.getmembers(module, inspect.isclass)
        if dataclasses.is_dataclass(member) and member.__module__.startswith("quickmath")
    }
    compiled = {
        name: sum(pattern.is_compiled for value in vars(module).values() for pattern in patterns_in(value))
        for name, module in ours
    }
    return {"modules": modules, "dataclasses": sorted(made), "compiled": compiled}
