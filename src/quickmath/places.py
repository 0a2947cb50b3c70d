"""Where quickmath keeps what it saves: the user data folder, and the folder of saved chats."""

from __future__ import annotations

import os
from pathlib import Path

TRANSCRIPTS = "transcripts"


def data_dir() -> Path:
    """`QUICKMATH_DATA_DIR` if set, else the user data folder for quickmath."""
    override = os.environ.get("QUICKMATH_DATA_DIR")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_path

    return user_data_path("quickmath")


def transcripts_dir(given: Path | None) -> Path:
    """`given` (--transcripts-dir or QUICKMATH_TRANSCRIPTS_DIR), else ./transcripts when it already exists,
    else transcripts/ in the data folder: nothing is created in the current folder unasked."""
    if given is not None:
        return given.expanduser()
    if Path(TRANSCRIPTS).is_dir():
        return Path(TRANSCRIPTS)
    return data_dir() / TRANSCRIPTS


def unusable_folder(folder: Path) -> str | None:
    """Why chats cannot be kept in `folder` (it, or a folder above it, is a file), or None when they can."""
    for place in (folder, *folder.parents):
        if place.exists():
            if place.is_dir():
                return None
            shown = f"{folder} is" if place == folder else f"{folder} is under {place}, which is"
            return f"--transcripts-dir {shown} a file, not a folder; give a folder (created if missing)."
    return None


def make_private_folder(folder: Path) -> None:
    """Create `folder` and any missing parents as 0700; folders that already exist keep their mode."""
    missing = [place for place in (folder, *folder.parents) if not place.exists()]
    for place in reversed(missing):
        try:
            place.mkdir(mode=0o700)
        except FileExistsError:
            continue
        os.chmod(place, 0o700)
