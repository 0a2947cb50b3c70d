"""Corpus 16's hand-written phrasings, one family per way of asking (see README.md for the voices).

Each entry stores its numbers as the question writes them; `named=` lists a number the question only
names ("doubled", "halving", "first 40", "whole weeks"). The expected answer is what the writer means:
the corrected figure in a reply that corrects one, the true figure where a wrong one is quoted.
"""

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

# fmt: off
INDIAN_STUDENT = [
    plus("Kindly solve: 4356 + 2879 = ?", 4356, 2879),
    minus("Sir what will be the answer of 9005 - 3678. please reply fast exam tomorrow", 9005, 3678),
    times("how much is the answer for 48 into 25 ? (multiplication chapter)", 48, 25),
    power("Please do the needful and tell me 7 to the power 5", 7, 5),
    goes("Kindly tell me whether 2346 is divisible by 17 or not", 2346, 17),
    left_over("What will be the remainder when 1000 is divided by 13?", 1000, 13),
    run("Find the sum of first 40 natural numbers. Kindly explain the steps also.", 1, 40, named=(1,)),
    squares("sir pls solve 1² + 2² + 3² + ... + 15² fast", 1, 15),
    shared("2880 divided by 36 what will come?", 2880, 36),
    later("Train departs at 6:45 am and the journey is 3 hours 50 minutes. At what time it will reach?",
          "6:45 AM", 230),
    between("my tuition starts 4:30 pm and ends 6:15 pm, how many hours and minutes it is?",
            "4:30 PM", "6:15 PM"),
    times("Simplify: 125 × 16 (without calculator method pls)", 125, 16),
    cubes("Find the value of 1³ + 2³ + ... + 10³. Kindly reply.", 1, 10),
    minus("Rahul had 5000 rupees. He spent 1875 on books and 950 on a bag. How much is left with him?",
          5000, 1875, 950),
    lengths_added("1 hour 35 min + 2 hours 40 min = ? (time addition sum from chapter 6) kindly solve",
                  135, 240),
    times("Kindly solve 999 × 12 using the shortcut method", 999, 12),
]

NIGERIAN_STUDENT = [
    plus("Good evening house, please what is 7845 + 1296?", 7845, 1296),
    minus("Abeg who fit help me with this one: 6000 - 2487", 6000, 2487),
    times("Please I need the answer to 245 multiply by 18 sharp sharp", 245, 18),
    power("Biko what is 9 raised to power 4, my calculator don spoil", 9, 4),
    shared("A trader bought 144 oranges and shared them equally to 12 children. How many oranges will "
           "each child get?", 144, 12),
    left_over("What is the remainder if 2023 is divided by 9? Our teacher said we should not use "
              "calculator o", 2023, 9),
    goes("Is 5712 divisible by 8? Answer yes or no with reason", 5712, 8),
    run("Please solve: 3 + 6 + 9 + ... + 150. I have been on it since", 3, 150, 3),
    later("My lesson teacher come by 3:45pm and stay 1 hour 30 mins, what time she go leave?",
          "3:45 PM", 90),
    between("NEPA took light at 8:20 pm and brought it back by 11:05 pm. How long was there no light?",
            "8:20 PM", "11:05 PM"),
    plus("Mama put 2500 naira, papa put 3750 naira, my uncle add 1200. Total money na how much?",
         2500, 3750, 1200),
    shared("Help me o, 15600 divided by 24", 15600, 24),
    squares("Sum of squares of 1 to 12, please show working. I greet you all", 1, 12),
    later("Our exam starts by 9:00 am and it is 2 hours 15 minutes long. What time will it end?",
          "9:00 AM", 135),
    times("How far, what's 37 × 37? Na assignment", 37, 37),
    times("Please what is 150 multiplied by 24, I want to confirm my answer", 150, 24),
]

FILIPINO_STUDENT = [
    plus("Pa help po, 3,452 + 6,789 = ?", 3452, 6789),
    minus("ano po answer sa 8000 minus 2356? thank u po", 8000, 2356),
    times("What is 36 x 45 po? need ko lang i-check yung answer ko", 36, 45),
    shared("Pls help po. 4,536 ÷ 7 = ?", 4536, 7),
    left_over("ano po remainder ng 500 divided by 7", 500, 7),
    power("2 to the 8th power po ano sagot", 2, 8),
    goes("Is 1,001 divisible by 11 po? yes or no lang", 1001, 11),
    run("Find the sum of 5 + 10 + 15 + ... + 100 po. Thank you in advance!", 5, 100, 5),
    later("Sir/Ma'am, our jeep leaves 6:50 am and byahe is 1 hr 25 mins. Anong oras po kami darating?",
          "6:50 AM", 85),
    between("Class starts 7:30 am, dismissal 4:15 pm. ilang hours po kami sa school?", "7:30 AM", "4:15 PM"),
    plus("Tita gave 500 pesos, lola gave 1000, tito gave 250. magkano po lahat?", 500, 1000, 250),
    cubes("Paano po i-solve 1³ + 2³ + 3³ + ... + 8³ ?", 1, 8),
    power("12 to the power of 3 po, tama ba 1728?", 12, 3),
    shared("may 96 kami na candies, hahatiin sa 8 groups. ilan po each group?", 96, 8),
    length_less("Ano po 2 hours 45 mins minus 1 hour 50 mins? for our math assignment po", 245, 150),
    times("Pa check po: 125 x 24, tama ba 3000?", 125, 24),
]

AUSTRALIAN = [
    plus("Reckon you could tell me what 1,485 + 2,760 is? Doing the footy club books", 1485, 2760),
    minus("G'day, quick one: 3000 minus 1,268?", 3000, 1268),
    times("How much is 24 slabs at $52 each, mate? Reckon it's heaps", 24, 52),
    later("Footy kicks off 1:45 pm and the whole match goes about 2 hours 20 min, what time's it finish?",
          "1:45 PM", 140),
    between("Servo run: left at 7:50am, got back 8:35am. How long was I gone?", "7:50 AM", "8:35 AM"),
    shared("Split the $1,260 rent four ways, what do each of us pay?", 1260, 4),
    goes("Is 2,475 divisible by 9? Bloke at the pub reckons it is", 2475, 9),
    power("What's 15 squared, no calculator, I'll shout you a beer if you get it", 15, 2),
    left_over("What's left over when you divide 365 by 7? Trying to work out the days", 365, 7),
    run("Brain teaser from the footy tipping comp: add up every number from 1 to 100", 1, 100),
    times("Sheila at work reckons 48 x 52 is 2,500. Is she right? What is it?", 48, 52),
    plus("Road trip: drove 880 km day one, 215 km day two and 75 km on the last arvo. Total kms?",
         880, 215, 75),
    power("Reckon 2 to the power of 10 is 1024? Just checking for the young fella's homework", 2, 10),
    lengths_added("Had 6 hours 15 minutes of shifts Mon and 7 hours 50 on Tue, total?", 615, 750),
    shared("Thong sales: 432 pairs over 12 days, how many a day on average", 432, 12),
    times("Mate, 7 of us at $38 each for the footy tickets, what's the damage?", 7, 38),
]

CANADIAN = [
    plus("Hey, what's 2,345 + 987 + 1,650? Adding up the hockey fundraiser, eh", 2345, 987, 1650),
    minus("Grade 7 homework, my kid is stuck: 10,000 - 4,567", 10000, 4567),
    times("Double-double is $2.35, I buy one every workday, 5 days. how much a week", "2.35", 5),
    shared("We drove 4,200 km across the prairies in 6 days. Average km a day?", 4200, 6),
    between("Hockey practice 5:45 am to 7:15 am, how long is that on the ice", "5:45 AM", "7:15 AM"),
    times("Toonies! I have 47 of them, that's 47 × 2 dollars, how much is that", 47, 2),
    goes("Is 1,764 divisible by 12 eh? trying to split it into cases", 1764, 12),
    power("What is 11 to the power of 4? French immersion class math sheet", 11, 4),
    left_over("Remainder when 2,500 is divided by 24? Bottles of maple syrup into cases of 24", 2500, 24),
    squares("Sum of the squares from 1 to 20, grade 9 enrichment question", 1, 20),
    later("Flight from Toronto leaves 10:55 pm and it's 5 hours 20 minutes to Vancouver (ignore time "
          "zones), what time would it be", "10:55 PM", 320),
    plus("Snow shovelling money: $25, $40, $15 and $30 this week, total?", 25, 40, 15, 30),
    minus("My Tim's order was $18.60 and i paid with a $50, change?", 50, "18.60"),
    later("Zamboni goes out at 8:40 pm, takes 15 minutes, when's the ice ready", "8:40 PM", 15),
    run("add up 2 + 4 + 6 + ... + 60 for me eh", 2, 60, 2),
    times("Grade 5 math: 408 × 25, my daughter says 10,200, is that right?", 408, 25),
]

SOUTH_AFRICAN = [
    plus("Howzit, can someone help: R1,250 + R3,480 + R795?", 1250, 3480, 795),
    minus("Eish, I had R2,000 and spent R1,365 at the shops. How much is left?", 2000, 1365),
    times("Braai for 18 people, 3 chops each, how many chops must I buy?", 18, 3),
    shared("Ja, so we must split R4,320 between 6 of us for the holiday house. How much each?", 4320, 6),
    goes("Is 3,888 divisible by 6, ja or nee?", 3888, 6),
    later("Taxi leaves the rank at 5:40 am and it takes 1 hour 35 min to town, what time do I get there",
          "5:40 AM", 95),
    between("Load shedding from 18:00 to 20:30 tonight, how long is that?", "18:00", "20:30"),
    power("What's 3 to the power 7? My maths teacher said do it in my head, shame", 3, 7),
    left_over("Remainder when 1,000 is divided by 27 please, I need it now now", 1000, 27),
    run("Add up 1 + 2 + 3 + ... + 75, lekker if someone can show me the trick", 1, 75),
    times("Petrol is R23.50 a litre and I put in 40 litres. How much?", "23.50", 40),
    later("Netball match starts 14:15 and goes 75 minutes with the breaks, when does it finish?",
          "14:15", 75),
    times("How much is 64 × 125, quick quick", 64, 125),
    cubes("Ja no, this one is hard: sum of the cubes 1 to 6", 1, 6),
    goes("My boet says 7,777 is divisible by 7, is he talking nonsense?", 7777, 7),
]

IRISH = [
    plus("Would you ever tell me what 4,567 + 3,298 is, I've the bank statement in front of me", 4567, 3298),
    minus("Grand so, 950 take away 387?", 950, 387),
    times("How much is 17 times 23, I'm doing the dinner money for the school", 17, 23),
    shared("Yer man at the mart says 1,350 divided by 15 is 90, is he right?", 1350, 15),
    later("Bus into town leaves at 8:25am and the trip's 50 minutes, what time will I be in?",
          "8:25 AM", 50),
    between("The match was on from 3:30pm till 5:05pm, the young lad was giving out it went on forever. "
            "How long?", "3:30 PM", "5:05 PM"),
    goes("Is 2,022 divisible by 3? Leaving cert revision, I'm losing the head", 2022, 3),
    power("What's 6 to the power of 5? Junior cycle maths, I've the head melted", 6, 5),
    left_over("Remainder of 800 divided by 35, please and thanks", 800, 35),
    run("Sum of 1 + 3 + 5 + ... + 99, is there a quick way? The teacher says there is", 1, 99, 2),
    power("Give us 25 squared there, I'm after forgetting", 25, 2),
    between("Set dancing class from 19:45 to 21:10, how long's that", "19:45", "21:10"),
    plus("The turf cost €185, the trailer €60 and the lad €40 for the help. Total damage?", 185, 60, 40),
    squares("Sure add up the squares of 1 to 7 for me, it's for the quiz", 1, 7),
    length_less("We'd 14 hours 20 min of driving over two days, 6 hours 45 the first day. How much the "
                "second?", 1420, 645),
    times("Twelve lads at €15 a head for the minibus, what's the whole lot?", 12, 15),
]

HOMEWORK_SITE = [
    plus("Need help with addition??\nMy teacher gave us 8,207 + 5,946 and I keep getting different "
         "answers. Can someone tell me the right one?", 8207, 5946),
    minus("Subtraction with borrowing (Grade 4)\nWhat is 7,003 - 2,468? Please explain the borrowing part.",
          7003, 2468),
    times("Multiplication word problem - urgent!!\nA school has 28 classrooms with 32 desks in each. How "
          "many desks are there altogether? Thanks in advance", 28, 32),
    shared("Division question\n3,276 ÷ 12. I got 272 but the answer key says something else", 3276, 12),
    left_over("Remainder problem (5th grade)\nWhat is the remainder when 1,234 is divided by 8?", 1234, 8),
    power("Exponents help\nHow do you work out 4^6? I don't get exponents at all", 4, 6),
    goes("Divisibility rules\nIs 9,126 divisible by 9? Show how to check using the digits.", 9126, 9),
    run("Arithmetic series - sum\nFind the sum 7 + 14 + 21 + ... + 140. Any help appreciated!!", 7, 140, 7),
    squares("Sum of squares formula?\nWhat is 1^2 + 2^2 + ... + 25^2? Is there a formula or do I have to "
            "add them all", 1, 25),
    between("Elapsed time question\nA movie starts at 7:40 PM and ends at 9:55 PM. How long is the movie?",
            "7:40 PM", "9:55 PM"),
    later("Time word problem\nSara started her homework at 4:35 PM and worked for 1 hour 50 minutes. What "
          "time did she finish?", "4:35 PM", 110),
    lengths_added("adding times?? [homework]\nhow do you add 3 hours 25 minutes and 2 hours 55 minutes. the "
                  "answer has to be in hours and minutes", 325, 255),
    minus("Word problem with money\nJake had $75. He bought a shirt for $18.99 and a hat for $12.50. How "
          "much money does he have left?", 75, "18.99", "12.50"),
    cubes("Sum of cubes\nCan someone check: 1^3 + 2^3 + 3^3 + ... + 12^3 = ? I think it's a square number",
          1, 12),
    earlier("Time before question\nThe train arrives at 11:20 AM. The journey took 2 hours 45 minutes. "
            "What time did it leave?", "11:20 AM", 165),
    times("Multiplication check (grade 5)\nIs 347 × 26 equal to 9,022? What's the real answer?", 347, 26),
]

TEACHER_ANSWER_KEY = [
    plus("Writing the answer key for tomorrow's Year 5 quiz. Question 3 is 6,482 + 3,759. What should I "
         "put?", 6482, 3759),
    minus("Teacher here - need the answer for the key: 12,000 − 7,845", 12000, 7845),
    times("Answer key check: 56 × 78 = ?", 56, 78),
    shared("I'm setting this for my class: 'A baker puts 1,152 rolls into bags of 8. How many bags?' "
           "What's the answer for the key?", 1152, 8),
    left_over("For my answer sheet: what is the remainder when 9,999 is divided by 16?", 9999, 16),
    power("Please give me the answer to 3⁶ for the Year 8 indices worksheet key", 3, 6),
    goes("Answer key, divisibility section: is 4,158 divisible by 11? (Yes/No)", 4158, 11),
    run("Class starter: add all the whole numbers from 1 to 200. What answer do I put on the board?",
        1, 200),
    squares("Key for the extension sheet: 1² + 2² + ... + 30²", 1, 30),
    later("Setting a time problem: the bus leaves at 08:50 and the trip takes 1 hour 25 minutes. What "
          "time does it arrive? Need the answer for the key", "08:50", 85),
    between("For the mark scheme: how long is it from 10:45 am to 2:20 pm?", "10:45 AM", "2:20 PM"),
    lengths_added("Answer key needed: one recipe takes 2 h 35 min and another takes 1 h 50 min. Total "
                  "time?", 235, 150),
    times("Mental maths test for my Year 6s, Q7: 250 × 40. Just want to double check the answer", 250, 40),
    run("Answer key for question 12: 8 + 16 + 24 + ... + 96", 8, 96, 8),
    earlier("For my class: 'The lesson ended at 15:10. It lasted 55 minutes. When did it start?' What "
            "answer goes in the key?", "15:10", 55),
    times("Key for Q9: a cinema has 24 rows of 18 seats. How many seats?", 24, 18),
]

FARMERS = [
    plus("Got 385 bales off the top field and 247 off the bottom field, how many bales all told?", 385, 247),
    minus("Started the winter with 900 bales and we've fed 638 so far. How many left in the shed?",
          900, 638),
    times("42 acres of barley at 3 tonnes an acre, what's that in tonnes?", 42, 3),
    shared("Hens laid 1,008 eggs this fortnight. How many boxes of 12 is that?", 1008, 12),
    left_over("We've 500 eggs to box in boxes of 6, how many left over after the full boxes?", 500, 6),
    later("Milking starts at 5:15 am and takes 2 hours 40 minutes, when are we done?", "5:15 AM", 160),
    between("Contractor came at 6:30am and finished the silage at 9:10pm. How long did he work?",
            "6:30 AM", "9:10 PM"),
    goes("Can 156 ewes go evenly into 12 pens? Yes or no", 156, 12),
    shared("Paid £4,800 for 16 calves, what's that a head", 4800, 16),
    run("Fence posts: first day we put in 10, then 20, 30 and so on up to 120 on the last day. How many "
        "posts altogether?", 10, 120, 10),
    lengths_added("Tractor's done 2 hours 50 min on the ploughing and 3 hours 25 min harrowing, total "
                  "hours on it today?", 250, 325),
    times("Milk cheque: 28,500 litres at £0.38 a litre, what's it come to?", 28500, "0.38"),
    power("Paddock is 120 m by 120 m, how many square metres is that, 120 squared?", 120, 2),
    plus("Sold 73 lambs at market Tuesday, 58 Thursday and 46 Saturday. Total sold this week?", 73, 58, 46),
    goes("Can I split 168 acres equally between my 7 grandkids, whole acres only? Does it go?", 168, 7),
    times("We've 85 ewes and every one had twins, how many lambs is that?", 85, 2, named=(2,)),
]

GARDENERS = [
    times("Seed trays hold 24 cells each and I've got 15 trays, how many seedlings could I have?", 24, 15),
    minus("Sowed 180 tomato seeds, 37 didn't come up. How many germinated?", 180, 37),
    shared("Got 336 bulbs to plant in 14 pots equally, how many per pot?", 336, 14),
    lengths_added("Allotment hours this week: 1 h 40 min Sat, 2 h 15 min Sun. How long altogether?",
                  140, 215),
    later("Watering timer goes on at 6:45 pm for 35 minutes, when does it switch off?", "6:45 PM", 35),
    power("Raised bed is 9 squares across and 9 down for square foot gardening. How many squares is that, "
          "9 squared?", 9, 2),
    run("Planted 5 leeks in row one, 8 in row two and so on, going up by 3 each row until the last row "
        "had 50. How many leeks?", 5, 50, 3),
    goes("Does 245 go into rows of 7 evenly? For my onion sets", 245, 7),
    times("Compost bags are £6.49 each and I need 8, how much?", "6.49", 8),
    left_over("137 strawberry runners into pots of 5, how many spare once the pots are full?", 137, 5),
    between("Greenhouse heater came on at 21:50 and went off at 06:20. How long was it on?",
            "21:50", "06:20"),
    plus("Potato harvest: 12 kg from the first bed, 9 kg, then 15 kg, then 7 kg. Total weight?",
         12, 9, 15, 7),
    minus("Packet said 90 days to harvest, I've waited 64 days. How many more days?", 90, 64),
    squares("Building a pyramid strawberry planter, layers are 1x1, 2x2, 3x3 up to 6x6 pots. How many pots "
            "in total?", 1, 6),
    earlier("Need the hose off by 8:15 pm and it has to run 45 minutes. What time do I start it?",
            "8:15 PM", 45),
    times("Planting 16 rows of 23 onion sets, how many sets do I need?", 16, 23),
]

TILL_STAFF = [
    minus("Customer's shopping came to £47.85 and they gave me £60, how much change?", 60, "47.85"),
    plus("Till float is £150, took £1,236.40 today, what should be in the drawer?", 150, "1236.40"),
    times("8 packs of batteries at £3.75, what do I ring up?", 8, "3.75"),
    times("Till's down, can someone tell me 3 × £12.99 quick", 3, "12.99"),
    shared("Cashing up: £20 notes total £860, how many notes is that?", 860, 20),
    left_over("Stock count: 250 cans go on the shelf in rows of 12, how many left over for the back?",
              250, 12),
    between("Shift is 07:45 to 16:15, how long is that start to finish?", "07:45", "16:15"),
    plus("Customer bought £12.50, £3.20 and £8.75 of stuff, what's the total?", "12.50", "3.20", "8.75"),
    power("Stacking tins in a cube display 5 by 5 by 5, how many tins is 5 cubed?", 5, 3),
    goes("Does £144 split evenly into 9 staff tips? anyone?", 144, 9),
    later("Opened at 8:30am, the bread delivery is 2 hours 15 mins after. What time's that?", "8:30 AM", 135),
    minus("Refunded £18.40 from takings of £645.00, what's the new total?", "645.00", "18.40"),
    run("Pyramid display of cans: 1 on top, 2 in the next row, all the way to 15 at the bottom. How many "
        "cans do I need?", 1, 15),
    earlier("Till has to be counted 20 minutes before close at 10:00 pm, what time do I start?",
            "10:00 PM", 20),
    shared("Took £2,340 over 6 days, what's the average per day", 2340, 6),
    times("Customer wants 12 bags of ice at £1.85, total?", 12, "1.85"),
]

CAFE = [
    times("3 flat whites at £3.40 each, what's the total", 3, "3.40"),
    shared("Table 6's bill is £38.70 and they want to split it 3 ways", "38.70", 3),
    plus("Day's tips: £12.40, £8.75, £21.10 and £6.25, total?", "12.40", "8.75", "21.10", "6.25"),
    minus("We had 96 scones this morning, sold 78, how many going spare?", 96, 78),
    times("Milk order is 14 litres a day, 7 days, how much for the week", 14, 7),
    between("We open at 07:30 and close at 16:45, how long's the day?", "07:30", "16:45"),
    later("Cake takes 55 minutes in the oven, went in at 10:40, when do I take it out", "10:40", 55),
    left_over("Got 1,000 g of beans and a double shot is 18 g, how many grams left after the last full "
              "double?", 1000, 18),
    goes("Muffin tray has 12, I need 150 muffins, can I bake exactly that many with full trays?", 150, 12),
    run("Scone display: each tier holds one more than the tier above, 3 on top and 12 at the bottom. How "
        "many scones fill it?", 3, 12),
    power("Sugar cube box is 8 by 8 by 8, how many cubes is that, 8 cubed?", 8, 3),
    later("Lunch service till 14:30, then my break is 30 min. Back on at?", "14:30", 30),
    minus("Till says £236.50 but I've counted £229.80, how much are we short?", "236.50", "229.80"),
    shared("Soup makes 8 portions a pot, we need 136 portions today, how many pots?", 136, 8),
    lengths_added("Shift hours: 5 h 45 min Saturday, 6 h 30 min Sunday, what's my total?", 545, 630),
    times("A dozen teacakes at £2.15 each, what's the total?", 12, "2.15", named=(12,)),
]

TAXI = [
    between("Started the shift at 18:30 and knocked off at 03:15, how many hours is that?", "18:30", "03:15"),
    plus("Fares tonight: £14.50, £22.80, £9.60, £31.20. What's that come to?",
         "14.50", "22.80", "9.60", "31.20"),
    times("Did 236 miles this week at 18p a mile in fuel, how many pence is that?", 236, 18),
    times("Airport run is 104 miles there and back, did it 6 times this week. Total miles?", 104, 6),
    between("Picked up at 4:50 am, dropped at the airport 6:05 am, how long in the cab?",
            "4:50 AM", "6:05 AM"),
    earlier("Booking's for 11:40 pm, I need 25 minutes to get there. When do I set off?", "11:40 PM", 25),
    shared("Took £1,386 this week over 6 shifts, what's that a shift", 1386, 6),
    minus("Fare's £27.40, he gave me £40, change?", 40, "27.40"),
    minus("Odometer was 84,215 at the start and 84,763 at the end. How many miles did I do?", 84763, 84215),
    times("Radio rent is £95 a week, 52 weeks, what's that a year?", 95, 52),
    shared("Split £250 of fuel across 4 drivers evenly, how much each", 250, 4),
    later("Shift starts 19:00, I want to do 10 hours. When do I finish?", "19:00", 600),
    goes("Can 1,035 miles be split evenly across 9 days?", 1035, 9),
    run("Mate's doing a charity drive: 1 mile on day 1, 2 on day 2 and so on up to 31 miles on day 31. "
        "Total miles?", 1, 31),
    lengths_added("Drove 4 h 20 min before lunch and 3 h 55 min after. Total drive time?", 420, 355),
]

DELIVERY = [
    minus("Van loaded with 186 parcels, delivered 139, how many back to the depot?", 186, 139),
    times("Paid £1.35 a drop and I did 142 drops, what's my pay", "1.35", 142),
    minus("Route is 96 miles, done 58 this morning and 17 since lunch. How many left?", 96, 58, 17),
    between("Out the door 07:10, back in 17:55. How long was that?", "07:10", "17:55"),
    earlier("Customer's slot ends 4:00pm, I'm 35 min away, latest I can leave?", "4:00 PM", 35),
    shared("How many per cage if 234 parcels go into 9 cages evenly?", 234, 9),
    goes("Is 312 divisible by 24, trying to load trays evenly", 312, 24),
    left_over("Got 400 leaflets, bundles of 30, how many loose after I make the bundles", 400, 30),
    later("Last drop done at 13:50, then a 45 min break. Back on the road when?", "13:50", 45),
    times("Fuel: 38 litres at £1.47, what did it cost", 38, "1.47"),
    run("Multi-drop week: 20 drops day one, then 5 more each day till I hit 60 on the last day. Total "
        "drops?", 20, 60, 5),
    length_less("Allowed 9 hours driving, done 6 hours 35 minutes. How much left?", 900, 635),
    plus("Parcels: 47, 52, 38, 61 over four days. Total?", 47, 52, 38, 61),
    shared("Pay's £612 for 6 days, what's that a day?", 612, 6),
    later("Started at 6:40 am, 11 hours is the max, when must I stop?", "6:40 AM", 660),
    times("Did 18 drops an hour for 7 hours, how many drops?", 18, 7),
]

HOSPITAL_ROTA = [
    later("Paracetamol given at 14:20, next dose 6 hours later. What time?", "14:20", 360),
    between("Night shift 20:00 to 08:30, how long is that?", "20:00", "08:30"),
    times("Paeds: 15 mg per kg, child is 24 kg, how many mg?", 15, 24),
    shared("500 mL bag over 4 hours, what's that in mL per hour?", 500, 4),
    minus("Ward has 28 beds, 19 occupied, how many free?", 28, 19),
    plus("Fluid in: 250 mL, 400 mL, 180 mL and 350 mL. Total intake?", 250, 400, 180, 350),
    later("Obs are 4-hourly. Last set done at 02:00, when are the next due?", "02:00", 240),
    shared("Rota: 36 night shifts split between 9 nurses, how many each", 36, 9),
    earlier("Nil by mouth from 6 hours before theatre at 13:30, what time does NBM start?", "13:30", 360),
    between("Long day 07:00 to 19:45, how many hours?", "07:00", "19:45"),
    left_over("Tabs come in packs of 28, we've 200 tabs, how many spare after full packs", 200, 28),
    goes("Can 84 hours be split evenly into 12-hour shifts?", 84, 12),
    lengths_added("Hours worked this week: 12 h 30 on Monday, 11 h 45 on Thursday. Total?", 1230, 1145),
    power("Infection control training: a bug doubling 8 times gives 2^8. How many's that?", 2, 8),
    times("Patient on 2 tabs four times a day, so 8 a day, for 14 days. How many tabs to dispense?", 8, 14),
    times("How many syringes is 6 boxes of 100?", 6, 100),
]

CARE_ROTA = [
    between("Carer's round: first call at 07:15, last call finishes 13:40. How long is the round?",
            "07:15", "13:40"),
    times("Each call is 30 min and I have 9 calls. How many minutes of care?", 30, 9),
    plus("Mileage: 14, 8, 11, 6 and 9 miles between calls today. Total?", 14, 8, 11, 6, 9),
    minus("Contracted 37.5 hours, done 29.75 so far, how many left?", "37.5", "29.75"),
    earlier("Lunch call is at 12:30 and I'm 20 minutes away, when do I leave the last client?", "12:30", 20),
    later("Tea call 16:45, it's 45 minutes, finishing at?", "16:45", 45),
    times("Mileage paid 45p a mile, I did 212 miles, how much in pence?", 45, 212),
    shared("Rota for 6 carers, 132 calls this week, how many each if it's even", 132, 6),
    between("Sleep-in from 22:00 to 07:00, how many hours is it?", "22:00", "07:00"),
    left_over("Client's pill organiser has 7 compartments, 45 tablets, how many left after filling them "
              "equally?", 45, 7),
    goes("Are 156 visits divisible evenly among 13 carers?", 156, 13),
    lengths_added("Timesheet: 5 h 20 m Monday and 6 h 55 m Tuesday, total?", 520, 655),
    length_less("I'm owed 3 hours 10 minutes of TOIL, used 1 hour 45. What's left?", 310, 145),
    run("Fundraiser for the care home: £1 on day one, a pound more every day, ending at £30. Total?", 1, 30),
    times("Care home has 48 residents, each has 3 meals a day, how many meals a day?", 48, 3),
]

SCOUTS_AND_GUIDES = [
    shared("Camp: 42 scouts, tents sleep 6, how many tents do we need?", 42, 6),
    times("Subs are £3.50 a week for 12 weeks, what's that per cub?", "3.50", 12),
    later("Hike starts at 9:15 am and we reckon 4 hours 30 min, back at?", "9:15 AM", 270),
    plus("Bob-a-job totals: £18, £24.50, £12 and £9.75. Total raised?", 18, "24.50", 12, "9.75"),
    minus("We had 250 sausages for the BBQ, 187 eaten. Leftovers?", 250, 187),
    left_over("Guides are put into patrols of 8. 45 guides. How many spare after full patrols?", 45, 8),
    goes("Can 96 biscuits be shared evenly between 14 Brownies?", 96, 14),
    between("Campfire lit at 19:40, put out at 22:25, how long did it burn?", "19:40", "22:25"),
    run("Knots challenge: 1 knot in the first minute, 2 in the second, up to 12 in the last minute. Total "
        "knots?", 1, 12),
    lengths_added("Wide game lasts 1 hr 15 and clean-up 40 min, total?", 115, 40),
    power("Badge work: 3 to the power of 5 for the maths challenge badge, what is it?", 3, 5),
    earlier("Beavers need to be collected by 18:30, activity takes 1 hour 20 minutes. Latest start?",
            "18:30", 80),
    minus("Fundraising: raised £1,840, minibus costs £2,500. How much more?", 2500, 1840),
    times("Tent pegs: 18 tents, 12 pegs each. How many pegs?", 18, 12),
    squares("Challenge for the Scouts tonight: sum of the squares 1 to 10", 1, 10),
    times("Trip is £28 a head for 17 cubs, total?", 28, 17),
]

BOARD_GAMES = [
    plus("Scrabble scores: I got 87, 64 and 112 in three games. Total?", 87, 64, 112),
    minus("Paid £400 for Mayfair and £200 for a station out of my £1,500. What's left?", 1500, 400, 200),
    times("Catan: I made 6 trades at 4 sheep each, how many sheep did I hand over?", 6, 4),
    shared("We have 120 armies to share among 5 players equally, how many each?", 120, 5),
    between("Chess game started 19:05 and finished 21:40, how long did it last?", "19:05", "21:40"),
    later("Game night starts at 7:30 pm, we reckon Twilight Imperium is 6 hours 15 min. When does it end?",
          "7:30 PM", 375),
    minus("100 tiles in the bag, 28 on racks, how many left in the bag?", 100, 28),
    power("How many outcomes rolling 3 six-sided dice: 6 cubed?", 6, 3),
    run("Our house scoring: 1 point for the first card, 2 for the second, up to 15 for the last one. Max "
        "score?", 1, 15),
    goes("Is 84 divisible by 7 so everyone gets the same number of tiles?", 84, 7),
    times("Monopoly banker has 30 £500 notes, how much is that?", 30, 500),
    minus("Dominoes: playing to 121, I'm on 87. How many more do I need?", 121, 87),
    plus("Final scores of our Carcassonne league: 142, 118, 97, 131. League total?", 142, 118, 97, 131),
    left_over("Deal 74 resource cards around 4 players as evenly as possible, how many left over?", 74, 4),
    lengths_added("Pandemic session was 2 h 10 min, then Azul 45 min. Total playing time?", 210, 45),
    times("Ticket to Ride: 45 trains each for 5 players, how many trains in the box?", 45, 5),
]

CARD_GAMES = [
    plus("Crib scores this game: 12, 8, 16, 7, 24. What's my total?", 12, 8, 16, 7, 24),
    minus("Gin rummy: I'm on 87, she's on 142, how far behind am I?", 142, 87),
    times("Poker: 8 of us buy in at £15, what's the pot?", 8, 15),
    shared("Deal 52 cards between 4 players, how many each", 52, 4),
    left_over("Deal 52 cards to 5 players, how many left over?", 52, 5),
    goes("Does a deck of 52 deal evenly to 3 players?", 52, 3),
    later("Whist drive starts 7:45 pm, 24 hands at about 6 min each = 144 min. When does it end?",
          "7:45 PM", 144),
    between("Bridge night from 19:15 to 22:50, how long did we play?", "19:15", "22:50"),
    plus("Hearts: my scores were 13, 0, 26, 4, 9 - total so far?", 13, 0, 26, 4, 9),
    minus("Uno: we play to 500 points and I'm at 362. How many to win?", 500, 362),
    power("Suits of a 5-card hand: 4 to the power of 5 ways, what's that number?", 4, 5),
    times("Bet £25 a hand over 16 hands, how much did I put in?", 25, 16),
    run("Ace to king in one suit counts 1 + 2 + ... + 13. What's the total?", 1, 13),
    shared("Poker pot £360 split 3 ways after a chop", 360, 3),
    lengths_added("Solitaire marathon: played 1 hour 50 min then 2 hours 25 min, total?", 150, 225),
    times("Bridge club: 13 tables of 4 players, how many players?", 13, 4),
]

RECIPE_SCALING = [
    times("Recipe needs 250 g of flour for 4 people, I'm feeding 12, so that's 250 × 3, right? How much?",
          250, 3),
    times("Doubling the sauce: 375 ml of stock doubled is how much?", 375, 2, named=(2,)),
    shared("Halving my nan's recipe: 450 g of butter, how much do I need now?", 450, 2, named=(2,)),
    shared("Cake serves 8, I need to serve 56. How many times do I scale it?", 56, 8),
    times("Tripling the shortbread: 125 g of sugar becomes how much?", 125, 3, named=(3,)),
    earlier("Joint needs 2 hours 40 minutes, I want it out at 6:30 pm. When does it go in?", "6:30 PM", 160),
    lengths_added("Dough proves 1 h 30 min, then bakes 35 min. Total time?", 130, 35),
    later("Bread in at 11:50, takes 40 minutes. When's it out?", "11:50", 40),
    left_over("1,000 g of mince into 150 g burgers, how much mince is left after the last whole burger?",
              1000, 150),
    plus("Ingredients: 200 g flour, 150 g sugar, 175 g butter, 100 g chocolate. Total weight of the mix?",
         200, 150, 175, 100),
    times("Scaling up: 3 eggs per batch and I'm doing 14 batches. Eggs?", 3, 14),
    minus("Had 2,000 ml of milk, the recipe uses 650 ml and the custard 480 ml. Left?", 2000, 650, 480),
    goes("Can 360 g of dough be split into 45 g rolls exactly?", 360, 45),
    run("Croquembouche: top ring 1 choux, then 2, 3 and so on, bottom ring 20. How many buns?", 1, 20),
    shared("Recipe makes 24 cookies, I need 300 cookies. How many batches?", 300, 24),
]

EMAIL_QUOTED = [
    plus("> Can you total the three quotes?\n> £1,450, £2,380 and £975\n\nHi Priya, what's the total, just "
         "so we agree?", 1450, 2380, 975),
    shared("> We have 2,400 brochures to go out in packs of 50.\n\nHow many packs is that? Printer needs to "
           "know today.", 2400, 50),
    between("> The room's booked 09:30 to 12:45.\n\nThanks. How long is that booking in total?",
            "09:30", "12:45"),
    minus("> Order was 480 units, 137 came damaged.\n\nSo how many good units did we receive?", 480, 137),
    times("> Rate is £42 an hour, 37 hours this month.\n\nWhat should the invoice say then?", 42, 37),
    later("> Flight lands 14:55, transfer is 1 hour 40 minutes.\n\nWhat time will he reach the hotel?",
          "14:55", 100),
    minus("> budget 5,000, spent 1,275 on venue, 860 on catering\n\nWhat's left in the budget?",
          5000, 1275, 860),
    goes("> Can 1,728 chairs go into rows of 24 with none over?\n\nYes or no would do, thanks", 1728, 24),
    left_over("> 1,000 days split into whole weeks\n> leaves how many days over?\n\nCan anyone answer Tom's "
              "question above?", 1000, 7, named=(7,)),
    earlier("> Meeting runs 40 minutes and must end by 4:15pm\n\nSo what time should we start it?",
            "4:15 PM", 40),
    power("> The tank's 12 m each way, so 12 cubed cubic metres.\n\nWhat's that figure then?", 12, 3),
    times("> 6 boxes at £18.75\n\nRight, what's the total for the PO?", 6, "18.75"),
    run("> Seat numbers run 1 to 60 and each sponsor gives £1 per seat number.\n\nSo what's the total if "
        "every seat number is added up?", 1, 60),
    lengths_added("> 2 h 20 min for setup and 1 h 15 min for teardown\n\nHow much crew time is that "
                  "altogether?", 220, 115),
    shared("> We raised 1,260 across 14 teams\n\nWhat's the average per team?", 1260, 14),
    times("> 35 attendees at £24 per head\n\nCan you confirm the catering total?", 35, 24),
]

CHAT_CORRECTION = [
    plus("what's 347 + 289\nsorry, 347 + 298 I meant", 347, 298),
    minus("Can you work out 1,250 - 475? wait no, 1,250 - 457", 1250, 457),
    times("how much is 36 x 14\n*36 x 41", 36, 41),
    shared("split 840 between 6 people... actually 7 people, Dan's coming", 840, 7),
    goes("is 2,145 divisible by 13\noops typo, 2,145 by 11", 2145, 11),
    later("bus is at 5:40pm, takes 35 mins\ncorrection: 55 mins", "5:40 PM", 55),
    power("what's 3 to the power 8\nnvm I meant power 9", 3, 9),
    left_over("remainder of 500 / 9?\nno sorry 600 / 9", 600, 9),
    between("shift 08:00 to 16:30 how long\nedit: finished at 17:15 actually", "08:00", "17:15"),
    plus("total of 45, 67 and 89\n- forgot one, add 23 too", 45, 67, 89, 23),
    run("sum 1 to 80?\nsorry, sum 1 to 90", 1, 90),
    squares("sum of squares 1 to 10\nugh no, 1 to 11", 1, 11),
    earlier("I need 12:45 minus 50 minutes\n12:45 pm I mean, minus 1 hour 50", "12:45 PM", 110),
    times("48 × 25?\nno 48 × 250 sorry", 48, 250),
    minus("what's 9,000 minus 3,742\n*9,400 minus 3,742", 9400, 3742),
    times("what's 23 × 19\nsorry 23 × 91", 23, 91),
]

THINKING_ALOUD = [
    plus("ok so 58 plus 76 is… hang on, 58 plus 76, what is it", 58, 76),
    minus("right so the total's 2,000 and I've used 1,386, so that leaves... um... how much?", 2000, 1386),
    times("hmm 17 times 17, that's like 289? or is it… no wait, what is it actually", 17, 17),
    shared("so if 1,440 minutes split into 16... hang on, 1,440 divided by 16 is what", 1440, 16),
    power("2 to the 11 is… 2048? let me think… what's 2 to the 11?", 2, 11),
    goes("wait, does 7 go into 91 evenly… I mean is 91 divisible by 7", 91, 7),
    left_over("so 1000 divided by 7… 142 and something… what's the remainder bit", 1000, 7),
    later("ok so leaving at 10:50 and it's 2 h 25… that gets me in at… hmm", "10:50", 145),
    between("started at 9:35 and now it's 11:10 so I've been going… erm… how long", "9:35", "11:10"),
    run("1 + 2 + 3 all the way to 24... that's… no idea, what is it", 1, 24),
    cubes("so 1 cubed plus 2 cubed up to 5 cubed… 1, 8, 27… what's the total", 1, 5),
    lengths_added("so 45 min then another 1 h 35… altogether that's… hang on", 45, 135),
    length_less("I had 3 h 10 of battery, used 1 h 55, so that's… what's left?", 310, 155),
    plus("23 + 48 + 19… carry the… ugh, what's that add up to", 23, 48, 19),
    earlier("need to be there for 6:15pm and it's 40 min… so leave at… what time?", "6:15 PM", 40),
    times("so 14 boxes of 36… that's like 500-odd… what is 14 times 36 exactly", 14, 36),
]

HOMEWORK_TAGGED = [
    shared("[Grade 6 Math] Long division\n\nWhat is 8,652 ÷ 14? I got 618 but not sure if thats right",
           8652, 14),
    power("[Year 9 maths] indices\nWhat's 5^5? I keep getting confused with 5 x 5", 5, 5),
    plus("[Grade 5 math] adding big numbers\n45,678 + 23,459 + 8,904, the teacher wants the total",
         45678, 23459, 8904),
    run("[College algebra] sum of series\nEvaluate 3 + 7 + 11 + ... + 99. I know it's arithmetic but "
        "forget the formula", 3, 99, 4),
    goes("[Grade 8] Is 3,471 divisible by 13?\nWe're doing divisibility and I can't find a rule for 13 lol",
         3471, 13),
    between("[Middle school] elapsed time\nA flight leaves at 9:45 PM and lands at 6:10 AM the next day. "
            "How long is the flight?", "9:45 PM", "6:10 AM"),
    minus("[Grade 4] subtraction\n60,000 - 27,384 = ? Zeros are killing me", 60000, 27384),
    squares("[High school] sum of squares\nCalculate the sum of squares from 1 to 40 (1² + 2² + … + 40²)",
            1, 40),
    left_over("[Grade 7] Remainders\nWhat's the remainder of 7,777 ÷ 12?", 7777, 12),
    times("[Grade 3 math] multiplication\nWhat is 9 x 468? Need to show work", 9, 468),
    later("[Grade 5] Time\nThe game started at 2:55 PM and lasted 3 hours 18 minutes. When did it end?",
          "2:55 PM", 198),
    earlier("[Grade 6] Time problem\nHe has to be at school at 8:05 AM. It takes him 47 minutes to get "
            "ready and walk. When must he get up?", "8:05 AM", 47),
    cubes("[Grade 10 math] sum of cubes\nFind 1³ + 2³ + … + 15³", 1, 15),
    times("[Grade 5] money\nA book costs $12.75. How much do 8 books cost?", "12.75", 8),
    length_less("[Grade 4] time subtraction\n5 hours 10 minutes - 2 hours 35 minutes = ?", 510, 235),
    times("[Grade 4] multiplying by 11\nWhat is 63 × 11? Is there a trick?", 63, 11),
]

TEACHER_MARKING = [
    plus("One of my Year 4s has written 5,012 for 2,786 + 2,326. What's the correct total?", 2786, 2326),
    minus("Marking: pupil says 7,000 − 2,861 = 4,249. What's the right answer?", 7000, 2861),
    times("Quick check while marking: 64 × 23?", 64, 23),
    shared("A child in my class says 3,264 ÷ 8 = 408. Correct?", 3264, 8),
    goes("Pupil wrote that 1,011 is divisible by 3. Is that right?", 1011, 3),
    later("Writing a problem for the class: 'A school trip leaves at 8:35 am and arrives 2 hours 50 "
          "minutes later.' What time does it arrive?", "8:35 AM", 170),
    between("Marking homework: 'How long from 13:25 to 16:10?' One child put 3 hours 15. What is it "
            "really?", "13:25", "16:10"),
    power("For my top set: what's 7 to the power of 4?", 7, 4),
    left_over("Checking my own example before I teach it: remainder of 250 ÷ 11", 250, 11),
    run("Starter question for Y6: sum of all even numbers from 2 to 50. What's the answer?", 2, 50, 2),
    squares("I want to show the class 1² + 2² + ... + 12². What does it come to?", 1, 12),
    later("Plenary question: if PE starts at 13:40 and lasts 1 h 5 min, when does it end?", "13:40", 65),
    plus("Marking: 'Total of 345, 278 and 619'. A pupil wrote 1,142. Right or wrong, and what's correct?",
         345, 278, 619),
    length_less("Setting a homework: 'A film is 2 h 15 min, we've watched 1 h 40 min. How much is left?' "
                "What's the answer for the key?", 215, 140),
    power("Can you verify 15 cubed for my Year 8 lesson", 15, 3),
    times("Marking: a pupil has 2,772 for 84 × 33. What should it be?", 84, 33),
]

BAR_STAFF = [
    times("Round of 4 pints at £5.40 each, how much?", 4, "5.40"),
    plus("Tab: £23.50, £18.20, £31.00 and £9.80, what's it all come to?", "23.50", "18.20", "31.00", "9.80"),
    minus("Keg is 88 pints, we've pulled 61, how many left?", 88, 61),
    shared("Tips jar £186 between 6 staff, how much each", 186, 6),
    later("Last orders 23:00, time at the bar is called 20 minutes later. When?", "23:00", 20),
    between("Shift 17:30 to 01:00, how many hours?", "17:30", "01:00"),
    left_over("Bottles in crates of 24, we've 130 bottles, how many won't fill a crate?", 130, 24),
    goes("Can 75 glasses go into racks of 25 with none spare?", 75, 25),
    times("Quiz night prize pot: £2 each from 47 people, total?", 2, 47),
    minus("Customer handed me £50 for a £36.80 round, change?", 50, "36.80"),
    power("Pub quiz tiebreak: what's 13 squared?", 13, 2),
    run("Stacking a glass tower: 1 on top, 2 under it, down to 8 on the bottom row. How many glasses?", 1, 8),
    times("Cellar: 9 kegs at £112 each?", 9, 112),
    later("Band on 21:15, plays 1 hour 45, off at?", "21:15", 105),
    earlier("Doors open 19:30, we need 45 minutes to set up, when do we start?", "19:30", 45),
]

POULTRY_AND_EGGS = [
    plus("My hens laid 11, 13, 12, 9, 14, 10 and 12 this week, total eggs?", 11, 13, 12, 9, 14, 10, 12),
    left_over("Egg boxes hold 6, I've got 87 eggs, how many over after filling boxes?", 87, 6),
    times("Sold 23 boxes at £2.20 a box, how much taken?", 23, "2.20"),
    shared("Layers pellets: 20,000 g bag, 125 g per hen a day, how many hen-days does it last?", 20000, 125),
    minus("Incubator: set 42 eggs, 29 hatched, how many didn't?", 42, 29),
    between("Lights on the coop at 05:45 and off at 21:15, how long are they on?", "05:45", "21:15"),
    later("Hen house door opens 7:10 am, the auto timer shuts it 13 hours 20 minutes later. What time?",
          "7:10 AM", 800),
    goes("Is 156 eggs divisible into trays of 30?", 156, 30),
    power("Run is 12 m by 12 m, that's 12 squared square metres, how many?", 12, 2),
    run("Pullets coming into lay: 1 egg on day one, 2 on day two, up to 9 on the ninth day. Total?", 1, 9),
    shared("Paid £48 for 12 point-of-lay pullets, what's that each?", 48, 12),
    times("Feed £14.75 a bag, 6 bags a month, monthly cost?", "14.75", 6),
    minus("Had 200 eggs in the fridge, sold 144, used 18. How many left?", 200, 144, 18),
    lengths_added("Coop cleaning took 1 h 25 min, then the run 55 min. Total time?", 125, 55),
    shared("Duck eggs: 6 a box, I've 240 eggs, how many boxes?", 240, 6),
    times("Selling eggs at 30p each, I sold 96 eggs. How many pence?", 30, 96),
]

DARTS_AND_PUB_GAMES = [
    minus("501 to start, scored 140, 100 and 85, what do I need?", 501, 140, 100, 85),
    plus("Three darts: treble 20 is 60, then 57 and 19. What did I score?", 60, 57, 19),
    shared("Average: scored 1,386 in 14 visits, what's that per visit", 1386, 14),
    times("Pool league fees £12 each for 9 players, total?", 12, 9),
    minus("Checkout: I'm on 170, hit 60 and 60, what's left?", 170, 60, 60),
    later("League night 20:00 start, 3 hours 15 minutes of darts, done by?", "20:00", 195),
    goes("Can 117 be split into three equal darts? Is 117 divisible by 3?", 117, 3),
    between("Dominoes night: we played from 7:40pm to 10:55pm, how long?", "7:40 PM", "10:55 PM"),
    run("Round the clock: 1 + 2 + ... + 20 if you hit every number once. Total?", 1, 20),
    power("Quiz machine question: what's 21 squared", 21, 2),
    left_over("Raffle: 365 tickets into 8 bags equally, how many over", 365, 8),
    shared("Kitty is £240 shared among 16 team members, how much each?", 240, 16),
    plus("Match averages: 87, 92, 78 and 101, what's the total of all four?", 87, 92, 78, 101),
    squares("Sum of squares trivia at the pub: 1² + 2² + … + 9²?", 1, 9),
    later("Quiz starts 8:30 pm and takes 2 h 10 min, when's it finish?", "8:30 PM", 130),
    times("Six of us in the sweepstake at £5 a go, what's in the pot?", 6, 5),
]
# fmt: on

FAMILIES = {
    "indian-student": INDIAN_STUDENT,
    "nigerian-student": NIGERIAN_STUDENT,
    "filipino-student": FILIPINO_STUDENT,
    "australian": AUSTRALIAN,
    "canadian": CANADIAN,
    "south-african": SOUTH_AFRICAN,
    "irish": IRISH,
    "homework-site": HOMEWORK_SITE,
    "homework-tagged": HOMEWORK_TAGGED,
    "teacher-answer-key": TEACHER_ANSWER_KEY,
    "teacher-marking": TEACHER_MARKING,
    "farmers": FARMERS,
    "gardeners": GARDENERS,
    "poultry-and-eggs": POULTRY_AND_EGGS,
    "till-staff": TILL_STAFF,
    "cafe": CAFE,
    "bar-staff": BAR_STAFF,
    "taxi": TAXI,
    "delivery": DELIVERY,
    "hospital-rota": HOSPITAL_ROTA,
    "care-rota": CARE_ROTA,
    "scouts-and-guides": SCOUTS_AND_GUIDES,
    "board-games": BOARD_GAMES,
    "card-games": CARD_GAMES,
    "darts-and-pub-games": DARTS_AND_PUB_GAMES,
    "recipe-scaling": RECIPE_SCALING,
    "email-quoted": EMAIL_QUOTED,
    "chat-correction": CHAT_CORRECTION,
    "thinking-aloud": THINKING_ALOUD,
}
