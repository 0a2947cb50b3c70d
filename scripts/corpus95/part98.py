"""Part 98: English around the world (first-language Hindi, Japanese, Italian, Turkish, Swahili and
Vietnamese speakers) and rural life."""

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

HINDI_ENGLISH = [
    times("Sir kindly tell the total amount for 18 packets of Parle-G at Rs 5 each.", 18, 5),
    times(
        "Bhaiya samosa plate is 35 rupees only, we are 7 friends and each is taking a plate. Total kitna?",
        35,
        7,
    ),
    times(
        "my EMI is 4,250 per month and loan is for 24 months... total how much I am paying to bank??",
        4250,
        24,
    ),
    times(
        "Good morning sir.\nFor annual picnic we are collecting Rs 60 from each student, total 125 "
        "students are coming. What is the total collection? Kindly revert.",
        60,
        125,
    ),
    plus("Yaar I spent 1,499 on shoes and 799 on a tshirt in the sale, how much total I blew?", 1499, 799),
    plus(
        "Electricity bill came 2,340 and water bill is 460 itself. What is the total I should transfer to "
        "landlord?",
        2340,
        460,
    ),
    minus("Salary credited 38,000. Rent is 12,500. After paying rent how much is remaining?", 38000, 12500),
    minus("Auto wala was asking 180 but we bargained and paid 140 only, how much we saved na?", 180, 140),
    later(
        "Train is departing New Delhi at 16:25 and journey time is 5 hrs 40 min. At what time we will "
        "reach Lucknow?",
        "16:25",
        340,
    ),
    later(
        "Pooja muhurat starts 6:45 am and pandit ji is saying it will go for 1 hour 30 minutes, so when "
        "it will finish?",
        "6:45 AM",
        90,
    ),
    shared(
        "Total hotel bill for Goa trip is 27,600 and we are 6 friends, per head how much is coming?", 27600, 6
    ),
    shared(
        "Mummy made 48 laddoos for Diwali and wants to distribute equally in 8 boxes for neighbours. How "
        "many laddoos in each box?",
        48,
        8,
    ),
    between("Board exam is from 10:00 to 13:15, total duration is how much?", "10:00", "13:15"),
    between(
        "Cricket match started 7:30 pm and finished 11:10 pm. How long was the match? Papa is asking.",
        "7:30 PM",
        "11:10 PM",
    ),
    goes(
        "For the function, can 256 chairs be arranged in rows of 16 exactly, without any chair extra?",
        256,
        16,
    ),
    power("In maths tuition sir asked what is 7 to the power 4, please help fast", 7, 4),
    left_over(
        "I have 100 rupees in change. Each chai is 15 rupees. After buying as many chai as possible, how "
        "much change will be left with me?",
        100,
        15,
    ),
    run(
        "I am putting in my gullak 10 rupees, then 20, then 30, like that increasing by 10 each time till "
        "300. What will be the total in gullak?",
        10,
        300,
        step=10,
    ),
    earlier(
        "Flight is at 21:50 and uncle says reach airport 3 hours before only. What time I should reach?",
        "21:50",
        180,
    ),
    squares(
        "Kindly find sum of squares of first 12 natural numbers. Doing the needful will be appreciated.",
        1,
        12,
        named=(1,),
    ),
]

JAPANESE_ENGLISH = [
    times("Excuse me. Bento is 780 yen each. I buy 6 for my team. How much is total, please?", 780, 6),
    times(
        "My daughter eat 3 onigiri every day for school lunch. In 20 school days, how many onigiri I must "
        "make?",
        3,
        20,
    ),
    times("Train commuter pass is 12,340 yen for month. For 3 months how much it become?", 12340, 3),
    plus("I bought omiyage: Tokyo Banana 1,200 yen and matcha KitKat 864 yen. Total is how much?", 1200, 864),
    plus(
        "Today I walk 8,450 steps in morning and 5,320 steps in evening. Total steps today desu?", 8450, 5320
    ),
    plus(
        "Hello. Yesterday my company have 37 visitors, today 52 visitors. How many visitors yesterday and "
        "today together?",
        37,
        52,
    ),
    minus("I pay with 10,000 yen note. Karaoke cost 3,850 yen. How much is the change?", 10000, 3850),
    minus(
        "We are now at 2,305 m. Top of Fuji-san is 3,776 m. How many meter more we must climb?", 3776, 2305
    ),
    later(
        "Shinkansen depart Tokyo 09:33, it take 2 hours 15 minutes to Kyoto. What time arrive?", "09:33", 135
    ),
    later("Onsen open at 15:00. I want to stay 1h45 from opening. What time I go out?", "15:00", 105),
    later(
        "my meeting start 2:40 pm and will take 50 min.\nafter it finish I can call you. so what time I "
        "call?",
        "2:40 PM",
        50,
    ),
    shared(
        "We are 4 person, izakaya bill is 14,800 yen. Warikan (split equal) how much per person?", 14800, 4
    ),
    shared("I have 36 pencil to give students equally, there are 9 students. How many pencil each?", 36, 9),
    between("Konbini part-time job, my shift is 22:00 to 06:30. How long I work?", "22:00", "06:30"),
    between(
        "The ramen shop... I start to wait in line 11:05 am and finally sit 12:20 pm. How long I waited??",
        "11:05 AM",
        "12:20 PM",
    ),
    goes("Can I divide 91 sakura mochi into boxes of 7 with no remain?", 91, 7),
    power("Please teach me, what is 2 to the power of 10? I forget it.", 2, 10),
    left_over(
        "I must pack 250 tea bag in box, each box hold 12. When all full boxes are done, how many tea bag "
        "remain?",
        250,
        12,
    ),
    run(
        "My piano sensei say practice 5 minute, next day 10, then 15 ... until 60 minute. Total how many "
        "minute of practice?",
        5,
        60,
        step=5,
    ),
    earlier(
        "Event start 18:30. I need 40 min for prepare hair and makeup. What time I must start prepare?",
        "18:30",
        40,
    ),
    lengths_added(
        "Tonight I watch Spirited Away, 2 h 05 min, and after that Totoro, 1 h 26 min. How long total I "
        "watch?",
        205,
        126,
    ),
]

ITALIAN_TURKISH_ENGLISH = [
    times(
        "Ciao! I make the pizza for the party, every pizza need 250 grams of flour and I make 9 pizza. "
        "How much flour I need, allora?",
        250,
        9,
    ),
    times(
        "Abi, çay is 15 lira a glass. We drink 14 glass in the office today. How much I owe to the çaycı?",
        15,
        14,
    ),
    times(
        "The espresso at the bar costs 1.20 euro and I take it every morning for 22 days of work. How "
        "much I spend? Mamma mia",
        "1.20",
        22,
    ),
    plus("Hocam, my rent is 8,500 TL and aidat is 750 TL. Total I must pay how much?", 8500, 750),
    plus(
        "In the vineyard we harvest 1,340 kg of grapes on Monday and 1,185 on Tuesday. How much together, "
        "please?",
        1340,
        1185,
    ),
    minus("The Vespa cost 3,900 euro, I already pay 2,750. How much is still missing?", 3900, 2750),
    minus(
        "Kardeşim, I had 2,000 lira and at the Grand Bazaar I spend 1,275 for the cushion covers. What is "
        "remaining?",
        2000,
        1275,
    ),
    minus(
        "Nonna had 60 eggs, she use 18 for the pasta fresca and 12 for the tiramisù. How many eggs remain?",
        60,
        18,
        12,
    ),
    later(
        "The Frecciarossa from Milano leave at 10:50 and the trip is 3 hours 10 minutes to Roma. When I "
        "arrive?",
        "10:50",
        190,
    ),
    later("Ferry from Kadıköy is 17.40, crossing take 25 min. What time I reach Karaköy?", "17:40", 25),
    shared("We are 5 friends, the kebab bill come 2,350 lira. Each person pay how much?", 2350, 5),
    shared(
        "I have 3 kg of ragù, I want to divide in portions of 0.25 kg for the freezer. How many portions "
        "it make?",
        3,
        "0.25",
    ),
    between(
        "The Uffizi open at 09:00 and I come out at 13:35. How long I stay inside? Exactly please",
        "09:00",
        "13:35",
    ),
    between(
        "Night bus from Istanbul depart 23:15 and arrive Ankara 05:45. How long is the trip?",
        "23:15",
        "05:45",
    ),
    goes("Can I put 84 cannoli on trays of 12 without any leftover?", 84, 12),
    goes("Abi we have 130 simit, we put 8 in each bag. It come out exact or some simit stay out?", 130, 8),
    power(
        "My son homework: 5 elevated to the 4 (we say 'elevato alla', sorry my english). How much is?", 5, 4
    ),
    left_over(
        "We have 100 baklava pieces and every tray take 16. After we fill the trays, how many baklava is "
        "extra?",
        100,
        16,
    ),
    run("Add all numbers from 1 until 40 - the teacher say there is a trick of Gauss?", 1, 40),
    earlier(
        "Flight to Antalya is 14:20, I must be at airport 2 hours before. What time I must be there?",
        "14:20",
        120,
    ),
    cubes("Professore gave us this: the sum of the cubes from 1 to 8. Allora, what it is?", 1, 8),
]

SWAHILI_ENGLISH = [
    times("Habari! I take matatu 26 days this month and fare is 120 bob each day. Total how much?", 26, 120),
    times(
        "Mama mboga sells sukuma at 20 shillings a bunch, I need 15 bunches for the wedding cooking. How "
        "much?",
        20,
        15,
    ),
    times(
        "Each chapati is 30 shillings, we want a dozen for the harambee tea. Total is?", 30, 12, named=(12,)
    ),
    plus("Sasa! On M-Pesa I received 3,500 from my brother and 1,250 from my aunt. Total?", 3500, 1250),
    plus("Our shamba harvest: 46 bags of maize last season and 39 bags this season. Total bags?", 46, 39),
    minus("I had 5,000 KSh, I paid school fees 3,200. Remaining?", 5000, 3200),
    minus(
        "Kilimanjaro summit is 5,895 m and we are at Kibo hut, 4,703 m. How much remaining to climb? Pole "
        "pole!",
        5895,
        4703,
    ),
    later(
        "Bus from Nairobi to Mombasa leaves 08:30 and takes 8 hours 15 minutes. What time we reach Mombasa?",
        "08:30",
        495,
    ),
    later(
        "Pole for late reply. Meeting starts 2:15 pm and it's 45 min. Call me after, what time will that be?",
        "2:15 PM",
        45,
    ),
    later(
        "I put the githeri on the fire at 11:40, it needs 1 hour 50 minutes. When will it be ready?",
        "11:40",
        110,
    ),
    shared(
        "We are 8 in our chama, we collected 64,000 shillings and we divide equally. Each one gets?", 64000, 8
    ),
    between(
        "Power went off at 19:20 and came back at 22:05, Kenya Power again! How long were we in darkness?",
        "19:20",
        "22:05",
    ),
    between(
        "The game drive started 6:10 am and we returned 9:40 am. How long was the drive?",
        "6:10 AM",
        "9:40 AM",
    ),
    goes("Can 150 learners be divided into groups of 12 with none remaining?", 150, 12),
    power("Teacher Wanjiru says 3 raised to power 6, what is the answer?", 3, 6),
    power("Mwalimu asked us, 10 to the power of 5 is how much? Sawa, help me", 10, 5),
    left_over("I have 70 mangoes, I pack in crates of 9. How many mangoes will remain outside?", 70, 9),
    run("In tuition they said add 2 + 4 + 6 all the way to 50, please help", 2, 50, step=2),
    earlier(
        "Wedding starts at 14:00 and it's 2 hours 30 min drive to Nakuru. What time should we leave home?",
        "14:00",
        150,
    ),
    length_less(
        "Our pacer says finish the marathon in 3 h 30 min, I have run 2 h 05 min already. How much time "
        "left?",
        330,
        205,
    ),
]

VIETNAMESE_ENGLISH = [
    times("Anh ơi, phở is 45,000 dong a bowl, we order 4 bowl. How much em pay ạ?", 45000, 4),
    times("Em sell bánh mì, 25 bánh mì each morning, for 6 mornings. How many bánh mì em sold?", 25, 6),
    times("My motorbike use 2.5 liter petrol each day. For 7 days how many liter?", "2.5", 7),
    plus("Chị ơi, I buy coffee 29,000 and bánh mì 20,000, total bao nhiêu?", 29000, 20000),
    plus("Tết money: grandma give me 500,000, uncle give 200,000. Total lì xì I got?", 500000, 200000),
    plus("My class have 23 boys and 19 girls. How many student total ạ?", 23, 19),
    minus("I have 1,000,000 dong, I pay 650,000 for the áo dài tailor. How much left?", 1000000, 650000),
    minus("Our shop make 120 cups cà phê sữa đá today, 87 sold already. How many still can sell?", 120, 87),
    later("Sleeper bus Hanoi to Sapa depart 22:00, take 5 hours 45 minutes. What time arrive?", "22:00", 345),
    later("Em start study at 7:30 pm, study for 2 hours 20 minutes. When em finish?", "7:30 PM", 140),
    shared("4 người share the bill 840,000 dong. Each person pay how much?", 840000, 4),
    shared("I have 18 meters of silk, each áo dài need 3 meters. How many áo dài I can make?", 18, 3),
    between("Em work at nail salon from 09:30 to 19:00. How long em work every day?", "09:30", "19:00"),
    goes("Can 96 spring roll be divided into plates of 8, nothing leftover?", 96, 8),
    goes("Is 221 divisible by 13? Em check homework ạ.", 221, 13),
    power("What is 4 mũ 5? (4 power 5 in English?)", 4, 5),
    left_over(
        "Em have 45 lantern for Trung Thu, hang 7 lantern on each string. After that how many lantern "
        "left over?",
        45,
        7,
    ),
    run("Sum of odd number from 1 to 99 ạ, em need check homework", 1, 99, step=2),
    run("Anh ơi, 1 + 2 + 3 + ... + 100 bằng bao nhiêu?", 1, 100),
    earlier(
        "Flight to Đà Nẵng is 06:15, need to be at Tân Sơn Nhất 1 hour 30 minutes early. What time I "
        "reach airport?",
        "06:15",
        90,
    ),
    squares("Teacher give: sum of square from 1 to 20. Em not sure my answer ạ, help check", 1, 20),
]

FARM_BOAT_MARKET = [
    times(
        "Got 38 ewes all scanned for twins this spring, how many lambs we lookin at if they all hold?",
        38,
        2,
        named=(2,),
    ),
    times(
        "Hay's going at £4.50 a bale and I need 120 bales to get the herd through winter. What's that "
        "come to?",
        "4.50",
        120,
    ),
    times(
        "skipper says we hauled 14 pots per string and we worked 9 strings today, how many pots is that",
        14,
        9,
    ),
    times("Eggs at £2.40 a box at the farm gate, sold 35 boxes Saturday. takings?", "2.40", 35),
    plus("milked 412 litres this morning and 389 this evening, total for the day?", 412, 389),
    plus("Market stall: took £186 on veg, £74 on jams and £39 on flowers. Whole day's takings?", 186, 74, 39),
    minus(
        "Quota for the month is 2,400 kg of cod, we've landed 1,735. How much more can we land?", 2400, 1735
    ),
    minus("Brought 60 lettuces to market, 47 sold. How many going back on the truck?", 60, 47),
    minus(
        "Started the winter with 250 round bales, fed out 96 in November and 88 in December, how many left?",
        250,
        96,
        88,
    ),
    later(
        "Tide's high at 05:40, we want to go 1 h 15 after that to catch the ebb. what time we casting off?",
        "05:40",
        75,
    ),
    later(
        "Loaded the lambs in the trailer at 7:20 am, drive to the mart is 55 minutes, what time do we get "
        "there",
        "7:20 AM",
        55,
    ),
    shared("£840 for the ram, split between 3 of us neighbours, what's each share", 840, 3),
    between("Out on the boat from 03:50 till 14:10, how long was that at sea?", "03:50", "14:10"),
    goes("Got 174 seed potatoes, rows take 12 each - do they go in even or is there some over?", 174, 12),
    power("Lads in the wheelhouse arguing - what's 9 cubed? Settle it.", 9, 3),
    left_over("Packing 500 eggs into trays of 30, how many eggs loose after the full trays?", 500, 30),
    left_over(
        "93 bales to shift on the trailer, 20 to a load. After the full loads, how many bales for the "
        "last trip?",
        93,
        20,
    ),
    run(
        "The pullets are coming into lay: 40 eggs, 45, 50, going up by 5 a week till 80. Total eggs over "
        "those weeks?",
        40,
        80,
        step=5,
    ),
    earlier(
        "Need to be at the market pitch by 06:00, it's 1 hr 40 min from the farm, when do I leave?",
        "06:00",
        100,
    ),
    cubes("The young fella's doing sums on the crossing: add up the cubes of 1 to 5, what's that?", 1, 5),
    lengths_added(
        "Milking takes 1 h 50 min in the morning and 1 h 35 min at night, how long in the parlour all day?",
        150,
        135,
    ),
    length_less("Ploughing that field's usually 4 h 20 min, I'm 2 h 45 min in, how long left?", 420, 245),
]

FAMILIES = {
    "98-hindi-english": HINDI_ENGLISH,
    "98-japanese-english": JAPANESE_ENGLISH,
    "98-italian-turkish-english": ITALIAN_TURKISH_ENGLISH,
    "98-swahili-english": SWAHILI_ENGLISH,
    "98-vietnamese-english": VIETNAMESE_ENGLISH,
    "98-farm-boat-market": FARM_BOAT_MARKET,
}
