"""Making text from a model or a user inert before it reaches the terminal."""

from __future__ import annotations

import contextlib
import json
from typing import Any, TextIO

from quickmath.patterns import lazy

_ESCAPES = lazy(
    r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: titles, hyperlinks, clipboard writes
    r"|\x1b[P^_X][^\x1b]*(?:\x1b\\)?"  # DCS, PM, APC, SOS strings
    r"|\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, screen clears
    r"|\x1b[@-Z\\-_]"  # other two-byte escapes
    r"|\x9b[0-?]*[ -/]*[@-~]",  # 8-bit CSI
    needs="\x1b|\x9b",
)
_SHOWN = [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0)]  # controls but tab and newline
_DROPPED = [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]  # bidirectional overrides and isolates
_CONTROLS = {code: f"\\x{code:02x}" for code in _SHOWN} | dict.fromkeys(_DROPPED)


def inert(text: str) -> str:
    """`text` with escape sequences removed and other control characters shown as visible codes."""
    return valid_text(_ESCAPES.sub("", text).translate(_CONTROLS))


_USER_INFO = lazy(r"//([^/?#@:]*):([^/?#]*)@")
_SURROGATES = lazy("[\ud800-\udfff]")

Secret = str | tuple[str, ...] | None
"""What must never be shown or saved: the API key, a password in the base URL, or both."""


def _written_forms(secret: str) -> set[str]:
    """The secret as written, and as JSON writes it inside a string (a key with \\ or " is escaped)."""
    return {secret, json.dumps(secret)[1:-1], json.dumps(secret, ensure_ascii=False)[1:-1]}


def redact(text: str, secret: Secret) -> str:
    """`text` with every secret, plain or JSON-escaped, replaced by [redacted]."""
    for one in secrets_of(secret):
        if len(one) >= 4:
            for form in sorted(_written_forms(one), key=len, reverse=True):
                text = text.replace(form, "[redacted]")
    return text


def secrets_of(secret: Secret) -> tuple[str, ...]:
    return (secret,) if isinstance(secret, str) else secret or ()


def scrub(value: Any, secret: Secret) -> Any:
    """`value` with the secrets redacted from every string inside it, keys included."""
    if isinstance(value, str):
        return redact(value, secret)
    if isinstance(value, dict):
        return {scrub(key, secret): scrub(item, secret) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [scrub(item, secret) for item in value]
    return value


def url_password(url: str | None) -> str | None:
    """The password in `http://user:pass@host/...`, if the URL carries one (read even from a broken URL)."""
    match = _USER_INFO.search(url or "")
    return match.group(2) if match and match.group(2) else None


def shown_url(url: str) -> str:
    """`url` as a person may see it: a password in it is replaced by [redacted]."""
    return _USER_INFO.sub(lambda m: f"//{m.group(1)}:[redacted]@" if m.group(2) else m.group(), url, count=1)


def valid_text(text: str) -> str:
    """`text` with lone surrogates (which cannot be printed or saved as UTF-8) replaced by U+FFFD."""
    return _SURROGATES.sub("\ufffd", text) if has_surrogates(text) else text


def has_surrogates(text: str) -> bool:
    try:
        text.encode("utf-8")  # cheaper than compiling the pattern, which a surrogate alone needs
    except UnicodeEncodeError:
        return _SURROGATES.search(text) is not None
    return False


def readable_lines(stream: TextIO) -> TextIO:
    """`stream` set to read bytes that are not UTF-8 as U+FFFD instead of failing (piped stdin)."""
    reconfigure = getattr(stream, "reconfigure", None)
    if callable(reconfigure) and getattr(stream, "errors", None) != "replace":
        with contextlib.suppress(ValueError):  # already being read: a /drill in a chat that set it up
            reconfigure(errors="replace")
    return stream
