"""Making text from a model or a user inert before it reaches the terminal."""

from __future__ import annotations

import re

_ESCAPES = re.compile(
    r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: titles, hyperlinks, clipboard writes
    r"|\x1b[P^_X][^\x1b]*(?:\x1b\\)?"  # DCS, PM, APC, SOS strings
    r"|\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, screen clears
    r"|\x1b[@-Z\\-_]"  # other two-byte escapes
    r"|\x9b[0-?]*[ -/]*[@-~]"  # 8-bit CSI
)
_SHOWN = [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0)]  # controls but tab and newline
_DROPPED = [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]  # bidirectional overrides and isolates
_CONTROLS = {code: f"\\x{code:02x}" for code in _SHOWN} | dict.fromkeys(_DROPPED)


def inert(text: str) -> str:
    """`text` with escape sequences removed and other control characters shown as visible codes."""
    return _ESCAPES.sub("", text).translate(_CONTROLS)


def redact(text: str, secret: str | None) -> str:
    return text.replace(secret, "[redacted]") if secret and len(secret) >= 4 else text
