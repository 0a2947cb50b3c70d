"""Choosing who sits in the model's seat: an OpenAI-compatible endpoint, or the offline coach."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from quickmath.errors import ModelError
from quickmath.safe import redact

DEFAULT_MODEL = "gpt-4.1-mini"
OFFLINE_MODEL = "offline-coach"
"""The model name transcripts, eval results and `ask --json` give for the offline coach."""
PLACEHOLDER_KEY = "not-needed"


@dataclass(frozen=True)
class Backend:
    """Who answers: the client to send requests to, its kind and model, and the line that says so."""

    client: Any
    kind: str
    model: str
    banner: str
    secret: str | None = None


def choose(*, offline: bool, base_url: str | None, model: str, timeout: float) -> Backend:
    key = os.environ.get("OPENAI_API_KEY") or None
    if offline or not (key or base_url):
        from quickmath.offline import OfflineCoach

        why = "--offline" if offline else "no OPENAI_API_KEY or --base-url"
        return Backend(
            OfflineCoach(),
            "offline",
            OFFLINE_MODEL,
            f"Offline coach answering ({why}): rule-based.",
        )
    import openai

    client = openai.OpenAI(api_key=key or PLACEHOLDER_KEY, base_url=base_url, timeout=timeout, max_retries=2)
    where = base_url or "OpenAI"
    return Backend(
        GuardedClient(client, where, timeout, key), "openai", model, f"Model {model} at {where}.", key
    )


class GuardedClient:
    """The OpenAI client with every failure turned into a ModelError a person can act on."""

    def __init__(self, client: Any, where: str, timeout: float, secret: str | None) -> None:
        self._client = client
        self._where = where
        self._timeout = timeout
        self._secret = secret
        self.chat = self
        self.completions = self

    def create(self, **request: Any) -> Any:
        try:
            response = self._client.chat.completions.create(**request)
        except Exception as error:
            raise self._explain(error) from None
        return self._guard_stream(response) if request.get("stream") else response

    def _guard_stream(self, chunks: Any) -> Iterator[Any]:
        try:
            yield from chunks
        except Exception as error:
            raise self._explain(error) from None

    def _explain(self, error: Exception) -> ModelError:
        return ModelError(redact(describe(error, self._where, self._timeout), self._secret))


def describe(error: Exception, where: str, timeout: float) -> str:
    """One line for a failed request: what failed and what to do."""
    import openai

    status = getattr(error, "status_code", None)
    if isinstance(error, openai.APITimeoutError):
        return f"The model at {where} did not answer within {timeout:g} s. Try again, or raise --timeout."
    if isinstance(error, openai.APIConnectionError):
        return f"Could not connect to {where}. Check that the server is running and --base-url is right."
    if isinstance(error, openai.AuthenticationError):
        return f"{where} refused the API key (401). Check OPENAI_API_KEY, or use --offline."
    if isinstance(error, openai.RateLimitError):
        return f"{where} is rate limiting requests (429), even after retries. Wait a little and try again."
    if isinstance(error, openai.NotFoundError):
        return f"{where} has no such model or path (404). Check --model and --base-url."
    message = str(getattr(error, "message", "") or error)
    detail = " ".join(message.removeprefix(f"Error code: {status} - ").split())[:160]
    if isinstance(error, openai.APIStatusError) and status and status >= 500:
        return f"{where} failed with a server error ({status}): {detail}. Try again later, or use --offline."
    if isinstance(error, openai.APIStatusError):
        return f"{where} rejected the request ({status}): {detail}"
    detail = detail or type(error).__name__
    return f"{where} sent a reply that could not be read ({detail}). Try again, or use --offline."
