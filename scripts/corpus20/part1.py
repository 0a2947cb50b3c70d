"""Corpus 20, part 1: family group chats, emails, speech-to-text, text-speak, social posts."""

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

FAMILY_CHAT = [
    times(
        "[14:02] Mum: Can someone tell me what 48 x 15 is, helping Josh with his homework\n"
        "[14:03] Dad: ask Alexa\n[14:05] Mum: she's not listening either",
        48,
        15,
    ),
    plus(
        "[09:12] Gran: The taxi to the airport was £38 and the parking £12.50, how much do I owe Steve?\n"
        "[09:14] Steve: don't worry about it Gran\n[09:15] Gran: I insist!! Total please",
        38,
        "12.50",
    ),
    times(
        "[18:40] Dad: pizza order = 3 large at £14 each?\n"
        "[18:41] Emma: make it 4 large, Jake's friends are coming\n[18:41] Dad: ok so what's that come to",
        4,
        14,
    ),
    later(
        "[16:20] Mum: Train gets in at 17:35 and then it's a 40 min drive home, so we're home at what time?\n"
        "[16:22] Tom: dunno, you're the maths one",
        "17:35",
        40,
    ),
    times(
        "Aunty Sue: We're 14 for Christmas dinner now, not 12 - Uncle Pete's bringing "
        "his new lady and her son\n"
        "Mum: Right. 4 pigs in blankets each, how many do I buy??",
        14,
        4,
    ),
    plus(
        "[20:15] Ben: its 37 days to christmas and my birthday is 19 days after christmas. "
        "how many days till my birthday\n[20:16] Mum: Bed, Ben.",
        37,
        19,
    ),
    plus(
        "[11:00] Dad: Electric was £84.60, gas £61.25, water £38.90. Total for the month anyone?\n"
        "[11:02] Sophie: £174.75\n[11:03] Dad: that doesn't look right",
        "84.60",
        "61.25",
        "38.90",
    ),
    left_over(
        "Mum: 50 sweets for the party bags and there are 8 bags. Same in each. How many left over for me 😄",
        50,
        8,
    ),
    goes(
        "[19:30] Grandad: Setting up the church hall. Can 96 chairs go in rows of 8 with none left out?\n"
        "[19:32] Mum: Dad it's half seven at night, go home",
        96,
        8,
    ),
    shared(
        "Rachel: the cottage is £1,260 for the week split between the 4 families\n"
        "Rachel: sorry 5 families, forgot the Hendersons\nRachel: so what's each",
        1260,
        5,
    ),
    between(
        "[09:16] Dad: Left ours at 06:40, pulled up at Grandma's 09:15. How long did that take, kids?\n"
        "[09:17] Mia: forever",
        "06:40",
        "09:15",
    ),
    power(
        "[21:03] Josh: wats 2 to the power of 9 its for maths\n[21:04] Mum: Josh go to bed\n"
        "[21:04] Josh: pls its due tmrw",
        2,
        9,
    ),
    run(
        "Auntie Jo: Advent savings challenge for the kids - 1p on day 1, 2p on day 2 and so on up to day 24. "
        "What's that in pence altogether?\nUncle Rob: 🤯",
        1,
        24,
    ),
    earlier(
        "Mum: Flight is 14:20, need to be there 2 hours before. When do we need to be at the airport?\n"
        "Dad: I'll drive\nMum: that's not what I asked",
        "14:20",
        120,
    ),
    minus(
        "[13:47] Liam: I've saved £186, the bike is £245. How much more do I need\n"
        "[13:48] Nan: I'll put in £20\n[13:50] Liam: ok but how much do I need before Nan's bit",
        245,
        186,
    ),
    times("Dad: Fence panels are £27 each and we need 11. Anyone good at sums? 🙏\nChloe: not me", 27, 11),
    lengths_added(
        "[17:05] Mum: Swimming is 1 h 15 then gymnastics is 45 min. How long am I sat in car parks today?",
        115,
        45,
    ),
    minus(
        "[10:30] Grandad: Odometer said 48,215 when we left this morning, now it's 48,602. "
        "How far have we gone?\n[10:31] Gran: he's showing off",
        48602,
        48215,
    ),
    times(
        "Mum: Cinema tickets £8.50 for kids, so 3 kids.\n"
        "Mum: Wait no, Ella's 16 now so she's an adult. So just 2 kids at £8.50, what's that",
        2,
        "8.50",
    ),
    left_over(
        "[08:02] Dad: Easter egg hunt - 75 mini eggs, 6 cousins, equal shares. "
        "How many eggs are left for the grown-ups?",
        75,
        6,
    ),
    earlier(
        "[07:30] Dad: Ferry check-in closes at 09:15. It's 50 mins to the port. Latest we can leave?\n"
        "[07:31] Amy: 5 more minutes in bed",
        "09:15",
        50,
    ),
]

EMAIL = [
    plus(
        "Hi Karen,\n\nHope you're well. Quick one: we've had 128 sign-ups for the fun "
        "run and 47 more came in "
        "today. What's our total now?\n\nThanks,\nDebbie\n\nSent from my iPhone",
        128,
        47,
    ),
    times(
        "Dear Mr Patel,\n\nPlease could you confirm the cost of 36 chairs at £42 each as per your quote?\n\n"
        "Kind regards,\nJ. Morris\nFacilities Manager",
        36,
        42,
    ),
    later(
        "Hello,\nThe meeting starts at 10:30 and is scheduled for 2 hours 15 minutes. What time will it end? "
        "I need to book the room after.\nBest,\nAnna\nSent from my Samsung Galaxy smartphone.",
        "10:30",
        135,
    ),
    minus(
        "Hi all,\n\nThe raffle raised £1,345 and we've spent £278 on prizes. What's the "
        "profit?\n\nCheers\nRob\n"
        "--\nRob Whitfield | Treasurer | Hollybank PTA",
        1345,
        278,
    ),
    shared(
        "Morning Jen - 420 leaflets to be split equally across 12 volunteers. How many each? "
        "Ta, Mike (sent from my phone, excuse typos)",
        420,
        12,
    ),
    goes(
        "Good afternoon,\n\nOur seating plan needs every table to take exactly 6 guests. We have 234 guests "
        "confirmed. Will that divide evenly?\n\nRegards,\nHelen Briggs",
        234,
        6,
    ),
    power(
        "Hi Tom,\n\nCould you work out 15 squared for me? It's for the floor tiles "
        "estimate.\n\nThanks\nLiz\n\n"
        "Sent from Outlook for Android",
        15,
        2,
    ),
    between(
        "Dear Sir/Madam,\nMy ticket shows I entered the car park at 09:50 and I left at "
        "18:05. Please tell me "
        "how long I was parked, as the charge seems wrong.\nYours faithfully,\nG. Turner",
        "09:50",
        "18:05",
    ),
    minus(
        "Hiya - the invoice total was £2,480 and they've paid £1,950 so far. What's still outstanding? x Sal"
        "\n\nSent from my iPad",
        2480,
        1950,
    ),
    run(
        "Dear Parents,\nFor our sponsored read, children earn 5p for the first book, 10p for the second, 15p "
        "for the third and so on, up to 100p for the twentieth. What would a child raise in total, in pence, "
        "by reading all of them?\nMrs Okafor, Class 4",
        5,
        100,
        step=5,
    ),
    left_over(
        "Hi Dave,\n\n500 programmes arriving Friday, in bundles of 40 for the ushers. How many will be left "
        "over once the bundles are done?\n\nAll the best,\nNina",
        500,
        40,
    ),
    earlier(
        "Hi Chris,\nThe coach needs to arrive at the venue for 19:00, and the journey is 1 hour 40 minutes. "
        "What time should it leave?\nThanks, Paula\n\nGet Outlook for iOS",
        "19:00",
        100,
    ),
    plus(
        "Hello Fatima,\nPlease add up the following expenses for me: £23.40 train, £8.75 lunch, £14.00 taxi. "
        "Thanks!\nMark",
        "23.40",
        "8.75",
        "14.00",
    ),
    times(
        "Dear Claire,\nWe need 27 bags of compost at £6.49 each for the spring open day. What will the total "
        "be?\nBest wishes,\nThe Allotment Committee",
        27,
        "6.49",
    ),
    power(
        "Hi,\nQuick maths question from my son's homework that I can't remember how to "
        "do: 3 to the 6th power?"
        "\nThanks in advance\nSent from my phone",
        3,
        6,
    ),
    length_less(
        "Hi Jo,\nThe film is 2 hours 28 minutes and we'd watched 1 hour 50 minutes of it when the fire alarm "
        "went. How long was left?\nCheers, Amir",
        228,
        150,
    ),
    cubes(
        "Dear Mr Hughes,\nMaisie's extension sheet asks for 1³ + 2³ + 3³ + … + 10³. Could you confirm the "
        "answer so I can check her work?\nMany thanks,\nClaire (Maisie's mum)",
        1,
        10,
    ),
    goes("Hi Sam - can 250 raffle tickets go into books of 15 with none over? Sent from my phone", 250, 15),
    minus(
        "Dear Accounts,\nOur budget for the summer fair is £3,000. We have spent £1,876.50. How much "
        "remains?\nKind regards,\nThe Events Committee",
        3000,
        "1876.50",
    ),
    later(
        "Hi Gemma, the guests arrive at 7:30 pm and the caterers need 90 minutes after that before the main "
        "goes out. When is the main? Thanks, Lou x",
        "7:30 PM",
        90,
    ),
    squares(
        "Hi Priya,\n\nThe puzzle in the staff newsletter: 1² + 2² + 3² + … + 15². Any "
        "idea?\n\nCheers,\nOllie",
        1,
        15,
    ),
]

SPEECH_TO_TEXT = [
    times("what's forty five times twelve", 45, 12),
    shared("hey google what is three hundred and sixty divided by eight", 360, 8),
    times("what's to times sixteen", 2, 16, named=(2,)),
    minus("siri what's seven hundred and fifty minus two hundred and eighty nine", 750, 289),
    plus("okay google add 48 and 39 and 17", 48, 39, 17),
    later("what time will it be 2 hours and 20 minutes after 3:45 p.m.", "3:45 PM", 140),
    power("ok google whats nine to the power of four", 9, 4),
    left_over("alexa what's the remainder when a hundred is divided by seven", 100, 7),
    goes("is four hundred and thirty two divisible by nine", 432, 9),
    times("what's twenty for times three", 24, 3, named=(24,)),
    between("how long is it from 9:40 to 11:15", "9:40", "11:15"),
    run("what's the sum of all the numbers from one to a hundred", 1, 100),
    squares("what is one squared plus two squared all the way up to ten squared", 1, 10),
    times("what's 17 times 23 full stop", 17, 23),
    shared("what's six thousand four hundred divided by sixteen question mark", 6400, 16),
    plus("what's fifty too plus eighteen", 52, 18, named=(52,)),
    later("if I leave at 8:50 a.m. and the drive is 35 minutes what time do I get there", "8:50 AM", 35),
    power("hey siri what's two to the power of twelve", 2, 12),
    minus("what is one thousand two hundred and fifty take away four hundred and seventy five", 1250, 475),
    earlier("what time was it 45 minutes before 1:10 p.m.", "1:10 PM", 45),
]

TEXT_SPEAK = [
    times("wat is 56 x 7 pls", 56, 7),
    shared("hw many is 340 div by 4", 340, 4),
    minus("u know wat 1000 - 387 is? need it 4 my hw", 1000, 387),
    later("omg bus at 15:52 n its 38 mins 2 town wen do i get in", "15:52", 38),
    between("hw long from 19:15 till 22:40 lol thats how long i was at practice", "19:15", "22:40"),
    plus("cn u add 125 + 78 + 46 4 me thx", 125, 78, 46),
    power("wats 12 sqrd", 12, 2, named=(2,)),
    goes("r 378 sweets divisible by 9?? tryna share them out", 378, 9),
    left_over("wats left ovr wen u do 95 / 8?? the remainder pls", 95, 8),
    earlier("gt 2 b at wrk 4 8:15am n it takes 50 min. wat time do i leave??", "8:15 AM", 50),
    power("need 2 kno 2 ^ 10 asap", 2, 10),
    run("ok so 1+2+3 all d way 2 30 wats dat", 1, 30),
    times("hw much is 4 pizzas @ £9.99 each", 4, "9.99"),
    minus("had £45 spent £17.80 hw much lft", 45, "17.80"),
    shared("ty!! nxt 1: 864 / 16 ?", 864, 16),
    later("wen's 1h 45 aftr 20:30?? film finish time", "20:30", 105),
    goes("is 91 in the 7 times table y/n", 91, 7),
    times("wats 23 x 19 cnt do it in my hed", 23, 19),
    squares("1² + 2² +...+ 8² = ? pls", 1, 8),
    times("7 shifts x 6.5 hrs hw many hrs altogether", 7, "6.5"),
    earlier("ok wat time is it 25 mins b4 17:10", "17:10", 25),
]

SOCIAL_POSTS = [
    times("Who can tell me what 37 x 24 is without a calculator? 🤔 #MathsChallenge #NoCalculator", 37, 24),
    between(
        "@TalkTalk I've been on hold since 14:05 and it's now 15:22. That's how long?? #customerservice",
        "14:05",
        "15:22",
    ),
    minus(
        "Raised £2,340 for @CancerResearchUK with the sponsored walk 💪 Target was £3,000, how much to go? "
        "#charity #sponsoredwalk",
        3000,
        2340,
    ),
    minus("Day 23 of #100DaysOfCode - how many days left? 😅", 100, 23),
    power("Hot take: nobody can do 2^16 in their head. Prove me wrong #maths #twitterpoll", 2, 16),
    goes(
        "Our street party has 150 people signed up & the tables seat 12. Can everyone sit with no empty "
        "seats? #streetparty",
        150,
        12,
    ),
    later(
        "Doors 19:00, support act on at 19:30 for 45 mins, then the headliner. What time does "
        "@ArcticMonkeys come on? #gig",
        "19:30",
        45,
    ),
    run("sum of 1 to 50 is 1275 right? my kid says 1250 🙃 #parenting #homework", 1, 50),
    minus(
        "#ThrowbackThursday: paid £4,500 for my first car in 2009, sold it for £1,850 in 2016. "
        "How much did I lose on it?",
        4500,
        1850,
    ),
    shared("Anyone know 81 divided by 4? Arguing with @jamie_p about whether it's 20.25 #settleit", 81, 4),
    times("POLL: 13 × 13 = ? (a) 169 (b) 139 (c) 196 #MathsMonday", 13, 13),
    minus("my followers went 847 → 1,203 in a month!! how many new ones is that 🥳 #smallcreator", 1203, 847),
    between(
        "Train delayed from 08:12 to 09:03. @SouthernRailUK that's how many minutes late? #delayrepay",
        "08:12",
        "09:03",
    ),
    cubes("What's the sum of the first twelve cube numbers? Thread 🧵 #mathstwitter", 1, 12, named=(1,)),
    left_over(
        "Giveaway! 🎁 250 stickers shared equally between 30 winners. How many left over for me? 😂 "
        "#giveaway",
        250,
        30,
    ),
    plus(
        "Big thanks to everyone who came! 3 nights, 412 + 389 + 455 tickets sold 🎭 total?? #smalltheatre",
        412,
        389,
        455,
    ),
    plus("Just booked flights: £89.99 out, £112.49 back. Total damage? ✈️ #travel #budget", "89.99", "112.49"),
    length_less(
        "If my screen time is 6 h 20 min today and 4 h 55 min yesterday, how much more "
        "today? 📱 #digitaldetox",
        620,
        455,
    ),
    power("What's 5 to the power of 5? My son says 25, I say no #homeschool", 5, 5),
    run(
        "Marathon training plan: week 1 I run 10 miles, adding 2 each week until 30 miles in the last week. "
        "Total miles over the plan? #marathontraining",
        10,
        30,
        step=2,
    ),
]
