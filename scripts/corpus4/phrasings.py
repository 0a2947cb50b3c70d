"""Corpus 4's phrasings: textbook, test and curriculum wording from around the world, as data.

Each family is a plain list of entries: the question exactly as a learner would paste it, the operation,
and the numbers the tools take. `ws` marks a worksheet/textbook/test layout written from memory of common
wording (no sheet copied), `wr` a message a person writes, `chain` a run of + or −.
Clock operations keep readings as "7:45 PM" or "09:10"; add_time/subtract_time keep lengths run together
(245 = 2 h 45 min; "90 minutes" is 130).
"""

from __future__ import annotations

from entries import Entry, Num


def ws(question: str, operation: str, a: Num, b: Num, step: Num | None = None, check: bool = True) -> Entry:
    return Entry(question, operation, (a, b), step, "worksheet", check)


def wr(question: str, operation: str, a: Num, b: Num, step: Num | None = None, check: bool = True) -> Entry:
    return Entry(question, operation, (a, b), step, "written", check)


def chain(question: str, operation: str, *terms: Num, source: str = "worksheet") -> Entry:
    return Entry(question, operation, terms, None, source, True, {"chain": True})


UK_WORK_OUT = [
    ws("Work out 467 + 358", "+", 467, 358),
    ws("Calculate 803 − 269", "-", 803, 269),
    ws("Work out 36 × 24", "*", 36, 24),
    ws("Calculate 1,512 ÷ 6", "/", 1512, 6),
    ws("Work out 4.6 + 3.75", "+", "4.6", "3.75"),
    ws("Calculate 12.4 − 7.85", "-", "12.4", "7.85"),
    ws("Work out 2.3 × 6", "*", "2.3", 6),
    ws("Work out 9.6 ÷ 4", "/", "9.6", 4),
    ws("Calculate 5,206 − 1,879.", "-", 5206, 1879),
    ws("Work out the value of 13 × 17.", "*", 13, 17),
    ws("Work out 7,045 + 2,968", "+", 7045, 2968),
    ws("Use a written method to calculate 438 × 7.", "*", 438, 7),
    ws("Use short division to work out 2,345 ÷ 5.", "/", 2345, 5),
    ws("Use long multiplication to calculate 264 × 38.", "*", 264, 38),
    ws("Use column subtraction to work out 6,002 − 3,457.", "-", 6002, 3457),
    ws("Calculate 0.8 × 0.7", "*", "0.8", "0.7"),
    ws("Work out 348 ÷ 12. Show your method.", "/", 348, 12),
]

GCSE_EXAM_LAYOUT = [
    ws("Q3. Work out 5.2 × 3.4\n(2 marks)", "*", "5.2", "3.4"),
    ws("7  Calculate 2⁵.\n\n..........................  [1 mark]", "power", 2, 5),
    ws("(a) Write down the value of 6³.   [1]", "power", 6, 3),
    ws("(b) Work out 1.44 ÷ 0.12   [2]", "/", "1.44", "0.12"),
    ws("11. Work out −7 × −6\n[1 mark]", "*", -7, -6),
    ws("Q2 Calculate 0.3 × 0.04. Give your answer as a decimal. [1 mark]", "*", "0.3", "0.04"),
    ws("Find the value of 10⁴.   (1)", "power", 10, 4),
    ws(
        "Q14. Without using a calculator, work out 17.5 − 8.68\nShow your working.   (2 marks)",
        "-",
        "17.5",
        "8.68",
    ),
    ws("1  Work out 284 × 0.5   [1 mark]", "*", 284, "0.5"),
    ws("Q6 Work out the value of (−3)⁴.   [1]", "power", -3, 4),
    ws("5. A ticket costs £3.65. Work out the cost of 8 tickets.   [2 marks]", "*", "3.65", 8),
    ws("Q7. Work out −15 + 8   [1 mark]", "+", -15, 8),
    ws(
        "Question 9\nWork out 9.45 + 16.8\n\nAnswer ..................... (Total 1 mark)", "+", "9.45", "16.8"
    ),
    ws("4 (a) Work out 3,216 ÷ 8\n.......................................\n(2)", "/", 3216, 8),
    ws("Q15. Without a calculator, work out 5⁴.   [1]", "power", 5, 4),
    ws("Section A, question 2 (non-calculator): work out 62 × 45.  [3 marks]", "*", 62, 45),
    ws("12  Find the remainder when 2,019 is divided by 8.   [1]", "remainder", 2019, 8),
]

NCERT_FIND_THE_VALUE = [
    ws("Find the value of 25 × 48.", "*", 25, 48),
    ws("Evaluate: (−36) ÷ 9", "/", -36, 9),
    ws("Simplify: 7,05,000 + 2,35,500", "+", 705000, 235500),
    ws("Find the value of (−12) × (−15).", "*", -12, -15),
    ws("Evaluate: 1,25,000 − 78,950", "-", 125000, 78950),
    ws("Simplify: (−45) + 28", "+", -45, 28),
    ws("Evaluate 3⁵.", "power", 3, 5),
    ws("Find the value of 0.25 × 0.4.", "*", "0.25", "0.4"),
    ws("Find the product: 125 × 64", "*", 125, 64),
    ws("Find the quotient: 3,24,000 ÷ 40", "/", 324000, 40),
    ws("Evaluate (−2)⁵", "power", -2, 5),
    ws("Simplify: (−18) − (−7)", "-", -18, -7),
    ws("Using the distributive property, find 97 × 12.", "*", 97, 12),
    ws("Find the value of 1.2 ÷ 0.03", "/", "1.2", "0.03"),
    ws("Evaluate: 56 × (−7)", "*", 56, -7),
    ws("Find the value of 7⁰.", "power", 7, 0),
    ws("Express 9 × 9 × 9 × 9 in exponential form and find its value.", "power", 9, 4, check=False),
    ws("Exercise 2.3, Q4: Find 0.6 × 1.5", "*", "0.6", "1.5"),
]

US_COMMON_CORE = [
    ws("Find the sum. 347 + 586", "+", 347, 586),
    ws("Find the difference: 902 − 457", "-", 902, 457),
    ws("Find the product of 43 and 28.", "*", 43, 28),
    ws("Find the quotient of 1,176 and 8.", "/", 1176, 8),
    ws("Solve. 6,003 − 2,748 = ?", "-", 6003, 2748),
    ws("Fluently multiply: 56 × 34", "*", 56, 34),
    ws("Divide. Write your answer as a decimal. 27 ÷ 4", "/", 27, 4),
    ws("Add. 4.08 + 2.7", "+", "4.08", "2.7"),
    ws("Subtract. 10 − 3.46", "-", 10, "3.46"),
    ws("Multiply multi-digit whole numbers: 1,204 × 23", "*", 1204, 23),
    ws("What is the sum of 2.35 and 1.9?", "+", "2.35", "1.9"),
    ws("Evaluate the expression 5³.", "power", 5, 3),
    ws("Compute 3,600 ÷ 45.", "/", 3600, 45),
    ws("Find the quotient: 7,488 ÷ 12", "/", 7488, 12),
    ws("Use the standard algorithm to add 3,856 and 4,967.", "+", 3856, 4967),
    ws("Lesson 5 practice: 8.1 − 2.65 = ?", "-", "8.1", "2.65"),
    ws("Use place value to multiply 0.07 × 300.", "*", "0.07", 300),
]

SAT_STYLE = [
    ws("If x = 48 × 25, what is the value of x?", "*", 48, 25),
    ws("What is the value of 2⁶?", "power", 2, 6),
    ws("If 3 is added to 2,997, what is the result?", "+", 2997, 3),
    ws("What is the remainder when 1,000 is divided by 7?", "remainder", 1000, 7),
    ws("Which of the following is equal to 3⁴?\nA) 12\nB) 64\nC) 81\nD) 243", "power", 3, 4),
    ws("A number n is equal to 17 × 23. What is n?", "*", 17, 23),
    ws("The value of 7.2 ÷ 0.9 is", "/", "7.2", "0.9"),
    ws("What is the sum of all integers from 1 to 50?", "series", 1, 50, step=1),
    ws("If y = 4⁵, then y equals", "power", 4, 5),
    ws("What is the value of −12 − (−20)?", "-", -12, -20),
    ws("What is the product of −6 and 14?", "*", -6, 14),
    ws("Grid-in: 1,512 ÷ 36", "/", 1512, 36),
    ws("How much is 0.15 × 40?", "*", "0.15", 40),
    ws("What is 9,999 + 1,001?", "+", 9999, 1001),
    ws("If k = 6,250 ÷ 25, what is k?\n(A) 25  (B) 250  (C) 2,500  (D) 25,000", "/", 6250, 25),
    ws("Student-produced response: what is 3.6 − 0.75?", "-", "3.6", "0.75"),
]

SINGAPORE_WORD = [
    wr("Mr Tan had 1,250 stickers. He gave away 478. How many stickers did he have left?", "-", 1250, 478),
    wr(
        "Siti saved $3.45 on Monday and $2.80 on Tuesday. How much did she save altogether?",
        "+",
        "3.45",
        "2.8",
    ),
    wr("A baker packed 936 buns equally into 8 boxes. How many buns were there in each box?", "/", 936, 8),
    wr(
        "There are 24 rows of chairs in a hall with 35 chairs in each row. How many chairs are there in all?",
        "*",
        24,
        35,
    ),
    wr("Ali is 1.52 m tall. His brother is 0.27 m shorter. How tall is his brother?", "-", "1.52", "0.27"),
    wr("A ribbon 7.2 m long is cut into 6 equal pieces. How long is each piece?", "/", "7.2", 6),
    wr(
        "The school canteen sold 2,408 drinks in March and 1,976 in April. How many more drinks were sold "
        "in March than in April?",
        "-",
        2408,
        1976,
    ),
    wr("A box of 45 pencils costs $9. How much does each pencil cost?", "/", 9, 45),
    wr("Kumar cycles 12.5 km every day. How far does he cycle in 7 days?", "*", "12.5", 7),
    wr("Peiling had $50. She spent $17.65. How much money had she left?", "-", 50, "17.65"),
    wr(
        "A farmer has 1,344 eggs. He packs them in trays of 30. How many eggs are left over?",
        "remainder",
        1344,
        30,
    ),
    wr("There are 372 pupils. They are put into groups of 12. How many groups are there?", "/", 372, 12),
    wr(
        "Ahmad has 4 times as many marbles as Ben. Ben has 138 marbles. How many marbles does Ahmad have?",
        "*",
        138,
        4,
    ),
    wr(
        "Jun Wei read 46 pages on Saturday and 59 pages on Sunday. "
        "How many pages did he read in the two days?",
        "+",
        46,
        59,
    ),
    wr(
        "The mass of a parcel is 3.65 kg. Another parcel is 1.8 kg heavier. What is the mass of the heavier "
        "parcel?",
        "+",
        "3.65",
        "1.8",
    ),
    wr(
        "Mrs Lim poured 2.4 litres of juice equally into 8 glasses. How much juice was in each glass?",
        "/",
        "2.4",
        8,
    ),
]

NAPLAN_STYLE = [
    ws("What is 2,050 − 375?", "-", 2050, 375),
    wr("Jess buys a pie for $4.35 and a juice for $2.90. How much does she spend?", "+", "4.35", "2.9"),
    wr("A netball team scored 36 goals in each of 14 games. How many goals is that in total?", "*", 36, 14),
    wr("Mia shares 96 lollies equally among 8 friends. How many lollies does each friend get?", "/", 96, 8),
    wr(
        "The distance from Sydney to Canberra is 286 km. Tom has driven 159 km. How far does he still have "
        "to drive?",
        "-",
        286,
        159,
    ),
    ws("Shade one bubble.\n45 × 9 = ?\n○ 365  ○ 395  ○ 405  ○ 415", "*", 45, 9),
    ws("Write your answer in the box.\n1,000 − 638 = ☐", "-", 1000, 638),
    wr(
        "A school has 627 students. 248 of them walk to school. How many students do not walk to school?",
        "-",
        627,
        248,
    ),
    wr(
        "Sam's footy club raised $1,845 at a sausage sizzle and $968 at a trivia night. How much did they "
        "raise altogether?",
        "+",
        1845,
        968,
    ),
    wr("A roll of fencing wire is 50 m long. How many 2.5 m lengths can be cut from it?", "/", 50, "2.5"),
    ws("What is the value of 7.5 × 4?", "*", "7.5", 4),
    wr(
        "Lachlan's swimming lesson starts at 4:15 pm and goes for 45 minutes. What time does it finish?",
        "time_after",
        "4:15 PM",
        45,
    ),
    wr("A carton holds 24 cans. How many cans are in 16 cartons?", "*", 24, 16),
    wr(
        "Ella has 3 hours 20 minutes of homework time. She has used 1 hour 45 minutes. "
        "How much time is left?",
        "subtract_time",
        320,
        145,
    ),
    ws("Which number is 99 more than 4,907?", "+", 4907, 99),
    ws("What is 10,000 minus 2,345?", "-", 10000, 2345),
]

MENTAL_QUICKFIRE = [
    wr("Quick-fire: 99 × 7", "*", 99, 7),
    wr("In your head: 250 + 375", "+", 250, 375),
    wr("Mental maths — no paper! 1,000 − 387", "-", 1000, 387),
    wr("Double 4.35", "*", "4.35", 2, check=False),
    wr("Halve 9.8", "/", "9.8", 2, check=False),
    wr("Quick-fire round: 15 squared", "power", 15, 2),
    wr("Work out in your head: 25 × 36", "*", 25, 36),
    wr("Quick! What's 8 × 0.5?", "*", 8, "0.5"),
    wr("Mental starter: 640 ÷ 8", "/", 640, 8),
    wr("60-second challenge: 47 + 38", "+", 47, 38),
    wr("Ten-a-day, number 3: 602 − 298", "-", 602, 298),
    wr("Work it out mentally: 4.2 + 5.9", "+", "4.2", "5.9"),
    wr("Without writing anything down, what is 125 × 8?", "*", 125, 8),
    wr("Fast facts: 72 ÷ 9", "/", 72, 9),
    wr("Mental arithmetic: 3 cubed", "power", 3, 3),
    wr("Beat the clock: 1.5 × 12", "*", "1.5", 12),
    wr("Times-table test, question 17: 7 × 8", "*", 7, 8),
]

VEDIC_MATHS = [
    ws("Vedic maths: multiply 97 × 94 using Nikhilam (base 100).", "*", 97, 94),
    ws("Using Ekadhikena Purvena, find 65².", "power", 65, 2),
    ws("Use the vertically-and-crosswise method to multiply 23 × 41.", "*", 23, 41),
    ws("Nikhilam sutra: 998 × 997", "*", 998, 997),
    ws("Square 105 using the Yavadunam method.", "power", 105, 2),
    ws("Vedic trick: multiply 45 by 11", "*", 45, 11),
    ws("By the Ekanyunena Purvena sutra, work out 76 × 99.", "*", 76, 99),
    ws("Subtract using 'All from 9 and the last from 10': 10,000 − 4,736", "-", 10000, 4736),
    ws("Find 35 × 35 the Vedic way.", "*", 35, 35),
    ws("Urdhva Tiryagbhyam: 312 × 21", "*", 312, 21),
    ws("Squares of numbers ending in 5: 115²", "power", 115, 2),
    ws("Multiply 104 × 107 using base 100 (Nikhilam).", "*", 104, 107),
    ws("Add, then check with digit sums: 4,827 + 3,596", "+", 4827, 3596),
    ws("Dividing by 9 the Vedic way: what is 1,233 ÷ 9?", "/", 1233, 9),
    ws("Find 89² by Yavadunam.", "power", 89, 2),
    ws("Vedic subtraction from a base: 1,000 − 357", "-", 1000, 357),
]

QUIZ_TRIVIA = [
    wr("Pub quiz, round 4, question 2: what is 17 times 13?", "*", 17, 13),
    wr("Quiz time! What do you get if you add 1,066 and 1,945?", "+", 1066, 1945),
    wr("Trivia question: what is 144 divided by 12?", "/", 144, 12),
    wr("General knowledge round: what is 2 to the power of 8?", "power", 2, 8),
    wr("Tie-breaker: what is 365 × 24? Closest wins.", "*", 365, 24),
    wr("Bonus question — what's the sum of the whole numbers from 1 to 100?", "series", 1, 100, step=1),
    wr("Quiz night: is 1,001 divisible by 7?", "divisible", 1001, 7),
    wr("Picture round is done; numbers round now. What is 3.6 + 4.7?", "+", "3.6", "4.7"),
    wr("Fastest finger first: 56 × 11", "*", 56, 11),
    wr("Round 2, Q5: what is 7 cubed?", "power", 7, 3),
    wr("Quiz: what is the remainder when 100 is divided by 9?", "remainder", 100, 9),
    wr("For 2 points: 4,096 ÷ 64", "/", 4096, 64),
    wr("Warm-up question: what is 11 squared?", "power", 11, 2),
    wr("The quizmaster asks: what is 90 minus 37?", "-", 90, 37),
    wr("Team question: what is 1 + 2 + 3 + … + 20?", "series", 1, 20, step=1),
    wr("Final round, double points: what's 1,500 take away 725?", "-", 1500, 725),
]

SPREADSHEET = [
    wr("What will the cell show for =45+67?", "+", 45, 67),
    wr("In Excel I typed =1250/8. What's the result?", "/", 1250, 8),
    wr("What does =POWER(3, 4) return?", "power", 3, 4),
    wr("=MOD(100, 7) — what value does that return?", "remainder", 100, 7),
    wr("Google Sheets formula =17*23, what is the answer?", "*", 17, 23),
    wr("If I enter =2^12 into a cell, what number appears?", "power", 2, 12),
    wr("=3.5-8.25 what does the cell show?", "-", "3.5", "8.25"),
    wr("My spreadsheet has =365*7 in B2. What should B2 display?", "*", 365, 7),
    wr("What is the output of =900/36 in LibreOffice Calc?", "/", 900, 36),
    wr("=MOD(2026,4) - what does this give?", "remainder", 2026, 4, check=False),
    wr("Evaluate the formula =-45+19", "+", -45, 19),
    wr("Cell A1 holds the formula =0.75*48. What does it show?", "*", "0.75", 48),
    wr("What would =MOD(365, 7) return?", "remainder", 365, 7),
    wr("=POWER(2.5,2) gives what?", "power", "2.5", 2, check=False),
    wr("In Excel, what does =7^3 return?", "power", 7, 3),
    wr("=24*60 in a cell shows what?", "*", 24, 60),
    wr("Spreadsheet check: =1000-1 should display what?", "-", 1000, 1),
]

PROGRAMMING = [
    wr("What does pow(3, 5) return?", "power", 3, 5),
    wr("In Python, what is 17 % 5?", "remainder", 17, 5),
    wr("What is 2**10?", "power", 2, 10),
    wr("what does print(45 + 68) output", "+", 45, 68),
    wr("29 mod 6 = ?", "remainder", 29, 6),
    wr("Evaluate in JavaScript: 7 * 8.5", "*", 7, "8.5"),
    wr("What is Math.pow(5, 3)?", "power", 5, 3),
    wr("x = 1024 / 16; what is x?", "/", 1024, 16),
    wr("In C, what is the value of 250 % 7?", "remainder", 250, 7),
    wr("What's 9 ** 3 in Python?", "power", 9, 3),
    wr("result = 88 - 129  # what is result?", "-", 88, 129),
    wr("2^16 = ?", "power", 2, 16),
    wr("What does the expression 1000 % 37 evaluate to?", "remainder", 1000, 37),
    wr("10 ** 6 =", "power", 10, 6),
    wr("In Python 3, 7 / 2 gives what?", "/", 7, 2),
    wr("What does sum(range(1, 101)) return in Python?", "series", 1, 100, step=1, check=False),
    wr("bash: echo $((256 / 8))", "/", 256, 8),
    wr("In R, what does 15 %% 4 give?", "remainder", 15, 4),
]

ANSWER_SHEET_BLANKS = [
    ws("a) 56 + 27 = ___", "+", 56, 27),
    ws("b) 304 − 168 = ____", "-", 304, 168),
    ws("c) 12 × 15 = ______", "*", 12, 15),
    ws("d) 144 ÷ 16 = ___", "/", 144, 16),
    ws("1. 4.5 + 2.75 = ☐", "+", "4.5", "2.75"),
    ws("Fill in the blank: 7³ = ____", "power", 7, 3),
    ws("Complete: 800 − 455 = ?", "-", 800, 455),
    ws("3) 23 × 9 = ____", "*", 23, 9),
    ws("Q12. 1,728 ÷ 12 = ..........", "/", 1728, 12),
    ws("e) 6.4 − 2.85 = ___", "-", "6.4", "2.85"),
    ws("Write the answer in the box: 65 + 78 = [    ]", "+", 65, 78),
    ws("2. (−8) + 13 = ___", "+", -8, 13),
    ws("f) 0.6 × 0.9 = ___", "*", "0.6", "0.9"),
    ws("Answer: 3,045 + 689 = ______", "+", 3045, 689),
    ws("Complete the number sentence: 450 ÷ 9 = ___", "/", 450, 9),
    ws("Fill in: 5⁴ = ___", "power", 5, 4),
    ws("g) 1,000 − 99 = ___", "-", 1000, 99),
]

COLUMN_LAYOUT = [
    ws("  456\n+ 278\n-----", "+", 456, 278),
    ws("   1203\n−   478\n───────", "-", 1203, 478),
    ws("Add:\n  3,482\n+ 1,659\n_______", "+", 3482, 1659),
    ws("Subtract.\n  700\n- 286\n  ---", "-", 700, 286),
    ws("Multiply:\n   74\n×  36\n----", "*", 74, 36),
    ws("Work out this column addition:\n  24.65\n+  8.70\n-------", "+", "24.65", "8.7"),
    chain("Find the total:\n  145\n  238\n+  96\n-----", "+", 145, 238, 96),
    ws("   9,000\n−  3,761\n  ------", "-", 9000, 3761),
    ws("  618\n×   7\n-----", "*", 618, 7),
    chain("Set out in columns and add: 3,078 + 945 + 12", "+", 3078, 945, 12),
    ws("  12.5\n− 4.75\n------", "-", "12.5", "4.75"),
    ws("   45\n× 23\n———", "*", 45, 23),
    ws("Work this out in columns:\n 8,406\n−2,519", "-", 8406, 2519),
    ws("Bus stop method: 7)952", "/", 952, 7),
    ws("     ____\n8 ) 968", "/", 968, 8),
    chain("   67\n+  58\n+  19\n-----", "+", 67, 58, 19),
]

WORD_MONEY = [
    wr(
        "I paid with a £20 note for shopping that came to £13.47. How much change should I get?",
        "-",
        20,
        "13.47",
    ),
    wr(
        "A meal costs $64.80 and we're splitting it evenly between 4 people. How much does each person pay?",
        "/",
        "64.8",
        4,
    ),
    wr("Cinema tickets are £8.75 each. How much do 6 cost?", "*", "8.75", 6),
    wr(
        "My phone bill was $47.30 last month and $52.15 this month. How much did I pay in total for the two "
        "months?",
        "+",
        "47.3",
        "52.15",
    ),
    wr("I earn $18.50 an hour. How much do I earn for 40 hours?", "*", "18.5", 40),
    wr("Priya bought a bag for ₹1,250 and shoes for ₹2,399. How much did she spend?", "+", 1250, 2399),
    wr("A bike costs €349 and a helmet costs €45.99. What do they cost together?", "+", 349, "45.99"),
    wr("How much more is £125 than £87.60?", "-", 125, "87.6"),
    wr("Rent of $1,380 is shared equally by 3 flatmates. How much does each pay?", "/", 1380, 3),
    wr("A pack of 12 pens costs £4.20. What does one pen cost?", "/", "4.2", 12),
    wr("Tom had $250 in his account and withdrew $75.50. What's his balance now?", "-", 250, "75.5"),
    wr("Each notebook costs ₹45. What is the cost of 28 notebooks?", "*", 45, 28),
    wr("A coat was $120 and is now $84. By how much was the price reduced?", "-", 120, 84),
    wr("Nina saves £15 a week. How much will she have saved after 26 weeks?", "*", 15, 26),
    wr("Five friends share a £47.50 taxi fare equally. How much does each pay?", "/", "47.5", 5),
    wr(
        "A ticket costs ¥2,800 and I have ¥10,000. How much will I have left after buying it?",
        "-",
        10000,
        2800,
    ),
]

WORD_STOCK_DISTANCE = [
    wr(
        "A warehouse had 4,560 boxes in stock and shipped out 1,875. How many boxes are still in stock?",
        "-",
        4560,
        1875,
    ),
    wr("A lorry travels 68 km each day. How far does it travel in 15 days?", "*", 68, 15),
    wr(
        "324 students are going on a trip. Each coach holds 52 students. After filling as many coaches as "
        "possible, how many students are left over?",
        "remainder",
        324,
        52,
    ),
    wr("A shop receives 45 crates with 24 bottles in each. How many bottles is that?", "*", 45, 24),
    wr("A race track is 1.5 km long. How far does a runner go in 8 laps?", "*", "1.5", 8),
    wr("A library has 12,450 books. It buys 875 new ones. How many books does it have now?", "+", 12450, 875),
    wr(
        "The distance from Leeds to London is 315 km. We have done 187 km. How many kilometres are left?",
        "-",
        315,
        187,
    ),
    wr("Eggs are packed in boxes of 6. How many boxes are needed for 246 eggs?", "/", 246, 6),
    wr("A class of 32 is split into teams of 4. How many teams are there?", "/", 32, 4),
    wr("A factory makes 1,250 toys each day. How many toys does it make in 22 days?", "*", 1250, 22),
    wr("A tank holds 250 litres. 87.5 litres have been used. How much is left?", "-", 250, "87.5"),
    wr("There are 7 days in a week. How many days are there in 52 weeks?", "*", 7, 52),
    wr("A rope of 36 m is cut into pieces 0.75 m long. How many pieces are there?", "/", 36, "0.75"),
    wr(
        "A plane flew 2,486 miles on Monday and 3,109 miles on Tuesday. How far did it fly in total?",
        "+",
        2486,
        3109,
    ),
    wr("Stock check: 96 tins on the shelf, 38 sold this morning. How many are left?", "-", 96, 38),
    wr("A runner does 5 laps of a 4.2 km loop. How far does she run?", "*", 5, "4.2"),
]

TIMETABLE_24H = [
    wr(
        "A train leaves at 13:48 and arrives at 15:22. How long is the journey?",
        "time_between",
        "13:48",
        "15:22",
    ),
    wr(
        "The bus departs at 07:50 and reaches the city centre at 09:05. How long does the bus journey take?",
        "time_between",
        "07:50",
        "09:05",
    ),
    wr(
        "A flight leaves at 22:40 and lands at 01:15 the next day. How long is the flight?",
        "time_between",
        "22:40",
        "01:15",
    ),
    wr("The 09:27 train takes 48 minutes. What time does it arrive?", "time_after", "09:27", 48),
    wr(
        "The ferry arrives at 18:05 after a journey of 2 hours 20 minutes. What time did it leave?",
        "time_before",
        "18:05",
        140,
    ),
    ws(
        "Look at the timetable: Oxford 10:12, Reading 10:51. "
        "How many minutes does the train take from Oxford to Reading?",
        "time_between",
        "10:12",
        "10:51",
    ),
    wr(
        "A coach leaves Glasgow at 08:45 and gets to Edinburgh at 10:02. How long is the trip?",
        "time_between",
        "08:45",
        "10:02",
    ),
    wr(
        "The night bus leaves at 23:25 and arrives at 00:50. How long is the journey?",
        "time_between",
        "23:25",
        "00:50",
    ),
    wr(
        "Sunrise was at 06:12 and sunset at 19:47. How long was it from sunrise to sunset?",
        "time_between",
        "06:12",
        "19:47",
    ),
    wr(
        "A meeting starts at 13:30 and lasts 95 minutes. At what time does it end?", "time_after", "13:30", 95
    ),
    wr("The train is due at 16:04 but is 37 minutes late. When does it arrive?", "time_after", "16:04", 37),
    wr(
        "A shift starts at 21:00 and ends at 05:30 the next morning. How long is the shift?",
        "time_between",
        "21:00",
        "05:30",
    ),
    wr(
        "I need to be at the station for 12:20. It's a 35-minute walk. What's the latest time I can leave?",
        "time_before",
        "12:20",
        35,
    ),
    ws("Departure 11:55, arrival 14:08. Journey time?", "time_between", "11:55", "14:08"),
    wr("A film starts at 19:40 and ends at 21:57. How long is the film?", "time_between", "19:40", "21:57"),
    wr(
        "The tram leaves at 17:48 and the trip takes 26 minutes. When does it get in?",
        "time_after",
        "17:48",
        26,
    ),
    ws(
        "Express timetable: leaves 0615, arrives 0932. How long does the journey take?",
        "time_between",
        "06:15",
        "09:32",
    ),
]

CLOCK_12_HOUR = [
    wr("It is 10:45 am. What time will it be in 50 minutes?", "time_after", "10:45 AM", 50),
    wr(
        "School finishes at 3:20 pm. Football practice starts 1 hour 25 minutes later. What time does "
        "practice start?",
        "time_after",
        "3:20 PM",
        85,
    ),
    wr(
        "I woke up at 6:55 a.m. and left the house at 8:10 a.m. How long was it between waking and leaving?",
        "time_between",
        "6:55 AM",
        "8:10 AM",
    ),
    wr(
        "The cake went into the oven at 11:40 AM and needs 55 minutes. When should I take it out?",
        "time_after",
        "11:40 AM",
        55,
    ),
    wr("What time was it 2 hours 30 minutes before 1:15 PM?", "time_before", "1:15 PM", 150),
    wr(
        "Dinner is at 7:30 pm. It takes 45 minutes to cook. When should I start cooking?",
        "time_before",
        "7:30 PM",
        45,
    ),
    wr(
        "The party started at 8:15 pm and ended at 12:40 am. How long did it last?",
        "time_between",
        "8:15 PM",
        "12:40 AM",
    ),
    wr("How many minutes are there from 9:48 am to 10:23 am?", "time_between", "9:48 AM", "10:23 AM"),
    wr("A clock shows 11:50 PM. What time will it show 25 minutes later?", "time_after", "11:50 PM", 25),
    wr(
        "Grandma's flight lands at 4:05 PM. The flight took 3 hours 40 minutes. What time did it take off?",
        "time_before",
        "4:05 PM",
        220,
    ),
    wr("How long is it from 10:30 AM to 2:15 PM?", "time_between", "10:30 AM", "2:15 PM"),
    wr(
        "The library opens at 9:30 a.m. and closes at 5:45 p.m. How long is it open?",
        "time_between",
        "9:30 AM",
        "5:45 PM",
    ),
    wr("It is 1:05 in the afternoon. What time will it be in 45 minutes?", "time_after", "1:05 PM", 45),
    wr(
        "My alarm went off at 5:45 AM and I got to work at 7:20 AM. How long was that?",
        "time_between",
        "5:45 AM",
        "7:20 AM",
    ),
    wr("What time is 40 minutes after 12:35 PM?", "time_after", "12:35 PM", 40),
    wr("What time was it 90 minutes before 12:10 AM?", "time_before", "12:10 AM", 90),
]

DURATIONS = [
    ws("Add 2 h 45 min and 1 h 50 min.", "add_time", 245, 150),
    ws("Work out 3 hours 10 minutes − 1 hour 25 minutes.", "subtract_time", 310, 125),
    ws("Calculate 4 h 35 min + 2 h 40 min", "add_time", 435, 240),
    wr(
        "A film is 1 hour 52 minutes long and the adverts before it last 25 minutes. How long is that "
        "altogether?",
        "add_time",
        152,
        25,
    ),
    wr(
        "I spent 2 hours 15 minutes on homework and 1 hour 50 minutes practising piano. How much time is "
        "that in total?",
        "add_time",
        215,
        150,
    ),
    ws("Subtract 45 minutes from 3 hours 20 minutes.", "subtract_time", 320, 45),
    wr(
        "The winner finished in 3 h 58 min and the last runner in 5 h 12 min. How much longer did the last "
        "runner take?",
        "subtract_time",
        512,
        358,
    ),
    ws("Find the total time: 1 h 35 min + 2 h 47 min", "add_time", 135, 247),
    wr(
        "My shift is 6 hours 30 minutes and I've done 2 hours 45 minutes. How much of the shift is left?",
        "subtract_time",
        630,
        245,
    ),
    ws("Add 90 minutes to 2 hours 40 minutes.", "add_time", 240, 130),
    ws("What is 5 h 5 min minus 2 h 50 min?", "subtract_time", 505, 250),
    wr(
        "Two podcast episodes last 48 minutes and 1 hour 17 minutes. How long are they together?",
        "add_time",
        48,
        117,
    ),
    wr("What is half an hour plus 1 hour 45 minutes?", "add_time", 30, 145),
    wr(
        "A journey takes 7 hours 20 minutes. We have travelled for 4 hours 35 minutes. How long is left?",
        "subtract_time",
        720,
        435,
    ),
    ws("Total of 3 h 25 min and 3 h 45 min?", "add_time", 325, 345),
    ws("Take 1 h 55 min away from 4 h.", "subtract_time", 400, 155),
]

REMAINDERS = [
    ws("What is left over when 4,187 is divided by 5?", "remainder", 4187, 5),
    ws("Find the remainder when 973 is divided by 8.", "remainder", 973, 8),
    ws("Divide 1,000 by 13. What is the remainder?", "remainder", 1000, 13),
    ws("What is the remainder of 2,345 ÷ 9?", "remainder", 2345, 9),
    ws("Work out 458 ÷ 7 and write down the remainder only.", "remainder", 458, 7),
    wr(
        "When 86 sweets are shared equally among 9 children, how many sweets are left over?",
        "remainder",
        86,
        9,
    ),
    ws("What is the remainder when 10,001 is divided by 11?", "remainder", 10001, 11),
    ws("Calculate the remainder when 7,777 is divided by 25.", "remainder", 7777, 25),
    ws("What remains when you divide 500 by 17?", "remainder", 500, 17),
    ws("Remainder of 6,534 divided by 4?", "remainder", 6534, 4),
    ws("143 ÷ 6 = 23 r ?", "remainder", 143, 6),
    ws("281 ÷ 15 = 18 remainder ___", "remainder", 281, 15),
    ws("Find the remainder on dividing 8,921 by 10.", "remainder", 8921, 10),
    wr(
        "A baker has 250 cupcakes and packs them in boxes of 12. How many cupcakes are left unpacked?",
        "remainder",
        250,
        12,
    ),
    ws("What is the remainder when 99,999 is divided by 7?", "remainder", 99999, 7),
    ws("The remainder when 3,041 is divided by 3 is", "remainder", 3041, 3),
]

DIVISIBILITY = [
    ws("Is 4,281 divisible by 3?", "divisible", 4281, 3),
    ws("Using the divisibility rule for 9, decide whether 7,128 is divisible by 9.", "divisible", 7128, 9),
    ws("Is 5,036 divisible by 4?", "divisible", 5036, 4),
    ws("Check whether 2,718 is divisible by 6.", "divisible", 2718, 6),
    ws("Is 1,234 divisible by 11?", "divisible", 1234, 11),
    ws("Is 9,875 a multiple of 25?", "divisible", 9875, 25),
    ws("Is 7 a factor of 343?", "divisible", 343, 7),
    ws("Does 8 divide 1,092 exactly?", "divisible", 1092, 8),
    ws("Test 48,365 for divisibility by 5.", "divisible", 48365, 5),
    ws("Is 3,003 divisible by 13?", "divisible", 3003, 13),
    wr("Can 412 sweets be shared equally among 6 children with none left over?", "divisible", 412, 6),
    ws("Is 8,172 divisible by 12?", "divisible", 8172, 12),
    ws("Is 5,555 divisible by 9?", "divisible", 5555, 9),
    ws("Determine whether 2,460 is divisible by 15.", "divisible", 2460, 15),
    ws("Is 6,798 exactly divisible by 7?", "divisible", 6798, 7),
    ws("State whether 11 is a factor of 2,574.", "divisible", 2574, 11),
    ws("Is 3,136 divisible by 8? Answer yes or no.", "divisible", 3136, 8),
]

ARITHMETIC_SERIES = [
    ws("Find the sum of all even numbers from 2 to 60.", "series", 2, 60, step=2),
    ws("Find the sum of the first 25 odd numbers.", "series", 1, 49, step=2, check=False),
    ws("Find the sum of the AP: 5, 9, 13, ..., 81.", "series", 5, 81, step=4),
    ws("Evaluate 3 + 6 + 9 + ... + 90.", "series", 3, 90, step=3),
    ws("Calculate the sum of the multiples of 7 from 7 to 140.", "series", 7, 140, step=7),
    ws("Sum the integers from 51 to 100.", "series", 51, 100, step=1),
    ws("Find 10 + 20 + 30 + … + 500.", "series", 10, 500, step=10),
    ws("What is the total of all the odd numbers from 1 to 39 inclusive?", "series", 1, 39, step=2),
    ws("Find the sum: 100 + 98 + 96 + ... + 2", "series", 100, 2, step=2),
    ws(
        "An AP has first term 4, common difference 5 and last term 99. Find the sum of its terms.",
        "series",
        4,
        99,
        step=5,
    ),
    ws("Find the sum of the first 40 natural numbers.", "series", 1, 40, step=1, check=False),
    ws("Find the sum of all two-digit numbers.", "series", 10, 99, step=1, check=False),
    ws("Evaluate 2.5 + 3 + 3.5 + ... + 10", "series", "2.5", 10, step="0.5"),
    ws("Find the sum of the even numbers from 20 up to 80.", "series", 20, 80, step=2),
    ws("Add up the whole numbers 1 to 30.", "series", 1, 30, step=1),
    ws("Work out 11 + 13 + 15 + ... + 59.", "series", 11, 59, step=2),
]

SUMS_OF_POWERS = [
    ws("Find 1² + 2² + 3² + ... + 12².", "sum_of_squares", 1, 12),
    ws("Evaluate 1³ + 2³ + ... + 10³.", "sum_of_cubes", 1, 10),
    ws(
        "Calculate the sum of the squares of the first 15 natural numbers.",
        "sum_of_squares",
        1,
        15,
        check=False,
    ),
    ws("Find the sum of the cubes of the numbers from 1 to 8.", "sum_of_cubes", 1, 8),
    ws("Evaluate Σ k² from k = 1 to k = 20.", "sum_of_squares", 1, 20),
    ws("What is 5² + 6² + 7² + ... + 10²?", "sum_of_squares", 5, 10),
    ws("Find the sum 1³ + 2³ + 3³ + 4³ + 5³ + 6³.", "sum_of_cubes", 1, 6),
    ws("Work out the total of the squares from 11² to 20².", "sum_of_squares", 11, 20),
    ws("Sum of squares, 1 to 25?", "sum_of_squares", 1, 25),
    ws("Find the sum of the cubes from 3³ to 7³.", "sum_of_cubes", 3, 7),
    ws("Add the squares of the whole numbers from 1 to 9.", "sum_of_squares", 1, 9),
    ws("Compute 1^2 + 2^2 + ... + 30^2", "sum_of_squares", 1, 30),
    ws("Find 1^3 + 2^3 + ... + 12^3", "sum_of_cubes", 1, 12),
    ws("What is the sum of the first 5 cubes?", "sum_of_cubes", 1, 5, check=False),
    ws("Evaluate 4³ + 5³ + 6³ + 7³ + 8³ + 9³.", "sum_of_cubes", 4, 9),
]

POWER_NOTATION = [
    ws("Work out 4⁵.", "power", 4, 5),
    ws("Calculate 3 to the power 6.", "power", 3, 6),
    ws("Find the value of 2 raised to the 9th power.", "power", 2, 9),
    ws("What is the 4th power of 7?", "power", 7, 4),
    ws("Evaluate 1.5²", "power", "1.5", 2),
    ws("Work out 0.2³", "power", "0.2", 3),
    ws("Find (−4)³.", "power", -4, 3),
    ws("What is 12 squared?", "power", 12, 2),
    ws("What is 14 cubed?", "power", 14, 3),
    ws("11^3 = ?", "power", 11, 3),
    ws("Evaluate 10 raised to the power 7.", "power", 10, 7),
    ws("Calculate 6⁴", "power", 6, 4),
    ws("What is 26 squared?", "power", 26, 2),
    ws("Find the value of (-1)^7", "power", -1, 7),
    ws("Work out 5 to the fifth power.", "power", 5, 5),
    ws("Write 3⁷ as an ordinary number.", "power", 3, 7),
    ws("Evaluate 8^0", "power", 8, 0),
]

CHAINS = [
    chain("Calculate 23 + 45 + 67 + 12", "+", 23, 45, 67, 12),
    chain("Work out 500 − 125 − 75 − 60", "-", 500, 125, 75, 60),
    chain("Add: 1,250 + 3,475 + 890", "+", 1250, 3475, 890),
    chain("Find the total of 4.5, 3.25 and 6.8.", "+", "4.5", "3.25", "6.8"),
    chain(
        "Raj had 500 stamps. He gave 125 to his sister and 75 to his friend. How many did he have left?",
        "-",
        500,
        125,
        75,
        source="written",
    ),
    chain("Simplify: 1,000 − 250 − 375", "-", 1000, 250, 375),
    chain("What is 19 + 28 + 37 + 46 + 55?", "+", 19, 28, 37, 46, 55),
    chain("Find the sum of 348, 275, 619 and 84.", "+", 348, 275, 619, 84),
    chain(
        "A shop sold 127 apples on Monday, 98 on Tuesday and 143 on Wednesday. How many apples were sold "
        "altogether?",
        "+",
        127,
        98,
        143,
        source="written",
    ),
    chain("Starting with 1,000, subtract 99, then 199, then 299.", "-", 1000, 99, 199, 299),
    chain("Add up 2.75 + 1.6 + 0.85 + 3", "+", "2.75", "1.6", "0.85", 3),
    chain(
        "A tank had 120 litres. 35 litres were used in the morning and 48 in the evening. How much was left?",
        "-",
        120,
        35,
        48,
        source="written",
    ),
    chain("Calculate 8,000 − 1,234 − 2,345 − 3,456", "-", 8000, 1234, 2345, 3456),
    chain("Total these: 45 + 55 + 65 + 75", "+", 45, 55, 65, 75),
    chain("Calculate −12 + 30 + (−7)", "+", -12, 30, -7),
    chain("Work out 64.5 − 12.25 − 8.75", "-", "64.5", "12.25", "8.75"),
]

INTEGERS_NEGATIVES = [
    ws("Calculate −8 + 15", "+", -8, 15),
    ws("Work out −6 − 9", "-", -6, 9),
    ws("Find (−7) × 12", "*", -7, 12),
    ws("Evaluate −96 ÷ (−8)", "/", -96, -8),
    ws("What is −3.5 + 1.25?", "+", "-3.5", "1.25"),
    ws("Work out 4 − 11", "-", 4, 11),
    ws("Calculate (−15) × (−4)", "*", -15, -4),
    wr("The temperature was −4 °C and rose by 11 degrees. What is the temperature now?", "+", -4, 11),
    wr(
        "At midnight it was 3 °C. By morning it had fallen by 9 degrees. What was the temperature in the "
        "morning?",
        "-",
        3,
        9,
    ),
    ws("Work out −2.4 × 5", "*", "-2.4", 5),
    ws("Evaluate: −144 ÷ 12", "/", -144, 12),
    ws("How much greater is 7 than −5?", "-", 7, -5),
    ws("Find the difference between −9 and 14.", "-", 14, -9),
    ws("Work out −25 + (−17)", "+", -25, -17),
    ws("Calculate 0 − 37", "-", 0, 37),
    ws("Directed numbers: −54 ÷ 6 = ?", "/", -54, 6),
]

DECIMALS_PRACTICE = [
    ws("Work out 3.07 + 12.9", "+", "3.07", "12.9"),
    ws("Calculate 20 − 4.38", "-", 20, "4.38"),
    ws("Multiply 0.45 by 8.", "*", "0.45", 8),
    ws("Divide 6.3 by 0.7.", "/", "6.3", "0.7"),
    ws("Find 2.5 × 2.5", "*", "2.5", "2.5"),
    ws("Evaluate 0.125 × 64", "*", "0.125", 64),
    ws("Calculate 7 ÷ 8 as a decimal.", "/", 7, 8),
    ws("Work out 10 ÷ 3 as a fraction.", "/", 10, 3),
    ws("Work out 5 ÷ 16 exactly.", "/", 5, 16),
    ws("Calculate 1.08 − 0.9", "-", "1.08", "0.9"),
    ws("Work out 14.2 × 0.3", "*", "14.2", "0.3"),
    ws("What is 100 ÷ 8?", "/", 100, 8),
    ws("Calculate 0.36 ÷ 0.04", "/", "0.36", "0.04"),
    ws("Work out 48.6 + 7.45", "+", "48.6", "7.45"),
    ws("Find 3.2 − 5.7", "-", "3.2", "5.7"),
    ws("Give 2 ÷ 7 as a fraction in its simplest form.", "/", 2, 7),
]

CHATTY_CONTEXT = [
    wr("Thanks for the last one! Next on my sheet: 684 ÷ 18", "/", 684, 18),
    wr(
        "My son's homework asks for 7,500 − 2,875 and we got different answers. What should it be?",
        "-",
        7500,
        2875,
    ),
    wr("Hi, quick one before my exam tomorrow — what's 15 to the power 3?", "power", 15, 3),
    wr(
        "I'm checking a receipt: one item was $38.45 and the other $61.70. What's the total?",
        "+",
        "38.45",
        "61.7",
    ),
    wr("Sorry if this is basic, but what's 1,440 divided by 24?", "/", 1440, 24),
    wr("I lost the answer page for exercise 12. What is 37 × 43?", "*", 37, 43),
    wr(
        "Morning! Our train left at 07:12 and we arrived at 09:58. How long were we travelling?",
        "time_between",
        "07:12",
        "09:58",
    ),
    wr("Could you check 19 × 21 for me? I got 399.", "*", 19, 21),
    wr("ok last one i promise: 2,048 ÷ 32", "/", 2048, 32),
    wr("We're doing remainders in class. What's left when 145 is divided by 8?", "remainder", 145, 8),
    wr("Great, that helped. Now, is 2,025 divisible by 45?", "divisible", 2025, 45),
    wr("My grandad says 1 + 2 + ... + 1,000 is easy to add up. What is it?", "series", 1, 1000, step=1),
    wr("Stuck on this one: the sum of the squares from 1² to 14²", "sum_of_squares", 1, 14),
    wr("lol my calculator died. 4.75 × 12?", "*", "4.75", 12),
    wr("Just to double-check: 6,000 − 3,999", "-", 6000, 3999),
    wr(
        "Help please! A film starts at 8:40 PM and runs 2 hours 5 minutes. When does it end?",
        "time_after",
        "8:40 PM",
        125,
    ),
]

FAMILIES: dict[str, list[Entry]] = {
    "uk-work-out": UK_WORK_OUT,
    "gcse-exam-layout": GCSE_EXAM_LAYOUT,
    "ncert-find-the-value": NCERT_FIND_THE_VALUE,
    "us-common-core": US_COMMON_CORE,
    "sat-style": SAT_STYLE,
    "singapore-word-problem": SINGAPORE_WORD,
    "naplan-style": NAPLAN_STYLE,
    "mental-quickfire": MENTAL_QUICKFIRE,
    "vedic-maths": VEDIC_MATHS,
    "quiz-trivia": QUIZ_TRIVIA,
    "spreadsheet-formula": SPREADSHEET,
    "programming-notation": PROGRAMMING,
    "answer-sheet-blank": ANSWER_SHEET_BLANKS,
    "column-layout": COLUMN_LAYOUT,
    "word-money": WORD_MONEY,
    "word-stock-distance": WORD_STOCK_DISTANCE,
    "timetable-24-hour": TIMETABLE_24H,
    "clock-12-hour": CLOCK_12_HOUR,
    "durations-hours-minutes": DURATIONS,
    "remainder-exercise": REMAINDERS,
    "divisibility-test": DIVISIBILITY,
    "arithmetic-series": ARITHMETIC_SERIES,
    "sums-of-powers": SUMS_OF_POWERS,
    "power-notation": POWER_NOTATION,
    "chain-of-terms": CHAINS,
    "integers-negatives": INTEGERS_NEGATIVES,
    "decimals-practice": DECIMALS_PRACTICE,
    "chatty-context": CHATTY_CONTEXT,
}

# ---- a second pass over every family, so both halves are big enough -------------------------------
UK_WORK_OUT += [
    ws("Calculate 7,200 ÷ 16", "/", 7200, 16),
    ws("Work out 1,006 − 847. Use the inverse operation to check your answer.", "-", 1006, 847),
]
GCSE_EXAM_LAYOUT += [
    ws(
        "3 Work out 0.6 × 0.07\n.............................................\n"
        "(Total for Question 3 is 1 mark)",
        "*",
        "0.6",
        "0.07",
    ),
    ws("Q10 (non-calculator)\nWork out 85.2 ÷ 6   [2]", "/", "85.2", 6),
]
NCERT_FIND_THE_VALUE += [
    ws("Find: 2,43,567 + 1,08,299", "+", 243567, 108299),
    ws("Simplify and give the value: (−125) ÷ (−25)", "/", -125, -25),
]
US_COMMON_CORE += [
    ws("Find the difference. Show your work. 5.02 − 1.8", "-", "5.02", "1.8"),
    ws("Unit 3 quiz: Divide 1,488 by 24.", "/", 1488, 24),
]
SAT_STYLE += [
    ws("What is the value of (−5)³?", "power", -5, 3),
    ws("If p = 0.4 × 2.5, what is the value of p?", "*", "0.4", "2.5"),
]
SINGAPORE_WORD += [
    wr("A shop had 3,085 eggs. 1,497 eggs were sold. How many eggs were not sold?", "-", 3085, 1497),
    wr("Hui Min bought 6 files at $2.35 each. How much did she pay?", "*", 6, "2.35"),
]
NAPLAN_STYLE += [
    wr(
        "Maddie's bus leaves at 3:35 pm and the trip takes 40 minutes. At what time does she arrive home?",
        "time_after",
        "3:35 PM",
        40,
    ),
    wr(
        "A farmer has 1,232 sheep to put into 8 equal paddocks. How many sheep go in each paddock?",
        "/",
        1232,
        8,
    ),
]
MENTAL_QUICKFIRE += [
    wr("Round the room, quick as you can: 1,000 ÷ 25", "/", 1000, 25),
    wr("In your head, no calculators: 3.9 + 6.1", "+", "3.9", "6.1"),
]
VEDIC_MATHS += [
    ws("Vedic maths: 46 × 44 (same tens digit, units add to 10)", "*", 46, 44),
    ws("Multiply 1,003 × 1,008 using base 1,000.", "*", 1003, 1008),
]
QUIZ_TRIVIA += [
    wr("Maths round, question 6: what is 888 plus 112?", "+", 888, 112),
    wr("On the buzzer: what is 1.25 times 8?", "*", "1.25", 8),
]
SPREADSHEET += [
    wr("What does =(-3)^3 give in Google Sheets?", "power", -3, 3),
    wr("A cell holds =5000-1875.25. What does it show?", "-", 5000, "1875.25"),
]
PROGRAMMING += [
    wr("What is printed by console.log(0.5 * 64)?", "*", "0.5", 64),
    wr("In Haskell, what does 47 `mod` 9 evaluate to?", "remainder", 47, 9),
]
ANSWER_SHEET_BLANKS += [
    ws("h) 2.5 × 4.4 = _____", "*", "2.5", "4.4"),
    ws("Mark scheme check, Q21: 9,016 − 4,728 = ______", "-", 9016, 4728),
]
COLUMN_LAYOUT += [
    ws("Multiply.\n  3.6\n×   9\n-----", "*", "3.6", 9),
    ws("Add the columns:\n   7,049\n+ 12,958\n────────", "+", 7049, 12958),
]
WORD_MONEY += [
    wr(
        "A sandwich costs £3.85. I pay with a £5 coin... I mean a £5 note. How much change do I get?",
        "-",
        5,
        "3.85",
    ),
    wr("Theatre tickets cost $42 each. How much do 15 tickets cost?", "*", 42, 15),
]
WORD_STOCK_DISTANCE += [
    wr(
        "Each bus seats 48 people. 1,056 people need to travel. How many buses are needed if every bus "
        "is full?",
        "/",
        1056,
        48,
    ),
    wr("A cyclist has ridden 38.6 km of a 100 km route. How far is left?", "-", 100, "38.6"),
]
TIMETABLE_24H += [
    ws(
        "Timetable question: the 10:47 from Bristol arrives in Cardiff at 11:36. How long does it take?",
        "time_between",
        "10:47",
        "11:36",
    ),
    wr(
        "A coach sets off at 15:20 and the drive takes 3 hours 55 minutes. When does it get there?",
        "time_after",
        "15:20",
        235,
    ),
]
CLOCK_12_HOUR += [
    wr(
        "The match kicked off at 2:45 PM and finished at 4:37 PM. How long did it last?",
        "time_between",
        "2:45 PM",
        "4:37 PM",
    ),
    wr(
        "Bread takes 35 minutes to bake. It has to be ready at 9:10 AM. When must it go in the oven?",
        "time_before",
        "9:10 AM",
        35,
    ),
]
DURATIONS += [
    ws("Work out 2 h 38 min + 3 h 47 min.", "add_time", 238, 347),
    wr(
        "The film lasts 2 hours 12 minutes and we've watched 1 hour 39 minutes. How much is left?",
        "subtract_time",
        212,
        139,
    ),
]
REMAINDERS += [
    ws("Find the remainder: 5,000 ÷ 23", "remainder", 5000, 23),
    wr(
        "A teacher shares 200 stickers among 28 pupils, as many each as possible. How many stickers are "
        "left over?",
        "remainder",
        200,
        28,
    ),
]
DIVISIBILITY += [
    ws("Is 123,456 divisible by 6?", "divisible", 123456, 6),
    ws("Is 17 a factor of 1,001?", "divisible", 1001, 17),
]
ARITHMETIC_SERIES += [
    ws("Find the sum of the series 8 + 12 + 16 + ... + 200.", "series", 8, 200, step=4),
    ws("Evaluate 1.5 + 3 + 4.5 + ... + 30", "series", "1.5", 30, step="1.5"),
]
SUMS_OF_POWERS += [
    ws("Find the value of 1² + 2² + ... + 40².", "sum_of_squares", 1, 40),
    ws("Work out 2³ + 3³ + 4³ + ... + 11³.", "sum_of_cubes", 2, 11),
    ws("Evaluate Σ r³ for r = 1 to 15.", "sum_of_cubes", 1, 15),
]
POWER_NOTATION += [
    ws("Calculate 2 raised to the power of 13.", "power", 2, 13),
    ws("What is the cube of 1.1?", "power", "1.1", 3),
]
CHAINS += [
    chain("Calculate 1,205 + 398 + 2,617 + 45", "+", 1205, 398, 2617, 45),
    chain(
        "A bus had 53 passengers. 17 got off at the first stop and 9 at the second. How many were left "
        "on the bus?",
        "-",
        53,
        17,
        9,
        source="written",
    ),
]
INTEGERS_NEGATIVES += [
    ws("Multiply −13 by 6.", "*", -13, 6),
    ws("Evaluate: −7.5 − 2.5", "-", "-7.5", "2.5"),
]
DECIMALS_PRACTICE += [
    ws("Work out 9 ÷ 0.25", "/", 9, "0.25"),
    ws("Calculate 0.07 + 0.993", "+", "0.07", "0.993"),
]
CHATTY_CONTEXT += [
    wr(
        "My daughter's worksheet says 'Work out 63 × 27' and I've forgotten how. What's the answer?",
        "*",
        63,
        27,
    ),
    wr("Thanks! One more from the same page: what is 4,004 ÷ 7?", "/", 4004, 7),
]
