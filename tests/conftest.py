"""Test settings: hypothesis runs derandomized in CI so a landing never depends on luck, and with no deadline
in any run: a property is about what the code does, and a first example that imports the readers it needs took
350 ms alone (over the 200 ms default), which failed `test_skipping_patterns_never_changes_a_reading` run by
itself."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None)
settings.register_profile("local", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "local")
