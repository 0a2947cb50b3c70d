"""Corpus 14's phrasings, written by hand in the voices listed in scripts/corpus14/README.md.

Each family is one way of asking. Numbers are stored as the question writes them ("221.20" stays a
string, "1,850" is 1850); a number the question only names ("treble", "double", "a dozen") is listed
in `named`.
"""

# ruff: noqa: E501  (a question is one line, as its writer typed it)
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

SPORTS_FANS = [
    minus("Top of the league on 71 points, we're on 64. How many points behind are we?", 71, 64),
    times("Won 23 games this season at 3 points a win, how many points is that from wins alone?", 23, 3),
    minus("Goal difference check: scored 78, conceded 39. What's our GD?", 78, 39),
    plus("He's got 36 league goals and 12 in the cups, what's his total for the season?", 36, 12),
    shared("52,800 through the turnstiles over 4 home games, what's the average gate?", 52800, 4),
    plus("First half we put up 54, second half 49. What did we finish on?", 54, 49),
    minus("Final score 31-17 in the rugby, what was the winning margin?", 31, 17),
    times("Pay on the day it's £38 a match, 19 home games. What would the season cost me?", 38, 19),
    minus(
        "Record is 113 points in a season, we've got 87 with a few games left. How many short of the record?",
        113,
        87,
    ),
    plus(
        "Three-pointers 42, two-pointers 58, free throws 17 — what's her points total for the week?",
        42,
        58,
        17,
    ),
    times("Stadium has 44 blocks of 1,250 seats, what's the capacity?", 44, 1250),
    shared("He's scored 96 goals in 128 games, goals per game?", 96, 128),
    goes("Can 38 games be split into 2 equal halves of the season or not?", 38, 2),
    minus("Transfer fee was 85 million, sold him on for 62 million, how much did the club lose?", 85, 62),
    plus("Tries: 5 points each, so 5 + 5 + 5 + 5 plus a 2 point conversion, what's that lot?", 5, 5, 5, 5, 2),
    times("Marathon man did 26 laps of 400 metres in training, how many metres is that?", 26, 400),
]

DARTS_AND_SNOOKER = [
    minus("He's on 501, first visit 140, second 100, third 81. What's he left?", 501, 140, 100, 81),
    times("Treble 19 is how much?", 3, 19, named=[3]),
    minus("Needs 170 to check out, hits treble 20 for 60. What does he need now?", 170, 60),
    times("Three 180s in a leg, how many points is that?", 3, 180),
    minus("Frame's 147 max, she's on 96 — how many was she short of a maximum?", 147, 96),
    minus("Snooker: he leads 64 to 29, what's the gap?", 64, 29),
    plus("Break so far 56 and he pots the pink (6), what's the break now?", 56, 6),
    shared("Average of 97.5 per 3 darts, so what's that per dart?", "97.5", 3),
    plus("All 15 reds with a black each is 120, then colours add 27. What's a maximum?", 120, 27),
    goes("Is 84 a finish you can do with 3 darts all on the same treble? i.e. is 84 divisible by 9?", 84, 9),
    minus("Game of 301 down, scored 57 with my first three darts, what's left pal", 301, 57),
    times("Double 16 is what, for the checkout?", 2, 16, named=[2]),
    plus(
        "Snooker: she made 15 at her first visit, 27 at the next and got 4 from a foul. What's she on?",
        15,
        27,
        4,
    ),
    shared("Match average: 1,287 scored over 13 visits, per visit?", 1287, 13),
    minus("Leading 9 frames to 4 in a first to 10, how many frames behind is the other bloke?", 9, 4),
    left_over(
        "Darts board has 20 numbers, I'm going round in 3s starting at 1 — what's left over when 20 is divided by 3?",
        20,
        3,
    ),
]

CRICKET = [
    minus("Chasing 287, they're 143 for 4. How many runs still needed?", 287, 143),
    times("Bowled 38 overs, 6 balls an over, how many balls is that?", 38, 6),
    shared("168 off 20 overs, what's the run rate?", 168, 20),
    plus("Openers put on 87 then the next stand was 112, total of those two partnerships?", 87, 112),
    minus(
        "We were 156 behind on first innings and made 342 in the second, so what's our lead now?", 342, 156
    ),
    shared("Batting average: 1,456 runs in 28 innings (never not out), what's his average?", 1456, 28),
    plus("Scores of 45, 12, 78 and 33 for the kid this summer. Total runs?", 45, 12, 78, 33),
    times("Sixes only: he hit 11 of them, how many runs from sixes?", 11, 6, named=[6]),
    minus("Needs 19 off the last over, he hits a 6 first ball. How many needed now?", 19, 6),
    goes("Can 300 balls be split into exactly 6-ball overs, no bits left?", 300, 6),
    left_over(
        "If 137 balls have been bowled, how many balls into the current over are we? (137 divided by 6, remainder)",
        137,
        6,
    ),
    times("T20: 24 balls left and they need 2 a ball — what's the target left?", 24, 2),
    shared("Economy rate: conceded 42 runs in 8 overs, runs per over?", 42, 8),
    plus("Extras: 7 wides, 4 no balls, 9 byes, 3 leg byes. How many extras altogether?", 7, 4, 9, 3),
    minus("Root is on 9,874 Test runs, how many more for 10,000?", 10000, 9874),
    power(
        "Random one from the commentary box: what's 11 squared? (they were on about 11 players a side)", 11, 2
    ),
]

MATCH_CLOCK = [
    later(
        "Kick off is 7:45pm, the whole thing lasts about 1 hour 55 minutes. What time does it finish?",
        "7:45 PM",
        115,
    ),
    later("Second half kicked off 16:02, so 45 mins on from that is what on the clock?", "16:02", 45),
    earlier(
        "Full time whistle went at 21:38 and the match had lasted 112 minutes from kick off. What time did it start?",
        "21:38",
        112,
    ),
    between(
        "Play started at 11:00 and lunch was taken at 13:10, how long was the morning session?",
        "11:00",
        "13:10",
    ),
    between(
        "First serve 2:15 pm, match point 6:47 pm — how long was that five-setter?", "2:15 PM", "6:47 PM"
    ),
    later(
        "Grand Prix lights out 14:00, race lasted 1 hour 33 minutes. Chequered flag at what time?",
        "14:00",
        93,
    ),
    lengths_added("Regular 90 min plus extra time 30 min, how long's that in hours and minutes?", 130, 30),
    lengths_added(
        "Fight went 1 hr 10 min with the walk-ons and another 55 min for the undercard, total?", 110, 55
    ),
    length_less("Last year's winning time 2 h 04 min, this year 1 h 58 min. How much quicker?", 204, 158),
    earlier(
        "Coverage starts 45 minutes before the 8:00 pm kick off, what time do I switch on?", "8:00 PM", 45
    ),
    between("The marathon gun went at 09:30, she crossed the line at 12:14. Her time?", "09:30", "12:14"),
    later(
        "Snooker session starts 7:00 pm and could go 3 hours 40 minutes, what time would that finish?",
        "7:00 PM",
        220,
    ),
    lengths_added("Stage 1 took 4 hr 38 min and stage 2 took 5 hr 12 min, total time on the bike?", 438, 512),
    earlier("Doors shut 20 minutes before the 15:00 kickoff, when do I need to be in?", "15:00", 20),
    between(
        "Golf: teed off at 7:48am and finished the 18th at 12:05pm. How long was the round?",
        "7:48 AM",
        "12:05 PM",
    ),
]

VIDEO_GAMES = [
    shared("boss has 1,850 HP and my sword does 37 a hit, how many hits to kill it", 1850, 37),
    minus("got 12,450 coins, the dragon armour costs 8,999. how many coins will i have left", 12450, 8999),
    times("each crit does 245 dmg and i landed 16 of them. total crit damage?", 245, 16),
    plus("XP: 1,200 from the quest, 875 from kills, 340 from crafting. how much xp total??", 1200, 875, 340),
    power("damage doubles every level, 2 to the power 12 at level 12 — what's 2^12", 2, 12),
    minus("need 25,000 XP for level 40, i'm at 18,736. how much more to grind", 25000, 18736),
    shared("splitting 3,600 gold between 8 people in the raid, how much each", 3600, 8),
    left_over(
        "1,000 gems and the chests cost 75 each, after buying as many as i can how many gems are left over",
        1000,
        75,
    ),
    times("64 stacks of cobblestone, 64 in a stack. how many blocks is that", 64, 64),
    squares(
        "building a pyramid in minecraft, 1x1 on top then 2x2, 3x3 and so on down to a 12x12 bottom layer. how many blocks total (1²+2²+...+12²)?",
        1,
        12,
    ),
    goes("Can 1,440 arrows be split evenly into quivers of 64? yes or no", 1440, 64),
    run("staircase in my base: 1 block, then 2, then 3 ... up to 45. how many blocks do I need?", 1, 45),
    times("Battle pass is 950 V-Bucks and I want it for 4 seasons, how many V-Bucks total", 950, 4),
    minus("my K/D: 347 kills and 289 deaths, how many more kills than deaths do i have", 347, 289),
    power("each tier multiplies loot by 3. at tier 7 that's 3 to the power 7, how much is that", 3, 7),
    shared("speedrun of 2 hours = 7,200 seconds over 48 levels, seconds per level?", 7200, 48),
]

BOARD_AND_DICE = [
    plus("Rolled 6, 5, 4 and 6 on the four dice, what's my total?", 6, 5, 4, 6),
    minus(
        "Landed on Mayfair with a hotel, rent is £2,000 and I've only got £1,340. How much am I short?",
        2000,
        1340,
    ),
    times(
        "Scrabble: QUIZ on a triple word, the word is worth 22 before the triple. What do I score?",
        22,
        3,
        named=[3],
    ),
    plus(
        "Yahtzee top section: 3 + 8 + 12 + 16 + 20 + 24, have I made the 63 for the bonus? What's the total first",
        3,
        8,
        12,
        16,
        20,
        24,
    ),
    minus(
        "Monopoly: started with £1,500, paid £200 tax, £350 for Park Lane and £60 rent. What's left?",
        1500,
        200,
        350,
        60,
    ),
    goes("Two dice: can the total 7 be split equally between the two dice? i.e. is 7 divisible by 2", 7, 2),
    times("Bingo cards are 25 squares each, we've got 14 cards, how many squares to dab?", 25, 14),
    shared("Cluedo: 18 cards dealt out to 6 players, how many each?", 18, 6),
    plus("Darts-style board game scoring: 17 + 19 + 20 for the round, total?", 17, 19, 20),
    left_over("Deal 52 cards round 5 players as far as it goes, how many are left over in the pack?", 52, 5),
    run(
        "Snakes and ladders board has squares 1 to 100. If you added up every number on it (1+2+...+100) what would you get?",
        1,
        100,
    ),
    times("Chess: 8 rows of 8 squares, how many squares on the board?", 8, 8),
    squares("Counting ALL the squares on a chessboard is 1² + 2² + … + 8², what's that add up to?", 1, 8),
    minus("Catan: I need 10 victory points and I'm on 7. How many to go?", 10, 7),
    power("Number of outcomes rolling 4 dice is 6 to the 4th, how many's that?", 6, 4),
    goes("Ludo: I rolled a total of 42 over the game, is that divisible by 6?", 42, 6),
]

TRAINS_AND_BUSES = [
    later("Train leaves 07:52 and it's running 23 mins late, what time will it actually go?", "07:52", 23),
    between(
        "The 17:48 from Leeds gets into King's Cross at 20:01 — how long's the journey?", "17:48", "20:01"
    ),
    later("If I get the 8:15am bus and it takes 1 hour 20 minutes, what time do I get in?", "8:15 AM", 80),
    earlier(
        "Need to be at the station 25 minutes before the 14:10 departure, what time's that?", "14:10", 25
    ),
    between(
        "Coach departs 10:35 pm and arrives 6:20 am the next morning, how long am I on it?",
        "10:35 PM",
        "6:20 AM",
    ),
    later("Ferry sails at 23:30 and crossing is 7 hours 45 minutes. Arrival time?", "23:30", 465),
    earlier(
        "Sleeper arrives 07:04 and the journey is 8 hours 38 minutes, so when does it leave?", "07:04", 518
    ),
    between("Platform says 09:12 dep, arr 11:57. How long's the trip?", "09:12", "11:57"),
    lengths_added("First leg 2 hr 35 min, second leg 1 hr 50 min, how long on trains in total?", 235, 150),
    length_less("Old timetable said 3 h 10 min, new one says 2 h 42 min. How much time saved?", 310, 242),
    later("Tram every 12 minutes, one just went at 6:54 pm, when's the next?", "6:54 PM", 12),
    between("Left home 5:40 am, got to the hotel 2:15 pm, door to door how long?", "5:40 AM", "2:15 PM"),
    times("Return fare is £27.40 and I go 3 times a week, how much a week?", "27.40", 3),
    minus(
        "Railcard saves me money: the ticket was £84.60, with the card it's £55.85. What's the saving?",
        "84.60",
        "55.85",
    ),
    shared("The line is 342 km split into 9 equal sections, how long is each section?", 342, 9),
    later("Bus 12:47, it's a 38 min ride, I'll be there at?", "12:47", 38),
]

TIME_ZONES_AND_LAYOVERS = [
    earlier(
        "It's 9:15 am here in London, New York is 5 hours behind. What time is it there?", "9:15 AM", 300
    ),
    later("Sydney is 11 hours ahead. It's 20:30 in London, what's the time in Sydney?", "20:30", 660),
    between("Land in Dubai 14:35, connecting flight 17:10. How long's the layover?", "14:35", "17:10"),
    later(
        "Flight leaves Heathrow 10:20 and it's 7 hours 55 minutes to Boston, what time is that on a London clock?",
        "10:20",
        475,
    ),
    earlier(
        "India is 5 hours 30 minutes ahead of the UK. Meeting is 4:00 pm in Delhi — what's that in the UK?",
        "4:00 PM",
        330,
    ),
    lengths_added("Flight 1: 7 hr 45 min. Layover: 2 hr 50 min. Total travel time so far?", 745, 250),
    lengths_added("Flying 11 h 20 m to Singapore then 7 h 55 m on to Sydney, total in the air?", 1120, 755),
    between(
        "Check-in closes 05:45, we land 11:05 (same time zone). How long from check-in closing to landing?",
        "05:45",
        "11:05",
    ),
    later("Tokyo is 9 hours ahead of here, it's 16:40 here, so what time is it in Tokyo?", "16:40", 540),
    earlier("LA is 8 hours behind London. 7:30 pm London = what in LA?", "7:30 PM", 480),
    length_less(
        "Layover is 4 hr 15 min and the bus into town and back takes 2 hr 40 min — how much time would I have in town?",
        415,
        240,
    ),
    between("Gate opens 13:50, boards 14:25. How long do I have for food?", "13:50", "14:25"),
    later(
        "Overnight flight departs 22:55, flight time 9 hours 10 minutes, what time is that back home?",
        "22:55",
        550,
    ),
    earlier(
        "Landing is 06:15 and the flight is 13 hours 25 minutes — what time did we take off (same clock)?",
        "06:15",
        805,
    ),
    lengths_added(
        "Delayed 1 h 35 min on the first flight and 55 min on the second, how much delay in total?", 135, 55
    ),
]

COMMUTING = [
    times("My commute is 48 minutes each way, that's 10 trips a week. Total minutes?", 48, 10),
    times("Season ticket works out £17.85 a day, 21 working days this month. Cost?", "17.85", 21),
    minus(
        "Monthly pass is £312 and pay-as-you-go would have been £287.60. Which is cheaper by how much? (312 minus 287.60)",
        312,
        "287.60",
    ),
    shared("Cycled 186 miles to work this month over 12 days, how far per day?", 186, 12),
    later(
        "Leave the house at 7:38am, the drive is 52 minutes on a good day. What time do I get to work?",
        "7:38 AM",
        52,
    ),
    between("Clocked in 8:57 and clocked out 17:34, how long was I there?", "8:57", "17:34"),
    lengths_added("Walk 18 min to the station then 1 hour 24 min on the train. Total commute?", 18, 124),
    plus(
        "Parking was £6.50 Monday, £6.50 Tuesday, £8.20 Wednesday. How much have I spent so far this week?",
        "6.50",
        "6.50",
        "8.20",
    ),
    earlier("Need to be in for 9:00am and it takes 1 hour 15 minutes — when do I leave?", "9:00 AM", 75),
    times("Petrol for the commute is about £9.40 a day, 5 days. Weekly?", "9.40", 5),
    length_less(
        "Usual drive 1 h 05, today it took 1 h 47 because of roadworks. How much longer was it?", 147, 105
    ),
    goes("Car share with 3 of us and the fuel's £54, does it split into whole pounds?", 54, 3),
    minus("Got £40 on my Oyster, spent £27.35 this week. What's left on it?", 40, "27.35"),
    times("It's 14 miles each way and I go in 4 days a week — 14 × 8 journeys, how many miles?", 14, 8),
    shared("Annual season ticket £4,620, what's that per month?", 4620, 12, named=[12]),
]

PENSION_AND_HOUSEHOLD = [
    times("My state pension is £221.20 a week. How much is that over 4 weeks please?", "221.20", 4),
    times(
        "The pension comes every 4 weeks, £884.80 each time, and there are 13 payments in a year. What is that for the year?",
        "884.80",
        13,
    ),
    minus(
        "I had £1,250.00 in the Post Office account and took out £385.50 for the gas. What is left?",
        "1250.00",
        "385.50",
    ),
    plus("Winter fuel payment £300 and the Christmas bonus £10. What do they come to together?", 300, 10),
    shared("The council tax is £1,872 a year paid over 10 months. How much each month?", 1872, 10),
    times("Paper bill is £3.85 a week, how much for 52 weeks?", "3.85", 52),
    minus("My late husband's pension was £612 a month and mine is £438. What is the difference?", 612, 438),
    plus(
        "Shopping: bread £1.45, milk £1.65, tea £3.20, and a cake for the grandchildren £4.75. What do I owe?",
        "1.45",
        "1.65",
        "3.20",
        "4.75",
    ),
    shared("I am sharing £150 between my 4 grandchildren for Christmas. How much does each one get?", 150, 4),
    minus("I was born in 1948. How old will I be this year, 2026?", 2026, 1948),
    times("Bowls club subs are £7.50 a month, what is that for 12 months?", "7.50", 12),
    goes(
        "Can the £96 window cleaner's bill be split equally between the 6 flats with no pennies over?", 96, 6
    ),
    run(
        "My granddaughter says if I put by 1p on day 1, 2p on day 2 and so on up to 365p on day 365 I would have a lot. How many pence altogether?",
        1,
        365,
    ),
    minus(
        "The electric meter read 14,382 last quarter and 15,017 now. How many units have I used?",
        15017,
        14382,
    ),
    shared("Bus pass journeys: 84 trips in 12 weeks, how many a week on average?", 84, 12),
]

PILLS_AND_APPOINTMENTS = [
    later("I took my tablet at 7:30 am and the next one is 8 hours after. When is that?", "7:30 AM", 480),
    times("I take 6 tablets a day. How many will I need for 28 days?", 6, 28),
    shared("The box has 56 tablets and I take 2 a day. How many days will it last?", 56, 2),
    later(
        "The doctor rang at 10:40 am and said she would call back in 2 hours 30 minutes. What time will that be?",
        "10:40 AM",
        150,
    ),
    earlier(
        "My hospital appointment is at 2:15 pm and the taxi takes 35 minutes. What time should I book the taxi for?",
        "2:15 PM",
        35,
    ),
    between(
        "The nurse came at 9:20 am and left at 11:05 am. How long was she with me?", "9:20 AM", "11:05 AM"
    ),
    left_over(
        "I have 100 tablets and they go in the weekly box 7 at a time. After filling as many weeks as I can, how many are left over?",
        100,
        7,
    ),
    times("The drops are 3 times a day for 14 days, how many lots of drops is that?", 3, 14),
    later("Eye drops every 4 hours, I did the last ones at 6:45 pm. When are the next due?", "6:45 PM", 240),
    shared("A bottle of 150 ml and each dose is 5 ml. How many doses in the bottle?", 150, 5),
    between(
        "I went to sleep at 10:50 pm and woke at 6:35 am. How many hours did I get?", "10:50 PM", "6:35 AM"
    ),
    minus("My blood pressure was 158 last month and 139 today. How much has it come down?", 158, 139),
    goes(
        "There are 84 tablets in the pack and I take 3 a day. Will it come out exactly in whole days?", 84, 3
    ),
    earlier(
        "The chemist shuts at 5:30 pm and it is a 40 minute walk for me. When must I set off?", "5:30 PM", 40
    ),
    times("Two tablets, morning and night, that is 4 a day — how many for a fortnight of 14 days?", 4, 14),
]

RECIPES = [
    times(
        "Grandma's scones use 225 grams of flour for one batch. I am making 3 batches. How much flour?",
        225,
        3,
    ),
    plus(
        "Christmas cake: 350 g of currants, 225 g of sultanas and 110 g of cherries. How much fruit in all?",
        350,
        225,
        110,
    ),
    later(
        "The cake went in the oven at 2:40 pm and needs 1 hour 45 minutes. When do I take it out?",
        "2:40 PM",
        105,
    ),
    shared("The recipe serves 8 and uses 1,200 g of potatoes. How much is that per person?", 1200, 8),
    minus("I need 500 g of butter and have 325 g in the fridge. How much more must I buy?", 500, 325),
    times("One Yorkshire pudding needs 35 ml of batter. How much for 12?", 35, 12),
    earlier("The turkey needs 4 hours 20 minutes and we eat at 3:00 pm. When does it go in?", "3:00 PM", 260),
    shared("I made 48 mince pies and I am putting them in tins of 6. How many tins?", 48, 6),
    plus("Jam: 1,800 g of strawberries and 1,350 g of sugar. What weight goes in the pan?", 1800, 1350),
    between(
        "The bread went in at 11:25 am and came out at 12:10 pm. How long did it bake?",
        "11:25 AM",
        "12:10 PM",
    ),
    times("Double the recipe: it says 175 g sugar. What is double?", 175, 2, named=[2]),
    left_over(
        "There are 50 biscuits and 8 of us at the bridge club. If everyone gets the same, how many biscuits are left over?",
        50,
        8,
    ),
    minus(
        "The jug holds 1,000 ml and I have poured in 640 ml of stock. How much more will it take?", 1000, 640
    ),
    lengths_added("Pastry rests 30 minutes then bakes 1 hour 10 minutes. How long all told?", 30, 110),
    times("Half a dozen eggs per sponge and I am making 5 sponges. How many eggs?", 6, 5, named=[6]),
]

MARKET_STALL = [
    minus("Customer gives me a £20 note for £13.45 of veg, what change do I give?", 20, "13.45"),
    plus(
        "Takings today: £142.50 morning, £98.75 dinnertime, £176.30 afternoon. What's the day's take?",
        "142.50",
        "98.75",
        "176.30",
    ),
    times("Strawberries £2.50 a punnet, she wants 6 punnets. How much?", "2.50", 6),
    minus(
        "Float was £75 this morning, now there's £318.40 in the tin. How much did I actually take? (318.40 less the 75)",
        "318.40",
        75,
    ),
    shared("Bought a sack of 25 kg of spuds for £11, what's that a kilo?", 11, 25),
    times("Eggs are £2.20 a dozen, bloke wants 7 dozen. What do I charge?", "2.20", 7),
    left_over(
        "Got 250 eggs to box up in trays of 30, how many eggs left over once the full trays are done?",
        250,
        30,
    ),
    squares(
        "Stacked the oranges in a pyramid: 1 on top, then a 2 by 2 layer, 3 by 3, right down to 8 by 8 on the bottom. How many oranges in the stack?",
        1,
        8,
    ),
    minus("Pitch fee £45, I took £212 today. What's that after the pitch fee?", 212, 45),
    shared("Bag of 144 lemons split into nets of 6, how many nets?", 144, 6),
    plus("Three customers in a row: £4.80, £12.35, £7.60. Running total?", "4.80", "12.35", "7.60"),
    times("Flowers 3 bunches for £10, someone wants 12 lots of that deal. What's the bill?", 10, 12),
    goes("Can I split 96 apples evenly into bags of 8?", 96, 8),
    minus("£50 note for a £36.90 cheese order, change please?", 50, "36.90"),
    shared("Sold 1,365 items this week over 7 market days, average per day?", 1365, 7),
]

SHOP_STOCK = [
    times("Delivery came in: 18 boxes of crisps, 48 packets in a box. How many packets?", 18, 48),
    minus("Had 320 cans of pop Monday morning, 187 left now. How many sold?", 320, 187),
    shared("Need to put 432 tins on the shelf in rows of 24. How many rows?", 432, 24),
    plus("Stocktake: 1,245 in the back, 386 on the shelves, 72 in the window. Total stock?", 1245, 386, 72),
    left_over("Packing 500 sweets into bags of 12, how many sweets are over at the end?", 500, 12),
    times("Wholesale price 38p a bar, I'm ordering 240 bars. Cost in pence?", 38, 240),
    minus("Till says £1,284.60, counted cash is £1,271.35. How much are we down?", "1284.60", "1271.35"),
    goes("Does 1,728 split into packs of 144 with none left?", 1728, 144),
    shared("Newspaper bill £86.40 for 4 weeks, what's that per week?", "86.40", 4),
    times("Pallet is 12 layers of 35 cases, how many cases on it?", 12, 35),
    minus("Ordered 600 carrier bags, supplier only sent 475, how many short?", 600, 475),
    plus("Milk: 24 whole, 36 semi, 18 skimmed delivered. How many pints?", 24, 36, 18),
    goes("Is 1,000 divisible by 16, for the boxes of light bulbs?", 1000, 16),
    left_over("225 greetings cards into display packs of 20, how many spare?", 225, 20),
    times("VAT-free items: 14 loaves at £1.35, what's the total?", 14, "1.35"),
]

AI_TUTOR = [
    plus("Act as my maths tutor. Explain step by step: what is 386 + 457?", 386, 457),
    times("You are a patient math teacher. Walk me through 47 × 38 one step at a time.", 47, 38),
    power(
        "I want you to act as a tutor. Can you explain how to work out 9^4 and give the final answer?", 9, 4
    ),
    shared("Explain step by step like I'm 12: 1,176 divided by 24", 1176, 24),
    minus("As my maths coach, show your working: 1,003 − 487", 1003, 487),
    goes("Pretend you're my teacher. Is 1,001 divisible by 13? Explain why.", 1001, 13),
    run("Act as a math tutor and explain the trick for 1 + 2 + 3 + ... + 200, then give the sum.", 1, 200),
    squares("Tutor mode: how do I find 1² + 2² + 3² + … + 15²? Step by step please", 1, 15),
    left_over(
        "Be my tutor for a minute. What's the remainder when 2,024 is divided by 9? Show the steps.", 2024, 9
    ),
    later(
        "Explain step by step: a film starts at 6:50 pm and is 2 hours 28 minutes long. When does it end?",
        "6:50 PM",
        148,
    ),
    times("I'm revising for my GCSE. Act as my tutor and break down 125 × 48 for me", 125, 48),
    cubes("As a tutor, show me why 1³ + 2³ + ... + 10³ equals a square, and what it equals", 1, 10),
    between(
        "Can you tutor me through this: how long is it from 08:45 to 13:20? explain each step",
        "08:45",
        "13:20",
    ),
    run(
        "You're my maths tutor. Sum of the odd numbers from 1 to 99 — explain the pattern and the answer.",
        1,
        99,
        2,
    ),
    power("Act like a teacher and explain negative bases: what's (-3)^5?", -3, 5),
]

JUST_THE_ANSWER = [
    times("just the answer pls 47*38", 47, 38),
    power("no explanation needed. 13^3", 13, 3),
    lengths_added("answer only: 2h 35m + 1h 50m", 235, 150),
    minus("quick: 5000 - 2763. number only", 5000, 2763),
    shared("don't explain, just tell me 3,465 / 15", 3465, 15),
    goes("yes or no only: is 4,096 divisible by 8", 4096, 8),
    plus("one word answer. 789 + 1,456", 789, 1456),
    left_over("only the remainder please, 1,000 ÷ 7", 1000, 7),
    run("give me just the number: sum of 1 to 75", 1, 75),
    times("Skip the steps. 250 x 36?", 250, 36),
    power("short answer: 2 to the 16th", 2, 16),
    between("just the duration, no working: 10:25 to 15:10", "10:25", "15:10"),
    squares("one line answer: sum of squares 1 to 20", 1, 20),
    minus("tl;dr the answer: 10,000 minus 6,482", 10000, 6482),
    shared("answer only no words 7 ÷ 8", 7, 8),
]

SPANISH_FIRST = [
    times("How much is 15 by 12?", 15, 12),
    times("What is the double of 365?", 365, 2, named=[2]),
    goes("Is 144 divisible between 12?", 144, 12),
    power("How much is 7 elevated to 3?", 7, 3),
    plus("How many are 345 more 278?", 345, 278),
    left_over("Which is the rest of divide 100 between 7?", 100, 7),
    between("How much time there is between 9:40 and 11:15?", "9:40", "11:15"),
    between("The bus goes out at 17:20 and arrives at 20:05, how much time is the travel?", "17:20", "20:05"),
    power("What is 25 to the square?", 25, 2),
    times("I pay 48 euros each month for the gym, how much are in one year of 12 months?", 48, 12),
    minus("Explain me how to do 1,256 less 789 please", 1256, 789),
    shared("If I divide 96 between 8, how much it gives?", 96, 8),
    run("I have to calculate the sum of the numbers of the 1 to the 50", 1, 50),
    later(
        "The class starts at 6:30 pm and lasts 1 hour and 45 minutes, at what hour it finishes?",
        "6:30 PM",
        105,
    ),
    minus("My son has 14 years and my daughter has 9, how many years of difference?", 14, 9),
]

FRENCH_FIRST = [
    plus("How much makes 56 plus 78?", 56, 78),
    power("What is 7 at the power 4?", 7, 4),
    left_over("What is the rest of the division of 145 by 9?", 145, 9),
    goes("Is 231 divisible per 7?", 231, 7),
    between("The train leaves at 14:35 and arrives at 17:10, how long lasts the trip?", "14:35", "17:10"),
    times("I must calculate 48 multiplied by 25, can you help me?", 48, 25),
    run("What is the sum of the 20 first positive integers?", 1, 20, named=[1]),
    between("My meeting begins at 10:30 and finishes at 12:05, it makes how much time?", "10:30", "12:05"),
    lengths_added(
        "I have 3 hours 20 of homework and 1 hour 45 of sport, it makes how much in total?", 320, 145
    ),
    times("What gives 17 times 23?", 17, 23),
    later("The film begins at 20:45 and lasts 1h50, at what hour does it finish?", "20:45", 110),
    goes("84 divided by 7, does it fall exactly, without rest?", 84, 7),
    minus("I had 500 euros, I spent 365 euros for the rent of the car. It remains how much?", 500, 365),
    shared("We are 6 to share the bill of 138 euros, how much each one pays?", 138, 6),
    squares("Calculate me the sum of the squares from 1 to 12 please", 1, 12),
]

HINDI_FIRST = [
    times("What is 25 into 16?", 25, 16),
    shared("Please tell 144 by 12", 144, 12),
    power("Kindly tell the answer of 17 square", 17, 2),
    power("13 cube is how much?", 13, 3),
    goes("Is 1001 divisible by 7 or not?", 1001, 7),
    run("I have one doubt: sum of 1 to 100 what will come?", 1, 100),
    later("Train is late by 55 minutes, scheduled time is 10:40 am. What time it will come?", "10:40 AM", 55),
    earlier("Meeting is preponed by 45 minutes from 3:15 pm, what is the new time?", "3:15 PM", 45),
    left_over("Sir what is the remainder when 500 is divided by 13?", 500, 13),
    minus("What is 1,25,000 minus 48,500?", 125000, 48500),
    times("Kindly do the needful and tell 48 into 25", 48, 25),
    between("From 9:30 am to 6:15 pm how many hours is office timing?", "9:30 AM", "6:15 PM"),
    squares("Madam, what will be the sum of squares of first 10 natural numbers?", 1, 10, named=[1]),
    times(
        "Each student is paying 450 rupees for picnic, 36 students are there, what is the total amount?",
        450,
        36,
    ),
    minus("My salary is 35,000 and rent is 12,500, how much is remaining?", 35000, 12500),
]

CHINESE_FIRST = [
    times("36 multiply 25 equal how much?", 36, 25),
    shared("84 divide 7 is how much?", 84, 7),
    power("I want know 2 power 10 is what", 2, 10),
    between("From 9:15 to 11:50 is how long time?", "9:15", "11:50"),
    goes("91 can be divided by 7 exactly or not?", 91, 7),
    plus("Please help me calculate: 4,523 add 3,879", 4523, 3879),
    lengths_added("5 hours 40 minutes plus 3 hours 35 minutes, total is how long?", 540, 335),
    run("1 to 100 all numbers add together is how much?", 1, 100),
    power("Teacher say 15 square is 225, is correct? 15 square is how much", 15, 2),
    left_over("100 divide 8, remainder is how many?", 100, 8),
    later(
        "My flight 23:40 take off, fly 11 hours 30 minutes, arrive is what time (same clock)?", "23:40", 690
    ),
    plus("Yesterday I spend 128 yuan, today spend 76 yuan, total spend how much?", 128, 76),
    goes("2,025 can divide by 45 or cannot?", 2025, 45),
    power("3 cube is how much", 3, 3),
    times("Every day walk 8,500 steps, one week 7 days is how many steps?", 8500, 7),
]

ARABIC_FIRST = [
    plus("What the result of 64 plus 128?", 64, 128),
    times("Please how much is 15 multiply by 14?", 15, 14),
    run("The sum of the numbers from 1 until 30 how much?", 1, 30),
    goes("Is the number 135 divisible on 5?", 135, 5),
    left_over("What is the remain when 97 divided on 8?", 97, 8),
    later(
        "If the prayer is at 12:10 and the next one is after 3 hours and 25 minutes, what time it will be?",
        "12:10",
        205,
    ),
    power("I am need to know how much is 8 power 3", 8, 3),
    between(
        "The flight it leave at 1:30 am and it arrive at 7:05 am, how many hours the flight?",
        "1:30 AM",
        "7:05 AM",
    ),
    minus("My brother he has 245 and I have 178, how much more he has?", 245, 178),
    shared("How much is 1,440 divided on 12?", 1440, 12),
    squares("Please, the sum of the squares from 1 to 7?", 1, 7),
    times("I want calculate 999 times 7", 999, 7),
    between(
        "The shop it is open from 9:00 am until 10:30 pm, how many hours it is open?", "9:00 AM", "10:30 PM"
    ),
    power("What is the 7 squared?", 7, 2),
    minus("How much the difference between 2,000 and 1,265?", 2000, 1265),
]

POLISH_FIRST = [
    times("What is result of 48 times 12?", 48, 12),
    power("How much is 2 to power 10?", 2, 10),
    goes("Is 343 divisible through 7?", 343, 7),
    later(
        "Train departs at 17:40, travel takes 2 hours and 25 minutes. On what hour it arrives?", "17:40", 145
    ),
    minus("How much is left from 1000 when I take away 387?", 1000, 387),
    squares("Sum of squares of numbers from 1 to 10?", 1, 10),
    shared("I have question: how much is 1,575 divided by 25?", 1575, 25),
    between("From 7:50 to 16:05 is how long I work?", "7:50", "16:05"),
    left_over("What is rest from dividing 200 by 15?", 200, 15),
    power("How much is 17 to second power?", 17, 2, named=[2]),
    length_less("My shift is 8 hours 30 minutes, break is 45 minutes, how long I actually work?", 830, 45),
    plus("Please count for me 356 plus 289 plus 144", 356, 289, 144),
    run("What is sum of numbers from 1 to 60?", 1, 60),
    power("How much is 6 to third power?", 6, 3),
    between("Shop is closing at 22:00, now is 20:35, how much time I have?", "20:35", "22:00"),
]

KIDS_TYPING = [
    times("wat is 9 times 8", 9, 8),
    minus("wats 100 take away 37", 100, 37),
    times("how do you do 12 tims 12", 12, 12),
    goes("is 36 divisabul by 4", 36, 4),
    plus("wats the anser to 45 + 38", 45, 38),
    run("1+2+3+4 all the way to 20 wat dose that make", 1, 20),
    power("wat is 7 skwared 7 x 7", 7, 2, named=[2]),
    shared("my teecher sed 81 divided by 9 wat is it", 81, 9),
    times("how meny is 6 x 7 i forgot", 6, 7),
    minus("wats 1000 take away 456", 1000, 456),
    goes("is 45 in the 5 times tabel", 45, 5),
    power("wat is 3 cubed my brother sed its 9", 3, 3),
    left_over("15 shared by 4 wat is the remaynder", 15, 4),
    between("how long is it from 3:15 to 4:40 thats wen my party ends", "3:15", "4:40"),
    between("my bed time is 7:30 pm and its 6:45 pm how long til bed time", "6:45 PM", "7:30 PM"),
]

KIDS_STORIES = [
    plus("i have 24 sweets and my bruther has 19 how meny do we have altogether", 24, 19),
    times("there are 8 dogs and each dog has 4 legs how meny legs", 8, 4),
    minus("i had 50p and i spent 35p how much have i got left", 50, 35),
    shared("if 3 frends share 21 marbles how meny do they get each", 21, 3),
    minus("my nan is 72 and i am 8 how much older is she", 72, 8),
    times("a spider has 8 legs how meny legs do 9 spiders have", 8, 9),
    shared("Our class has 28 children and we get in teams of 4 how meny teams", 28, 4),
    times("I read 15 pages every day for 6 days how many pages did i read", 15, 6),
    minus("there were 100 cookies and we ate 67 how many are left", 100, 67),
    plus("my dad is 38 and my mum is 36 wat is ther ages added", 38, 36),
    times("in my minecraft world i have 9 chests with 27 diamonds in each how many diamonds", 9, 27),
    times("if i save 5 pound every week how much do i have after 12 weeks", 5, 12),
    plus("my football team scored 3 4 2 and 5 goals in our matchs how many goals", 3, 4, 2, 5),
    later("film starts at 4:10 pm and its 1 hour 35 mins long when dose it end", "4:10 PM", 95),
    later("its 2:50 pm and we go home in 25 mins what time do we go home", "2:50 PM", 25),
]

SOCIAL_POSTS = [
    times("Only geniuses can do this in their head 🧠 17 × 24 = ?", 17, 24),
    run(
        "Unpopular opinion: 1+2+3+…+100 is the best maths trick ever. What's the answer? Drop it below 👇",
        1,
        100,
    ),
    goes("Quick poll for the timeline: is 2,023 divisible by 7? 🤔", 2023, 7),
    power("POV: your teacher asks 13² and you freeze. What is it??", 13, 2),
    times("Reminder that 9 × 7 = ? (I always get it wrong lol)", 9, 7),
    cubes("Thread 🧵 sum of the first 10 cubes, 1³+2³+…+10³. Guess before you scroll!", 1, 10),
    power("Can someone tell me what 2 to the power of 20 is bc my calculator app died", 2, 20),
    lengths_added(
        "My flight out was 14 hours 35 minutes and the one home is 13 hours 50 minutes. Total time in the air? ✈️",
        1435,
        1350,
    ),
    plus("Day 47 of asking the internet: what is 888 + 777?", 888, 777),
    times("Hot take: nobody can do 99 × 99 without a calculator. Prove me wrong.", 99, 99),
    length_less(
        "Spent 3 hours 45 minutes gaming and 1 hour 20 minutes on homework today. How much more gaming than homework lol",
        345,
        120,
    ),
    later(
        "Going live at 7:30 pm!! Stream usually goes 2 hours 40 minutes so I'm done by what time? 🎮",
        "7:30 PM",
        160,
    ),
    squares("Apparently 1² + 2² + … + 24² is a perfect square?? What does it actually add up to", 1, 24),
    power(
        "Tag 3 friends, they each tag 3, and so on — after 6 rounds that's 3^6 people. How many is that?",
        3,
        6,
    ),
    shared("Giving away £500 split between 8 winners 🎉 how much does each winner get?", 500, 8),
]

SOCIAL_REPLIES = [
    times("@mike_92 no mate 13 × 14 isn't 172, what is it then?", 13, 14),
    shared("Replying to @jess: the bill was £87 between 3 of you, so how much each?", 87, 3),
    plus("Ratio. also what's 56 + 89", 56, 89),
    minus("this is why they need maths in schools. 1,000 - 358 = ??", 1000, 358),
    power("@coach_dan you said 7³ is 243 — surely not? what is 7 cubed", 7, 3),
    left_over("Quote tweet: the remainder of 100 ÷ 6 is 4, right? confirm pls", 100, 6),
    goes("↳ is 561 divisible by 3 or am I going mad", 561, 3),
    times("@bbcsport how many points is 26 wins at 3 points each??", 26, 3),
    times("Replying to @nana_knits: 4 balls of wool at £3.75 each is £15, isn't it?", 4, "3.75"),
    later(
        "@trainline your 18:05 was 47 minutes late, so what time did it really get in? the board said 18:50",
        "18:05",
        47,
    ),
    power("lol 6 squared is 36 not 12 🤦 right?", 6, 2),
    run("reply with the answer: first 12 odd numbers added up = ?", 1, 23, 2, named=[1, 23]),
    between(
        "@maths_mum how long from 11:40 am to 3:05 pm? need it for the school run post", "11:40 AM", "3:05 PM"
    ),
    minus("you lot arguing in the comments: 2,000 - 1,999.99 is what?", 2000, "1999.99"),
    plus("replying to myself bc nobody answered: 1,234 + 4,321 = ?", 1234, 4321),
]

COMMENTARY = [
    times(
        "And that's his fourth 180 of the night — 4 lots of 180 from maximums alone, how many points is that?",
        4,
        180,
    ),
    minus("Ronnie's on 1,201 career centuries. How many short of 1,300 is he?", 1300, 1201),
    run(
        "The commentator says every number on the dartboard, 1 through to 20, added together — what's that come to?",
        1,
        20,
    ),
    minus("They've gone 27 unbeaten and the club record is 49. How many more to match it?", 49, 27),
    plus("Three tons in three innings: 104, 117 and 152. How many runs in that purple patch?", 104, 117, 152),
    times("9 reds left and he can take 8 a time with the black, so 9 × 8 still out there — how many?", 9, 8),
    shared("2 goals in the first 45 minutes, that's one every how many minutes?", 45, 2),
    times("He's averaging 103.7 over 11 legs, what's the total he's scored?", "103.7", 11),
    run("Add up the colours, yellow's 2 up to black's 7, 2 + 3 + … + 7 — how many's that?", 2, 7),
    goes("Is 147 divisible by 7, like the pundit keeps saying?", 147, 7),
    minus("Crowd of 74,310 today, 68,945 last week. How many more in today?", 74310, 68945),
    times("58 laps of a 5.278 km circuit, what's the race distance?", 58, "5.278"),
    shared("112.4 km covered by the 10 outfield players, what's that each on average?", "112.4", 10),
    later(
        "Kicked off at 17:30 and the winner came 87 minutes after kick off, ignoring the break — what time was that?",
        "17:30",
        87,
    ),
    plus("Nine-darter: 180, 180 and 141. Add them up for me", 180, 180, 141),
]

GAME_LEVELS = [
    power("every level doubles the XP needed. at level 15 it's 2^15 — how much is that", 2, 15),
    run(
        "daily login reward goes 10, 20, 30 coins and so on up to 300 on day 30. total coins for the month?",
        10,
        300,
        10,
    ),
    squares("grid levels: level n is an n by n board. total tiles for levels 1 to 9?", 1, 9),
    run(
        "dungeon floors 1 to 50 and each floor has as many mobs as its number. how many mobs altogether",
        1,
        50,
    ),
    power("upgrade cost is 5 to the power of the upgrade number. at upgrade 6 how much gold?", 5, 6),
    cubes("cube puzzle: level n is an n×n×n cube. how many blocks from level 1 to level 6 altogether?", 1, 6),
    later(
        "chest unlocks 4 hours 30 minutes after I start it, started at 9:50 pm. when does it open",
        "9:50 PM",
        270,
    ),
    times("energy refills 1 every 6 min and i need 45 of it — 45 × 6, how many minutes", 45, 6),
    goes("can i split 2,500 gems evenly into 12 bundles for the clan", 2500, 12),
    plus("raid damage from our three runs: 12,345 + 23,456 + 34,567. total?", 12345, 23456, 34567),
    minus("level 99 needs 13,034,431 xp and I've got 9,684,577. how much more", 13034431, 9684577),
    run("only odd levels give coins: 1, 3, 5 … up to 49 coins on level 49. total coins?", 1, 49, 2),
    squares("maxing the skill tree costs 1² + 2² + ... + 12² points. how many points?", 1, 12),
    power("my character's power is 7 to the 5th lol what's that", 7, 5),
    between("server reset is at 03:00 and it's 23:35 now, how long do i have to wait", "23:35", "03:00"),
]

AI_FORMAT = [
    power("Respond only with the number. 37^2", 37, 2),
    run("Format your reply as 'Answer: <n>'. What is 1 + 2 + ... + 150?", 1, 150),
    power('Return JSON like {"answer": ...} for 12³', 12, 3),
    goes("Reply with Yes or No only: is 1,221 divisible by 11?", 1221, 11),
    cubes("In one sentence: what's the sum of the cubes from 1 to 8?", 1, 8),
    shared("Output just an integer: 6,084 ÷ 78", 6084, 78),
    later("Answer in the form HH:MM. What time is 3 hours 50 minutes after 21:25?", "21:25", 230),
    power("No markdown, no steps. 2^24", 2, 24),
    squares("Single number please: sum of squares from 5 to 12", 5, 12),
    times("Please answer in a table with one row: 45 × 45", 45, 45),
    left_over("Use bullet points. Remainder of 7,777 ÷ 12?", 7777, 12),
    shared("Give it as a fraction if it isn't whole: 22 ÷ 7", 22, 7),
    plus("Think step by step, then end with a line 'Final: x'. 999 + 999 + 999", 999, 999, 999),
    earlier("Just say the time, nothing else: 40 minutes before 12:05 am", "12:05 AM", 40),
    lengths_added("Return the total only: 4 h 25 min + 3 h 55 min", 425, 355),
]

PUZZLE_POSTS = [
    run("Sum of the first 50 odd numbers — go! 🏁", 1, 99, 2, named=[1, 99]),
    run("Everyone's getting this wrong: 1+3+5+…+79 = ?", 1, 79, 2),
    power("11,111 squared makes a palindrome. What is it?", 11111, 2),
    run("What's 2+4+6+…+100? Only 5% get it 😳", 2, 100, 2),
    cubes("Sum of cubes from 1 to 20 is a square number. Which number does it come to? 👀", 1, 20),
    run("Tricky one for the group: 5+10+15+…+250", 5, 250, 5),
    goes("Is 1,234,567 divisible by 3? No calculators 🚫", 1234567, 3),
    power("What's 3 to the power of 8? Comment below 👇", 3, 8),
    squares("Bet you can't do 1² + 2² + … + 30² in your head", 1, 30),
    plus("9 + 99 + 999 + 9999 = ? 🔥", 9, 99, 999, 9999),
    power("If you square 101 what do you get? Most people say 10201 but is that right?", 101, 2),
    minus("1,000 − 7 = ? (a classic)", 1000, 7),
    left_over("Count down from 200 in 7s — what's the remainder of 200 ÷ 7?", 200, 7),
    run("Sum of every number from 50 to 150, show your working 👇", 50, 150),
    goes("Is 111 divisible by 37? Most people can't answer without checking 😅", 111, 37),
]

IS_THIS_RIGHT = [
    plus(
        "I added up 4 receipts: £12.40, £8.95, £23.10 and £5.65 and got £50.10. Is that right?",
        "12.40",
        "8.95",
        "23.10",
        "5.65",
    ),
    minus("My change should be £7.35 from a £20 note for £12.65 of shopping, correct?", 20, "12.65"),
    times("I worked out 37 × 24 is 878 — that can't be right, can it?", 37, 24),
    times("The milkman says I owe £14.70 for 6 weeks at £2.45. Does that add up?", 6, "2.45"),
    power("Nan says 15 squared is 225 — am I wrong thinking it's 255?", 15, 2),
    times("Till roll says 3 × £4.99 = £14.97, can you check that for me?", 3, "4.99"),
    run("I reckon 1+2+...+40 is 820, right?", 1, 40),
    between("Took from 9:45 to 13:20 — is that 3 hours 35 minutes?", "9:45", "13:20"),
    minus("Pension £221.20 minus £38.75 for the phone bill leaves £182.45, am I right?", "221.20", "38.75"),
    goes("Is 2,001 divisible by 3? Grandson says yes", 2001, 3),
    shared("Did I get 84 ÷ 6 right? I put 13", 84, 6),
    lengths_added("Is 7 hours 20 plus 2 hours 55 really 10 hours 15?", 720, 255),
    minus("Checked the stock sheet: 640 minus 275 minus 118 — I get 247, right?", 640, 275, 118),
    later("If the bus at 10:52 takes 48 minutes I'll be in town at 11:40, yes?", "10:52", 48),
    power("My grandson says 2 to the 10th is 1,024. Is he right?", 2, 10),
]

FAMILIES: dict[str, list[Entry]] = {
    "sports-fans": SPORTS_FANS,
    "darts-and-snooker": DARTS_AND_SNOOKER,
    "cricket": CRICKET,
    "match-clock": MATCH_CLOCK,
    "commentary": COMMENTARY,
    "video-games": VIDEO_GAMES,
    "game-levels": GAME_LEVELS,
    "board-and-dice": BOARD_AND_DICE,
    "trains-and-buses": TRAINS_AND_BUSES,
    "time-zones-and-layovers": TIME_ZONES_AND_LAYOVERS,
    "commuting": COMMUTING,
    "pension-and-household": PENSION_AND_HOUSEHOLD,
    "pills-and-appointments": PILLS_AND_APPOINTMENTS,
    "recipes": RECIPES,
    "market-stall": MARKET_STALL,
    "shop-stock": SHOP_STOCK,
    "is-this-right": IS_THIS_RIGHT,
    "ai-tutor": AI_TUTOR,
    "ai-format": AI_FORMAT,
    "just-the-answer": JUST_THE_ANSWER,
    "spanish-first": SPANISH_FIRST,
    "french-first": FRENCH_FIRST,
    "hindi-first": HINDI_FIRST,
    "chinese-first": CHINESE_FIRST,
    "arabic-first": ARABIC_FIRST,
    "polish-first": POLISH_FIRST,
    "kids-typing": KIDS_TYPING,
    "kids-stories": KIDS_STORIES,
    "social-posts": SOCIAL_POSTS,
    "social-replies": SOCIAL_REPLIES,
    "puzzle-posts": PUZZLE_POSTS,
}
