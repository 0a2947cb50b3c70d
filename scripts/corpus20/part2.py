"""Corpus 20, part 2: people writing English as a second language (Spanish, French, Polish, Arabic and
Chinese speakers)."""

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

SPANISH_SPEAKERS = [
    plus("Hello, how much is 45 more 12? Is for my son", 45, 12),
    shared("Which is the result of 84 between 4? (in Spain we say 'entre')", 84, 4),
    plus("I need know the total: 235 euros the hotel, 148 euros the flight, 62 euros the car", 235, 148, 62),
    minus("How much is 300 less 137, please?", 300, 137),
    times("The double of 78 is how much?", 78, 2, named=(2,)),
    later(
        "The bus leaves at 17:30h and the trip is of 2 hours and 50 minutes. At what hour I arrive?",
        "17:30",
        170,
    ),
    times("Please, how much are 3 times 150? I am not sure if is 450", 3, 150),
    minus("My daughter have 18 years and my son 11. How many years of difference is?", 18, 11),
    goes("Is divisible 135 by 5? Yes or no, thank you", 135, 5),
    left_over("Which is the rest of dividing 47 between 6?", 47, 6),
    between("From 9:15 to 13:45, how much time is it? I work this hours on saturday", "9:15", "13:45"),
    power("How much is 12 elevated to 3?", 12, 3),
    shared("I must pay 960 euros in 12 months equal. How much is each month?", 960, 12),
    run("The sum of the numbers from 1 until 40, how much is?", 1, 40),
    shared("We are 4 friends and the dinner cost 138 euros. How much pays each one?", 138, 4),
    later("The film start at 21:10 and it dures 1 hour 55 minutes. At what hour finish?", "21:10", 115),
    times("How much is 25 multiplied for 16? Thanks very much", 25, 16),
    squares("The sum of the squares from 1 until 12, how much is it? (1² + 2² + ... + 12²)", 1, 12),
    earlier(
        "I must be in the airport at 06:30 and the taxi needs 45 minutes. At what hour I "
        "must to take the taxi?",
        "06:30",
        45,
    ),
    lengths_added(
        "My son play football 1 hour 20 minutes on Saturday and 1 hour 45 minutes on Sunday. How much "
        "time in total?",
        120,
        145,
    ),
]

FRENCH_SPEAKERS = [
    plus("Good morning, I would like to know how much makes 56 plus 29.", 56, 29),
    times("How many does it make, 17 multiplied by 6?", 17, 6),
    minus(
        "I have 500 euros on my account and I must pay 238 euros for the location of the car. How many rest?",
        500,
        238,
    ),
    later(
        "The train for Lyon departs at 14h25 and the voyage lasts 1h50. At what hour do we arrive?",
        "14:25",
        110,
    ),
    goes("Is it that 252 is divisible by 7? Thank you in advance", 252, 7),
    shared("I search the result of 1000 divided by 8, please.", 1000, 8),
    power("My son must calculate 2 at the power 7 for tomorrow, we don't remember how to do", 2, 7),
    between("The meeting began at 9h15 and finished at 11h40, how long it has lasted?", "9:15", "11:40"),
    shared("We are 6 at table and the addition is 147 euros. How much for each person?", 147, 6),
    left_over("What is the rest of the division of 100 by 9?", 100, 9),
    plus("Hello, the sum 13 + 27 + 45 + 18, I find 102, it is just?", 13, 27, 45, 18),
    earlier(
        "My flight is at 07h05 in the morning, and I must be at the airport 2 hours before. At what hour?",
        "07:05",
        120,
    ),
    power("How much makes 15 to the square?", 15, 2),
    squares("Calculate for me the sum of the squares from 1 to 6 please, it is for an exercise", 1, 6),
    times("I bought 12 croissants at 1.15 euros the piece. How much it costs in total?", 12, "1.15"),
    minus(
        "Between 1,450 and 2,015 what is the difference? (the kilometres on the counter of my car)",
        2015,
        1450,
    ),
    length_less("The concert lasts 2h10 and the first part was 55 minutes. How many time rests?", 210, 55),
    cubes("What makes the sum of the cubes of 1 to 5? (1³ + 2³ + … + 5³)", 1, 5),
    goes("Is it that 2,025 is divisible by 25? My daughter says no.", 2025, 25),
    length_less("The film makes 1h58 and we have watched 47 minutes. It rests how many time?", 158, 47),
]

POLISH_SPEAKERS = [
    plus("Hello, I have question. How much is 68 and 47 together?", 68, 47),
    minus("Please help, how much is 1200 minus 875", 1200, 875),
    times("I work 8 hours every day, 22 days in month. How many hours in month?", 8, 22),
    shared(
        "My brother is counting zloty for wedding. 3600 zloty for 45 guests. How much for one guest?",
        3600,
        45,
    ),
    goes("Is 1001 divisible by 11? I think yes but I am not sure", 1001, 11),
    between("Shift start 6:00 and finish 14:30. How long is shift?", "6:00", "14:30"),
    later("Bus to Krakow is at 08:45 and it go 5 hours 20 minutes. When I will be there?", "08:45", 320),
    power("How much is 4 to power 5?", 4, 5),
    left_over("I have 73 apples and boxes for 8 apples. How many apples stay outside of box?", 73, 8),
    run("Sum from 1 to 25, how much is it? Teacher say use formula", 1, 25),
    cubes("Kid have homework: 1³+2³+3³+4³+5³+6³. How much is?", 1, 6),
    plus(
        "I pay 450 pounds rent, 62 pounds council tax, 38 pounds internet. All together how much?",
        450,
        62,
        38,
    ),
    times("How much is 125 times 12, I am counting for my boss", 125, 12),
    earlier(
        "Flight is 13:20, I must be there 2 hours 30 min before. What time I must be on airport?",
        "13:20",
        150,
    ),
    left_over("What is rest when 200 divide by 7", 200, 7),
    times("Please, 19 times 19 how much", 19, 19),
    minus("My salary was 2100 now is 2350. How much more I get?", 2350, 2100),
    run(
        "Every week I put 10 zloty more in piggy bank: 10, 20, 30 up to 200. How much all together?",
        10,
        200,
        step=10,
    ),
    between("Night shift from 22:00 to 06:00, how many hours is it?", "22:00", "06:00"),
    shared("We are 3 people, we share 1,455 pounds for the van. How much is for each?", 1455, 3),
]

ARABIC_SPEAKERS = [
    plus("Please brother what is the answer of 345 plus 278", 345, 278),
    shared("I want to know how much 960 divided on 8", 960, 8),
    times("My shop sell 36 phone case every day. In 7 days how much?", 36, 7),
    plus(
        "The taxi from the airport is 55 pounds and the hotel is 240 pounds. How much the total, thank you",
        55,
        240,
    ),
    goes("Is the number 424 divisible on 9?", 424, 9),
    between("Maghrib prayer is 16:12 and isha is 17:48, how many time between them?", "16:12", "17:48"),
    between(
        "The fasting start at 05:40 and we break at 19:55. How long is the fasting today?", "05:40", "19:55"
    ),
    power("Sorry for disturb, what is 7 power 3?", 7, 3),
    minus("I have 1000 pounds, I pay 635 pounds for the course. What stay with me?", 1000, 635),
    left_over("How much is the remainder of 85 on 4?", 85, 4),
    run("Teacher ask: 1 + 2 + 3 until 60. What is the answer?", 1, 60),
    later(
        "My brother travel from Manchester at 10:25 and the journey 3 hours 40 minutes, what time he arrive?",
        "10:25",
        220,
    ),
    times("Please what is 48 multiply 12", 48, 12),
    shared(
        "We are 9 brothers and sisters and we share 2,700 pounds for present to our mother. "
        "How much everyone pay?",
        2700,
        9,
    ),
    squares("I need the answer please: 1² + 2² + ... + 7²", 1, 7),
    times(
        "The food for the iftar in the mosque is 6 pots and each pot is for 35 people. How many people?",
        6,
        35,
    ),
    later(
        "The class finish 15:20, my son need 25 minutes to walk home. What time he is at home?", "15:20", 25
    ),
    earlier(
        "The Eid prayer is at 08:30, we need 35 minutes to drive there. When we must leave?", "08:30", 35
    ),
    cubes("Please what is the sum 1³ + 2³ + 3³ + ... + 9³", 1, 9),
    lengths_added(
        "My son study 2 hours 40 minutes on Monday and 1 hour 35 minutes on Tuesday, how much total?",
        240,
        135,
    ),
]

CHINESE_SPEAKERS = [
    shared("Please help me to calculate 2,400 divide 16, thanks a lot!", 2400, 16),
    times("Want to ask 87 multiply 23 equal how much?", 87, 23),
    run("My son homework: 1 add to 80 is how much? Teacher say use Gauss method", 1, 80),
    minus("Today I walk 12,450 step, yesterday 9,870 step. Today more how many?", 12450, 9870),
    later(
        "The flight to Shanghai is 11 hours 35 minutes, take off 1:40 pm London time. Arrive what time "
        "London time?",
        "1:40 PM",
        695,
    ),
    goes("178 can divide by 7 or not?", 178, 7),
    power("3 power 8 is how much? I forget", 3, 8),
    times("I buy 5 bag rice, every bag 25 kg, total how many kg?", 5, 25),
    plus("Please check: 458 + 267 + 139 = ? my answer 864", 458, 267, 139),
    between("Class begin 8:30, finish 11:50, how long time?", "8:30", "11:50"),
    left_over("Remainder of 500 divide 13 is what?", 500, 13),
    shared("Rent 3,200 RMB, share with 4 roommate, each person pay how much?", 3200, 4),
    earlier(
        "My train 17:05 depart, I need 40 minute to go station. What time I must leave home?", "17:05", 40
    ),
    squares("Sum of square 1 to 9 how much?", 1, 9),
    minus("Price is 1,580 yuan, discount 235 yuan, I pay how much?", 1580, 235),
    times("99 times 99 is how much? quick please", 99, 99),
    between("I sleep 23:30, wake up 6:45, sleep how many hour?", "23:30", "6:45"),
    left_over("89 people, every table sit 10 people, last table have how many people?", 89, 10),
    power("10 power 6 is how much? is one million?", 10, 6),
    length_less(
        "Exam total 2 hours 30 minutes, already use 1 hour 45 minutes, still have how long?", 230, 145
    ),
]
