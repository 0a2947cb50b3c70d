"""Files and folders quickmath writes: private to the user (0600 / 0700), and replaced whole or not at all.

A folder that already exists keeps its mode: `QUICKMATH_DATA_DIR=~` must never make a home folder private.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from quickmath.places import make_private_folder

PRIVATE_FILE = 0o600


def create_private_file(path: Path) -> None:
    """Make sure `path` exists; a new file is created 0600 (SQLite gives its -wal and -shm the same mode)."""
    make_private_folder(path.parent)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, PRIVATE_FILE)
    os.close(descriptor)


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to a private temp file beside `path`, then rename it into place: never half a file."""
    make_private_folder(path.parent)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, PRIVATE_FILE)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
