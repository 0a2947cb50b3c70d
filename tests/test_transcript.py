"""Saved chats: the contract's format, written atomically, private, and without the key."""

from __future__ import annotations

import json
import stat
from pathlib import Path

from quickmath.transcript import Transcript

KEY = "sk-test-0123456789abcdef"


def test_a_saved_chat_has_the_contract_fields_and_mode_0600(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="gpt-4.1-mini", backend="openai", system_prompt="Be kind.")
    transcript.messages.append({"role": "user", "content": "What is 47 + 9?"})
    transcript.add_feedback("up", "")
    transcript.save()
    [path] = tmp_path.iterdir()
    saved = json.loads(path.read_text())
    assert set(saved) == {
        "id",
        "created",
        "model",
        "backend",
        "system_prompt",
        "messages",
        "feedback",
        "usage",
    }
    assert saved["messages"] == [{"role": "user", "content": "What is 47 + 9?"}]
    assert saved["feedback"] == [{"turn": 1, "rating": "up", "comment": ""}]
    assert saved["created"].endswith("Z")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_rewriting_after_each_turn_keeps_one_file_and_no_temp_files(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="m", backend="offline", system_prompt="")
    for turn in range(5):
        transcript.messages.append({"role": "user", "content": f"question {turn}"})
        transcript.save()
    assert [p.name for p in tmp_path.iterdir()] == [f"{transcript.id}.json"]
    assert len(json.loads((tmp_path / f"{transcript.id}.json").read_text())["messages"]) == 5


def test_the_api_key_never_reaches_the_file(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="m", backend="openai", system_prompt="")
    transcript.messages.append({"role": "user", "content": f"my key is {KEY}, is that safe?"})
    transcript.save(secret=KEY)
    text = next(tmp_path.iterdir()).read_text()
    assert KEY not in text
    assert "[redacted]" in text


def test_no_save_writes_nothing(tmp_path: Path) -> None:
    transcript = Transcript(None, model="m", backend="offline", system_prompt="")
    transcript.messages.append({"role": "user", "content": "hi"})
    transcript.save()
    assert transcript.path is None
    assert list(tmp_path.iterdir()) == []
