"""Part 96: learners' voices."""

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

PRIMARY_KIDS = [
    times("wat is 7 times 8 i forgot", 7, 8),
    plus("i have 36 pokemon cards and my nan gave me 25 more how many do i have now", 36, 25),
    minus("there was 52 sweets in the jar and my brother ate 17 how many are left?? hes so greedy", 52, 17),
    shared("we got 48 stickers and theres 6 of us in the group how many does evryone get", 48, 6),
    left_over(
        "mum baked 23 cupcakes and we put them in boxes of 4. how many cupcakes dont fit in a box", 23, 4
    ),
    later("my party starts at 2:30 pm and its 3 hours long wat time does it finish", "2:30 PM", 180),
    power("what is 5 squared", 5, 2),
    times("whats 12 lots of 9", 12, 9),
    run("my teacher said add up all the numbers 1 to 10 how do i do it what is it", 1, 10),
    goes("can 30 kids get into groups of 4 with nobody on there own", 30, 4),
    between("school starts 8:45am and home time is 3:15pm how long am i at school for", "8:45 AM", "3:15 PM"),
    plus("100 + 250 = ?\nits for my homework", 100, 250),
    minus("i am 9 and my sister is 14 how much older is she", 14, 9),
    plus("there are 27 girls and 29 boys in my year group how many children all together", 27, 29),
    later("football starts at 10:00 and lasts 45 minutes what time does it end", "10:00", 45),
    earlier(
        "i have to be at swimming at 5:15 pm and it takes 20 minutes to get there when do i have to leave",
        "5:15 PM",
        20,
    ),
    shared("35 sweets shared by 5 friends how many each", 35, 5),
    times("double 45 plz", 45, 2, named=(2,)),
    plus("my score was 128 and then i got 75 more points in the game what is my score now", 128, 75),
    left_over("17 divided by 5 what is the remainder", 17, 5),
    later("its 4:40pm and my tea is in 35 minutes wat time is tea", "4:40 PM", 35),
]

TEXTBOOK_HOMEWORK = [
    times("Calculate 23 × 17.", 23, 17),
    times("A rectangle measures 14 cm by 9 cm. Find its area.", 14, 9),
    power("Evaluate 2^10.", 2, 10),
    minus("Work out 7.03 − 2.6", "7.03", "2.6"),
    shared("A car travels 186 miles using 6 gallons of fuel. How many miles per gallon does it do?", 186, 6),
    shared("Calculate 7.5 ÷ 2.5", "7.5", "2.5"),
    minus(
        "A tank holds 450 litres. 178 litres are drained out. How many litres remain in the tank?", 450, 178
    ),
    plus("Find the sum of 3.75 and 12.8.", "3.75", "12.8"),
    run("Find the sum of the arithmetic series 3 + 7 + 11 + ... + 99.", 3, 99, step=4),
    later(
        "A ferry leaves port at 10:35 and the crossing takes 3 hours 50 minutes. At what time does it "
        "arrive?",
        "10:35",
        230,
    ),
    goes("Determine whether 91 is divisible by 7.", 91, 7),
    left_over("Find the remainder when 500 is divided by 13.", 500, 13),
    between("A train departs at 09:48 and arrives at 13:12. Calculate the journey time.", "09:48", "13:12"),
    later("A lesson begins at 13:35 and lasts 50 minutes. At what time does it end?", "13:35", 50),
    times("A ticket costs £3.60. Find the cost of 15 tickets.", "3.60", 15),
    minus("Subtract 0.85 from 4.2.", "4.2", "0.85"),
    plus("The populations of two villages are 2,417 and 1,896. Find the total population.", 2417, 1896),
    earlier(
        "A meal must be ready at 19:00. It needs 2 hours 20 minutes of cooking. At what time should "
        "cooking begin?",
        "19:00",
        140,
    ),
    plus(
        "A shop sold 386 items on Monday, 412 on Tuesday and 275 on Wednesday. Find the total number of "
        "items sold over these days.",
        386,
        412,
        275,
    ),
    times("Without using a calculator, work out 0.6 × 0.4", "0.6", "0.4"),
    shared("Share £84 equally among 7 people. How much does each person receive?", 84, 7),
]

EVENING_NUMERACY = [
    times(
        "Evening all. Question from tonight's class sheet: I get paid £11.44 an hour and did 16 hours "
        "this week, what's that before tax?",
        "11.44",
        16,
    ),
    minus("My gas bill was £148.20 and I've paid £95 off it already. What do I still owe?", "148.20", 95),
    plus(
        "Tutor asked us to add up our own shopping. £23.49 at the butchers and £41.75 at the supermarket. "
        "Total?",
        "23.49",
        "41.75",
    ),
    between(
        "I start work at 6:30am and finish at 2:45pm. How many hours and minutes is my shift? Trying to "
        "check my payslip",
        "6:30 AM",
        "2:45 PM",
    ),
    later("Bus goes at 17:52 and the ride is 38 minutes, what time will I be home", "17:52", 38),
    shared(
        "We're splitting the cost of a leaving present for our tutor, £67.50 between 9 of us. How much "
        "does each person put in?",
        "67.50",
        9,
    ),
    times(
        "Carpet is £18.99 a square metre and the room is 12 square metres. How much will the carpet cost me?",
        "18.99",
        12,
    ),
    goes(
        "Can I cut a 250 cm length of wood into 30 cm shelves with no waste at all? Yes or no, I'm "
        "rubbish at this",
        250,
        30,
    ),
    left_over(
        "Got 130 chairs to set out in rows of 12 in the community hall. Once the full rows are done, how "
        "many chairs are left over?",
        130,
        12,
    ),
    minus("Started the diet at 94.6 kg, now I'm 87.9 kg. How much have I lost?", "94.6", "87.9"),
    plus(
        "Hi, I'm on the numeracy course at the college.\nMy rent is £625 a month and council tax is £132 "
        "a month - how much is that together each month?",
        625,
        132,
    ),
    later("Night shift starts 10:15 pm and I do 8 hrs 30 mins. When do I finish?", "10:15 PM", 510),
    earlier(
        "Need to be at the hospital for 9:20 am. The drive takes 1 hr 15 mins. What time do I have to "
        "leave the house?",
        "9:20 AM",
        75,
    ),
    times("Tablets: 2 a day for 28 days, how many tablets is that altogether?", 2, 28),
    minus(
        "Electric bill came to £276.90 and there's £58.40 credit on my account. What's actually left to pay?",
        "276.90",
        "58.40",
    ),
    power("The tutor wrote 10 to the power 6 on the board. What number is that?", 10, 6),
    between(
        "Dropped the car at the garage at 08:40 and they rang at 16:05 to say it was ready. How long did "
        "they have it?",
        "08:40",
        "16:05",
    ),
    length_less(
        "Our class is 2 h 30 min a night and we've done 1 h 40 min so far. How long till we finish?", 230, 140
    ),
    times("paint is £7.25 a tin and I need 6 tins, cost?", "7.25", 6),
    minus(
        "Had £300 saved. Spent £86 on the kids' shoes and then £45 on the electric. How much left in "
        "savings?",
        300,
        86,
        45,
    ),
]

HOME_SCHOOLING = [
    times("Quick check before I mark my daughter's worksheet - what's 346 × 7?", 346, 7),
    shared(
        "Doing division today. If we share 144 beads equally into 12 pots, how many beads go in each pot?",
        144,
        12,
    ),
    later(
        "We start lessons at 9:15am and do 2 hours 40 minutes before lunch. What time is lunch? (want to "
        "put it on the timetable)",
        "9:15 AM",
        160,
    ),
    between(
        "The kids did their reading from 10:50 to 11:35 this morning, how long was that?", "10:50", "11:35"
    ),
    goes(
        "My little one asked if 56 counters can be split into 8 equal groups. Does 8 go into 56 exactly?",
        56,
        8,
    ),
    run(
        "Doing the Gauss trick with the kids - adding 1 to 100. What's the total so we can check ourselves?",
        1,
        100,
    ),
    power("Indices lesson today. What does 3 to the power 4 come to?", 3, 4),
    minus("Money lesson: she has £5 and buys a comic for £2.75. How much change should she get?", 5, "2.75"),
    plus(
        "We measured the garden fence, 12.4 m along one side and 8.75 m along the other. Both sides "
        "together?",
        "12.4",
        "8.75",
    ),
    left_over("We have 50 conkers to share equally between 3 children. How many will be left over?", 50, 3),
    times(
        "Baking lesson - recipe needs 125 g of flour per batch and we're making 4 batches. How much flour "
        "do we need?",
        125,
        4,
    ),
    earlier(
        "Nature walk needs to be finished by 3:30pm and the route takes 1h 50. What time should we set off?",
        "3:30 PM",
        110,
    ),
    squares(
        "Square numbers lesson. If we add up all the square numbers from 1x1 up to 7x7, what's the total?",
        1,
        7,
    ),
    later(
        "We're doing a 90 minute science project starting at 1:45pm, what time will we finish?", "1:45 PM", 90
    ),
    minus("Timeline work: how many years are there between 1066 and 1485?", 1485, 1066),
    times("Making times-table flashcards.\n11 × 12 = ?", 11, 12),
    between(
        "Screen time today ran from 4:20pm to 6:05pm. How long in total? (I suspect too long)",
        "4:20 PM",
        "6:05 PM",
    ),
    later("Cake went in at 14:25 and needs 35 minutes. When do I take it out?", "14:25", 35),
    plus(
        "Adding up the books we've read this year: 14 in autumn, 19 in spring and 23 in summer. What's "
        "the total?",
        14,
        19,
        23,
    ),
    cubes(
        "Building with multilink: 1 cube on its own, then a 2x2x2, then 3x3x3, and so on up to 5x5x5. How "
        "many cubes do we need for all of them?",
        1,
        5,
    ),
]

EXAM_REVISION = [
    times("Non-calc paper question: work out 48 × 25", 48, 25),
    power("Revising for GCSE. What is 2 to the power of 7?", 2, 7),
    left_over("past paper q: 1000 ÷ 7, give the remainder", 1000, 7),
    goes("Is 1001 a multiple of 11? revising divisibility rules", 1001, 11),
    run("Exam style: find the sum of all the even numbers from 2 to 40 inclusive.", 2, 40, step=2),
    later("Mock exam starts at 09:10 and is 1 hour 45 minutes long. What time does it finish?", "09:10", 105),
    between(
        "the afternoon paper runs from 13:30 until 15:00, how long is it?? trying to plan my timing",
        "13:30",
        "15:00",
    ),
    shared("Revision q: 3.6 ÷ 0.04 = ?", "3.6", "0.04"),
    minus("Mark scheme just says 1000 − 386 and I keep getting it wrong. What is it?", 1000, 386),
    times("Estimate, then calculate exactly: 6.5 × 14", "6.5", 14),
    plus("Functional skills revision - add 0.75 + 1.8 + 2.05", "0.75", "1.8", "2.05"),
    power("what's 15 squared? need it for a pythag question", 15, 2),
    earlier(
        "Question on my revision sheet: a train arrives at 13:05 after a journey of 2 h 35 min. What time "
        "did it leave?",
        "13:05",
        155,
    ),
    lengths_added("Revising time calcs. Add 2 h 50 min and 1 h 25 min.", 250, 125),
    times("Past paper: a bus holds 52 passengers. How many passengers can 15 buses hold?", 52, 15),
    between(
        "Exam-style: a flight leaves at 22:40 and lands at 06:15 the next day. How long is the flight?",
        "22:40",
        "06:15",
    ),
    minus(
        "Old exam question - the temperature fell from 14.3 degrees to 6.8 degrees. By how many degrees "
        "did it fall?",
        "14.3",
        "6.8",
    ),
    later(
        "a film begins at 7:45 pm and lasts 132 minutes. at what time does it end? (foundation past paper)",
        "7:45 PM",
        132,
    ),
    shared("Calculate 2,835 ÷ 15 without a calculator. Show working.", 2835, 15),
    goes("revision q - is 2,345 divisible by 5? yes/no", 2345, 5),
    run("sum of the odd numbers 1 to 99? it's on the sequences revision sheet", 1, 99, step=2),
]

MATHS_CLUB = [
    power("Maths club puzzle: what is 2 to the power 20?", 2, 20),
    cubes("Club puzzle: add the cubes of every whole number from 1 to 10. What do you get?", 1, 10),
    squares("Find 1 squared plus 2 squared plus ... plus 20 squared.", 1, 20),
    run(
        "A tower of cans has 1 can on top, then 2, then 3, and so on down to 25 on the bottom row. How "
        "many cans altogether?",
        1,
        25,
    ),
    goes("Puzzle: does 13 divide 221 exactly?", 221, 13),
    left_over("What is the remainder when 2024 is divided by 7?", 2024, 7),
    times("Speed round!! 99 × 99", 99, 99),
    times("Trick question from club - 125 × 88, do it in your head", 125, 88),
    between("Maths club runs from 15:20 to 16:35. How many minutes is that?", "15:20", "16:35"),
    later("Puzzle: it's 23:50 now. What will the clock show 75 minutes later?", "23:50", 75),
    earlier("Working backwards: the clock shows 00:20. What did it show 45 minutes ago?", "00:20", 45),
    minus("What's 1,000,000 minus 1?", 1000000, 1),
    plus("Club warm-up: 999 + 999 + 999", 999, 999, 999),
    shared("Puzzle: write 1 divided by 8 as a decimal.", 1, 8),
    between(
        "Puzzle: a candle was lit at 19:05 and went out at 02:50. How long did it burn?", "19:05", "02:50"
    ),
    goes("Is 111111 divisible by 7? Our club leader says there's a neat trick", 111111, 7),
    later("Brain teaser: a clock reads 21:15. What will it read 1000 minutes later?", "21:15", 1000),
    run("Add every multiple of 3 from 3 to 300.", 3, 300, step=3),
    times("A chessboard has 8 rows of 8 squares. How many small squares is that?", 8, 8),
    plus("Reverse-and-add puzzle: 1234 + 4321 = ?", 1234, 4321),
    length_less(
        "Our puzzle marathon is 4 h 05 min long and we've been going 2 h 48 min. How much longer?", 405, 248
    ),
    lengths_added("Two puzzle sessions this week, 1 hr 35 min and 55 min. Total time?", 135, 55),
]

FAMILIES = {
    "96-primary-kids": PRIMARY_KIDS,
    "96-textbook-homework": TEXTBOOK_HOMEWORK,
    "96-evening-numeracy": EVENING_NUMERACY,
    "96-home-schooling": HOME_SCHOOLING,
    "96-exam-revision": EXAM_REVISION,
    "96-maths-club": MATHS_CLUB,
}
