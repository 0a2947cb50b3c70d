"""Quick Math Coach: mental-maths shortcuts, taught through a tool-calling model, checked by Python."""

import gc
import os

# CPython looks for reference cycles every 700 new objects. Starting quickmath makes hundreds of thousands
# (modules, classes, Typer's and pydantic's tables), and those passes cost about 12 M instructions of an
# offline answer's 1,010 M; every 10,000 new objects is often enough for a tutor (most objects are freed
# when their last reference goes, with no pass at all). A threshold the user set is kept.
if gc.get_threshold()[0] == 700:
    gc.set_threshold(10_000, *gc.get_threshold()[1:])

# pydantic (which Typer loads) looks for plugins in every installed package's metadata the first time a
# model is built: about 13 M instructions at each start, for plugins quickmath never uses. This is
# pydantic's documented switch; a value the user set is kept.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

__version__ = "0.1.0"
