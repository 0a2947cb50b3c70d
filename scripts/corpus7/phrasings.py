"""Corpus 7: learners talking to a mental-maths tutor, written by hand as data.

Each family is one way of asking, with every operation mixed in. `ask` is one problem (a, b), `chain`
a run of + or −. `named` lists the numbers a question names without writing them ("double 375" names
2, "half an hour" names 30, "seven thirty pm" names the reading 7:30 PM); the builder checks every
other stored number is written. `comma` marks a question that writes decimals with a comma ("3,5"),
`dots` one that groups thousands with dots ("1.234.567").
"""

from __future__ import annotations

from entries import Entry

Num = int | str
W, S = "written", "worksheet"


def ask(
    text: str,
    op: str,
    a: Num,
    b: Num,
    *,
    step: Num | None = None,
    named: tuple[Num, ...] = (),
    source: str = W,
    comma: bool = False,
    dots: bool = False,
) -> Entry:
    extra = {"named": named, "comma": comma, "dots": dots}
    return Entry(text, op, (a, b), step, source, False, extra)


def chain(text: str, op: str, *terms: Num, source: str = W, comma: bool = False) -> Entry:
    extra = {"chain": True, "named": (), "comma": comma, "dots": False}
    return Entry(text, op, terms, None, source, False, extra)


IN_MY_HEAD = [
    ask("How would I do 48 x 25 in my head? I always reach for my phone.", "*", 48, 25),
    ask("what's the mental way to get 396 + 487", "+", 396, 487),
    ask("In my head, how do I take 1,003 away from 5,200?", "-", 5200, 1003),
    ask("how do people do 64 times 15 without writing anything down", "*", 64, 15),
    ask("can I do 738 ÷ 6 mentally? how?", "/", 738, 6),
    ask(
        "Working it out in my head: 7:40 pm plus 95 minutes, what time is that?", "time_after", "7:40 PM", 95
    ),
    ask("how would you square 65 in your head", "power", 65, 2),
    ask("Mentally, what's 2,000 minus 1,267?", "-", 2000, 1267),
    chain(
        "is it possible to add 19 + 28 + 37 + 46 in your head quickly? what's the total", "+", 19, 28, 37, 46
    ),
    ask("how do I do 1.5 times 48 in my head", "*", "1.5", 48),
    ask("in my head I can never do 91 x 89. what is it and how", "*", 91, 89),
    ask("How do I work out 2 h 35 min plus 1 h 50 min in my head?", "add_time", 235, 150),
    ask("mental maths question: what's the remainder when 250 is divided by 7", "remainder", 250, 7),
    ask("how would I check in my head whether 4,512 is divisible by 8?", "divisible", 4512, 8),
    ask("in your head, 13 cubed?", "power", 13, 3),
    ask("How can I add 1 + 2 + 3 all the way to 50 in my head?", "series", 1, 50, step=1),
    ask("what's 5,000 divided by 16, done in the head", "/", 5000, 16),
    ask("how do I get 17.5 minus 8.75 without paper", "-", "17.5", "8.75"),
    chain("I want to do 600 − 248 − 135 in my head, what do I get", "-", 600, 248, 135),
]

IS_THERE_A_TRICK = [
    ask("is there a trick for 99 times 37", "*", 99, 37),
    ask("Any trick for multiplying 11 by 53?", "*", 11, 53),
    ask("is there a shortcut for 1000 - 476?", "-", 1000, 476),
    ask("what's the trick for squaring numbers ending in 5, like 85²", "power", 85, 2),
    ask("Is there a trick to dividing by 5? Mine is 435 ÷ 5", "/", 435, 5),
    ask("trick for adding 298 + 547?", "+", 298, 547),
    ask("Is there a fast trick for 25 × 36?", "*", 25, 36),
    ask("is there a trick to tell if 7,381 is divisible by 9", "divisible", 7381, 9),
    ask("What's the trick for summing 1 to 100? I remember something about Gauss", "series", 1, 100, step=1),
    ask("any trick for 2 to the 12th?", "power", 2, 12),
    ask("is there a trick for 1.25 × 64", "*", "1.25", 64),
    ask(
        "any trick for working out what time it is 2 hours 25 minutes after 9:50 am?",
        "time_after",
        "9:50 AM",
        145,
    ),
    ask("Is there a trick for subtracting times? 5 h 10 min minus 2 h 45 min", "subtract_time", 510, 245),
    ask("any trick for remainders? like 1000 divided by 9, what's left", "remainder", 1000, 9),
    chain("Is there some trick for 4.8 + 3.7 + 2.5?", "+", "4.8", "3.7", "2.5"),
    ask("Is there a formula trick for 1² + 2² + 3² + … + 15²?", "sum_of_squares", 1, 15),
    ask("is there a trick for dividing 144 by 0.5", "/", 144, "0.5"),
    ask("Is there a trick for 47 × 53?", "*", 47, 53),
]

QUICK_WAY = [
    chain("quick way to add up 17, 28 and 35?", "+", 17, 28, 35),
    ask("Quick way to do 8 × 125?", "*", 8, 125),
    ask("whats a quick way to get 303 - 198", "-", 303, 198),
    ask("Quickest way to work out 1,296 ÷ 4?", "/", 1296, 4),
    ask("quick way to find 3 to the power 7", "power", 3, 7),
    ask("Quick way to find how long it is from 10:45 to 13:20?", "time_between", "10:45", "13:20"),
    ask("quick way to sum the odd numbers from 1 to 39?", "series", 1, 39, step=2, named=(2,)),
    ask("need a quick way to do 7.2 - 2.85", "-", "7.2", "2.85"),
    ask("quick way of multiplying 45 by 22", "*", 45, 22),
    ask("any quick way to know if 2,316 is divisible by 4", "divisible", 2316, 4),
    ask("quick way to add 1 h 45 min and 2 h 35 min?", "add_time", 145, 235),
    ask("Quick way to work out 14 squared?", "power", 14, 2),
    ask("a quick way to subtract 2,999 from 8,420?", "-", 8420, 2999),
    chain("quick method for 36 + 47 + 64 + 53 ?", "+", 36, 47, 64, 53),
    ask("is there a quick way to work out 980 ÷ 35", "/", 980, 35),
    ask("quick way to find the remainder of 5,000 ÷ 12?", "remainder", 5000, 12),
    ask("quickest way to do -45 + 120", "+", -45, 120),
    ask("Quick way to get what time it is 40 minutes before 8:15 AM?", "time_before", "8:15 AM", 40),
]

NO_CALCULATOR_TESTS = [
    ask("GMAT prep, no calculator allowed: what is 0.25 × 480?", "*", "0.25", 480),
    ask("Practising for the GRE quant section. 17 × 23 = ?", "*", 17, 23),
    ask("SAT no-calc practice: what's 2^8?", "power", 2, 8),
    ask("11+ practice paper says: 3,406 − 1,879. What's the answer?", "-", 3406, 1879),
    ask("civil service numeracy test prep: 4,536 divided by 12", "/", 4536, 12),
    ask(
        "Police numeracy test practice — a shift starts at 14:30 and lasts 9 hours. When does it end?",
        "time_after",
        "14:30",
        540,
    ),
    ask("army numeracy practice q: 56 × 7", "*", 56, 7),
    ask(
        "Nursing drug calc test: patient prescribed 750 mg, tablets are 250 mg each. How many tablets?",
        "/",
        750,
        250,
    ),
    ask(
        "nursing numeracy: an infusion of 1,000 mL runs at 125 mL per hour. How many hours does it take?",
        "/",
        1000,
        125,
    ),
    ask("Times tables check practice (year 4): 9 × 7", "*", 9, 7),
    ask("11+ prep: what is the remainder when 345 is divided by 8?", "remainder", 345, 8),
    ask("GRE quant, no calculator: is 1,071 divisible by 7?", "divisible", 1071, 7),
    ask(
        "GMAT practice: what's the sum of the integers from 20 to 40 inclusive?",
        "series",
        20,
        40,
        step=1,
        named=(1,),
    ),
    chain("mental maths competition warm-up: 999 + 999 + 999", "+", 999, 999, 999),
    ask("SAT math no calculator: 3.2 × 1.5 = ?", "*", "3.2", "1.5"),
    ask(
        "Civil service test: a meeting runs from 9:40 AM to 11:15 AM. How long is it?",
        "time_between",
        "9:40 AM",
        "11:15 AM",
    ),
    ask("police entrance exam practice: 12,000 − 7,845", "-", 12000, 7845),
    ask("numeracy test (no calculator): 15 to the power of 3", "power", 15, 3),
]

PARENT_HELPING = [
    ask("my son's homework says 456 + 278 and he got 724. what's the right answer?", "+", 456, 278),
    ask("Helping my daughter with her times tables — what's 12 times 11?", "*", 12, 11),
    ask(
        "My kid asks how many are left over when 53 sweets are shared equally between 6 friends",
        "remainder",
        53,
        6,
    ),
    ask("my year 6 is doing long division, 918 ÷ 17, what should she get", "/", 918, 17),
    ask("Son's worksheet: 7 cubed. I said 343, he says 21. Who's right?", "power", 7, 3),
    ask("our homework asks if 126 is divisible by 4, is it?", "divisible", 126, 4),
    ask("helping with homework: 2.4 + 0.75 = ?", "+", "2.4", "0.75"),
    chain("my kid needs to find 500 − 137 − 86 for homework", "-", 500, 137, 86),
    ask(
        "my daughter's clock homework: it's 3:45 PM, what time will it be in 35 minutes?",
        "time_after",
        "3:45 PM",
        35,
    ),
    ask("homework help please, the sum of 2 + 4 + 6 + ... + 20", "series", 2, 20, step=2),
    ask("my son has to multiply 204 by 5 and I forget how to do it without a calculator lol", "*", 204, 5),
    ask("what's 81 divided by 4? my daughter's worksheet wants a decimal", "/", 81, 4),
    ask("kid's homework: how long is it from 8:50 am to 10:05 am", "time_between", "8:50 AM", "10:05 AM"),
    ask(
        "Parent here. What's 3 hours 20 minutes take away 1 hour 45 minutes? Homework question",
        "subtract_time",
        320,
        145,
    ),
    ask("Can you check my son's answer? He says 65 × 12 is 770.", "*", 65, 12),
    ask("daughter asked me 10 to the power 6 and I blanked", "power", 10, 6),
    chain("my kid is stuck on 1000 - 1 - 10 - 100", "-", 1000, 1, 10, 100),
]

DICTATED = [
    ask("what is three hundred and forty seven minus one hundred and ninety eight", "-", 347, 198),
    ask("hey what's twenty four times twenty five", "*", 24, 25),
    ask("what is seventy two divided by eight", "/", 72, 8),
    chain("ok so what's six hundred plus four hundred and fifty plus ninety", "+", 600, 450, 90),
    ask("what's eleven squared", "power", 11, 2),
    ask("what is two to the power of ten", "power", 2, 10),
    ask(
        "what time is it forty five minutes after seven thirty pm",
        "time_after",
        "7:30 PM",
        45,
        named=("7:30 PM",),
    ),
    ask(
        "how many minutes is it from nine fifteen to ten oh five",
        "time_between",
        "09:15",
        "10:05",
        named=("09:15", "10:05"),
    ),
    ask("what's the remainder when one hundred is divided by seven", "remainder", 100, 7),
    ask("is three hundred and sixty divisible by twelve", "divisible", 360, 12),
    ask("what's four point five times six", "*", "4.5", 6, named=("4.5",)),
    ask("add one hour forty minutes and two hours thirty five minutes", "add_time", 140, 235),
    ask("what is negative twelve plus thirty", "+", -12, 30),
    ask("sum of all the numbers from one to twenty", "series", 1, 20, step=1),
    ask("what is one thousand minus three hundred and seventy five", "-", 1000, 375),
    ask("what's nineteen times twenty one", "*", 19, 21),
    ask("how much is eight hundred and forty divided by twelve", "/", 840, 12),
    ask("what's fourteen cubed", "power", 14, 3),
]

PHONE_TYPED = [
    ask("wats 36x25", "*", 36, 25),
    ask("hw do i do 999+456 fast", "+", 999, 456),
    ask("plz whats 1200-865", "-", 1200, 865),
    ask("7.5x8 ??", "*", "7.5", 8),
    ask("wat is 91/7", "/", 91, 7),
    ask("whats the remaindr of 86 div by 9", "remainder", 86, 9),
    ask("is 882 divisble by 6", "divisible", 882, 6),
    ask("2 hrs 40 + 1 hr 35 = ?", "add_time", 240, 135),
    ask("wats 19 squared lol", "power", 19, 2),
    ask("time 50 mins after 11:20pm", "time_after", "11:20 PM", 50),
    ask("hw long frm 6:45am to 2:10pm", "time_between", "6:45 AM", "2:10 PM"),
    ask("sum 5+10+15+...+100 pls", "series", 5, 100, step=5),
    ask("1+2+3+4+...+30 =", "series", 1, 30, step=1),
    ask("whats 3 to the 5", "power", 3, 5),
    chain("wats 250-75-60", "-", 250, 75, 60),
    ask("0.6x0.4 =?", "*", "0.6", "0.4"),
    ask("-8 - 15 whats that", "-", -8, 15),
    ask("how much is 1k minus 385", "-", 1000, 385),
]

HOMOPHONES = [
    ask("what is 12 times for", "*", 12, 4, named=(4,)),
    ask("whats 100 divided by for", "/", 100, 4, named=(4,)),
    ask("what's ate times 7", "*", 8, 7, named=(8,)),
    ask("what's 36 divided by to", "/", 36, 2, named=(2,)),
    ask("is 91 divisable buy 7", "divisible", 91, 7),
    ask("what's the remainder when 100 is divided buy 6", "remainder", 100, 6),
    ask("what's 45 tomes 11", "*", 45, 11),
    ask("what's 64 devised by 8", "/", 64, 8),
    ask("what is 7 too the power 4", "power", 7, 4),
    ask("watt is 128 minus 59", "-", 128, 59),
    ask("what's the some of 1 to 40", "series", 1, 40, step=1),
    ask("what's the different between 93 and 58", "-", 93, 58),
    ask("whats 4 hours 10 minis minus 1 hour 55 minis", "subtract_time", 410, 155),
    ask("what time will it be 20 minutes be for 9:05 am", "time_before", "9:05 AM", 20),
    ask("is 2,024 divisible buy 8", "divisible", 2024, 8),
    ask("what is ate cubed", "power", 8, 3, named=(8,)),
    chain("wot is 56 plus 87 plus 29 plus 14", "+", 56, 87, 29, 14),
    ask("whats 250 plus to hundred", "+", 250, 200, named=(200,)),
]

WORDS_AND_DIGITS = [
    ask("what's 7 hundred and 20 divided by 8", "/", 720, 8, named=(720,)),
    ask("3 thousand minus 1,250", "-", 3000, 1250, named=(3000,)),
    ask("twelve x 15", "*", 12, 15),
    ask("what's 45 times eleven", "*", 45, 11),
    ask("6 hours fifteen minutes plus 2 hours 50", "add_time", 615, 250),
    ask("what's 2 to the power of ten", "power", 2, 10),
    ask("half past 3 pm plus 50 minutes, what time is that", "time_after", "3:30 PM", 50, named=("3:30 PM",)),
    chain("twenty-five plus 37 plus eighty", "+", 25, 37, 80),
    ask("what is a million minus 1", "-", 1000000, 1),
    ask("is sixty-three divisible by 9?", "divisible", 63, 9),
    ask("What's the remainder of 100 ÷ eleven", "remainder", 100, 11),
    ask("twelve point five times 8", "*", "12.5", 8, named=("12.5",)),
    ask("thirty-six divided by 0.4", "/", 36, "0.4"),
    ask("sum of squares from 1 to twenty", "sum_of_squares", 1, 20),
    ask("what's 9 to the power of four", "power", 9, 4),
    ask(
        "from 7:20 pm to nine forty-five pm how long",
        "time_between",
        "7:20 PM",
        "9:45 PM",
        named=("9:45 PM",),
    ),
    ask("seventeen times 34", "*", 17, 34),
    ask("ninety-one minus 47", "-", 91, 47),
]

PASTED_FROM_PDF = [
    ask("Q14. Calculate 4 872 − 1 996. (2 marks)", "-", 4872, 1996, source=S),
    ask("3) Work out 27 × 43 [2]", "*", 27, 43, source=S),
    ask("Question 7 Find the value of 5⁴. (1 mark)", "power", 5, 4, source=S),
    ask("(b) 6.3 ÷ 0.7 = ........ (1)", "/", "6.3", "0.7", source=S),
    ask("12. What is the remainder when 2 019 is divided by 4?", "remainder", 2019, 4, source=S),
    ask("Q9 Is 5 103 divisible by 3? Explain your answer.", "divisible", 5103, 3, source=S),
    ask(
        "8 A film starts at 19:45 and lasts 135 minutes. At what time does it end? ................ (1 mark)",
        "time_after",
        "19:45",
        135,
        source=S,
    ),
    ask("Section B, Q2: Work out 0.3 × 0.07", "*", "0.3", "0.07", source=S),
    ask("14 (a) Calculate 1 + 3 + 5 + ... + 49", "series", 1, 49, step=2, named=(2,), source=S),
    ask("Q4. Evaluate 1³ + 2³ + 3³ + ... + 8³. Show your working.", "sum_of_cubes", 1, 8, source=S),
    chain("Question 11: 8,000 − 2,345 − 1,655 = ____ [2]", "-", 8000, 2345, 1655, source=S),
    ask(
        "6 Calculate the time between 10:35 and 14:10. Give your answer in hours and minutes.",
        "time_between",
        "10:35",
        "14:10",
        source=S,
    ),
    ask("Q3 Work out −14 + 9 (1)", "+", -14, 9, source=S),
    ask("Q15 (c) Work out 3 h 25 min + 2 h 48 min", "add_time", 325, 248, source=S),
    ask("2. Work out 8 436 ÷ 12", "/", 8436, 12, source=S),
    chain("Q21. 47 + 38 + 62 + 53 = (1 mark)", "+", 47, 38, 62, 53, source=S),
    ask("(ii) Find 16 × 0.25", "*", 16, "0.25", source=S),
    ask("Question 5 (a) Write down the value of 10³", "power", 10, 3, source=S),
]

SPREADSHEET = [
    ask("my spreadsheet cell has =18*27 and shows an error, what should the value be?", "*", 18, 27),
    ask("=125*8 what does that come to", "*", 125, 8),
    ask("Cell B2 is 3,450 and C2 is 1,275. B2 minus C2 = ?", "-", 3450, 1275),
    ask("in excel =2^16 gives what", "power", 2, 16),
    chain("=SUM(120, 245, 380) — what should it return?", "+", 120, 245, 380),
    ask("=MOD(125, 7)? what's the answer", "remainder", 125, 7),
    ask("I typed =1440/64 into sheets, what's it supposed to say", "/", 1440, 64),
    ask("=A1-A2 with A1 = 9.75 and A2 = 3.8", "-", "9.75", "3.8"),
    chain("my budget column: 450 + 89.99 + 120.5, what's the total", "+", 450, "89.99", "120.5"),
    ask(
        "column A has the whole numbers 1 to 25 and column B is the square of column A. "
        "What's the sum of column B?",
        "sum_of_squares",
        1,
        25,
    ),
    ask(
        "timesheet: shift from 08:30 to 17:15, how many hours and minutes is that",
        "time_between",
        "08:30",
        "17:15",
    ),
    ask("=4.2*0.5", "*", "4.2", "0.5"),
    ask("a cell shows =-350+1200, what's the result", "+", -350, 1200),
    ask("I need MOD(1000, 13) worked out by hand", "remainder", 1000, 13),
    ask("timesheet total for two days: 7 h 45 min + 8 h 30 min", "add_time", 745, 830),
    chain(
        "spreadsheet row: starting balance 2500, then -600, -450, -725. What's the balance at the end?",
        "-",
        2500,
        600,
        450,
        725,
    ),
    ask("=POWER(6, 5)", "power", 6, 5),
    ask("is 3,420 divisible by 36? need it for a check column", "divisible", 3420, 36),
]

LATEX_PASTED = [
    ask("what's $2^{11}$", "power", 2, 11),
    ask("Compute $17 \\times 23$", "*", 17, 23),
    ask("evaluate \\(1248 \\div 6\\)", "/", 1248, 6),
    ask("$\\sum_{k=1}^{20} k$", "series", 1, 20, step=1),
    ask("$\\sum_{n=1}^{10} n^2$", "sum_of_squares", 1, 10),
    ask("$\\sum_{i=1}^{6} i^3$ please", "sum_of_cubes", 1, 6),
    ask("$4.5 \\times 3.2$", "*", "4.5", "3.2"),
    ask("$1000 - 637$", "-", 1000, 637),
    ask("what is $(-3)^{4}$", "power", -3, 4),
    ask("$15^2$", "power", 15, 2),
    ask("$729 \\div 27$", "/", 729, 27),
    chain("$12 + 34 + 56 + 78$", "+", 12, 34, 56, 78),
    ask("Is $5\\,271$ divisible by $3$?", "divisible", 5271, 3),
    ask("$2 + 4 + 6 + \\cdots + 50$", "series", 2, 50, step=2),
    ask("$0.9 \\cdot 70$", "*", "0.9", 70),
    ask("$(-7) \\times 8$", "*", -7, 8),
    ask("$10^{0}$ ?", "power", 10, 0),
    ask("$505 \\bmod 8$", "remainder", 505, 8),
]

TRIED_AND_GOT = [
    ask("I got 1,140 for 46 × 25 but the book says otherwise. What is it?", "*", 46, 25),
    ask("I keep getting 64 for 8 cubed. that's wrong isn't it? what is 8 cubed", "power", 8, 3),
    ask("tried 704 − 389 and got 325, the answer key says something else", "-", 704, 389),
    ask("I worked out 2+4+...+40 as 400. is that right?", "series", 2, 40, step=2),
    ask("My answer for 936 ÷ 8 was 116. Correct?", "/", 936, 8),
    ask(
        "I said 3:15 pm is 45 minutes after 2:40 pm but my teacher marked it wrong. "
        "what time is 45 min after 2:40 pm?",
        "time_after",
        "2:40 PM",
        45,
    ),
    ask("I think 1² + 2² + ... + 12² is 650? not sure", "sum_of_squares", 1, 12),
    chain("calculated 58 + 67 + 79 and got 194, my friend got 204. who's right?", "+", 58, 67, 79),
    ask("I got remainder 3 for 200 ÷ 9, right?", "remainder", 200, 9),
    ask("For 7.5 − 2.75 I got 5.25. Book says 4.75. Which?", "-", "7.5", "2.75"),
    ask("i said yes to whether 1,234 is divisible by 6, is that right?", "divisible", 1234, 6),
    ask(
        "worked out 2 h 50 min + 3 h 25 min = 5 h 75 min, how do I write it properly",
        "add_time",
        250,
        325,
    ),
    ask("I did 12 × 0.5 and got 60, that seems too big?", "*", 12, "0.5"),
    ask("I got 4,096 for 4 to the power 6. right?", "power", 4, 6),
    ask(
        "tried 10:50 to 13:05 and got 2 h 55 min, which can't be right. how long is it?",
        "time_between",
        "10:50",
        "13:05",
    ),
    ask("my answer to 15 − 23 was 8, but it should be negative, right? what is it", "-", 15, 23),
    ask("got 2,436 for 84 × 29, checking", "*", 84, 29),
    ask(
        "I tried 45 + 55 + 65 + ... + 145 and my total was 1,000",
        "series",
        45,
        145,
        step=10,
        named=(10,),
    ),
]

WALK_ME_THROUGH = [
    ask("can you walk me through 63 × 47 step by step", "*", 63, 47),
    ask("show me the steps for 5,003 − 2,768", "-", 5003, 2768),
    ask("Explain how to do 4,725 ÷ 15, slowly please", "/", 4725, 15),
    ask("step by step: 26 squared", "power", 26, 2),
    ask("walk me through finding 6 to the 4th", "power", 6, 4),
    ask("Can you break down 1 + 2 + ... + 80 for me", "series", 1, 80, step=1),
    ask("please explain the steps to add 3 h 45 min and 4 h 35 min", "add_time", 345, 435),
    ask("show the working: 9.6 ÷ 1.2", "/", "9.6", "1.2"),
    ask("teach me how to find the remainder of 734 ÷ 9", "remainder", 734, 9),
    ask("walk me through checking whether 6,435 is divisible by 11", "divisible", 6435, 11),
    ask("how long is it from 11:25 PM to 1:10 AM? steps please", "time_between", "11:25 PM", "1:10 AM"),
    ask("Show me, step by step, 1³ + 2³ + ... + 10³", "sum_of_cubes", 1, 10),
    ask("talk me through 0.8 × 0.35", "*", "0.8", "0.35"),
    chain("can you show how to do 72 + 89 + 46 + 93", "+", 72, 89, 46, 93),
    chain("steps for 1,000 − 274 − 381 please", "-", 1000, 274, 381),
    ask("what are the steps for −36 ÷ 4", "/", -36, 4),
    ask("explain 5 h 05 min − 2 h 40 min", "subtract_time", 505, 240),
    ask(
        "explain how you'd find the time 2 hours 35 minutes before 1:20 pm",
        "time_before",
        "1:20 PM",
        155,
    ),
]

GREETING_AND_THANKS = [
    ask("Hi there! 😊 Could you tell me what 56 × 18 is? Thanks!", "*", 56, 18),
    ask("hello coach, what's 1,234 + 5,678? ty", "+", 1234, 5678),
    ask("Good morning! Quick one: 900 − 456. Cheers", "-", 900, 456),
    ask("hey 👋 what's the remainder when 77 is divided by 5? thx", "remainder", 77, 5),
    ask("Hi! What's 13 squared? Thank you so much 🙏", "power", 13, 2),
    ask("hello!! is 495 divisible by 15?? thanks in advance", "divisible", 495, 15),
    ask("Morning 🙂 what time is 90 minutes after 10:40 am? thanks", "time_after", "10:40 AM", 90),
    ask("Hiya, 3.6 + 4.75 please, ta", "+", "3.6", "4.75"),
    ask("hey! sum of 3 + 6 + 9 + … + 60? thank you!!", "series", 3, 60, step=3),
    ask("Hi coach — 1,500 ÷ 24? Many thanks", "/", 1500, 24),
    ask("Hello! What's 4 hours 20 minutes minus 1 hour 35 minutes? 🙏", "subtract_time", 420, 135),
    ask("good evening, what is 2 to the power 9? thanks a lot", "power", 2, 9),
    ask("hey hey, 88 × 12 = ? ty ❤️", "*", 88, 12),
    chain("Hi, what's 640 − 175 − 90? Thanks 😀", "-", 640, 175, 90),
    ask("Hello there. How long is it from 7:55 to 16:20? Cheers!", "time_between", "07:55", "16:20"),
    ask("thanks for earlier! another one: 25 × 44?", "*", 25, 44),
    ask("hi, 1² + 2² + … + 7²? thanks!", "sum_of_squares", 1, 7),
    ask("Hello 🙂 -9 + -16?", "+", -9, -16),
]

STORY_THEN_QUESTION = [
    ask(
        "I'm 43 and haven't done maths since school, my nephew laughed at me yesterday because I couldn't "
        "do 38 + 47 quickly. So, what's 38 + 47?",
        "+",
        38,
        47,
    ),
    ask(
        "So I'm relearning mental arithmetic before starting an accounting course in January. "
        "Today's practice item: 4,750 minus 2,980.",
        "-",
        4750,
        2980,
    ),
    ask(
        "I drive for a living and I like to keep my brain busy. Today I was trying to multiply 37 by 12 "
        "while stuck in traffic. What is it?",
        "*",
        37,
        12,
    ),
    ask("My abacus teacher gave us a list and the last one stumped me: 8,462 + 1,579", "+", 8462, 1579),
    ask("We're saving for a trip. I put aside 85 a week. How much is that after 26 weeks?", "*", 85, 26),
    ask(
        "I bake bread, and the recipe makes 1,080 g of dough which I split into 12 equal rolls. "
        "How heavy is each roll?",
        "/",
        1080,
        12,
    ),
    ask(
        "My watch says 6:50 am and my train is in 75 minutes. What time is the train?",
        "time_after",
        "6:50 AM",
        75,
    ),
    ask(
        "Grandkid challenge at dinner: who can first tell if 1,001 is divisible by 13. Is it?",
        "divisible",
        1001,
        13,
    ),
    ask(
        "Doing a night shift that starts at 21:15 and ends at 06:45 — how long is the shift?",
        "time_between",
        "21:15",
        "06:45",
    ),
    ask("Kumon level E, my sheet has 45 ÷ 6 and wants a decimal. What is it?", "/", 45, 6),
    ask(
        "My running app lost my times. First run 1 h 12 min, second one 58 minutes. Total?",
        "add_time",
        112,
        58,
    ),
    ask(
        "The soroban club meets on Tuesdays and we race each other. Last week's final: 7 to the power 5. "
        "Answer?",
        "power",
        7,
        5,
    ),
    ask(
        "I'm writing a quiz for my pub. One question is the sum of the first 9 cube numbers, 1³ through 9³. "
        "What's the answer so I can mark it?",
        "sum_of_cubes",
        1,
        9,
    ),
    ask(
        "I coach under-10s football; we have 63 kids and make teams of 8. How many kids are left over "
        "after making full teams?",
        "remainder",
        63,
        8,
    ),
    ask("In my book club there's a debate: is 2,345 − 1,876 equal to 469 or 479?", "-", 2345, 1876),
    ask(
        "Cooking for a crowd: the recipe needs 240 g of flour and I'm making it 3.5 times over. "
        "How much flour?",
        "*",
        240,
        "3.5",
    ),
    ask("It was -4 degrees this morning and it has risen by 11 degrees since. What is it now?", "+", -4, 11),
]

TERSE_SYMBOLS = [
    ask("846 ÷ 9 =", "/", 846, 9),
    ask("23^2 =?", "power", 23, 2),
    ask("125 · 16", "*", 125, 16),
    ask("1001 − 999", "-", 1001, 999),
    ask("−5 × −12", "*", -5, -12),
    ask("3**4", "power", 3, 4),
    ask("2.5 * 2.5", "*", "2.5", "2.5"),
    chain("44+55+66", "+", 44, 55, 66),
    ask("1+3+5+…+99", "series", 1, 99, step=2, named=(2,)),
    ask("17:40 + 45 min", "time_after", "17:40", 45),
    ask("9:10 pm − 25 min", "time_before", "9:10 PM", 25),
    ask("2h50 + 1h25", "add_time", 250, 125),
    ask("99 mod 4", "remainder", 99, 4),
    ask("343 % 7 == 0 ?", "divisible", 343, 7),
    ask("1000/8", "/", 1000, 8),
    ask("0.2 × 0.3", "*", "0.2", "0.3"),
    ask("13:50 to 15:05 = ? (duration)", "time_between", "13:50", "15:05"),
    chain("100 - 37 - 29 - 18", "-", 100, 37, 29, 18),
    ask("6³", "power", 6, 3),
    ask("-2.5 + 7", "+", "-2.5", 7),
]

DRILL_LIST = [
    chain("soroban practice: 472 + 385 + 916 + 208", "+", 472, 385, 916, 208),
    ask("Next one: 3,008 − 1,459", "-", 3008, 1459),
    ask("ok next: 65 × 65", "*", 65, 65),
    ask("next in my drill: 2,592 ÷ 8", "/", 2592, 8),
    chain("flash anzan round: 17 + 64 + 38 + 91 + 25", "+", 17, 64, 38, 91, 25),
    ask("Round 3, item 4: 12 to the power 3", "power", 12, 3),
    ask("drill item: how much time from 4:35 pm to 9:10 pm", "time_between", "4:35 PM", "9:10 PM"),
    ask("mental maths comp practice, question 12: 375 × 24", "*", 375, 24),
    chain("abacus homework line 6: 9,000 − 1,234 − 2,345 − 3,456", "-", 9000, 1234, 2345, 3456),
    ask("next: remainder of 1,000 ÷ 7", "remainder", 1000, 7),
    ask("next: divisible by 9? 123,456,789", "divisible", 123456789, 9),
    ask("Drill 5: 1 + 2 + 3 + … + 60", "series", 1, 60, step=1),
    ask("next question in my set: 16 × 1.25", "*", 16, "1.25"),
    chain("speed round: 48 + 52 + 67 + 34", "+", 48, 52, 67, 34),
    ask("next one: 10 h 15 min minus 7 h 50 min", "subtract_time", 1015, 750),
    ask("round 2 q 9: 25 squared", "power", 25, 2),
    ask("last one for today: 1² + 2² + … + 30²", "sum_of_squares", 1, 30),
    ask("next: what time is 2 h 45 min after 10:30 PM?", "time_after", "10:30 PM", 165),
]

SECOND_LANGUAGE = [
    ask("how much is 45 multiply with 12?", "*", 45, 12),
    ask("please to calculate 1,250 plus 3,875", "+", 1250, 3875),
    ask("what gives 144 divided on 12?", "/", 144, 12),
    ask("how many is 27 in square?", "power", 27, 2),
    ask("I need know the rest when 47 is divided by 5", "remainder", 47, 5),
    ask("is 84 dividable through 7?", "divisible", 84, 7),
    ask("make please 600 minus 275", "-", 600, 275),
    ask("how much does it make 3,5 + 2,25", "+", "3.5", "2.25", comma=True),
    ask(
        "the train goes at 14.20 and the travel takes 95 minutes, when it arrives?",
        "time_after",
        "14:20",
        95,
    ),
    ask("how long time is from 9.30 to 12.05?", "time_between", "09:30", "12:05"),
    ask("how much is 3 in power 8?", "power", 3, 8),
    ask("sum all numbers from 10 until 30", "series", 10, 30, step=1, named=(1,)),
    ask("how much is minus 7 plus 19", "+", -7, 19),
    ask(
        "please help, 1 hour 50 minutes and 2 hours 40 minutes together is how much?",
        "add_time",
        150,
        240,
    ),
    ask("what is 2,4 times 5?", "*", "2.4", 5, comma=True),
    ask("15 multiplied with 15 is how much?", "*", 15, 15),
    ask("which is the result of 952 divided through 7?", "/", 952, 7),
    ask("how much makes 1 + 3 + 5 + ... + 29?", "series", 1, 29, step=2, named=(2,)),
    ask("is 1000 dividable by 16?", "divisible", 1000, 16),
]

FORMAL_INSTRUCTION = [
    ask("Without using a calculator, work out 3.6 × 0.5", "*", "3.6", "0.5", source=S),
    ask("Work out 7,004 − 3,569 without a calculator.", "-", 7004, 3569, source=S),
    ask("Calculate 2,835 ÷ 9. Do not use a calculator.", "/", 2835, 9, source=S),
    ask("Find the value of 4 to the power 5.", "power", 4, 5, source=S),
    ask("Evaluate 1 + 4 + 7 + ... + 58.", "series", 1, 58, step=3, named=(3,), source=S),
    ask(
        "Work out the sum of the squares of the whole numbers from 1 to 9.",
        "sum_of_squares",
        1,
        9,
        source=S,
    ),
    ask("Find the remainder when 4,321 is divided by 10.", "remainder", 4321, 10, source=S),
    ask("Determine whether 3,528 is divisible by 7.", "divisible", 3528, 7, source=S),
    ask(
        "Work out 4 h 35 min + 3 h 40 min. Give your answer in hours and minutes.",
        "add_time",
        435,
        340,
        source=S,
    ),
    ask(
        "A lesson begins at 13:55 and ends at 15:20. How long is the lesson?",
        "time_between",
        "13:55",
        "15:20",
        source=S,
    ),
    ask("Work out the time 3 hours 40 minutes before 02:15.", "time_before", "02:15", 220, source=S),
    ask("Calculate −18 − 27.", "-", -18, 27, source=S),
    ask("Work out 0.04 × 300.", "*", "0.04", 300, source=S),
    chain("Calculate 56.7 + 8.45 + 10.05", "+", "56.7", "8.45", "10.05", source=S),
    ask("Work out 125 × 48 mentally.", "*", 125, 48, source=S),
    ask(
        "Find the sum of all even numbers from 50 to 100 inclusive.",
        "series",
        50,
        100,
        step=2,
        named=(2,),
        source=S,
    ),
    ask("Evaluate 11 cubed.", "power", 11, 3, source=S),
    ask("Work out 9 h 00 min − 3 h 25 min.", "subtract_time", 900, 325, source=S),
]

FILLER_WORDS = [
    ask("ok so um what's like 67 plus 58", "+", 67, 58),
    ask("uh, can you tell me ninety-nine times eight, like quick", "*", 99, 8),
    ask("so basically I need 1,000 minus 648, yeah", "-", 1000, 648),
    ask("um what's 56 divided by 0.7", "/", 56, "0.7"),
    ask(
        "right so the time 35 minutes before 12:10, uh, in the afternoon",
        "time_before",
        "12:10 PM",
        35,
    ),
    ask("hmm, 16 squared?", "power", 16, 2),
    ask("okay okay, is 111 divisible by 3", "divisible", 111, 3),
    ask("er, what's the remainder of 58 over 7?", "remainder", 58, 7),
    ask("so like 20 + 40 + 60 all the way to 200, what's that", "series", 20, 200, step=20),
    ask("um, 2 hours 5 minutes plus 55 minutes?", "add_time", 205, 55),
    chain("uh so what's 7.25 plus 2.5 plus 0.25", "+", "7.25", "2.5", "0.25"),
    ask("well, what's 3 to the 6th, I guess", "power", 3, 6),
    ask("ok what's negative 40 minus 25", "-", -40, 25),
    ask("basically 48 times 0.5 right? what's that", "*", 48, "0.5"),
    ask("ummm like how long from 5:20 pm to 7 pm", "time_between", "5:20 PM", "7:00 PM"),
    ask("so uh 1 squared plus 2 squared up to 5 squared", "sum_of_squares", 1, 5),
    ask("yeah so 333 times 3", "*", 333, 3),
    ask("so um 7,200 divided by 60", "/", 7200, 60),
]

SEPARATORS = [
    ask("12 500 + 7 850 = ?", "+", 12500, 7850),
    ask("what's 1,25,000 minus 75,000", "-", 125000, 75000),
    ask("How much is 12'500 × 4?", "*", 12500, 4),
    ask("3 250 − 1 875", "-", 3250, 1875),
    ask("is 1 000 001 divisible by 7?", "divisible", 1000001, 7),
    ask("2 400 000 ÷ 16", "/", 2400000, 16),
    ask("1.234.567 + 1", "+", 1234567, 1, dots=True),
    ask("what's 4,5 × 2?", "*", "4.5", 2, comma=True),
    ask("1 500 × 12", "*", 1500, 12),
    ask("60 000 ÷ 48", "/", 60000, 48),
    chain("what is 10 000 − 3 333 − 3 333", "-", 10000, 3333, 3333),
    chain("25 000 + 37 500 + 12 500", "+", 25000, 37500, 12500),
    ask("12,75 + 7,5", "+", "12.75", "7.5", comma=True),
    ask("how many are left over when 10 000 is divided by 7", "remainder", 10000, 7),
    ask("2,50,000 ÷ 50", "/", 250000, 50),
    ask("What is 1 024 squared?", "power", 1024, 2),
    ask("3'600 ÷ 45", "/", 3600, 45),
]

SHORTHAND_K = [
    ask("2.5k + 1.75k?", "+", 2500, 1750),
    ask("what's 12k divided by 8", "/", 12000, 8),
    ask("3.2k − 875", "-", 3200, 875),
    ask("hey what's 40k × 3", "*", 40000, 3),
    chain("1.2k + 850 + 2.4k", "+", 1200, 850, 2400),
    ask("is 15k divisible by 24", "divisible", 15000, 24),
    ask("remainder of 10k ÷ 3", "remainder", 10000, 3),
    ask("25k − 7.5k", "-", 25000, 7500),
    ask("what's 1.5k times 4", "*", 1500, 4),
    ask("6k ÷ 1.5", "/", 6000, "1.5"),
    ask("100k minus 1", "-", 100000, 1),
    ask("what's half of 9k", "/", 9000, 2, named=(2,)),
]

NAMED_NOT_WRITTEN = [
    ask("what's double 375?", "*", 375, 2, named=(2,)),
    ask("Half of 1,350?", "/", 1350, 2, named=(2,)),
    ask("triple 256", "*", 256, 3, named=(3,)),
    ask("sum of the first 30 odd numbers", "series", 1, 59, step=2, named=(1, 59, 2)),
    ask("the first 20 even numbers added together", "series", 2, 40, step=2, named=(2, 40)),
    ask("sum of the first 14 square numbers", "sum_of_squares", 1, 14, named=(1,)),
    ask("sum of the first 5 cube numbers", "sum_of_cubes", 1, 5, named=(1,)),
    ask("what's 47 doubled", "*", 47, 2, named=(2,)),
    ask("halve 7.5", "/", "7.5", 2, named=(2,)),
    ask("square of 35?", "power", 35, 2),
    ask("the cube of 16", "power", 16, 3),
    ask("add up all the numbers from 1 to a hundred", "series", 1, 100, step=1),
    ask(
        "how many minutes from quarter past 9 am to 11 am",
        "time_between",
        "9:15 AM",
        "11:00 AM",
        named=("9:15 AM",),
    ),
    ask("what time is it half an hour after 11:45 pm", "time_after", "11:45 PM", 30, named=(30,)),
    ask("an hour and a half before 10:20 am?", "time_before", "10:20 AM", 90, named=(90,)),
    ask("what's the total of 1 h 45 min and half an hour", "add_time", 145, 30, named=(30,)),
    ask("what's 25 times itself", "*", 25, 25),
    ask("What is 1,000 less than 4,567?", "-", 4567, 1000),
]

WHEN_WILL_IT_BE = [
    ask(
        "If I put the roast in at 4:35 pm and it needs 1 hour 50 minutes, when does it come out?",
        "time_after",
        "4:35 PM",
        110,
    ),
    ask(
        "I need to be at work at 08:30 and the commute is 55 minutes. When do I leave?",
        "time_before",
        "08:30",
        55,
    ),
    ask("Bus at 06:48, ride is 37 minutes, arrival?", "time_after", "06:48", 37),
    ask("Meds every 8 hours; last dose 9:15 pm. When's the next?", "time_after", "9:15 PM", 480),
    ask(
        "The exam starts at 09:20 and is 2 hours 15 minutes long. What time does it finish?",
        "time_after",
        "09:20",
        135,
    ),
    ask("how long between 11:50 am and 3:05 pm", "time_between", "11:50 AM", "3:05 PM"),
    ask(
        "I fell asleep at 10:40 pm and woke at 6:25 am, how long did I sleep?",
        "time_between",
        "10:40 PM",
        "6:25 AM",
    ),
    ask(
        "The meeting was 1 h 55 min and the next one 2 h 20 min. How long altogether?",
        "add_time",
        155,
        220,
    ),
    ask("Film is 2 h 28 min, I've watched 1 h 39 min. How much is left?", "subtract_time", 228, 139),
    ask(
        "Parking ticket runs out at 14:05; it's 12:38 now. How long have I got?",
        "time_between",
        "12:38",
        "14:05",
    ),
    ask(
        "The bread needs to be ready at 7:30 am and takes 3 hours 45 minutes. When should I start?",
        "time_before",
        "7:30 AM",
        225,
    ),
    ask("Stream started at 8:50 PM and ran 215 minutes. When did it end?", "time_after", "8:50 PM", 215),
    ask("What time was it 100 minutes before 1:05 am?", "time_before", "1:05 AM", 100),
    ask("how long from 17:25 to 09:10 the next morning?", "time_between", "17:25", "09:10"),
    ask("My shift is 7 h 30 min and I've done 4 h 45 min. How long to go?", "subtract_time", 730, 445),
    ask("What time is 3 hours 5 minutes after 08:40?", "time_after", "08:40", 185),
]


# More sums and differences, so that + and − (with chains) make up about 30% of the corpus.
IN_MY_HEAD.append(ask("how much is 6,000 take away 1,999, in my head?", "-", 6000, 1999))
IS_THERE_A_TRICK.append(ask("Is there a trick for adding 9,999 and 2,346?", "+", 9999, 2346))
QUICK_WAY.append(ask("quick way to take 57 from 1,000?", "-", 1000, 57))
NO_CALCULATOR_TESTS.append(chain("GRE quant, no calculator: 0.75 + 0.125 + 0.5", "+", "0.75", "0.125", "0.5"))
PARENT_HELPING.append(
    ask("my daughter wants to know 3,000 minus 1,468, I said 1,532 — right?", "-", 3000, 1468)
)
DICTATED += [
    ask("what is five hundred and six plus two hundred and ninety nine", "+", 506, 299),
    ask("nine hundred take away three hundred and twelve", "-", 900, 312),
]
PHONE_TYPED += [
    chain("wats 78+69+45", "+", 78, 69, 45),
    ask("how much is 4.99 + 12.50", "+", "4.99", "12.5"),
]
WORDS_AND_DIGITS.append(ask("5 hundred minus 137", "-", 500, 137, named=(500,)))
PASTED_FROM_PDF.append(ask("Q6 Work out 6.04 + 19.7 (1 mark)", "+", "6.04", "19.7", source=S))
SPREADSHEET.append(chain("=B4+B5+B6 where those cells are 120.25, 99.75 and 30", "+", "120.25", "99.75", 30))
LATEX_PASTED += [ask("$-15 + 42$", "+", -15, 42), ask("$3.6 - 5.1$", "-", "3.6", "5.1")]
TRIED_AND_GOT += [
    ask("I added 3.75 and 4.6 and got 7.81, where did I go wrong? what is it", "+", "3.75", "4.6"),
    ask("got -3 for -10 + 7? just checking", "+", -10, 7),
]
WALK_ME_THROUGH.append(ask("walk me through 4,006 − 1,997", "-", 4006, 1997))
GREETING_AND_THANKS.append(chain("hi! 2,750 + 1,480 + 990? ta", "+", 2750, 1480, 990))
STORY_THEN_QUESTION += [
    chain(
        "I had 1,200 in my account, paid 345 for rent and 78 for bills. How much is left?",
        "-",
        1200,
        345,
        78,
    ),
    ask(
        "My step counter says 8,745 today and 6,980 yesterday. How many more steps did I do today?",
        "-",
        8745,
        6980,
    ),
]
TERSE_SYMBOLS += [ask("−17 − −5", "-", -17, -5), ask("8.25+1.75", "+", "8.25", "1.75")]
DRILL_LIST += [
    ask("next: 7,777 + 2,223", "+", 7777, 2223),
    chain("next: 500 - 123 - 45 - 6", "-", 500, 123, 45, 6),
]
SECOND_LANGUAGE += [
    ask("how much is 350 less 175?", "-", 350, 175),
    ask("together 1450 and 2675 make how much?", "+", 1450, 2675),
]
FORMAL_INSTRUCTION += [
    ask("Calculate 4.07 − 1.9", "-", "4.07", "1.9", source=S),
    ask("Work out 8,015 + 2,986", "+", 8015, 2986, source=S),
]
FILLER_WORDS.append(chain("uh what's like 1.99 plus 2.99 plus 0.99", "+", "1.99", "2.99", "0.99"))
SEPARATORS.append(ask("45 000 − 17 250", "-", 45000, 17250))
SHORTHAND_K.append(ask("what's 4.5k minus 1.2k", "-", 4500, 1200))
NAMED_NOT_WRITTEN.append(ask("What is 250 more than 1,875?", "+", 1875, 250))

FAMILIES: dict[str, list[Entry]] = {
    "in-my-head": IN_MY_HEAD,
    "is-there-a-trick": IS_THERE_A_TRICK,
    "quick-way": QUICK_WAY,
    "no-calculator-tests": NO_CALCULATOR_TESTS,
    "parent-helping": PARENT_HELPING,
    "dictated": DICTATED,
    "phone-typed": PHONE_TYPED,
    "homophones-autocorrect": HOMOPHONES,
    "words-and-digits": WORDS_AND_DIGITS,
    "pasted-from-pdf": PASTED_FROM_PDF,
    "spreadsheet": SPREADSHEET,
    "latex-pasted": LATEX_PASTED,
    "tried-and-got": TRIED_AND_GOT,
    "walk-me-through": WALK_ME_THROUGH,
    "greeting-and-thanks": GREETING_AND_THANKS,
    "story-then-question": STORY_THEN_QUESTION,
    "terse-symbols": TERSE_SYMBOLS,
    "drill-list": DRILL_LIST,
    "second-language": SECOND_LANGUAGE,
    "formal-instruction": FORMAL_INSTRUCTION,
    "filler-words": FILLER_WORDS,
    "separators": SEPARATORS,
    "shorthand-k": SHORTHAND_K,
    "named-not-written": NAMED_NOT_WRITTEN,
    "when-will-it-be": WHEN_WILL_IT_BE,
}
