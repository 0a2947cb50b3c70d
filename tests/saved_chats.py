"""Reading what a test's chat saved, through the project's own reader of chat files."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from quickmath.chat_files import SavedChat, read_chat
from tests.chat_server import ChatServer


def saved_chats(folder: Path) -> list[SavedChat]:
    """Every chat saved in `folder` (by file name, so by when each began)."""
    return [read_chat(path) for path in sorted(folder.glob("*.jsonl"))]


def only_chat(folder: Path) -> SavedChat:
    [saved] = saved_chats(folder)
    return saved


def saved_messages(folder: Path) -> list[dict[str, Any]]:
    """The messages of the one chat saved in `folder`."""
    return only_chat(folder).messages


def legacy_chat(folder: Path, chat_id: str = "20250101-120000-0ldc4a75") -> Path:
    """A chat saved before JSON Lines: one indented JSON object holding the messages."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{chat_id}.json"
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "solve_with_shortcut", "arguments": '{"a": 13, "operation": "*", "b": 14}'},
    }
    result = {"found": True, "solution": {"technique": "multiply_teens", "problem": "13 × 14", "answer": 182}}
    saved = {
        "id": chat_id, "created": "2025-01-01T12:00:00Z", "model": "gpt-4.1-mini", "backend": "openai",
        "system_prompt": "rules",
        "messages": [
            {"role": "user", "content": "What's 13 × 14?"},
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "call_1", "content": json.dumps(result)},
            {"role": "assistant", "content": "Teens: **182**."},
        ],
        "feedback": [{"turn": 1, "rating": "up", "comment": "neat"}],
        "usage": [{"turn": 1, "prompt_tokens": 900, "completion_tokens": 40, "requests": 2,
                   "estimated": False}],
    }  # fmt: skip
    path.write_text(json.dumps(saved, indent=1))
    os.utime(path, (1_700_000_000, 1_700_000_000))
    return path


def kill_9_while_waiting(server: ChatServer, folder: Path, typed: bytes, key: str) -> None:
    """Pipe `typed` into `quickmath chat` against `server`, and `kill -9` it once its 2nd request arrives."""
    chat = subprocess.Popen(
        [sys.executable, "-m", "quickmath", "chat", "--base-url", server.base_url, "--no-stream",
         "--transcripts-dir", str(folder)],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "OPENAI_API_KEY": key},
    )  # fmt: skip
    assert chat.stdin is not None
    chat.stdin.write(typed)
    chat.stdin.flush()
    deadline = time.monotonic() + 30
    while len(server.received) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    chat.send_signal(signal.SIGKILL)
    chat.wait()
    chat.stdin.close()
