"""Part 95: tradespeople and workplaces."""

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

SPARKS_AND_PLUMBERS = [
    times(
        "Need 14 double sockets for the flat refurb, they're £6.85 each from the wholesaler. what's that "
        "come to?",
        14,
        "6.85",
    ),
    times("Running 9 circuits, each needs roughly 18 m of cable. How much cable all in?", 9, 18),
    times("plumbing rate is £48 an hour and the job took 7 hours. invoice total before VAT?", 48, 7),
    times(
        "12 radiators to bleed and balance today, budgeting 25 minutes a rad - how many minutes is that??",
        12,
        25,
    ),
    plus("Materials for the bathroom: £312 for the suite and £87.50 for fittings. Total?", 312, "87.50"),
    plus("meter jobs today - 17 done this morning, 9 this arvo, 6 after tea. how many altogether", 17, 9, 6),
    minus("Van float was £200, spent £64.20 at Screwfix. How much is left in the float?", 200, "64.20"),
    minus(
        "Drum had 100 m of cable on it.\nUsed 37 m downstairs and 28 m upstairs. How much left on the drum?",
        100,
        37,
        28,
    ),
    later("Started first fix at 08:15, reckon it's 3 h 30 min of work. When will I be done?", "08:15", 210),
    later(
        "water's off from 1:40 pm, need 50 minutes to swap the stopcock - what time can I tell the tenant "
        "it's back on?",
        "1:40 PM",
        50,
    ),
    shared("£1,350 for the rewire split between the 3 of us who did it, what's each share", 1350, 3),
    shared(
        "168 metres of trunking going into 8 rooms, same amount in each room. How many metres per room?",
        168,
        8,
    ),
    between("On site 07:30, left 16:45. How long was I there?", "07:30", "16:45"),
    between(
        "Emergency call-out last night: got there 11:50 pm, boiler going again by 2:15 am. How long do I "
        "put on the timesheet?",
        "11:50 PM",
        "2:15 AM",
    ),
    goes("Got 250 screws to bag up in 8s. Do they go exactly, nothing spare?", 250, 8),
    goes("Can a 96 m roll of underfloor heating cable be cut into 12 m lengths with zero waste?", 96, 12),
    power("quick q, what's 230 squared? doing a power calc on site", 230, 2),
    left_over(
        "I've got 100 metres of pipe and I'm cutting 7 metre lengths. After cutting as many as I can, how "
        "many metres are left over?",
        100,
        7,
    ),
    run(
        "Gaffer's daft bonus scheme: £1 for the first job, £2 for the second and so on up to £20. If I do "
        "all of them what's the total?",
        1,
        20,
    ),
    earlier(
        "Need to be at the next job for 14:00 and it's a 35 min drive. When do I have to leave?", "14:00", 35
    ),
    length_less(
        "Job was priced at 6 hours but we got it done in 4 h 20. How much time did we save?", 600, 420
    ),
]

SALON_BOOKINGS = [
    times("full head of highlights is £85, I've done 4 today. how much did I take on highlights?", 85, 4),
    times("Hiya! Booking for the bridal party - 6 updos at £45 each please, what's the total? x", 6, 45),
    times(
        "each colour uses 60 ml of developer and we've got 11 colours booked this week. how much "
        "developer do I need",
        60,
        11,
    ),
    plus(
        "Tips today: £12 from Jan, £8.50 from the lady by the window and £15 from the groom. Total?",
        12,
        "8.50",
        15,
    ),
    plus("Sold 23 bottles of shampoo last month and 31 this month, how many in total?", 23, 31),
    plus("Takings - Tuesday £640, Wednesday £715. What's that together?", 640, 715),
    minus("Till should have £1,120 in it but I've counted £1,085. How much are we short?", 1120, 1085),
    minus("Had 36 cans of hairspray in stock, used 14 doing the show. How many still on the shelf?", 36, 14),
    minus(
        "Client's voucher is for £75 and her cut and colour came to £62. How much is left on the voucher?",
        75,
        62,
    ),
    later("Colour went on at 10:25, needs 35 minutes to develop. What time do I rinse?", "10:25", 35),
    later("She's in at 2:15pm for a perm, allow 2 hours 10 mins. What time will she be out?", "2:15 PM", 130),
    later("Lunch break starts 13:05 and I get 40 min. Back on the floor when?", "13:05", 40),
    shared("Tip jar has £138 to split between 6 stylists. How much each?", 138, 6),
    shared("A 1000ml tub of conditioner does 40 washes, so how many ml a wash?", 1000, 40),
    between("Saturday I was in from 08:45 till 17:30, how many hours is that", "08:45", "17:30"),
    between(
        "Bride's hair started at 6:40am and we finished the last bridesmaid at 9:05am - how long did the "
        "whole party take?",
        "6:40 AM",
        "9:05 AM",
    ),
    goes("Can I spread 75 appointments evenly across 6 days?", 75, 6),
    power("Apprentice asked me what 12 squared is and my mind's gone blank lol", 12, 2),
    left_over(
        "I've got 50 hair grips and each bun takes 6. After doing as many buns as I can, how many grips "
        "are spare?",
        50,
        6,
    ),
    run(
        "Loyalty card gives 5 points on your first visit, 10 on the second, 15 on the third, going up by "
        "5 each time to 60. How many points over all those visits?",
        5,
        60,
        step=5,
    ),
    earlier(
        "Wedding's at 12:30 and the bride needs 1 hr 45 min in the chair. When do we start on her?",
        "12:30",
        105,
    ),
]

BUS_AND_TAXI = [
    times("Fare's £2.40 a mile and it's an 18 mile run to the airport. What do I charge?", "2.40", 18),
    times("Route does 9 round trips a day, 5 days a week. Trips per week?", 9, 5),
    times("bus seats 72. how many kids if all 6 buses on the school contract are full", 72, 6),
    plus("Cash fares £156.30 and card £212.45 for my shift. Total takings?", "156.30", "212.45"),
    plus("Picked up 14 at the station, 8 at the hospital and 11 in town. How many got on?", 14, 8, 11),
    plus("morning I did 96 miles, afternoon 58. total for the day?", 96, 58),
    minus(
        "Clock said 48,215 when I started and 48,390 when I finished. How many miles did I cover?",
        48390,
        48215,
    ),
    minus("Tank holds 300 litres, I've used 185 today, how much is left in it?", 300, 185),
    later(
        "Leaving the depot at 05:50, the run to the terminus takes 1 h 25. When do I get there?", "05:50", 85
    ),
    later("Picked her up at 11:35 pm, it's a 40 minute drive to hers. When do we arrive?", "11:35 PM", 40),
    later(
        "Last bus out is 22:10 and it takes 55 min to get back to the garage. What time am I parked up?",
        "22:10",
        55,
    ),
    shared("Four lads in the back want to split the £58 fare evenly - how much each?", 58, 4),
    shared("Fuel cost me £342 over 6 shifts this week. Average per shift?", 342, 6),
    between("Shift starts 06:20, I clock off at 14:50. How long's that?", "06:20", "14:50"),
    between(
        "Airport job: picked up at 9:45pm, dropped off at 12:10am. How long was that fare?",
        "9:45 PM",
        "12:10 AM",
    ),
    goes("Can 132 kids go on 4 coaches with exactly the same number on each?", 132, 4),
    power("bored at the terminus. what's 9 to the power of 4?", 9, 4),
    left_over(
        "Got 65 pupils and the minibuses take 16 each. If I fill up as many as I can, how many kids are "
        "left for the extra bus?",
        65,
        16,
    ),
    run("Stops on my route are numbered 1 to 30. Add all the stop numbers up, what do you get?", 1, 30),
    earlier(
        "Have to be at the school for 15:15, it's 25 min from the depot. When do I leave the depot?",
        "15:15",
        25,
    ),
    lengths_added("Two legs today: 2 h 35 min to Leeds then 1 h 50 min back. Total driving time?", 235, 150),
]

CARE_HOME = [
    times(
        "Each resident gets 250 ml of juice mid-morning and we've got 34 residents. How much juice do I "
        "need?",
        250,
        34,
    ),
    times("Agency carer is £19.75 an hour and she's doing 12 hours. Cost?", "19.75", 12),
    times("Mrs Patel has 3 tablets a day, how many for a 28 day cycle?", 3, 28),
    plus(
        "Fundraiser: cake sale made £146 and the raffle £93.50. How much for the minibus fund?", 146, "93.50"
    ),
    plus("Visitors signed in: 27 Saturday, 35 Sunday. Weekend total?", 27, 35),
    minus("Had 120 pads in the cupboard, 87 used this week. How many left?", 120, 87),
    minus("Mr Hughes weighed 71.4 kg last month and he's 69.8 kg now. How much has he lost?", "71.4", "69.8"),
    minus(
        "Activities budget £500, spent £135 on the singer and £62 on craft stuff. What's left?", 500, 135, 62
    ),
    later(
        "Gave Edna her paracetamol at 14:20. It's 4 hours between doses, what's the earliest she can have "
        "more?",
        "14:20",
        240,
    ),
    later(
        "Handover done at 9:45pm, then the room checks take 1 hour 20 minutes. When will checks be finished?",
        "9:45 PM",
        80,
    ),
    shared(
        "£270 left in the comfort fund, to be split equally between 18 residents for Christmas presents. "
        "How much each?",
        270,
        18,
    ),
    between("GP arrived 10:05 and left 11:40 - how long was the visit, for the notes?", "10:05", "11:40"),
    between("my night shift is 8pm to 8am, how long is that", "8:00 PM", "8:00 AM"),
    goes("Can 45 residents sit at tables of 6 with every table full?", 45, 6),
    power("doing a quiz for the residents - what's 2 to the power of 10?", 2, 10),
    left_over(
        "Made 40 scones, plating them up 6 to a plate. How many scones don't make a full plate?", 40, 6
    ),
    run(
        "Bingo afternoon! If you add every number on the board from 1 to 90 what do you get? Doris wants "
        "to know",
        1,
        90,
    ),
    run(
        "Staff walking challenge: 2 laps of the garden, then 4, then 6, going up by 2 each time until 20 "
        "laps. How many laps in total?",
        2,
        20,
        step=2,
    ),
    earlier(
        "Family are coming at 15:30 and Mum needs 45 minutes to get ready. When should we start getting "
        "her ready?",
        "15:30",
        45,
    ),
    cubes("Quiz question for the lounge: add up the cubes of 1 to 5", 1, 5),
    length_less(
        "Her outing was meant to be 3 hours 15 minutes but she came back after 2 h 40. How much shorter "
        "was it?",
        315,
        240,
    ),
]

LAB_TECHS = [
    times("96-well plate, 8 plates to run today. How many wells total?", 96, 8),
    times("Each sample needs 25 µl of buffer and I've got 36 samples. Total buffer?", 25, 36),
    times("reagent is £3.85 per test and we've got 120 tests this week, cost?", "3.85", 120),
    plus("Stock check: 48 aliquots in the freezer and 26 in the fridge. How many total?", 48, 26),
    plus(
        "Added 12.5 ml, then 7.25 ml, then 3.4 ml to the flask. Total volume in there?", "12.5", "7.25", "3.4"
    ),
    minus("Beaker weighs 152.36 g with the sample in, 98.41 g empty. Mass of the sample?", "152.36", "98.41"),
    minus("500 ml bottle of ethanol, used 175 ml. How much left?", 500, 175),
    later("Put the incubation on at 09:40 for 90 minutes. When do I take it out?", "09:40", 90),
    shared("Need to split 7.5 ml of stock into 6 equal aliquots, how much in each?", "7.5", 6),
    shared("Total counts were 1,836 across 4 replicates. Mean count per replicate?", 1836, 4),
    goes("Can I fit 384 samples onto 96-well plates exactly, no half-empty plate?", 384, 96),
    goes("does 250 divide evenly by 12? working out a rack layout", 250, 12),
    power("serial dilution - 10-fold at each of 6 steps. Overall dilution factor?", 10, 6),
    power(
        "Culture doubles every generation. After 8 generations how many times bigger is it than at the "
        "start?",
        2,
        8,
        named=(2,),
    ),
    left_over(
        "Got 150 samples, racks hold 24. Once the full racks are filled, how many samples go in the "
        "part-filled rack?",
        150,
        24,
    ),
    left_over("What's the remainder when 1000 is divided by 7? need it for a randomisation thing", 1000, 7),
    run("Sum of tube numbers 1 to 48 - need it as a checksum on the sample sheet", 1, 48),
    earlier(
        "Sample has to be processed by 16:10 and prep takes 1 h 25 min. Latest I can start?", "16:10", 85
    ),
    squares("Stats refresher: what's the sum of the squares 1 through 12?", 1, 12),
    squares(
        "For a calibration check I need to add up the squares of every whole number from 1 to 20. Value?",
        1,
        20,
    ),
    cubes("Sum of cubes 1 to 10? Checking a spreadsheet formula", 1, 10),
]

CALL_CENTRE = [
    times("I take about 14 calls an hour and I'm on for 7.5 hours. How many calls is that?", 14, "7.5"),
    times("Commission is £1.20 per sale, made 35 sales this week. What do I get?", "1.20", 35),
    times("Team of 18 agents, each needs 40 minutes of training. Total training minutes?", 18, 40),
    times("avg handle time 6 min, queue has 23 calls waiting. how many minutes of work is that", 6, 23),
    plus("Calls handled: 212 Monday, 198 Tuesday, 240 Wednesday. Total so far?", 212, 198, 240),
    plus("Overtime - 3.5 hours last week plus 6.25 this week. Total overtime?", "3.5", "6.25"),
    minus("Target was 400 calls, we hit 367. How many short?", 400, 367),
    minus("complaints queue had 85 in it this morning, I've cleared 49. how many still open", 85, 49),
    later("logged in at 07:55, first break after 2 h 10. when's my break?", "07:55", 130),
    later(
        "Customer wants a callback in 90 minutes and it's 4:45 pm now. When do I ring them?", "4:45 PM", 90
    ),
    later("lunch at 12:50, 45 mins. back on the phones when?", "12:50", 45),
    shared("£2,340 bonus pot split across 12 agents, what does each get?", 2340, 12),
    between("My shift is 14:00 till 22:30 - how long is that?", "14:00", "22:30"),
    between(
        "overnight helpline: logged on 10:30pm, off at 6:15am. how long was I on?", "10:30 PM", "6:15 AM"
    ),
    goes("Can 117 callbacks be shared equally among 9 of us?", 117, 9),
    power("Supervisor's brain teaser in the huddle: 3 to the power 7?", 3, 7),
    left_over(
        "100 headsets to share out between 14 pods, same number per pod. How many headsets are spare?",
        100,
        14,
    ),
    run("team quiz: add all the numbers from 1 to 100. I forget the trick", 1, 100),
    earlier("Need to be logged in by 08:00 and the bus takes 50 min. What time do I catch it?", "08:00", 50),
    lengths_added(
        "Training module is 1 h 40 min and the compliance video is 55 min. How long all together?", 140, 55
    ),
]

FAMILIES = {
    "95-sparks-and-plumbers": SPARKS_AND_PLUMBERS,
    "95-salon-bookings": SALON_BOOKINGS,
    "95-bus-and-taxi": BUS_AND_TAXI,
    "95-care-home": CARE_HOME,
    "95-lab-techs": LAB_TECHS,
    "95-call-centre": CALL_CENTRE,
}
