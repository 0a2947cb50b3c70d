"""Corpus 20's families of phrasing, in the order the README's table lists them."""

from __future__ import annotations

from part1 import EMAIL, FAMILY_CHAT, SOCIAL_POSTS, SPEECH_TO_TEXT, TEXT_SPEAK
from part2 import ARABIC_SPEAKERS, CHINESE_SPEAKERS, FRENCH_SPEAKERS, POLISH_SPEAKERS, SPANISH_SPEAKERS
from part3 import ALLOTMENT, BOOKKEEPING, PETS_AND_VETS, TEACHER_NOTES, TRAVEL
from part4 import CINEMA_THEATRE, CRAFTS, FITNESS, FOOTBALL, SCHOOL_GATE, WEATHER

FAMILIES = {
    "family-chat": FAMILY_CHAT,
    "email-signed": EMAIL,
    "speech-to-text": SPEECH_TO_TEXT,
    "text-speak": TEXT_SPEAK,
    "social-posts": SOCIAL_POSTS,
    "spanish-speakers": SPANISH_SPEAKERS,
    "french-speakers": FRENCH_SPEAKERS,
    "polish-speakers": POLISH_SPEAKERS,
    "arabic-speakers": ARABIC_SPEAKERS,
    "chinese-speakers": CHINESE_SPEAKERS,
    "teacher-notes": TEACHER_NOTES,
    "bookkeeping": BOOKKEEPING,
    "travel": TRAVEL,
    "allotment": ALLOTMENT,
    "pets-and-vets": PETS_AND_VETS,
    "crafts": CRAFTS,
    "cinema-theatre": CINEMA_THEATRE,
    "weather": WEATHER,
    "football-tables": FOOTBALL,
    "fitness-apps": FITNESS,
    "school-gate": SCHOOL_GATE,
}
