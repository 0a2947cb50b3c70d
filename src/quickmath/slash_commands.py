"""The chat's slash commands and what each does, for `/help` and `quickmath chat --help`."""

from __future__ import annotations

SLASH_COMMANDS = {
    "/help": "show this help",
    "/shortcuts": "list every shortcut, or one in full: /shortcuts [NAME]",
    "/drill": "practise a shortcut: /drill [NAME] [COUNT]",
    "/transcript": "show the messages as the model sees them",
    "/usage": "tokens used in this chat",
    "/new": "start a new chat (a new transcript)",
    "/good": "mark the last answer as good: /good [comment]",
    "/bad": "mark the last answer as bad: /bad [comment]",
    "/quit": "leave (exit, quit or Ctrl-D work too)",
}

NAMED_SHORTCUT = ("/drill", "/shortcuts")
"""Commands whose first word is a shortcut's name, so Tab completes names there."""
