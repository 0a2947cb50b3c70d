"""The scripted Chat Completions server that eval and fault tests share, read by the real openai client."""

from __future__ import annotations

import json

import openai
import pytest

from tests.chat_server import ChatServer
from tests.fakes import note

ADD = note("solve_with_shortcut", a=47, operation="+", b=9)


def client(server: ChatServer, **options: object) -> openai.OpenAI:
    settings: dict[str, object] = {"max_retries": 0, **options}
    return openai.OpenAI(base_url=server.base_url, api_key="test-key", **settings)  # type: ignore[arg-type]


def ask(server: ChatServer, **request: object) -> object:
    messages = [{"role": "user", "content": "What is 47 + 9?"}]
    return client(server).chat.completions.create(model="m", messages=messages, **request)  # type: ignore[call-overload]


def test_a_whole_reply_with_a_note_and_usage() -> None:
    with ChatServer(model="scripted") as server:
        server.reply(notes=[ADD], usage=(120, 12))
        response = ask(server)
        body = server.bodies[0]
    message = response.choices[0].message  # type: ignore[attr-defined]
    assert (message.tool_calls[0].function.name, message.tool_calls[0].function.arguments) == ADD
    assert (response.usage.prompt_tokens, response.usage.completion_tokens) == (120, 12)  # type: ignore[attr-defined]
    assert response.choices[0].finish_reason == "tool_calls"  # type: ignore[attr-defined]
    assert body == {"model": "m", "messages": [{"role": "user", "content": "What is 47 + 9?"}]}


def test_the_same_reply_streamed_when_the_request_asks() -> None:
    with ChatServer() as server:
        server.reply("Add 10, take 1: **56**", notes=[ADD], usage=(7, 3))
        chunks = list(ask(server, stream=True, stream_options={"include_usage": True}))  # type: ignore[call-overload]
        headers = server.received[0].headers
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    arguments = "".join(
        call.function.arguments or ""
        for c in chunks
        if c.choices
        for call in c.choices[0].delta.tool_calls or []
    )
    assert text == "Add 10, take 1: **56**"
    assert json.loads(arguments) == json.loads(ADD[1])
    assert chunks[-1].usage.completion_tokens == 3
    assert headers["authorization"] == "Bearer test-key"


def test_scripted_http_errors_then_a_reply() -> None:
    with ChatServer() as server:
        server.fail(429, "slow down", times=2).reply("fine")
        for _ in range(2):
            with pytest.raises(openai.RateLimitError, match="slow down"):
                ask(server)
        assert ask(server).choices[0].message.content == "fine"  # type: ignore[attr-defined]
        assert server.pending == 0


def test_the_client_retries_a_server_error_quickly() -> None:
    with ChatServer() as server:
        server.fail(503, times=2).reply("back")
        retrying = client(server, max_retries=2)
        response = retrying.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
        assert response.choices[0].message.content == "back"
        assert len(server.received) == 3


def test_raw_bodies_broken_streams_and_hangs() -> None:
    with ChatServer() as server:
        server.raw(b"<html>not json</html>", content_type="text/html")
        server.raw(b"{not json")
        server.events([{"choices": [{"index": 0, "delta": {"content": "Hel"}}]}, "{broken"], done=False)
        server.hang(2)
        assert ask(server) == "<html>not json</html>"  # the client hands back what it cannot parse
        with pytest.raises(json.JSONDecodeError):
            ask(server)
        stream = ask(server, stream=True)
        first = next(stream)  # type: ignore[call-overload]
        assert first.choices[0].delta.content == "Hel"
        with pytest.raises(Exception, match=r"broken|Expecting|JSON"):
            list(stream)  # type: ignore[call-overload]
        with pytest.raises(openai.APITimeoutError):
            client(server, timeout=0.5).chat.completions.create(model="m", messages=[])


def test_running_out_of_script_or_a_wrong_path_fails_loudly() -> None:
    with ChatServer() as server:
        with pytest.raises(openai.BadRequestError, match="no scripted reply left"):
            ask(server)
        wrong = openai.OpenAI(base_url=server.base_url + "/nowhere", api_key="k", max_retries=0)
        with pytest.raises(openai.NotFoundError):
            wrong.completions.create(model="m", prompt="hi")
