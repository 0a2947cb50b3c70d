"""Corpus 19, part 4: coaches and referees, musicians, gamers, bus and train drivers, librarians and shop
assistants."""

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

COACHES = [
    shared("U11s training, 48 kids turned up, I want squads of 6. How many squads?", 48, 6),
    left_over("Got 27 players for 5-a-side, how many are left on the side once the teams are full?", 27, 5),
    times("Season has 22 fixtures and we get 3 points a win. If we won the lot, how many points?", 22, 3),
    plus("Goals this season: 14 in the league, 6 in the cup, 3 in friendlies. Total?", 14, 6, 3),
    minus("We need 48 points to stay up and we've got 31. How many more?", 48, 31),
    later(
        "Kick-off 10:30 am, 2 halves of 30 and 10 min half-time is 70 minutes. When's it over?",
        "10:30 AM",
        70,
    ),
    run(
        "Round-robin with 12 teams: the first plays 11 games, then 10, 9, down to 1. Add 1 to 11 for the "
        "number of fixtures?",
        1,
        11,
    ),
    goes("Subs are £156 for the term, can it be split evenly between 13 players?", 156, 13),
    times("Each kid needs 2 bibs washed, 18 kids. How many bibs?", 2, 18),
    between("Training ran from 18:15 till 19:50 tonight. How long was the session?", "18:15", "19:50"),
    earlier(
        "Away game kicks off at 14:00, we need to be there 45 minutes early and the coach trip is 1 hour 20. "
        "What time do we need to be there?",
        "14:00",
        45,
    ),
    shared("Fundraiser made £1,380 for 12 kits. How much per kit?", 1380, 12),
    plus("Netball scores over the tournament: 12 + 9 + 15 + 11. Total goals?", 12, 9, 15, 11),
    power("Knockout cup with 2 teams per tie, 6 rounds, so 2^6 teams could enter. What's 2^6?", 2, 6),
    squares("Shuttle run: 1² laps, then 2², then 3², up to 6². Total laps?", 1, 6),
    minus("Tournament budget was £600, we've spent £435 on pitch hire. How much left?", 600, 435),
    lengths_added(
        "Sessions this week: 1 hour 30 min Tuesday, 1 hour 45 min Thursday. Total coaching?", 130, 145
    ),
    times("Running 8 laps of a 400 m track, how many metres?", 8, 400),
]

REFEREES = [
    later(
        "Whistle for the start of the second half went at 15:52, halves are 45 minutes. Full time at?",
        "15:52",
        45,
    ),
    plus(
        "Stoppage time: 3 min first half, 5 min second half, plus the 90. How long was the match?", 90, 3, 5
    ),
    minus("Clock shows 90 but I played 96. How much added time was that?", 96, 90),
    between("First whistle 19:45, final whistle 21:38. How long was I on the pitch?", "19:45", "21:38"),
    times("I get £35 a game and did 14 games this season. Total fees?", 35, 14),
    shared("League pays £2,160 for 24 games. Per game?", 2160, 24),
    left_over(
        "128 referees on the list, 9 to a training group. How many left for the last small group?", 128, 9
    ),
    goes("Is a 144-team league split evenly into groups of 16?", 144, 16),
    times("Rugby union: 5 points a try, 17 tries over the tournament. Try points?", 5, 17),
    earlier("Kick-off 3:00 pm, I have to arrive 1 hour 15 min before. When do I get there?", "3:00 PM", 75),
    run("Shirt numbers 1 to 23 in the squad. Sum of the numbers (for the ref's card check)?", 1, 23),
    minus("Basketball: home 102, away 87. Winning margin?", 102, 87),
    plus("Mileage to games this month: 38 + 52 + 17 + 44 miles. Total claim?", 38, 52, 17, 44),
    later(
        "Extra time starts at 9:32 pm, two halves of 15 min with a 1 min switch, so 31 min in all. When does "
        "it end?",
        "9:32 PM",
        31,
    ),
    shared(
        "Got £67.50 in match fees for the 3 of us (me and two assistants) to share. How much each?",
        "67.50",
        3,
    ),
    power("Handbook says the cup starts with 2^7 teams. How many teams is 2^7?", 2, 7),
    length_less("Match was 1 hour 42 min including the break of 15 min. Playing time?", 142, 15),
    cubes("Fitness test sheet asks for 1³ + 2³ + 3³ (don't ask). What's that?", 1, 3),
]

MUSICIANS = [
    times("Song is 32 bars of 4/4. How many beats in total?", 32, 4),
    shared("Tempo is 120 bpm, how many beats per second? 120 ÷ 60", 120, 60),
    plus("Set list lengths: 212, 185, 247 and 198 seconds. Total seconds?", 212, 185, 247, 198),
    later("We're on at 21:40 and our set is 55 minutes. When do we finish?", "21:40", 55),
    earlier(
        "Soundcheck must finish by 6:30 pm, takes 1 hour 40 minutes. When does it start?", "6:30 PM", 100
    ),
    between("Recording session booked 10:00 to 16:45. How long?", "10:00", "16:45"),
    left_over(
        "Drum pattern is 7 beats long, the song is 100 beats. How many beats of the last pattern are "
        "played, i.e. the remainder?",
        100,
        7,
    ),
    goes("Does a 96-bar piece split evenly into 12-bar blues choruses?", 96, 12),
    minus(
        "Wedding gig fee was £600 and the dep sax player takes £245 of it. What do the rest of us keep?",
        600,
        245,
    ),
    shared("What's left after the van, £355, split between 5 of us?", 355, 5),
    power(
        "Chord inversions puzzle: 3 notes, each up or down an octave, 2^3 voicings? What's 2^3... no, "
        "actually it's 4 notes so 2^4. What's 2^4?",
        2,
        4,
    ),
    run(
        "Practising scales: 1 minute the first day, 2 the second, up to 21 minutes. Total minutes practised?",
        1,
        21,
    ),
    times("Each bar of 6/8 has 6 quavers, piece has 48 bars. Quavers?", 6, 48),
    lengths_added(
        "Album side A is 21 min 30 sec... ok ignore seconds, side A 22 min, side B 1 hour 4 min. "
        "Total running time?",
        22,
        104,
    ),
    plus(
        "Royalties this quarter: 12.48 + 7.95 + 31.20 from three platforms. Total?", "12.48", "7.95", "31.20"
    ),
    between("Busking from 11:20 till 14:05 on Saturday. How long did I play?", "11:20", "14:05"),
    squares("Composition exercise: sum of 1² to 7² bars in the canon. What's the total?", 1, 7),
    times("Orchestra has 16 first violins, each with 4 strings. Strings to restring?", 16, 4),
]

GAMERS = [
    minus("Need 15,000 XP for level 30, got 11,475. How much more?", 15000, 11475),
    times("Each daily quest gives 250 XP, I did 17. XP earned?", 250, 17),
    shared("Raid loot 3,600 gold split between 8 players. Each?", 3600, 8),
    left_over("Got 1,000 gems, each pull costs 160. How many gems left after max pulls?", 1000, 160),
    later("raid starts 20:30 and usually runs 2 hrs 45 min, when are we done", "20:30", 165),
    between("logged in 16:55 logged out 21:10 how long was my session", "16:55", "21:10"),
    plus("damage numbers 1,245 + 987 + 1,602 + 340, total dmg?", 1245, 987, 1602, 340),
    power("upgrade costs double each level, level 10 costs 2^10 coins. how much is 2^10", 2, 10),
    goes("is 2,520 gold split evenly 7 ways", 2520, 7),
    run("daily login reward is day number × 10... no wait just the day numbers, 1 to 28. sum?", 1, 28),
    times("crate has 12 items, opened 35 crates. items?", 12, 35),
    earlier(
        "server maintenance at 03:00, 1 hr 30 min warning goes out before. when's the warning?", "03:00", 90
    ),
    minus("had 8,250 coins, bought a skin for 2,800 and an emote for 650. Left?", 8250, 2800, 650),
    cubes("secret level code is 1³ + 2³ + ... + 8³ apparently lol. what is it", 1, 8),
    lengths_added("playtime: 3 h 40 min saturday, 4 h 35 min sunday. weekend total?", 340, 435),
    shared("lvl 45 boss has 9,000 HP, my hits do 125. how many hits?", 9000, 125),
    later(
        "event ends 11:45 pm and my timer says 95 min left, wait no it's the other way, event starts 11:45 "
        "pm and lasts 95 min. when does it end",
        "11:45 PM",
        95,
    ),
    squares("achievement needs 1²+2²+...+10² kills total. how many kills?", 1, 10),
]

BUS_DRIVERS = [
    later("Route 73 leaves the depot 06:12, 48 minutes to the end of the line. Arrive?", "06:12", 48),
    later(
        "I'm running 14 minutes late, the timetable says 10:52 at Market Street. What time will I get there?",
        "10:52",
        14,
    ),
    earlier("Bus due in at 17:30, it's running 11 minutes early. When did it actually arrive?", "17:30", 11),
    between("First bus 05:40, last bus 23:55. How long's the service day?", "05:40", "23:55"),
    times("Each journey is 12 minutes of driving and I do 15 journeys. Minutes driven?", 12, 15),
    plus("Passengers: 34 at the first stop, 17 at the second, 25 at the third. Total boarded?", 34, 17, 25),
    minus("Capacity 72, 58 on board. How many more can I take?", 72, 58),
    shared(
        "36 km route split into 24 equal sections for the timing points. How long is each section?", 36, 24
    ),
    left_over("187 fares at the end of a shift, bagged in 20s for the cash office. How many loose?", 187, 20),
    goes("Can 240 minutes be split evenly into 18-minute round trips?", 240, 18),
    lengths_added(
        "Drove 4 hours 25 min before my break and 3 hours 50 min after. Driving time total?", 425, 350
    ),
    later("Meal break starts 1:35 pm, it's 40 minutes. When am I back on the road?", "1:35 PM", 40),
    between("Signed on 14:20, signed off 23:05. Length of shift?", "14:20", "23:05"),
    power("Depot manager wants 3^4 buses washed by the weekend (his idea of a joke). How many is 3^4?", 3, 4),
    run("Stop numbers on the route go 1 to 45. The audit wants their sum. What is it?", 1, 45),
    earlier(
        "Last bus leaves the interchange at 11:40 pm and I need to be there 20 minutes before. When?",
        "11:40 PM",
        20,
    ),
    times("Fare is £2.80, 46 passengers paid cash. Cash taken?", "2.80", 46),
    length_less("Spreadover is 12 hours, I've done 8 hours 35 min. How much longer?", 1200, 835),
]

TRAIN_DRIVERS = [
    later("Departed Crewe 14:07, 1 hour 36 minutes to Euston. Due in at?", "14:07", 96),
    later("The 08:24 is running 17 minutes late. What time will it leave?", "08:24", 17),
    between("Booked on 04:55, booked off 13:25. How long was the turn?", "04:55", "13:25"),
    earlier(
        "Need to be at the depot for a 06:10 sign-on and it's a 35 minute drive. Leave home when?",
        "06:10",
        35,
    ),
    times("Train is 12 carriages of 76 seats. Seats?", 12, 76),
    plus("Delay minutes attributed this week: 23 + 8 + 41 + 15. Total?", 23, 8, 41, 15),
    minus("Line speed 125, signal says 80. How much do I need to come down by?", 125, 80),
    shared("Route is 248 miles, 4 hours exactly. Average speed?", 248, 4),
    left_over(
        "1,000 passengers, 76 per coach. How many in the last coach after the rest are full?", 1000, 76
    ),
    goes("Does an 8-coach train divide evenly if we split it into 3-coach units?", 8, 3),
    between("Left Glasgow 10:40, arrived Edinburgh 11:32. How long did it take?", "10:40", "11:32"),
    times("Train runs 7 times a day each way, so 14, for 6 days. How many runs?", 14, 6),
    later("Night freight leaves 11:55 pm, 4 hours 20 minutes to the port. Arrival?", "11:55 PM", 260),
    power("Track circuit has 2 states, 5 circuits in a row, so 2^5 combinations. What's 2^5?", 2, 5),
    run("Platforms 1 to 16 at the station. Sum of the platform numbers for the quiz?", 1, 16),
    earlier("Arrival booked 19:18, we were 9 minutes early. When did we actually arrive?", "19:18", 9),
    lengths_added("Driving on the first leg 2 hours 10 min, second leg 1 hour 55 min. Total?", 210, 155),
    shared("Fuel used: 1,820 litres over 7 runs. Average per run?", 1820, 7),
]

LIBRARIANS = [
    plus("Books returned Monday 146, Tuesday 98, Wednesday 173. Total returns?", 146, 98, 173),
    minus("Stock check: catalogue says 12,480 items, shelves have 12,317. How many missing?", 12480, 12317),
    times("Each shelf holds 35 books, 28 shelves in the fiction section. Capacity?", 35, 28),
    shared("864 new books to be split across 12 branches. Per branch?", 864, 12),
    left_over("315 DVDs into boxes of 40 for storage. How many in the part box?", 315, 40),
    goes("Can 1,260 books go evenly on 14 shelves?", 1260, 14),
    later("Story time starts 10:15 am and lasts 45 min. When does it end?", "10:15 AM", 45),
    between("Library open 09:30 to 17:00 on Saturday. Opening hours?", "09:30", "17:00"),
    earlier(
        "Book returned at 16:20, the loan was due 3 hours 40 minutes earlier. When was it due?", "16:20", 220
    ),
    times("Overdue fines 0.25 a day, 36 days late. How much?", "0.25", 36),
    plus("Till at the book sale: £2.50 + £1.75 + £4.00 + £0.50. Total?", "2.50", "1.75", "4.00", "0.50"),
    minus("Budget £5,000, spent £3,865 on new stock. Left?", 5000, 3865),
    run("Reading challenge: 1 book week 1, 2 week 2, up to 12 in week 12. Books in total?", 1, 12),
    power("Dewey puzzle for the kids' club: what's 10 to the power of 3?", 10, 3),
    squares("Shelf pyramid display: 1², 2², 3², 4², 5² books per layer. How many books?", 1, 5),
    shared("Printing costs £18.60 shared between 6 volunteers. Each?", "18.60", 6),
    lengths_added("Volunteer hours: 2 hours 45 min on Friday, 3 hours 30 min Saturday. Total?", 245, 330),
    times("Each member gets 12 renewals, 150 members in the club. Renewals available?", 12, 150),
]

SHOP_ASSISTANTS = [
    plus("Till total: 4.99 + 12.50 + 3.25 + 0.89. What should it say?", "4.99", "12.50", "3.25", "0.89"),
    minus("Customer gave me £50 for £37.64. Change?", 50, "37.64"),
    times("24 cans per case, 17 cases on the shelf. Cans?", 24, 17),
    shared("Cashing up: £1,345 across 5 tills evenly?", 1345, 5),
    left_over("Facing up 200 tins in rows of 18. How many tins left over?", 200, 18),
    goes("Stock of 432 socks, packs of 6. Do they all go into packs with none spare?", 432, 6),
    later("I'm on from 12:45 and my break is after 3 hours 15 min. When's my break?", "12:45", 195),
    between("Shop opens 08:00, closes 22:00. How long are we open?", "08:00", "22:00"),
    earlier("Delivery at 7:15 am, I need to be in 30 minutes before it. What time?", "7:15 AM", 30),
    minus("Float was £150, till now says £1,127.45. How much was taken today?", "1127.45", 150),
    times("Staff discount is 15p off each, bought 32 items. How many pence off in total?", 15, 32),
    plus("Voids: 3 + 7 + 2 + 11 this week. Total voids?", 3, 7, 2, 11),
    shared("Bag of 240 sweets into 16 pick-n-mix tubs evenly, how many each?", 240, 16),
    run(
        "Shelf labels numbered 1 to 120. Manager wants the sum of all label numbers (weird, I know).", 1, 120
    ),
    power("Boss said if each customer tells 4 friends, 4^4 people after four rounds. What's 4^4?", 4, 4),
    lengths_added("Overtime: 1 hour 20 min Monday, 2 hours 55 min Friday. Total?", 120, 255),
    cubes("Kids' block display: 1³, 2³, 3³, 4³, 5³, 6³ blocks on the steps. How many blocks?", 1, 6),
    length_less("Shift is 8 hours 30 min, I've done 5 hours 50 min. How long left?", 830, 550),
]
