"""Part 100: close calls for a hospital ward rota, a school trip organiser, a baker and caterer, and a
group chat."""

from makers import (
    between,
    earlier,
    goes,
    later,
    left_over,
    minus,
    shared,
)

WARD_ROTA = [
    goes(
        "We've got 42 patients on the ward today and I want to give each nurse exactly 6 patients. Does "
        "that work out evenly or will somebody end up with fewer?",
        42,
        6,
    ),
    goes(
        "Rota question: can 35 night shifts be split equally between 4 staff nurses without anybody doing "
        "extra?",
        35,
        4,
    ),
    goes(
        "Estates want to know - if we put 96 beds into bays of 8, is every bay full with no beds spare? "
        "Yes or no please",
        96,
        8,
    ),
    goes("Is 250 ml of the saline going to divide into 15 ml doses with nothing wasted at the end?", 250, 15),
    goes(
        "Sister wants this month's 27 HCA shifts shared out so each of the 3 HCAs gets exactly the same "
        "number. Possible?",
        27,
        3,
    ),
    left_over(
        "Pharmacy sent up 100 tablets and each patient's pack takes 14. After I make up as many full "
        "packs as I can, how many tablets are left loose?",
        100,
        14,
    ),
    left_over(
        "Overtime: there's 58 hours going spare and we hand it out in 8-hour blocks. Once all the full "
        "blocks are given out, how many hours are left over?",
        58,
        8,
    ),
    left_over(
        "There are 23 student nurses and I'm putting them in groups of 5 for the sim session.\nHow many "
        "won't be in a full group?",
        23,
        5,
    ),
    left_over(
        "Gloves delivery - 430 pairs came in and a box holds 50 pairs. Whatever doesn't fill a box goes "
        "in the top drawer. How many pairs go in the drawer?",
        430,
        50,
    ),
    left_over(
        "Bank staff only book whole 12 hr shifts. We've got 75 hrs to cover. After booking as many full "
        "shifts as possible, how many hours are still uncovered?",
        75,
        12,
    ),
    shared(
        "We have 84 hours of nights to cover this week and 7 nurses on the list. If everyone does the "
        "same, how many hours is that each?",
        84,
        7,
    ),
    shared(
        "Ward training budget is £1,350 and there are 6 of us booked on the course. What's the equal "
        "share per person?",
        1350,
        6,
    ),
    shared("The 60 ml bottle is given in 5 ml spoonfuls. How many spoonfuls are in the bottle?", 60, 5),
    minus(
        "Started the shift with 32 beds occupied. We've had 9 discharges so far and no admissions. How "
        "many patients are left on the ward?",
        32,
        9,
    ),
    minus(
        "At the start of the week there were 200 masks in the store cupboard and 145 have been used. How "
        "many are left?",
        200,
        145,
    ),
    later(
        "Night shift starts at 19:45 and runs 12 hours 30 minutes. What time do I finish in the morning?",
        "19:45",
        750,
    ),
    later(
        "Patient had paracetamol at 2:20 pm. Next dose due 4 hours after that - when is it? use am or pm pls",
        "2:20 PM",
        240,
    ),
    later("Obs every 45 min for Mr Khan. Last set was done at 23:40, when's the next set due?", "23:40", 45),
    earlier(
        "Handover is at 07.30 and the drug round has to be finished 50 minutes before it. By what time "
        "must the round be done?",
        "07:30",
        50,
    ),
    earlier(
        "Mrs Patel's theatre slot is 13:15 and she's nil by mouth for 6 hours before it. From what time "
        "does she stop eating?",
        "13:15",
        360,
    ),
    earlier(
        "The IV bag finishes at 3:10 am and it runs for 2 hrs 25 min. What time was it put up? Need it "
        "for the fluid chart",
        "3:10 AM",
        145,
    ),
    earlier(
        "Alarm for an early has to go off 1 hour 15 minutes before a 7am start. What time do I set it "
        "for? am/pm please, thanks",
        "7:00 AM",
        75,
    ),
    between(
        "I clocked in at 19:30 and clocked out at 08:05 the next morning. How long was my shift in total?",
        "19:30",
        "08:05",
    ),
    between(
        "Patient went down to X-ray at 10:50 am and came back up at 1:35 pm - how long was she off the "
        "ward? it's for the notes",
        "10:50 AM",
        "1:35 PM",
    ),
    between("Fluids started 21:15, stopped 04:00. How long were they running for?", "21:15", "04:00"),
]

SCHOOL_TRIP = [
    goes(
        "Hi all, we've got 54 pupils coming to the museum and the museum insists on groups of exactly 6. "
        "Will that come out exact with nobody left out?",
        54,
        6,
    ),
    goes("Can 45 children go in minibuses of 8 with every seat filled and no child left behind?", 45, 8),
    goes(
        "The zoo only sells tickets in family bundles of 4. We need exactly 130 tickets - can I buy just "
        "bundles and hit 130 spot on?",
        130,
        4,
    ),
    goes(
        "The coach is £390 and the 13 accompanying adults are splitting it equally. Will it come to a "
        "whole number of pounds each, no pence?",
        390,
        13,
    ),
    goes(
        "Whole year group is 91 kids. If the scavenger hunt teams are 7 each, do they divide exactly?", 91, 7
    ),
    left_over(
        "61 kids on the coach and the seats go in rows of 4. After filling whole rows, how many kids are "
        "in the last row that isn't full?",
        61,
        4,
    ),
    left_over(
        "We're taking 38 packed lunches and each cool box holds 9. How many lunches are left over once "
        "the full boxes are packed?",
        38,
        9,
    ),
    left_over(
        "I've got 100 wristbands and each group leader gets a pack of 7. Once every leader that can have "
        "a full pack has one, how many wristbands are left in my bag?",
        100,
        7,
    ),
    left_over(
        "Pairing the kids up for the nature walk: there are 33 of them. How many end up without a partner?",
        33,
        2,
        named=(2,),
    ),
    left_over(
        "Dorm rooms sleep 6. We've got 80 students staying over. If I fill rooms completely, how many "
        "students are left for the last room?",
        80,
        6,
    ),
    shared(
        "48 students and 4 teachers. If each teacher takes the same number of students, how many does "
        "each teacher get?",
        48,
        4,
    ),
    shared("Total trip cost is £1,176 for 28 pupils. How much is that per pupil?", 1176, 28),
    shared("72 kids into groups of 9 - how many groups will there be?", 72, 9),
    shared(
        "We raised £137.50 at the cake sale and it's going equally towards 5 children's trip places. How "
        "much goes towards each place?",
        "137.50",
        5,
    ),
    minus(
        "Coach left school with 52 on board. 6 got dropped at the station on the way back. How many were "
        "still on the coach when it pulled into school?",
        52,
        6,
    ),
    minus(
        "I printed 90 permission slips and have handed out 17 so far. How many are left in the pile?", 90, 17
    ),
    later(
        "Coach departs 08:40, journey is 1 hour 50 minutes. What time do we arrive at the castle?",
        "08:40",
        110,
    ),
    later(
        "Lunch at the zoo starts at 12:15 pm and lasts 45 mins. What time do we meet back at the gates? "
        "(parents keep asking so am/pm pls)",
        "12:15 PM",
        45,
    ),
    later(
        "The ferry back leaves at 16:55 and the crossing is 95 minutes. What time should parents be at "
        "the port to collect?",
        "16:55",
        95,
    ),
    earlier(
        "The show starts at 2.30 pm and we need to be in our seats 20 minutes before. What time is that?",
        "2:30 PM",
        20,
    ),
    earlier(
        "Check-in closes at 01:20 and the airport is a 2 h 40 min drive away. What time the evening "
        "before do we need to set off?",
        "01:20",
        160,
    ),
    earlier(
        "Coach has to be back at school for a 3:15pm pickup and the trip home takes 1 hr 25 min. What "
        "time do we leave the farm?",
        "3:15 PM",
        85,
    ),
    between(
        "Left school 8:05am, got back 4:50pm. How long was the trip door to door? (for the risk assessment)",
        "8:05 AM",
        "4:50 PM",
    ),
    between(
        "The residential coach left at 21:30 and we got to the hostel at 06:10. How long were we on the "
        "road?",
        "21:30",
        "06:10",
    ),
    between("Workshop runs 10:20 to 11:55. How long is that, for the timetable?", "10:20", "11:55"),
]

BAKER_CATERER = [
    goes("Got 150 cupcakes to box up in boxes of 12. Will every box be full?", 150, 12),
    goes(
        "Wedding order: 96 macarons, packed 8 to a bag as favours. Does that come out exactly with none "
        "spare?",
        96,
        8,
    ),
    goes("A dozen to a tray. I've made 132 rolls. Do they fill the trays exactly?", 132, 12, named=(12,)),
    goes("Can I cut a 2,000 g block of butter into 125 g portions without an odd bit at the end?", 2000, 125),
    goes("Catering for 75 guests at round tables of 10 - can every table be completely full?", 75, 10),
    left_over(
        "I've got 500 g of dough and each bun is 60 g. After I've made as many buns as I can, how much "
        "dough is left over?",
        500,
        60,
    ),
    left_over(
        "Canapes go out on slates of 16. We've got 90 canapes. Once the slates are full, how many canapes "
        "are spare?",
        90,
        16,
    ),
    left_over(
        "Egg count: 100 eggs, and each sponge takes 3. Once I've made as many sponges as possible, how "
        "many eggs are left in the fridge?",
        100,
        3,
    ),
    left_over(
        "Bread order - 250 loaves going out in crates of 24. How many loaves won't make a full crate?",
        250,
        24,
    ),
    left_over(
        "I've piped 73 eclairs and they sit on the tray in rows of 5. How many are in the last short row?",
        73,
        5,
    ),
    shared("3000 g of sugar split into 250 g tubs - how many tubs do I get?", 3000, 250),
    shared("The buffet quote came to £642 for 40 people. What's that per head?", 642, 40),
    shared("144 scones, 9 tables, same number on each table. How many scones per table?", 144, 9),
    shared("I baked 120 brownies and they go 8 to a box. How many boxes do I need?", 120, 8),
    minus("Baked 60 croissants this morning and sold 47. How many are left on the shelf?", 60, 47),
    minus(
        "We had 36 mince pies for the staff party and the team ate 29 of them. How many are left over?",
        36,
        29,
    ),
    minus(
        "Started with 5 kg of flour and used 3.75 kg on the bread. How much flour have I got left?", 5, "3.75"
    ),
    later("Bread went in the oven at 05:40 and bakes for 35 minutes. When do I take it out?", "05:40", 35),
    later(
        "The dough's proving from 10:50 pm for 8 hours overnight. What time is it ready? am or pm please",
        "10:50 PM",
        480,
    ),
    later(
        "Setting up the wedding breakfast: we start at 11.20 am and it takes 2 hrs 15 mins to lay "
        "everything out. When will we be done?",
        "11:20 AM",
        135,
    ),
    earlier(
        "The cake is being collected at 9:00 am and needs 3 hours 30 minutes to bake and cool. What time "
        "should it go in?",
        "9:00 AM",
        210,
    ),
    earlier(
        "Canapes to be served at 19:15. They need 40 mins in the oven. Latest they can go in?", "19:15", 40
    ),
    earlier(
        "The van has to reach the venue by 00:30 for the late buffet and the drive is 55 minutes. When "
        "does it leave? (that'll be the night before obviously)",
        "00:30",
        55,
    ),
    between(
        "Fired up the ovens at 04:15 and switched them off at 13:40. How long were they on?", "04:15", "13:40"
    ),
    between(
        "The event ran from 6:30 pm till 12:45 am - how long do I bill the waiting staff for?",
        "6:30 PM",
        "12:45 AM",
    ),
]

GROUP_CHAT = [
    goes("lads does 7 go into 84 evenly?? need to split the fantasy league pot", 84, 7),
    goes(
        "ok so theres 23 of us for paintball and they do teams of 5. can everyone be on a full team or not",
        23,
        5,
    ),
    goes("quick q, is 117 divisble by 9? kid's homework lol", 117, 9),
    goes(
        "if we split the £160 villa deposit 6 ways does it come out to whole pounds or is there pennies",
        160,
        6,
    ),
    goes("48 cans for the bbq, 8 ppl. does everyone get the same with none left??", 48, 8),
    left_over("29 of us for footy on sunday, teams of 6. how many are stuck as subs without a team", 29, 6),
    left_over(
        "omg 50 sweets in the bag and 8 kids at the party, if they each get the same whole number how "
        "many do i get to eat after lol",
        50,
        8,
    ),
    left_over(
        "car share: 19 ppl, 4 to a car. if we only send cars that are full, how many ppl are left without "
        "a lift",
        19,
        4,
    ),
    left_over("whats the remainder when u do 200 divided by 7\nits for the quiz thx", 200, 7),
    left_over(
        "ordered 45 wings and theres 6 of us at the table. everyone gets the same amount, how many wings "
        "r left over for the fight",
        45,
        6,
    ),
    shared("bill was £187.20 between 6 of us, hw much each??", "187.20", 6),
    shared("got 36 beers in and were 9 ppl how many each", 36, 9),
    shared("festival tix were £540 for all 4 of us, whats each persons share", 540, 4),
    shared(
        "we've got 96 cupcakes for the bake sale n they go 12 per plate, how many plates do i bring", 96, 12
    ),
    minus("had 24 cans in the fridge b4 the party, 17 got drunk, how many r left", 24, 17),
    minus("mum made 40 samosas n the kids already ate 13 😂 hw many left for us", 40, 13),
    minus("i had £85 on my card and the taxi was £23.60, whats left", 85, "23.60"),
    later("train leaves 17:48 n takes 1h22, what time do i get in?", "17:48", 82),
    later(
        "film starts 9.15pm, its 2 hrs 40 mins long. what time shall i pick u up after? am or pm lol",
        "9:15 PM",
        160,
    ),
    later(
        "jess is getting there at 11:35 and im 40 mins after her, so what time do i get there", "11:35", 40
    ),
    earlier(
        "need to be at the airport 2 hours before a 06:20 flight, what time do we have to be there",
        "06:20",
        120,
    ),
    earlier("pub quiz starts 8pm. takes me 35 min to get there, when do i need to leave", "8:00 PM", 35),
    between("left the house 10:45pm n didnt get back til 3:20am 🙈 how long was that", "10:45 PM", "3:20 AM"),
    between("gym 06:30 til 07:55 how long was i there", "06:30", "07:55"),
    between(
        "sis's flight took off 14:05 n landed 22:50 our time, how long was she in the air?", "14:05", "22:50"
    ),
]

FAMILIES = {
    "100-ward-rota": WARD_ROTA,
    "100-school-trip": SCHOOL_TRIP,
    "100-baker-caterer": BAKER_CATERER,
    "100-group-chat": GROUP_CHAT,
}
