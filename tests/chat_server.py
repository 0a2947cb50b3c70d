"""A scripted OpenAI-compatible Chat Completions endpoint on 127.0.0.1, to test with the real `openai` client.

    with ChatServer() as server:
        server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9)])
        server.reply("Add 10, take 1: **56**")
        run quickmath with --base-url server.base_url        # http://127.0.0.1:PORT/v1
        server.bodies                                         # the JSON body of every request, in order

Every POST to a path ending in /chat/completions takes the next scripted reply, in order:
- `reply(content=None, notes=None, usage=(100, 10), stream=None, delay=0)`: a completion with text and/or
  notes, given as (name, JSON arguments) pairs such as `tests.fakes.note(...)`. With `stream=None` it is
  sent the way the request asked: one JSON body, or as server-sent events (`data: {chunk}` blocks, text in
  small pieces, each note's arguments split over deltas, a usage chunk when `usage` is set, then
  `data: [DONE]`). `stream=True` or `False` forces either, whatever the request said.
- `fail(status, message="scripted failure", times=1, headers=None, delay=0)`: an HTTP error with an
  OpenAI-style error body, `times` requests in a row. The openai client retries 408, 409, 429 and 5xx,
  so queue one per attempt. Unless `headers` says otherwise, `retry-after-ms: 1` keeps retries fast.
- `events(payloads, done=True, delay=0)`: raw server-sent events; each payload is a dict (sent as JSON)
  or a str (sent as is), for broken or unusual streams.
- `raw(body, status=200, content_type="application/json", delay=0)`: any bytes, e.g. a body that is not JSON.
- `hang(seconds)`: answer nothing for `seconds`, then close, to test timeouts.
- `drip(text, every)`: stream `text` one character every `every` seconds, to test a slow stream.
`delay` waits that many seconds before answering. When the script has run out, the server answers 400
with "chat_server: no scripted reply left" (not retried by the client), so an extra request fails loudly.

`server.received` holds every request as `Received(path, headers, body)` (header names in lower case,
the body parsed from JSON); `server.bodies` just the bodies; `server.pending` counts replies not yet used.
Any other path or method gets a 404.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

Note = tuple[str, str]
Action = Callable[["_Handler", dict[str, Any]], None]


@dataclass(frozen=True)
class Received:
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class _Script:
    actions: deque[Action] = field(default_factory=deque)
    received: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _error_body(status: int, message: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": "scripted_error", "param": None, "code": str(status)}}


def _message(content: str | None, notes: Sequence[Note]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if notes:
        message["tool_calls"] = [
            {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": arguments}}
            for i, (name, arguments) in enumerate(notes, 1)
        ]
    return message


def _usage(usage: tuple[int, int] | None) -> dict[str, int] | None:
    if usage is None:
        return None
    return {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)}


def completion_body(
    content: str | None, notes: Sequence[Note], usage: tuple[int, int] | None, model: str
) -> dict[str, Any]:
    """A whole `chat.completion` object as the API sends it."""
    body: dict[str, Any] = {
        "id": "chatcmpl-scripted",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": _message(content, notes),
                "finish_reason": "tool_calls" if notes else "stop",
            }
        ],
    }
    if (counts := _usage(usage)) is not None:
        body["usage"] = counts
    return body


def stream_chunks(
    content: str | None, notes: Sequence[Note], usage: tuple[int, int] | None, model: str, piece: int = 5
) -> Iterator[dict[str, Any]]:
    """The same reply as `chat.completion.chunk` objects, the way a streaming endpoint sends it."""

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return {"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": 0, "model": model,
                "choices": [choice]}  # fmt: skip

    yield chunk({"role": "assistant", "content": ""})
    text = content or ""
    for start in range(0, len(text), piece):
        yield chunk({"content": text[start : start + piece]})
    for index, (name, arguments) in enumerate(notes):
        opening = {"index": index, "id": f"call_{index + 1}", "type": "function",
                   "function": {"name": name, "arguments": ""}}  # fmt: skip
        yield chunk({"tool_calls": [opening]})
        for start in range(0, len(arguments), piece):
            yield chunk(
                {
                    "tool_calls": [
                        {"index": index, "function": {"arguments": arguments[start : start + piece]}}
                    ]
                }
            )
    yield chunk({}, "tool_calls" if notes else "stop")
    if (counts := _usage(usage)) is not None:
        yield {"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": 0, "model": model,
               "choices": [], "usage": counts}  # fmt: skip


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        return None

    def send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_bytes(status, data, "application/json", headers)

    def send_bytes(
        self, status: int, data: bytes, content_type: str, headers: dict[str, str] | None = None
    ) -> None:
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def send_events(self, payloads: Sequence[dict[str, Any] | str], done: bool) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.end_headers()
        for payload in payloads:
            text = payload if isinstance(payload, str) else json.dumps(payload)
            self.wfile.write(f"data: {text}\n\n".encode())
            self.wfile.flush()
        if done:
            self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length)
        try:
            body: Any = json.loads(raw or b"null")
        except ValueError:
            body = raw.decode(errors="replace")
        script = self.server.script
        with script.lock:
            script.received.append(Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            action = script.actions.popleft() if script.actions else None
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self.send_json(404, _error_body(404, f"chat_server: no such path {self.path}"))
        elif action is None:
            self.send_json(400, _error_body(400, "chat_server: no scripted reply left"))
        else:
            action(self, body if isinstance(body, dict) else {})

    def do_GET(self) -> None:
        self.send_json(404, _error_body(404, f"chat_server: no such path {self.path}"))


POLL = 0.01
"""Seconds between serve_forever's checks for shutdown: its default 0.5 s made every test wait on exit."""


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    script: _Script


class ChatServer:
    """A scripted Chat Completions endpoint on a free port of 127.0.0.1; use it as a context manager."""

    def __init__(self, model: str = "scripted-model") -> None:
        self.model = model
        self._script = _Script()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.script = self._script
        self._thread = threading.Thread(target=self._server.serve_forever, args=(POLL,), daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    @property
    def received(self) -> list[Received]:
        with self._script.lock:
            return list(self._script.received)

    @property
    def bodies(self) -> list[Any]:
        return [request.body for request in self.received]

    @property
    def pending(self) -> int:
        with self._script.lock:
            return len(self._script.actions)

    def __enter__(self) -> ChatServer:
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _queue(self, action: Action, delay: float = 0) -> ChatServer:
        def delayed(handler: _Handler, request: dict[str, Any]) -> None:
            if delay:
                time.sleep(delay)
            action(handler, request)

        with self._script.lock:
            self._script.actions.append(delayed)
        return self

    def reply(
        self,
        content: str | None = None,
        notes: Sequence[Note] = (),
        usage: tuple[int, int] | None = (100, 10),
        stream: bool | None = None,
        delay: float = 0,
    ) -> ChatServer:
        """Queue a completion: text and/or notes, streamed if the request (or `stream`) says so."""

        def send(handler: _Handler, request: dict[str, Any]) -> None:
            streaming = bool(request.get("stream")) if stream is None else stream
            if streaming:
                handler.send_events(list(stream_chunks(content, notes, usage, self.model)), done=True)
            else:
                handler.send_json(200, completion_body(content, notes, usage, self.model))

        return self._queue(send, delay)

    def fail(
        self,
        status: int,
        message: str = "scripted failure",
        times: int = 1,
        headers: dict[str, str] | None = None,
        delay: float = 0,
    ) -> ChatServer:
        """Queue `times` HTTP errors with an OpenAI-style error body."""
        sent_headers = {"retry-after-ms": "1"} if headers is None else headers
        for _ in range(times):
            self._queue(
                lambda handler, _: handler.send_json(status, _error_body(status, message), sent_headers),
                delay,
            )
        return self

    def events(
        self, payloads: Sequence[dict[str, Any] | str], done: bool = True, delay: float = 0
    ) -> ChatServer:
        """Queue a raw event stream: each payload is sent as one `data:` line."""
        return self._queue(lambda handler, _: handler.send_events(payloads, done), delay)

    def raw(
        self, body: bytes, status: int = 200, content_type: str = "application/json", delay: float = 0
    ) -> ChatServer:
        """Queue any bytes as the reply."""
        return self._queue(lambda handler, _: handler.send_bytes(status, body, content_type), delay)

    def drip(self, text: str, every: float) -> ChatServer:
        """Queue a streamed answer that arrives one character every `every` seconds."""

        def send(handler: _Handler, request: dict[str, Any]) -> None:
            handler.send_response(200)
            handler.send_header("content-type", "text/event-stream")
            handler.end_headers()
            try:
                for chunk in stream_chunks(text, (), None, self.model, piece=1):
                    handler.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    handler.wfile.flush()
                    time.sleep(every)
                handler.wfile.write(b"data: [DONE]\n\n")
            except OSError:
                pass  # the client gave up and closed the connection
            handler.close_connection = True

        return self._queue(send)

    def hang(self, seconds: float) -> ChatServer:
        """Queue a request that gets no answer for `seconds`, then a closed connection."""

        def close(handler: _Handler, _: dict[str, Any]) -> None:
            handler.close_connection = True

        return self._queue(close, seconds)
