"""Corpus 19, part 2: long rambles that end in one question, and two questions in one message."""

from __future__ import annotations

from makers import (
    between,
    cubes,
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

RAMBLE_HOME = [
    plus(
        "So my daughter is getting married next spring and we've been going back and forth on the venue for "
        "weeks. Her fiancé's family wanted the barn place near Keswick but it's miles from anywhere. In the "
        "end "
        "we went with the hotel, which honestly I think was the right call. My husband's been in charge of "
        "the "
        "budget, which is a worry in itself. He's got the deposit at £1,850 and the catering at £3,240 and "
        "says "
        "that's it for now. What do those two come to together?",
        1850,
        3240,
    ),
    times(
        "Right, bear with me. I've started knitting again after about twenty years off. My nan taught me "
        "when I "
        "was little and I'd forgotten how relaxing it is. I'm doing a blanket for my grandson out of "
        "squares. "
        "The pattern wants 9 rows of 14 squares. How many squares do I need to knit?",
        9,
        14,
    ),
    minus(
        "I've been saving for a car since I started my Saturday job. At first it was just a few quid a week "
        "but "
        "then I got more shifts over the summer. My dad said he'd help a bit but only if I did most of it "
        "myself. "
        "The car I want is £4,600 and I've got £2,975 saved. How much more do I need?",
        4600,
        2975,
    ),
    later(
        "We're off to Cornwall tomorrow and I've got the usual dread about the traffic. Last year it took us "
        "nearly seven hours because of roadworks at Exeter. The kids are 6 and 9 so they get bored after "
        "about "
        "ten minutes. My partner reckons if we set off early we'll miss the worst of it. Google says the "
        "drive "
        "is 4 hours 35 minutes. If we leave at 5:50 am, what time do we get there?",
        "5:50 AM",
        275,
    ),
    shared(
        "Our street does a bonfire party every year and this year I got roped into doing the money. I don't "
        "mind really, it's a good laugh. We had a whip-round and some of the neighbours were very generous. "
        "After the fireworks and the food there's £312 left over. We want to split it equally between the 8 "
        "houses that chipped in. How much does each house get back?",
        312,
        8,
    ),
    between(
        "My toddler has finally started napping properly, touch wood. For months she'd only sleep in the car "
        "or on me. The health visitor said to try a routine and it's actually worked. Today she went down at "
        "12:40 and I just heard her wake up. It's 14:25 now. How long did she sleep?",
        "12:40",
        "14:25",
    ),
    run(
        "My son's school has a sponsored challenge this term. Last year it was a silent reading thing and he "
        "lasted two days. He wants to do press-ups, which I didn't think "
        "he'd stick with. He's doing 1 on the first day, 2 on the second, 3 on the third and so on. If he "
        "keeps "
        "it up to 30 on the last day, how many press-ups is that in total?",
        1,
        30,
    ),
    left_over(
        "I'm doing party bags for my twins' birthday. They wanted a unicorn theme, which was harder to find "
        "than you'd think. I bought a giant bag of sweets from the cash and carry. There are 230 sweets and "
        "I'm "
        "putting 12 in each bag. How many will be left over once the bags are full?",
        230,
        12,
    ),
    plus(
        "We had the boiler go on Boxing Day, of all days. The engineer couldn't come till the 29th and we "
        "were "
        "freezing. Then he found the pump was gone as well as the valve. My brother-in-law says we were "
        "robbed "
        "but what can you do. The bill was £385 for parts, £210 labour and £95 call-out. What's that "
        "altogether?",
        385,
        210,
        95,
    ),
    power(
        "My nephew is obsessed with chess at the moment. He told me the story about the king and the grains "
        "of "
        "rice on the chessboard. I said I'd work out one of the squares for him but my phone's dead. He "
        "wants "
        "to know 2 to the power of 15. What is it?",
        2,
        15,
    ),
    earlier(
        "I always end up rushing on Sunday mornings. The roast has to be on the table for when my "
        "mother-in-law "
        "arrives, she's very particular. This week it's a leg of lamb, which takes 1 hour 45 minutes. We're "
        "eating at 1:30 pm. What time does it need to go in?",
        "1:30 PM",
        105,
    ),
    times(
        "So I've been asked to do the teas for the cricket club this season. It's the first time I've done "
        "it "
        "and the last person left no notes at all. I know there are 22 players plus umpires and scorers. I'm "
        "thinking 28 people each getting 3 sandwiches. How many sandwiches is that?",
        28,
        3,
    ),
    goes(
        "We've got 84 tulip bulbs from the garden centre sale. My wife wants them in neat rows along the "
        "front "
        "path. I said 9 to a row but she says it won't come out even. I've been out there in the cold for "
        "ages. "
        "Does 84 divide by 9 exactly or not?",
        84,
        9,
    ),
    minus(
        "Long story but my grandad gave me his old coin collection before he went into the home. He'd kept "
        "it in biscuit tins in the loft for years. Some of it "
        "is "
        "proper old, pennies from the 1920s. A dealer offered me £1,200 for the lot, then knocked £275 off "
        "after he looked closer. What's his offer now?",
        1200,
        275,
    ),
    squares(
        "My daughter's in Year 11 and she's revising for her mocks. She's at the kitchen table every night "
        "and "
        "I'm trying to help though it's been thirty years since I did any of this. Tonight it's sequences. "
        "There's one asking for 1² + 2² + 3² all the way to 15². Can you tell me what that adds up to so I "
        "can check her answer?",
        1,
        15,
    ),
]

RAMBLE_JOB = [
    times(
        "Started a new job at a printing firm three weeks ago. The manager is nice but throws you in at the "
        "deep end. Today I was on the guillotine all morning. This afternoon I've got an order for leaflets "
        "and the spec sheet is a mess. It says 45 boxes of 250 leaflets. How many leaflets is that?",
        45,
        250,
    ),
    minus(
        "I work nights at a petrol station on the ring road. Most nights it's quiet but tonight a coach "
        "pulled "
        "in and it was chaos. Now I'm doing the fuel dip and the sheet doesn't add up. The tank had 18,400 "
        "litres at the start of the shift and we sold 6,735 litres. How much should be left?",
        18400,
        6735,
    ),
    shared(
        "I run a small cleaning business, just me and a few girls. We've had a big contract come in for an "
        "office block in town. They want it split fairly so nobody gets stuck with all the stairs. There are "
        "96 rooms and there's 4 of us. How many rooms each?",
        96,
        4,
    ),
    later(
        "I'm a postie and my round changed this week. They've added a new estate which nearly doubles the "
        "walking. The manager says it'll settle down but my feet don't agree. I leave the depot at 7:20 am "
        "and "
        "the round takes 3 hours 50 minutes. When should I be finished?",
        "7:20 AM",
        230,
    ),
    plus(
        "I'm a self-employed plasterer and I'm terrible at admin. My accountant has been on at me for weeks "
        "to "
        "send my invoices. I finally dug them out of the van. This month it's three jobs: £1,340, £865 and "
        "£2,115. What's the total for the month?",
        1340,
        865,
        2115,
    ),
    between(
        "I'm on the tills at a garden centre and my manager is very strict about breaks. She says we're owed "
        "the break only if the shift is long enough. The rota has me on 09:30 until 15:45 on Thursday. My "
        "mate "
        "says she's on longer than me. How long is my shift from start to end?",
        "09:30",
        "15:45",
    ),
    left_over(
        "I work in a sandwich factory, on the packing line. The boxes take 16 sandwiches each. This morning "
        "the "
        "line made 1,000 sandwiches before the belt broke. The supervisor wants to know how many were left "
        "loose after the full boxes. What's the answer?",
        1000,
        16,
    ),
    run(
        "I manage a small climbing gym. We're doing a charity thing next month where people climb more "
        "routes "
        "each day. Day 1 is 5 routes, day 2 is 10, day 3 is 15, going up by 5 every day until 100 on the "
        "last "
        "day. My boss asked how many routes that is in total. Any idea?",
        5,
        100,
        5,
    ),
    times(
        "I do ironing for people from home, it started as a favour for a neighbour. Now I've got about a "
        "dozen "
        "regulars. I charge per item, which most people seem happy with. This week one family dropped off a "
        "massive bag, 64 items at £1.25 each. What do I charge them?",
        64,
        "1.25",
    ),
    earlier(
        "I drive a school minibus for a special needs school. I love the job, the kids are brilliant. The "
        "first pick-up is at the far end of the "
        "county so I have to be out early. The kids need to be at school for 08:50 and the whole run takes 1 "
        "hour 35 minutes. What time do I need to leave the yard?",
        "08:50",
        95,
    ),
    goes(
        "I'm a joiner, doing a run of skirting board in a big old house. Nothing in these old places is "
        "straight, mind. The client wants the spacers every "
        "15 cm to look neat. The wall is 435 cm long. Before I start marking, does 15 go into 435 exactly?",
        435,
        15,
    ),
    minus(
        "I'm on reception at a vet's. Mrs Hughes came in today with her cat and there was a mix-up with the "
        "bill. The total was £286.40 and she paid £150 on the day. The rest goes on her account. How much is "
        "going on the account?",
        "286.40",
        150,
    ),
    power(
        "I teach an evening IT class for adults. Lovely bunch, mostly retired. Tonight we were talking about "
        "binary and how storage doubles. One of them asked me what 2 to the 16 is and I blanked in front of "
        "everyone. What is it?",
        2,
        16,
    ),
    lengths_added(
        "I'm a dog walker, mostly around the park. Started it after I was made redundant and never looked "
        "back. Tuesday was mad busy. In the morning I did 2 hours 15 "
        "minutes with the big group, then in the afternoon 1 hour 50 minutes with the puppies. How long did "
        "I "
        "walk altogether?",
        215,
        150,
    ),
    cubes(
        "I'm a maths tutor but I mostly do primary. One of my older kids brought me a puzzle from her "
        "brother's "
        "school. It's 1³ + 2³ + 3³ up to 10³. I know there's a trick but I'd like the number to check. What "
        "is it?",
        1,
        10,
    ),
]

TWO_QUESTIONS = [
    plus("What's 648 + 275? Also what's the capital of Peru, just curious", 648, 275),
    times(
        "How do you spell 'necessary'? And more importantly, what is 34 × 27, I need it for my form", 34, 27
    ),
    minus("what's 2,000 minus 1,365 — oh and is it going to rain tomorrow, do you know", 2000, 1365),
    shared("I need 1,824 ÷ 16 for my homework. By the way, who wrote Macbeth?", 1824, 16),
    later(
        "Film starts at 7:35 pm and it's 2 hours 10 minutes long, when does it finish? Also any idea if "
        "the cinema does student discount",
        "7:35 PM",
        130,
    ),
    left_over(
        "Mainly I need this: what's the remainder of 389 ÷ 12? Also unrelated but what's a good name for "
        "a hamster",
        389,
        12,
    ),
    power("What is 6 to the power of 5? And what's the tallest mountain in Africa, my son asked", 6, 5),
    goes(
        "Is 1,001 divisible by 13? (also what's the difference between affect and effect, I always forget)",
        1001,
        13,
    ),
    run(
        "Please add up every number from 1 to 80 for me. Side question: how many legs does a spider have?",
        1,
        80,
    ),
    between("How long is it from 10:45 to 13:20? And is Pluto still a planet or not", "10:45", "13:20"),
    plus(
        "Two things. First the important one: 1,275 + 3,490 + 862, what's the total? Second, what year did "
        "the Titanic sink",
        1275,
        3490,
        862,
    ),
    times(
        "What's the French for 'library'? And 18 × 45?? the second one is for my invoice so that's the one "
        "I really need",
        18,
        45,
    ),
    squares("Need the total of 1² + 2² + ... + 11² for a puzzle. unrelated: is a tomato a fruit", 1, 11),
    minus(
        "Can you do 5,000 − 2,784 for me? Also what's the capital of Australia, my brother says Sydney",
        5000,
        2784,
    ),
    earlier(
        "Need to be at the airport for 06:30 and it's a 1 hour 20 minute drive, so when do I leave? Also "
        "do you know if you can take a hairdryer in hand luggage",
        "06:30",
        80,
    ),
    shared("What's 7.2 divided by 8? Also which planet is biggest, my kid wants to know", "7.2", 8),
]
