"""Corpus 17's hand-written phrasings, one family per way of asking (see README.md).

Numbers are stored as the question writes them ("£1,875.50" as "1875.50"); a number the question only
names ("the double of", "the half of", "both kids", "sum(range(1, 101))" for 1 to 100) is listed as
named. Questions that say the comma is their decimal mark write "12,5" for 12.5; `decimal_comma` marks
them, and build.py reads their commas as points before checking their numbers.
"""

from __future__ import annotations

from dataclasses import replace

from entries import Entry
from makers import (
    between,
    cubes,
    earlier,
    goes,
    later,
    left_over,
    length_less,
    lengths_added,
    minus,
    plus,
    power,
    run,
    shared,
    squares,
    times,
)


def decimal_comma(e: Entry) -> Entry:
    """A question that writes its decimals with a comma, as it says it does: build.py checks its numbers
    with the commas read as points, so answers.py's own check (which reads "12,5" as 125) is left off."""
    return replace(e, check_numbers=False)


TERMINAL = [
    power("quick one before I open a python shell: 2**10?", 2, 10),
    left_over("what does 1000 % 7 give in python", 1000, 7),
    run("sum(range(1, 101)) -- what does that print?", 1, 100, named=(100,)),
    left_over("divmod(250, 9) gives a tuple; I only need the remainder part of it. what is it?", 250, 9),
    shared("in the REPL:\n>>> 7200 // 60\nwhat's the output", 7200, 60),
    power(">>> 3**4\n? (no python on this box)", 3, 4),
    squares("sum(i**2 for i in range(1, 11)) = ?", 1, 10, named=(10,)),
    shared("x = 4096 // 16; print(x)  # what do I get", 4096, 16),
    power("what's 2**16 in decimal", 2, 16),
    goes("is 1234567 % 3 == 0 true or false?", 1234567, 3),
    plus("python says 0.1+0.2 is weird, so by hand: 0.1 + 0.2 = ?", "0.1", "0.2"),
    run("what's sum(range(0, 101, 5))", 0, 100, step=5, named=(100,)),
    plus("len(a) is 365 and len(b) is 412, total rows after concat?", 365, 412),
    times(">>> 144 * 37", 144, 37),
    power("n = 17 ** 2  -> n?", 17, 2),
    cubes("sum(x**3 for x in range(1, 6)) -- value?", 1, 5, named=(5,)),
]

SYSADMIN = [
    later("backup kicked off at 23:40 and the log says it took 95 min. what time did it finish", "23:40", 95),
    later("cron runs the job at 02:30, it takes 1h45m. when is it done?", "02:30", 105),
    between("first log line 03:12, last log line 05:47. how long did the job run?", "03:12", "05:47"),
    minus("disk is 512 GB, we're using 387. how much is free", 512, 387),
    shared("4 TB spread evenly across 8 drives, how much per drive (in TB)", 4, 8),
    times("nightly dump is 36 GB and we keep 14 of them. total space?", 36, 14),
    between("maintenance window opens 22:00 and has to close by 01:30. how long is it?", "22:00", "01:30"),
    between("server up since 07:50, it's 16:05 now -- uptime in h:mm?", "07:50", "16:05"),
    lengths_added("job A 1 h 20 min, job B 2 h 55 min, back to back. total runtime?", 120, 255),
    length_less("restore estimate was 3 h 10 min and it's done 1 h 25 min of it. how long to go?", 310, 125),
    shared("1440 minutes in a day, cron fires every 15 min. how many runs a day", 1440, 15),
    goes("is 86400 divisible by 7? (seconds in a day, for a weekly rotation thing)", 86400, 7),
    times("we have 3 racks with 42 U each, how many U total", 3, 42),
    later("alert fired at 04:52, the on-call acked 38 minutes later. what time was the ack", "04:52", 38),
    later("snapshot at 13:05, the crash came 2 h 40 min after it. what time was the crash?", "13:05", 160),
    earlier("need the restore finished by 06:00, it takes 2 hours 35 minutes. latest start?", "06:00", 155),
    shared("65536 inodes split over 256 groups -> how many per group?", 65536, 256),
]

SPREADSHEET = [
    minus("cell B2 says 1,475 and C2 says 389, what should =B2-C2 show?", 1475, 389),
    plus("=SUM(A1:A4) where A1..A4 are 120, 85, 240, 60 -- what total should I see?", 120, 85, 240, 60),
    times("=48*365 in D7, what's the value (excel is frozen)", 48, 365),
    left_over("what should =MOD(365, 7) return? my sheet shows #VALUE!", 365, 7),
    power("=POWER(5, 4) - what number is that", 5, 4),
    power("=2^12 in a cell, what's it equal to", 2, 12),
    shared("column E adds up to 3,640 over 28 rows, what's the average per row? (=E30/28)", 3640, 28),
    times("invoice sheet: qty 36 in B5, unit price 12.75 in C5. what should D5 (=B5*C5) be", 36, "12.75"),
    squares("=SUMSQ(1, 2, 3, 4, 5, 6, 7, 8) gives what?", 1, 8),
    goes("does 2,184 divide evenly by 12? my =MOD(B3,12) check shows something odd", 2184, 12),
    between("A1 = 09:15, B1 = 17:40, what should =B1-A1 show as hours:minutes", "09:15", "17:40"),
    later("cell F2 has start time 08:45, G2 adds 3 h 50 min to it. what time should G2 show?", "08:45", 230),
    plus("the pivot gives 18,420 for Q1 and 21,375 for Q2, what's the H1 total", 18420, 21375),
    shared("=1250/8 comes up as ####, what is the actual number", 1250, 8),
    goes("conditional formatting flags anything divisible by 9. Should 7,281 get flagged?", 7281, 9),
    run("=SUM(ROW(1:50)) as an array formula -- what does it give?", 1, 50),
]

OFFICE = [
    times("PO 4471: 12 chairs at £85 each. Line total?", 12, 85),
    minus("Invoice total £2,340.00, we've paid £1,875.50 so far. Balance outstanding?", "2340.00", "1875.50"),
    plus("Can you total this PO for me — £418, £1,260, £96, £745", 418, 1260, 96, 745),
    times("Supplier invoices 3 pallets at 48 boxes per pallet. How many boxes should arrive?", 3, 48),
    shared("Annual contract £14,400 billed over 12 months, what's each invoice?", 14400, 12),
    minus("We ordered 1,500 units, 1,236 delivered. How many still owed on the PO?", 1500, 1236),
    minus("Hi, the credit note is for £312 and the invoice was £1,980. What's the net to pay?", 1980, 312),
    times("Toner is £47.60 a cartridge, we need 15. PO value?", "47.60", 15),
    plus(
        "Expenses claim: taxi £23.40, train £67.85, lunch £11.20. Total to claim?", "23.40", "67.85", "11.20"
    ),
    minus(
        "Our budget code has £5,000. We've raised POs for £1,245, £870 and £2,310. What's left?",
        5000,
        1245,
        870,
        2310,
    ),
    shared("Split the £2,760 consultancy invoice evenly across 4 cost centres please", 2760, 4),
    times("Quarterly invoice is £3,150, what's that for the year (4 quarters)?", 3150, 4),
    goes("Can a batch of 1,152 labels go on sheets of 24 with none left over?", 1152, 24),
    left_over(
        "Print order: 2,500 leaflets, boxes hold 300. How many leaflets in the last, part-full box?",
        2500,
        300,
    ),
    between(
        "The meeting room is booked 10:30 to 13:15 for the supplier review. How long is that?",
        "10:30",
        "13:15",
    ),
    later(
        "Courier collected at 2:45 pm and delivery is promised 3 h 30 min later. When should it arrive?",
        "2:45 PM",
        210,
    ),
]

SPANISH = [
    times("how much makes 7 per 8? is for the homework of my son", 7, 8),
    times("Hello, I need the double of 137, please", 137, 2, named=(2,)),
    shared("How much is 345 divided in 5?", 345, 5),
    shared("the half of 730 euros is how much?", 730, 2, named=(2,)),
    minus("I have 48 years and my father has 76, how many years of difference?", 76, 48),
    power("7 elevated to the 3, how much makes?", 7, 3),
    run("the sum of the numbers from 1 until 40, how is?", 1, 40),
    later(
        "The bus goes out at 14:35 and the travel is of 2 hours and 50 minutes. At what hour I arrive?",
        "14:35",
        170,
    ),
    left_over("how much rests if I divide 100 between 7?", 100, 7),
    goes("is 231 divisible between 11?", 231, 11),
    times("I bought 3 kilos of tomatoes at 2.40 the kilo, how much I pay?", 3, "2.40"),
    shared("We are 12 persons in the dinner and the bill is of 420 euros. How much is each one?", 420, 12),
    between(
        "I entered to work at 8:15 am and I exited at 5:45 pm, how many hours I worked?", "8:15 AM", "5:45 PM"
    ),
    power("how much is 15 to the square?", 15, 2),
    plus("I need to add 1575 plus 2948 plus 316, please help", 1575, 2948, 316),
]

FRENCH = [
    times("How much makes 9 times 13? I am not sure of my calcul", 9, 13),
    minus("I search the result of 2024 minus 1789, for the anniversary of the revolution", 2024, 1789),
    times("What is the triple of 215?", 215, 3, named=(3,)),
    shared("We are 8 at the table and the addition (the bill) is 184 euros, each one pays how much?", 184, 8),
    between("The train leaves at 18:42 and arrives at 21:07. How long is the voyage?", "18:42", "21:07"),
    power("2 exponent 9, it makes how much?", 2, 9),
    left_over("how much stays if I divide 83 by 6 ?", 83, 6),
    decimal_comma(plus("In France we write the decimal with a comma: 12,5 + 7,25 = ?", "12.5", "7.25")),
    goes("Is 1001 divisible by 13? I believe yes", 1001, 13),
    squares("I must calculate the sum of the squares from 1 to 6 for my exercise", 1, 6),
    earlier(
        "My flight departs at 7:10 am, I must be at the airport 2 hours before. At what hour?", "7:10 AM", 120
    ),
    lengths_added(
        "the meeting of 1 hour 45 and after the meeting of 50 minutes, how long in total?", 145, 50
    ),
    times("How much is 56 multiplied by 25 ? (with a space before the ? like we do)", 56, 25),
    times("I take 3 cheeses at 4.80 euros the piece, how much I owe?", 3, "4.80"),
    shared("What gives 625 divided by 25 ?", 625, 25),
]

GERMAN = [
    times("How much is 17 mal 6? Sorry, 17 times 6", 17, 6),
    plus("I must calculate 1250 plus 875 plus 2340, can you help me please?", 1250, 875, 2340),
    later("The train comes at 16:48, but it has 25 minutes delay. When does it come now?", "16:48", 25),
    decimal_comma(
        times("In Germany we use comma for decimals, so: 4,75 times 8 — what comes out?", "4.75", 8)
    ),
    power("What is 3 high 5? (3 hoch 5)", 3, 5),
    left_over("How much rest stays when I divide 95 through 8?", 95, 8),
    goes("Is 2310 dividable through 6?", 2310, 6),
    shared("I have 960 euros and must divide it through 12 months", 960, 12),
    run("Sum of all numbers from 1 to 60, how does one calculate this?", 1, 60),
    between("The work begins at 07:30 and ends at 16:00. How long is the working day?", "07:30", "16:00"),
    minus("From 5000 I take 1873 away, what remains?", 5000, 1873),
    times("We order 24 crates with each 20 bottles. How many bottles are that?", 24, 20),
    later(
        "The cake must 1 hour 10 minutes in the oven, I put it in at 15:20. When do I take it out?",
        "15:20",
        70,
    ),
    cubes("Sum of the cubes from 1 to 4? Our teacher calls them Kubikzahlen", 1, 4),
    power("What is 7 quadrat? I mean 7 squared", 7, 2),
]

PORTUGUESE = [
    times("how much is 45 times 12? i am from brazil, sorry my english", 45, 12),
    shared("i need to know how much is the half of 378", 378, 2, named=(2,)),
    later(
        "the soccer game start at 16:00 and have 1 hour 50 minutes with the break, it finish what hour?",
        "16:00",
        110,
    ),
    shared("how much give 832 divided for 4?", 832, 4),
    decimal_comma(plus("in portugal the comma is the decimal: 2,5 + 3,75 how much?", "2.5", "3.75")),
    plus("i pay 850 reais of rent and 230 of light and water. how much is the total?", 850, 230),
    left_over("what is the rest of 47 divided for 5?", 47, 5),
    power("5 elevated to 3, how much is?", 5, 3),
    run("the sum of 1 until 25 how much give?", 1, 25),
    goes("is 144 divisible for 9?", 144, 9),
    minus("my salary is 2400 and i spend 1765. how much stay?", 2400, 1765),
    times("how much is 6 packs of 12 eggs?", 6, 12),
    later(
        "i start the course at 9:00 am and it have 3 hours 30 minutes, finish at what hour?", "9:00 AM", 210
    ),
    power("how much is 2 elevated to 8?", 2, 8),
    shared("we are 15 people and the churrasco cost 675 reais, how much each person?", 675, 15),
]

POLISH = [
    times("How much is 23 times 14? I must check for my daughter", 23, 14),
    minus("Please, how much will be 1520 minus 687?", 1520, 687),
    later(
        "My bus leaves 06:55 and the ride takes 1 hour 25 minutes. On what hour I am in the city?",
        "06:55",
        85,
    ),
    power("How much is 7 to the power 4?", 7, 4),
    shared("I divide 1000 zloty on 8 persons, how much for one?", 1000, 8),
    left_over("What rest stays from 200 divided by 9?", 200, 9),
    goes("Is 4572 divisible by 4? I am not sure about the rule", 4572, 4),
    run("The sum of numbers 1 to 80, please", 1, 80),
    between("I worked from 7:00 am till 3:30 pm, how many hours it is?", "7:00 AM", "3:30 PM"),
    plus("How much together: 345 and 129 and 78?", 345, 129, 78),
    decimal_comma(times("In Poland decimal is comma, so 12,40 times 5 is how much?", "12.40", 5)),
    power("How much is 18 squared?", 18, 2),
    later("Film is 2 hours 15 minutes, it starts 19:45. When it ends?", "19:45", 135),
    squares("Sum of squares from 1 to 9 how much?", 1, 9),
    shared("We have 36 pierogi for 4 persons, how much each one gets?", 36, 4),
]

ARABIC = [
    times("Peace upon you, please what is the result of 125 multiply 8?", 125, 8),
    minus("brother how much 950 minus 387", 950, 387),
    shared("I want to divide 2,400 riyals on 6 of my sons equally. how much each one take?", 2400, 6),
    power("what is 11 power 3 please", 11, 3),
    left_over("if I divide 100 on 3 what is the remainder?", 100, 3),
    goes("is 1,764 divisible on 7 or no?", 1764, 7),
    earlier(
        "the prayer is at 12:10 pm and I need 35 minutes before it to prepare, what time I begin?",
        "12:10 PM",
        35,
    ),
    between("flight is from 23:50 to 04:35 next day, how long the trip?", "23:50", "04:35"),
    run("sum of numbers from 1 to 30 please teacher", 1, 30),
    times("what is the double of 465?", 465, 2, named=(2,)),
    plus("please add for me 1250 and 3475 and 890", 1250, 3475, 890),
    times("I buy 4 boxes of dates, every box 12.5 dinar, how much all?", 4, "12.5"),
    cubes("the sum of cubes 1 to 6 what is it", 1, 6),
    between("the shop open 9:30 am and close 10:00 pm, how many hours it open?", "9:30 AM", "10:00 PM"),
    shared("how much is 64 divide on 16", 64, 16),
]

CHINESE = [
    times("Please help calculate 36 multiply 45 equal how much?", 36, 45),
    minus("3200 minus 1456 equal to?", 3200, 1456),
    between("The high-speed train depart 08:20, arrive 13:05, need how long time?", "08:20", "13:05"),
    power("13 square is how much", 13, 2),
    shared("888 divide 24 equal how much", 888, 24),
    left_over("99 divide 8, remainder is how much?", 99, 8),
    run("1 add to 100 sum is how much? teacher say use Gauss method", 1, 100),
    goes("Is 2025 can be divided by 45 exactly?", 2025, 45),
    later("Meeting start 2:30 pm, have 1 hour 40 minutes, finish what time?", "2:30 PM", 100),
    times("My rent 4500 yuan one month, 12 months total how much", 4500, 12),
    power("2 to the 10 power equal how much?", 2, 10),
    squares("1 square add 2 square add ... add 10 square equal?", 1, 10),
    plus("I have 3 red envelope, 200, 500 and 888 yuan, total is how much?", 200, 500, 888),
    later("Cook rice need 35 minutes, now is 17:50, when rice is ready?", "17:50", 35),
    power("7 multiply 7 multiply 7 equal?", 7, 3, named=(3,)),
]

ITALIAN = [
    times("Scusi, how much makes 12 for 15? (for = times)", 12, 15),
    shared("What is the half of 850?", 850, 2, named=(2,)),
    minus("I have 75 euros and I spend 28.50 for the pizza, how much remains?", 75, "28.50"),
    later(
        "The aperitivo is at 19:30 and the dinner 1 hour 15 minutes after. At what hour is the dinner?",
        "19:30",
        75,
    ),
    power("How much is 4 elevated at 5?", 4, 5),
    left_over("What remains from 58 divided 9?", 58, 9),
    goes("Is 315 divisible for 15?", 315, 15),
    shared("We are 6 friends and the villa costs 1800 euros for the week, how much each?", 1800, 6),
    run("The sum of the numbers from 1 to 20 is?", 1, 20),
    decimal_comma(
        plus("In Italy we use the virgola (comma) for decimals: 3,20 + 1,85 = ? euro", "3.20", "1.85")
    ),
    times("How many is 27 for 4?", 27, 4),
    between("The museum opens at 9:00 and closes at 19:30, how many hours is open?", "9:00", "19:30"),
    minus("How much is 1000 minus 436?", 1000, 436),
    times("the triple of 128 how much makes?", 128, 3, named=(3,)),
    squares("The sum of the squares from 1 to 7?", 1, 7),
]

PENSIONER_LETTERS = [
    plus(
        "Dear Sir or Madam, I should be grateful if you would tell me the total of my two "
        "pensions, £812.40 and "
        "£356.75 per month. Yours faithfully, Mrs D. Harcourt",
        "812.40",
        "356.75",
    ),
    times(
        "To whom it may concern. My state pension is £221.20 a week. What does that come to over 52 weeks? "
        "Thank you kindly.",
        "221.20",
        52,
    ),
    shared(
        "Dear Sirs, I have been charged £1,486 for the year's council tax, payable in 10 instalments. Kindly "
        "confirm the amount of each instalment.",
        1486,
        10,
    ),
    shared(
        "Dear Madam, my late husband's savings of £18,000 are to be divided equally between our 4 "
        "grandchildren. "
        "What would each receive? With thanks, Margaret",
        18000,
        4,
    ),
    minus("Dear Sir, how many years lie between 1941, the year of my birth, and 2027?", 2027, 1941),
    power(
        "Dear Editor, Your crossword competition asks for 13 cubed. I make it 2,197 but should welcome "
        "confirmation. Yours etc.",
        13,
        3,
    ),
    later(
        "Dear Sir, the surgery tells me my appointment at 10:40 am will last 45 minutes. At what "
        "time should I ask "
        "my neighbour to collect me?",
        "10:40 AM",
        45,
    ),
    minus(
        "Dear Sirs, I enclose my meter readings: 48,215 last quarter and 48,903 this quarter. How "
        "many units have "
        "I used?",
        48903,
        48215,
    ),
    goes("Dear Sir, is 1,947 exactly divisible by 3? It concerns a puzzle in the parish magazine.", 1947, 3),
    between(
        "Dear Madam, the coach to Bath departs at 8:15 am and returns at 6:50 pm. How long shall "
        "we be away in "
        "all? Respectfully, Arthur Pemberton",
        "8:15 AM",
        "6:50 PM",
    ),
    times(
        "Dear Sir, my bank charged me £3.50 a month for 12 months. I should like to know the full "
        "sum before I "
        "write to complain.",
        "3.50",
        12,
    ),
    run(
        "Dear Sir, I wish to know the sum of all whole numbers from 1 to 75, for the Women's Institute quiz.",
        1,
        75,
    ),
    minus(
        "To the Manager: I paid £65.00 for a £48.35 item. What change ought I to have received?",
        "65.00",
        "48.35",
    ),
    power(
        "Dear Sir, what is 2 raised to the 15th power? My grandson insists it is over thirty thousand.", 2, 15
    ),
    times("Dear Sirs, if my 250 shares pay 14p each in dividend, what shall I receive in pence?", 250, 14),
]

PENSION_BUDGET = [
    minus(
        "pension comes to £1,640 a month. rent £695, council tax £142, energy £118. what's left over?",
        1640,
        695,
        142,
        118,
    ),
    plus("Gas £84, electric £61, water £38, phone £27 — what's that lot come to monthly?", 84, 61, 38, 27),
    shared("TV licence £174.50, paying it off in 5 equal bits — how much each bit?", "174.50", 5),
    minus("Winter fuel payment £300 and I've spent £187.45 of it on oil. How much remains?", 300, "187.45"),
    times("I put £25 a week in the Christmas club for 48 weeks. How much at the end?", 25, 48),
    times(
        "Bus pass saves me £4.20 a trip and I make 9 trips a week — what's that save me weekly?", "4.20", 9
    ),
    minus(
        "Pension goes in on the 1st: £1,285.60. Direct debits total £934.85. What do I have for "
        "food and that?",
        "1285.60",
        "934.85",
    ),
    shared("My savings £9,600 need to last 24 months. How much per month can I take?", 9600, 24),
    between("The heating runs 6:30 am to 9:15 am each morning. How long is that?", "6:30 AM", "9:15 AM"),
    goes("Is £1,236 divisible by 12 so I can pay it monthly in whole pounds?", 1236, 12),
    times(
        "Prescription certificate is £114.50, or £9.90 an item. 14 items a year would cost me what "
        "without the "
        "certificate?",
        "9.90",
        14,
    ),
    left_over(
        "£2,000 put by, paying £150 a month for the stairlift — once the full months are paid, how "
        "much is left over?",
        2000,
        150,
    ),
    minus("My pension went up from £203.85 to £221.20 a week. By how much?", "221.20", "203.85"),
    later(
        "The day centre minibus picks up at 9:40 am and the ride is 35 min. What time do we get there?",
        "9:40 AM",
        35,
    ),
    times("Electric is 28p a unit and I use 310 units a month. What does that come to in pence?", 28, 310),
]

WEDDING = [
    left_over(
        "We've got 148 guests and round tables seat 10. How many guests on the one table that isn't full?",
        148,
        10,
    ),
    times("Venue charges £68 per head, 112 guests confirmed. Total catering?", 68, 112),
    plus("Bride's side 86, groom's side 74, plus 19 plus-ones. Total for the seating plan?", 86, 74, 19),
    goes("Can 156 guests go at tables of 12 with nobody left over?", 156, 12),
    minus("Budget was £18,500, we've committed £16,940. How much headroom?", 18500, 16940),
    shared("210 favours to split across 14 tables, how many for each table?", 210, 14),
    times("Flowers: 24 centrepieces at £37.50 each — total?", 24, "37.50"),
    plus("Evening guests 65, day guests 120 — how many in all for the evening buffet?", 65, 120),
    shared("Prosecco: 6 glasses a bottle, 180 guests one glass each. How many bottles?", 180, 6),
    run(
        "Fairy-light pyramid: 1 bulb on the top row, 2 on the next, and so on to 20 on the bottom. "
        "How many bulbs?",
        1,
        20,
    ),
    goes("Is 7,290 divisible by 9? Trying to split the florist bill into 9 payments", 7290, 9),
    minus("Deposit paid £2,750, final invoice £9,830. Still to pay?", 9830, 2750),
    times("Paper lanterns cost £1.85 each and we need 240", "1.85", 240),
    times("Bridesmaids: 5 of them, dresses £145 each. Total?", 5, 145),
    power("Seating chart has 8 tables of 8 — so 8 squared guests, which is how many?", 8, 2),
]

RUNNING_ORDER = [
    later("Ceremony 1:30 pm, 40 mins. Drinks reception starts when it ends — what time?", "1:30 PM", 40),
    later(
        "Speeches start 5:15 pm and we've allowed 50 minutes. What time do we cut the cake?", "5:15 PM", 50
    ),
    between(
        "Band on at 20:30, off at 23:45. How long is that set? Need it for the contract.", "20:30", "23:45"
    ),
    earlier("Carriages at 00:30. Last orders 1 h 15 min before that. When's last orders?", "00:30", 75),
    earlier("Hair and makeup needs 3 h 20 min and must finish by 11:00 am. Start time?", "11:00 AM", 200),
    between("Photos 2:10 pm to 3:25 pm — how long have we given the photographer?", "2:10 PM", "3:25 PM"),
    lengths_added("Wedding breakfast runs 1 h 45 min, then 25 min turnaround. Total block?", 145, 25),
    between("Venue access 09:00 till 23:30. Total hours on the hire?", "09:00", "23:30"),
    later("First dance 19:50, then the band plays 2 h 10 min. When do they stop?", "19:50", 130),
    earlier(
        "Registrar needs 30 minutes with the couple before the 1:00 pm ceremony. When do they meet?",
        "1:00 PM",
        30,
    ),
    lengths_added("Running order: canapés 45 min, speeches 40 min, how much in total?", 45, 40),
    length_less(
        "Total evening slot is 4 h 30 min; the band takes 3 h 15 min of it. How much is left for the DJ?",
        430,
        315,
    ),
    between("Guests seated 4:20 pm, meal served 4:55 pm. Gap?", "4:20 PM", "4:55 PM"),
    later("Fireworks at 21:40 and the taxi rank opens 35 minutes after. When?", "21:40", 35),
    times("Table plan: 16 tables with 9 guests each — how many covers for the caterer?", 16, 9),
]

RUNNERS = [
    times("did 12 laps of the 400m track, how many metres is that", 12, 400),
    times("parkrun 5k x 52 weeks if I never miss one — how many km?", 5, 52),
    between("long run left at 06:40, back 08:25. time out?", "06:40", "08:25"),
    plus("week's mileage: 5.2 + 8.4 + 12.6 + 6.3 km. total?", "5.2", "8.4", "12.6", "6.3"),
    minus("marathon is 42.2 km, I've done 29.8. how much is left?", "42.2", "29.8"),
    run(
        "plan adds a mile each week, 1 up to 18 miles for the long run. total long-run miles over the plan?",
        1,
        18,
    ),
    times("intervals: 8 reps of 90 seconds. how many seconds of hard running?", 8, 90),
    earlier(
        "race starts 9:30 am, I want to be there 75 min before. what time do I need to arrive", "9:30 AM", 75
    ),
    minus("my 10k took 52 min and my mate's took 47 min. difference in mins?", 52, 47),
    goes("is 1,600 m divisible by 400? want to know if it's whole laps", 1600, 400),
    lengths_added("ran 1 h 25 min saturday and 1 h 50 min sunday. total for the weekend?", 125, 150),
    shared("ultra: 100 km in 4 equal stages, how long is each stage", 100, 4),
    left_over("47 runners, heats of 6. how many in the last heat if the others are full?", 47, 6),
    run("ladder session: 1 min, 2 min, 3 min, all the way to 10 min. total minutes of running?", 1, 10),
    later("warm up starts 17:50 and lasts 25 min, when does the session proper start", "17:50", 25),
]

CYCLISTS = [
    plus("rode 64 km saturday, 87 km sunday. weekend total?", 64, 87),
    minus("sportive is 160 km, feed stop at 95 km. how far from the feed stop to the finish?", 160, 95),
    between("rolled out at 07:45, home at 12:20. how long was I out?", "07:45", "12:20"),
    times("turbo session: 6 sets of 4 min efforts, total minutes hard?", 6, 4),
    plus("new chain £38.99, cassette £54.50, total?", "38.99", "54.50"),
    shared("club ride 84 km split into 3 equal legs, how long each?", 84, 3),
    times("cadence 90 rpm for 45 min, how many pedal turns?", 90, 45),
    goes("is 252 divisible by 7? want 7 equal days of riding on a 252 km week", 252, 7),
    earlier("train leaves 15:10, I need 40 minutes to ride to the station. latest I leave?", "15:10", 40),
    length_less("total out 3 h 40 min, 35 min of that was café. moving time?", 340, 35),
    run("climbed the hill 1 time monday, 2 tuesday, up to 7 on sunday. total climbs?", 1, 7),
    shared("52 tooth chainring / 13 tooth sprocket = ? ratio", 52, 13),
    plus(
        "strava says 1,240 m, 865 m and 1,530 m of climbing on three rides. total climbing", 1240, 865, 1530
    ),
    minus("audax is 200 km and I've done 137. how far to go", 200, 137),
    times("I do 250 km a week, 48 weeks a year. annual distance?", 250, 48),
]

GYM = [
    times("4 sets of 12 reps — how many reps total", 4, 12),
    times("deadlift 140 kg x 5 reps, volume for the set?", 140, 5),
    plus("bar 20kg + 25 + 25 + 10 + 10 what's on the bar", 20, 25, 25, 10, 10),
    later("spin 6:15 pm for 45 mins, what time does it finish", "6:15 PM", 45),
    times("membership £34.99 a month, what's that a year (12 months)", "34.99", 12),
    run("burpee pyramid 1 up to 15, total burpees?", 1, 15),
    left_over("100 pushups in sets of 8 — how many in the last set if the others are full", 100, 8),
    goes("is 225 divisible by 15? trying to do equal sets", 225, 15),
    between("in the gym 17:40 to 19:05, how long was my session", "17:40", "19:05"),
    shared("did 360 reps this week over 6 sessions, average per session?", 360, 6),
    lengths_added("cardio 1 h 10 and weights 45 min, how long altogether", 110, 45),
    minus("goal 10,000 kcal burned this month, done 6,480, how many to go", 10000, 6480),
    squares("trainer's weird challenge: 1² + 2² + 3² + 4² + 5² reps. how many is that", 1, 5),
    power("how much is 2 to the 5th, coach says thats how many reps in the last round", 2, 5),
    shared("rowing 2,000 m in 4 equal chunks, how far each?", 2000, 4),
]

PARENT_PARTNER = [
    times("can u grab 3 packs of nappies at 8.50 each, how much do i send u", 3, "8.50"),
    later(
        "kids finish at 3:15 pm and swimming is 45 mins after, what time do we need to be at the pool",
        "3:15 PM",
        45,
    ),
    times("school trip is £14 each for both kids — what do i put on the form", 14, 2, named=(2,)),
    minus("shopping was 47.80 and i used a 5 off voucher what did it come to", "47.80", 5),
    times("nursery is 58 a day x 3 days a week how much is that weekly", 58, 3),
    between("how long til pick up? its 13:40 and pick up is 15:20", "13:40", "15:20"),
    times("mum sent 40 for each of the 3 kids, whats the total", 40, 3),
    times("the party bags are 2.75 each and we need 18", "2.75", 18),
    later("bath at 6:30 pm, bed 1 hr 15 after, what time is bed", "6:30 PM", 75),
    minus("we had 120 in the kids jar and spent 37 on the cinema and 24 on lunch how much left", 120, 37, 24),
    shared("split the 96 sweets between the 4 of them evenly? how many each", 96, 4),
    run("their pocket money: 1 pound week 1, 2 week 2 … up to 12 in week 12, how much total lol", 1, 12),
    goes("is 64 divisible by 3 — can the 3 kids split the pack of 64 stickers fairly", 64, 3),
    between("holiday club 8:30 am til 4:45 pm, how long is that — over 8 hrs?", "8:30 AM", "4:45 PM"),
    plus("uniform came to 34.50 + 22.99 + 12.75 whats the total", "34.50", "22.99", "12.75"),
]

PARENT_CHILD = [
    later("bus at 16:25 takes 35 min so what time will u be home", "16:25", 35),
    later("u have 45 mins of homework and its 7:20 pm, what time u finish if u start now", "7:20 PM", 45),
    minus("i gave u 20 and the shoes were 13.49 how much change did u get", 20, "13.49"),
    times("how much is 8 x 7 — ur teacher says u need to know this by friday", 8, 7),
    times("ur phone plan is 12 a month, thats how much a year (12 months)?", 12, 12),
    plus("check ur maths: 456 + 278 is?", 456, 278),
    minus("u owe ur sister 15 and she owes u 9 so whats the difference", 15, 9),
    between("curfew is 22:30 and its 20:45 how long u got", "20:45", "22:30"),
    between("practice 5:30 pm to 7:05 pm so how long is that", "5:30 PM", "7:05 PM"),
    times("save 5 a week for 26 weeks how much will u have for the concert", 5, 26),
    shared("if the 150 pages is split over 6 days how many a day", 150, 6),
    power("what's 9 squared love, u asked at dinner", 9, 2),
    goes("is 91 a multiple of 7? ur answer said no", 91, 7),
    run("sum 1 to 10 = ? ur homework sheet q3", 1, 10),
    minus("u had 250 in ur account and spent 87.60 how much is left", 250, "87.60"),
]

PHONE_TYPOS = [
    plus("whats 47+98 tho", 47, 98),
    times("hwo much is 36x24", 36, 24),
    minus("waht is 1000-357", 1000, 357),
    shared("whats 144÷12 pls im on the bus", 144, 12),
    power("calcualte 7 to teh power of 3", 7, 3),
    shared("how mich is 85 dived by 5", 85, 5),
    left_over("remainded of 50÷6?", 50, 6),
    goes("is 117 divisble by 9", 117, 9),
    run("sum of 1 to 50 plz", 1, 50),
    later("what time is it 2 hrs 20 mins aftr 9:50 am", "9:50 AM", 140),
    plus("7.5+2.75=", "7.5", "2.75"),
    times("whats 19×19", 19, 19),
    times("23x 4 =?? quick", 23, 4),
    squares("sum of squres 1 to 4", 1, 4),
    minus("wat's 83-47 i cant think", 83, 47),
]

DOUBLED_WORDS = [
    shared("what is is 64 divided by by 8", 64, 8),
    plus("how how much is 125+375", 125, 375),
    times("what's the the answer to 17×3", 17, 3),
    minus("can you you tell me 900-456", 900, 456),
    power("what is 6 to the the power 3", 6, 3),
    shared("pls what is 250÷5 i keep keep getting it wrong", 250, 5),
    later("what time will it be be 50 minutes after 11:40 am", "11:40 AM", 50),
    goes("is 84 divisible by by 6", 84, 6),
    plus("the sum of of 2+4+6+8+10", 2, 4, 6, 8, 10),
    shared("what's 1000÷8 =?", 1000, 8),
    left_over("what's the remainder of 77÷ 10", 77, 10),
    between("how long is it from 3:20 pm to to 6:05 pm", "3:20 PM", "6:05 PM"),
    times("wht is 2.5×4", "2.5", 4),
    lengths_added("add 3h 40min and and 2h 35min", 340, 235),
    run("the the sum of numbers 1-20", 1, 20),
]

RIDDLES = [
    plus("I'm thinking of a number. It's 47 more than 128. What is it?", 128, 47),
    times("Riddle: I am a number. Multiply 13 by 17 and you'll find me. Who am I?", 13, 17),
    minus("Think of a number: it's what you get when 1,000 loses 388. What's the number?", 1000, 388),
    times("I'm thinking of a number. When I divide it by 8 I get 23 exactly. What's my number?", 23, 8),
    power("I'm thinking of 4 to the power of 6. What number am I thinking of?", 4, 6),
    run("Puzzle: add every number from 1 to 24. What's the total?", 1, 24),
    shared("Riddle for the kids: a farmer has 96 eggs and puts them in boxes of 6. How many boxes?", 96, 6),
    left_over(
        "I'm thinking of a number between 1 and 100. It's the remainder when 365 is divided by 12. "
        "What is it?",
        365,
        12,
    ),
    goes("Brain teaser: is 111,111 divisible by 7?", 111111, 7),
    cubes("I'm the sum of 1³ + 2³ + 3³ + 4³ + 5³ + 6³ + 7³. What number am I?", 1, 7),
    shared("Riddle: I'm half of 642. What am I?", 642, 2, named=(2,)),
    times("I'm thinking of a number that is 18 times 21. Tell me what it is.", 18, 21),
    later(
        "A clock riddle: it's 10:45 am. In 3 hours 30 minutes, what time will the clock show?",
        "10:45 AM",
        210,
    ),
    minus("I'm thinking of a number. Take 2,500, subtract 1,347 from it. What's left?", 2500, 1347),
    squares("Puzzle: I'm the sum of the squares of the numbers 1 through 12. What am I?", 1, 12),
]

ANSWER_CHECK = [
    times("7 × 8... is it 56? blanking on it at the till", 7, 8),
    times("is 23 x 17 = 391 right?", 23, 17),
    minus("just checking 1,200 - 735 = 465?", 1200, 735),
    power("I got 2^9 = 512, correct?", 2, 9),
    shared("Is 144 ÷ 16 equal to 9? doing my budget", 144, 16),
    run("checking my answer: sum of 1 to 30 is 465, yes?", 1, 30),
    plus("does 425 + 389 + 106 make 920?", 425, 389, 106),
    left_over("I make the remainder of 200 ÷ 7 = 4, is that right?", 200, 7),
    times("is 6.5 × 8 = 52?", "6.5", 8),
    goes("Is it true that 2,016 is divisible by 9? I said yes", 2016, 9),
    power("15² = 225, yes?", 15, 2),
    between("from 9:45 am to 1:20 pm is 3 h 35 min, right?", "9:45 AM", "1:20 PM"),
    later("11:50 pm plus 40 minutes is 12:30 am, isn't it?", "11:50 PM", 40),
    squares("I wrote 1² + 2² + ... + 6² = 91. ok?", 1, 6),
    times("Is 48 × 25 = 1,250? something feels off", 48, 25),
    shared("I got 96 for 1,056 ÷ 11, can someone confirm", 1056, 11),
]

SOMEONE_SAYS = [
    times("my kid says 6 × 9 is 54, she's right isn't she", 6, 9),
    minus("My son says 1000 - 1 = 999 and his friend says 990 lol, which is it", 1000, 1),
    times("husband reckons 15 × 16 is 250. what is it really?", 15, 16),
    power("my daughter thinks 3 to the power of 4 is 12. what's the right answer so I can explain", 3, 4),
    run("grandson says the sum of 1 to 100 is 5050 — is he pulling my leg?", 1, 100),
    shared("teacher marked 84 ÷ 7 = 12 wrong on my kid's sheet?? what is it", 84, 7),
    left_over(
        "my boy says 7 goes into 100 fourteen times remainder 2. what's the remainder actually?", 100, 7
    ),
    later("wife says 4:50 pm plus 1 h 25 is 6:15 pm, I say 6:25 — who's right", "4:50 PM", 85),
    goes("My niece insists 91 is prime, so is 91 divisible by 7 or not?", 91, 7),
    plus("partner says 37 + 48 + 19 = 104. check?", 37, 48, 19),
    times("my kid's homework says 2.5 × 12 and she put 30. is that it?", "2.5", 12),
    shared("my dad says 250 ÷ 4 is 62 and a half, what is it as a decimal", 250, 4),
    later(
        "my sister says the train at 21:35 that takes 2 hours 40 minutes gets in at 00:15. right?",
        "21:35",
        160,
    ),
    power("flatmate says 12 cubed is 1,728, can you confirm", 12, 3),
    squares("my mum says 1² + 2² + 3² + ... + 10² is 385 — true?", 1, 10),
]

SELF_CORRECTING = [
    times("what's 84 x 3\nno wait, 48 not 84", 48, 3),
    minus("how much is 625 - 289\nsorry typo, 652 - 289", 652, 289),
    power("7 to the power 4?\nactually make that 7 to the power 5", 7, 5),
    shared("divide 360 by 8\n*by 9, not 8", 360, 9),
    run("sum of 1 to 40\nno hang on, 1 to 45", 1, 45),
    later("what time is 35 min after 14:50\nsorry, 45 min, not 35", "14:50", 45),
    goes("is 343 divisible by 6\nmeant 7, is 343 divisible by 7", 343, 7),
    left_over("remainder of 95 ÷ 4\noops i meant 95 ÷ 6", 95, 6),
    plus("£12.40 + £7.85\nwait, it was £17.85 not £7.85", "12.40", "17.85"),
    between("from 8:10 am to 3:40 pm how long\nno, 3:10 pm — misread the rota", "8:10 AM", "3:10 PM"),
    times("what's 26 × 15\nsorry 26 × 25", 26, 25),
    squares("squares 1 to 8 summed?\nnope, 1 to 9", 1, 9),
    shared("1200 ÷ 16\nedit: 1200 ÷ 15", 1200, 15),
    power("how much is 3 cubed\nno, 3 to the 4th", 3, 4),
    lengths_added("add 1 h 50 and 2 h 25\nno wait, first one was 1 h 35", 135, 225),
]

DEV_CHAT = [
    times("how many pixels in 1920 x 1080", 1920, 1080),
    shared("140 story points over a 10 day sprint, how many per day?", 140, 10),
    power("2^32 — how many IPv4 addresses is that exactly", 2, 32),
    between("deploy started 16:42, finished 17:09, how long did it take?", "16:42", "17:09"),
    minus("PR has 1,284 lines added and 397 removed, net change?", 1284, 397),
    goes("is 4096 divisible by 3? chunk size question", 4096, 3),
    times("1 KiB is 1024 bytes, so 64 KiB is how many bytes", 64, 1024),
    times("our build takes 14 min, we run 38 builds a day. total build minutes?", 14, 38),
    later("standup at 9:45 am runs 25 minutes, when am I free?", "9:45 AM", 25),
    shared("999 tickets closed this year across 27 people, per person?", 999, 27),
    left_over("1000 jobs round-robin over 9 workers, how many are left after the full rounds", 1000, 9),
    run("triangular number for 64? i.e. 1+2+...+64", 1, 64),
    between("on-call shift 18:00 to 08:00, how many hours is that?", "18:00", "08:00"),
    lengths_added("two migrations: 2 h 15 min and 1 h 50 min, total downtime?", 215, 150),
    power("16 cubed, for a hex thing", 16, 3),
    plus("sprint velocity 34, 41, 29, 38 — sum?", 34, 41, 29, 38),
]

FAMILIES = {
    "terminal": TERMINAL,
    "sysadmin": SYSADMIN,
    "spreadsheet": SPREADSHEET,
    "office-po": OFFICE,
    "spanish-english": SPANISH,
    "french-english": FRENCH,
    "german-english": GERMAN,
    "portuguese-english": PORTUGUESE,
    "polish-english": POLISH,
    "arabic-english": ARABIC,
    "chinese-english": CHINESE,
    "italian-english": ITALIAN,
    "pensioner-letters": PENSIONER_LETTERS,
    "pension-budget": PENSION_BUDGET,
    "wedding": WEDDING,
    "running-order": RUNNING_ORDER,
    "runners": RUNNERS,
    "cyclists": CYCLISTS,
    "gym": GYM,
    "parent-to-partner": PARENT_PARTNER,
    "parent-to-child": PARENT_CHILD,
    "phone-typos": PHONE_TYPOS,
    "doubled-words": DOUBLED_WORDS,
    "riddles": RIDDLES,
    "answer-check": ANSWER_CHECK,
    "someone-says": SOMEONE_SAYS,
    "self-correcting": SELF_CORRECTING,
    "dev-chat": DEV_CHAT,
}
