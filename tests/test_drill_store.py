"""The attempts database: round trips, its schema version, WAL, and clear errors for a bad file."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from quickmath.domain import Operation, Problem
from quickmath.drill.attempt import Attempt
from quickmath.drill.store import FILE_NAME, SCHEMA_VERSION, Store, StoreError, data_dir

AT = datetime(2026, 3, 2, 9, 30, 15, 250000, tzinfo=UTC)


def attempts() -> list[Attempt]:
    return [
        Attempt.of("add_nines", Problem(Operation.ADD, 47, 9), "56", True, 2.5, AT),
        Attempt.of("divide_in_parts", Problem(Operation.DIVIDE, 10, 3), "3 1/3", True, 12.25, AT),
        Attempt.of("add_time", Problem(Operation.ADD_TIME, 245, 215), "4:60", False, 31.0, AT),
    ]


def test_attempts_survive_closing_and_reopening(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        for attempt in attempts():
            store.record(attempt)
    with Store.open(tmp_path) as store:
        assert store.attempts() == attempts()


def test_the_problem_is_kept_exactly() -> None:
    kept = attempts()[1]
    assert (kept.problem, kept.operation, kept.a, kept.b, kept.step, kept.expected) == (
        "10 ÷ 3", "/", "10", "3", "1", "10/3",
    )  # fmt: skip
    assert attempts()[2].expected == "500"


def test_the_file_has_a_schema_version_and_uses_wal(tmp_path: Path) -> None:
    Store.open(tmp_path).close()
    db = sqlite3.connect(tmp_path / FILE_NAME)
    assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db.close()


def test_a_file_from_a_newer_quickmath_is_refused_and_left_alone(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.execute("PRAGMA user_version = 99")
    db.close()
    with pytest.raises(StoreError, match=r"newer quickmath \(schema 99"):
        Store.open(tmp_path)
    db = sqlite3.connect(tmp_path / FILE_NAME)
    assert db.execute("PRAGMA user_version").fetchone() == (99,)
    assert db.execute("SELECT name FROM sqlite_master").fetchall() == []
    db.close()


def test_a_file_that_is_not_a_database_gives_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"this is not sqlite " * 100)
    with pytest.raises(StoreError, match=r"as the progress database .*move it aside"):
        Store.open(tmp_path)


def test_a_folder_that_cannot_be_made_gives_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("a file where the folder should be")
    with pytest.raises(StoreError, match=r"cannot open the progress database .*QUICKMATH_DATA_DIR"):
        Store.open(tmp_path / "taken")


def test_quickmath_data_dir_overrides_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QUICKMATH_DATA_DIR", str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here"
    monkeypatch.delenv("QUICKMATH_DATA_DIR")
    assert data_dir().name == "quickmath"
