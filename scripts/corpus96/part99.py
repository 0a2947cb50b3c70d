"""Part 99: close calls (goes / left_over / shared / minus / clock readings)."""

from makers import (
    between,
    earlier,
    goes,
    later,
    left_over,
    minus,
    shared,
)

TEACHER_WORKSHEET = [
    goes(
        "Mrs Patel has 84 pencils. She wants to put them in pots of 6 with none left over. Can she do it?",
        84,
        6,
    ),
    goes(
        "There are 29 children in Class Oak. Can they be put into groups of 4 so that every group is full?",
        29,
        4,
    ),
    goes(
        "A baker makes 96 buns and packs them in bags of 8. Will every bag be full with no buns spare? "
        "Answer yes or no.",
        96,
        8,
    ),
    goes("Sam says that 7 goes into 91 exactly. Is Sam right?", 91, 7),
    goes(
        "The school hall has 150 chairs. Mr Jones wants to set them out in rows of 12 with no chairs left "
        "out. Is that possible?",
        150,
        12,
    ),
    left_over(
        "Tom has 53 stickers. He puts 6 stickers on each page of his book. How many stickers are left over?",
        53,
        6,
    ),
    left_over("47 eggs are packed into boxes of 6. How many eggs will not fit in a full box?", 47, 6),
    left_over(
        "A farmer has 100 apples to pack in crates. Each crate holds 9 apples. After filling as many "
        "crates as he can, how many apples are left?",
        100,
        9,
    ),
    left_over("Divide 365 by 7. What is the remainder?", 365, 7),
    left_over(
        "Ayesha shares 38 sweets equally between 5 friends. Each friend gets the same number of whole "
        "sweets. How many sweets does Ayesha have left?",
        38,
        5,
    ),
    shared(
        "72 children are going on a trip. Each minibus takes 12 children. How many minibuses are needed?",
        72,
        12,
    ),
    shared(
        "Mr Khan shares 56 marbles equally among 8 children. How many marbles does each child get?", 56, 8
    ),
    shared("A ribbon is 4.5 metres long. It is cut into 6 equal pieces. How long is each piece?", "4.5", 6),
    shared("Grandma bakes 90 biscuits and puts them into tins of 15. How many tins does she fill?", 90, 15),
    minus("Lily had 45 cherries. She ate 18 of them. How many cherries are left?", 45, 18),
    minus(
        "A library has 230 books. On Monday 64 books are borrowed. How many books are still on the shelves?",
        230,
        64,
    ),
    minus(
        "There were 120 cakes at the school fair. 37 were sold in the morning and 45 in the afternoon. "
        "How many cakes were left at the end of the day?",
        120,
        37,
        45,
    ),
    later("Playtime starts at 10:45 and lasts 15 minutes. What time does playtime end?", "10:45", 15),
    later(
        "The coach leaves school at 9:20 am. The journey to the museum takes 1 hour 35 minutes. What time "
        "does the coach arrive?\nGive your answer using am or pm.",
        "9:20 AM",
        95,
    ),
    later(
        "Ben starts his homework at 4.50 p.m. He works for 40 minutes. At what time does he finish?",
        "4:50 PM",
        40,
    ),
    earlier(
        "School finishes at 15:15. The last lesson is 55 minutes long. What time does the last lesson start?",
        "15:15",
        55,
    ),
    earlier(
        "A cake must bake for 1 h 25 min. It needs to be ready at 3:10 pm. What time should it go in the "
        "oven?",
        "3:10 PM",
        85,
    ),
    earlier(
        "Jack's alarm went off at 00:20. He had been asleep for 45 minutes. What time did he fall asleep? "
        "(Careful: it was still the day before!)",
        "00:20",
        45,
    ),
    between("A film starts at 13:40 and finishes at 15:25. How long is the film?", "13:40", "15:25"),
    between(
        "Maya got on the train at 8:55 am and got off at 11:10 am. How long was her journey? Write your "
        "answer in hours and minutes.",
        "8:55 AM",
        "11:10 AM",
    ),
    between("Dad left for work at 07:35. He got back home at 17:50. How long was he away?", "07:35", "17:50"),
]

WAREHOUSE_SUPERVISOR = [
    goes(
        "Morning all - we've got 432 units of the blue widgets. Do they go into cartons of 24 with "
        "nothing loose? Need to know before the van comes",
        432,
        24,
    ),
    goes(
        "quick one — 250 tins, pallet layers of 16. does that divide exactly or will we have a part layer?",
        250,
        16,
    ),
    goes(
        "Can someone check: 1,080 bottles into cases of 12, any stragglers or does it come out exact?",
        1080,
        12,
    ),
    goes(
        "Team, the order is 375 boxes and the trucks take 20 boxes each. Will every truck go out full? "
        "y/n pls",
        375,
        20,
    ),
    goes("Is 588 divisible by 14? Trying to work out if the rack plan works, bays hold 14 each", 588, 14),
    left_over(
        "Hi guys, 517 parcels came in, they go in cages of 40. Once the cages are full how many parcels "
        "are left on the floor?",
        517,
        40,
    ),
    left_over(
        "We pack the mugs 6 to a box. There's 203 mugs on the bench. How many will be left unboxed after "
        "we fill all the boxes we can?",
        203,
        6,
    ),
    left_over("Stock count: 1,250 screws, bags of 75. leftover screws after bagging?", 1250, 75),
    left_over(
        "Pallets take 48 cases each. We've got 610 cases for the Leeds run. How many cases won't make a "
        "full pallet?",
        610,
        48,
    ),
    left_over(
        "Splitting 95 hi-vis vests evenly across 4 teams, whole vests only. How many vests will be spare "
        "afterwards? Put them back in the cage after.",
        95,
        4,
    ),
    shared(
        "Right, 840 boxes to shift and 7 of you on shift today. If we split it evenly how many boxes each?",
        840,
        7,
    ),
    shared("The 960 cartons go on pallets of 40. How many pallets do I need to order wrap for?", 960, 40),
    shared(
        "Fuel bill for the forklifts was £312.60 this month, split evenly across 3 depots. What's each "
        "depot's share?",
        "312.60",
        3,
    ),
    shared(
        "Cages hold 25 totes. We've got 375 totes to go. How many cages is that? all full, checked", 375, 25
    ),
    minus(
        "Started the day with 620 pallets in bay C. 145 went out on the morning trucks. How many are left "
        "in the bay?",
        620,
        145,
    ),
    minus(
        "We had 1,000 cardboard boxes, lads used 268 yesterday and 195 today. how many left? need to know "
        "if we reorder",
        1000,
        268,
        195,
    ),
    minus(
        "Stock of tape rolls was 88, 29 got nicked—sorry, 'borrowed'—by the packing line. how many rolls "
        "we got left",
        88,
        29,
    ),
    later("Van arrived 13:50, unloading takes 1h 40. What time will the bay be free?", "13:50", 100),
    later(
        "Night shift starts at 22:30 and the first break is 2 hours 45 minutes in. What time is the "
        "break?\ncheers, it's for the rota",
        "22:30",
        165,
    ),
    later(
        "Delivery slot is 11:15 am but the driver rang, running 50 mins late. What time should we expect "
        "him? am/pm please",
        "11:15 AM",
        50,
    ),
    earlier(
        "Truck has to leave the yard by 06:00. Loading takes 1 hr 20 min. What time do we start loading?",
        "06:00",
        80,
    ),
    earlier(
        "Lorry needs to be loaded by 01:10 and the pickers need 95 minutes to get the order together. "
        "When do they start? (that's Tuesday night, so it'll be before midnight)",
        "01:10",
        95,
    ),
    earlier(
        "Courier collects at 4:30 pm. Packing the order takes 2 hours 15 minutes. Latest time to start "
        "packing?",
        "4:30 PM",
        135,
    ),
    between("Kev clocked in at 05:45 and out at 14:15. How long was his shift?", "05:45", "14:15"),
    between(
        "Forklift went on charge at 9:40 pm and came off at 6:25 am. How long was it charging?",
        "9:40 PM",
        "6:25 AM",
    ),
    between(
        "The Tesco van came at 08:20 and the Asda van at 11:05. How long was the gap between them?",
        "08:20",
        "11:05",
    ),
]

PARTY_PARENT = [
    goes(
        "Hiya! 36 kids coming to Ella's party. Can I split them into teams of 5 for the games without "
        "anyone left out?",
        36,
        5,
    ),
    goes(
        "Bought 60 lollies for the party bags. If every bag gets 4, will they all get used with none spare?",
        60,
        4,
    ),
    goes("does 8 go into 100 evenly? trying to work out the cupcakes lol", 100, 8),
    goes(
        "We've got 42 balloons and 7 tables. Can every table get the same number of balloons with none "
        "left over?",
        42,
        7,
    ),
    goes(
        "Hi Sarah, its Jo (Maisie's mum). We've got 27 chairs for the party and want rows of 6 for the "
        "magic show - would that come out even or will we have odd ones? x",
        27,
        6,
    ),
    left_over(
        "Made 50 cupcakes and each plate holds 8. Once I've filled the plates how many cupcakes are left "
        "for me haha",
        50,
        8,
    ),
    left_over(
        "Sharing 75 sweets between the 9 kids at the party, same for everyone, whole sweets. How many do "
        "I get to keep?? 😂",
        75,
        9,
    ),
    left_over(
        "ok so 130 balloons, packs for the tables are 12 each. how many balloons spare after I make up "
        "the full packs?",
        130,
        12,
    ),
    left_over(
        "I've got 44 juice cartons and the cool bags fit 10 each. After I fill as many bags as I can how "
        "many cartons are left over?",
        44,
        10,
    ),
    left_over(
        "Party's got 23 kids and the bouncy castle only lets 5 on at a time. If we do full goes, how many "
        "kids are left for the last go?",
        23,
        5,
    ),
    shared(
        "Pizza came to \u00a367.50 and there's 5 of us parents chipping in equally. How much each?",
        "67.50",
        5,
    ),
    shared("Party bags: I've got 96 sweets and want 12 in each bag. How many bags can I make up?", 96, 12),
    shared(
        "We've got 48 cupcakes for the 16 kids, same for each one. How many cupcakes does each kid get? x",
        48,
        16,
    ),
    shared("Hall hire was \u00a3135 and 4 of us are splitting it evenly. What do I owe?", 135, 4),
    minus(
        "Bought 80 balloons, 23 popped before the party even started \U0001f644 how many have I got left?",
        80,
        23,
    ),
    minus("There were 64 sausage rolls, the kids ate 49. How many left over for the grown-ups?", 64, 49),
    later(
        "Party starts at 2:30 pm and the entertainer does 1 hr 15 mins. what time will he finish? x",
        "2:30 PM",
        75,
    ),
    later(
        "Hiya, pick up is 2 hours after the start and it starts at 15:30. What time should I tell parents?",
        "15:30",
        120,
    ),
    later(
        "Sleepover film goes on at 8:45 pm, it's 1h50. what time will it finish, want to know when lights "
        "out is",
        "8:45 PM",
        110,
    ),
    earlier(
        "Need to be at the soft play for 11:00, it's a 35 min drive. What time do we leave?", "11:00", 35
    ),
    earlier(
        "Party ends at 6pm and the cake needs to come out 45 minutes before that. What time is cake?",
        "6:00 PM",
        45,
    ),
    earlier(
        "We've got to collect the bouncy castle 1 hour 20 mins before the party. Party's at 12:10 pm. "
        "What time do I pick it up? Use am or pm pls!",
        "12:10 PM",
        80,
    ),
    between(
        "Kids got dropped off at 1:30 pm and the last one went home at 5:15 pm. How long was the party?? "
        "no wonder I'm knackered",
        "1:30 PM",
        "5:15 PM",
    ),
    between(
        "Sleepover: they went to bed at 23:40 and were up at 06:15. How much sleep did they get (if any 😴)?",
        "23:40",
        "06:15",
    ),
    between(
        "Ella's party is 10:45 till 12:30 and Max's is 14:00 till 16:15. How long is Max's party?",
        "14:00",
        "16:15",
    ),
]

CLUB_SECRETARY = [
    goes(
        "Dear members, we have 66 juniors registered this season. Can they be split into squads of 11 "
        "with nobody left out?",
        66,
        11,
    ),
    goes(
        "The club has 130 raffle tickets to sell in books of 20. Will that make whole books with none over?",
        130,
        20,
    ),
    goes(
        "We've got 45 players for the tournament and need 6 per team. Is that exact, or will we have to "
        "borrow players?",
        45,
        6,
    ),
    goes("Can 14 teams share 168 training balls equally? Just checking before I order", 168, 14),
    goes(
        "Re: minibus seats – 51 players going to the away fixture, minibuses seat 17. Will all the buses "
        "be full?",
        51,
        17,
    ),
    left_over(
        "We have 200 club shirts to split equally between 7 age groups. Whole shirts only. How many "
        "shirts will be left in the cupboard?",
        200,
        7,
    ),
    left_over(
        "Ticket allocation: 350 tickets in envelopes of 15. How many tickets will be left after filling "
        "the envelopes?",
        350,
        15,
    ),
    left_over(
        "The car park takes cars in rows of 12 and we expect 100 cars for the gala. How many cars will be "
        "in the last, incomplete row?",
        100,
        12,
    ),
    left_over(
        "Hello all, 83 cones need bagging, 10 per bag. How many cones won't go in a full bag?\nThanks, "
        "Linda (Hon. Sec.)",
        83,
        10,
    ),
    left_over(
        "We've been given £1,000 to share between 32 teams in whole pounds. How many pounds will be left "
        "in the kitty?",
        1000,
        32,
    ),
    shared(
        "The clubhouse repair cost £1,386 and will be shared equally among our 6 sections. What does each "
        "section pay?",
        1386,
        6,
    ),
    shared("We need 144 bibs, and they come in packs of 12. How many packs should I order?", 144, 12),
    shared(
        "264 spectator seats are to be divided equally into 8 blocks. How many seats in each block?", 264, 8
    ),
    minus(
        "We started the season with 150 tennis balls. 63 have been lost over the fence. How many do we "
        "have left?",
        150,
        63,
    ),
    minus("Membership stood at 312 in January; 27 members did not renew. How many members remain?", 312, 27),
    later(
        "Kick-off 14:30, game plus half-time takes 1 h 45 min in total. What time should the minibus "
        "collect the team?",
        "14:30",
        105,
    ),
    later(
        "The AGM begins at 7.15 p.m. and is expected to run for 1 hour 50 minutes. Please confirm the "
        "finish time so I can tell the caretaker.",
        "7:15 PM",
        110,
    ),
    later(
        "Last match on court starts 21:50 and lasts 40 minutes. When will the hall be empty? need it for "
        "the booking form",
        "21:50",
        40,
    ),
    earlier(
        "Players must arrive 45 minutes before kick-off. Kick-off is 10:30 am. What time should they arrive?",
        "10:30 AM",
        45,
    ),
    earlier(
        "The coach to the away game must reach the ground by 13:05 and the drive is 2 h 20 min. What time "
        "should it set off?",
        "13:05",
        140,
    ),
    earlier(
        "Our overnight fun run finishes at 00:15. It lasts 1 hour 30 minutes. What time does it start? "
        "(It will be the evening before.)",
        "00:15",
        90,
    ),
    between(
        "The under-12s trained from 17:30 to 19:05 on Thursday. How long was the session?", "17:30", "19:05"
    ),
    between(
        "Clubhouse opened at 11:45 am and the last member left at 12:20 am. How long was it open?",
        "11:45 AM",
        "12:20 AM",
    ),
]

FAMILIES = {
    "99-teacher-worksheet": TEACHER_WORKSHEET,
    "99-warehouse-supervisor": WAREHOUSE_SUPERVISOR,
    "99-party-parent": PARTY_PARENT,
    "99-club-secretary": CLUB_SECRETARY,
}
