"""Reading saved chats: `<id>.jsonl` files (one record a line) and older `<id>.json` files (one object).

A reader skips a torn last line, so a chat cut short by a crash still reads up to its last whole record.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from quickmath.errors import TranscriptError

SUFFIXES = (".jsonl", ".json")


class SavedChat:
    """One saved chat as read back: its `chat` record's fields, its messages, and every record in order."""

    __slots__ = ("legacy", "path", "records")

    def __init__(self, path: Path, records: list[dict[str, Any]], legacy: bool) -> None:
        self.path = path
        self.records = records
        self.legacy = legacy

    @property
    def header(self) -> dict[str, Any]:
        return self.records[0]

    @property
    def id(self) -> str:
        return str(self.header.get("id") or self.path.stem)

    @property
    def model(self) -> str:
        return str(self.header.get("model", ""))

    @property
    def backend(self) -> str:
        return str(self.header.get("backend", ""))

    @property
    def created(self) -> str:
        return str(self.header.get("created", ""))

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [record for record in self.records if record.get("type") == kind]

    @property
    def messages(self) -> list[dict[str, Any]]:
        records = self.of_type("message")
        return [record["message"] for record in records if isinstance(record.get("message"), dict)]


def whole_lines(data: bytes) -> list[bytes]:
    """The lines of `data` that end in a newline; a last line without one is torn and left out."""
    return data.split(b"\n")[:-1]


def read_chat(path: Path) -> SavedChat:
    """The chat saved at `path`; a TranscriptError saying why when it cannot be read as one."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise TranscriptError(f"Could not read the chat {path}: {error.strerror}.") from None
    if path.suffix == ".json":
        return _read_legacy(path, data)
    records = []
    for line in whole_lines(data):
        try:
            record = json.loads(line)
        except ValueError:
            continue  # a line damaged outside quickmath; the rest of the chat still reads
        if isinstance(record, dict):
            records.append(record)
    if not records or records[0].get("type") != "chat":
        raise TranscriptError(f"{path} is not a quickmath chat (its first line is not a chat record).")
    return SavedChat(path, records, legacy=False)


def _read_legacy(path: Path, data: bytes) -> SavedChat:
    try:
        saved = json.loads(data)
    except ValueError:
        saved = None
    if not isinstance(saved, dict) or not isinstance(saved.get("messages"), list):
        raise TranscriptError(f"{path} is not a quickmath chat (no messages in it).")
    header = {"type": "chat", **{key: saved.get(key) for key in ("id", "created", "model", "backend")}}
    header["system_prompt"] = saved.get("system_prompt", "")
    records = [header, *({"type": "message", "message": m} for m in saved["messages"])]
    for kind in ("feedback", "usage"):
        records += [{"type": kind, **entry} for entry in saved.get(kind) or [] if isinstance(entry, dict)]
    return SavedChat(path, records, legacy=True)


def chat_files(folder: Path) -> list[Path]:
    """Every saved chat in `folder`, the most recently changed first."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = [
        (entry.stat().st_mtime_ns, entry.name, Path(entry.path))
        for entry in entries
        if entry.name.endswith(SUFFIXES) and not entry.name.startswith(".") and entry.is_file()
    ]
    return [path for _, _, path in sorted(found, reverse=True)]


def find_chat(folder: Path, chat_id: str) -> Path | None:
    """The chat called `chat_id` in `folder`, or the only one whose id starts with it."""
    if not chat_id or Path(chat_id).name != chat_id:
        return None
    for suffix in SUFFIXES:
        if (folder / f"{chat_id}{suffix}").is_file():
            return folder / f"{chat_id}{suffix}"
    matches = [path for path in chat_files(folder) if path.stem.startswith(chat_id)]
    return matches[0] if len(matches) == 1 else None
