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
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def inert(text: str) -> str:
    """`text` with escape sequences removed and other control characters shown as visible codes."""
    text = _ESCAPES.sub("", text)
    return _CONTROLS.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else "", text)


def redact(text: str, secret: str | None) -> str:
    return text.replace(secret, "[redacted]") if secret and len(secret) >= 4 else text
