"""Corpus 13's phrasings: exam papers, homework-help posts, placement and aptitude tests.

Each family is a way of asking. Every entry stores the problem a careful tutor reads from it; the
builder works out every answer and checks every stored number is written in its question (or is
listed in `named=` because the question only names it: "the first 20 natural numbers").
"""

# ruff: noqa: E501 (the questions are data, kept one to a line)
from __future__ import annotations

from typing import Any

from entries import Entry, Num
from makers import ask, chain


def k(question: str, operation: str, a: Num, b: Num, **kw: Any) -> Entry:
    """A question laid out the way a public exam paper or worksheet lays it out (from memory)."""
    return ask(question, operation, a, b, source="worksheet", **kw)


def kc(question: str, operation: str, *terms: Num) -> Entry:
    return chain(question, operation, *terms, source="worksheet")


w = ask
S = "series"
SQ = "sum_of_squares"
CU = "sum_of_cubes"
P = "power"
R = "remainder"
D = "divisible"
TA = "time_after"
TB = "time_before"
TW = "time_between"
AT = "add_time"
ST = "subtract_time"

KS2_SATS_PAPER = [
    k("7.   4,308 + 2,957 = ☐          1 mark", "+", 4308, 2957),
    k("12.   6,001 − 2,348 =", "-", 6001, 2348),
    k("15.   ☐ = 703 × 6", "*", 703, 6),
    k("18.   38 × 47 =\nShow your method. You may get a mark for your method.   2 marks", "*", 38, 47),
    k("21.   2,136 ÷ 8 =", "/", 2136, 8),
    k("6.   7.25 + 0.8 =", "+", "7.25", "0.8"),
    k("26.   10 − 3.46 = ☐", "-", 10, "3.46"),
    k("9.   5³ = ☐", P, 5, 3),
    k("29.   4,725 ÷ 15 =\nUse long division. Show your method.   2 marks", "/", 4725, 15),
    k("3.   ☐ = 1,000 − 371", "-", 1000, 371),
    k("11.   0.6 × 9 =", "*", "0.6", 9),
    k("33.   Calculate 12 squared.          1 mark", P, 12, 2),
    kc("5.   462 + 38 + 1,150 =", "+", 462, 38, 1150),
    k("20.   15 − 23 = ☐", "-", 15, 23),
    k("27.   3,652 × 24 =\nShow your method.   2 marks", "*", 3652, 24),
    k("35.   918 ÷ 17 =", "/", 918, 17),
    k("Arithmetic paper, question 16.   2.4 × 100 =", "*", "2.4", 100),
]

GCSE_NON_CALCULATOR = [
    k("Work out 23.6 × 4\nShow your working.\n.................................. (2 marks)", "*", "23.6", 4),
    k("Without using a calculator, work out 5.4 × 0.3   (2)", "*", "5.4", "0.3"),
    k("1 (a) Work out 3.2 − 7.9\n.................................. (1)", "-", "3.2", "7.9"),
    k("Calculate 2⁷.\n.................................. (1 mark)", P, 2, 7),
    k("Work out the value of (−3)⁴", P, -3, 4),
    k("Write down the value of 13²   [1]", P, 13, 2),
    k("Work out 9.36 ÷ 0.4\nYou must show your working.   (2 marks)", "/", "9.36", "0.4"),
    k("Work out −6 × −14", "*", -6, -14),
    k("Work out 804 ÷ 6. Show clear working.   [2 marks]", "/", 804, 6),
    k("Is 391 a multiple of 17?\nYou must show how you decide.   (2 marks)", D, 391, 17),
    k("Work out 4.07 + 19.8   (1)", "+", "4.07", "19.8"),
    k("Find the value of 0.2³", P, "0.2", 3),
    k("Work out 48 × 2.5\n..................................", "*", 48, "2.5"),
    k(
        "A train leaves at 14:48 and arrives at 17:13.\nHow long is the journey? Give your answer in hours and minutes.   (2 marks)",
        TW,
        "14:48",
        "17:13",
    ),
    k("Work out −17 − 26   (1)", "-", -17, 26),
    k("Find the sum of the integers from 1 to 50 inclusive.   (2 marks)", S, 1, 50, step=1),
    k("Work out 6.3 ÷ 9", "/", "6.3", 9),
]

ELEVEN_PLUS_CHOICE = [
    k("Which of these is equal to 28 × 35?\nA 880   B 980   C 1,080   D 960   E 890", "*", 28, 35),
    k(
        "What is 804 − 367? Mark your answer on the answer sheet.\nA 437   B 447   C 537   D 463   E 347",
        "-",
        804,
        367,
    ),
    k("Which number is 1,000 more than 9,487?\nA 9,587   B 10,487   C 19,487   D 9,497", "+", 9487, 1000),
    k("What is the remainder when 250 is divided by 7?\n(a) 5  (b) 4  (c) 6  (d) 1  (e) 3", R, 250, 7),
    k("Which of these numbers is 9 cubed?\nA 81   B 729   C 27   D 693   E 999", P, 9, 3),
    k("Find the missing number: 3,146 ÷ 11 = ?\nA 286   B 268   C 296   D 386", "/", 3146, 11),
    k(
        "The temperature was −4 °C at midnight and then rose by 11 degrees. What was the temperature then?\n"
        "A 7 °C   B −15 °C   C 15 °C   D −7 °C",
        "+",
        -4,
        11,
    ),
    kc(
        "Select the correct total of 456 + 789 + 123.\nA 1,368   B 1,358   C 1,268   D 1,468",
        "+",
        456,
        789,
        123,
    ),
    k("What is 7.2 × 0.5?   A 3.6   B 36   C 0.36   D 14.4", "*", "7.2", "0.5"),
    k("Which is the answer to 6,000 − 1,999?\nA 4,001   B 4,011   C 3,001   D 4,999", "-", 6000, 1999),
    k("Is 2,346 divisible by 6? Write Y or N in the box.", D, 2346, 6),
    k(
        "A film starts at 6:40 pm and lasts 1 hour 55 minutes. At what time does it finish?\n"
        "A 8:35 pm   B 8:25 pm   C 7:95 pm   D 8:45 pm",
        TA,
        "6:40 PM",
        115,
    ),
    k(
        "How long is it from 9:35 am to 11:10 am?\nA 95 min   B 85 min   C 1 h 45 min   D 135 min",
        TW,
        "9:35 AM",
        "11:10 AM",
    ),
    k("What is 2 to the power of 8?\nA 16   B 64   C 256   D 128", P, 2, 8),
    k("What is 5 + 10 + 15 + 20 + ... + 60?\nA 390   B 360   C 330   D 420", S, 5, 60, step=5),
    k("Which of these is 14 squared?\nA 28   B 186   C 196   D 144", P, 14, 2),
]

US_STATE_TEST = [
    k("Find the product.\n    346\n  ×  27\n  ______", "*", 346, 27),
    k("Find the quotient. Use any strategy.\n7,248 ÷ 6", "/", 7248, 6),
    k("Solve.\n5,032 − 1,876 = ____", "-", 5032, 1876),
    k("Add.\n3.46 + 12.9 = □", "+", "3.46", "12.9"),
    k("Part A\nMultiply 4.5 × 1.2. Explain your thinking.", "*", "4.5", "1.2"),
    k("What is the value of 4⁵? Enter your answer in the box.", P, 4, 5),
    k("Evaluate 10³.", P, 10, 3),
    k(
        "Mrs. Ortiz bought 18 packs of pencils. Each pack has 24 pencils. How many pencils did she buy?",
        "*",
        18,
        24,
    ),
    k("A bakery made 1,125 muffins and packed them in boxes of 9. How many boxes did it fill?", "/", 1125, 9),
    k("Subtract.\n−12 − (−30)", "-", -12, -30),
    k("Is 7 a factor of 868? Explain how you know.", D, 868, 7),
    k("Write the remainder.\n5,000 ÷ 12 = 416 R ___", R, 5000, 12),
    k(
        "The school play started at 1:45 p.m. and ended at 3:20 p.m. How much time passed?",
        TW,
        "1:45 PM",
        "3:20 PM",
    ),
    k("Grade 6 warm-up: compute 2,875 + 4,906.", "+", 2875, 4906),
    k("Which number makes this equation true?\n96 × 25 = ☐", "*", 96, 25),
    k("Find the sum.\n4 + 8 + 12 + … + 80", S, 4, 80, step=4),
]

NAPLAN_BOX = [
    k("What number goes in the box?\n563 + 248 = ☐", "+", 563, 248),
    k("Shade one bubble.\n900 − 356 = ?\n○ 544   ○ 644   ○ 554   ○ 456", "-", 900, 356),
    k("Tia has 6 boxes of 48 pencils. How many pencils does she have altogether?", "*", 6, 48),
    k(
        "A bus leaves the depot at 8:50 am. The trip to the beach takes 35 minutes.\nWhat time does the bus arrive at the beach?",
        TA,
        "8:50 AM",
        35,
    ),
    k("Which number is equal to 7 × 7 × 7?", P, 7, 3, named=(3,)),
    k("What is 3,600 divided by 40?", "/", 3600, 40),
    k(
        "The lowest temperature in Thredbo was −6 °C. The highest was 9 °C.\nWhat is the difference between the two temperatures?",
        "-",
        9,
        -6,
    ),
    k(
        "Jack walks 1.35 km to school and then 0.8 km to the shop. How far does he walk in total?",
        "+",
        "1.35",
        "0.8",
    ),
    k("Write the answer in the box.\n15² = ☐", P, 15, 2),
    k(
        "Milo's swimming lesson is 45 minutes long and his diving lesson is 1 hour 20 minutes.\n"
        "How long are the two lessons altogether?",
        AT,
        45,
        120,
    ),
    k("Is 84 divisible by 6? Circle YES or NO.", D, 84, 6),
    k("Count in threes from 3 to 45 and add up every number you say. What is the total?", S, 3, 45, step=3),
    k("42 children are put into teams of 5. How many children are left over?", R, 42, 5),
    k("What is 5,003 − 2,996?", "-", 5003, 2996),
    k("A ribbon 4.8 m long is cut into 6 equal pieces. How long is each piece, in metres?", "/", "4.8", 6),
    k("What is 2.5 × 8?\n○ 20   ○ 16.5   ○ 10.5   ○ 200", "*", "2.5", 8),
]

CBSE_EVALUATE = [
    k("Evaluate: (−48) + 76", "+", -48, 76),
    k("Find the value of (−9)³", P, -9, 3),
    k("Q.3 Find the product: (−25) × 36   [1 mark]", "*", -25, 36),
    k("Evaluate (−144) ÷ 12", "/", -144, 12),
    k("Find the sum of the first 20 natural numbers.", S, 1, 20, step=1, named=(1,)),
    k("Find the sum of squares of the first 10 natural numbers.", SQ, 1, 10, named=(1,)),
    k("Find the sum of cubes of first 8 natural numbers.", CU, 1, 8, named=(1,)),
    k("Check whether 7,246 is divisible by 9 or not.", D, 7246, 9),
    k("Test the divisibility of 5,672 by 8.", D, 5672, 8),
    k("Subtract 3.75 from 10.2.", "-", "10.2", "3.75"),
    k("Find the value of 3⁶.   (1 mark)", P, 3, 6),
    k("Evaluate: 0.25 × 0.4", "*", "0.25", "0.4"),
    k("Find the quotient when 1,575 is divided by 25.", "/", 1575, 25),
    k("What must be added to 3,847 to get 10,000?", "-", 10000, 3847),
    k("Find the remainder when 1,000 is divided by 13.", R, 1000, 13),
    kc("Add: −35, +18, −7", "+", -35, 18, -7),
    k("Find (−7) − (−15).", "-", -7, -15),
]

PSLE_FIND_THE_VALUE = [
    k("Find the value of 9.08 − 3.4.\nAns: ____________", "-", "9.08", "3.4"),
    k("Find the value of 265 × 38.\nAns: ____________ [2]", "*", 265, 38),
    k("Divide 4,536 by 7.\nAns: ____________", "/", 4536, 7),
    k("Find the value of 0.7 × 0.06.", "*", "0.7", "0.06"),
    k("What is the sum of 46.35 and 3.9?", "+", "46.35", "3.9"),
    k(
        "A school concert began at 2.45 p.m. and lasted 2 h 25 min. At what time did it end?",
        TA,
        "2:45 PM",
        145,
    ),
    k(
        "Mr Tan left home at 7.35 a.m. and reached his office at 8.20 a.m. How long did he take?",
        TW,
        "7:35 AM",
        "8:20 AM",
    ),
    k("Find the value of 1³ + 2³ + 3³ + ... + 9³.", CU, 1, 9),
    k("What is the remainder when 3,100 is divided by 9?\nAns: ____________", R, 3100, 9),
    k("Is 3,024 a multiple of 8?\nAns: ____________", D, 3024, 8),
    k("Find the value of 12,008 − 9,379.", "-", 12008, 9379),
    k(
        "A shopkeeper packed 1,284 eggs equally into 6 boxes. How many eggs were there in each box?",
        "/",
        1284,
        6,
    ),
    k("Find the value of 5.6 ÷ 8.\nAns: ____________ [1]", "/", "5.6", 8),
    k("Find the sum of 3 + 7 + 11 + 15 + ... + 99.", S, 3, 99, step=4, named=(4,)),
    k("Express 2 h 50 min + 1 h 35 min in hours and minutes.", AT, 250, 135),
    k("Find the value of 6 × 2,047.", "*", 6, 2047),
]

OTHER_EXAM_BOARDS = [
    k("Junior Cycle, Q2 (a): Calculate 7·5 × 1·4.", "*", "7.5", "1.4"),
    k("Leaving Certificate Ordinary Level, Q1 (b): Find the value of 6·25 − 2·8.", "-", "6.25", "2.8"),
    k("Grade 9 EQAO practice: What is −15 + 42?", "+", -15, 42),
    k("Ontario Grade 6 — Calculate 6 732 ÷ 4.", "/", 6732, 4),
    k("Calculate without using a calculator: 12 345 + 8 769", "+", 12345, 8769),
    k("Sixth Class assessment: 15³ = ?", P, 15, 3),
    k("Grade 7 (Manitoba): Is 1 734 divisible by 3? Explain using the divisibility rule.", D, 1734, 3),
    k(
        "NSC Mathematical Literacy P1, 1.1.2: A shift starts at 06:45 and ends at 15:15. Calculate the length of the shift.",
        TW,
        "06:45",
        "15:15",
    ),
    k("1.1.3  Calculate 1 850 − 975.   (2)", "-", 1850, 975),
    k("Evaluate (−2)⁶.   [2 marks]", P, -2, 6),
    k("JC Higher Level, Q5: Find the value of 1² + 2² + 3² + … + 20².", SQ, 1, 20),
    k("Calculate the remainder when 9 876 is divided by 11.   (3)", R, 9876, 11),
    k("Work out 0·45 × 20.", "*", "0.45", 20),
    k("Foundations placement (B.C.): Compute 88 × 125.", "*", 88, 125),
    k("PAT practice, Q31: 4 500 ÷ 36 =", "/", 4500, 36),
    k("Grade 12 Maths Lit, 2.3.1: Calculate 3 h 45 min + 2 h 30 min.   (2)", AT, 345, 230),
]

FORUM_URGENT = [
    w("pls help due tmrw!! whats 6048 / 24", "/", 6048, 24),
    w("URGENT homework help: 17 x 48 ??? i dont have a calculator", "*", 17, 48),
    w("need this in 10 mins lol what is 3.6 times 2.5", "*", "3.6", "2.5"),
    w("help!!! 1000-387 i keep messing up the borrowing", "-", 1000, 387),
    w("due at midnight: sum of 1+3+5+...+49 please", S, 1, 49, step=2, named=(2,)),
    w("quick q pls: is 4,371 divisible by 3", D, 4371, 3),
    w("someone pls answer fast what's 2^12", P, 2, 12),
    w("hw due 8am... what time is it 95 minutes after 14:25", TA, "14:25", 95),
    w("SOS what's the remainder of 800 divided by 23", R, 800, 23),
    w("help w/ this one: -45 + 17 = ? my teacher said do negatives first but idk", "+", -45, 17),
    w("pls how much is 12.5 × 16 i need it for my project", "*", "12.5", 16),
    w("asap: 4 hr 35 min minus 1 hr 50 min = ?", ST, 435, 150),
    w("need help fast, 11 cubed", P, 11, 3),
    w("due tmrw!!! 7,200 ÷ 16", "/", 7200, 16),
    chain("plz help 250 + 375 + 125 + 90 i got different answers twice", "+", 250, 375, 125, 90),
    w("quick one pls what's 1²+2²+...+15²", SQ, 1, 15),
]

I_KEEP_GETTING = [
    w(
        "I keep getting 1,214 for 2,008 − 796 but the answer key says otherwise. What's the actual answer?",
        "-",
        2008,
        796,
    ),
    w(
        "My answer for 37 × 64 is 2,358 but my friend got something else. What is 37 × 64 really?",
        "*",
        37,
        64,
    ),
    w("I got 3.6 for 1.2 × 0.3 but the book says something different. what is it?", "*", "1.2", "0.3"),
    w(
        "I keep getting 48 as the remainder when 500 is divided by 13, but that can't be right since it's bigger than 13. "
        "What is the remainder?",
        R,
        500,
        13,
    ),
    w("Doing 2^10 on paper I keep getting 2048. What's 2 to the 10th?", P, 2, 10),
    w(
        "I keep getting 5:05 pm when I add 2 h 40 min to 2:35 pm, and the worksheet says 5:15 pm. What time is it really?",
        TA,
        "2:35 PM",
        160,
    ),
    w(
        "For the sum of 1 to 100 I keep getting 5,500, I think I'm doing Gauss's trick wrong. What's the real sum?",
        S,
        1,
        100,
        step=1,
    ),
    w("I get -13 for -5 - 8 but my calculator says -3?? what is -5 - 8", "-", -5, 8),
    w(
        "I keep ending up with 94 for 4,512 ÷ 48 and I'm not sure I trust it. what should it be",
        "/",
        4512,
        48,
    ),
    w("my answer to 9.1 − 4.75 is 5.36 and that's marked wrong, what is it actually", "-", "9.1", "4.75"),
    w("I did 18 squared and got 314, teacher crossed it out. What's 18²?", P, 18, 2),
    w(
        "why do I keep getting 3:05 as the time from 10:40 to 13:25? what's the right length",
        TW,
        "10:40",
        "13:25",
    ),
    w("Keep getting 'no' for whether 1,001 is divisible by 7, but my textbook hints yes. Is it?", D, 1001, 7),
    w("I got 2,600 for 125 × 24, is that right? what's 125 × 24", "*", 125, 24),
    w("keep getting 760 for 3+6+9+...+60, someone check pls, what's the total", S, 3, 60, step=3),
    w(
        "I keep getting a negative for 3 h 10 min − 1 h 45 min. What is the difference in hours and minutes?",
        ST,
        310,
        145,
    ),
]

CAN_SOMEONE_EXPLAIN = [
    w(
        "Can someone explain how to get the sum of 5 + 10 + 15 + ... + 100? I know the answer is big",
        S,
        5,
        100,
        step=5,
    ),
    w("can someone walk me through 304 × 26? I want the final number too", "*", 304, 26),
    w(
        "Could someone explain how you work out 2,001 − 1,345 without a calculator? And what's the answer?",
        "-",
        2001,
        1345,
    ),
    w("How do you get 7 to the power of 4? can someone explain the steps", P, 7, 4),
    w("can anyone explain how to find the remainder when 1,234 is divided by 9", R, 1234, 9),
    w("can someone explain long division for 8,112 ÷ 12", "/", 8112, 12),
    w("Can someone explain how to tell if 5,148 is divisible by 11?", D, 5148, 11),
    w("Someone explain how to add 3 h 45 min and 2 h 50 min please", AT, 345, 250),
    w("can someone show me how to work out 0.08 × 0.5", "*", "0.08", "0.5"),
    w("Can someone explain how to add up the squares from 1² to 25²?", SQ, 1, 25),
    w("can someone explain why −6 − (−10) is positive, and what it equals?", "-", -6, -10),
    w("Can someone explain how to count the time from 11:50 pm to 1:15 am?", TW, "11:50 PM", "1:15 AM"),
    w("can someone break down 45 × 99 for me", "*", 45, 99),
    w("can somebody explain how to do 6.4 + 3.85", "+", "6.4", "3.85"),
    w("Can someone explain 3 to the power of 0? what's the answer", P, 3, 0),
    w("could someone explain how to find 1³+2³+...+12³ quickly", CU, 1, 12),
]

TUTORING_CHAT = [
    w("Tutor: OK, next one from your sheet.\nStudent: 13 to the 4th?", P, 13, 4),
    w("hi miss, the one I'm stuck on is 562 + 179", "+", 562, 179),
    w("Sir for number 6 it says 75 × 48, is there a trick? what's the answer", "*", 75, 48),
    w("ok so next it's 840 divided by 35", "/", 840, 35),
    w("me again 😅 question 9: 4.2 − 1.75", "-", "4.2", "1.75"),
    w("last one from tonight's tutoring: 25 squared", P, 25, 2),
    w("my tutor gave me 15 + 30 + 45 + ... + 300 to add up, what's the total?", S, 15, 300, step=15),
    w("Student: how long is it from 9:15 am to 12:40 pm?", TW, "9:15 AM", "12:40 PM"),
    w("Tutor said to try 2,500 − 1,768 in my head. what is it?", "-", 2500, 1768),
    w("hey, for the practice set: does 9 go into 7,002 exactly?", D, 7002, 9),
    w("tutor asked me 1,440 ÷ 12 as a warm-up, what is it", "/", 1440, 12),
    w("Tutor: What's left over when you share 100 sweets equally among 8 kids?", R, 100, 8),
    w("we're on times tables: 19 × 21", "*", 19, 21),
    w("tutor wants 1.5 to the power 2, is it 2.25?", P, "1.5", 2),
    w("next: −3 × 17", "*", -3, 17),
    w("my lesson is at 4:50 pm and lasts 55 minutes, when does it end?", TA, "4:50 PM", 55),
]

STUDY_GROUP = [
    w("guys for q4 on the sheet what's 47 × 38, want to check mine", "*", 47, 38),
    w("anyone got q7? it's 3,015 − 1,987", "-", 3015, 1987),
    w("group chat: what did u all get for 9,000 ÷ 125", "/", 9000, 125),
    w("pls someone confirm 6 + 12 + 18 + ... + 120, i got 1260", S, 6, 120, step=6),
    w("q11 on the worksheet: remainder when 2,023 is divided by 6?", R, 2023, 6),
    w("is 3,465 divisible by 5? we're arguing lol", D, 3465, 5),
    w("did anyone do the bonus q? it's 8⁴", P, 8, 4),
    w(
        "study sesh starts 7:30 pm, we want to do 2 hours 45 minutes, what time do we finish?",
        TA,
        "7:30 PM",
        165,
    ),
    w("can someone check: 0.9 × 0.7", "*", "0.9", "0.7"),
    w("for the chem revision we need 12.6 + 7.45, what's that", "+", "12.6", "7.45"),
    w("what did you put for the sum of the cubes from 1 to 6", CU, 1, 6),
    w("is -20 + 35 = 15? my group says -15", "+", -20, 35),
    w("ok who has q3: how long from 08:10 to 11:55", TW, "08:10", "11:55"),
    w("what did u get for 1,111 × 9", "*", 1111, 9),
    w("what's 960 ÷ 15, everyone?", "/", 960, 15),
    w("q15 says subtract 2 hours 35 minutes from 5 hours 20 minutes", ST, 520, 235),
]

TEACHER_MODEL_QUESTION = [
    w("Model question for Year 5 (write on board): Calculate 3,450 ÷ 15.", "/", 3450, 15),
    w("Example for my Grade 4 class: 2,764 + 1,589 = ?", "+", 2764, 1589),
    w("Worked example to show the class: 63 × 27", "*", 63, 27),
    w("Warm-up for today's lesson: What is 4 to the power 3?", P, 4, 3),
    w("Exit ticket question: Is 1,260 divisible by 12?", D, 1260, 12),
    w("Starter: find the sum 10 + 20 + 30 + ... + 200", S, 10, 200, step=10),
    w("Plenary question: 8.4 − 2.96", "-", "8.4", "2.96"),
    w("For the board — remainder of 7,777 ÷ 10", R, 7777, 10),
    w(
        "Class example: the lesson starts at 10:25 and finishes at 11:40. How long is the lesson?",
        TW,
        "10:25",
        "11:40",
    ),
    w("Model answer needed for: −24 ÷ 6", "/", -24, 6),
    w("Homework Q1 for 7B: 5.5 × 12", "*", "5.5", 12),
    w("Mini whiteboard question: 17²", P, 17, 2),
    w("Sample problem: Add 1 h 35 min and 2 h 55 min.", AT, 135, 255),
    w("Quick-fire Q: 603 − 398", "-", 603, 398),
    w("Challenge question for the top set: 1² + 2² + ... + 30²", SQ, 1, 30),
    w("Example for Year 3: 320 ÷ 8", "/", 320, 8),
]

PLACEMENT_TEST = [
    k("Placement Test, Part A, item 12. Compute: −17 − 29", "-", -17, 29),
    k("College Math Placement (Arithmetic). Simplify: 14.7 + 6.85", "+", "14.7", "6.85"),
    k("Basic Skills Assessment, Q3:  0.6 × 45 =", "*", "0.6", 45),
    k("Arithmetic section, question 8:  3,096 ÷ 24 =", "/", 3096, 24),
    k("Adult Education Level 2 — What is 2⁹?", P, 2, 9),
    k("Placement item 20: Evaluate (−1)⁷", P, -1, 7),
    k("Item 7.  12,000 − 8,645", "-", 12000, 8645),
    kc("Numeracy diagnostic: 47 + 86 + 129", "+", 47, 86, 129),
    k("Which number is the remainder when 345 is divided by 14?", R, 345, 14),
    k("Readiness check: Is 2,187 divisible by 27?", D, 2187, 27),
    k("Skill check 14:  7.2 ÷ 0.9", "/", "7.2", "0.9"),
    k("Diagnostic Q9:  3.05 × 4", "*", "3.05", 4),
    k(
        "Returning-learner numeracy, item 4: How many minutes are there from 2:40 PM to 4:05 PM?",
        TW,
        "2:40 PM",
        "4:05 PM",
    ),
    k("Placement, arithmetic section: find the sum of all even numbers from 2 to 100.", S, 2, 100, step=2),
    k("Q18.  (−8) × (−12.5)", "*", -8, "-12.5"),
    kc("Adult numeracy entry test:  250 − 75 − 40 − 18", "-", 250, 75, 40, 18),
]

NUMERICAL_REASONING = [
    k(
        "A warehouse shipped 1,248 units on Monday and 976 units on Tuesday. How many units did it ship across the two days?",
        "+",
        1248,
        976,
    ),
    k(
        "A team's budget is £18,500. They have spent £11,760. How much of the budget remains?",
        "-",
        18500,
        11760,
    ),
    k("Each crate holds 36 bottles. How many bottles are in 145 crates?", "*", 145, 36),
    k(
        "Sales of 4,680 units were split equally across 12 regions. How many units did each region get?",
        "/",
        4680,
        12,
    ),
    k(
        "Revenue in the first quarter was $2.45 million and in the second $3.1 million. "
        "What was the combined revenue, in millions of dollars?",
        "+",
        "2.45",
        "3.1",
    ),
    k("A production line makes 75 parts per hour. How many parts does it make in 38 hours?", "*", 75, 38),
    k(
        "Shipping boxes hold 24 items each. If 1,000 items are packed into full boxes, how many items are left unpacked?",
        R,
        1000,
        24,
    ),
    k(
        "A night shift starts at 22:30 and runs for 8 hours 15 minutes. At what time does the shift end?",
        TA,
        "22:30",
        495,
    ),
    k("Store A sold 3,215 items; Store B sold 2,879. How many more items did Store A sell?", "-", 3215, 2879),
    k("The temperature fell from 6 °C to −9 °C. By how many degrees did it fall?", "-", 6, -9),
    k(
        "A delivery van covers 0.75 km each minute. How far does it travel in 48 minutes, in km?",
        "*",
        "0.75",
        48,
    ),
    k(
        "A project took 3 h 40 min on day one and 4 h 35 min on day two. What was the total time?",
        AT,
        340,
        435,
    ),
    k("Can 1,350 staff be split into teams of exactly 18 with nobody left over? (Yes/No)", D, 1350, 18),
    k(
        "The unit price is £0.85 and 240 units are ordered. What is the total cost in pounds?",
        "*",
        "0.85",
        240,
    ),
    k(
        "Weekly sales went 1,200 + 1,350 + 1,500 + ... + 3,000, rising by 150 each week. What is the total of these sales?",
        S,
        1200,
        3000,
        step=150,
    ),
    k(
        "A call centre shares 9,360 calls equally among 45 agents. How many calls does each agent take?",
        "/",
        9360,
        45,
    ),
]

NURSING_AND_CARE = [
    w("A patient is given 250 mL of fluid at each dose. How much fluid is given in 6 doses?", "*", 250, 6),
    w("A tablet contains 12.5 mg. How many mg are in 3 tablets?", "*", "12.5", 3),
    chain(
        "A patient drank 350 mL, 275 mL and 180 mL during the shift. What was the total oral intake in mL?",
        "+",
        350,
        275,
        180,
    ),
    w(
        "An infusion started at 21:40 and runs for 180 minutes. At what time does it finish?",
        TA,
        "21:40",
        180,
    ),
    w("The vial holds 20 mL and 7.5 mL has been drawn up. How much is left in the vial?", "-", 20, "7.5"),
    w("A daily dose of 900 mg is split into 3 equal doses. How many mg per dose?", "/", 900, 3),
    w("Fluid balance: intake 2,150 mL, output 1,875 mL. What is the difference in mL?", "-", 2150, 1875),
    w("The medication round begins at 13:30 and takes 1 h 25 min. When does it end?", TA, "13:30", 85),
    w("A patient's IV ran from 14:15 until 19:50. How long did the infusion run?", TW, "14:15", "19:50"),
    w("Each ampoule contains 2.5 mL. What is the total volume in 8 ampoules?", "*", "2.5", 8),
    w("A 1,000 mL bag is given over 8 hours at an even rate. How many mL per hour?", "/", 1000, 8),
    w("Nursing numeracy test Q6:  0.4 × 0.25 =", "*", "0.4", "0.25"),
    w("A patient weighing 82.4 kg loses 3.9 kg. What is the new weight in kg?", "-", "82.4", "3.9"),
    w("Tablets come in strips of 14. Is 98 tablets exactly a whole number of strips?", D, 98, 14),
    w("How long is the night shift from 23:20 to 06:05, in hours and minutes?", TW, "23:20", "06:05"),
    w(
        "The maximum daily dose is 1,500 mg and 1,125 mg has already been given. How many more mg may be given today?",
        "-",
        1500,
        1125,
    ),
]

TRADE_APPRENTICE = [
    w(
        "Apprentice electrician test: 14 lengths of conduit, each 2.5 m. What is the total length in metres?",
        "*",
        14,
        "2.5",
    ),
    w("A plumber cuts 0.65 m off a 3 m pipe. How long is the rest of the pipe?", "-", 3, "0.65"),
    w("Joinery aptitude question: 18 shelves each need 7 screws. How many screws are needed?", "*", 18, 7),
    w(
        "A roll of cable is 100 m long. Lengths of 7 m are cut from it until no full 7 m length is left. "
        "How many metres are left over?",
        R,
        100,
        7,
    ),
    w(
        "A wall needs 2,880 bricks, shared equally between 4 bricklayers. How many bricks does each lay?",
        "/",
        2880,
        4,
    ),
    w(
        "A job took 2 h 50 min in the morning and 3 h 25 min in the afternoon. Total time on the job?",
        AT,
        250,
        325,
    ),
    chain(
        "Carpentry maths: 1.2 m + 0.85 m + 2.4 m of skirting board. Total length?", "+", "1.2", "0.85", "2.4"
    ),
    w("A tiler has 500 tiles and uses 368. How many tiles are left?", "-", 500, 368),
    w("A square tile panel is 4.5 m on each side. What is 4.5²?", P, "4.5", 2),
    chain("Mechanic's test: add the readings 35, 42, 28 and 55.", "+", 35, 42, 28, 55),
    w(
        "The van leaves the yard at 7:15 am and reaches the site 1 h 40 min later. What time does it arrive?",
        TA,
        "7:15 AM",
        100,
    ),
    w("Is a 96 m cable exactly divisible into 8 m runs?", D, 96, 8),
    w("A 2.44 m board is cut into 4 equal lengths. How long is each length in metres?", "/", "2.44", 4),
    w(
        "The welder's shift started at 07:45 and ended at 17:30. How long was the shift?",
        TW,
        "07:45",
        "17:30",
    ),
    w("Price check for an apprentice quote: 36 × £14.50", "*", 36, "14.5"),
    w("One wall is 7.2 m long and another is 5.85 m. How much longer is the first wall?", "-", "7.2", "5.85"),
]

ANSWER_LINE_BLANK = [
    k("________ = 9³", P, 9, 3),
    k("Fill in the blank:  72 × 15 = ______", "*", 72, 15),
    k("Complete:  1,000,000 − 1 = ______", "-", 1000000, 1),
    k("Answer: __________   (Find 2,047 + 3,958)", "+", 2047, 3958),
    k("8,400 ÷ 7 = ___________", "/", 8400, 7),
    k("Write your answer on the line.   6⁴ = __________", P, 6, 4),
    k("Fill in: the remainder of 95 ÷ 4 is ____", R, 95, 4),
    k("315  is / is not  divisible by 9.   (circle one)", D, 315, 9),
    k("3.9 + 4.26 = _______", "+", "3.9", "4.26"),
    k("______ = 6.01 − 2.7", "-", "6.01", "2.7"),
    k("1 + 2 + 3 + ... + 40 = ________", S, 1, 40, step=1),
    k("5 h 15 min − 2 h 40 min = ___ h ___ min", ST, 515, 240),
    k("9:45 AM + 50 min = ______", TA, "9:45 AM", 50),
    k("−14 × 3 = _______", "*", -14, 3),
    k("Write the answer in the space provided:   1² + 2² + 3² + ... + 8² = ______", SQ, 1, 8),
    k("0.5 × 64 = ____", "*", "0.5", 64),
]

TIMETABLE_CLOCK = [
    k("The 14:35 train from Leeds takes 47 minutes. At what time does it arrive?", TA, "14:35", 47),
    k(
        "Use the timetable. The bus leaves Park Road at 16:52 and arrives at the Station at 17:38. How long is the journey?",
        TW,
        "16:52",
        "17:38",
    ),
    k(
        "A flight departs at 23:15 and lands 3 hours 20 minutes later. What time does it land (24-hour clock)?",
        TA,
        "23:15",
        200,
    ),
    k(
        "The ferry arrives at 19:05. The crossing took 95 minutes. What time did the ferry leave?",
        TB,
        "19:05",
        95,
    ),
    k(
        "The cinema lists a film at 8:10 PM with a running time of 2 h 28 min. When does it end?",
        TA,
        "8:10 PM",
        148,
    ),
    k("Dinner is at 6:30 pm. I need 1 h 45 min to cook it. When must I start?", TB, "6:30 PM", 105),
    k("Timetable question: from 11:48 to 14:07, how long is that?", TW, "11:48", "14:07"),
    k(
        "The concert finishes at 22:40. It lasted 2 hours 35 minutes. What time did it start?",
        TB,
        "22:40",
        155,
    ),
    k(
        "A coach leaves London at 21:50 and arrives in Edinburgh at 06:25. How long is the journey?",
        TW,
        "21:50",
        "06:25",
    ),
    k("It is 5:55 am. What time will it be in 3 hours 10 minutes?", TA, "5:55 AM", 190),
    k("A meeting ended at 1:10 pm after lasting 85 minutes. When did it start?", TB, "1:10 PM", 85),
    k("The oven went on at 4:35 pm and off at 7:10 pm. How long was it on?", TW, "4:35 PM", "7:10 PM"),
    k("The 17:40 service is delayed by 55 minutes. When will it now leave?", TA, "17:40", 55),
    k("Work out the time 40 minutes before 12:15 AM.", TB, "12:15 AM", 40),
    k("What is the time 2 h 5 min after 10:58 am?", TA, "10:58 AM", 125),
    k("Boarding closes at 15:20, which is 45 minutes before take-off. When is take-off?", TA, "15:20", 45),
]

LENGTHS_OF_TIME = [
    k("Add 2 hours 45 minutes and 3 hours 35 minutes.", AT, 245, 335),
    w(
        "Ella practised piano for 1 h 50 min on Saturday and 2 h 25 min on Sunday. What was her total practice time?",
        AT,
        150,
        225,
    ),
    k("Subtract 55 minutes from 4 hours 10 minutes.", ST, 410, 55),
    w(
        "A film is 2 hours 16 minutes long. We have watched 1 hour 38 minutes. How much of it is left?",
        ST,
        216,
        138,
    ),
    w("What is 90 minutes plus 2 h 45 min?", AT, 130, 245),
    k("Total:  3 h 20 min + 4 h 55 min", AT, 320, 455),
    k("Time on task:  6 h 05 min minus 2 h 50 min", ST, 605, 250),
    k("How much longer is 5 h 12 min than 3 h 48 min?", ST, 512, 348),
    w("half an hour plus 1 hour 45 minutes, how long is that altogether?", AT, 30, 145, named=(30,)),
    w(
        "A marathon runner finished in 3 h 58 min; her training partner took 4 h 26 min. How much slower was the partner?",
        ST,
        426,
        358,
    ),
    w("Two study blocks, 75 minutes and 1 h 55 min. How long is that in total?", AT, 115, 155),
    k("Add:  7 h 40 min + 5 h 45 min", AT, 740, 545),
    w("Taking 2 h 35 min from 8 h leaves how long?", ST, 800, 235),
    w("A gaming session of 2 hours 50 minutes, then another of 1 hour 25 minutes. Total time?", AT, 250, 125),
    k("Find the difference between 4 h 05 min and 1 h 30 min.", ST, 405, 130),
]

SPOKEN_NUMBER_WORDS = [
    w("what's four hundred and six minus one hundred and ninety-eight", "-", 406, 198),
    w("What is twenty-five times thirty-six?", "*", 25, 36),
    w("seven to the power of five please", P, 7, 5),
    w("Is one thousand and sixty-eight exactly divisible by twelve?", D, 1068, 12),
    w("how much is nine hundred divided by thirty-six", "/", 900, 36),
    chain(
        "What do you get when you add fifty-eight to seventy-three and then add forty-nine?", "+", 58, 73, 49
    ),
    w("What is eleven to the fourth power?", P, 11, 4),
    w("Take three hundred and twelve from five hundred.", "-", 500, 312),
    w("what's the remainder when two hundred is divided by fifteen", R, 200, 15),
    w(
        "How long is it from a quarter past nine in the morning to ten to one in the afternoon?",
        TW,
        "9:15 AM",
        "12:50 PM",
        named=("9:15 AM", "12:50 PM"),
    ),
    w(
        "What time is it forty minutes after half past eleven at night?",
        TA,
        "11:30 PM",
        40,
        named=("11:30 PM",),
    ),
    w("Add up all the whole numbers from one to sixty.", S, 1, 60, step=1),
    w("What's sixteen times two hundred and fifty?", "*", 16, 250),
    w("negative eight plus twenty, what's that?", "+", -8, 20),
    w("three hours twenty minus one hour fifty-five, how long is that?", ST, 320, 155),
    w("what is nine thousand and forty take away two thousand seven hundred", "-", 9040, 2700),
]

TRUE_FALSE_DIVISIBILITY = [
    k("True or false: 1,512 is divisible by 9.", D, 1512, 9),
    k("T/F: 4,010 is divisible by 4.", D, 4010, 4),
    k("Decide whether 2,431 is divisible by 11. Write yes or no.", D, 2431, 11),
    k("Does 6 divide 9,234 exactly?", D, 9234, 6),
    k("Is 10,111 divisible by 3?", D, 10111, 3),
    k("Can 857 be divided by 7 with no remainder?", D, 857, 7),
    k("Is 5,555 a multiple of 25?", D, 5555, 25),
    k("State whether 123,456 is divisible by 8.", D, 123456, 8),
    k("Is 729 divisible by 4? Answer yes or no.", D, 729, 4),
    k("True or false? 13 is a factor of 2,600.", D, 2600, 13),
    k("Is 1,999 divisible by 19?", D, 1999, 19),
    k("Does 15 go into 4,425 with nothing left over?", D, 4425, 15),
    k("Yes or no: does 3,131 ÷ 31 come out whole?", D, 3131, 31),
    k("Is 8,888 divisible by 16?", D, 8888, 16),
    k("Is 72,000 divisible by 96?", D, 72000, 96),
]

DIVISION_AND_REMAINDER_EXAM = [
    k("Find the remainder when 5,000 is divided by 17.", R, 5000, 17),
    k("Divide 7,385 by 5.", "/", 7385, 5),
    k("What is the remainder of 999 ÷ 8?", R, 999, 8),
    k("Calculate 2,592 ÷ 36.", "/", 2592, 36),
    k("When 1,001 is divided by 12, what is the remainder?", R, 1001, 12),
    k("Work out 64.8 ÷ 8", "/", "64.8", 8),
    k("Find the remainder:  20,000 ÷ 7", R, 20000, 7),
    k("365 days are grouped into full weeks of 7 days. How many days remain?", R, 365, 7),
    k("Divide −96 by 4.", "/", -96, 4),
    k("Calculate 1 ÷ 8 as a decimal.", "/", 1, 8),
    k("What is 3.5 ÷ 0.5?", "/", "3.5", "0.5"),
    k("Find the remainder when 4,444 is divided by 9.", R, 4444, 9),
    k("22 ÷ 7 = ?   Give the exact answer as a fraction.", "/", 22, 7),
    k("Calculate 10,000 ÷ 16.", "/", 10000, 16),
    k("What is left over after dividing 1,234,567 by 10?", R, 1234567, 10),
]

POWER_NOTATION = [
    w("what is 3^7", P, 3, 7),
    w("compute 10**6", P, 10, 6),
    w("2 raised to the 15th?", P, 2, 15),
    w("(-2)^5 = ?", P, -2, 5),
    w("What's 0.3 squared?", P, "0.3", 2),
    w("21 squared please", P, 21, 2),
    w("value of 5 to the 5th", P, 5, 5),
    w("how big is 12 cubed", P, 12, 3),
    w("1.1^3?", P, "1.1", 3),
    w("exponents hw: 6^3", P, 6, 3),
    w("What is 40²?", P, 40, 2),
    w("9 to the power 0 — what's that?", P, 9, 0),
    w("what's 100 squared", P, 100, 2),
    w("evaluate 3 to the eighth", P, 3, 8),
    w("quick check, 2^16 = ?", P, 2, 16),
]

SERIES_TEXTBOOK = [
    k("Find the sum of the arithmetic series 7 + 10 + 13 + ... + 94.", S, 7, 94, step=3, named=(3,)),
    k("Evaluate the sum of all multiples of 4 from 4 to 200.", S, 4, 200, step=4),
    k("Find the sum of the first 25 even numbers.", S, 2, 50, step=2, named=(2, 50)),
    k("Add the odd numbers from 21 to 79.", S, 21, 79, step=2, named=(2,)),
    k("Find 100 + 98 + 96 + ... + 2.", S, 100, 2, step=2),
    k("Find the total of 11² + 12² + ... + 20².", SQ, 11, 20),
    k("Compute 5³ + 6³ + 7³ + ... + 10³.", CU, 5, 10),
    k("Find the sum of the squares of the whole numbers 1 to 12.", SQ, 1, 12),
    k("What is 0.5 + 1 + 1.5 + ... + 10?", S, "0.5", 10, step="0.5"),
    k("Find the sum of the first 40 odd numbers.", S, 1, 79, step=2, named=(1, 79, 2)),
    k("Sum all the numbers from 50 to 100 inclusive.", S, 50, 100, step=1, named=(1,)),
    k("What is 1³ + 2³ + … + 20³?", CU, 1, 20),
    k("Find 12 + 24 + 36 + ... + 240.", S, 12, 240, step=12),
    k("Find the sum of the cubes of the numbers 1 to 5.", CU, 1, 5),
    k("Σ k² for k = 1 to 14: find the value.", SQ, 1, 14),
]

ONE_STEP_WORD_PROBLEM = [
    k("A library had 3,478 books and received 1,265 more. How many books does it have now?", "+", 3478, 1265),
    k(
        "A school has 28 classes with 32 pupils in each. How many pupils are there in the school?",
        "*",
        28,
        32,
    ),
    k(
        "Sam saved $47.50 in May and $28.75 in June. How much did he save over the two months?",
        "+",
        "47.5",
        "28.75",
    ),
    k("A farmer collects 144 eggs a day. How many eggs does he collect in 30 days?", "*", 144, 30),
    k("A cinema has 19 rows of 26 seats. How many seats are there altogether?", "*", 19, 26),
    k(
        "There were 5,210 people at the match and 2,875 of them were home fans. How many were away fans?",
        "-",
        5210,
        2875,
    ),
    k(
        "A lorry carries 3.75 tonnes on its first trip and 4.6 tonnes on its second. What is the total load in tonnes?",
        "+",
        "3.75",
        "4.6",
    ),
    k(
        "A bookcase has 12 shelves and each shelf holds 65 books. How many books can the bookcase hold?",
        "*",
        12,
        65,
    ),
    k(
        "Amir ran 12.4 km on Saturday and 9.85 km on Sunday. How many km did he run altogether?",
        "+",
        "12.4",
        "9.85",
    ),
    kc("Ava scored 86, 92 and 78 in three tests. What is her total score?", "+", 86, 92, 78),
    k(
        "A plane is flying at 35,000 feet and climbs another 2,500 feet. What is its new height in feet?",
        "+",
        35000,
        2500,
    ),
    k("The product of 125 and 64 is what number?", "*", 125, 64),
    k("A phone costs £329 and a case costs £24.99. What is the total cost in pounds?", "+", 329, "24.99"),
    k("A diver is at −18 m and rises 7 m. What is her new position, in metres?", "+", -18, 7),
    k(
        "Each of 24 students brings 15 cans for the food drive. How many cans are brought in all?",
        "*",
        24,
        15,
    ),
    k("A bag holds 2.5 kg of flour and 0.75 kg is used. How much flour is left, in kg?", "-", "2.5", "0.75"),
]

FAMILIES = {
    "ks2-sats-paper": KS2_SATS_PAPER,
    "gcse-non-calculator": GCSE_NON_CALCULATOR,
    "eleven-plus-choice": ELEVEN_PLUS_CHOICE,
    "us-state-test": US_STATE_TEST,
    "naplan-box": NAPLAN_BOX,
    "cbse-evaluate": CBSE_EVALUATE,
    "psle-find-the-value": PSLE_FIND_THE_VALUE,
    "other-exam-boards": OTHER_EXAM_BOARDS,
    "forum-urgent": FORUM_URGENT,
    "i-keep-getting": I_KEEP_GETTING,
    "can-someone-explain": CAN_SOMEONE_EXPLAIN,
    "tutoring-chat": TUTORING_CHAT,
    "study-group": STUDY_GROUP,
    "teacher-model-question": TEACHER_MODEL_QUESTION,
    "placement-test": PLACEMENT_TEST,
    "numerical-reasoning": NUMERICAL_REASONING,
    "nursing-and-care": NURSING_AND_CARE,
    "trade-apprentice": TRADE_APPRENTICE,
    "answer-line-blank": ANSWER_LINE_BLANK,
    "timetable-clock": TIMETABLE_CLOCK,
    "lengths-of-time": LENGTHS_OF_TIME,
    "spoken-number-words": SPOKEN_NUMBER_WORDS,
    "true-false-divisibility": TRUE_FALSE_DIVISIBILITY,
    "division-and-remainder-exam": DIVISION_AND_REMAINDER_EXAM,
    "power-notation": POWER_NOTATION,
    "series-textbook": SERIES_TEXTBOOK,
    "one-step-word-problem": ONE_STEP_WORD_PROBLEM,
}
