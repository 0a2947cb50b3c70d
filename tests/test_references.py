"""Numbers that only name a thing (reading/references.py): taken out of a message the coach could not read
as it stands; numbers that count, cost or are done stay."""

from __future__ import annotations

import pytest

from quickmath.offline.reading.references import without_references

NAMING = [
    (
        "Ticket 5521: the server was down from 07:40 to 09:15.",
        "the server was down from 07:40 to 09:15.",
    ),
    ("Ext. 3310 here. Our meeting ran 10:20 to 11:05", "Ext here. Our meeting ran 10:20 to 11:05"),
    ("bus 21 was late again, anyway I had £40", "bus was late again, anyway I had £40"),
    (
        "Plot 14 - I've got 6 rows of onion sets, 24 sets a row. How many sets do I need?",
        "Plot - I've got 6 rows of onion sets, 24 sets a row. How many sets do I need?",
    ),
    (
        "Plot 14: 6 rows of onion sets, 24 sets a row. How many sets?",
        "6 rows of onion sets, 24 sets a row. How many sets?",
    ),
    (
        "Bed 3 has 6 rows of leeks with 24 in each row. How many leeks?",
        "Bed has 6 rows of leeks with 24 in each row. How many leeks?",
    ),
    (
        "Allotment 27: I dug 4.2 kg and 3.9 kg of potatoes. Total?",
        "I dug 4.2 kg and 3.9 kg of potatoes. Total?",
    ),
    (
        "Greenhouse 2 has 8 trays of 12 seedlings. How many seedlings?",
        "Greenhouse has 8 trays of 12 seedlings. How many seedlings?",
    ),
    (
        "Field 7 is 120 m long and 45 m wide. What's the area?",
        "Field is 120 m long and 45 m wide. What's the area?",
    ),
    ("Screen 3 has 14 rows of 22 seats. Capacity?", "Screen has 14 rows of 22 seats. Capacity?"),
    ("Stall 12 sold 45 jars at £3.50 each. How much?", "Stall sold 45 jars at £3.50 each. How much?"),
    ("Case ID 7720-31: 5 parcels at £4.20 each", "5 parcels at £4.20 each"),
    ("Flight EZ 4410 lands at 7:25 pm", "Flight lands at 7:25 pm"),
    ("Order #40213 placed 03/11. I paid £86", "Order . I paid £86"),
    ("Return 77-B (Nov 3rd): 3 chairs cost £60", "3 chairs cost £60"),
    ("Due on 28 November 2025: £120 and £45", "Due : £120 and £45"),
    ("Homework due 14/11: 7,002 - 3,458", "Homework : 7,002 - 3,458"),
    ("My Galaxy 24 screen cracked, anyway I had £80", "My Galaxy screen cracked, anyway I had £80"),
    ("Windows 10 laptop froze again. Anyway, 125 + 378?", "Windows laptop froze again. Anyway, 125 + 378?"),
    ("Candidate no. 0318 here, the exam runs 13:30 to 15:05", "Candidate here, the exam runs 13:30 to 15:05"),
    ("We're on the 747 flight home. The film is 2 h", "We're on the flight home. The film is 2 h"),
    ("In 2021 my nan saved £35 a week", " my nan saved £35 a week"),
    ("What's 36 x 48? Room 14 if you want to check", "What's 36 x 48? Room if you want to check"),
    ("App v2.1.3 crashed again. Anyway, what's 125 x 8?", "App crashed again. Anyway, what's 125 x 8?"),
    ("Our IP range is 10.0.0.0/24 so what is 2^8?", "Our IP range is so what is 2^8?"),
    ("Not bad for a 40 year old eh. What's my total?", "Not bad for a person eh. What's my total?"),
    ("Ticket 99012 (delivery of 12/12): 365 tea bags", "365 tea bags"),
    ("8 boxes of A4, 2,500 sheets per box", "8 boxes of A, 2,500 sheets per box"),
    ("Case #00482711 — Three parcels: 2.4 kg and 3.85 kg", "Three parcels: 2.4 kg and 3.85 kg"),
    ("Ticket 7714 – the server was down from 07:40 to 09:15.", "the server was down from 07:40 to 09:15."),
    ("The M25 took 40 minutes and the A3 another 25", "The M took 40 minutes and the A another 25"),
    ("Paid £45 for seat B12 and £38 for C14", "Paid £45 for seat and £38 for C"),
]
KEPT = [
    "Order 12 boxes of 24 pens. How many pens?",
    "What's A4 times 3?",
    "Tickets 3 at £12. And a programme for £4. What's the total?",
    "Pens 12 for £3. How much is one?",
    "A4 + 12?",
    "Cell B4 is 12, what is 3 x B4?",
    "B4 is 12 and A4 is 3, what is 3 x B4?",
    "Cinema: ticket 12, popcorn 5, drink 3. Total?",
    "I had 20 apples, sold 8 and had to return 3 to the farm. How many left?",
    "Sales: July 34, August 52, September 38. Total?",
    "What's 3 to the power 5?",
    "What is 2019 + 5?",
    "In 2020 we had 45 members and in 2021 we had 60. How many in total?",
    "Line up 6 rows of 8 chairs",
    "Room 14 has 6 chairs and room 15 has 8 chairs. How many chairs in room 14?",
    "Plot 14 has 6 rows and plot 15 has 8 rows. How many rows in plot 14?",
    "Bed 3 m long and 2 m wide. Area?",
    "Field 2 acres, field 3 acres. Total acres?",
    "Room 4 chairs at £20 each, total?",
    "Scores: Red 45, Blue 38, Green 40. Total?",
    "Tom 12 and 9 for Sam. Total?",
    "In 2019 I was 34. How old am I in 2026?",
    "The 12 boxes hold 24 pens each. How many pens?",
    "A 6 pack costs £4.20. How much is one can?",
    "Take 1 apple from 10. How many left?",
    "Add 15 to 27",
    "My iPhone 15 cost £799 and my iPhone 13 cost £599",
    "Half of 10/12",
    "I had 30, mum gave me 20 and I gave Sam 5. How much now?",
    "I gave Sam 5 yesterday and Tom 3. How much did I give?",
    "Mum 45 today, what's 45 + 9?",
    "A 40 year old and a 12 year old: total age?",
    "I'm 40 years old, how old will I be in 5 years?",
    "Population 1.250.000 and 250 more came. Total?",
]


@pytest.mark.parametrize(("said", "bare"), NAMING)
def test_a_number_that_only_names_is_taken_out(said: str, bare: str) -> None:
    assert without_references(said) == bare


@pytest.mark.parametrize("said", KEPT)
def test_a_number_that_counts_costs_or_is_done_stays(said: str) -> None:
    assert without_references(said) is None
