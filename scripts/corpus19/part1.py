"""Corpus 19, part 1: numbers beside the sum that are not part of it, markdown and chat formatting."""

from __future__ import annotations

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

STRAY_SCHOOL = [
    plus("Year 9 maths, Q14 on page 212: 378 + 459. Is it 837?", 378, 459),
    minus("3rd attempt at this and I keep getting a different number lol. 1,204 - 687 = ?", 1204, 687),
    times("Homework due 12/03. What's 36 x 48? Room 204 if anyone wants to check with me after", 36, 48),
    shared("set 7B, question 5: 1,512 ÷ 18", 1512, 18),
    left_over("It's worksheet 4 of 6, question 11: what is the remainder when 500 is divided by 13", 500, 13),
    power(
        "For the Year 10 test on 14 March we need 2 to the power of 11, can someone tell me what it is", 2, 11
    ),
    run("My son (he's 8, in Year 3) has to add up all the numbers 1 to 60. What does that come to?", 1, 60),
    squares("Unit 3, lesson 2 (2024 edition): find 1² + 2² + 3² + ... + 12²", 1, 12),
    goes("Is 1,236 divisible by 6? Mr Patel's class, period 5, due Friday the 13th", 1236, 6),
    later(
        "School bus 42 leaves at 3:25 pm and the ride is 35 min. When do I get home? I'm in Year 8",
        "3:25 PM",
        35,
    ),
    between(
        "exam in hall 3 starts 09:15 and ends 11:40, candidate no. 0472. how long is it", "09:15", "11:40"
    ),
    plus("Q7 (2 marks): 2,468 + 1,357 + 809", 2468, 1357, 809),
    times("im 14 and in year 10 and cant do this. 125 times 16??", 125, 16),
    minus("GCSE 2025 paper 1 Q3. 10,000 − 3,846", 10000, 3846),
    earlier(
        "Period 6 ends at 15:10 on Wednesday (room 12). Mum is picking me up 45 minutes before that for the "
        "dentist. What time is pickup?",
        "15:10",
        45,
    ),
    cubes("Chapter 11 exercise 4: sum of the cubes from 1³ to 6³", 1, 6),
    shared("Test 2 of 3: 9.6 divided by 4 (calculator not allowed, section B)", "9.6", 4),
    lengths_added(
        "Revision log for 5 May: 1 hour 40 min of history and 2 hours 35 min of maths. Total time?", 140, 235
    ),
]

STRAY_EVERYDAY = [
    times("Got the iPhone 15 on a plan at £32 a month for 24 months, what's that in total", 32, 24),
    minus(
        "bus 73 was meant to come at ten past, anyway, I had £50 and spent £18.75, how much is left",
        50,
        "18.75",
    ),
    plus("Flat 3B, Block 17. Council tax 1,482 plus water 456, what's the total for the year", 1482, 456),
    shared("Version 2.1 of the app says we split 1,440 points between 6 players. How many each?", 1440, 6),
    later(
        "My train is the 17:42 from platform 9 and it takes 58 minutes. What time do I arrive?", "17:42", 58
    ),
    left_over("My mum is 47 and she asked me this: 250 sweets in bags of 8, how many are left over?", 250, 8),
    between("Ext. 4417 here. Meeting ran 14:05 to 16:50, how long was that please", "14:05", "16:50"),
    power("Serial number 880-21. Anyway what's 5 to the power 4", 5, 4),
    goes("Zone 2 ticket, line 4. Random question: does 7 go into 343 exactly?", 343, 7),
    times("It's my 30th on the 22nd! 18 guests at £27 each, how much is dinner", 18, 27),
    run(
        "In 2019 I walked 1 mile on day 1, 2 on day 2, up to 31 on day 31. How many miles was that in all?",
        1,
        31,
    ),
    minus(
        "PS5 was £479.99, I got £120 off with the trade-in. How much do I pay? (order #55821)", "479.99", 120
    ),
    earlier(
        "Flight BA 287 lands at 6:15 am, I need to leave 1 hour 50 minutes before to pick them up. When do I "
        "leave?",
        "6:15 AM",
        110,
    ),
    plus(
        "Windows 11 update took ages. Anyway, three meter readings: 312, 287 and 405 units. Total?",
        312,
        287,
        405,
    ),
    shared("Me and 3 housemates at no. 62 split a £1,268 rent 4 ways, how much each", 1268, 4),
    squares("Born in 1998, still can't do this: 5² + 6² + 7² + 8²", 5, 8),
    length_less(
        "The film is 2 h 28 min and we've watched 1 h 45 min on the 747 flight. How much is left?", 228, 145
    ),
    times("Printer model HP 3720, ink cartridges 14.50 each, need 6", "14.50", 6),
]

MARKDOWN_LISTS = [
    plus(
        "Shopping list:\n- bread 1.45\n- milk 1.15\n- eggs 2.30\n\nWhat's the total?", "1.45", "1.15", "2.30"
    ),
    minus("1. start balance: 2,500\n2. paid out: 875\n3. what's left?", 2500, 875),
    times("Order:\n* 24 boxes\n* 36 items per box\n\nhow many items in total?", 24, 36),
    shared("**Split**\n- total: 3,150\n- people: 7\n- each = ?", 3150, 7),
    later(
        "Plan for Saturday:\n1. leave home 08:40\n2. drive 2 hours 25 minutes\n3. arrive when?", "08:40", 145
    ),
    between("- check in: 14:30\n- check out: 18:05\n\nhow long were we there", "14:30", "18:05"),
    plus("Expenses this week\n* taxi 23\n* lunch 14\n* parking 9\n* hotel 189\nsum?", 23, 14, 9, 189),
    left_over(
        "Question:\n- 1,000 chairs\n- rows of 35\n- how many chairs left over after the full rows?", 1000, 35
    ),
    power("To do:\n- [x] laundry\n- [ ] work out 3^7\n- [ ] call gran", 3, 7),
    run("Steps:\n1. take the numbers 1 to 200\n2. add them all up\n3. what's the total?", 1, 200),
    goes("- number: 2,145\n- divisor: 11\n- divisible? yes/no", 2145, 11),
    minus(
        "Budget\n- income 1,850\n- rent 725\n- bills 212\n- food 340\n\nwhat's left after all three",
        1850,
        725,
        212,
        340,
    ),
    earlier(
        "Timeline:\n- 7:30 pm dinner\n- need to start cooking 1 hour 15 min before\n→ start at?",
        "7:30 PM",
        75,
    ),
    times("* 17 rows\n* 23 seats each\n* total seats?", 17, 23),
    cubes("Sum these:\n1³\n2³\n3³\n4³\n5³\n6³\n7³", 1, 7),
    lengths_added("Timesheet\n- Mon 3 hours 45 min\n- Tue 4 hours 30 min\nTotal for the two days?", 345, 430),
    shared("1) 7.5 kg of rice\n2) 3 equal bags\n3) how much in each bag", "7.5", 3),
    squares("Can anyone do this\n- 10²\n- 11²\n- 12²\n- 13²\n- 14²\n...added together?", 10, 14),
]

MARKDOWN_INLINE = [
    times("what is **48 × 52**? need it for a form", 48, 52),
    plus("`1234 + 5678` gives me a weird result in my notebook, what should it be", 1234, 5678),
    minus("> The invoice was £2,340 and we've paid £1,575\n\nSo how much do we still owe?", 2340, 1575),
    shared("quick one: `8640 / 24` = ?", 8640, 24),
    later(
        "> Doors open at 6:45 pm, the show starts 90 minutes later\n\nwhat time does the show start",
        "6:45 PM",
        90,
    ),
    left_over("*Really* stuck: what's `47 % 6`, i.e. the remainder of 47 divided by 6", 47, 6),
    power("Is **7^4** right as 2401? please check", 7, 4),
    goes("> Can 360 be shared evenly among 16 people?\n\nmy sister asked me this and I'm not sure", 360, 16),
    run("__sum of 1 to 75__ for a puzzle. what is it", 1, 75),
    between("Log says `start=07:50` and `end=10:15`. How long did it run?", "07:50", "10:15"),
    plus("~~2,400~~ sorry, **2,450** + 3,175 = ?", 2450, 3175),
    times("> 15 packs of 12 batteries\n\nhow many batteries is that altogether", 15, 12),
    earlier(
        "Meeting is at `14:00`. Reminder should go off **25 minutes** earlier. What time is that?",
        "14:00",
        25,
    ),
    minus("_Final_ score was 1,000 points minus 368 penalty points. Final total?", 1000, 368),
    squares("what's `sum(i**2 for i in range(1, 21))`, i.e. 1² through 20²?", 1, 20),
    shared("**Question:** 4.8 ÷ 6\n**My answer:** 0.8\nright?", "4.8", 6),
    length_less(
        "> You have 5 hours 10 min of annual leave left\n> You booked 2 hours 40 min\n\nhow much remains "
        "after?",
        510,
        240,
    ),
    cubes("`1^3 + 2^3 + 3^3 + 4^3 + 5^3 + 6^3 + 7^3 + 8^3 + 9^3` = ?", 1, 9),
]

EMOJI_CAPS = [
    plus("HELP 😭😭 WHAT IS 567 + 876", 567, 876),
    times("🍕🍕 12 pizzas x 8 slices each = ?? 🍕🍕", 12, 8),
    minus("WHY IS 903 MINUS 458 SO HARD 😩", 903, 458),
    shared("💰 £4,200 split 5 ways 💰 how much each??", 4200, 5),
    later("⏰ alarm 6:50 am + 40 min snooze 😴 what time am I actually up", "6:50 AM", 40),
    power("🤯 WHAT IS 4 TO THE POWER OF 6 🤯", 4, 6),
    goes("🤔 does 9 go into 1,107 🤔", 1107, 9),
    run("ADD UP ALL THE NUMBERS FROM 1 TO 150 PLEASE 🙏🙏🙏", 1, 150),
    left_over("🍬 95 sweets 🍬 shared between 7 kids 👧👦 how many sweets are left over", 95, 7),
    between("😴 went to bed 23:20 woke up 07:05 😴 how much sleep did i get", "23:20", "07:05"),
    plus("🛒 £12.99 + £4.50 + £7.25 = ??? 🛒", "12.99", "4.50", "7.25"),
    times("🏃‍♀️ 5 km a day for 28 days, TOTAL KM?? 💪", 5, 28),
    minus("🎂 I HAD 48 CUPCAKES AND SOLD 29 🎂 HOW MANY LEFT", 48, 29),
    squares("✨ 1² + 2² + 3² + 4² + 5² + 6² + 7² + 8² + 9² ✨ what's the total", 1, 9),
    earlier("🚗 NEED TO BE THERE AT 10:30 AM, DRIVE IS 55 MIN 🚗 WHEN DO I LEAVE", "10:30 AM", 55),
    shared("📦📦 846 ÷ 9 📦📦", 846, 9),
    lengths_added("🎮 played 2 hours 50 min yesterday + 3 hours 25 min today 🎮 TOTAL??", 250, 325),
    times("URGENT!!! 64 × 25 ‼️‼️", 64, 25),
]

NO_SPACES = [
    plus("whats345+678", 345, 678),
    times("27x43=?", 27, 43),
    minus("1000-637pls", 1000, 637),
    shared("2500/8?", 2500, 8),
    later("busleaves08:45takes35mins,arrive?", "08:45", 35),
    power("2^12=", 2, 12),
    left_over("remainderof100/7", 100, 7),
    goes("is91divisibleby7", 91, 7),
    run("sum1to40", 1, 40),
    between("start13:20end17:05howlong", "13:20", "17:05"),
    plus("12.5+7.75+3.25=?", "12.5", "7.75", "3.25"),
    times("15*15=??", 15, 15),
    minus("4.5-1.75", "4.5", "1.75"),
    shared("144÷12help", 144, 12),
    squares("1²+2²+3²+4²+5²=", 1, 5),
    earlier("needtobethereat19:15,journey50min,leaveat?", "19:15", 50),
    cubes("1³+2³+3³+4³=?", 1, 4),
    length_less("3h20min-1h45min=?", 320, 145),
]

STRAY_WORK = [
    plus(
        "Re: PO 40417 — can you add up the three lines for me: 1,260 + 745 + 388? Thanks, Dave (ext. 2231)",
        1260,
        745,
        388,
    ),
    minus(
        "Ticket #8812: customer was charged 219.99 but should have paid 184.50. How much do we refund?",
        "219.99",
        "184.50",
    ),
    times("Job 2025-114: 36 radiators at £142 each. Quote total?", 36, 142),
    shared("Invoice INV-0093 is £4,872 to be paid in 12 monthly instalments, how much a month", 4872, 12),
    later(
        "Conf call on the 3rd floor, room 3.14, starts 13:50 and is booked for 75 minutes. When does it end?",
        "13:50",
        75,
    ),
    between(
        "Timesheet week 48: clocked in 07:55, clocked out 16:40. Hours worked that day?", "07:55", "16:40"
    ),
    left_over("SKU 10-442: 1,250 units into cases of 48. How many units left loose?", 1250, 48),
    goes("Batch 7 of 12: can 2,340 labels be split exactly into rolls of 45?", 2340, 45),
    power("Our IP range is 10.0.0.0/24 so someone said 2^8 addresses. What is 2^8?", 2, 8),
    run("For the 2026 audit, sum of page numbers 1 to 64 in the binder (don't ask why)", 1, 64),
    minus(
        "Mileage claim form v3.2: odometer 48,215 at the end, 47,968 at the start. Miles driven?",
        48215,
        47968,
    ),
    times("Order ref 7731: 8 boxes of A4, 2,500 sheets per box. Sheets?", 8, 2500),
    earlier(
        "Parcel for unit 5 has to be at the depot by 16:00; the courier needs 2 hours 10 min. When do we "
        "book collection for?",
        "16:00",
        130,
    ),
    plus(
        "Q3 2026 figures: July 12,480, August 11,935, September 13,210. Quarter total?", 12480, 11935, 13210
    ),
    shared("Team of 9 (floor 2) splitting a £283.50 lunch bill. Each?", "283.50", 9),
    squares("Training module 4.1 asks for 1² + 2² + ... + 9². What's the answer?", 1, 9),
    lengths_added("Project 77 time: 6 hours 40 min Monday and 5 hours 35 min Tuesday. Total?", 640, 535),
    cubes("Puzzle in the staff newsletter (issue 19): 2³ + 3³ + 4³ + 5³ = ?", 2, 5),
]
