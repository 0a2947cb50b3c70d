"""Corpus 15's phrasings, family by family: people at work (nurses and carers, warehouse and delivery,
trades, kitchens, offices), parents with homework, voice assistants (clean and misheard), texting,
quiz setters and riddles, household money, gardening and DIY, fitness, musicians, knitting and crafts.
Written by hand; see README.md."""

from __future__ import annotations

from makers import (
    Entry,
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

NURSES = [
    times("Pt on 250 mg x 2 tabs per dose. Total mg per dose?", 250, 2),
    shared("Drip: 1000 mL over 8 hours, what's the rate in mL/hr?", 1000, 8),
    shared("Need 500 mL run over 4 hrs on the pump, so how many mL an hour do I set", 500, 4),
    later("Last paracetamol given at 10:40 am, it's 4-hourly. When's the next one due?", "10:40 AM", 240),
    later("PCA check due 90 minutes after 22:15. What time is that?", "22:15", 90),
    plus("Fluid balance: 250 + 180 + 320 + 150 mL in orally today. Total intake?", 250, 180, 320, 150),
    minus("Intake 2,150 mL, output 1,680 mL. What's the balance?", 2150, 1680),
    times("6 post-op patients each needing 4 sets of obs in the first hour - how many sets is that?", 6, 4),
    shared("Pack has 84 tablets and the pt takes 3 a day. How many days will it last?", 84, 3),
    left_over(
        "Box of 100 syringes, we stock the trolley in packs of 12. How many are left over once I've "
        "made up as many packs as I can?",
        100,
        12,
    ),
    between("Night shift runs 19:30 to 07:45. How long is that?", "19:30", "07:45"),
    earlier("Pt nil by mouth from 6 hours before theatre at 13:20. What time does NBM start?", "13:20", 360),
    times("Weight-based dosing: 15 mg per kg and she's 42 kg. Dose in mg?", 15, 42),
    goes("Only 125 mg tabs on the ward - does 750 divide exactly by 125?", 750, 125),
    plus("Handover: 12 pts in bay A, 9 in bay B, 7 in side rooms. How many altogether?", 12, 9, 7),
]

CARERS = [
    between(
        "Carer here, my round starts 7:15am and I finish at 1:40pm how long is that", "7:15 AM", "1:40 PM"
    ),
    lengths_added("Did 3 h 45 min on Monday and 4 h 30 min Tuesday, total for my timesheet?", 345, 430),
    times("We get £11.44 an hour and I did 37 hours this week, what's that before tax?", "11.44", 37),
    later("Mrs P's tea call is 45 mins after her 4:50pm meds. What time do I go back?", "4:50 PM", 45),
    plus("Mileage this week 23 + 41 + 18 + 36 + 29 miles, what's the total to claim", 23, 41, 18, 36, 29),
    times("They pay 45p a mile, I did 172 miles, how much is that in pence?", 45, 172),
    length_less(
        "My contract is 37 h 30 min a week and I've done 29 h 45 min so far. How much have I got left to do?",
        3730,
        2945,
    ),
    earlier("Need to leave 35 min before my 8:05 am call to get there, when do I set off?", "8:05 AM", 35),
    between("Sleep-in shift 22:00 till 08:00 next morning. How many hours is that", "22:00", "08:00"),
    minus("Had 28 days annual leave, used 17. How many left?", 28, 17),
    shared("Rota says 96 hours over the fortnight split evenly between 4 of us, how many each", 96, 4),
    times("Each client has 4 visits a day. I've got 7 clients, how many visits a day?", 4, 7),
    later("Bed call at 9:30pm lasts 40 minutes. What time do I finish", "9:30 PM", 40),
    plus("Overtime this month: 6.5 hrs + 4.25 hrs + 3.5 hrs, total?", "6.5", "4.25", "3.5"),
    goes("Can a 45 minute call be split into 4 equal bits in whole minutes, does 45 divide by 4", 45, 4),
]

WAREHOUSE = [
    times("Each pallet holds 48 cases, we've got 26 pallets in bay 4. How many cases?", 48, 26),
    shared("1,152 units to go out on pallets of 96, how many pallets?", 1152, 96),
    left_over("Picking 500 tins into outers of 24, how many loose tins left?", 500, 24),
    plus("Goods in today: 340 + 1,275 + 88 + 612 units. Total for the log?", 340, 1275, 88, 612),
    minus("Stock on system 4,800, counted 4,736. What's the discrepancy?", 4800, 4736),
    times("Racking is 12 bays x 5 levels, how many pallet spaces", 12, 5),
    goes("Can 1,440 cans go in trays of 24 with none over?", 1440, 24),
    shared("Team of 6 pickers, 2,310 lines to pick. Lines each if we split it evenly?", 2310, 6),
    power(
        "Boxes stacked in a block 6 long, 6 wide, 6 high. That's 6 cubed isn't it, so how many boxes?", 6, 3
    ),
    times("Forklift does 14 lifts an hour, shift's 8 hours. How many lifts?", 14, 8),
    minus("Trailer takes 26 pallets, we've loaded 19. How many more will fit?", 26, 19),
    between("Clocked in 05:45, clocked out 14:15. How long's that", "05:45", "14:15"),
    left_over("735 orders going into cages of 40. How many in the last part-full cage?", 735, 40),
    plus("Shorts this week were 17, 9, 23 and 11 lines. Add them up for me", 17, 9, 23, 11),
    run(
        "Stacked boxes in a pyramid, 1 on top then 2, 3 and so on down to 10 at the bottom. How many boxes?",
        1,
        10,
    ),
]

DELIVERY = [
    plus("Drops on my route: 38 in the morning, 27 after lunch. How many drops total", 38, 27),
    shared("180 parcels across 9 streets, same each - how many per street?", 180, 9),
    between("Van left the depot 7:50am, last drop 4:25pm. How long on the road?", "7:50 AM", "4:25 PM"),
    times("Paid £1.35 a drop and did 142 drops today. How much?", "1.35", 142),
    minus("Route is 118 miles, done 73 so far. How far left?", 118, 73),
    later("Delivery slot opens 2:40pm and it's a 90 min window. When does it shut", "2:40 PM", 90),
    earlier(
        "Customer wants it by 11:15 am, it's 55 mins from the depot. Latest I can leave?", "11:15 AM", 55
    ),
    shared("Did 567 miles on 63 litres, how many miles per litre?", 567, 63),
    plus("Odometer said 48,372 this morning, drove 214 today. What's it read now?", 48372, 214),
    goes("Does 156 drops split evenly over a 12 hour shift?", 156, 12),
    times("7 drops an hour for 9 hours, how many drops is that", 7, 9),
    lengths_added("Drive time 2 h 35 min out and 1 h 50 min back. Total driving?", 235, 150),
    minus("Took 260 parcels out, 17 failed deliveries came back. How many delivered?", 260, 17),
    shared("Fuel card £84 for 4 days, how much per day", 84, 4),
    later("Break is due 4 h 30 min after I start at 06:10. When's my break?", "06:10", 270),
]

BUILDERS = [
    plus("Wall run is 2400 mm plus a return of 850 mm, total length in mm?", 2400, 850),
    minus("Opening's 1,830 mm, door is 1,762 mm. What's my gap?", 1830, 1762),
    shared("3.6 m length cut into 4 equal pieces, how long is each in m?", "3.6", 4),
    times("Bricks: 60 per square metre, wall is 14 square metres. How many bricks?", 60, 14),
    left_over("4800 mm length, cutting 900 mm noggins out of it. How much offcut left in mm?", 4800, 900),
    times("Joists at 400 mm centres, 11 gaps, what's the total span in mm?", 400, 11),
    plus("Add these up for me 1,200 + 2,450 + 675 mm", 1200, 2450, 675),
    shared("2.4 m of plasterboard, studs every 0.6 m - how many spaces is that?", "2.4", "0.6"),
    power("Room is 4.5 m each way so the area is 4.5 squared, what's that in m²?", "4.5", 2),
    minus("Ordered 500 blocks, used 437. How many left on the pallet", 500, 437),
    times("Day rate £220, job took 6 days. What do I invoice?", 220, 6),
    plus("Materials £412.50 + labour £960, total for the quote?", "412.50", 960),
    shared("Skip takes 8 yards, we've got 56 yards of spoil. How many skips", 56, 8),
    goes("Blockwork course, 2,250 mm wall and 450 mm blocks. Does it go in exactly?", 2250, 450),
    between("On site 07:30, knocked off 16:45. How long was I there", "07:30", "16:45"),
]

TRADES = [
    times("Floor needs 14 rows of 22 tiles. How many tiles?", 14, 22),
    shared("Box covers 1.44 sq m, floor is 17.28 sq m. How many boxes?", "17.28", "1.44"),
    left_over("5400 mm board, cutting 1,250 mm shelves out of it. What's the offcut?", 5400, 1250),
    plus("Skirting needed: 3.2 + 4.1 + 3.2 + 4.1 m, total?", "3.2", "4.1", "3.2", "4.1"),
    minus("Stair total rise 2,640 mm, we're at 1,980 mm. How much to go", 2640, 1980),
    shared("Total rise 2,640 mm over 12 steps, what's each rise in mm?", 2640, 12),
    times("Grout: 3 bags per room and 7 rooms. How many bags?", 3, 7),
    goes("Is 3,600 divisible by 150? Working out if 150 mm tiles fit with no cuts", 3600, 150),
    times("Decking boards are £8.75 each, need 36. What's that come to?", "8.75", 36),
    plus("Worktop cut list: 600, 1,850 and 2,100 mm. Total length?", 600, 1850, 2100),
    power("Tile grid is 12 by 12, so 12 squared tiles, how many?", 12, 2),
    minus("Bought 120 tiles, laid 97, cracked 4. How many usable ones are left?", 120, 97, 4),
    left_over("158 spare tiles, boxing them 12 a box for returns. How many loose?", 158, 12),
    shared("Plumber here, 42 m of pipe in 3 m lengths, how many lengths?", 42, 3),
    times("Kitchen fit: 18 units at 45 min each, how many minutes is that?", 18, 45),
]

KITCHEN = [
    times("Recipe serves 4, I need it for 36, so times it by 9. It's 350 g flour, how much now?", 350, 9),
    shared("Halve 750 ml of stock for me", 750, 2, named=(2,)),
    times("Triple the batch: 225 g butter. How much?", 225, 3, named=(3,)),
    shared("Chef wants 1,800 g of mince into 150 g portions, how many portions?", 1800, 150),
    plus("Prep list: 2.5 kg onions + 1.75 kg carrots + 3 kg potatoes. Total kg?", "2.5", "1.75", 3),
    later("Brisket in at 06:45, needs 7 hours. When does it come out?", "06:45", 420),
    earlier("Service at 18:30, the bread needs 2 h 15 min. Latest start?", "18:30", 135),
    times("Each cover gets 3 scallops and we've got 42 booked. How many scallops?", 3, 42),
    left_over("Got 100 eggs, trays of 30. Loose eggs after filling trays?", 100, 30),
    shared("Scaling down: 1.2 litres milk for 12 people, so per person?", "1.2", 12),
    minus("Ordered 40 kg of chips, used 27.5 kg. What's left?", 40, "27.5"),
    times("Recipe x 1.5 - 240 ml cream, how much now?", 240, "1.5"),
    goes("Can 84 muffins go evenly on trays of 12?", 84, 12),
    between("Dough proved from 5:20 am to 8:05 am, how long was that", "5:20 AM", "8:05 AM"),
    plus("Food cost per plate: £3.40 + £1.85 + £0.95, total?", "3.40", "1.85", "0.95"),
]

SPREADSHEET = [
    plus("Can you double-check 2,317 + 896 for the report? Excel's giving me something odd", 2317, 896),
    minus("Q3 revenue 184,250 minus Q2 176,980, what's the change?", 184250, 176980),
    shared("Column total is 45,360 over 12 months, what's the monthly average?", 45360, 12),
    times("=B2*C2 where B2 is 145 and C2 is 38, what should it show?", 145, 38),
    plus("SUM of 312, 287, 405, 199 and 276 pls, my formula's broken", 312, 287, 405, 199, 276),
    power("What does =2^12 return?", 2, 12),
    left_over("=MOD(1000, 7) what does it give", 1000, 7),
    shared("Budget of £18,600 split evenly across 8 departments, each gets?", 18600, 8),
    times("Headcount 37 x £1,250 bonus each. Total cost?", 37, 1250),
    minus("Invoice 4,875.60 less credit note 612.35, what's the balance?", "4875.60", "612.35"),
    goes("Checking a pivot table: is 7,344 divisible by 17?", 7344, 17),
    run("Column A holds 1 through 200, what should =SUM(A1:A200) come to?", 1, 200),
    times("Unit cost 2.35 x 480 units, need the total for the PO", "2.35", 480),
    plus("Quick one for the spreadsheet, 19,450 + 8,725 + 3,190?", 19450, 8725, 3190),
    shared("Total hours 1,638 across 39 staff, what's the average per person?", 1638, 39),
]

OFFICE_EMAIL = [
    between(
        "Hi all, the workshop runs from 9:30am to 3:15pm - could someone confirm how long that is for the "
        "booking form? Thanks",
        "9:30 AM",
        "3:15 PM",
    ),
    later(
        "Per my last email, the call is 2 hours after the 10:45 am standup. "
        "What time should I put in the invite?",
        "10:45 AM",
        120,
    ),
    plus(
        "Dear Sam, could you confirm the three invoices total: £1,240, £865 and £2,310? Kind regards",
        1240,
        865,
        2310,
    ),
    times("Quick sanity check before I hit send: 24 attendees x £38 per head for lunch?", 24, 38),
    shared(
        "Hi Priya, the £3,420 catering bill is split across 6 teams, what does each team pay? Best, Tom",
        3420,
        6,
    ),
    earlier(
        "The courier needs 40 minutes' notice before the 4:30 pm collection, what time do I need to book by?",
        "4:30 PM",
        40,
    ),
    minus("FYI we had 250 registrations and 38 cancellations, how many are still coming? Cheers", 250, 38),
    lengths_added(
        "Agenda: first session 1 h 15 min, second 50 min. How long in total? Need it for the email", 115, 50
    ),
    between("Meeting invite says 13:40-15:05. How long's that in hours and minutes?", "13:40", "15:05"),
    times("Following up - 15 laptops at £649 each, what's the PO total?", 15, 649),
    plus(
        "Hi team, expenses for the trip were £84.20, £126.75 and £39.90. Total please",
        "84.20",
        "126.75",
        "39.90",
    ),
    later(
        "For my out of office: I'm back 3 hours 30 min after my flight lands at 11:50 am. "
        "So when am I reachable?",
        "11:50 AM",
        210,
    ),
    shared("RE: desk allocation - 96 desks over 4 floors evenly, how many per floor?", 96, 4),
    minus("As discussed, budget was £12,000 and we've spent £9,475. What's remaining?", 12000, 9475),
    left_over(
        "We're printing 250 packs and they go in boxes of 40 - how many will be in the last box?", 250, 40
    ),
]

HOMEWORK = [
    times("My son's worksheet says 36 × 7 and he's put 242, what's the right answer?", 36, 7),
    shared("Daughter's homework: 144 ÷ 12. What's the answer so I can check hers?", 144, 12),
    left_over("Year 5 worksheet: 89 ÷ 6, what's the remainder?", 89, 6),
    power("Homework asks for 5 to the power of 4, is it 625?", 5, 4),
    goes("Worksheet question: is 111 divisible by 3? My son says no", 111, 3),
    plus("His sheet says 4,567 + 2,896 and he got 7,463. What's the real answer", 4567, 2896),
    minus("Column subtraction on her sheet: 5,002 − 1,748. Can you check?", 5002, 1748),
    squares("Extension question on his sheet: add up the squares of 1 to 8. I've forgotten how", 1, 8),
    run("Worksheet says add all the numbers from 1 to 30. Is there a trick? What's the answer?", 1, 30),
    times("Her times table test has 9 × 12, what is it?", 9, 12),
    shared("My son's worksheet says 3.6 ÷ 0.4, what's the answer", "3.6", "0.4"),
    later("Clock worksheet: it's 2:35 pm, what time will it be in 50 minutes?", "2:35 PM", 50),
    earlier("Homework: the film ended at 4:10 pm and lasted 95 minutes. When did it start?", "4:10 PM", 95),
    cubes("Challenge sheet: sum of the cubes 1 to 5. What's the total?", 1, 5),
    power("Year 6 homework, what is 3 cubed?", 3, 3),
]

EXPLAIN_TO_CHILD = [
    times("How do I explain 6 × 8 to her? She keeps saying 46", 6, 8),
    shared("How would you explain 56 ÷ 7 to a 7 year old? And what's the answer", 56, 7),
    plus("Trying to show my son how to do 48 + 37 in his head, what does it come to", 48, 37),
    minus("How do I teach her 100 − 37 without a number line? And what's the answer", 100, 37),
    left_over(
        "My kid doesn't get remainders. 23 sweets shared between 4 friends, how many left over?", 23, 4
    ),
    power("How do I explain 10 to the power of 3 to my son?", 10, 3),
    run(
        "How do I show my daughter a quick way to add up all the numbers from 1 to 10? What's the total",
        1,
        10,
    ),
    goes("She asked me why 135 is divisible by 5. Is it?", 135, 5),
    times("Best way to explain 25 × 4 to a 9 year old? What's the answer?", 25, 4),
    shared("How can I show him 72 ÷ 8 with counters? What should he get", 72, 8),
    later("Teaching her to tell the time: it's 3:45 pm, what will it be in 25 minutes?", "3:45 PM", 25),
    between("How do I explain to him how long it is from 8:50 am to 10:15 am?", "8:50 AM", "10:15 AM"),
    power("how do i explain squaring to my son, like 9 squared", 9, 2),
    minus("Explain 1,000 take away 275 to my daughter please", 1000, 275),
    times("How do I explain 12 × 11 to my son and what's the answer", 12, 11),
]

VOICE = [
    plus("hey google what is 347 plus two hundred and eighty", 347, 280),
    times("alexa what's 16 times twenty five", 16, 25),
    shared("ok google divide nine hundred by 36", 900, 36),
    minus("siri what is 1500 minus six hundred and seventy five", 1500, 675),
    power("alexa what is two to the power of 9", 2, 9),
    later("hey siri what time is it 45 minutes after 7:20 pm", "7:20 PM", 45),
    left_over("ok google what's the remainder when 250 is divided by seven", 250, 7),
    goes("alexa is 91 divisible by seven", 91, 7),
    run("hey google what is the sum of all numbers from one to 100", 1, 100),
    times("siri eighteen times 14", 18, 14),
    plus("alexa add 45 and 38 and 27", 45, 38, 27),
    between("hey google how long from 9:15 am to 12:40 pm", "9:15 AM", "12:40 PM"),
    squares("ok google sum of squares from one to twelve", 1, 12),
    earlier("alexa what time was it 3 hours before 2:10 am", "2:10 AM", 180),
    shared("hey siri what's 4.5 divided by 0.9", "4.5", "0.9"),
]

VOICE_MISHEARD = [
    times("hey google whats 23 time 17", 23, 17),
    shared("alexa what's 84 divided buy 12", 84, 12),
    plus("siri what's 56 plush 78", 56, 78),
    minus("what is 900 mine is 365", 900, 365),
    power("hey google what's 13 scared", 13, 2, named=(2,)),
    times("alexa what's ate times nine", 8, 9, named=(8,)),
    plus("ok google what's for plus 17", 4, 17, named=(4,)),
    shared("hey siri what's 60 divided by to", 60, 2, named=(2,)),
    later("alexa what time will it be for tea minutes after 6:50 pm", "6:50 PM", 40, named=(40,)),
    left_over("siri what's the remainder of 47 divided by 5 remainder", 47, 5),
    goes("hey google is 221 divisible by thirteen is it", 221, 13),
    times("um what's uh 35 times 12", 35, 12),
    plus("ok google what is 250 + 175 plus 80", 250, 175, 80),
    minus("alexa what's one thousand take away 140", 1000, 140),
    run("hey google add up all the numbers from 1 to fifty", 1, 50),
]

TEXTING = [
    times("wats 15 x 24 pls", 15, 24),
    plus("hey quick q wats 378 + 145 lol", 378, 145),
    shared("how much is 240/8 again?? brain not working rn", 240, 8),
    minus("need 2 know 1000 - 367 asap", 1000, 367),
    power("wat is 3^5 ngl i forgot", 3, 5),
    later("meet u 25 mins after 6:40pm ok? wat time is that", "6:40 PM", 25),
    between("film starts 7:15pm ends 9:40pm how long is it", "7:15 PM", "9:40 PM"),
    left_over("u know 100 divided by 7 wats the remainder", 100, 7),
    goes("is 52 divisible by 4 or nah", 52, 4),
    shared("splitting £87 between 3 of us how much each", 87, 3),
    times("12 x 13 = ? 🤔", 12, 13),
    plus("ok so 45 + 67 + 23 = ?? thx", 45, 67, 23),
    squares("bro wats the sum of squares 1-10", 1, 10),
    earlier("gotta be there 8:30am, its 40 mins away wen do i leave", "8:30 AM", 40),
    minus("wat's 82 - 49 tho", 82, 49),
]

PUB_QUIZ = [
    power("Round 4, question 3: what is 2 to the power of 11?", 2, 11),
    times("Quiz night, maths round: what is 17 multiplied by 19?", 17, 19),
    run("Tiebreaker: what is the sum of all the whole numbers from 1 to 60?", 1, 60),
    squares("Q7: add together the squares of 1 to 6.", 1, 6),
    cubes("Bonus question: what is the sum of the first 4 cubes, 1 cubed up to 4 cubed?", 1, 4),
    plus("Q9: 365 + 366 + 365 - how many days is that?", 365, 366, 365),
    shared("Numbers round: 1,000 divided by 8?", 1000, 8),
    goes("True or false: 1,001 is divisible by 7?", 1001, 7),
    minus("Q12: what is 1,066 subtracted from 1,966?", 1966, 1066),
    power("Quickfire round: 15 squared?", 15, 2),
    times("For a bonus point: 144 times 12", 144, 12),
    left_over("Q10: what's the remainder when 2,026 is divided by 9?", 2026, 9),
    run("Maths round: add up all the even numbers from 2 to 40.", 2, 40, step=2),
    power("Final question for the jackpot: 7 to the power 4?", 7, 4),
    shared("Team captain needs it quick: 3,969 ÷ 63 =", 3969, 63),
]

QUIZ_SETTER = [
    times("I'm setting the pub quiz and want to double-check my answer sheet: 23 × 27?", 23, 27),
    squares(
        "Writing a maths round - what is the sum of the squares from 1 to 15? "
        "Want to be sure before I print it",
        1,
        15,
    ),
    run("For my quiz: what's the sum of the odd numbers from 1 to 49?", 1, 49, step=2),
    power("Checking a question I wrote: 4 to the power of 6, what's the answer?", 4, 6),
    goes("Quiz setter here. Is 4,321 divisible by 29? Want it for a yes/no round.", 4321, 29),
    cubes("Setting a bonus: sum of cubes from 1 to 10. What's the total?", 1, 10),
    shared("For the answer key: 7,056 ÷ 84 =", 7056, 84),
    minus("I've written 'what is 5,000 minus 1,234' - what should the answer sheet say?", 5000, 1234),
    between(
        "Quiz starts 8:15pm and the last round ends 10:50pm - how long does it run, for the poster?",
        "8:15 PM",
        "10:50 PM",
    ),
    plus("Round points available: 12 + 15 + 18 + 20 + 25, what's the max score?", 12, 15, 18, 20, 25),
    left_over("Answer sheet check: remainder of 500 ÷ 13?", 500, 13),
    times("Teams of 6, 14 teams signed up - how many people at the quiz night?", 6, 14),
    power("Need 9 cubed for a question card", 9, 3),
    later("The quiz break is 20 minutes from 9:05 pm - when do we restart?", "9:05 PM", 20),
    squares("Answer key please: 1² + 2² + … + 20²", 1, 20),
]

THINKING_OF_A_NUMBER = [
    times("I'm thinking of a number. It's 14 lots of 13. What is it?", 14, 13),
    plus("I'm thinking of a number: take 389 and add 246. What's my number?", 389, 246),
    minus("I'm thinking of a number that is 75 less than 400. What is it?", 400, 75),
    shared("I'm thinking of a number. If you multiply it by 9 you get 243. What's my number?", 243, 9),
    power("I'm thinking of a number: it's 11 cubed. What is it?", 11, 3),
    left_over(
        "I'm thinking of a number: it's what's left over when 100 is put into groups of 9. What is it?",
        100,
        9,
    ),
    times("Riddle: I am double 48. What am I?", 48, 2, named=(2,)),
    minus("Riddle: I'm 1,000 take away 1. What number am I?", 1000, 1),
    shared("I'm thinking of a number. It's half of 366 - what is it?", 366, 2, named=(2,)),
    plus("What number am I? I'm 50 more than 775.", 775, 50),
    run("Riddle: I'm the total of every number from 1 to 25. What am I?", 1, 25),
    power("I'm a number: 2 to the 8th. What am I?", 2, 8),
    shared("I'm thinking of a number. 7 of them make 364. What's the number?", 364, 7),
    times("Guess my number: it's 16 multiplied by 25.", 16, 25),
    plus("I'm thinking of a number that's 999 plus 99. What is it?", 999, 99),
]

BILLS = [
    plus(
        "Direct debits this month: rent £750, council tax £142, energy £118, broadband £32. Total?",
        750,
        142,
        118,
        32,
    ),
    minus("Paid in £1,840, bills out £1,265. What's left?", 1840, 1265),
    times("Water bill is £38.50 a month, what's that over 12 months?", "38.50", 12),
    shared("Car insurance £486 paid monthly over 12 months, how much a month?", 486, 12),
    shared("Electric bill £213 split 3 ways in the flat, what does each pay?", 213, 3),
    minus("Meter reading now 14,562, last month 14,207. Units used?", 14562, 14207),
    times("Used 355 units at 27p each. Cost in pence?", 355, 27),
    plus("Phone £24.99 + Netflix £10.99 + Spotify £11.99, total subs?", "24.99", "10.99", "11.99"),
    minus("Balance is £86 and a £120 payment goes out. Where does that leave me?", 86, 120),
    times("Standing charge 53p a day for 31 days, how much in pence?", 53, 31),
    shared("Gas bill £1,092 for the year, monthly direct debit over 12 months?", 1092, 12),
    plus("Big shop: £63.40 + £17.25 + £8.90", "63.40", "17.25", "8.90"),
    goes("Can the £390 repair be split into 6 monthly payments in whole pounds?", 390, 6),
    minus("Salary £2,450, minus rent £975, car £210, food £320. What's left?", 2450, 975, 210, 320),
    times("Childcare is £52 a day, 3 days a week. Weekly cost?", 52, 3),
]

BUDGET = [
    times("Saving £45 a week for 52 weeks, how much will I have?", 45, 52),
    shared("Holiday costs £2,340 and we have 9 months. How much a month?", 2340, 9),
    minus("Budget £400 for food this month, spent £287.65 so far. How much left?", 400, "287.65"),
    plus("Savings pots: £1,250 + £380 + £95. Total?", 1250, 380, 95),
    power(
        "The savings challenge doubles each week, and week 8 is 2 to the power of 7 pounds. What's that?",
        2,
        7,
    ),
    run("1p savings challenge: 1p on day 1, 2p on day 2, up to 365p on day 365. Total pennies?", 1, 365),
    run("52 week challenge: £1 in week 1, £2 in week 2, up to £52. How much altogether?", 1, 52),
    shared("£600 Christmas budget across 8 presents, how much each?", 600, 8),
    times("Coffee is £3.20 a day, 5 days a week. Weekly spend?", "3.20", 5),
    minus("Want £5,000 for a deposit, got £3,675. How far off am I?", 5000, 3675),
    left_over(
        "£250 in the kitty, rounds are £18 each. After as many rounds as we can buy, how much is left?",
        250,
        18,
    ),
    times("Pocket money £12.50 each for 3 kids, weekly total?", "12.50", 3),
    plus("Side income: £85 + £140 + £62.50 this month. Total?", 85, 140, "62.50"),
    goes("Can £1,000 be paid off in equal £40 payments?", 1000, 40),
    shared("Spending £1,365 over 5 weeks, what's that per week?", 1365, 5),
]

GARDENING = [
    times("Planting 8 rows of 14 leeks. How many plants do I need?", 8, 14),
    shared("Bag of compost is 60 litres and each pot takes 4 litres, how many pots will it fill?", 60, 4),
    minus("Lawn was 450 sq m and we've turned 85 sq m into a patio. How much grass is left?", 450, 85),
    plus("Tomato harvest so far: 3.2 kg + 1.75 kg + 2.4 kg. Total?", "3.2", "1.75", "2.4"),
    left_over("100 bulbs, planting them in clumps of 7 - how many spare after?", 100, 7),
    power("Square bed, 3.5 m on each side, so the area is 3.5 squared?", "3.5", 2),
    later("Sprinkler comes on at 6:15 am for 45 minutes, when does it go off?", "6:15 AM", 45),
    between("How long was I out in the garden, 10:20 am till 4:05 pm?", "10:20 AM", "4:05 PM"),
    times("Fence panels are £34 each and I need 11. Cost?", 34, 11),
    goes("Got 120 seeds and trays of 40 cells, will they fill the trays exactly?", 120, 40),
    shared("9 litres of water shared between 6 tomato plants, how many litres each?", 9, 6),
    plus("Bought 24 + 36 + 18 bedding plants, how many in total?", 24, 36, 18),
    run(
        "Allotment: 1 cabbage in the first row, 2 in the next, and so on up to 12. How many cabbages?", 1, 12
    ),
    minus("Hedge is 2.4 m, I want it at 1.8 m. How much do I cut off?", "2.4", "1.8"),
    times("Grass seed at 35 g per square metre, lawn is 60 square metres. How many grams?", 35, 60),
]

DIY = [
    shared("Paint covers 12 sq m per litre and the walls are 54 sq m. Litres needed?", 54, 12),
    times("Need 24 screws per cabinet, 7 cabinets. How many screws?", 24, 7),
    minus("Board's 2,440 mm, I need 1,675 mm. Offcut length?", 2440, 1675),
    plus("Curtain pole: window is 1.8 m plus 0.15 m each side, so 1.8 + 0.15 + 0.15?", "1.8", "0.15", "0.15"),
    left_over("Got 75 wall plugs, 8 per shelf. How many spare after doing as many shelves as I can?", 75, 8),
    shared("Wallpaper roll is 10 m and each drop is 2.5 m, how many drops per roll?", 10, "2.5"),
    times("Laminate £18.99 per pack, need 9 packs. Cost?", "18.99", 9),
    later("Second coat can go on 4 hours after 11:30 am. When's that?", "11:30 AM", 240),
    between(
        "Started the bathroom at 9:10 am and was grouted by 5:35 pm - how long did it take?",
        "9:10 AM",
        "5:35 PM",
    ),
    power("Bedroom floor's 4.2 m by 4.2 m, so 4.2 squared, what's that in square metres?", "4.2", 2),
    plus("B&Q receipt: £12.45 + £7.80 + £23.60. Total?", "12.45", "7.80", "23.60"),
    goes("Is 1,800 mm divisible by 225 mm? Want the shelves evenly spaced", 1800, 225),
    minus("Had 5 litres of paint, used 3.75. How much is left?", 5, "3.75"),
    times("Each step needs 4 screws and there are 13 steps. How many screws?", 4, 13),
    lengths_added("Glue needs 1 h 20 min, then another 45 min before sanding. Total wait?", 120, 45),
]

GYM = [
    times("5 sets of 12 reps, how many reps total?", 5, 12),
    plus(
        "Bar is 20 kg plus plates 25 + 25 + 10 + 10 + 2.5 + 2.5, what's the total on the bar?",
        20,
        25,
        25,
        10,
        10,
        "2.5",
        "2.5",
    ),
    times("Squatting 85 kg for 8 reps, total volume in kg?", 85, 8),
    minus("Goal is a 100 kg bench, I'm at 82.5. How far off?", 100, "82.5"),
    run("Pyramid: 1 push-up, then 2, then 3, all the way up to 15. How many push-ups altogether?", 1, 15),
    shared("300 burpees over 12 days, how many a day?", 300, 12),
    later("Spin class starts 6:45 pm and runs 55 mins, when does it finish?", "6:45 PM", 55),
    lengths_added("Cardio 35 min + weights 1 h 10 min, total gym time?", 35, 110),
    times("4 rounds of 45 seconds on the bike, how many seconds total?", 4, 45),
    left_over("100 reps in sets of 15, how many reps in the last short set?", 100, 15),
    squares(
        "Square ladder workout: 1 rep, 4 reps, 9 reps, and so on, the squares up to 7 squared. Total reps?",
        1,
        7,
    ),
    plus("Steps today: 4,280 + 3,915 + 2,760", 4280, 3915, 2760),
    goes("Can I split 90 reps into 4 equal sets?", 90, 4),
    minus("Weighed 91.4 kg in January and 84.9 kg now. How much have I lost?", "91.4", "84.9"),
    times("Burning 12 kcal a minute for 35 minutes, how many kcal?", 12, 35),
]

RUNNING_AND_SWIMMING = [
    times("Pool's 25 m and I did 64 lengths. How many metres?", 25, 64),
    shared("1,500 m swim in a 50 m pool, how many lengths?", 1500, 50),
    plus("This week's runs: 5.2 + 8 + 10.5 + 21.1 km. Total?", "5.2", 8, "10.5", "21.1"),
    minus("Marathon is 42.2 km and I'm at 29.7 km. How far to go?", "42.2", "29.7"),
    times("Track is 400 m, did 12 laps, distance in metres?", 400, 12),
    shared("Ran 10 km in 55 minutes, how many minutes per km?", 55, 10),
    later("parkrun starts 9:00 am and I'll take 27 mins. Finish time?", "9:00 AM", 27),
    between("Started my long run at 7:05 am, back at 9:20 am. How long was I out?", "7:05 AM", "9:20 AM"),
    length_less(
        "Last year 1 h 52 min for the half, this year's target is 1 h 45 min. How much faster?", 152, 145
    ),
    lengths_added("Tri training: swim 28 min plus bike 1 h 24 min, total so far?", 28, 124),
    run("Plan: 1 km on day 1, 2 km on day 2, up to 10 km on day 10. Total km?", 1, 10),
    left_over("Running 5,000 m on a 400 m track, how many metres over after the full laps?", 5000, 400),
    times("Session is 8 × 400 m reps, total metres?", 8, 400),
    earlier(
        "Race starts 10:30 am, want to warm up 40 min before. When do I start warming up?", "10:30 AM", 40
    ),
    goes("Is 2,000 m an exact number of 400 m laps?", 2000, 400),
]

MUSICIANS = [
    times("Song is in 4/4 and 96 bars long, how many beats?", 96, 4),
    shared("At 120 bpm how many seconds is one beat? so 60 ÷ 120", 60, 120),
    times("3/4 time, 32 bars, total beats?", 32, 3),
    plus("Bars per section: intro 8, verse 16, chorus 16, bridge 8, outro 4. Total bars?", 8, 16, 16, 8, 4),
    shared("Piece has 192 beats in 4/4, how many bars?", 192, 4),
    lengths_added("Set one is 45 min and set two 1 h 05 min, total stage time?", 45, 105),
    later("Soundcheck at 5:40 pm, doors 1 h 20 min later. What time are doors?", "5:40 PM", 80),
    between(
        "We're on at 9:25 pm and have to be off by 10:50 pm. How long's our slot?", "9:25 PM", "10:50 PM"
    ),
    times("12 keys, 2 scales each, major and minor. How many scales to learn?", 12, 2),
    power("Drum fill doubles every bar, so 2 to the 6th hits by the end, what's 2 to the 6th", 2, 6),
    left_over("Riff is 70 beats in 4/4, how many beats spill into an unfinished bar?", 70, 4),
    goes("Will 48 bars split evenly into 5 bar phrases?", 48, 5),
    minus("Gig pays £450, PA hire £135, fuel £42. What's left for the band?", 450, 135, 42),
    shared("Gig fee £380 split between the 4 of us, each gets?", 380, 4),
    times("Practising 25 minutes a day for 14 days. Total minutes?", 25, 14),
]

KNITTING = [
    times("Pattern: 86 stitches per row, 40 rows. How many stitches?", 86, 40),
    plus("Cast on 72 sts and increased 8 across the row. Stitch count now?", 72, 8),
    minus("Had 120 sts, decreased 18. How many on the needle now?", 120, 18),
    left_over("Pattern repeat is 6 sts and I have 94 sts. How many extra stitches at the end?", 94, 6),
    goes("Is 144 a multiple of 8? Need the rib to work out", 144, 8),
    shared("Each ball is 200 m and the pattern needs 1,400 m - how many balls?", 1400, 200),
    times("Yarn is £6.75 a ball and I need 9 balls. Cost?", "6.75", 9),
    run(
        "Triangle shawl: row 1 has 1 stitch, each row adds 1, up to row 60 with 60 sts. "
        "Total stitches knitted?",
        1,
        60,
    ),
    shared("Blanket is 150 squares and I can do 6 a week. How many weeks?", 150, 6),
    minus("Row counter says 87, pattern wants 130 rows. Rows left?", 130, 87),
    between("Knitting group is 2:30 pm till 4:45 pm, how long is that?", "2:30 PM", "4:45 PM"),
    times("Gauge is 22 sts per 10 cm, so for 50 cm that's 22 × 5?", 22, 5),
    plus("Stripes: 14 rows red, 14 rows cream, 22 rows navy. Total rows?", 14, 14, 22),
    power("Granny square blanket 11 squares by 11, that's 11 squared, how many squares do I crochet?", 11, 2),
    shared("Sock yarn is 420 m and each sock takes 210 m. How many socks?", 420, 210),
]

CRAFTS = [
    times("Each bracelet has 36 beads and I'm making 15 for the fair. Beads needed?", 36, 15),
    left_over("1,000 beads, 36 per bracelet - how many beads are left over?", 1000, 36),
    shared("Quilt top is 180 cm wide and the squares are 15 cm. How many across?", 180, 15),
    power("Cross-stitch chart is 14 by 14, how many squares is 14 squared?", 14, 2),
    plus("Fabric: 1.5 m + 0.75 m + 2.25 m. Total?", "1.5", "0.75", "2.25"),
    minus("Ribbon roll was 25 m, used 17.6 m. How much left?", 25, "17.6"),
    times("Cards sell for £3.50, sold 28 at the craft fair. Takings?", "3.50", 28),
    goes("Can 96 buttons go onto cards of 8 with none left?", 96, 8),
    shared("£126 in craft fair sales split among 3 of us?", 126, 3),
    cubes("Sugar cube model: 1³ + 2³ + 3³ + 4³ + 5³ + 6³ cubes, how many in total?", 1, 6),
    later("Resin pour at 2:15 pm, demould 6 hours later. When?", "2:15 PM", 360),
    plus("Candle wax orders 450 g + 450 g + 300 g, total grams?", 450, 450, 300),
    run("Pompom pyramid: 1 on top, down to 9 on the bottom row. How many pompoms?", 1, 9),
    times("Sewing 8 cushion covers, each needs 0.6 m of fabric. Metres?", 8, "0.6"),
    minus("Etsy sale £42, fees £3.85. What do I keep?", 42, "3.85"),
]

SCHOOL_RUN = [
    between("School drop off 8:40am and pickup 3:15pm, how long is she at school", "8:40 AM", "3:15 PM"),
    later("Swimming lesson is at 4:50 pm and it's 30 min long. When do I pick him up?", "4:50 PM", 30),
    earlier("Bus is at 7:55 am and it takes us 15 min to walk. When do we leave?", "7:55 AM", 15),
    lengths_added("Screen time: 1 h 25 min on Saturday, 2 h 10 min on Sunday. Total?", 125, 210),
    between("Bedtime 7:30pm, up at 6:45am. How much sleep is that?", "7:30 PM", "6:45 AM"),
    later("Party ends 2 h 30 min after it starts at 1:30 pm, when's collection?", "1:30 PM", 150),
    earlier("Need to be at football for 9:20 am and it's a 35 min drive. Leave by?", "9:20 AM", 35),
    length_less("Homework should take 45 min and he's done 28 min. How much left?", 45, 28),
    between("Train to Grandma's is 10:12 to 13:47, how long?", "10:12", "13:47"),
    times("School dinners £2.60 a day for 5 days, weekly?", "2.60", 5),
    plus("Uniform: £14 + £9.50 + £22 + £6. Total?", 14, "9.50", 22, 6),
    later("Film is 1 h 45 min and starts at 5:55 pm. When does it end?", "5:55 PM", 105),
    shared("Party bags: 78 sweets into 13 bags, how many each?", 78, 13),
    left_over("60 stickers shared among 7 kids, how many left over?", 60, 7),
    lengths_added("Violin practice 25 min and piano 40 min, total?", 25, 40),
]

CLOCKING_IN = [
    between("Clocked in 06:55, out 15:10, hours worked?", "06:55", "15:10"),
    lengths_added("Mon 7 h 45, Tue 8 h 15, total?", 745, 815),
    length_less("Shift is 8 h 30 min minus a 45 min unpaid break?", 830, 45),
    later("Break's 2 h 30 min after my 9:15 am start. When?", "9:15 AM", 150),
    earlier("Must clock in by 13:00 and the bus takes 50 minutes. Catch it by?", "13:00", 50),
    between("Late shift 14:30 till 23:15, how long?", "14:30", "23:15"),
    times("Paid £12.21 an hour for 16 hours. Gross?", "12.21", 16),
    plus("Hours this week 7.5 + 8 + 6.25 + 9 + 4.5. Total?", "7.5", 8, "6.25", 9, "4.5"),
    later("Night shift 21:45 plus 9 hours 30 minutes, when do I finish?", "21:45", 570),
    length_less("Contracted 40 h, worked 34 h 20 min. How short am I?", 4000, 3420),
    between("Started 11:20 pm, finished 7:35 am, how long was that?", "11:20 PM", "7:35 AM"),
    times("Time and a half: £11.80 × 1.5?", "11.80", "1.5"),
    earlier("Handover is 20 minutes before the 19:00 start. When?", "19:00", 20),
    lengths_added("Overtime 2 h 40 min + 1 h 50 min, total?", 240, 150),
    later("Lunch is 45 minutes from 12:50 pm, back when?", "12:50 PM", 45),
]

DOUBLE_CHECK = [
    plus("Colleague says 3,478 + 2,659 = 6,137. Is that right?", 3478, 2659),
    times("Boss reckons 48 × 25 is 1,250, is he right?", 48, 25),
    shared("Sanity check: 1,728 ÷ 12 = 144?", 1728, 12),
    minus("Is 8,000 − 2,765 really 5,235?", 8000, 2765),
    power("Apprentice says 2 to the 10 is 1,000. Correct?", 2, 10),
    goes("Supervisor says 2,431 is divisible by 11, true?", 2431, 11),
    left_over("Stock checker says 365 ÷ 7 leaves 2. Right?", 365, 7),
    run("Someone in accounts said adding up all the numbers from 1 to 100 gives 5,000. Is it?", 1, 100),
    between("Rota says 08:30 to 17:00 is 8 h 15 min, is that right?", "08:30", "17:00"),
    later("Driver said 1 h 40 min after 10:35 am is 12:05 pm, correct?", "10:35 AM", 100),
    times("Quote says 14 m² × £32 = £448. Check?", 14, 32),
    shared("Drug calc: 450 mL over 6 h = 75 mL/h? Correct?", 450, 6),
    squares("Is the sum of the squares 1 to 5 really 55?", 1, 5),
    minus("Till says 50 − 18.45 = 31.55 change. Right?", 50, "18.45"),
    plus("Payroll: 2,150 + 1,875 + 960 = 4,985? Please check", 2150, 1875, 960),
]

BRAIN_TEASERS = [
    run("Puzzle: add up every odd number from 1 to 99.", 1, 99, step=2),
    cubes("Teaser: what's 1³ + 2³ + ... + 8³?", 1, 8),
    squares("Brain teaser: the squares of 5 through 10 added together?", 5, 10),
    power("How many great-great-…-grandparents 10 generations back? It's 2 to the 10th.", 2, 10),
    run("Staircase of blocks, 1 up to 20 high. How many blocks in total?", 1, 20),
    run("Add the multiples of 5 from 5 to 100.", 5, 100, step=5),
    power("Rice on a chessboard puzzle: what's 2 to the power of 16?", 2, 16),
    goes("Puzzle: is 12,345 divisible by 15?", 12345, 15),
    cubes("Sum of the cubes from 3 to 6?", 3, 6),
    run("Add all the even numbers from 10 to 50.", 10, 50, step=2),
    power("Teaser of the day: what's 3 to the 7th?", 3, 7),
    squares("Square pyramid of oranges, 10 layers: 1 + 4 + 9 + … + 100. How many oranges?", 1, 10),
    run("Countdown puzzle: 20 + 19 + 18 + ... + 1 = ?", 20, 1),
    goes("Is 1,111 divisible by 11?", 1111, 11),
    power("Riddle me this: 5 to the power of 5?", 5, 5),
]

SQUARE_AND_CUBE_HOMEWORK = [
    power("My daughter's homework is on square numbers. What's 17 squared? I've no idea", 17, 2),
    squares(
        "Her sheet wants the first 9 square numbers added up, 1 squared to 9 squared. What's that?", 1, 9
    ),
    power("Son's maths homework: 10 to the power of 6. How many zeros is that, what's the number?", 10, 6),
    cubes("Homework says find 1 cubed + 2 cubed + 3 cubed all the way to 7 cubed. Can you help?", 1, 7),
    run(
        "Worksheet asks for the sum of the odd numbers 1 + 3 + 5 + ... + 29. What should he get?",
        1,
        29,
        step=2,
    ),
    goes("He has to say if 4,096 is a multiple of 16. Is it?", 4096, 16),
    power("Helping with homework, what's 2 to the power 13?", 2, 13),
    squares("Daughter's worksheet: 4² + 5² + 6² + 7², what's the total?", 4, 7),
    run(
        "My son's sheet says count up in 3s from 3 to 45 and add them all. What's the answer?", 3, 45, step=3
    ),
    power("Year 7 homework: 6 to the power of 3?", 6, 3),
    cubes("Can you check the sum of the cubes from 2 to 5 for her homework?", 2, 5),
    goes("Homework question: is 2,025 divisible by 9? She thinks yes", 2025, 9),
    power("What's 1.2 squared? It's on his decimals sheet", "1.2", 2),
    run("Homework: add the numbers from 11 to 40. Is there a quick way?", 11, 40),
    power("Her worksheet says work out 4 cubed, what is it?", 4, 3),
]

WALKING_AND_CYCLING = [
    later(
        "Set off on the bike at 8:35 am and it's about 2 h 20 min to the coast. When will I get there?",
        "8:35 AM",
        140,
    ),
    between(
        "Hike started 9:50 am and we got back at 3:25 pm, how long were we walking?", "9:50 AM", "3:25 PM"
    ),
    lengths_added("Cycled 1 h 35 min there and 1 h 50 min back, total time in the saddle?", 135, 150),
    earlier("Sunset's 7:48 pm and the last leg takes 1 h 15 min. Latest I can start it?", "7:48 PM", 75),
    times("Commute is 14 km each way and I ride there and back, so 14 x 2 km a day?", 14, 2),
    plus("Walks this week 6.4 km + 3.8 km + 9.1 km, total?", "6.4", "3.8", "9.1"),
    shared("Rode 84 km in 4 hours, average km per hour?", 84, 4),
    later("Group ride leaves 07:40 and the cafe stop is 95 minutes in. What time's coffee?", "07:40", 95),
    length_less("Strava says 2 h 05 min moving, my last go was 2 h 22 min. How much quicker?", 222, 205),
    between("Dog walk from 17:20 to 18:05, how long?", "17:20", "18:05"),
    times("10,000 steps a day for 30 days, how many steps?", 10000, 30),
    minus("Challenge is 100 miles this month, done 63.5. How many to go?", 100, "63.5"),
    earlier(
        "Need to be home by 12:30 pm and the loop takes 2 hours 40 minutes. When do I set off?",
        "12:30 PM",
        160,
    ),
    later("Started the Couch to 5k run at 6:10 pm, it's 32 minutes. Done at?", "6:10 PM", 32),
    left_over("Walking 1,000 m round a 300 m field, how far is left over after the full laps?", 1000, 300),
]

FAMILIES: dict[str, list[Entry]] = {
    "nurses": NURSES,
    "carers": CARERS,
    "warehouse": WAREHOUSE,
    "delivery": DELIVERY,
    "builders": BUILDERS,
    "tilers-and-joiners": TRADES,
    "kitchen": KITCHEN,
    "spreadsheet": SPREADSHEET,
    "office-email": OFFICE_EMAIL,
    "homework-worksheet": HOMEWORK,
    "explain-to-child": EXPLAIN_TO_CHILD,
    "voice-assistant": VOICE,
    "voice-misheard": VOICE_MISHEARD,
    "texting": TEXTING,
    "pub-quiz": PUB_QUIZ,
    "quiz-setter": QUIZ_SETTER,
    "thinking-of-a-number": THINKING_OF_A_NUMBER,
    "bills": BILLS,
    "budget": BUDGET,
    "gardening": GARDENING,
    "diy": DIY,
    "gym": GYM,
    "running-and-swimming": RUNNING_AND_SWIMMING,
    "musicians": MUSICIANS,
    "knitting": KNITTING,
    "crafts": CRAFTS,
    "school-run": SCHOOL_RUN,
    "clocking-in": CLOCKING_IN,
    "double-check": DOUBLE_CHECK,
    "brain-teasers": BRAIN_TEASERS,
    "square-and-cube-homework": SQUARE_AND_CUBE_HOMEWORK,
    "walking-and-cycling": WALKING_AND_CYCLING,
}
