"""Corpus 19's hand-written phrasings, family by family (see README.md for the voices)."""

from __future__ import annotations

from part1 import (
    EMOJI_CAPS,
    MARKDOWN_INLINE,
    MARKDOWN_LISTS,
    NO_SPACES,
    STRAY_EVERYDAY,
    STRAY_SCHOOL,
    STRAY_WORK,
)
from part2 import RAMBLE_HOME, RAMBLE_JOB, TWO_QUESTIONS
from part3 import BAKERS, CHEFS, CLINIC, HAULAGE, LAB, WAREHOUSE
from part4 import (
    BUS_DRIVERS,
    COACHES,
    GAMERS,
    LIBRARIANS,
    MUSICIANS,
    REFEREES,
    SHOP_ASSISTANTS,
    TRAIN_DRIVERS,
)

FAMILIES = {
    "stray-school": STRAY_SCHOOL,
    "stray-everyday": STRAY_EVERYDAY,
    "stray-work": STRAY_WORK,
    "markdown-lists": MARKDOWN_LISTS,
    "markdown-inline": MARKDOWN_INLINE,
    "emoji-caps": EMOJI_CAPS,
    "no-spaces": NO_SPACES,
    "ramble-home": RAMBLE_HOME,
    "ramble-job": RAMBLE_JOB,
    "two-questions": TWO_QUESTIONS,
    "bakers": BAKERS,
    "chefs": CHEFS,
    "lab": LAB,
    "clinic": CLINIC,
    "warehouse": WAREHOUSE,
    "haulage": HAULAGE,
    "coaches": COACHES,
    "referees": REFEREES,
    "musicians": MUSICIANS,
    "gamers": GAMERS,
    "bus-drivers": BUS_DRIVERS,
    "train-drivers": TRAIN_DRIVERS,
    "librarians": LIBRARIANS,
    "shop-assistants": SHOP_ASSISTANTS,
}
