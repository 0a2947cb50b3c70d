"""Part 101: sport and games voices."""

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

DARTS_SCORER = [
    minus("Right, Dave's on 501 and he's just thrown 140. What's he left on?", 501, 140),
    minus("gaz started the leg on 501, hit 100 then 85 then 60... whats he need now", 501, 100, 85, 60),
    times("treble 19 is how much again?? brain's gone, been scoring all night", 19, 3, named=(3,)),
    plus(
        "Subs book: Kev paid £3.50, Dean paid £4 and Mo paid £2.75. What have I got in the tin?",
        "3.50",
        4,
        "2.75",
    ),
    plus("last visit went 57, 45, 19 - add em up for me quick", 57, 45, 19),
    left_over(
        "45 players in the knockout draw and we're doing groups of 4. How many players end up not in a full group?",
        45,
        4,
    ),
    goes(
        "Can 64 entrants be split evenly across 6 boards, or will some boards have more than others?", 64, 6
    ),
    power("Quiz question at the darts night - what's 2 to the power 9?", 2, 9),
    run("Bet at the bar: add up every number on the dartboard, 1 through 20. What's it come to?", 1, 20),
    squares(
        "Landlord's teaser for the scorers: square each number from 1 to 12 and add the lot together.", 1, 12
    ),
    later(
        "Match starts 8:15pm and we reckon it'll go on 2 hrs 40 min. What time do we finish?", "8:15 PM", 160
    ),
    between(
        "Oche opened at 7:30 pm and the last leg finished at 11:05 pm, how long were we playing",
        "7:30 PM",
        "11:05 PM",
    ),
    shared("Prize pot's £340, split evenly between the 8 lads in the winning team. How much each?", 340, 8),
    minus("He needed a 170 checkout and only got 112 of it. How many short was he?", 170, 112),
    times("Averaged 62 a visit over 9 visits. Total scored for the leg?", 62, 9),
    plus("Home side won 7 legs Tuesday and 9 legs Thursday.\nTotal legs for the week?", 7, 9),
    earlier(
        "Boards need setting up 45 mins before the 19:30 start - what time do I need to get to the pub?",
        "19:30",
        45,
    ),
    cubes("Tie-break in the pub quiz: sum of the cubes 1 to 5?", 1, 5),
    goes("Is 180 a multiple of 12? settling an argument at the oche", 180, 12),
    later(
        "The final started at 22:35 and went on 48 minutes. What time did we call it a night?", "22:35", 48
    ),
    times("League fee is £12 per team and we've got 14 teams this season. How much do I collect?", 12, 14),
]

CRICKET_TEAS = [
    times(
        "I do 4 rounds of sandwiches per player and there's 22 players today. How many rounds is that, love?",
        4,
        22,
    ),
    times("Strawberry jam is £2.40 a jar and I'll need 5 jars for the season. What'll that cost?", "2.40", 5),
    shared("Tea kitty's got £87 in it and there's 6 of us ladies on the rota. What's an equal share?", 87, 6),
    later("Tea is taken at 4:10pm and they get 20 minutes. When do they go back out?", "4:10 PM", 20),
    earlier(
        "Lunch is at 13:15 and the urn takes 40 minutes to boil, so when do I switch it on?", "13:15", 40
    ),
    between("Play started 11:00 and tea was called at 15:40. How long's that been?", "11:00", "15:40"),
    left_over("50 sausage rolls going on plates of 8, how many are left over for me and Joan?", 50, 8),
    goes("Can I put 96 sandwiches out evenly on 7 plates, with none spare?", 96, 7),
    plus("Raffle made £43.50 and the teas made £128.20. Total for the club?", "43.50", "128.20"),
    minus("There were 120 cups in the cupboard and 17 are chipped. How many can I still use?", 120, 17),
    lengths_added(
        "Morning session went 2 h 10 and the afternoon 1 h 55. How long's that all together?", 210, 155
    ),
    times("Victoria sponge - 2 slices each for 24 people. How many slices am I cutting?", 2, 24),
    shared(
        "Bag of sugar is 1000 grams and we get through 40 grams a match. How many matches will it last?",
        1000,
        40,
    ),
    plus(
        "Milk: I bought 6 pints, the skipper brought another 4 and Margaret turned up with 3. How many pints altogether?",
        6,
        4,
        3,
    ),
    later(
        "Stumps at 6.30pm and the bar stays open 2 hours 15 minutes after that. What time's last orders?",
        "6:30 PM",
        135,
    ),
    minus(
        "The cake tin's got £138.75 in it but £50 of that was the float. What did we actually take?",
        "138.75",
        50,
    ),
    between(
        "Started the washing up at 5:25 pm and finished at 6:10 pm. How long was I at that sink?",
        "5:25 PM",
        "6:10 PM",
    ),
    times("Teas are £4.50 a head and 26 sat down to eat today. What should be in the tin?", "4.50", 26),
    later(
        "The visitors' coach left their ground at 09:50 and it's a 1 hr 30 drive to us. When will they get here?",
        "09:50",
        90,
    ),
    plus(
        "Cake sale: Doreen's lemon drizzle raised £18.60 and my flapjack £23.40. How much is that from the cake stall?",
        "18.60",
        "23.40",
    ),
    run(
        "I baked 10 scones for the opening match, 11 the next, and so on up to 20. How many scones have I baked in total?",
        10,
        20,
    ),
]

FANTASY_CHAT = [
    plus("lads my team got 58 this week and 71 last week whats my total", 58, 71),
    minus("Im on 1,204 pts, Jonno's on 1,167. how far ahead am i", 1204, 1167),
    times("captain gets double points and salah scored 13 so whats that", 13, 2, named=(2,)),
    times("TRIPLE CAPTAIN on haaland and he got 17!!! what's that come to", 17, 3, named=(3,)),
    shared("pot is £240 and theres 12 of us in the league, so how much did everyone put in", 240, 12),
    shared("£150 prize and we've got joint winners 4 ways... how much each?", 150, 4),
    goes("can we split 14 managers into 4 equal groups for the cup or nah", 14, 4),
    power("random but whats 12 squared lol", 12, 2),
    later(
        "kick off 12:30, game's about 1h 50 all in with the break, when's it finish? need to know when to check my points",
        "12:30",
        110,
    ),
    earlier(
        "first game kicks off 19:45 and the deadline's 90 mins before that. what time's the deadline??",
        "19:45",
        90,
    ),
    between(
        "activated wildcard at 21:10 and finally saved the team at 00:25 lmao how long did that take",
        "21:10",
        "00:25",
    ),
    plus(
        "bench scored 6, 2 and 9 and i didnt play the bench boost. how many points did i leave on there",
        6,
        2,
        9,
    ),
    minus("got 64 this week but took an 8 point hit. net score?", 64, 8),
    times("entry is £15 each and 11 of us joined. whats in the pot", 15, 11),
    left_over(
        "theres 38 gameweeks, if we do mini-comps of 5 gameweeks each how many gws are left at the end that dont fit",
        38,
        5,
    ),
    run(
        "forfeit idea: loser pays £1 the opening week, £2 the next, going up till £38 in the last gw. total if you lose every week?",
        1,
        38,
    ),
    power("settle this: 3^4 = ?", 3, 4),
    goes("380 matches a season, does that divide evenly by 20 teams?", 380, 20),
    minus("team value was £100m at the start, now it's £103.4m. how much has it gone up", "103.4", 100),
    shared("I've scored 468 pts over 9 weeks, whats my average per week", 468, 9),
    later(
        "transfers went through at 23:40 and the app said changes confirmed in 35 min. what time will that be",
        "23:40",
        35,
    ),
]

BOARD_GAME_CAFE = [
    times(
        "Table fee is £6.50 per person and there's a group of 7 booked in. What do I charge them?", "6.50", 7
    ),
    shared(
        "Party of 5 ran up a £73.50 tab and they want to split it evenly. What's each person's bit?",
        "73.50",
        5,
    ),
    left_over("Got 130 spare meeples to sort into bags of 12. How many are left loose?", 130, 12),
    goes("Customer asking: can a 52-card deck be dealt out evenly to 6 players?", 52, 6),
    between(
        "The Catan group came in at 2:45 pm and left at 6:20 pm. How long did they have the table?",
        "2:45 PM",
        "6:20 PM",
    ),
    later("Table's booked for 7:15pm and slots are 2 hr 30 min - when do I need it back?", "7:15 PM", 150),
    earlier(
        "The 20:00 group want the Gloomhaven table set up, which takes 35 min. When should staff start on it?",
        "20:00",
        35,
    ),
    plus("Sales today: £214 on coffee, £96.50 on cake and £180 in table fees. Total?", 214, "96.50", 180),
    minus("We own 412 games and 37 are missing pieces. How many are complete?", 412, 37),
    length_less(
        "Twilight Imperium box says 4 h 30 and we've already played 2 h 45. How long to go if the box is right?",
        430,
        245,
    ),
    power("Kid at the counter wants to know: what is 6 to the power of 3?", 6, 3),
    times(
        "Every loyalty card takes 10 stamps and I've collected in 23 full cards this month. How many stamps is that?",
        10,
        23,
    ),
    shared("Delivery of 144 dice came in - spread evenly over 8 display jars, how many per jar?", 144, 8),
    between("We're open 11:30 till 23:00 on Saturdays. How long is that?", "11:30", "23:00"),
    later(
        "Tournament kicks off at 10:40, and the opening round runs 55 minutes. When does the next round start?",
        "10:40",
        55,
    ),
    times(
        "Each copy of Wingspan costs us £42 wholesale and I'm ordering 6. What's the invoice going to be?",
        42,
        6,
    ),
    minus("Float was £150, the till's now got £612.40 in it. What did we take?", "612.40", 150),
    plus("Scrabble table asked me to check: they scored 34, then 27, then 51. Running total?", 34, 27, 51),
    left_over("Dealing 100 poker chips out equally to 7 players - how many go back in the box?", 100, 7),
    run("A customer bet me I couldn't do 1+2+3+...+15 in my head. What is it?", 1, 15),
    between(
        "Monopoly lot sat down at 4:50 pm and somebody finally went bankrupt at 8:05 pm. How long did that game go on for?",
        "4:50 PM",
        "8:05 PM",
    ),
]

CYCLING_RIDE_LEADER = [
    later("Meet 08:30 at the cafe, ride out to the coast takes 1h 45. ETA at the seafront?", "08:30", 105),
    between("Rolled out at 07:50, back at 12:35 - total ride time including stops?", "07:50", "12:35"),
    earlier(
        "Ferry leaves at 14:10 and it's 55 min from the cafe stop. Latest we can leave the cafe?", "14:10", 55
    ),
    plus("Route legs for Sunday: 23 km, 18 km, 31 km. Total distance?", 23, 18, 31),
    minus("Sportive is 112 km and we've done 67 km. How far to go, team?", 112, 67),
    times("Club loop is 14.5 miles and we're doing it 4 times. Total mileage?", "14.5", 4),
    shared("Cafe bill came to £58.80 for the 12 of us. What's each?", "58.80", 12),
    lengths_added(
        "Saturday's ride was 3h 20 and Sunday's 2h 55. How long in the saddle over the weekend?", 320, 255
    ),
    length_less(
        "Target for the audax training is 5 h 00 in the saddle, we've ridden 3 h 40 so far. How much more?",
        500,
        340,
    ),
    run(
        "Build block: ride 20 km, then 25, then 30 and so on up to 60 km. Total over the block?",
        20,
        60,
        step=5,
    ),
    times("If we average 27 km/h for 3 hours, how far do we get?", 27, 3),
    between(
        "Sunrise ride - left at 5:40 am and home at 9:15 am. How long were we out?", "5:40 AM", "9:15 AM"
    ),
    later("Puncture at 10:05, took 25 mins to fix. What time were we back on the road?", "10:05", 25),
    goes("27 signed up for Saturday. Can I make equal groups of 6 with nobody odd?", 27, 6),
    left_over("38 riders and I'm doing full groups of 8 - how many in the odd group at the end?", 38, 8),
    power("Cafe stop maths: what's 9 cubed?", 9, 3),
    plus(
        "Climbing today: 340 m on the opening climb, 275 m on the next, 410 m on the last. Total?",
        340,
        275,
        410,
    ),
    minus("Garmin says 1,450 m climbing, Strava says 1,385 m. Difference?", 1450, 1385),
    times("Inner tubes are £6.99 each, need 5 for the spares bag. Cost?", "6.99", 5),
    later(
        "Regroup at the summit - left the bottom of the climb at 11:20 and the slowest rider takes 38 min. When's everyone at the top?",
        "11:20",
        38,
    ),
    earlier(
        "Got to be back at the clubhouse for 1pm for the AGM and the return leg is 2 h 10. When do we turn round?",
        "1:00 PM",
        130,
    ),
]

GYM_PROGRAMME = [
    times("Squats: 4 sets x 12 reps. Total reps for the session?", 4, 12),
    times("Bench 62.5 kg for 5 reps - volume for that set?", "62.5", 5),
    run("Pyramid finisher: reps go 1, 2, 3... up to 10. Total reps?", 1, 10),
    run("Burpee ladder 2, 4, 6 ... 20. How many burpees all up?", 2, 20, step=2),
    squares(
        "Press-up ladder for Sam: every round you do the round number squared, rounds 1 to 8.\nHow many press-ups is that in total?",
        1,
        8,
    ),
    cubes("Cube ladder: add the cubes of 1 to 4, that's your rep count for the challenge.", 1, 4),
    power("For the whiteboard: 5 to the power of 4?", 5, 4),
    later(
        "Tues - client session at 6:45 am, 50 minutes long.\nwhat time does it finish? need to book the next client in after",
        "6:45 AM",
        50,
    ),
    earlier("Class at 18:00, warm-up starts 15 min before that. When do I start the warm-up?", "18:00", 15),
    between("Client arrived 17:20 and left 18:35. Time on the gym floor?", "17:20", "18:35"),
    minus("Starting weight 92.4 kg, now 86.9 kg. How much has she lost in total?", "92.4", "86.9"),
    plus("Protein today: 32 g at breakfast, 45 g at lunch, 38 g in the shake. Total?", 32, 45, 38),
    shared("2,400 kcal target spread evenly over 6 meals - how much per meal?", 2400, 6),
    goes("I want 225 total reps done in sets of 15. Does that come out even?", 225, 15),
    left_over("100 kettlebell swings in sets of 15 - how many in the final short set?", 100, 15),
    times("Plank holds: 45 seconds x 6 rounds. Total seconds under tension?", 45, 6),
    power("Progressive overload check, what's 1.05 to the power of 3?", "1.05", 3),
    minus("His max deadlift is 140 kg and the working set is at 105 kg. Difference?", 140, 105),
    later("Start the steady run at 07:05, planned 1 hr 10 min. Back by?", "07:05", 70),
    plus("Steps: Monday 8,200, Tuesday 11,450. Combined?", 8200, 11450),
    times("Skipping: 150 skips a minute for 8 minutes. How many skips?", 150, 8),
]

FAMILIES = {
    "101-darts-scorer": DARTS_SCORER,
    "101-cricket-teas": CRICKET_TEAS,
    "101-fantasy-football-chat": FANTASY_CHAT,
    "101-board-game-cafe": BOARD_GAME_CAFE,
    "101-cycling-ride-leader": CYCLING_RIDE_LEADER,
    "101-gym-programme": GYM_PROGRAMME,
}
