"""Part 102: money at home and small business."""

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

RETIRED_COUPLE = [
    times(
        "Margaret here. Our pension pays £842.60 each time and we get 13 payments a year. What does that come to for the whole year please?",
        "842.60",
        13,
    ),
    plus(
        "Gas bill £64.20, electric £51.85, water £38.40 - Derek wants the total before he has kittens",
        "64.20",
        "51.85",
        "38.40",
    ),
    minus(
        "we've got £1,350 in the holiday pot and the coach trip to Llandudno is £489. how much is left in the pot once we book it?",
        1350,
        489,
    ),
    shared(
        "Council tax is £1,836 for the year and they take it in 10 equal monthly lots. How much comes out each month?",
        1836,
        10,
    ),
    later(
        "Derek's put the casserole in at 4:15 pm and the recipe says 2 hours 20 minutes. What time do we eat?",
        "4:15 PM",
        140,
    ),
    between(
        "Our coach leaves the Broadway at 07:45 and we're due into Bath at 11:20.\nHow long are we sat on that thing??",
        "07:45",
        "11:20",
    ),
    goes(
        "We're sharing out £270 of Christmas money between the 6 grandchildren. Can they each have the same number of whole pounds with nothing over?",
        270,
        6,
    ),
    power(
        "Hello dear, our grandson's homework asks what 2 to the power 12 is and I've quite forgotten how. Help an old man out?",
        2,
        12,
    ),
    run(
        "Jean's doing the penny jar thing this year: 1p, then 2p, then 3p and so on, going up a penny a day until she puts in 365p. How many pence in the jar at the end?",
        1,
        365,
    ),
    times(
        "The dog's tablets are £9.90 a packet from the vet and she goes through 4 packets a month. What's that a month?",
        "9.90",
        4,
    ),
    minus(
        "Bank balance says £2,416.07. Then the car insurance £312.50 comes out, and the TV licence £169.50 as well. What will we have left?",
        "2416.07",
        "312.50",
        "169.50",
    ),
    earlier(
        "Hospital appointment is 10:40am. Derek likes to allow 1 hr 15 min to get there and park the car. What time should we set off?",
        "10:40 AM",
        75,
    ),
    shared("Heating oil came today, 500 litres for £342.50. What did we pay per litre?", "342.50", 500),
    left_over(
        "I've 75 Christmas cards to write and I do 8 every night. After all the full nights of 8, how many cards are left for the last evening?",
        75,
        8,
    ),
    times(
        "milkman charges 89p a pint and we have 7 pints a week. whats the milk bill each week in pence", 89, 7
    ),
    plus(
        "Two state pensions coming in: mine is £176.45 a week and Derek's is £203.10. How much is that a week between us?",
        "176.45",
        "203.10",
    ),
    later(
        "Bowls club minibus picks us up at 13:50 and they say we'll be out 3 hours 10 min all told. What time will we be home?",
        "13:50",
        190,
    ),
    between(
        "Derek couldn't sleep again. Up at 11:35pm, didn't come back to bed till 2:10am. How long was he pottering about downstairs?",
        "11:35 PM",
        "2:10 AM",
    ),
    cubes(
        "Our Sophie's homework wants 1 cubed + 2 cubed + 3 cubed + ... + 7 cubed and neither of us can remember how to do it. What's the answer?",
        1,
        7,
    ),
]

MARKET_STALL = [
    times("sold 48 punnets of strawbs today at £2.50 a go, what did they bring in", 48, "2.50"),
    plus(
        "Cash tin: £312 in notes, £47.80 in coins, and £96.15 went through the card reader. What's the day's take altogether?",
        312,
        "47.80",
        "96.15",
    ),
    minus("takings £645 today, pitch fee is £38 - what do i clear before stock", 645, 38),
    shared("Bought a 15kg sack of spuds off the wholesaler for £9.75. What's that a kilo?", "9.75", 15),
    goes(
        "got 230 eggs to box up in half dozen boxes. will they all go in exactly or am I gonna have odd ones",
        230,
        6,
        named=(6,),
    ),
    left_over(
        "180 apples going into bags of 8 - how many loose apples do I have left when all the bags are full?",
        180,
        8,
    ),
    later(
        "Setting up at 05:30 and it takes me 1h45 to get everything out on the tables. What time am I ready to trade?",
        "05:30",
        105,
    ),
    between(
        "market runs 7:30am till 4pm. how many hours is that stood in the cold, hours and mins pls",
        "7:30 AM",
        "4:00 PM",
    ),
    earlier(
        "I need to be pitched by 6:15am and the drive to Preston market is 50 min. When do I have to leave the yard?",
        "6:15 AM",
        50,
    ),
    times(
        "Ordered a dozen trays of bedding plants from the nursery, £14 a tray. What's the bill gonna be?",
        12,
        14,
        named=(12,),
    ),
    power(
        "My lad reckons if I double up every year for 5 years I'll have 2 to the power 5 stalls lol. How many is that then",
        2,
        5,
    ),
    run(
        "stacking beans tins for the display: bottom row 12, then 11, then 10, all the way up to 1 tin on top. how many tins do I need?",
        1,
        12,
    ),
    squares(
        "Doing a pyramid of oranges with square layers - 1 on top, then 2 by 2, then 3 by 3, down to a 6 by 6 layer at the bottom. How many oranges is that in total?",
        1,
        6,
    ),
    minus(
        "Float was £80 this morning. I've taken out £25 for bacon butties and teas (dont judge) and £12.40 for change bags. Whats in the float now?",
        80,
        25,
        "12.40",
    ),
    times("36 bunches of flowers gone at £3.99 each, what's that come to", 36, "3.99"),
    plus("takings mon £214, tue £187, wed £260. total for the three days?", 214, 187, 260),
    shared(
        "Pitch rent is £1,140 and the council lets me pay it off in 12 equal weekly bits. How much is each payment?",
        1140,
        12,
    ),
    later(
        "Council says market closes 1pm on a Saturday and then we get 45 mins to pack down. What time do we have to be off the square by?",
        "1:00 PM",
        45,
    ),
    length_less(
        "I allow 2 h 30 min for the drive to the county show and I've done 1 h 50 so far. How much driving is left?",
        230,
        150,
    ),
    between(
        "Left for the wholesaler at 04:10, back in the yard at 06:55. How long was the round trip?",
        "04:10",
        "06:55",
    ),
    plus(
        "Flowers in for the weekend: 40 bunches of tulips, 25 of daffs and 30 of chrysanths. How many bunches have I got to price up?",
        40,
        25,
        30,
    ),
]

STUDENT_RENT = [
    shared(
        "rent is £2,150 a month for the whole house and there's 5 of us. how much each if we split it equally",
        2150,
        5,
    ),
    shared("wifi is £34.99 a month between 4 people?? what do we each owe", "34.99", 4),
    times(
        "My room is £118 a week and the contract is 44 weeks. What's the total I'm actually signing up for?",
        118,
        44,
    ),
    minus(
        "student loan just landed: £3,287.50. rent for the term is £1,980. how much do i actually have to live on after rent",
        "3287.50",
        1980,
    ),
    plus(
        "Need upfront: deposit £500, first month's rent £520, and a £95 holding fee. How much do I need to have ready in total?",
        500,
        520,
        95,
    ),
    goes(
        "the energy bill is £187 and there's 4 of us in the flat. does it split into whole pounds each or does someone have to pay the extra?",
        187,
        4,
    ),
    left_over(
        "we bought 50 loo rolls on offer lol. sharing them out equally between 6 of us, how many are left over for the cupboard?",
        50,
        6,
    ),
    run("procrastinating from stats revision. whats all the numbers from 1 to 100 added up", 1, 100),
    power("quick q whats 1.5 squared, need it for working out the box room", "1.5", 2),
    run(
        "Sam owes me and he's paying me back £1 on day one, £2 on day two and so on, a pound more each day, up to £30 on day 30. How much do I get back in total?",
        1,
        30,
    ),
    between(
        "pulled an all nighter. started the essay at 9:40pm, finished at 4:25am. how long was I at it",
        "9:40 PM",
        "4:25 AM",
    ),
    later(
        "Lecture finishes 14:50 and I go straight into a 3h 15m shift at the bar. What time do I finish?",
        "14:50",
        195,
    ),
    earlier(
        "rent has to hit the landlord's account by 17:00 and the bank app says transfers can take up to 2 hours. what's the latest I can send it?",
        "17:00",
        120,
    ),
    times("bus is £2.60 a day and I went in 19 days this month, how much have I spent on buses", "2.60", 19),
    minus(
        "had £412 in my account\npaid £350 rent\nthen £17.45 on a deliveroo (mistake)\nwhat's left??",
        412,
        350,
        "17.45",
    ),
    plus(
        "Priya has the bigger room so she pays £510 and I pay £465. What's the whole rent for the flat?",
        465,
        510,
    ),
    cubes(
        "my flatmate is making me do her maths: 1 cubed plus 2 cubed plus ... all the way to 10 cubed. what is it",
        1,
        10,
    ),
    minus(
        "The deposit was £1,200 and the landlord kept £185 for the carpet stain. How much are we getting back?",
        1200,
        185,
    ),
    lengths_added(
        "Uni cleaning job: 2 h 40 on Monday and 1 h 55 on Thursday. How much time is that altogether for my timesheet?",
        240,
        155,
    ),
    times("12 months of netflix at £10.99... ouch. how much is that a year", 12, "10.99"),
    later(
        "washing machine went on at 10.25 and the cycle's 1h 35. when can I get my stuff out before the flatmates start moaning",
        "10:25",
        95,
    ),
]

DOG_WALKER = [
    times("Doing Bella's invoice: 18 walks at £14 each. What's the total?", 18, 14),
    times("Mrs Patel's spaniels - £22 a walk, 13 walks in March. Amount to invoice?", 22, 13),
    plus(
        "Invoice for the Hendersons: walks £168, an overnight sit £45, plus £6.50 for the poo bags I bought them. Total to bill them?",
        168,
        45,
        "6.50",
    ),
    later(
        "picked Max up at 11:40 for his long walk, 1 hr 20 min. what time will he be back home", "11:40", 80
    ),
    between(
        "First dog collected 08:05, last one dropped off 13:35. How long's my working morning been?",
        "08:05",
        "13:35",
    ),
    earlier(
        "Luna has to be home by 3:30 pm for the school run and her walk is 55 min. What's the latest I can pick her up?",
        "3:30 PM",
        55,
    ),
    shared("The Whites paid £234 up front for 18 walks. What's that per walk?", 234, 18),
    minus(
        "Invoiced £1,460 this month, then minus £87 van insurance and minus £23.40 on dog treats. What's left?",
        1460,
        87,
        "23.40",
    ),
    goes(
        "I've got 27 dog slots booked this week and I walk them in groups of 4. Do the groups all come out full, no odd group?",
        27,
        4,
    ),
    left_over(
        "Bag of 100 biscuit treats, sharing them equally between my 7 regulars so everyone gets the same. How many treats are left over for me to keep?",
        100,
        7,
    ),
    run(
        "Building the new puppy up slowly: 5 min on the first day, then 10, then 15, going up 5 each day until a 60 min walk. How many minutes has he walked in total?",
        5,
        60,
        step=5,
    ),
    power("working out my referral pyramid lol - whats 3 to the power 4", 3, 4),
    times("Mileage claim: 142 miles at 45p a mile. How much is that in pence?", 142, 45),
    between(
        "Sunday shift: out the door 06:50, back in at 12:05. How many hours and mins do I put down?",
        "06:50",
        "12:05",
    ),
    later("puppy visit at 9:45am, it's a 30 min visit. what time do I finish it", "9:45 AM", 30),
    length_less(
        "Rocco was booked for a 2h 00 walk but he went lame and we only did 1h 25. How much time do I knock off his invoice?",
        200,
        125,
    ),
    later(
        "Last walk of the day starts 17:25, it's the 50 minute loop by the reservoir. Home by when?",
        "17:25",
        50,
    ),
    plus("this week: mon £56, tue £70, wed £42, thu £70, fri £84. total earnings?", 56, 70, 42, 70, 84),
    minus("Client owes me £312 and has paid £200 so far. What's the balance still owing?", 312, 200),
    minus(
        "Put £950 aside for tax, then had to use £275 of it to fix the van. How much is in the tax pot now?",
        950,
        275,
    ),
    goes("walking 96 dogs a month - can that be spread equally over 4 weeks?", 96, 4),
]

CHARITY_SHOP = [
    times("We sold 37 paperbacks at 50p each today. How many pence is that?", 37, 50),
    plus("Till count at close: £143.20 in notes and £38.65 in coins. Total in the till?", "143.20", "38.65"),
    minus(
        "The float is always £50 and the till had £212.35 in it at close. So what did we actually take today?",
        "212.35",
        50,
    ),
    goes("Got 144 hangers. Can they go evenly on 8 rails, same number on each rail?", 144, 8),
    left_over(
        "Sorting 83 DVDs into crates that hold 10. How many end up in the last part-full crate?", 83, 10
    ),
    squares(
        "Stacking tins for the food bank display as a square pyramid - 1 tin on top, then 2 by 2, down to 9 by 9 at the bottom. How many tins do we need all in?",
        1,
        9,
    ),
    later("Shop opens at 09:30 and I'm on for 3 h 30. When can I go home?", "09:30", 210),
    between("saturday volunteer rota has me 10:15 to 16:00. how long's my shift then", "10:15", "16:00"),
    earlier(
        "The van to collect donations comes at 2:15pm and sorting the bags takes an hour and a half. When should we start sorting?",
        "2:15 PM",
        90,
        named=(90,),
    ),
    shared(
        "Our quiz night raised £486 and it's going equally to 4 local causes. How much does each cause get?",
        486,
        4,
    ),
    times("The rag man pays 60p a kilo and we had 145 kg of unsellable clothes. How much in pence?", 145, 60),
    power("Volunteers' quiz on the staffroom board asks what 4 cubed is. Go on then", 4, 3),
    run(
        "Advent fundraiser: you give 1p on the 1st, 2p on the 2nd and so on up to 24p on the 24th. How much does each person give altogether?",
        1,
        24,
    ),
    minus("We had 412 items on the rails at opening and sold 137. How many still out?", 412, 137),
    plus(
        "Donations this week: Monday 23 bags, Tuesday 41 bags, Wednesday 18 bags. How many bags is that to sort?",
        23,
        41,
        18,
    ),
    times("mugs are 75p and we sold 64 of them this week - what's that in pence", 64, 75),
    times("I've priced 14 winter coats at £8.50 each. What would they make if they all sold?", 14, "8.50"),
    goes("210 raffle tickets to make up into books of 25. Does it come out exactly?", 210, 25),
    left_over(
        "127 children's books, shared out equally among 5 schools. How many are left over after?", 127, 5
    ),
    later("Lunch break starts 12:45pm and I get 40 minutes. When am I due back on the till?", "12:45 PM", 40),
    plus(
        "Raffle made £86 and the cake stall £54.30 at the summer fair. What did we raise in total?",
        86,
        "54.30",
    ),
]

LANDLORD = [
    times("Rent is £825 a month, 12 months a year. What's the annual rent?", 825, 12),
    minus(
        "Annual rent in: £9,900. Mortgage interest out: £4,320. What's left before everything else?",
        9900,
        4320,
    ),
    minus(
        "Tenant's deposit was £950. I'm deducting £120 for cleaning and £65 for the broken blind. How much do I give back?",
        950,
        120,
        65,
    ),
    plus(
        "Gas safety cert £65, EICR £180, new smoke alarms £42.50 - total compliance costs this year?",
        65,
        180,
        "42.50",
    ),
    shared(
        "The service charge on the flat is £1,476 a year. How much is that monthly?", 1476, 12, named=(12,)
    ),
    times("New windows for the flat: 6 of them at £385 each. What's the quote going to come to?", 6, 385),
    power("phone calculator's died. just need 1.05 to the power of 2 for the spreadsheet", "1.05", 2),
    later(
        "Plumber's coming at 8am and reckons the job is 2 hours 45. When will the flat be free for the tenant again?",
        "8:00 AM",
        165,
    ),
    between(
        "Water was off in the flat from 09:20 till 15:05. Need the length of it for the insurance claim.",
        "09:20",
        "15:05",
    ),
    earlier(
        "Check-out inspection is at 11:00 and it takes me 40 min to drive over. When do I leave?", "11:00", 40
    ),
    left_over(
        "Tenant's prepaying £2,000 against rent of £450 a month. After the full months are covered, how much is left over as credit?",
        2000,
        450,
    ),
    times("Boiler cover is £18.75 a month. What do I pay over 12 months?", "18.75", 12),
    run(
        "Saving for a new boiler: £10 the first month, £20 the next, £30 after that, going up £10 a month until I put in £120. How much will I have saved?",
        10,
        120,
        step=10,
    ),
    shared("The new carpet cost £1,290 for 43 square metres. What's that per square metre?", 1290, 43),
    plus(
        "Rent received: Jan £825, Feb £825, Mar £860 after the increase. What came in altogether?",
        825,
        825,
        860,
    ),
    times(
        "Agent's fee is £82.50 each month and the tenancy ran 18 months. How much did the agent have off me?",
        "82.50",
        18,
    ),
    between(
        "Electrician got there at 10:50 am and left at 1:35 pm, he's billing by the hour. How long was he at the flat?",
        "10:50 AM",
        "1:35 PM",
    ),
    later("Smoke alarm test booked for 16:40, it takes 25 minutes. What time will it be done?", "16:40", 25),
    goes(
        "Hi - can £11,400 a year rent be split into 12 equal payments of whole pounds, nothing left over?",
        11400,
        12,
    ),
    power("Living room's a square, 4.2 m each side. What's 4.2 squared for the floor area?", "4.2", 2),
    lengths_added(
        "Handyman did 1 h 45 on Saturday and 2 h 20 on Sunday at the flat. Total time to pay him for?",
        145,
        220,
    ),
    later(
        "The cleaner starts at 12:20 in the flat between tenants and needs 2h 10m. When will she be finished?",
        "12:20",
        130,
    ),
]

FAMILIES = {
    "102-retired-couple": RETIRED_COUPLE,
    "102-market-stall": MARKET_STALL,
    "102-student-rent": STUDENT_RENT,
    "102-dog-walker-invoices": DOG_WALKER,
    "102-charity-shop": CHARITY_SHOP,
    "102-landlord-one-flat": LANDLORD,
}
