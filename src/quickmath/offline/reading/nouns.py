"""Nouns that name the same thing, one or many of it: "box" and "boxes", "shelf" and "shelves", "case" and
"cases", "bus" and "buses" — never "box" and "boy". The one helper readers and guards use for it."""

from __future__ import annotations

_MANY = {
    "child": "children", "person": "people", "man": "men", "woman": "women", "foot": "feet",
    "tooth": "teeth", "mouse": "mice", "goose": "geese",
}  # fmt: skip


def forms(noun: str) -> set[str]:
    """The noun and its plurals: "box" → box, boxes; "shelf" → shelves; "lorry" → lorries; "child" →
    children."""
    said = {noun, f"{noun}s", f"{noun}es", _MANY.get(noun, noun)}
    if noun.endswith("y") and len(noun) > 2 and noun[-2] not in "aeiou":
        said.add(f"{noun[:-1]}ies")
    if noun.endswith("f"):
        said.add(f"{noun[:-1]}ves")
    if noun.endswith("fe"):
        said.add(f"{noun[:-2]}ves")
    return said


def same_noun(word: str, other: str) -> bool:
    """Do the two words name one thing, one or many of it?"""
    return bool(word) and bool(other) and (word in forms(other) or other in forms(word))
