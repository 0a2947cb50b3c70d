"""Saving a chat: one JSON Lines file per chat, appended and flushed as each record happens.

The messages list handed to the agent writes through: every message appended to it becomes a `message`
record at once, so a crash loses at most the record being written, and no turn rewrites what came before.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from quickmath.chat_files import SavedChat
from quickmath.messages import question_count, with_results
from quickmath.places import make_private_folder
from quickmath.safe import redact

_TAIL_BLOCK = 1 << 16


class RecordedMessages(list[dict[str, Any]]):
    """A messages list that reports each `append` and `extend`, so the transcript can save at once."""

    def __init__(self, messages: Iterable[dict[str, Any]], added: Callable[[], None]) -> None:
        super().__init__(messages)
        self._added = added

    def append(self, message: dict[str, Any]) -> None:
        super().append(message)
        self._added()

    def extend(self, messages: Iterable[dict[str, Any]]) -> None:
        super().extend(messages)
        self._added()


def new_id() -> str:
    return f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{uuid.uuid4().hex[:8]}"


class Transcript:
    """Everything about one chat that goes to disk: the messages as sent, feedback, usage and checks.

    With no `directory` nothing is written. A failure to write is kept in `failure` (the chat goes on, and
    nothing more is written to that file) rather than raised in the middle of a turn.
    """

    def __init__(
        self,
        directory: Path | None,
        *,
        model: str,
        backend: str,
        system_prompt: str,
        secrets: Iterable[str | None] = (),
        resumed: SavedChat | None = None,
    ) -> None:
        self.directory = directory
        self.secrets = [s for s in secrets if s and len(s) >= 4]
        self.failure: str | None = None
        self.bytes_written = 0
        self._file: int | None = None
        history = with_results(resumed.messages) if resumed else []
        self.usage: list[dict[str, Any]] = resumed.of_type("usage") if resumed else []
        if resumed is not None and not resumed.legacy:
            self.id, self.created, self._has_header = resumed.id, resumed.created, True
            self._written = _saved_prefix(resumed.messages, history)
        else:  # a new chat, or an old `.json` chat going on in a new file with its whole history
            now = datetime.now(UTC)
            self.id, self.created, self._has_header = new_id(), now.strftime("%Y-%m-%dT%H:%M:%SZ"), False
            self._written = 0
        self.header = {"type": "chat", "id": self.id, "created": self.created, "model": model,
                       "backend": backend, "system_prompt": system_prompt}  # fmt: skip
        self.messages = RecordedMessages(history, self._save_messages)

    @property
    def path(self) -> Path | None:
        return None if self.directory is None else self.directory / f"{self.id}.jsonl"

    def turns(self) -> int:
        return question_count(self.messages)

    def add_feedback(self, rating: str, comment: str) -> None:
        self._write({"type": "feedback", "turn": self.turns(), "rating": rating, "comment": comment})

    def add_usage(self, usage: dict[str, Any]) -> None:
        record = {"type": "usage", "turn": self.turns(), **usage}
        self.usage.append(record)
        self._write(record)

    def append_check(self, unexplained: list[str], tool_answers: list[str], cut_off: bool) -> None:
        """The answer check of the newest turn: numbers the answer stated that no tool gave, and cut-offs."""
        self._write({"type": "check", "turn": self.turns(), "unexplained": unexplained,
                     "tool_answers": tool_answers, "cut_off": cut_off})  # fmt: skip

    def close(self) -> None:
        if self._file is not None:
            os.close(self._file)
            self._file = None

    def _save_messages(self) -> None:
        new, self._written = self.messages[self._written :], len(self.messages)
        for message in new:
            self._write({"type": "message", "message": message})

    def _write(self, record: dict[str, Any]) -> None:
        if self.path is None or self.failure is not None:
            return
        try:
            if self._file is None:
                self._file = self._open(self.path)
            if not self._has_header:
                self._has_header = True
                self._write(self.header)
            line = json.dumps(record, ensure_ascii=False, separators=(",", ":"), default=str)
            # a lone surrogate (undecodable bytes piped in) is written as the JSON escape it stands for
            data = (self._redacted(line) + "\n").encode("utf-8", "backslashreplace")
            written = 0
            while written < len(data):
                written += os.write(self._file, data[written:])
            self.bytes_written += written
        except (OSError, ValueError) as error:
            why = getattr(error, "strerror", None) or error
            self.failure = f"Could not save the chat to {self.path}: {why}; it goes on unsaved."
            self.close()

    def _open(self, path: Path) -> int:
        make_private_folder(path.parent)
        if path.exists():
            cut_torn_tail(path)
            return os.open(path, os.O_WRONLY | os.O_APPEND)
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_EXCL, 0o600)
        os.chmod(path, 0o600)  # whatever the umask
        self._has_header = False  # a new file always begins with the chat record (even if the old one went)
        return descriptor

    def _redacted(self, line: str) -> str:
        for secret in self.secrets:
            line = redact(redact(line, secret), json.dumps(secret, ensure_ascii=False)[1:-1])
        return line


def _saved_prefix(saved: list[dict[str, Any]], history: list[dict[str, Any]]) -> int:
    """How many of `history` (the saved messages, mended) are already in the file, in order.

    A note left without results by a crash gets its error results appended after it, which keeps the file
    in the order sent. A mend earlier in the file cannot be appended in order, so it is only sent.
    """
    if history[: len(saved)] == saved:
        return len(saved)
    return len(history)


def cut_torn_tail(path: Path) -> None:
    """Cut off a last line that has no newline (a record a crash left half written)."""
    with path.open("rb+") as file:
        end = file.seek(0, os.SEEK_END)
        position = end
        while position > 0:
            start = max(0, position - _TAIL_BLOCK)
            file.seek(start)
            block = file.read(position - start)
            newline = block.rfind(b"\n")
            if newline >= 0:
                keep = start + newline + 1
                break
            position = start
        else:
            keep = 0
        if keep != end:
            file.truncate(keep)
