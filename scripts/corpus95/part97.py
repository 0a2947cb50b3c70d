"""Part 97: the internet and devices."""

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

SEARCH_BAR = [
    times("17*24 =", 17, 24),
    times("price of 14 tiles at 3.75 each", 14, "3.75"),
    times("how many seconds in 45 minutes", 45, 60, named=(60,)),
    plus("328 plus 1947 equals", 328, 1947),
    plus("total calories 540 breakfast 780 lunch 1120 dinner", 540, 780, 1120),
    minus("how many years from 1969 to 2024", 2024, 1969),
    minus("8.2 minus 3.65", "8.2", "3.65"),
    later("what time is it 90 minutes after 10:45 am", "10:45 AM", 90),
    later("21:30 + 4 hours 20 min what time", "21:30", 260),
    shared("£1,350 divided by 12 months", 1350, 12),
    shared("mpg calculator 456 miles 12 gallons", 456, 12),
    between("how long from 06:40 to 14:05", "06:40", "14:05"),
    between("hours between 11pm and 7:30am", "11:00 PM", "7:30 AM"),
    goes("is 391 divisible by 17", 391, 17),
    goes("can 1000 be divided evenly by 24", 1000, 24),
    power("2^16", 2, 16),
    power("11 squared", 11, 2),
    left_over("remainder of 1000 / 7", 1000, 7),
    run("sum of all integers from 1 to 365", 1, 365),
    earlier("what time was it 3 hours 15 minutes before 02:10", "02:10", 195),
    squares("sum of squares 1 to 20", 1, 20),
]

FORUM_POSTS = [
    times(
        "Budget for paving slabs?\n\nHi all, long time lurker. Need 38 slabs for the patio and the yard "
        "wants £6.45 a slab. What am I looking at before delivery?",
        38,
        "6.45",
    ),
    times(
        "RE: Feeding amounts\nEach of my 9 hens gets through about 120 g of layers pellets a day. How "
        "many grams a day is that for the whole flock?",
        9,
        120,
    ),
    times(
        "[Help] Top-up water for my tank\nI'm adding 3.5 L every day to cover evaporation. How many "
        "litres is that over a week?",
        "3.5",
        7,
        named=(7,),
    ),
    times(
        "Shelving project - how much board?\nCutting 16 shelves, each 85 cm long. Total cm of board "
        "needed, ignoring the kerf?",
        16,
        85,
    ),
    plus(
        "Mileage check\nDid 212 miles Friday, 96 Saturday and 175 on Sunday. What's my weekend total? "
        "Adding on the phone keeps going wrong lol",
        212,
        96,
        175,
    ),
    plus(
        "Savings thread - monthly update\nHad £2,480 in the pot and added £365 this month. Where does "
        "that put me?",
        2480,
        365,
    ),
    minus(
        "Weight loss progress!!\nStarted at 104.6 kg, weighed in this morning at 97.9 kg. How much is "
        "that gone? maths is not my strong suit",
        "104.6",
        "97.9",
    ),
    minus(
        "Elevation question\nThe summit is 1,085 m and the car park we set off from sits at 312 m. How "
        "much climbing is that?",
        1085,
        312,
    ),
    minus(
        "Re: PC build budget\nBudget is $1,500 and the GPU ate $679 of it. How much do I have left for "
        "everything else?",
        1500,
        679,
    ),
    later(
        "Bread timings\nPut my dough in to prove at 14:20 and the recipe says 1 h 40 min. When do I shape "
        "it?",
        "14:20",
        100,
    ),
    later(
        "Night shift question\nI start at 9:45 pm and the shift is 8 hours 30 minutes long. What time do "
        "I finish?",
        "9:45 PM",
        510,
    ),
    shared("Splitting the cottage cost\nCottage came to £1,134 for 7 of us. How much per person?", 1134, 7),
    shared(
        "Aquarium dosing\nThe bottle holds 500 ml and I dose 8 ml at a time. How many doses does a bottle "
        "give me?",
        500,
        8,
    ),
    between(
        "Flight time - normal or not?\nTook off at 08:55 and landed at 13:20, same timezone. How long was "
        "I actually in the air?",
        "08:55",
        "13:20",
    ),
    between(
        "Sleep tracking thread\nBed at 11:40 pm, alarm goes at 6:15 am. How much sleep is that if I drop "
        "off straight away?",
        "11:40 PM",
        "6:15 AM",
    ),
    goes(
        "Tiling layout\nWall is 240 cm wide and the tiles are 15 cm. Will a whole number of tiles fit "
        "across with no cut at the end? (ignoring grout)",
        240,
        15,
    ),
    power(
        "Exponent homework argument\nMy kid's sheet asks for 3 to the power of 7 and we both got "
        "different answers. What is it actually?",
        3,
        7,
    ),
    left_over(
        "Packing order\nGot 250 candles and the boxes hold 12. After filling as many boxes as I can, how "
        "many candles are left loose?",
        250,
        12,
    ),
    run(
        "Advent savings challenge\nPut in £1 on the 1st, £2 on the 2nd and so on, up to £24 on the 24th. "
        "What's the total saved?",
        1,
        24,
    ),
    run(
        "Running club - build-up plan\nMy runs go 3 km, 5 km, 7 km and so on, adding 2 km each time, "
        "finishing at 21 km. Total distance over the plan?",
        3,
        21,
        step=2,
    ),
    earlier(
        "Turkey timings help\nWe want to eat at 17:30. The bird needs 4 h 10 min including resting. What "
        "time does it need to go in?",
        "17:30",
        250,
    ),
    lengths_added(
        "Podcast editing\nRaw recording is 2 h 35 min and the bonus episode is 48 min. Combined length to "
        "edit?",
        235,
        48,
    ),
]

CHAT_MESSAGES = [
    times("yo anyone good at maths\nwhats 23 x 19", 23, 19),
    times("Mum: How much is 5 pizzas at 11.99 each love? Dad's asking", 5, "11.99"),
    times("@everyone raid needs 12 runs and each run is 35 mins, how many mins is that total", 12, 35),
    times("guys quick how many hours is 9 days 😅", 9, 24, named=(24,)),
    plus("bro ive got 1,250 gold + 875 from the quest how much is that", 1250, 875),
    plus("shopping so far: milk 1.35, bread 1.10, eggs 2.49 — total?", "1.35", "1.10", "2.49"),
    plus(
        "ok so the group spent 64 on the taxi there and 57 on the one back, whats the total for travel",
        64,
        57,
    ),
    minus("need 5000 xp for next level and im on 3,680 how much more 😭", 5000, 3680),
    minus("wait if the ps5 was 479.99 and they knocked 75 off what's it now", "479.99", 75),
    minus("started the day on 92% battery and now on 38%, how much did i burn through", 92, 38),
    later("movie's 2h28, we're starting at 20:15, what time will it finish", "20:15", 148),
    later("leaving at 6:50pm, its a 55 min drive, when do we get there??", "6:50 PM", 55),
    later("server restart is 3 hours 45 minutes after 23:30. what time does that land", "23:30", 225),
    shared("ok splitting the airbnb: 870 between 6 of us = ?", 870, 6),
    shared("the 4 of us won 250 at the pub quiz!! how much each", 250, 4),
    between("stream went from 19:05 to 23:50, how long was i live for", "19:05", "23:50"),
    between(
        "flight lands 5:40am n the bus leaves 9:15am. how long we stuck at the airport", "5:40 AM", "9:15 AM"
    ),
    goes("can 56 ppl split into teams of 8 for the tourney or nah", 56, 8),
    power("whats 5^4 again", 5, 4),
    left_over(
        "we've got 100 sweets for 7 kids, everyone gets the same amount, how many are left for me 😂", 100, 7
    ),
    run("lol what's 1+2+3+...+40", 1, 40),
    earlier("need to be at the station for 07:05, walk takes 25 min, when do i leave", "07:05", 25),
    length_less("game says 4h20 to beat and ive played 2h55 so far, how much longer", 420, 255),
]

SMART_SPEAKER = [
    times("hey google what is twelve times fifteen", 12, 15),
    times("alexa how much is eight tickets at 24.50 each", 8, "24.50"),
    times("ok google how many minutes are there in 6 hours", 6, 60, named=(60,)),
    plus("alexa what's three hundred and forty plus five hundred and sixty two", 340, 562),
    plus("hey siri add 48 and 76 and 103", 48, 76, 103),
    minus("alexa what is one thousand minus two hundred and fifty seven", 1000, 257),
    minus("hey google what's 91 take away 38", 91, 38),
    later("alexa what time will it be 40 minutes after 3:25 pm", "3:25 PM", 40),
    later(
        "hey google if the chicken goes in at 18:10 and needs 1 hour 15 minutes when will it be done",
        "18:10",
        75,
    ),
    later("ok google what time is it 2 hours 50 minutes from 10:35 am", "10:35 AM", 170),
    shared("alexa what's seven hundred and twenty divided by sixteen", 720, 16),
    between("hey google how long is it from 9:15 am to 4:50 pm", "9:15 AM", "4:50 PM"),
    between("alexa how many hours and minutes between 22:45 and 06:30", "22:45", "06:30"),
    goes("hey siri does nine go into one hundred and seventeen", 117, 9),
    power("alexa what's two to the power of twelve", 2, 12),
    left_over("hey google what is the remainder when 500 is divided by 13", 500, 13),
    left_over("alexa if i share 75 cookies between 8 plates how many are left over", 75, 8),
    run("hey google what do you get if you add all the numbers from one to one hundred", 1, 100),
    earlier("alexa what time was it 35 minutes before 1:10 pm", "1:10 PM", 35),
    cubes("hey google what is the sum of the cubes of one to five", 1, 5),
]

CHATBOT_PROMPTS = [
    times("Calculate 342 × 27. Respond with only the final number, no explanation.", 342, 27),
    times(
        "I'm pricing a workshop: 18 attendees at $45.50 per seat. What's the gross? Give the answer as a "
        "dollar amount.",
        18,
        "45.50",
    ),
    times(
        'You are a helpful assistant. Task: multiply 0.75 by 64. Output format: JSON like {"answer": ...}',
        "0.75",
        64,
    ),
    plus("Add these and return just the total, no working:\n- 1,245\n- 390\n- 2,008", 1245, 390, 2008),
    plus("Please sum 12.5 and 7.75 and show the result in bold.", "12.5", "7.75"),
    minus("What is 9,000 minus 4,387? Keep it short - number only.", 9000, 4387),
    minus(
        "My invoice total is 2,340 and the client has paid 1,875.50. Tell me the outstanding balance, "
        "formatted as currency.",
        2340,
        "1875.50",
    ),
    later("Meeting starts 13:45 and runs 1 h 50 min. What time does it end? Answer as HH:MM.", "13:45", 110),
    later(
        "Act as a travel planner. A train departs at 11:20 pm and the journey takes 6 hours 15 minutes. "
        "Arrival time? Reply with the time only.",
        "11:20 PM",
        375,
    ),
    shared("Divide 1,260 by 35. Only output the quotient.", 1260, 35),
    shared(
        "Compute the average speed for 195 km covered in 2.5 hours. Give km/h, no extra explanation needed.",
        195,
        "2.5",
    ),
    between(
        "How much time elapses between 04:50 and 12:15 on the same day? Format the answer as X h Y min.",
        "04:50",
        "12:15",
    ),
    goes("Yes or no only: is 7,429 divisible by 17?", 7429, 17),
    goes("Does 23 divide 500 evenly? Answer with a single word.", 500, 23),
    power("Evaluate 6^5. Return the integer only.", 6, 5),
    left_over("What is 2024 mod 9? Just the number please.", 2024, 9),
    run(
        "Find the sum of the arithmetic series 10 + 20 + 30 + ... + 200. Show only the final value.",
        10,
        200,
        step=10,
    ),
    earlier(
        "I need to arrive by 9:00 am and the drive takes 2 hours 35 minutes. What's the latest I can "
        "leave? Answer in a full sentence.",
        "9:00 AM",
        155,
    ),
    squares("Compute the sum of the squares of the integers 1 through 15 and output just the number.", 1, 15),
    cubes("Sum of cubes from 1 to 10 — put the result in a code block.", 1, 10),
]

EMAILS = [
    times(
        "Subject: Catering order\n\nHi Sarah,\n\nCould you confirm the cost for 45 lunches at £8.20 per "
        "head?\n\nThanks,\nTom",
        45,
        "8.20",
    ),
    times(
        "Subject: Mileage claim\n\nHello,\nI drove 186 miles on company business last month. At £0.45 per "
        "mile, how much should I be claiming?\n\nKind regards,\nAnita",
        186,
        "0.45",
    ),
    times(
        "Subject: Re: chairs for the hall\n\nWe're setting out 14 rows of 22 chairs. How many chairs is "
        "that altogether?",
        14,
        22,
    ),
    plus(
        "Subject: Fundraiser totals\n\nDear all,\nThe bake sale raised £312.40, the raffle £508 and the "
        "tombola £96.75. Could someone add these up for the newsletter?",
        "312.40",
        508,
        "96.75",
    ),
    plus(
        "Subject: Headcount for Saturday\n\nWe have 87 confirmed guests plus 34 partners coming along. "
        "Total numbers please?",
        87,
        34,
    ),
    plus(
        "Subject: Re: storage\n\nThe archive currently uses 738 GB and the new footage adds another 1,264 "
        "GB. What will the total come to?",
        738,
        1264,
    ),
    minus(
        "Subject: Budget remaining\n\nHi Priya,\nOur annual budget is £25,000 and we've spent £18,462 so "
        "far. How much do we have left?\n\nBest,\nJon",
        25000,
        18462,
    ),
    minus(
        "Subject: Stock discrepancy\n\nThe system says 1,420 units but the physical count found 1,387. "
        "What's the shortfall?",
        1420,
        1387,
    ),
    later(
        "Subject: Webinar timing\n\nThe webinar starts at 15:30 and is scheduled for 1 hour 45 minutes. "
        "What end time should I put on the invite?",
        "15:30",
        105,
    ),
    later(
        "Subject: Delivery window\n\nHi,\nThe driver left the depot at 7:40 am and estimates 3 hours 25 "
        "minutes on the road. When should we expect him?\nCheers",
        "7:40 AM",
        205,
    ),
    shared(
        "Subject: Leaving present\n\nThe gift came to £216 and there are 18 of us chipping in. What does "
        "each person owe?",
        216,
        18,
    ),
    between(
        "Subject: Timesheet query\n\nI clocked in at 08:10 and out at 17:25. Could you confirm how long "
        "that is before the lunch deduction?",
        "08:10",
        "17:25",
    ),
    goes(
        "Subject: Seating plan\n\nWe've got 132 guests and tables seat 10. Will the guests fill the "
        "tables exactly, with no partly filled table?",
        132,
        10,
    ),
    power(
        "Subject: Quick maths check\n\nHi Dad,\nMy teacher set 4 to the power of 6 for homework. Can you "
        "work it out so I can check mine?\nLove, Ella",
        4,
        6,
    ),
    left_over(
        "Subject: Printing order\n\nWe need 350 booklets and they come bundled in packs of 24. After "
        "making up full packs, how many loose booklets will there be?",
        350,
        24,
    ),
    run(
        "Subject: Shop window display\n\nThe tin pyramid has 1 can on the top row, 2 on the next, and so "
        "on down to 15 on the bottom row. How many cans do I need in total?",
        1,
        15,
    ),
    earlier(
        "Subject: Pick-up time\n\nYour flight departs at 14:05 and you should be at the airport 2 hours "
        "30 minutes before that. What time do you need to be there?",
        "14:05",
        150,
    ),
    lengths_added(
        "Subject: Training log\n\nI did 3 h 15 min of training on Monday and 2 h 50 min on Tuesday. "
        "What's my total for the record?",
        315,
        250,
    ),
    length_less(
        "Subject: Overtime claim\n\nI worked 9 h 05 min yesterday against a contracted shift of 7 h 30 "
        "min. How much extra time did I work?",
        905,
        730,
    ),
]

FAMILIES = {
    "97-search-bar": SEARCH_BAR,
    "97-forum-posts": FORUM_POSTS,
    "97-chat-messages": CHAT_MESSAGES,
    "97-smart-speaker": SMART_SPEAKER,
    "97-chatbot-prompts": CHATBOT_PROMPTS,
    "97-emails": EMAILS,
}
