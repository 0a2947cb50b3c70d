"""Quick Math Coach: mental-maths shortcuts, taught through a tool-calling model, checked by Python."""

import os

# pydantic (which Typer loads) looks for plugins in every installed package's metadata the first time a
# model is built: about 13 M instructions at each start, for plugins quickmath never uses. This is
# pydantic's documented switch; a value the user set is kept.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

__version__ = "0.1.0"
