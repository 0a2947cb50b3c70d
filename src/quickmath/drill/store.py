"""Every drill attempt, kept in an SQLite file in the user's data folder so progress survives."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from quickmath.drill import DrillError
from quickmath.drill.attempt import Attempt
from quickmath.files import create_private_file
from quickmath.places import data_dir

SCHEMA_VERSION = 1
FILE_NAME = "progress.sqlite3"
ADVICE = "set QUICKMATH_DATA_DIR to a folder you can write to"
_COLUMNS = (
    "shortcut",
    "problem",
    "operation",
    "a",
    "b",
    "step",
    "expected",
    "given",
    "correct",
    "seconds",
    "at",
)
_SCHEMA = (
    """CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        shortcut TEXT NOT NULL,
        problem TEXT NOT NULL,
        operation TEXT NOT NULL,
        a TEXT NOT NULL,
        b TEXT NOT NULL,
        step TEXT NOT NULL,
        expected TEXT NOT NULL,
        given TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        seconds REAL NOT NULL CHECK (seconds >= 0),
        at TEXT NOT NULL
    )""",
    "CREATE INDEX attempts_by_shortcut ON attempts (shortcut, id)",
)


class StoreError(DrillError):
    """The progress database could not be opened, read or written."""


@contextmanager
def _failing(what: str, advice: str = ADVICE) -> Iterator[None]:
    """Turn an sqlite3 failure into a StoreError that says what was being done and what to do."""
    try:
        yield
    except sqlite3.Error as error:
        raise StoreError(f"{what} ({error}); {advice}") from None


class Store:
    """The attempts table, one row per answer. Every write is its own transaction, in WAL mode."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path
        self.unreadable = 0  # rows the last `attempts()` skipped, e.g. a date written by hand

    @classmethod
    def open(cls, folder: Path | None = None) -> Store:
        path = (folder or data_dir()) / FILE_NAME
        try:
            create_private_file(path)
            connection = sqlite3.connect(path, timeout=5, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"cannot open the progress database {path} ({error}); {ADVICE}") from None
        try:
            with _failing(f"cannot use {path} as the progress database", f"move it aside or {ADVICE}"):
                _migrate(connection, path)
        except BaseException:
            connection.close()
            raise
        return cls(connection, path)

    def record(self, attempt: Attempt) -> None:
        row = (
            attempt.shortcut, attempt.problem, attempt.operation, attempt.a, attempt.b, attempt.step,
            attempt.expected, attempt.given, int(attempt.correct), attempt.seconds, attempt.at.isoformat(),
        )  # fmt: skip
        placeholders = ", ".join("?" * len(_COLUMNS))
        with _failing(f"cannot save an attempt to {self.path}"):
            self._db.execute(f"INSERT INTO attempts ({', '.join(_COLUMNS)}) VALUES ({placeholders})", row)

    def attempts(self) -> list[Attempt]:
        """Every attempt, in the order they were answered."""
        with _failing(f"cannot read {self.path}"):
            rows = self._db.execute(f"SELECT {', '.join(_COLUMNS)} FROM attempts ORDER BY id").fetchall()
        read = [_attempt(row) for row in rows]
        self.unreadable = sum(attempt is None for attempt in read)
        return [attempt for attempt in read if attempt is not None]

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


def _migrate(connection: sqlite3.Connection, path: Path) -> None:
    """Bring the file up to SCHEMA_VERSION in one transaction, so a crash leaves it as it was.

    The version is read before anything else: a newer quickmath's file is refused untouched."""
    _refuse_newer(connection.execute("PRAGMA user_version").fetchone()[0], path)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=NORMAL")  # in WAL: a crash may drop the last write, never corrupts
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        _refuse_newer(version, path)
        if version == 0:
            for statement in _SCHEMA:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


def _refuse_newer(version: int, path: Path) -> None:
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{path} was written by a newer quickmath (schema {version}; this one knows up to "
            f"{SCHEMA_VERSION}); upgrade quickmath or {ADVICE}"
        )


def _moment(text: Any) -> datetime | None:
    try:
        moment = datetime.fromisoformat(str(text))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _attempt(row: tuple[Any, ...]) -> Attempt | None:
    """One row as an Attempt; None when its date cannot be read, so one bad row never stops `stats`."""
    shortcut, problem, operation, a, b, step, expected, given, correct, seconds, at = row
    moment = _moment(at)
    if moment is None:
        return None
    return Attempt(
        shortcut=shortcut,
        problem=problem,
        operation=operation,
        a=a,
        b=b,
        step=step,
        expected=expected,
        given=given,
        correct=bool(correct),
        seconds=float(seconds),
        at=moment,
    )
