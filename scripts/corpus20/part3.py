"""Corpus 20, part 3: teachers' marking notes, bookkeepers, travellers, allotment holders, pet owners and
vets."""

from __future__ import annotations

from makers import (
    between,
    earlier,
    goes,
    later,
    left_over,
    lengths_added,
    minus,
    plus,
    power,
    run,
    shared,
    squares,
    times,
)

TEACHER_NOTES = [
    times(
        "Marking the Y5 sheet. Q4: 28 × 43, Ellie has 1,104. Need the correct figure for the margin.", 28, 43
    ),
    plus(
        "Report comment draft: 'Aiden can now add 3-digit numbers confidently, e.g. 456 + 378.' "
        "What is 456 + 378 so I can quote the answer?",
        456,
        378,
    ),
    minus("Note to self: check Q7 (7,000 − 2,648) - three of them got 4,462.", 7000, 2648),
    shared("Answer key needed for Q12: 3,456 ÷ 8.", 3456, 8),
    goes("Marking: 'Is 738 divisible by 9?' Zain wrote yes. Is he right?", 738, 9),
    left_over(
        "Homework sheet 14, question 3: what's the remainder of 250 ÷ 11? Half the class put 8.", 250, 11
    ),
    power(
        "Year 6 SATs practice: 2⁷. Several wrote 14 - what's the correct answer for the mark scheme?", 2, 7
    ),
    between("Parents' evening runs 15:30 to 19:10. How long is that, for my timesheet?", "15:30", "19:10"),
    later(
        "Supply cover note: lesson 3 starts at 11:05 and lasts 55 minutes. What time does it end?",
        "11:05",
        55,
    ),
    run("Q9 on the extension sheet: 1 + 3 + 5 + … + 29. Mark scheme answer?", 1, 29, step=2),
    times("Feedback: 'Good method, Leo, but 64 × 25 is not 1,500 - try again.' What is it actually?", 64, 25),
    plus(
        "Class totals for the sponsored spell: 18 + 24 + 31 + 15 + 22 pounds. Adding up for the newsletter.",
        18,
        24,
        31,
        15,
        22,
    ),
    squares("Marking note: Q2 - the sum of the squares of 1 to 5; Priya wrote 55. Check.", 1, 5),
    times("Trip form: 32 pupils at £14.50 each. Total to pay the coach firm?", 32, "14.50"),
    minus("Report: 'Maya has read 47 books this year, up from 29 last year.' How many more is that?", 47, 29),
    later("Mock exam: 09:10 start, 1 hour 45 minutes long. End time to write on the board?", "09:10", 105),
    goes("Q15 asks: 'Is 1,000 a multiple of 16?' Answer for the key please.", 1000, 16),
    power("Marking 5³ - Tom's put 15, Grace 125. Which is it?", 5, 3),
    shared("Y4 division: 96 sweets shared between 8 children. Answer key?", 96, 8),
    times("Reading scheme: 3 books for each of 27 children. How many to order? (for the order form)", 3, 27),
    between("Marking Q11: how long from 13:25 to 15:10? Half of them put 1 h 85.", "13:25", "15:10"),
]

BOOKKEEPING = [
    plus("Invoice #1043: net £1,250.00, VAT £250.00. Gross total?", "1250.00", "250.00"),
    minus(
        "Till float was £150.00 this morning, counted £1,387.45 in the drawer at close including the float. "
        "What are the takings?",
        "1387.45",
        "150.00",
    ),
    minus("Reconciling: statement says £4,812.30, ledger £4,795.80. Difference?", "4812.30", "4795.80"),
    plus(
        "Three invoices outstanding - INV-221 £340.00, INV-225 £1,128.50, INV-230 £86.40. Total owed?",
        "340.00",
        "1128.50",
        "86.40",
    ),
    times("Monthly rent £875 x 12 months for the year's figures please", 875, 12),
    minus(
        "Petty cash: started the month with £200, spent £17.99, £4.50 and £32.20. What should be in the tin?",
        200,
        "17.99",
        "4.50",
        "32.20",
    ),
    times("Wages: 37.5 hours at £11.44 an hour. Gross pay?", "37.5", "11.44"),
    shared("Annual software subscription £1,140 spread over 12 months - monthly charge?", 1140, 12),
    minus("Customer paid £2,000 against an invoice of £2,376.80. Balance to chase?", "2376.80", 2000),
    minus(
        "VAT return: output VAT £3,412.60, input VAT £1,887.25. What do we owe HMRC?", "3412.60", "1887.25"
    ),
    goes("Stock count: 1,728 labels, rolls of 144. Is that a whole number of rolls?", 1728, 144),
    later(
        "Payroll cut-off is 14:00 and I've got 2 h 35 min of entries left. It's 11:40 now - what time will I "
        "finish?",
        "11:40",
        155,
    ),
    times("Cash bag for the bank: 48 x £20 notes. Total?", 48, 20),
    times("Mileage claim at 45p a mile: 236 miles. Total in pence?", 45, 236),
    shared("Split the £7,650 bonus pot equally across 9 staff.", 7650, 9),
    shared("Float top-up: £86 in £2 coins - how many coins is that?", 86, 2),
    lengths_added("Timesheet: Mon 7 h 45, Tue 8 h 20 - total for the two days?", 745, 820),
    plus("Receipts in the envelopes: 18 + 27 + 9 + 43 + 12. How many receipts to enter?", 18, 27, 9, 43, 12),
    power("Savings account growth factor: 1.05 to the power of 3, exactly please, no rounding", "1.05", 3),
    left_over("1,000 envelopes for the mailing, in packs of 75. How many loose ones left over?", 1000, 75),
]

TRAVEL = [
    times("Fuel: 42 litres at 148.9p per litre - total in pence?", 42, "148.9"),
    minus("Case weighs 26.4 kg and the limit's 23 kg. How much do I need to take out?", "26.4", 23),
    later("Ferry leaves Dover at 09:55, crossing is 1 hour 30 minutes. Arrival time (UK time)?", "09:55", 90),
    between("Train leaves 16:48 and gets into Edinburgh at 21:12. Journey time?", "16:48", "21:12"),
    minus("Mileage: started the trip at 31,806 and ended at 32,419. Miles driven?", 32419, 31806),
    times("4 adult returns at £63.50 each - how much for the lot?", 4, "63.50"),
    plus("Road trip legs: 128 miles, 95 miles, 143 miles, 77 miles. Total?", 128, 95, 143, 77),
    minus("Hand luggage 7 kg allowed, mine's 9.35 kg. Over by?", "9.35", 7),
    earlier(
        "Need to be at the gate by 6:40 am, and the walk from drop-off to the gate takes about 50 minutes. "
        "Latest drop-off?",
        "6:40 AM",
        50,
    ),
    times("EV charge: 64 kWh at 79p per kWh, in pence?", 64, 79),
    left_over(
        "600 cars booked on the ferry, 130 per sailing. After the full sailings, how "
        "many cars are on the last "
        "one?",
        600,
        130,
    ),
    shared("Did 540 miles on 12 gallons - how many miles per gallon is that?", 540, 12),
    goes("Is 345 divisible by 3? Trying to split the drive into equal days", 345, 3),
    later(
        "Flight lands 22:35 local and the hotel shuttle takes 1 h 10. What time do we get to the hotel?",
        "22:35",
        70,
    ),
    lengths_added("Eurostar 2 h 16 min, then the connection 1 h 49 min. Total time on trains?", 216, 149),
    between("Overnight bus 21:50 to 07:15. How long is that?", "21:50", "07:15"),
    times("Toll booths: 6 tolls at €3.80. Total?", 6, "3.80"),
    minus("We've done 287 of the 412 km. How much further?", 412, 287),
    plus(
        "Luggage: bags of 18.5 kg, 21.2 kg, 15.8 kg and 22.9 kg. Combined weight?",
        "18.5",
        "21.2",
        "15.8",
        "22.9",
    ),
    between("Train was due 14:07, arrived 14:52. How long was the delay?", "14:07", "14:52"),
    run(
        "Cycling tour: 20 miles on day 1, then 5 more miles each day until 60 miles on "
        "the last day. Total miles?",
        20,
        60,
        step=5,
    ),
]

ALLOTMENT = [
    times("Plot 14 - I've got 6 rows of onion sets, 24 sets a row. How many sets do I need?", 6, 24),
    minus("Sowed 250 carrot seeds, 187 came up. How many didn't germinate?", 250, 187),
    shared("Raised bed is 3.6 m long and I want 12 equal gaps for lettuces. How far apart?", "3.6", 12),
    plus("Potatoes dug so far: 4.2 kg, 6.75 kg and 3.9 kg from the three rows. Total?", "4.2", "6.75", "3.9"),
    goes("Can I plant 84 leeks in rows of 7 with none spare?", 84, 7),
    later(
        "Watering: I start at 6:15 am and it takes 1 hour 25 minutes to do every bed. When am I done?",
        "6:15 AM",
        85,
    ),
    plus("Allotment rent £48 a year, water £12.50, association £5. Total to pay?", 48, "12.50", 5),
    left_over("Seed packet has 120 seeds, I sow 9 per module. How many seeds spare at the end?", 120, 9),
    power(
        "I start with 1 plant and each one makes 3 new ones a year, so after 4 years it's 3^4 plants. "
        "How many?",
        3,
        4,
    ),
    run(
        "Stacking seed trays in a triangle, 1 on top, 2 under that, and so on down to 15 on the bottom row. "
        "How many trays?",
        1,
        15,
    ),
    between("Beans went in at 2:40 pm; I left at 5:05 pm. How long was I on the plot?", "2:40 PM", "5:05 PM"),
    times("Compost bays: 4 bays, 850 litres each. Capacity?", 4, 850),
    minus("Harvest log: 37 courgettes in July, 52 in August. How many more in August?", 52, 37),
    shared("I've got 96 garlic cloves to plant in 6 rows. How many per row?", 96, 6),
    goes("Is 132 divisible by 11? Trying to do 11 blocks of sweetcorn", 132, 11),
    minus("Greenhouse max 34.5°C yesterday, min 8.2°C. What's the range?", "34.5", "8.2"),
    squares(
        "Square-foot beds: 1x1, 2x2, 3x3 and so on up to 6x6 square feet. Total square feet?",
        1,
        6,
    ),
    later("Hose timer on at 19:30 for 40 minutes. What time does it go off?", "19:30", 40),
    times("Sold 45 bunches of onions at £1.20 at the plot sale", 45, "1.20"),
    minus("Plot fee went from £36 to £48 - what's the increase?", 48, 36),
]

PETS_AND_VETS = [
    times("Vet says 2 scoops of 45 g a day - so how many grams a day?", 2, 45),
    minus("Buddy weighs 28.4 kg, was 31.1 kg in spring. How much has he lost?", "31.1", "28.4"),
    times("Dose is 15 mg per kg and Bella's 12 kg. How many mg?", 15, 12),
    between(
        "Morning walk 7:20 till 8:05, evening walk 18:10 till 19:00. How long was the evening walk?",
        "18:10",
        "19:00",
    ),
    shared("Bag of kibble is 12,000 g and she eats 240 g a day. How many days does a bag last?", 12000, 240),
    later("Cat's tablet every 8 hours, last one at 6:30 am. When's the next?", "6:30 AM", 480),
    times("Kennel fees £18.50 a night for 9 nights?", "18.50", 9),
    plus("Got 3 dogs: 34 kg, 27 kg and 8.5 kg. Total weight for the car ramp limit?", 34, 27, "8.5"),
    goes("Is 350 ml divisible into 25 ml doses evenly?", 350, 25),
    left_over(
        "Hamster food: 500 g bag, 15 g a day. How much is left over after the last full day?",
        500,
        15,
    ),
    times("Pet insurance £23.75 a month, for the year?", "23.75", 12, named=(12,)),
    later(
        "Walker picks Max up at 12:15 and drops him back 1 h 25 min later. What time's he home?", "12:15", 85
    ),
    minus("Vet bill £412.60, insurance paying £362.60. Our bit?", "412.60", "362.60"),
    power(
        "Rabbits! Started with 2, and if they double every generation that's 2^6 after 6 generations?", 2, 6
    ),
    plus(
        "Walks this week: 35 + 40 + 25 + 50 + 45 + 30 + 60 minutes. Total minutes?",
        35,
        40,
        25,
        50,
        45,
        30,
        60,
    ),
    run(
        "Switching food: day 1 10 g of the new food, day 2 20 g, up to 70 g on day 7. Total new food?",
        10,
        70,
        step=10,
    ),
    between("Surgery drop-off is 8:30, pick-up 16:45. How long is he there?", "8:30", "16:45"),
    goes("Need 60 tablets for the rescue, each strip has 8. Will whole strips give exactly 60?", 60, 8),
    times("Flea treatment: 3 pipettes at £11.99 each", 3, "11.99"),
    later(
        "Next antibiotic is due 10 hours 30 minutes after the 9:45 pm one. What time's that?", "9:45 PM", 630
    ),
]
