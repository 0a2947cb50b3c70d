"""Corpus 12's phrasings: spoken and typed-on-the-go questions from everyday life, as data.

Each family is a way of asking. An entry holds the question, the operation and the problem's
numbers; `named` lists the numbers the question names without writing them ("double", "half an hour",
"the first 35 odd numbers").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

Num = int | str


@dataclass(frozen=True)
class Entry:
    question: str
    operation: str
    numbers: tuple[Num, ...]
    step: Num | None = None
    source: str = "written"
    named: tuple[Num, ...] = ()
    chain: bool = False

    @property
    def check_numbers(self) -> bool:
        return not self.named

    @property
    def extra(self) -> Mapping[str, Any]:
        return {"chain": self.chain, "named": self.named}


def op(operation: str):  # type: ignore[no-untyped-def]
    def make(question: str, a: Num, b: Num, named: tuple[Num, ...] = ()) -> Entry:
        return Entry(question, operation, (a, b), named=named)

    return make


add, sub, mul, div = op("+"), op("-"), op("*"), op("/")
rem, dvs, pw = op("remainder"), op("divisible"), op("power")
sos, soc = op("sum_of_squares"), op("sum_of_cubes")
add_t, sub_t = op("add_time"), op("subtract_time")
after, before, between = op("time_after"), op("time_before"), op("time_between")


def ser(question: str, a: Num, b: Num, step: Num = 1, named: tuple[Num, ...] = ()) -> Entry:
    return Entry(question, "series", (a, b), step=step, named=named)


def chain(question: str, operation: str, *terms: Num) -> Entry:
    return Entry(question, operation, tuple(terms), chain=True)


FAMILIES: dict[str, list[Entry]] = {
    "dictated-whats": [
        add("what's forty seven plus nine", 47, 9),
        add("whats 356 plus 289", 356, 289),
        mul("what is eighty four times six", 84, 6),
        sub("what's 1000 minus 387", 1000, 387),
        pw("what's twelve squared", 12, 2),
        pw("what is 7 to the power of 4", 7, 4),
        div("what's 144 divided by 9", 144, 9),
        mul("what's sixty three times eleven", 63, 11),
        pw("what's 2 to the 10th", 2, 10),
        sub("what is nine hundred and twelve minus four hundred and fifty five", 912, 455),
        ser("what's the sum of all the numbers from one to fifty", 1, 50),
        add("what's 4.75 plus 3.8", "4.75", "3.8"),
        mul("what's 18 times 25", 18, 25),
        after("what time will it be forty five minutes after 6:50 p.m.", "6:50 PM", 45),
        dvs("is 91 divisible by 7", 91, 7),
        rem("what's the remainder when 100 is divided by 7", 100, 7),
        div("what's three hundred divided by eight", 300, 8),
    ],
    "dictated-restart": [
        sub_t("set a timer for no wait what's 3 hours 25 minus 1 hour 50", 325, 150),
        add("what's 68 plus no sorry 86 plus 47", 86, 47),
        mul("hey what's 15 times 12 actually make that 15 times 14", 15, 14),
        sub("how much is 250 minus um minus 78", 250, 78),
        pw("what's 9 squared no 9 cubed", 9, 3),
        div("divide 420 by 6 i mean by 7", 420, 7),
        mul("what's 6 times 7 wait 6 times 17", 6, 17),
        add("add 39 and 58 no 39 and 85", 39, 85),
        pw("what's 5 to the power of 6 sorry 5 to the power of 5", 5, 5),
        dvs("is 123 divisible by 3 no hang on is 124 divisible by 3", 124, 3),
        after("what time is it 2 hours after no 90 minutes after 4:15 pm", "4:15 PM", 90),
        ser("what's 1 plus 2 plus 3 all the way up to 30 no make it up to 40", 1, 40),
        mul("what's 8.5 no 7.5 times 4", "7.5", 4),
        between("how long from 10:40 a.m. to oh wait to 1:05 p.m.", "10:40 AM", "1:05 PM"),
        sub("what's 1000 take away 1 no take away 11", 1000, 11),
        rem("what's the remainder of 85 divided by 4 actually 85 divided by 6", 85, 6),
    ],
    "filler-um-like": [
        mul("um what's like 23 times 4", 23, 4),
        chain("so like how much is 275 plus 150 plus 80", "+", 275, 150, 80),
        div("uh what is um 64 divided by uh 16", 64, 16),
        pw("like what's 3 to the power of 5 or whatever", 3, 5),
        sub("um so if i take 45 from 120 what's left", 120, 45),
        pw("er what's like 13 squared", 13, 2),
        mul("um what's 17 times 6", 17, 6),
        ser("hmm what's like one plus three plus five all the way up to twenty nine", 1, 29, 2),
        dvs("um is like 256 divisible by 16", 256, 16),
        rem("uh what's the remainder like when you do 137 divided by 12", 137, 12),
        add_t("so um what's 2 hours 50 plus like 1 hour 25", 250, 125),
        sub("um what's 950 minus 476", 950, 476),
        mul("like what's 3.25 times 4", "3.25", 4),
        before("um what time's it gonna be like 35 minutes before 9:10 pm", "9:10 PM", 35),
        pw("um like what's 6 cubed", 6, 3),
        add("er like how much is 58 plus 67", 58, 67),
    ],
    "wake-word-first": [
        mul("ok google what's 12 times 15", 12, 15),
        div("alexa what's 4096 divided by 64", 4096, 64),
        pw("hey siri what's 11 to the power of 3", 11, 3),
        sub_t("ok phone what's 5 hours 10 minutes minus 2 hours 35 minutes", 510, 235),
        after("alexa what time is it 2 hours and 15 minutes after 11:30 am", "11:30 AM", 135),
        add("hey google add 345 and 678", 345, 678),
        sub("siri whats 800 minus 264", 800, 264),
        dvs("ok google is 1001 divisible by 11", 1001, 11),
        sos("alexa what is the sum of the squares from 1 to 12", 1, 12),
        mul("hey siri what's 45 times 45", 45, 45),
        mul("ok google what's 7 times 13", 7, 13),
        soc("alexa what's 1 cubed plus 2 cubed plus 3 cubed up to 10 cubed", 1, 10),
        pw("hey google what's 2 to the power of 16", 2, 16),
        between("siri how long is it from 8:20 am till 11:05 am", "8:20 AM", "11:05 AM"),
        div("alexa what's 63 divided by 4", 63, 4),
        add("ok google what's 999 plus 999", 999, 999),
        rem("hey siri what's the remainder when 500 is divided by 9", 500, 9),
    ],
    "text-abbrev": [
        mul("can u do 48 x 12 for me pls", 48, 12),
        add("whats 375 + 490 pls thx", 375, 490),
        sub("pls wats 84 - 29", 84, 29),
        mul("quick q whats 7 x 36 thx", 7, 36),
        pw("mum whats 17 squared pls need it 4 homework", 17, 2),
        mul("ur good at maths, wats 2.4 x 5", "2.4", 5),
        div("hey can u check 1234 divided by 2 thx", 1234, 2),
        dvs("is 372 divisible by 4 pls lmk", 372, 4),
        after("wat time is 40 mins after 7:35pm", "7:35 PM", 40),
        sub("omg whats 600 - 173 brain not working", 600, 173),
        pw("need 3 to the 4th pls", 3, 4),
        chain("how much is 12.99 + 4.50 + 3.25 thx", "+", "12.99", "4.50", "3.25"),
        div("whats 225 / 15 pls", 225, 15),
        ser("k so whats 1+2+3+...+25 lol", 1, 25),
        add_t("pls whats 3hrs 40 + 2hrs 35", 340, 235),
        rem("wats left over from 47 / 5 (remainder) thx", 47, 5),
    ],
    "emoji-chat": [
        mul("whats 19 x 21 🙏", 19, 21),
        sub("help 😩 what's 503 - 278", 503, 278),
        pw("8 squared?? 🤔", 8, 2),
        ser("sum of 1 to 60 pls 🙏🙏", 1, 60),
        dvs("is 135 divisible by 9 😅", 135, 9),
        div("🍕 what's 96 / 8", 96, 8),
        chain("what's 68 + 74 + 39 👀", "+", 68, 74, 39),
        between("how long from 6:45pm to 8:30pm 🏃‍♀️", "6:45 PM", "8:30 PM"),
        mul("what's 15 x 16 😂 i forgot", 15, 16),
        pw("2 to the 8th? 🤓", 2, 8),
        sub("💸 what's 1500 minus 645", 1500, 645),
        rem("remainder of 200 ÷ 7 ❓", 200, 7),
        add("what's 0.5 + 0.75 ☕", "0.5", "0.75"),
        before("⏰ what time is 25 min before 7:05 am", "7:05 AM", 25),
        mul("what's 27 x 4 🧁", 27, 4),
        dvs("is 98 divisible by 4 🐶", 98, 4),
    ],
    "group-chat-split": [
        div("dinner came to £86.40 and there's 4 of us, how much each", "86.40", 4),
        div("ok the taxi was $57 split 3 ways what do we each owe", 57, 3),
        div("guys total for the cabin is 1260 between 6 of us how much per person", 1260, 6),
        add("pizza was 23.50 and drinks 14.75 what's the total", "23.50", "14.75"),
        mul("tickets 4 x 18.50 what's that come to", 4, "18.50"),
        add("I paid 45 for petrol and 12.80 for parking whats that together", 45, "12.80"),
        div("bill is 132 split 5 ways each is?", 132, 5),
        mul("we had 3 rounds at 27.60 each what's the total", 3, "27.60"),
        sub("ok so 240 minus the 65 deposit already paid = what", 240, 65),
        chain("sam paid 38, jo 42.50, me 29.90 whats the total spend", "+", 38, "42.50", "29.90"),
        dvs("can the 96 quid go evenly between 7 of us", 96, 7),
        div("gift for mum is 75 and there's 5 of us chipping in how much each", 75, 5),
        mul("bowling was 8 people x 9.75 each, total?", 8, "9.75"),
        sub("the airbnb was 850 and we've paid 520 so far how much is left to pay", 850, 520),
        chain(
            "drinks were 6.40 + 5.90 + 7.20 + 4.80 whats that come to", "+", "6.40", "5.90", "7.20", "4.80"
        ),
        chain("house bills: 64 electric 38 water 29 internet, total?", "+", 64, 38, 29),
    ],
    "fact-then-ask": [
        mul("the recipe wants 375 g of flour and i'm doubling it how much flour is that", 375, 2, named=(2,)),
        mul("my fence is 14 panels each 1.83 m long how long is the whole fence", 14, "1.83"),
        mul("the dog eats 350 grams a day how much is that for 14 days", 350, 14),
        sub("i've knitted 48 rows out of 130 how many rows still to go", 130, 48),
        mul("the car does 52 miles a gallon and I've got 9 gallons how far is that", 52, 9),
        add("i walked 8,432 steps this morning and 5,917 this afternoon how many steps today", 8432, 5917),
        sub("the board is 240 cm and i need to cut off 37.5 cm how long is what's left", 240, "37.5"),
        mul("my pocket money is 7.50 a week how much will I have in 12 weeks", "7.50", 12),
        after("the lasagne goes in at 5:40 pm and needs 55 min, when's it ready", "5:40 PM", 55),
        after(
            "the train leaves at 13:48 and the journey takes 72 minutes what time do we get in", "13:48", 72
        ),
        sub("we're driving 385 miles and we've done 147 how many left", 385, 147),
        mul("the model kit has 6 sprues with 28 parts on each how many parts altogether", 6, 28),
        mul("i swim 64 lengths and the pool is 25 m how far is that", 64, 25),
        dvs("the bag holds 2000 g and a scoop is 80 g, does it divide exactly", 2000, 80),
        mul("we need 5 lengths of skirting at 2.4 m each, how much is that in total", 5, "2.4"),
        add("my bills are 1,150 rent and 215 council tax, what's that together", 1150, 215),
    ],
    "relayed-for-a-kid": [
        pw("my son wants to know what 9 to the power of 3 is", 9, 3),
        ser("my daughter's homework says 1+3+5+...+49, what does it add up to", 1, 49, 2),
        div("kid asks what's 144 divided by 12, i've forgotten lol", 144, 12),
        sos("helping with homework: 6 squared plus 7 squared all the way to 10 squared", 6, 10),
        mul("my 8 year old wants to know what 25 times 25 is", 25, 25),
        dvs("the worksheet asks is 315 divisible by 5", 315, 5),
        sub("my son says 72 take away 38 is 44 is he right", 72, 38),
        sub("my daughter's stuck on 4,508 minus 1,769", 4508, 1769),
        soc("homework question, what is 2 cubed plus 3 cubed plus 4 cubed plus 5 cubed", 2, 5),
        rem("what's the remainder when 73 is divided by 8 (for my kid's worksheet)", 73, 8),
        pw("grandson asking what 11 squared is", 11, 2),
        mul("my kid needs 37 x 23 for homework", 37, 23),
        ser("my son's homework says add up the even numbers from 2 to 50", 2, 50, 2),
        dvs("my daughter wants to know if 1,000 divides by 8 exactly", 1000, 8),
        sub("homework helper: 8.6 minus 2.75", "8.6", "2.75"),
        pw("our kid's maths task: what's 10 to the power of 6", 10, 6),
    ],
    "how-many-altogether": [
        mul("how many eggs altogether if i've got 3 boxes of 12", 3, 12),
        mul("how many reps in total if i do 4 sets of 15", 4, 15),
        chain("i did 12 laps then 9 laps then 14 laps how many altogether", "+", 12, 9, 14),
        mul("how many stitches in total 7 rows of 36", 7, 36),
        chain("how many miles altogether 23.4 + 18.7 + 31.6", "+", "23.4", "18.7", "31.6"),
        mul("3 trays of 24 cupcakes how many cupcakes all together", 3, 24),
        add_t(
            "how many hours of driving in total if day one was 4 hours 35 and day two 3 hours 50", 435, 350
        ),
        chain("how many squats total 25 + 30 + 35 + 40", "+", 25, 30, 35, 40),
        mul("altogether how many seedlings is 18 trays of 40", 18, 40),
        ser(
            "if i climb 1 flight the first day, 2 the next, and so on up to 20 flights on day 20, "
            "how many flights altogether",
            1,
            20,
        ),
        chain("how many pages did i read altogether 37 pages mon 52 tue 44 wed", "+", 37, 52, 44),
        mul("how many tiles altogether 16 rows of 23", 16, 23),
        mul("how many km in total if i run 5.5 km 4 times", "5.5", 4),
        add("grand total of points 148 and 276", 148, 276),
        ser("if i save 5 the first week, 10 the second, and so on up to 150 how much altogether", 5, 150, 5),
        mul("how many bottles altogether in 9 crates of 24", 9, 24),
    ],
    "how-much-left": [
        sub("had 500 quid spent 287 how much left", 500, 287),
        rem("if i share 53 sweets between 6 kids evenly how many are left over", 53, 6),
        sub("we had 2,000 ml of milk and used 650 ml how much is left", 2000, 650),
        sub("i've got 35.00 and the shopping is 27.45 what change do i get", "35.00", "27.45"),
        rem("packing 250 biscuits into bags of 12 how many biscuits left over", 250, 12),
        sub("how much fuel is left if the tank held 55 litres and i used 38.6", 55, "38.6"),
        sub("the roll was 50 m and i've used 13.75 m how much is left", 50, "13.75"),
        rem("if 89 kids go into teams of 8 how many kids are left over", 89, 8),
        sub_t("how much is left of a 2 hour 30 minute film after 1 hour 48 minutes", 230, 148),
        chain("we had 1,200 and took off 340 then 275 then 190 what's left", "-", 1200, 340, 275, 190),
        rem("how many left over when you put 100 eggs into boxes of 6", 100, 6),
        sub("I started with 64 pages to read and read 29 how many to go", 64, 29),
        sub("the temperature was -4 and it dropped 7 more degrees what is it now", -4, 7),
        add("it's -3 outside and it's going to warm up by 8 degrees what'll it be", -3, 8),
        sub("my goal is 8,000 steps and i've done 5,642 how many more", 8000, 5642),
        rem("how many days left over if 365 days are split into weeks of 7", 365, 7),
    ],
    "timer-done-when": [
        after("cake goes in at 3:25 pm and needs 40 minutes when do I take it out", "3:25 PM", 40),
        after("put the roast in at 11:50 am for 1 hour 45 when's it done", "11:50 AM", 105),
        after("bread needs 2 hours to rise, started at 9:35 am, when's it ready", "9:35 AM", 120),
        after("washing machine started at 7:48 pm and takes 78 minutes when will it finish", "7:48 PM", 78),
        after("slow cooker on at 10:15 am for 6 hours 30 min, done when", "10:15 AM", 390),
        before("kids' bedtime is 8:00 pm and they need 50 min to get ready, when do we start", "8:00 PM", 50),
        before("dinner at 6:30 pm, chicken needs 85 minutes, when does it go in", "6:30 PM", 85),
        after("the 17:42 bus takes 38 mins what time do I get there", "17:42", 38),
        before(
            "train gets in at 21:15 and the trip is 2 hours 25 minutes what time did it leave", "21:15", 145
        ),
        before(
            "parking runs out at 4:10 pm, it's 2 hours from when i paid, what time did i pay", "4:10 PM", 120
        ),
        after("egg timer started at 8:57 am for 12 minutes, done at", "8:57 AM", 12),
        after("movie starts 19:45 and runs 2 hours 10 min, when does it end", "19:45", 130),
        before(
            "need to be at the airport by 5:15 am and it's a 95 minute drive when do we leave", "5:15 AM", 95
        ),
        after("muffins in at 4:52 pm, 22 min bake, out at?", "4:52 PM", 22),
        before(
            "the match kicks off at 15:00 and we need 45 min to get there what time do we leave", "15:00", 45
        ),
        between(
            "the pot roast went in at 2:35 pm and came out at 5:50 pm how long was that", "2:35 PM", "5:50 PM"
        ),
    ],
    "how-long-between": [
        between("how long is it from 9:45 am to 12:20 pm", "9:45 AM", "12:20 PM"),
        between("i went to bed at 10:50 pm and woke at 6:35 am how long did I sleep", "10:50 PM", "6:35 AM"),
        between("left home at 07:55 got to work at 08:40 how long was the commute", "07:55", "08:40"),
        between("shift starts 13:30 ends 21:15 how long's that", "13:30", "21:15"),
        between("how long between 11:40 pm and 1:10 am", "11:40 PM", "1:10 AM"),
        between("the flight departs 22:35 and lands 06:05 how long is it", "22:35", "06:05"),
        between("how many hours and minutes from 4:20 pm to 9:05 pm", "4:20 PM", "9:05 PM"),
        between("gym from 6:10 am to 7:25 am how long did i train", "6:10 AM", "7:25 AM"),
        between("film started at 8:05 pm and finished at 10:17 pm how long was it", "8:05 PM", "10:17 PM"),
        between(
            "the dog walker came at 12:40 pm and left at 1:55 pm how long was she here", "12:40 PM", "1:55 PM"
        ),
        between("oven on from 5:05 pm till 7:20 pm how long", "5:05 PM", "7:20 PM"),
        between("time between 14:25 and 17:10", "14:25", "17:10"),
    ],
    "lengths-of-time": [
        add_t("i ran for 1 hour 24 min yesterday and 58 min today how long total", 124, 58),
        add_t("2 hours 35 + 1 hour 50 what's the total", 235, 150),
        sub_t("3 h 10 min minus 1 h 45 min", 310, 145),
        sub_t("the drive is 4 hours 20 and we've done 2 hours 45 how long left", 420, 245),
        add_t("knitting time: 1 hr 15, 2 hrs 40 — add them up", 115, 240),
        sub_t(
            "the audiobook is 9 hours 5 minutes and i've listened to 6 hours 38 how much is left", 905, 638
        ),
        add_t("half an hour plus 2 hours 45 minutes", 30, 245, named=(30,)),
        add_t("what's 45 minutes plus 1 hour 35 minutes", 45, 135),
        sub_t("6 hours minus 2 hours 25 minutes", 600, 225),
        add_t("gardening took 1 hour 50 on sat and 2 hours 25 on sun total?", 150, 225),
    ],
    "goes-evenly": [
        dvs("can 84 cupcakes go evenly into boxes of 6", 84, 6),
        dvs("will 150 chairs fit exactly into rows of 12", 150, 12),
        dvs("do 96 kids split into teams of 8 with nobody left out", 96, 8),
        dvs("can i cut a 270 cm board into 45 cm pieces with nothing wasted", 270, 45),
        dvs("does 7 go into 343 exactly", 343, 7),
        dvs("does 1,236 divide evenly by 6", 1236, 6),
        dvs("can 58 biscuits be shared equally by 4", 58, 4),
        dvs("is 4,096 a multiple of 64", 4096, 64),
        dvs("can 200 seedlings go in trays of 24 exactly", 200, 24),
        dvs("does 9 go evenly into 738", 738, 9),
        dvs("is 1,111 divisible by 3", 1111, 3),
        dvs("can a 75 row pattern split evenly into repeats of 5 rows", 75, 5),
        dvs("is 2,024 divisible by 11", 2024, 11),
        dvs("will 365 go into 5 evenly", 365, 5),
        dvs("does 13 go into 169 evenly", 169, 13),
        dvs("does 500 divide exactly by 16", 500, 16),
    ],
    "squared-cubed-said": [
        pw("what's fifteen squared", 15, 2),
        pw("four cubed", 4, 3),
        pw("what's 2 to the power of twelve", 2, 12),
        pw("what is six to the fifth", 6, 5),
        pw("nineteen squared please", 19, 2),
        pw("what's 1.5 squared", "1.5", 2),
        pw("what's 10 to the power of 0", 10, 0),
        pw("thirty squared", 30, 2),
        pw("what is 5 to the 4th power", 5, 4),
        pw("and 7 squared", 7, 2),
        pw("three to the power of seven", 3, 7),
        pw("what's 0.2 cubed", "0.2", 3),
        pw("twenty five squared", 25, 2),
        pw("what's 2 to the 20", 2, 20),
        pw("what does 12 cubed come to", 12, 3),
    ],
    "take-away-said": [
        sub("take 17 away from 52", 52, 17),
        sub("what's 38 less than 100", 100, 38),
        sub("subtract 2.75 from 11", 11, "2.75"),
        sub("what do you get if you take 465 off 1,000", 1000, 465),
        sub("what's the difference between 73 and 128", 128, 73),
        chain("100 minus 17 minus 23 minus 9", "-", 100, 17, 23, 9),
        sub("how far apart are 346 and 512", 512, 346),
        sub("what's 15 minus 22", 15, 22),
        sub("knock 85 off 340", 340, 85),
        sub("what's 4.2 take away 1.85", "4.2", "1.85"),
        sub("what's negative 6 minus 9", -6, 9),
        chain("720 take away 145 take away 60", "-", 720, 145, 60),
        sub("what's 3,005 minus 1,998", 3005, 1998),
        sub("what's 12 less than 5", 5, 12),
        sub("how much more is 94 than 57", 94, 57),
        sub("what's 60.5 minus 18.25", "60.5", "18.25"),
    ],
    "times-said": [
        mul("what's 9 lots of 14", 9, 14),
        mul("what are 24 sixes", 24, 6, named=(6,)),
        mul("multiply 35 by 8", 35, 8),
        mul("what's 250 times 4", 250, 4),
        mul("what's 47 multiplied by 3", 47, 3),
        mul("what's 6 times 7.5", 6, "7.5"),
        mul("what's 1.2 times 1.5", "1.2", "1.5"),
        mul("what's 99 times 7", 99, 7),
        mul("what's 125 x 8", 125, 8),
        mul("what's minus 4 times 13", -4, 13),
        mul("triple 68", 68, 3, named=(3,)),
        mul("what is 32 times by 11", 32, 11),
        mul("what's 18 times 18", 18, 18),
        mul("what's 0.25 times 48", "0.25", 48),
        mul("what's 400 times 3.5", 400, "3.5"),
        mul("double 1.75", "1.75", 2, named=(2,)),
    ],
    "shared-between": [
        div("split 96 between 4", 96, 4),
        div("share 750 g between 6 bowls", 750, 6),
        div("what's 1,000 divided by 8", 1000, 8),
        div("how many 12s go into 180", 180, 12),
        div("52 divided by 8", 52, 8),
        div("divide 7.5 by 3", "7.5", 3),
        div("what's 100 over 16", 100, 16),
        div("half of 347", 347, 2, named=(2,)),
        div("what is 22 divided by 7", 22, 7),
        div("a 3.6 m plank cut into 4 equal bits how long is each", "3.6", 4),
        div("share 84 sweets among 7 kids", 84, 7),
        div("what's a quarter of 130", 130, 4, named=(4,)),
        div("divide -48 by 6", -48, 6),
        div("how much each if 5 of us split 142.50", "142.50", 5),
        div("2,500 divided by 40", 2500, 40),
        div("what's 9 divided by 12", 9, 12),
    ],
    "run-of-numbers": [
        ser("add up 1 to 100", 1, 100),
        ser("what's 2 plus 4 plus 6 all the way up to 40", 2, 40, 2),
        ser("sum of the first 35 odd numbers", 1, 69, 2, named=(1, 69, 2)),
        ser("5 + 10 + 15 + ... + 150", 5, 150, 5),
        ser("3+6+9+...+60", 3, 60, 3),
        ser("add all the numbers from 50 to 80", 50, 80),
        ser("sum of the first 50 even numbers", 2, 100, 2, named=(2, 100)),
        ser("10 + 20 + 30 up to 200", 10, 200, 10),
        ser("what's 7+14+21+...+70", 7, 70, 7),
        ser("all the whole numbers from 1 through 75 added together", 1, 75),
        ser("sum the odd numbers from 11 to 31", 11, 31, 2),
        ser("80 + 79 + 78 + ... + 1", 80, 1),
        ser("1.5 + 3 + 4.5 + ... + 15", "1.5", 15, "1.5"),
    ],
    "sums-of-powers": [
        sos("1 squared plus 2 squared all the way to 10 squared", 1, 10),
        sos("add the squares from 1 to 20", 1, 20),
        soc("what's 1³ + 2³ + 3³ + ... + 8³", 1, 8),
        soc("sum of cubes 1 to 15", 1, 15),
        sos("5² + 6² + ... + 12²", 5, 12),
        sos("what do the squares of 1 to 7 add up to", 1, 7),
        soc("add up the cubes of the numbers 3 to 6", 3, 6),
        soc("1 cubed + 2 cubed + ... + 20 cubed", 1, 20),
        sos("sum of the squares of the first 15 whole numbers", 1, 15, named=(1,)),
        sos("11² + 12² + 13² + 14² + 15²", 11, 15),
        soc("what's the total of 4 cubed through 9 cubed", 4, 9),
        sos("squares from 10 to 20 added up", 10, 20),
    ],
    "bare-typed": [
        mul("56*7", 56, 7),
        pw("3^4?", 3, 4),
        add("1234+5678", 1234, 5678),
        sub("903-478", 903, 478),
        div("81/9", 81, 9),
        pw("17^2", 17, 2),
        mul("6.25*8", "6.25", 8),
        ser("2+4+6+...+100", 2, 100, 2),
        rem("45 mod 7", 45, 7),
        add("0.6+0.45", "0.6", "0.45"),
        add("-8+15", -8, 15),
        div("1000/125", 1000, 125),
        mul("19*19", 19, 19),
        chain("500-125-75-50", "-", 500, 125, 75, 50),
        pw("7^3", 7, 3),
        div("720 ÷ 9", 720, 9),
    ],
    "check-my-answer": [
        mul("i got 1,356 for 452 times 3, is that right", 452, 3),
        add("is 67 + 58 = 125?", 67, 58),
        mul("my calculator's dead, is 84 x 7 588?", 84, 7),
        pw("we reckon 21 squared is 431 can u check", 21, 2),
        sub("i said 1000 - 643 is 357 right?", 1000, 643),
        mul("does 7 x 8 make 54", 7, 8),
        pw("someone said 2 to the power of 9 is 512, true?", 2, 9),
        div("is 96 / 6 16?", 96, 6),
        add_t("hubby says 3 hours 45 plus 2 hours 30 is 6 hours 15, is he right?", 345, 230),
        add("the app says i did 4,250 + 3,875 steps = 8,125 is that right", 4250, 3875),
        sub("checking: 15.6 - 7.9 = 7.7?", "15.6", "7.9"),
        dvs("my son thinks 125 is divisible by 3, is it", 125, 3),
        rem("is the remainder of 58 ÷ 9 really 4", 58, 9),
        ser("pretty sure 1+2+...+12 is 78, right?", 1, 12),
        mul("checking 25 x 36 = 900", 25, 36),
        after("is 11:20 am plus 75 minutes 12:35 pm?", "11:20 AM", 75),
    ],
    "question-then-reason": [
        mul("what's 48 x 5? it's for the raffle", 48, 5),
        add("what's 625 + 375, doing the club accounts", 625, 375),
        mul("how much is 16 x 2.25 — buying paint pots", 16, "2.25"),
        sub_t("what's 3 hours 35 minus 55 minutes? trying to plan the day", 335, 55),
        pw("what's 14 squared, tiling a square floor", 14, 2),
        div("what's 910 divided by 7, splitting the holiday cost", 910, 7),
        dvs("is 87 divisible by 3? seating plan thing", 87, 3),
        sub("what's 2,480 minus 1,395, checking the mileage", 2480, 1395),
        mul("what's 27 x 15, for the fence posts", 27, 15),
        after("what time is 3 hours 20 min after 9:50 pm, night shift", "9:50 PM", 200),
        ser("what's 1+2+3+...+31, savings challenge for december", 1, 31),
        rem("whats the remainder when 1000 is divided by 24, packing boxes", 1000, 24),
        pw("what's 4 to the power of 5, for a puzzle", 4, 5),
        chain("what's 7.2 + 5.85 + 3.4 — total rainfall this week", "+", "7.2", "5.85", "3.4"),
        mul("what's 36 times 4, cake for the bake sale", 36, 4),
        sub("what's 12 minus 19, the bank balance thing", 12, 19),
    ],
    "homophone-slips": [
        add("what's the some of 245 and 378", 245, 378),
        add("weight what's 63 plus 78", 63, 78),
        between("how long from 3:15 p.m. two 5:40 p.m.", "3:15 PM", "5:40 PM"),
        sub("no what's 95 minus 38", 95, 38),
        rem("what's the hole number remainder when 77 is divided by 6", 77, 6),
        mul("right down 48 times 6 for me", 48, 6),
        ser("what's there sum of all the numbers 1 to 45", 1, 45),
        add_t("what's 2 our 35 plus 1 our 40", 235, 140),
        dvs("is 252 devisable by 7", 252, 7),
        div("what's 1,250 divided buy 5", 1250, 5),
        add("what's the sum of 3.6 and 4.75 weigh too hard for my brain", "3.6", "4.75"),
        div("what's 600 divided by 25 eye mean 24", 600, 24),
        mul("what's the product of 13 and 17 four my quiz", 13, 17),
        after("its 10:45 a.m. now what time will it be in 50 minutes", "10:45 AM", 50),
        mul("what's 72 times 9 sew i can check", 72, 9),
        chain("what's 44 plus 56 plus 87 plus 13 thanks", "+", 44, 56, 87, 13),
    ],
    "long-voice-message": [
        add(
            "hi love it's me just in the car so i can't look it up but what's 1,275 plus 868 "
            "for the insurance thing ok see you later",
            1275,
            868,
        ),
        mul(
            "morning so the fence guy charges 45 a panel and we need 17 panels what does that come to", 45, 17
        ),
        sub(
            "right so I've got 2,350 in savings and the holiday is going to take 1,785 of it "
            "what will I have left",
            2350,
            1785,
        ),
        chain(
            "hiya just doing the food shop total can you add 34.60 and 18.25 and 9.99 for me cheers",
            "+",
            "34.60",
            "18.25",
            "9.99",
        ),
        mul(
            "hey it's dad the tiles are 0.36 square metres each and i've got 55 of them "
            "how much floor is that",
            "0.36",
            55,
        ),
        add(
            "so the first leg was 128 miles and the second leg was 96 miles how far altogether speak soon",
            128,
            96,
        ),
        sub("quick one while i'm driving how many more is 1,040 than 765 thanks bye", 1040, 765),
        mul("um hi so each bag of compost is 40 litres and i bought 7 bags how many litres is that", 40, 7),
        chain(
            "ok so the kids have 15 then 20 then 25 minutes of screen time no just add 15 20 and 25 for me",
            "+",
            15,
            20,
            25,
        ),
        add("hello it's gran what's four hundred and six plus two hundred and ninety eight love", 406, 298),
        mul(
            "so the knitting pattern repeats 12 times and each repeat is 14 rows "
            "how many rows is that in total",
            12,
            14,
        ),
        sub("hi it was minus 2 this morning and now it's 9 how much has it gone up", 9, -2),
        mul(
            "just at the petrol station it's 1.48 a litre and i put in 40 litres what's that cost", "1.48", 40
        ),
        chain(
            "love can you take 85 and 120 and 45 off 600 for me it's the budget for the month",
            "-",
            600,
            85,
            120,
            45,
        ),
        add(
            "right the train was 23.40 and the bus was 6.85 what's that together for my expenses",
            "23.40",
            "6.85",
        ),
        mul("hi again how much is thirty five times twelve i'm doing the raffle", 35, 12),
        sub("ok so she's 1.62 metres and he's 1.87 metres what's the difference in height", "1.87", "1.62"),
        add("the boiler man charged 95 and the part was 142 whats the full amount", 95, 142),
    ],
}
