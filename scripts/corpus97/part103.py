"""Part 103: older, slower and careful writers."""

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

GRANDPARENT_LETTERS = [
    times(
        "Dear me, I do hope you can help. I am knitting squares for a blanket for the church bazaar and each square takes 45 grams of wool. I should like to make 36 squares in all. How many grams of wool shall I need altogether?\nWith kind regards,\nMargaret",
        45,
        36,
    ),
    times(
        "My dear,\nYour grandfather and I are buying the stamps for our Christmas cards. The stamps are £1.35 each and we have 24 cards to send this year. Could you tell me what that comes to?\nMuch love, Nana",
        24,
        "1.35",
    ),
    times(
        "I have been asked to bake for the village fete again. Each tray makes a dozen scones and I intend to bake 7 trays. How many scones will that be, dear? I shall need to buy more flour.",
        12,
        7,
        named=(12,),
    ),
    plus(
        "Good afternoon. I am trying to keep proper track of my pension money. This month I received £812.40 from the state pension and £356.75 from my late husband's works pension. What is the total, please?",
        "812.40",
        "356.75",
    ),
    plus(
        "Dearest Tom,\nThank you ever so much for helping with the garden. I planted 48 tulip bulbs on Saturday, 65 on Sunday and then another 27 on Monday morning before the rain came. How many bulbs is that in all? I have quite lost count.\nLove, Granny",
        48,
        65,
        27,
    ),
    plus(
        "I wonder whether you might add these up for me, as my eyes are not what they were. The coach trip to Bath was £38.50 and the lunch in the tea rooms came to £14.95. I should like to know what I spent that day.",
        "38.50",
        "14.95",
    ),
    minus(
        "Dear Sir or Madam,\nI had £250 in my purse at the start of the week and I have since spent £87.60 at the grocer's. How much ought I to have left? I do like to be careful with these things.\nYours faithfully, Mrs D. Pritchard",
        250,
        "87.60",
    ),
    minus(
        "My jigsaw puzzle has 1,000 pieces and so far I have fitted 374 of them. How many are still waiting in the box? It is a picture of Windermere, very pretty, but the sky is a terrible nuisance.",
        1000,
        374,
    ),
    later(
        "The bus to the hospital leaves our stop at 10:25 am and the driver tells me it takes 40 minutes. At what time should I arrive for my appointment? Thank you kindly for your trouble.",
        "10:25 AM",
        40,
    ),
    later(
        "I put the Christmas cake into the oven at 14:10, and the recipe, which was my mother's, says it needs 3 hours 30 minutes. When should I take it out, dear? I don't want it to catch.",
        "14:10",
        210,
    ),
    later(
        "Your grandfather went up for his afternoon nap at 2:45 pm. He always sleeps for an hour and a quarter, no more and no less, regular as clockwork. What time will he be waking up, do you suppose?",
        "2:45 PM",
        75,
        named=(75,),
    ),
    shared(
        "Dear Susan,\nThe four of us shared the cost of Aunt Edith's birthday flowers, which came to £58.60. What does each of us owe? I should like to settle up properly before I forget.\nFondly, Joan",
        "58.60",
        4,
    ),
    shared(
        "I have 156 photographs from the old tin and I should like to spread them evenly across 6 albums, an album for each grandchild. How many photographs will go in each album?",
        156,
        6,
    ),
    between(
        "The church service began at 10:30 and, what with the christening, did not finish until 12:05. How long were we sitting there, would you say? My knees certainly felt it.",
        "10:30",
        "12:05",
    ),
    between(
        "We set off for the seaside at 8:15 am and arrived at 11:40 am. How long was the journey, please? Your grandfather insists it was much longer than I think it was, and I should like to prove him wrong.",
        "8:15 AM",
        "11:40 AM",
    ),
    goes(
        "I have 84 chocolates left over from Christmas and there are 7 grandchildren coming for Sunday lunch. Could they each have the same number, with none left for me to nibble?",
        84,
        7,
    ),
    power(
        "My grandson set me a puzzle in his last letter: what is 7 to the power of 4? I am afraid I have quite forgotten how such things are done. Could you kindly tell me, so I can write back?",
        7,
        4,
    ),
    left_over(
        "I am packing 100 pieces of homemade fudge into little bags of 8 for the tombola. How many pieces will be left over once all the bags are full? Those, I suppose, are mine.",
        100,
        8,
    ),
    run(
        "When I was at school, a great many years ago, the teacher asked us to add up all the whole numbers from 1 to 100. I should like to know the answer again, as it has quite gone out of my head.",
        1,
        100,
    ),
    earlier(
        "Dear,\nThe taxi must have me at the station by 9:20 am, and the driver says the journey takes 35 minutes. What time should I ask him to collect me from the house?",
        "9:20 AM",
        35,
    ),
    squares(
        "My grandson tells me that if you add up 1 squared, 2 squared and so on all the way to 12 squared you get a very tidy number. Would you be so kind as to tell me what it is?",
        1,
        12,
    ),
]

NURSE_ON_BREAK = [
    times("on break. pt needs 250 mg x 3 doses today. total mg?", 250, 3),
    times("ward round quick q - 18 beds, each needs 4 obs checks per shift. how many checks total", 18, 4),
    times("IV running at 125 mL/hr. for 6 hrs. total volume in?", 125, 6),
    times(
        "Bought coffees for the team. 9 of them. £2.85 each. Total? need to claim it back off petty cash",
        9,
        "2.85",
    ),
    plus("fluid balance. oral intake 350 mL, IV 1,200 mL, plus 240 mL with meds. total in?", 350, 1200, 240),
    plus("stock count. gloves — 145 boxes in store room, 38 on the ward. altogether?", 145, 38),
    minus("Input/output chart. 2,400 in, 1,850 out. in minus out? tired brain", 2400, 1850),
    minus("bag was 1000 mL. 640 mL infused so far. how much left in the bag", 1000, 640),
    later("Night shift. Last dose given 19:00. Next due 4 h 30 after. What time's that.", "19:00", 270),
    later("Abx hung at 07:45, runs over 90 min. when to go back and check pump", "07:45", 90),
    later("pt back from theatre 3:20 pm. first post-op obs 45 min after. time?", "3:20 PM", 45),
    shared("500 mg to split into 4 equal doses across the day. mg each?", 500, 4),
    shared("Night team. 6 of us. Leaving gift came to £87. Each pays?", 87, 6),
    between("Break from 02:10 to 02:55. How long did I actually get. Felt like nothing", "02:10", "02:55"),
    between("shift 07:30 til 20:00. how long is that. feet gone", "07:30", "20:00"),
    between("Clocked on 7:45 pm, handed over 8:05 am. total time on the ward?", "7:45 PM", "8:05 AM"),
    goes("Tablets come in strips of 14. Got 98 loose. Fill whole strips exactly, none over?", 98, 14),
    left_over(
        "47 dressing packs. trolleys take 6 each. how many left over after filling as many trolleys as poss",
        47,
        6,
    ),
    earlier("Pt nil by mouth 6 hrs before op. Op booked 13:30. Last food when?", "13:30", 360),
    earlier("Handover 08:00. Need 25 min to finish notes. Latest I can start them?", "08:00", 25),
    lengths_added("Two theatre cases back to back. First 2 h 15, second 1 h 50. Combined time?", 215, 150),
]

PHARMACIST_CHECKING = [
    times(
        "Just double-checking before I dispense: 6 tablets a day for 28 days. That's how many tablets in total? I want to be sure before I count them out.",
        6,
        28,
    ),
    times(
        "Can you confirm for me: 5 mL per dose, 4 doses a day. What's the total mL per day? Checking it against the label.",
        5,
        4,
    ),
    times(
        "Checking an order: 15 boxes of plasters at £3.49 each. What's the total, to the penny?", 15, "3.49"
    ),
    times("Confirming a volume: I need 12 vials, each 2.5 mL. Total volume, please?", 12, "2.5"),
    plus(
        "Stock check, just to be safe. 340 tablets on the shelf, plus a delivery of 560 this morning. Total now?",
        340,
        560,
    ),
    plus(
        "Please verify: prescription charges taken today were £9.90, £9.90 and £19.80. What's the sum? My figure and the till's don't agree.",
        "9.90",
        "9.90",
        "19.80",
    ),
    minus(
        "I started the day with 1,500 paracetamol tablets and have dispensed 432. How many remain? I want to check it against the computer.",
        1500,
        432,
    ),
    minus("CD register check. Balance was 200 mL, dispensed 35 mL. New balance should be...?", 200, 35),
    minus(
        "A patient paid with a £20 note for items totalling £13.47. Change due? I just want to get it right.",
        20,
        "13.47",
    ),
    later(
        "Reconstituted the antibiotic suspension at 09:40; it has to stand for 30 minutes before shaking again. What time is that? Just confirming.",
        "09:40",
        30,
    ),
    later(
        "Prescription handed in at 4:50 pm and we quote 25 minutes. What time do I tell them to come back for it?",
        "4:50 PM",
        25,
    ),
    shared(
        "Checking my maths on a bottle: 300 mL bottle, dose is 7.5 mL. How many doses does the bottle hold?",
        300,
        "7.5",
    ),
    shared(
        "Cost price is £64.80 for a pack of 24. Unit cost, please, so I can double-check the shelf sticker.",
        "64.80",
        24,
    ),
    between(
        "The fridge alarm went off at 01:35 and was reset at 06:10. How long was it out of range? I need to log it accurately.",
        "01:35",
        "06:10",
    ),
    goes(
        "Will 180 capsules go exactly into packs of 30, with no remainder? Double-checking the pack-down.",
        180,
        30,
    ),
    goes(
        "Can 250 tablets be split into blister strips of 14 with none left over? I doubt it, but please confirm.",
        250,
        14,
    ),
    left_over(
        "We have 125 sachets and pack them into boxes of 12. How many sachets would be left loose at the end? Just verifying.",
        125,
        12,
    ),
    left_over(
        "1000 mL bottle, daily doses of 60 mL. Once no more full 60 mL doses can be poured, how many mL are left in the bottle?",
        1000,
        60,
    ),
    run(
        "Titration check: the patient takes 5 mg, then 10 mg, 15 mg and so on, going up to 40 mg, a dose a day. Total mg over the whole course?",
        5,
        40,
        step=5,
    ),
    earlier(
        "The tablet has to be taken 45 minutes before breakfast, and breakfast is at 07:30. What time should the tablet go down?",
        "07:30",
        45,
    ),
    length_less(
        "Infusion prescribed to run 3 h 20, and it's been going 2 h 35. How much longer is left? Confirming before I ring the ward.",
        320,
        235,
    ),
]

ACCOUNTANT_FORMAL = [
    times(
        "Please compute the annual cost of a monthly subscription of £149.50 over 12 months.", "149.50", 12
    ),
    times("Kindly calculate the gross wages for 37 hours worked at £18.25 per hour.", 37, "18.25"),
    times("What is the total value of a holding of 1,250 shares at £3.16 per share?", 1250, "3.16"),
    plus(
        "Please total the following quarterly receipts: £12,480, £9,375, £11,020 and £10,645.",
        12480,
        9375,
        11020,
        10645,
    ),
    plus(
        "I should be grateful if you would add the opening balance of £4,312.58 to the deposits received of £1,987.42.",
        "4312.58",
        "1987.42",
    ),
    plus(
        "Invoices outstanding are as follows: £640, £1,315 and £282.75. Please confirm the aggregate.",
        640,
        1315,
        "282.75",
    ),
    minus("Net figure required: gross revenue of £86,400 less cost of sales of £52,975.", 86400, 52975),
    minus(
        "Opening cash £3,000.00; payments made £412.18, £96.40 and £1,205.00. What is the closing cash balance?",
        "3000.00",
        "412.18",
        "96.40",
        "1205.00",
    ),
    minus(
        "Please determine the underspend: a budget of £25,000 against actual expenditure of £23,618.",
        25000,
        23618,
    ),
    later(
        "The audit committee convenes at 14:00 and the agenda is scheduled to run 2 hours 45 minutes. At what time should adjournment be expected?",
        "14:00",
        165,
    ),
    shared(
        "Kindly divide the annual rent of £18,600 into 12 equal monthly instalments and state the amount of each.",
        18600,
        12,
    ),
    shared(
        "The partnership profit of £94,500 is to be shared equally between the 3 partners. What is each partner's share?",
        94500,
        3,
    ),
    between(
        "Time recorded on the client file: commenced 09:15, concluded 16:50. Please state the duration for billing purposes.",
        "09:15",
        "16:50",
    ),
    goes(
        "Can a total of £7,350 be settled exactly in instalments of £245, with no residual amount?", 7350, 245
    ),
    power("For a compounding illustration, please evaluate 1.05 raised to the power 3.", "1.05", 3),
    power("For a reconciliation of storage volume, please evaluate 12 cubed.", 12, 3),
    left_over(
        "We hold 1,000 ledger sheets to be bound in volumes of 64 sheets each. How many sheets will remain unbound once all complete volumes are made up?",
        1000,
        64,
    ),
    run(
        "For a sum-of-the-years'-digits depreciation schedule over 8 years, I require the total of 1 + 2 + ... + 8.",
        1,
        8,
    ),
    run(
        "Please total the series of monthly increments £100, £200, £300 and so forth, up to and including £1,200.",
        100,
        1200,
        step=100,
    ),
    cubes("Kindly compute the sum of the cubes of the integers 1 through 9.", 1, 9),
    squares(
        "Please state the sum of the squares of the integers from 1 to 20, which is required for a variance calculation.",
        1,
        20,
    ),
]

TEEN_LOWERCASE = [
    times("ok so its £7.50 a ticket and theres 6 of us going, how much is that altogether lol", 6, "7.50"),
    times("bro if i game 5 hrs a day for 14 days how many hours is that 💀", 5, 14),
    times("lowkey need help. 23 x 17?? my brain is actually fried", 23, 17),
    plus("i got 67 on the first test and 84 on the second whats that added up", 67, 84),
    plus("saved £35 from my birthday and £48.20 from babysitting. how much do i have now fr", 35, "48.20"),
    minus("the hoodie is £54.99 and i only have £41 ngl how much more do i need", "54.99", 41),
    minus("had 1,250 followers and lost 87 after that post 😭 how many now", 1250, 87),
    later("bus comes at 15:35 and its like 25 min into town, when do i get there", "15:35", 25),
    later(
        "movie starts 8:10pm and its 2 h 28 min long so when does it end?? need to tell my mum",
        "8:10 PM",
        148,
    ),
    later("if i start revising at 4pm and do 50 min what time can i stop lmao", "4:00 PM", 50),
    shared("pizza was £38.40 split between 4 of us how much do i owe", "38.40", 4),
    between("school ends 15:20 and practice starts 17:05 how long do i have to kill", "15:20", "17:05"),
    between("went to bed 11:40 pm woke up 7:15 am how much sleep did i even get 😴", "11:40 PM", "7:15 AM"),
    goes("does 7 go into 91 with no remainder or nah", 91, 7),
    goes("can 26 ppl split into groups of 4 evenly?? its for the project", 26, 4),
    power("wats 2 to the power of 10 again", 2, 10),
    power("whats 9 squared fr i forgot", 9, 2),
    left_over("75 sweets shared evenly between 8 of us, how many r left over for me lol", 75, 8),
    run("teacher said add every number from 1 to 30 together whats the answer i cant be bothered", 1, 30),
    run("2 + 4 + 6 all the way up to 40 whats the total", 2, 40, step=2),
    earlier("gotta be at the party for 9pm and it takes 40 min to get there, when do i leave", "9:00 PM", 40),
    cubes("sum of cubes 1 to 5?? homework due tmrw pls", 1, 5),
]

LEARNING_ENGLISH = [
    times("Hello, please. I buy 8 kilo of rice, each kilo is 2.40 euro. How much I pay for all?", 8, "2.40"),
    times(
        "I am making 45 pieces every hour in my work and I work 8 hours. How many pieces I make in total?",
        45,
        8,
    ),
    times("Excuse me, what is 16 multiply by 25? I am learning the English words for maths.", 16, 25),
    plus("My son have 38 books and my daughter have 29 books. How many books they have together?", 38, 29),
    plus("This month I pay for rent 650 and for electricity 85. Together is how much?", 650, 85),
    minus("I have 200 euro. I buy shoes for 74 euro. How many euro is staying with me?", 200, 74),
    minus(
        "The bottle have 1.5 litre of water. I drink 0.6 litre. How much water stay in bottle?", "1.5", "0.6"
    ),
    later(
        "The train is going at 13:50 and travel is 2 hour 20 minute. At what o'clock I arrive?", "13:50", 140
    ),
    later(
        "My English class is begin 6:30 pm and it is long 90 minutes. When is finish the class?",
        "6:30 PM",
        90,
    ),
    shared(
        "We are 5 friends and the restaurant bill is 137.50. Everyone pay the same. How much for each person?",
        "137.50",
        5,
    ),
    between(
        "The shop is open at 08:30 and close at 19:00. How many hours and minutes it is open?",
        "08:30",
        "19:00",
    ),
    goes("Please tell me, 144 can be divided by 16 with nothing rest?", 144, 16),
    power("How much is 3 in power 4? In my country we say it other way.", 3, 4),
    power("What is 5 to the power 3, please? I am not sure about my answer.", 5, 3),
    left_over("I have 50 eggs and I put them in boxes of 6. How many eggs is rest, not in box?", 50, 6),
    run("The teacher say: sum all numbers from 1 until 20. What is the result?", 1, 20),
    earlier(
        "I must be in airport at 05:45. The taxi need 50 minutes for go there. What time I must leave my house?",
        "05:45",
        50,
    ),
    lengths_added(
        "Yesterday I walk 1 hour 40 minutes and today 55 minutes. How much time I walk in total?", 140, 55
    ),
    length_less(
        "The film is 2 hours 10 minutes. I watched already 1 hour 25 minutes. How much time is still?",
        210,
        125,
    ),
]

FAMILIES = {
    "103-grandparent-letters": GRANDPARENT_LETTERS,
    "103-nurse-on-break": NURSE_ON_BREAK,
    "103-pharmacist-checking": PHARMACIST_CHECKING,
    "103-accountant-formal": ACCOUNTANT_FORMAL,
    "103-teen-lowercase": TEEN_LOWERCASE,
    "103-learning-english": LEARNING_ENGLISH,
}
