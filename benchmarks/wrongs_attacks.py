"""Attacks on the stories the coach reads (session 19), a part of `wrongs_grid`: each family is templates ×
number sets × wordings around one way a story can ask something its numbers do not answer, beside the right
readings that must still be answered.

Another thing asked: a story counts chairs and asks tables, or asks the room the chairs are in ("Room 101
had 45 chairs, 12 taken out. How many rooms?"), or the kind it took away ("12 of them are boys. How many
boys?"): ASKED. The things counted asked again, the other kind of those told ("19 of them are boys. How many
girls?"), or what covers them ("… boys and … girls. How many children?"): READ. Another one asked: what
someone given some got or has ("gave 12 to Sam. How many did Sam get?"), or what was had before, in the
past ("How many did I have?"): ASKED; what the giver has left: READ. Compared totals: a total of an amount
and another told by how much more ("12 more pages on Tuesday than on Monday. How many pages altogether?"):
ASKED; the second amount alone: EITHER. Labels asked ("Table 7 … table 9 … How many tables?"), groups
asked of a product ("Each of the 45 pupils brought 12 pencils. How many pupils?"), a count told asked of a
share ("48 sweets shared equally among 12 children. How many children?") and how much more asked of the one
with less ("Anna is 12 and her mum is 45. How much older is Anna?"): ASKED; what each gets, and how much more
the one with more has: EITHER. Told again: what was done asked ("borrowed 12 more. How many did we borrow?"),
how many are not of one of two kinds told ("45 red and 12 blue pens. How many aren't blue?"), how many more to
reach a number added to it, and the one told outright asked of a comparison ("I am 45 and my brother is 12
years younger. How old am I?"): ASKED; borrowed by the stock's owner (a gain) or from the stock: EITHER.
"""

from __future__ import annotations

from grid_report import ASKED, EITHER, READ

PLACES: list[tuple[str, str, str]] = [
    ("hall", "chairs", "tables"),
    ("shop", "cakes", "customers"),
    ("farm", "sheep", "cows"),
    ("library", "books", "shelves"),
    ("car park", "cars", "drivers"),
    ("box", "pens", "pencils"),
    ("garden", "roses", "tulips"),
    ("bakery", "loaves", "bakers"),
    ("tank", "fish", "plants"),
    ("classroom", "desks", "pupils"),
]
"""Where things are, the things counted, and another thing a question may ask."""
TAKEN: list[str] = [
    "{b} taken out",
    "{b} were sold",
    "{b} were given away",
    "{b} were lost",
    "{b} were moved",
    "{b} went",
]
"""How some of the things were taken."""
TWO: list[tuple[int, int]] = [(45, 12), (120, 85), (56, 19), (300, 175), (38, 9), (1250, 475)]

OTHER_ASKED: list[str] = [
    "The {place} had {a} {things}, {taken}. How many {other}?",
    "The {place} had {a} {things}, {taken}. How many {other} are left?",
    "There were {a} {things} in the {place} and {taken}. How many {other}?",
    "The {place} has {a} {things} and {taken}. How many {other} are there now?",
    "{a} {things} in the {place}, {taken}. How many {other} now?",
]
"""Things counted, another thing asked: no answer of the story's numbers."""
OTHER_ADDED: list[str] = [
    "The {place} had {a} {things} and {b} more were brought in. How many {other}?",
    "There were {a} {things} in the {place} and we added {b}. How many {other} are there now?",
]
"""Things counted and more put in, another thing asked."""
PLACE_ASKED: list[str] = [
    "{Place} {n} had {a} {things}, {taken}. How many {places}?",
    "The {place} had {a} {things}, {taken}. How many {places}?",
    "{Place} {n} has {a} {things} and {taken}. How many {places} are there?",
]
"""The place that holds the things asked as a count (the label's noun): no answer."""
SAME_ASKED: list[str] = [
    "The {place} had {a} {things}, {taken}. How many {things} are left?",
    "There were {a} {things} in the {place} and {taken}. How many {things} are left?",
    "{Place} {n} had {a} {things}, {taken}. How many {things} are left?",
]
"""The things counted asked again: what is left."""
SPLITS: list[tuple[str, str, str]] = [
    ("children", "boys", "girls"),
    ("children", "girls", "boys"),
    ("people", "men", "women"),
    ("people", "adults", "children"),
    ("pupils", "boys", "girls"),
    ("guests", "children", "adults"),
]
"""A count of one thing, a kind of it told, and the other kind."""
OTHER_KIND_ASKED: list[str] = [
    "There are {a} {whole} in a class. {b} of them are {kind}. How many {other} are there?",
    "There were {a} {whole} at the party, {b} are {kind}. How many {other}?",
]
"""The other kind of a count split in two: the count less the kind told."""
OTHER_KIND_UNSURE: list[str] = [
    "{a} {whole} went on the trip and {b} were {kind}. How many {other}?",
]
"""The other kind, told another way: asked back or the count less the kind told."""
TOLD_KIND_ASKED: list[str] = [
    "There are {a} {whole} in a class. {b} of them are {kind}. How many {kind} are there?",
    "There were {a} {whole} at the party, {b} are {kind}. How many {kind}?",
    "{a} {whole} went on the trip and {b} of them were {kind}. How many {kind} went?",
]
"""The kind told asked again: it is told, no take-away."""
UNSPLIT_ASKED: list[str] = [
    "There are {a} {whole} in a class. {b} of them are {kind}. How many teachers are there?",
    "{a} {whole} went on the trip and {b} were {kind}. How many coaches?",
    "There were {a} {whole} at the party, {b} are {kind}. How many presents?",
]
"""A count split in two, a thing of neither kind asked: no answer."""
COVERED: list[str] = [
    "{a} {kind} and {b} {other} came. How many {whole}?",
    "There are {a} {kind} and {b} {other} in the hall. How many {whole} altogether?",
]
"""Both kinds told, what covers them asked: the sum."""
PEOPLE: list[tuple[str, str, str]] = [
    ("Tom", "sweets", "Sam"),
    ("Mum", "cookies", "Gran"),
    ("Sara", "stickers", "her brother"),
    ("Priya", "marbles", "her friend"),
    ("Dad", "eggs", "Grandad"),
    ("Leo", "cards", "his sister"),
]
"""Who has the things, the things, and who is given some."""
GIVEN_TO_ASKED: list[str] = [
    "{giver} had {a} {things} and gave {b} to {taker}. How many did {taker} get?",
    "{giver} had {a} {things} and gave {b} to {taker}. How many does {taker} have?",
    "{giver} has {a} {things}. {pronoun} gives {b} to {taker}. How many {things} does {taker} have now?",
    "{giver} had {a} {things}, then gave {taker} {b}. How many has {taker} got?",
]
"""What someone given some has or got: told, or not told."""
GIVER_ASKED: list[str] = [
    "{giver} had {a} {things} and gave {b} to {taker}. How many does {giver} have now?",
    "{giver} has {a} {things}. {pronoun} gives {b} to {taker}. How many does {pronoun_low} have left?",
]
"""What the giver has left: the take-away."""
HAD_ASKED: list[str] = [
    "I had {a} {things} and lost {b}. How many did I have?",
    "{giver} had {a} {things} and ate {b}. How many did {pronoun_low} have?",
    "We picked {a} {things} and gave away {b}. How many did we pick?",
    "{giver} baked {a} {things} and sold {b}. How many did {pronoun_low} bake?",
]
"""What someone had before some were taken, asked in the past: told, no take-away."""
LEFT_ASKED: list[str] = [
    "I had {a} {things} and lost {b}. How many do I have?",
    "I had {a} {things} and lost {b}. How many did I have left?",
    "{giver} had {a} {things} and ate {b}. How many does {pronoun_low} have now?",
]
"""What is left after some were taken: the take-away."""
LABEL_NUMBERS: list[int] = [101, 4, 12, 7]

Attack = tuple[str, str, str, str, str | None]
"""A cell: its family, question, what it must be (READ, ASKED or EITHER), operation and answer."""


def _place_cells(family: str, templates: list[str], must: str, worked: str) -> list[Attack]:
    cells = []
    for turn, template in enumerate(templates):
        for step in range(4):
            place, things, other = PLACES[(turn * 3 + step * 7) % len(PLACES)]
            a, b = TWO[(turn + step * 5) % len(TWO)]
            taken = TAKEN[(turn + step) % len(TAKEN)].format(b=b)
            n = LABEL_NUMBERS[(turn + step) % len(LABEL_NUMBERS)]
            places = f"{place}es" if place.endswith(("s", "x")) else f"{place}s"
            question = template.format(
                place=place, Place=place.capitalize(), things=things, other=other, taken=taken, a=a, b=b, n=n,
                places=places,
            )  # fmt: skip
            answer = None if must == ASKED else str(a - b if worked == "-" else a + b)
            cells.append((family, question, must, worked, answer))
    return cells


def _split_cells(family: str, templates: list[str], must: str, worked: str) -> list[Attack]:
    cells = []
    for turn, template in enumerate(templates):
        for step in range(4):
            whole, kind, other = SPLITS[(turn * 2 + step * 5) % len(SPLITS)]
            a, b = TWO[(turn + step * 5) % len(TWO)]
            question = template.format(whole=whole, kind=kind, other=other, a=a, b=b)
            answer = None if must == ASKED else str(a - b if worked == "-" else a + b)
            cells.append((family, question, must, worked, answer))
    return cells


COMPARED: list[tuple[str, str, str, str]] = [
    ("I read", "pages", "on Monday", "on Tuesday"),
    ("The shop sold", "cakes", "on Saturday", "on Sunday"),
    ("We picked", "apples", "in the morning", "in the afternoon"),
    ("The school raised", "pounds", "in May", "in June"),
]
"""What is done and when, and when another amount is told by how much more."""
COMPARED_TOTAL: list[str] = [
    "{first} {a} {things} {when} and {b} more {things} {later} than {when}. How many {things} altogether?",
    "{first} {a} {things} {when}, and {later} {b} more than that. How many {things} in total?",
    "{first} {a} {things} {when} and {b} fewer {later} than {when}. How many {things} over both days?",
    "Mia has {a} {things} and Zoe has {b} more {things} than Mia. How many {things} do they have together?",
    "Mia has {a} {things}; Zoe has {b} fewer than Mia. How many {things} have they got between them?",
]
"""A total asked of an amount and another told by how much more or fewer: not the sum or gap of the two."""
COMPARED_ONE: list[str] = [
    "{first} {a} {things} {when} and {b} more {later} than {when}. How many {things} {later}?",
    "Mia has {a} {things} and Zoe has {b} more {things} than Mia. How many {things} does Zoe have?",
]
"""The second amount asked: the first and how much more."""
LABELLED: list[str] = [
    "Table {n} ordered {a} pizzas and table {m} ordered {b} pizzas. How many tables?",
    "Year {n} has {a} pupils and year {m} has {b}. How many years?",
    "Flat {n} has {a} books and flat {m} has {b} books. How many flats?",
]
"""Numbers that label things, their noun asked: no sum."""
LABELLED_READ: list[str] = [
    "Table {n} ordered {a} pizzas and table {m} ordered {b} pizzas. How many pizzas altogether?",
]
"""The things counted asked: the sum."""


GROUPS: list[tuple[str, str, str]] = [
    ("pupils", "pupil", "pencils"),
    ("bags", "bag", "apples"),
    ("teams", "team", "players"),
    ("boxes", "box", "eggs"),
]
"""Groups, one of them, and what each holds or brings."""
GROUP_ASKED: list[str] = [
    "Each of the {a} {groups} brought {b} {things}. How many {groups}?",
    "There are {a} {groups} and each {group} has {b} {things}. How many {groups} are there?",
    "Each {group} holds {b} {things}. I have {a} {groups}. How many {groups}?",
]
"""How many groups asked, which is told: no product."""
GROUP_PRODUCT: list[str] = [
    "Each of the {a} {groups} brought {b} {things}. How many {things}?",
    "There are {a} {groups} and each {group} has {b} {things}. How many {things} are there?",
]
"""What all the groups hold asked: the product."""


def _group_cells() -> list[Attack]:
    cells: list[Attack] = []
    for turn, template in enumerate(GROUP_ASKED + GROUP_PRODUCT):
        for step in range(3):
            groups, group, things = GROUPS[(turn + step * 3) % len(GROUPS)]
            a, b = TWO[(turn + step * 5) % len(TWO)]
            question = template.format(groups=groups, group=group, things=things, a=a, b=b)
            if template in GROUP_ASKED:
                cells.append(("group asked of a product", question, ASKED, "*", None))
            else:
                cells.append(("group asked of a product", question, EITHER, "*", str(a * b)))
    return cells


SHARES: list[tuple[int, int, str, str]] = [(48, 12, "sweets", "children"), (60, 5, "stickers", "friends"),
    (72, 8, "cards", "players"), (90, 6, "pencils", "pupils")]  # fmt: skip
"""A whole shared equally, how many share it, and the things and the sharers."""
SHARE_COUNT_ASKED: list[str] = [
    "{a} {things} shared equally among {b} {people}. How many {people}?",
    "{a} {things} shared equally among {b} {people}. How many {things}?",
    "Share {a} {things} between {b} {people}. How many {people} are there?",
]
"""A count the share is told with asked: told, no share."""
SHARE_EACH_ASKED: list[str] = [
    "{a} {things} shared equally among {b} {people}. How many {things} does each get?",
    "Share {a} {things} between {b} {people}. How many does each get?",
]
"""What each gets: the share."""
HOLDERS: list[tuple[str, int, str, int]] = [("Anna", 12, "her mum", 45), ("I", 45, "my brother", 12),
    ("Leo", 9, "his dad", 38), ("Priya", 56, "her sister", 19)]  # fmt: skip
"""Two people and what each has or how old each is."""
OTHER_SIDE_ASKED: list[str] = [
    "{p} {is} {x} and {q} is {y}. How much older is {smaller}?",
    "{p} {is} {x} and {q} is {y}. How many years younger is {larger}?",
    "{p} {has} £{x} and {q} has £{y}. How much more {does} {smaller_as} have?",
    "{p} {has} £{x} and {q} has £{y}. How much less {does} {larger_as} have?",
]
"""How much more asked of the one with less, or less of the one with more: no gap answers it."""
RIGHT_SIDE_ASKED: list[str] = [
    "{p} {is} {x} and {q} is {y}. How much older is {larger}?",
    "{p} {has} £{x} and {q} has £{y}. How much more {does} {larger_as} have?",
]
"""How much more asked of the one with more: the gap."""


def _side(template: str, p: str, x: int, q: str, y: int) -> str:
    """A comparison story of `p` and `q`, its question asked of the one with less or more."""
    small, large = (p, q) if x < y else (q, p)

    def asked_as(who: str) -> str:
        return who if who == "I" else who.replace("her ", "").replace("his ", "")

    def does(who: str) -> str:
        return "do" if who == "I" else "does"

    who_small, who_large = asked_as(small), asked_as(large)
    text = template.format(
        p=p, q=q, x=x, y=y, smaller=who_small, larger=who_large, smaller_as=who_small, larger_as=who_large,
        **{"is": "am" if p == "I" else "is", "has": "have" if p == "I" else "has", "does": "{does}"},
    )  # fmt: skip
    who = who_small if "{smaller_as}" in template else who_large
    return text.replace("{does}", does(who)).replace(" I is ", " I am ")


def _share_and_side_cells() -> list[Attack]:
    cells: list[Attack] = []
    for turn, template in enumerate(SHARE_COUNT_ASKED + SHARE_EACH_ASKED):
        for step in range(3):
            a, b, things, people = SHARES[(turn + step) % len(SHARES)]
            question = template.format(a=a, b=b, things=things, people=people)
            if template in SHARE_COUNT_ASKED:
                cells.append(("count told asked of a share", question, ASKED, "/", None))
            else:
                cells.append(("count told asked of a share", question, EITHER, "/", str(a // b)))
    for turn, template in enumerate(OTHER_SIDE_ASKED + RIGHT_SIDE_ASKED):
        for step in range(3):
            p, x, q, y = HOLDERS[(turn + step) % len(HOLDERS)]
            if "years" in template or "older" in template:
                p, q = (p, q) if p != "I" else ("Tom", q)
            question = _side(template, p, x, q, y)
            if template in OTHER_SIDE_ASKED:
                cells.append(("comparison of the other side", question, ASKED, "-", None))
            else:
                cells.append(("comparison of the other side", question, EITHER, "-", str(abs(x - y))))
    return cells


DONE: list[tuple[str, str, str, str]] = [
    ("We had", "chairs", "borrowed", "borrow"),
    ("I saved", "pounds", "then earned", "earn"),
    ("Tom had", "stamps", "collected", "collect"),
    ("The shop had", "cakes", "baked", "bake"),
]
"""A stock, its things, and what was done to add to it (told, and asked)."""
DONE_ASKED: list[str] = [
    "{first} {a} {things} and {did} {b} more. How many did we {do}?",
    "{first} {a} {things} and {did} {b} more. How many {things} did they {do}?",
]
"""What was done asked: told, no sum."""
DONE_TOTAL: list[str] = [
    "{first} {a} {things} and {did} {b} more. How many {things} now?",
]
"""What there is now: the sum."""
KINDS: list[tuple[str, str, str]] = [("red", "blue", "pens"), ("green", "yellow", "marbles"),
    ("black", "white", "socks")]  # fmt: skip
NOT_KIND_ASKED: list[str] = [
    "A box has {a} {one} and {b} {other} {things}. How many {things} aren't {other}?",
    "A box has {a} {one} and {b} {other} {things}. How many are not {one}?",
]
"""Two kinds told side by side, how many are not one of them: told, no gap."""
NOT_KIND_OF_A_WHOLE: list[str] = [
    "A box has {a} {things} and {b} are {one}. How many are not {one}?",
]
"""A whole and a kind of it, how many are not of that kind: the gap."""
TO_REACH: list[str] = [
    "I need {b} more {things} to have {a}. How many do I need?",
    "We need {b} more {things} to reach {a}. How many do we have?",
]
"""How many more to reach a number: no sum."""
AGES: list[tuple[int, int]] = [(45, 12), (38, 9), (62, 27), (30, 4)]
TOLD_ONE_ASKED: list[str] = [
    "I am {a} and my brother is {b} years younger. How old am I?",
    "Mum is {a} and dad is {b} years older. How old is mum?",
    "I have {a} stickers and my brother has {b} more. How many do I have?",
]
"""The one told outright asked of a comparison: told."""
OTHER_ONE_ASKED: list[str] = [
    "I am {a} and my brother is {b} years younger. How old is my brother?",
    "I have {a} stickers and my brother has {b} more. How many does my brother have?",
]
"""The one told by how much it differs asked: the sum or gap."""


BORROWED: list[tuple[str, str, str]] = [
    ("We had {a} chairs and borrowed {b}. How many chairs now?", EITHER, "+"),
    ("I had £{a} and borrowed £{b} from mum. How much do I have?", EITHER, "+"),
    ("The library had {a} books and {b} were borrowed. How many are left?", EITHER, "-"),
]
"""Borrowed by the one whose stock it is (a gain), or borrowed from the stock (a take-away)."""


PRICED: list[tuple[str, str]] = [("ticket", "tickets"), ("meal", "meals"), ("pizza", "pizzas")]
ONE_PRICED_ASKED: list[str] = [
    "We bought {k} {things} at £{p} each. How much was a {thing}?",
    "We had {k} {things} at £{p} each. How much did the {thing} cost?",
    "A £{p} {thing} split {k} ways. How much was the {thing}?",
]
"""What one thing cost asked, which is told: no product or share."""
ALL_PRICED_ASKED: list[str] = [
    "We bought {k} {things} at £{p} each. How much were the {things}?",
    "A £{p} {thing} split {k} ways. How much each?",
]
"""What they all cost, or each share: the product or the share."""


def _told_again_cells() -> list[Attack]:
    cells: list[Attack] = []
    for turn, template in enumerate(ONE_PRICED_ASKED + ALL_PRICED_ASKED):
        for step, (p, k) in enumerate([(12, 4), (30, 6), (45, 5)]):
            thing, things = PRICED[(turn + step) % len(PRICED)]
            question = template.format(thing=thing, things=things, p=p, k=k)
            if template in ONE_PRICED_ASKED:
                cells.append(("told again", question, ASKED, "*", None))
            else:
                share = "split" in template
                cells.append(
                    ("told again", question, EITHER, "/" if share else "*", str(p // k if share else p * k))
                )
    for template, must, worked in BORROWED:
        for a, b in TWO[:3]:
            answer = str(a + b if worked == "+" else a - b)
            cells.append(("told again", template.format(a=a, b=b), must, worked, answer))
    for turn, template in enumerate(DONE_ASKED + DONE_TOTAL):
        for step in range(3):
            first, things, did, do = DONE[(turn + step) % len(DONE)]
            a, b = TWO[(turn + step * 5) % len(TWO)]
            question = template.format(first=first, things=things, did=did, do=do, a=a, b=b)
            must, answer = (ASKED, None) if template in DONE_ASKED else (EITHER, str(a + b))
            cells.append(("told again", question, must, "+", answer))
    for turn, template in enumerate(NOT_KIND_ASKED + NOT_KIND_OF_A_WHOLE):
        for step in range(3):
            one, other, things = KINDS[(turn + step) % len(KINDS)]
            a, b = TWO[(turn + step * 5) % len(TWO)]
            question = template.format(one=one, other=other, things=things, a=a, b=b)
            must, answer = (ASKED, None) if template in NOT_KIND_ASKED else (EITHER, str(a - b))
            cells.append(("told again", question, must, "-", answer))
    for turn, template in enumerate(TO_REACH):
        for step in range(3):
            a, b = TWO[(turn + step * 5) % len(TWO)]
            cells.append(("told again", template.format(things="stickers", a=a, b=b), ASKED, "+", None))
    for turn, template in enumerate(TOLD_ONE_ASKED + OTHER_ONE_ASKED):
        for step in range(3):
            a, b = AGES[(turn + step) % len(AGES)]
            question = template.format(a=a, b=b)
            if template in TOLD_ONE_ASKED:
                cells.append(("told again", question, ASKED, "-", None))
            else:
                worked = a - b if "younger" in template else a + b
                cells.append(
                    ("told again", question, EITHER, "-" if "younger" in template else "+", str(worked))
                )
    return cells


def _compared_cells() -> list[Attack]:
    cells: list[Attack] = []
    for turn, template in enumerate(COMPARED_TOTAL + COMPARED_ONE):
        for step in range(4):
            first, things, when, later = COMPARED[(turn * 2 + step * 3) % len(COMPARED)]
            a, b = TWO[(turn + step * 5) % len(TWO)]
            question = template.format(first=first, things=things, when=when, later=later, a=a, b=b)
            if template in COMPARED_ONE:
                cells.append(("compared total", question, EITHER, "+", str(a + b)))
            else:
                cells.append(("compared total", question, ASKED, "+", None))
    for turn, template in enumerate(LABELLED + LABELLED_READ):
        for step in range(3):
            a, b = TWO[(turn + step * 5) % len(TWO)]
            n, m = LABEL_NUMBERS[(turn + step) % len(LABEL_NUMBERS)], LABEL_NUMBERS[(turn + step + 1) % 4]
            question = template.format(n=n, m=m, a=a, b=b)
            must, answer = (ASKED, None) if template in LABELLED else (EITHER, str(a + b))
            cells.append(("labels asked", question, must, "+", answer))
    return cells


def _people_cells(family: str, templates: list[str], must: str) -> list[Attack]:
    cells = []
    for turn, template in enumerate(templates):
        for step in range(4):
            giver, things, taker = PEOPLE[(turn * 2 + step * 5) % len(PEOPLE)]
            pronoun = "He" if giver in ("Tom", "Dad", "Leo") else "She"
            a, b = TWO[(turn + step * 5) % len(TWO)]
            question = template.format(
                giver=giver,
                things=things,
                taker=taker,
                pronoun=pronoun,
                pronoun_low=pronoun.lower(),
                a=a,
                b=b,
            )
            cells.append((family, question, must, "-", None if must == ASKED else str(a - b)))
    return cells


def cells() -> list[Attack]:
    """Every cell of the attacks."""
    return [
        *_place_cells("another thing asked", OTHER_ASKED, ASKED, "-"),
        *_place_cells("another thing asked", OTHER_ADDED, ASKED, "+"),
        *_place_cells("another thing asked", PLACE_ASKED, ASKED, "-"),
        *_place_cells("another thing asked", SAME_ASKED, READ, "-"),
        *_split_cells("another thing asked", OTHER_KIND_ASKED, READ, "-"),
        *_split_cells("another thing asked", OTHER_KIND_UNSURE, EITHER, "-"),
        *_split_cells("another thing asked", TOLD_KIND_ASKED, ASKED, "-"),
        *_split_cells("another thing asked", UNSPLIT_ASKED, ASKED, "-"),
        *_split_cells("another thing asked", COVERED, EITHER, "+"),
        *_people_cells("another one asked", GIVEN_TO_ASKED, ASKED),
        *_people_cells("another one asked", GIVER_ASKED, READ),
        *_people_cells("another one asked", HAD_ASKED, ASKED),
        *_people_cells("another one asked", LEFT_ASKED, READ),
        *_compared_cells(),
        *_group_cells(),
        *_share_and_side_cells(),
        *_told_again_cells(),
    ]
