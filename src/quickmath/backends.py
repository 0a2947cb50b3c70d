"""Choosing who sits in the model's seat: an OpenAI-compatible endpoint, or the offline coach."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

from quickmath.errors import BadUsage, ModelError
from quickmath.records import Record
from quickmath.safe import Secret, redact, shown_url, url_password

DEFAULT_MODEL = "gpt-4.1-mini"
OFFLINE_MODEL = "offline-coach"
"""The model name transcripts, eval results and `ask --json` give for the offline coach."""
PLACEHOLDER_KEY = "not-needed"


class Backend(Record):
    """Who answers: the client to send requests to, its kind and model, and the line that says so."""

    client: Any
    kind: str
    model: str
    banner: str
    secret: Secret = None


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
    if base_url is not None:
        check_base_url(base_url)
    import openai

    client = openai.OpenAI(api_key=key or PLACEHOLDER_KEY, base_url=base_url, timeout=timeout, max_retries=0)
    where = shown_url(base_url) if base_url else "OpenAI"
    secret = tuple(s for s in (key, url_password(base_url)) if s)
    return Backend(
        GuardedClient(client, where, timeout, secret), "openai", model, f"Model {model} at {where}.", secret
    )


def check_base_url(url: str) -> None:
    """Raise BadUsage unless `url` is an http(s) address with a host (and a number for a port, if any)."""
    problem = "it needs http:// or https:// and a host, e.g. http://localhost:11434/v1"
    try:
        parts = urlsplit(url)
        port_ok = parts.port is None or parts.port > 0
        usable = parts.scheme in ("http", "https") and bool(parts.hostname) and port_ok
    except ValueError as error:
        usable, problem = False, str(error)
    if not usable:
        raise BadUsage(f"--base-url {shown_url(url)!r} cannot be used: {problem}.")


class GuardedClient:
    """The OpenAI client with every failure turned into a ModelError a person can act on.

    `timeout` bounds each request as a whole: every retry and every chunk of a stream must come before
    the deadline, and each attempt is given only the time that is left."""

    def __init__(self, client: Any, where: str, timeout: float, secret: Secret) -> None:
        self._client = client
        self._where = where
        self._timeout = timeout
        self._secret = secret
        self.chat = self
        self.completions = self

    def create(self, **request: Any) -> Any:
        deadline = time.monotonic() + self._timeout
        for attempt in range(MAX_ATTEMPTS):
            remaining = deadline - time.monotonic()
            try:
                client = self._client.with_options(timeout=max(remaining, 0.01), max_retries=0)
                response = client.chat.completions.create(**request)
                break
            except Exception as error:
                wait = retry_wait(error, attempt)
                if attempt + 1 == MAX_ATTEMPTS or wait is None or time.monotonic() + wait >= deadline:
                    raise self._explain(error) from None
                time.sleep(wait)
        return self._guard_stream(response, deadline) if request.get("stream") else response

    def _guard_stream(self, chunks: Any, deadline: float) -> Iterator[Any]:
        try:
            for chunk in chunks:
                if time.monotonic() > deadline:
                    raise ModelError(self._late())
                yield chunk
        except ModelError:
            raise
        except Exception as error:
            raise self._explain(error) from None
        finally:
            if callable(close := getattr(chunks, "close", None)):
                close()

    def _late(self) -> str:
        return (
            f"The model at {self._where} did not finish within {self._timeout:g} s. "
            "Try again, or raise --timeout."
        )

    def _explain(self, error: Exception) -> ModelError:
        return ModelError(redact(describe(error, self._where, self._timeout), self._secret))


MAX_ATTEMPTS = 3  # the first try and two retries, all within --timeout
_RETRIED_STATUSES = {408, 409, 429}


def retry_wait(error: Exception, attempt: int) -> float | None:
    """Seconds to wait before trying again after `error`, or None when trying again cannot help."""
    import openai

    if isinstance(error, openai.APITimeoutError):
        return None  # the time is spent
    if isinstance(error, openai.APIStatusError):
        if error.status_code not in _RETRIED_STATUSES and error.status_code < 500:
            return None
        headers = error.response.headers
        for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
            try:
                return max(0.0, float(headers.get(name, "")) * scale)
            except ValueError:
                continue
    elif not isinstance(error, openai.APIConnectionError):
        return None
    return min(0.5 * (1 << attempt), 8.0)


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
