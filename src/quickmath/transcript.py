"""Saved chats: one JSON file per chat, rewritten atomically after every turn."""

from __future__ import annotations

import json
import os
import tempfile
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from quickmath.errors import TranscriptError
from quickmath.safe import redact


class Transcript:
    """Everything about one chat that goes to disk: the messages as sent, feedback and usage."""

    def __init__(self, directory: Path | None, *, model: str, backend: str, system_prompt: str) -> None:
        now = datetime.now(UTC)
        self.id = f"{now:%Y%m%d-%H%M%S}-{uuid.uuid4().hex[:8]}"
        self.directory = directory
        self.data: dict[str, Any] = {
            "id": self.id,
            "created": now.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "model": model,
            "backend": backend,
            "system_prompt": system_prompt,
            "messages": [],
            "feedback": [],
            "usage": [],
        }

    @property
    def messages(self) -> list[dict[str, Any]]:
        messages: list[dict[str, Any]] = self.data["messages"]
        return messages

    @property
    def path(self) -> Path | None:
        return None if self.directory is None else self.directory / f"{self.id}.json"

    def turns(self) -> int:
        return sum(1 for m in self.messages if m.get("role") == "user")

    def add_feedback(self, rating: str, comment: str) -> None:
        self.data["feedback"].append({"turn": self.turns(), "rating": rating, "comment": comment})

    def add_usage(self, usage: dict[str, Any]) -> None:
        self.data["usage"].append({"turn": self.turns(), **usage})

    def save(self, secret: str | None = None) -> None:
        """Write the whole chat to a temp file beside the real one, then rename it into place."""
        if self.path is None:
            return
        text = redact(json.dumps(self.data, ensure_ascii=False, indent=1), secret)
        try:
            write_atomically(self.path, text)
        except OSError as error:
            raise TranscriptError(
                f"Could not save the transcript to {self.path}: {error.strerror}."
            ) from None


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, 0o600)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
