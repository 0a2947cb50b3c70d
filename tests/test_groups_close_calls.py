"""Close calls of the group readers (remainders, sizes, rates, sharing, leftovers): each question here is
either not answered at all (the coach asks), or answered with the one right number; never with another."""

from __future__ import annotations

import re

import pytest

from tests.offline_turns import ask

RIGHT_OR_NOTHING = [
    ("£86 in £2 coins - how many £1 coins is that?", "-"),
    ("£86 in £2 coins, 3 are fake - how many coins is that?", "-"),
    ("I've got £12 in 20p coins. How many coins?", "-"),  # pounds in pence coins
    ("How many 50p coins make £7.50?", "-"),
    ("£90 in $10 notes - how many notes?", "-"),
    ("£50 in £5 notes and £20 notes - how many notes?", "-"),
    ("10 km - 3 km", "7"),  # a dash between measures still takes away
    ("The theatre has 30 rows of 25 seats, 40 are sold. Capacity?", "-"),
    ("12 eggs per tray x 5 trays = ? trays", "-"),  # asked back before guards.things_asked_after_equals
    ("The theatre has 30 rows of 25 seats. Capacity left?", "-"),  # was 750, then 5 (30 rows in rows of 25)
    ("The theatre has 750 seats over 30 rows. Capacity?", "-"),  # the capacity is told
    ("Tanks hold 200 litres and 3 of them are half full. Capacity?", "-"),
    ("The theatre has 30 rows of 25 seats. Capacity of one row?", "-"),  # was 750
    ("60 stickers and 7 children. How many stickers are left over?", "-"),  # equal shares never said
    ("60 stickers and 7 children, equal shares. How many does each get and how many are left?", "-"),
    ("60 stickers, 7 children and 3 teachers, equal shares. How many left over?", "-"),
    ("60 stickers and 7 children, equal shares. How many stickers each?", "-"),
    ("7 stickers and 60 children, equal shares. How many left over?", "-"),  # the things shared untold
    ("We need 60 chairs and have 7 tables. How many extra chairs do we need?", "-"),
    ("The club has 250 programmes and 12 stewards. How many extra programmes for equal shares?", "-"),
    ("60 stickers and 7 children, equal shares, 2 each kept back. How many left over?", "-"),
    ("Inventory: 2,400 bolts, bags of 50. Is that a whole number of boxes?", "-"),  # groups never told
    ("Can we seat 450 guests at tables of 9 with no gaps between the tables?", "-"),
    ("We've got 450 guests and tables of 9. Can we seat them all with no gaps, and how many tables?", "-"),
    ("The hall tables seat 10, and 245 people come. Can everyone sit with no empty seats if 5 cancel?", "-"),
    ("Cast on 120 stitches, a 6-stitch repeat plus 2 edge stitches. Does it divide evenly?", "-"),
    ("Hall chairs: 200, rows of 12. Is there room for everyone with no gaps?", "-"),
    ("This takes 8 minutes and I have 96 minutes. Does it divide evenly?", "-"),
    ("the bag holds 2000 g and a scoop is 80 g, does it divide exactly", "Yes"),  # never 80 ÷ 2000
    ("A sack holds 25 kg and a scoop is 500 g, does it go exactly?", "Yes"),
    ("Used 3 eggs out of a box of 12. How many left?", "9"),  # was 3 (the remainder of 3 ÷ 12)
    ("I took 5 biscuits from a packet of 20, how many are left?", "15"),
    ("Egg boxes hold 6, I've got 87 eggs, how many full boxes?", "14"),
    ("Boxes hold 6 and I have 4 eggs, how many left over?", "-"),
    ("Tabs come in packs of 28, we've 200 tabs, how many full packs and how many spare?", "-"),
    ("I've got 14 20p coins, how much is that?", "-"),  # was 34 (14 + 20); 280p, in pence
    ("I've got 14 20p coins, how much have I got?", "-"),
    ("£5 notes come to £85, how many notes?", "17"),  # was 90 (5 + 85)
    ("£5 notes come to £85, how much more do I need for £100?", "-"),
    ("I have 12 £5 notes and spend 20, how much is left?", "-"),
    ("Paid £600 for 3 days, what's that a head?", "-"),  # days are no heads
    ("Subs are £3.50 a week for 12 weeks, what's that per head?", "-"),
    ("I have 2.5 kg of flour, how many bags of 500 is that?", "-"),
    ("We picked 96 apples. How many bags of 8 apples are left?", "-"),
    ("We picked 96 apples. How many apples in 8 bags?", "-"),
    ("£126 split among 3 of us and I keep 10?", "-"),
    ("Can £15 be split equally between 4?", "-"),  # in pounds or in pence?
    ("Doubling the recipe: 200 g flour and 100 g sugar, how much flour?", "400"),
    ("Tripling the recipe: 150 g of flour, how much is left?", "-"),
    ("Halving the recipe takes 20 minutes, how long?", "-"),
    ("Tents sleep 4, 10 tents, how many scouts?", "40"),
    ("Twelve lads at €15 a head for the minibus and 3 drivers free, total?", "-"),
    ("Bet £25 a hand over 16 minutes, how much did I put in?", "-"),
    ("Subs are £3.50 a week for 12 weeks, what's that per cub?", "42"),  # was 3.5 ÷ 12
    ("Dues are £2 a week for 10 weeks, what is that per member?", "20"),
    ("Fees: 45 a term for 3 terms, how much is that each child?", "135"),
    ("Charity drive: £1 on day one, a pound more every day, ending at £20. Total?", "210"),  # was 20
    ("£2 on the first day, a pound more each day, finishing at £15. Total?", "119"),  # was 30
    ("I save 5 on week one and 5 more each week, up to 50. Total?", "275"),
    ("Start with 3 press-ups and do 2 more every day up to 21. How many in all?", "120"),
    ("For my class: 'A baker puts 1,152 rolls into bags of 8. How many bags?' What's the answer?", "144"),
    ("For the worksheet: 'Eggs go in boxes of 6. There are 90 eggs. How many boxes?' What do I write?", "15"),
    ("Coffee is £3.20 a day, 5 days a week. Monthly spend?", "-"),  # a period the story never counts
    ("Each client has 4 visits a day. I've got 7 clients, how many visits a week?", "-"),
    ("Day rate £220, job took 3 weeks. What do I invoice?", "-"),  # a rate a day, a count of weeks
    ("£38 a match, 19 free games. Cost?", "-"),  # games not all paid for
    ("Half day rate £120, 5 days. Total?", "-"),
    ("Teams of 6, 14 teams signed up, how many people in each team?", "6"),
    ("Teams of 6, 14 teams signed up, how many people in the team?", "6"),
    ("Teams of 6, 12 teams signed up, how many teams?", "12"),  # was 2 (12 ÷ 6)
    ("Tables of 8, 12 tables, how many guests are not seated?", "-"),
    ("A scone needs 40 g of flour. How much for 15 g?", "-"),
    ("Every day walk 8,400 steps, one week 7 days, how many steps a day?", "8400"),  # was 1200
    ("I pay 48 euros each month for the gym, how much in one year of 52 weeks?", "-"),
    ("Coffee is £3.20 a day, 5 days a week. How much in 4 weeks?", "-"),  # three numbers
    ("Lunch is £6.50 a day, 4 days a week. How much a day?", "6.5"),
    ("Each client has 4 visits a day. I've got 7 clients, how many clients a day?", "7"),
    ("Rent is £950 a month, 3 days a week. Weekly?", "-"),
    ("We hired 4 bikes at 18 a day. What did that come to in total?", "-"),  # the days are never told
    ("Bus fare 3 + 3 each day, total?", "6"),  # was 9 (3 × 3)
    ("Bus 2.50 + 2.50 each day, total for the week?", "-"),  # was 6.25
    ("Each pallet holds 48 cases, 26 pallets came in and 3 went out. How many cases?", "-"),
    ("What is 47 ÷ 5? The rest?", "2"),  # the rest is never the quotient 9.4
    ("Box holds 5 kg, scoop is 250 g. Does it go into a whole number of scoops?", "Yes"),  # never 250 by 5
    ("Is £360 split equally 8 ways?", "Yes"),  # £45 each, in pounds and in pence; never 45
    ("Is 360 split equally 8 ways?", "Yes"),  # never 45
    ("Can 1,000 boxes be loaded evenly onto 8 pallets and 2 vans?", "-"),
    ("Can I split 144 downlights across 9 rooms or will I have some spare?", "-"),  # yes, some spare, is "No"
    ("Bottle has 480 mL, dose is 15 mL. Does it come out to a whole number of bottles?", "-"),
    ("Can 84 plants be planted evenly across 7 beds in rows of 3?", "-"),
    ("92 eggs, boxes of 6. How many in the part box and how many boxes?", "-"),
    ("I have 500 coins and each spin costs 45. How many spins max?", "-"),  # never 11 1/9
    ("I have 500 coins and each spin costs 45. How many coins left after 3 spins?", "365"),
    ("I've got £20 and rides are £3 each. What's the maximum number of rides?", "-"),  # was 60
    ("50 sweets in fours, how many groups?", "12"),  # never 2
    ("Thirty pupils in fours and fives, how many left over?", "-"),  # was 2
    ("Thirty pupils in fours or in fives, how many left over?", "-"),  # was 0
    ("40 cards in tens of thousands how many left", "-"),
    ("He played 38 games and scored 19 goals each. Goals per game?", "-"),  # was 1/2 with the full question
    ("6 friends each paid £8. Each?", "-"),  # was 8 ÷ 6 with the full question
    ("6 friends each paid £8. Per friend?", "-"),
    ("Candles £2.50 each and we need 12, I have £20", "-"),  # a price and a count told, nothing asked
    ("Candles £2.50 each and we need 12 more", "-"),
    ("Candles £2.50 each and we need £12", "-"),
    ("Candles £2.50 each, need 12 left", "-"),
    ("3 double rooms at £90 a night. Total?", "-"),  # the nights are never told
    ("6 doubled is?", "12"),
    ("12 licences at £18.50 a month. What's the yearly total?", "-"),
    ("Car tax is £180 a year. Over 12 months, what's that weekly?", "-"),  # a year over months, weeks asked
    ("Car tax is £180 a month. Over 12 months, what's that monthly?", "180"),  # never 15
    ("Car tax is £180 a year. Over 12 months, what's the total?", "180"),  # never 15
    ("Car tax is £180 a year. Over 10 months, what's that monthly?", "18"),  # no year: asked back
    ("The hall has 24 rows of 30 seats. Rows?", "24"),  # a question asked by a name alone: never 720
    ("Each tray holds 30 eggs and we've ordered 9 trays. Trays?", "9"),
    ("£1,200 shared between 6 of us, plus a £50 tip. Each?", "-"),  # a number no share uses
    ("The club pays £960 for 12 sessions. Per week?", "-"),  # a week the story never counts
    ("8 boxes of 12 eggs. Each?", "12"),  # never 96 nor 8 ÷ 12
    ("Each loaf needs 450 g of flour and I'm baking 12 loaves. Loaves?", "12"),
    ("A minibus has 16 seats and we've booked 7 minibuses. Seats? Drivers?", "-"),
    ("Each patient gets 2.5 ml of the syrup, 14 patients on the ward. Syrup left?", "-"),
    ("£960 for 12 sessions. Sessions?", "12"),
    ("I need to rest when 47 is divided by 5", "2"),
    ("what is 47 divided by 5 and what is the rest", "2"),
    ("I have 47 sweets and eat 5, then divide the rest by 2", "21"),
    ("47 sweets, I give 5 away and keep the rest. How many do I keep?", "42"),
    ("Patient prescribed 750 mg, tablets are 250 mg each. How many mg is left?", "-"),
    ("Tablets are 250 mg each and I take 3. How many mg?", "750"),  # a product, not 250 ÷ 3
    ("How many 300 mm tiles fit along 4.5 m?", "15"),  # a conversion first: never 4.5 ÷ 300
    ("Prescribed 750 mg, tablets are 250 mg each, and I've already given 1. How many more tablets?", "2"),
    ("How many 300 mm tiles fit along 4,500 mm if I leave a 10 mm gap?", "-"),
    ("The patient weighs 75 kg and the dose is 5 mg per kg. How many mg?", "375"),  # never 75 ÷ 5
    ("Each tablet is 250 mg. How many mg in 3 tablets?", "750"),
    ("prescribed 750 mg, tablets 250 mg each, how many tablets a day if taken 3 times", "-"),
    ("Dose: 1.5 g. Tablets: 500 mg. How many tablets?", "3"),
    ("How many mg are in 3 tablets of 250 mg?", "750"),
    ("How many 250 mg tablets did I take if I took 750 mg twice?", "6"),
    ("A 250 mg tablet costs 30p. How many tablets for 750 mg?", "3"),
    ("3 points for a win, 14 wins, how many points?", "42"),  # was 17: a rate "for a win" is no sum
    ("3 points for a win and 14 wins. How many points?", "42"),
    ("I paid 5 for a book and 3 for a pen. Total?", "8"),
    ("7 boxes of 12 eggs, how many boxes?", "7"),  # the count told, never 84
    ("7 boxes of 12 eggs, how many eggs left?", "-"),
    ("7 boxes of 12 eggs, I dropped 1, how many eggs?", "-"),
    ("9 shelves of 40 books, how many shelves?", "9"),
    ("there are 16 teams with 11 players each how many teams", "16"),
    ("8 pizzas, 12 slices each, how many slices left?", "-"),
    ("8 pizzas, 12 slices each, how many pizzas?", "8"),
    ("£4 for a ticket and I have £20. How many tickets?", "5"),
    ("Yes or no, 91 ÷ 7.", "Yes"),  # was 13: a yes or no is never a quotient
    ("91 ÷ 7, yes or no?", "Yes"),
    ("true or false: 91 / 7", "-"),
    ("Leftovers; 45 ÷ 8. What's the answer?", "5"),  # was 5.625 (a calculation told, then "what is it?")
    ("Leftovers only. 45 ÷ 8. What is it?", "5"),
    ("In pence, what is £2.50 × 4?", "1000"),  # was 10: asked in another unit than the one written
    ("In pence: £2.50 × 4.", "1000"),
    ("5 boxes, 12 eggs each. How many eggs per box?", "12"),  # was 60: the rate asked back
    ("5 boxes with 12 eggs each. How many eggs in each box?", "12"),
    ("5 boxes, 12 eggs each, how many eggs per box?", "12"),
    ("45 cupcakes, 9 per box, how many cupcakes?", "45"),
    ("we baked 45 cupcakes and put 9 in each box how many cupcakes", "45"),
    ("120 guests, 8 guests per table how many guests", "120"),
    ("60 eggs, 12 eggs a box, how many eggs altogether?", "60"),
    ("5 boxes with 12 eggs each, how many eggs in 3 boxes?", "36"),
    ("Evenly? 91 ÷ 7.", "Yes"),  # was 13: whether it divides, asked in a sentence of its own
    ("Does it go exactly? 91 ÷ 7.", "Yes"),
    ("Evenly? 91 ÷ 7. What is it?", "Yes"),
    ("As a percentage. 3 ÷ 4. What is it?", "75"),  # was 0.75
    ("In cm. 2.5 m × 4. What is it?", "1000"),  # was 10
    ("What's left over? 45 ÷ 8. What is it?", "5"),
    ("Share 45 sweets evenly between 9 kids. How many each?", "5"),
    ("What is 91 ÷ 7 exactly?", "13"),
    ("47 / 5 (remainder)", "-"),  # may ask for 9 r 2: the remainder is only read when asked in words too
    ("What is 47 / 5 (remainder)?", "-"),
    ("What's left over from 47 / 5 (remainder), then times 3?", "-"),
    ("What is the remainder when you do 47 divided by 5, plus 1?", "-"),
    ("What is the remainder when you do 47 times 5?", "-"),
    ("How many cans in 7 packs of 6?", "42"),  # the things asked first, then their groups
    ("How many packs in 7 packs of 6?", "-"),  # the count of groups was told
    ("How many cans in 7 packs of 6 bottles?", "-"),  # cans are not what the packs hold
    ("How many cans are left in 7 packs of 6?", "-"),
    ("How many more cans in 7 packs of 6?", "-"),
    ("How many cans in 7 packs of 6 and 2 loose?", "-"),
    ("How many grams in 3 kg of 500?", "-"),  # a unit is no group
    ("How many cans in 3 lots of 6?", "-"),  # lots, halves and batches may repeat the whole
    ("How many packs for 42 cans of 6?", "-"),
    ("The meal was 90 split 3 ways, what do we each owe?", "30"),  # what each owes of a share: no debt
    ("The meal was 90 split 3 ways and I owe 5 more. How much do I pay?", "-"),
    ("The meal was 90, we paid 20, split 3 ways, what do we each owe?", "-"),
    ("The meal was 90 split 3 ways, each is 30?", "-"),
    ("The bill is 90 split 4 ways, each is?", "22.5"),  # money shared is shared to a part
    ("50 sweets split 6 ways, each is?", "-"),  # a part of a sweet is no share
    ("60 bricks per pallet x 9 pallets = ? bricks", "540"),  # a rate times its count, in signs
    ("60 bricks per pallet x 9 pallets = ? pallets", "-"),  # was 540: the count asked is no product
    ("60 per pallet x 9 crates =", "-"),  # the rate is per another thing than the one counted
    ("60 bricks per pallet x 9 pallets = ? kg", "-"),
    ("2 m per roll x 5 rolls = how many cm?", "-"),  # asked in another unit
    ("40 kg / 8 buckets = ? g each", "-"),
    ("40 kg / 8 kg = ? kg each", "-"),
    ("12 boxes × 30 pens = ___ boxes", "-"),
    ("3 km + 5 km = ? m", "-"),  # was 8: asked in another unit after "="
    ("2.5 m × 4 = ? cm", "-"),  # was 10
    ("3 km + 5 km = ? km", "8"),
    ("38 overs, 6 balls an over, how many overs?", "-"),  # an over counted, never left over
    ("Bowled 38 overs, 6 balls an over, how many overs left?", "-"),
    ("Pots hold 5 bulbs each and I've got 16 pots, how many pots?", "-"),
    ("3 points a win, 14 wins, points from draws?", "-"),
    ("64 stacks of cobblestone, 64 in a stack. how many stacks is that", "-"),
    ("5 in a car, 4 cars, how many wheels?", "-"),  # what fills the cars is neither named nor stuff
    ("The unit price is £0.85 and 240 units are ordered. How much change from £250?", "-"),
    ("Poker: 8 of us buy in at £15, what's the pot each?", "-"),  # was 1.875 (15 ÷ 8)
    ("6 of them chipped in at $20, how much each?", "-"),
    ("Tickets are £6, we sold 140 and gave 10 away. Total takings?", "-"),  # was 156 (6 + 140 + 10)
    ("Tickets are £6 each and the booking fee is £2, total?", "-"),  # was 12 (6 × 2)
    ("Burgers are £5 and chips are £2, total?", "7"),
    ("Cards sell for £3.50, sold 28 at the craft fair. How many left?", "-"),
    ("Cards sell for £3.50 a pack, sold 28 at the craft fair. Takings?", "-"),
    ("Candles cost $4.25, I bought 12 and returned 2. What did they cost?", "-"),
    ("did 5 laps of 400m, how many laps?", "-"),
    ("Paint covers 12 sq m per litre and the walls are 54 sq m. Litres left?", "-"),
    ("Paint covers 12 sq m per litre and I have 5 litres. Litres needed?", "-"),
    ("Song is in 4/4 and 96 bars long, how many bars?", "-"),
    ("Song is in 4/4 and 96 bars long, how many beats in the chorus?", "-"),  # a part never told
    ("3/4 of the 32 bars are chorus, how many bars?", "-"),  # a fraction, no time signature
    ("The piece is in 6/8 and runs 40 bars. How many beats is that?", "-"),  # 6 or 2 beats a bar
    ("In 4/4 the solo is 48 beats. How many beats are in the last bar?", "-"),  # 4 when it comes out even
    ("Pattern repeat is 6 sts and I have 94 sts. How many repeats?", "-"),  # was 100 (94 + 6)
    ("Shelf is 90 cm and the boxes are 15 cm wide. Do they fit exactly?", "Yes"),  # was No (15 by 90)
    ("A 2.4 m wall and 600 mm blocks, do they fit exactly?", "-"),  # two units
    ("The wall is 2250 mm and the door is 450 mm, does it go in exactly?", "-"),  # which is the piece?
    ("A 12 m fence with posts every 2 m, how many posts?", "-"),  # one more post than gaps
    ("2.4 m wall, studs every 600 mm, how many spaces?", "-"),
    ("Gas bill £1,092 for the year, monthly over 12 months, how much a week?", "-"),  # was 91
    ("£90 a month over 12 months, what's that per month?", "-"),
    ("Gas bill £1,092 for the quarter, monthly direct debit over 12 months?", "-"),
    ("Recipe makes 24 cookies, I need 300 cookies. How many cookies?", "-"),
    ("Recipe makes 24 cookies, I made 3 batches. How many batches?", "-"),
    ("Cake serves 8, I need to serve 56 and 8 more. How many times do I scale it?", "-"),
    ("6 post-op patients each needing 4 sets of obs - how many patients is that?", "-"),
    ("The airport is 52 miles away, there and back 6 times this week. Total miles?", "-"),  # 312 or 624
    ("It is 15 miles each way, 4 times, how far?", "-"),
    ("The walk is 5 km and I went 3 times, total minutes?", "-"),
    ("I walked 5 km, did it 3 times, how much is left?", "-"),
    ("A chessboard is 8 by 8, how many squares?", "-"),  # 64, or 204 with the bigger squares
    ("A 12 by 20 block, how many rows?", "-"),
    ("The patio is 6 m by 4 m, what is the perimeter?", "-"),
    ("The patio is 6 m by 400 cm, what is the area?", "-"),  # two units
    ("A 24 by 36 grid, how many tiles along the edge?", "-"),
    ("A 10 by 10 grid, how many tiles on the border?", "-"),
    ("A 12 by 12 plot, how many square metres?", "-"),  # metres or feet?
    ("how many digits in 47 x 9", "-"),  # was 423 on a branch: the digits of the product are asked
    ("how many zeros in 20 by 50", "-"),
    ("A swim is £4.80 and I go 3 times a week, how much a month?", "-"),  # weeks in a month
    ("Phone plan is £12 a month, how much a year (52 weeks)?", "-"),
    ("£600 paid in 12 payments plus a £50 fee, how much is each payment?", "-"),
    ("Sweets: 75, bags of 8. How many in the last bag?", "3"),  # was 600 (75 × 8)
    ("If 58 children line up in rows of 4, how many children are in the last row?", "2"),  # not a full row
    ("If 56 children line up in rows of 4, how many children are in the last row?", "-"),  # full: 4, never 0
    ("Sweets: 80, bags of 8. How many in the last bag?", "-"),  # the last bag is full: 8, not 0
    ("47 runners in heats of 6. How many are not in the last heat?", "-"),
    ("47 runners in heats of 6. How many are there besides the last heat?", "-"),
    ("47 runners, heats of 6. How many in the last two heats?", "-"),
    ("How many in the first heat if 47 runners go in heats of 6?", "-"),
    ("47 runners in heats of 6. How many in the last heat and how many heats?", "-"),
    ("Sweets: 75, bags of 8. How many bags in the last box?", "-"),  # boxes never told
    ("Sweets: 75, bags of 8, and 3 in the last bag. How many full bags?", "-"),
    ("I divide 1000 zloty on 8 persons and keep 100, how much for one?", "-"),
    ("I divide 1000 zloty between 8 persons, how much for two?", "-"),
    ("I divide 1000 zloty between 8 persons and me, how much for one?", "-"),
    ("Divide 2,400 riyals by 6 of my sons and 2 daughters, how much each?", "-"),
    ("I divide 1000 zloty on 8 persons, how much for one more?", "-"),
    ("I divide 1000 zloty on 8 persons, how much do I need for one more person?", "-"),
    ("I divide 1000 zloty on 8 persons. How much is one zloty in pounds?", "-"),
    ("The prize is shared among 6 persons. How much for one?", "-"),
    ("12 roses cost 2.50 each and are shared among 6 persons. How much is one rose?", "-"),
    ("how many pixels in 1920 x 1080 plus 200", "-"),
    ("how many rows in a 1920 x 1080 screen", "-"),
    ("how many pixels along the edge of a 1920 x 1080 screen", "-"),
    ("How many pixels are left in a 640 x 480 screen?", "-"),
    ("The wall is 12 x 8 tiles, how many nails?", "-"),
    ("how many groups in 6 x 9", "-"),
    ("how many sixes in 6 x 9", "-"),
    ("how many digits in 1920 x 1080", "-"),
    ("how many pixels high is a 1920 by 1080 screen?", "-"),
    ("168 off 20.3 overs, what's the run rate?", "-"),  # 20 overs and 3 balls
    ("168 for 4 off 20 overs, run rate?", "-"),
    ("168 off 20 overs, what's the strike rate?", "-"),  # runs per 100 balls
    ("168 off 20 balls, what's the run rate?", "-"),
    ("168 off 20 overs, what's the net run rate?", "-"),
    ("multiply the 48 boxes by 24 and add 6", "-"),
    ("multiply our unit price of £18.75 by the 64 units ordered, minus the discount", "-"),
    ("multiply the 48 boxes by the 24 cans in half of the boxes", "-"),
    ("multiply the unit price of £18.75 by 64 units in pence", "-"),
    ("don't multiply the 48 boxes by the 24 cans", "-"),
    ("multiply the 48 boxes by the 24 cans, how many boxes?", "-"),
    ("437 20p coins bagged in 50s, how much money is left over?", "-"),  # 740p, not 37
    ("437 20p coins bagged in 50s, how many bags?", "-"),
    ("Recipe serves 4, I need it for 36, so times it by 8. It's 350 g flour, how much now?", "-"),  # not 9
    ("A recipe for 6 people takes 40 minutes. How long for 18 people?", "-"),  # cooking time does not scale
    ("Food for 10 people lasts 6 days. How many days for 15 people?", "-"),  # 4, fewer days
    ("A recipe for 6 people uses 240 g of rice. How many people will 720 g feed?", "-"),
    ("A recipe for 6 people uses 240 g of rice and 2 onions. How much rice for 18 people?", "-"),
    ("A recipe for 6 people uses 240 g of rice. How much rice for 18 cakes?", "-"),
    ("A recipe for 6 people uses 240 g of rice. How much rice is left for 18 people?", "-"),
    ("A recipe for 6 people uses 240 g of rice. How much more rice for 18 people?", "-"),  # 480 more
    ("The recipe for 6 says 180 degrees, what for 18?", "-"),
    ("How many in the last full box if 250 packs go in boxes of 40?", "-"),  # 40
    ("250 packs go in boxes of 40. How many in the last complete box?", "-"),
    ("14 rolls of paper at £8.99 a metre, what's that", "-"),  # a price per another thing
    ("14 rolls of paper at £8.99 a roll, what's that a roll?", "-"),
    ("Bag of 96 onion sets and I want 8 equal rows, how many rows?", "-"),
    ("Bag of 96 onion sets and I want 8 equal rows of 10, how many to a row?", "-"),
    ("Notebooks cost $4.50, what is the cost of one notebook?", "4.5"),
    ("8 of us buy in at £15, what's the pot each?", "-"),
    ("24 sweets are shared between 3 friends and me. How many does each get?", "-"),
    ("Spiders have 8 legs. How many legs on 27 beetles?", "-"),
    ("Spiders have 8 legs. How many spiders have 27 legs?", "-"),
    ("Spiders have 8 legs and 27 spiders lost 2 legs. How many legs?", "-"),
    ("437 20p coins bagged in 50s, how many coins are left over and what are they worth?", "-"),
    ("14 loaves at £1.35, what did one cost?", "-"),
    ("14 loaves at £1.35, how much change from £20?", "-"),
    ("14 loaves at £1.35 and 3 cakes, what did they cost?", "-"),
    ("14 loaves at £1.35, what did they cost each?", "-"),
    ("14 loaves at £1.35 for the lot, what did they cost?", "-"),
    ("14 kg at £1.35, what did it cost?", "18.9"),  # "at" a price right after a measure: £1.35 a kg
    ("6 sets of 4 min efforts, total hours?", "-"),  # another unit
    ("our build takes 14 min, we run 38 builds a day. total hours?", "-"),
    ("4 bikes at 18 a day. What did that come to?", "-"),  # the days are not counted
    ("Split the £2,760 invoice evenly across 4 cost centres and keep 100", "-"),
    ("Budget £600, 12 people, £ per table?", "-"),
    ("Flour 2 kg for 8 loaves, g per loaf?", "-"),  # another unit
    ("1 crate is 24 bottles, so 15 crates is how many crates", "-"),
    ("Gas is 9p a unit and we use 420 units a month. What does that come to in a year?", "-"),
]


@pytest.mark.parametrize(("question", "right"), RIGHT_OR_NOTHING)
def test_a_close_call_is_answered_right_or_not_at_all(question: str, right: str) -> None:
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    assert said in ([], [right]), said


@pytest.mark.parametrize(
    ("question", "divided"),
    [
        ("How many 300 ml glasses can I fill from 2,000 ml?", "2000 ÷ 300 = 6 2/3"),
        ("How many 300 mm tiles fit along 4,000 mm?", "4000 ÷ 300 = 13 1/3"),
        ("How many 5 kg bags do I need for 112 kg?", "112 ÷ 5 = 22.4"),
        ("30 kids and minibuses of 8. How many minibuses do we need?", "30 ÷ 8 = 3.75"),
        ("We have 100 guests and each table seats 8. How many tables?", "100 ÷ 8 = 12.5"),
        ("how many bags of 6 can I fill from 40 apples", "40 ÷ 6 = 6 2/3"),
        ("how many times does 7 go into 50", "50 ÷ 7 = 7 1/7"),
        ("How many times is 7 contained in 930?", "930 ÷ 7 = 132 6/7"),
    ],
)
def test_things_of_a_size_that_fit_or_fill_are_counted_only_when_whole(question: str, divided: str) -> None:
    answer = ask(question).answer
    assert re.findall(r"\*\*(.+?)\*\*", answer) == []
    assert f"{divided}, which is not a whole number" in answer


@pytest.mark.parametrize(
    ("question", "each"),
    [
        (
            "A 20-litre bag of compost is shared equally between 8 pots. How many litres does each pot get?",
            "2.5",
        ),
        ("A dozen roses cost 30. How much is one rose?", "2.5"),
        ("Patient prescribed 750 mg, tablets are 500 mg each. How many tablets?", "1.5"),
    ],
)
def test_a_share_in_a_unit_or_a_price_is_answered_as_it_is(question: str, each: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [each]


LEFT_OR_NOT = [
    ("A water tank holds 500 litres. 137 litres are used. How much water is left?", "363"),  # no remainder
    ("When 96 is divided by 6 exactly, what is the answer?", "16"),  # a quotient, never Yes
    ("is 91 div by 7", "Yes"),  # was 13
    ("What rests when 77 divide by 5?", "2"),  # was 15.4
    ("Please to check if 1,234 divides by 4 without rest.", "No"),  # was 308.5
    ("can u check if 1,122 div by 11 evenly? ty", "Yes"),  # was 102
    ("cut a 144cm rail into 12 equal bits, each bit is how many cm", "12"),  # was 1728
    ("cut a 144cm rail into 12 equal bits, then glue 2 together. How long?", "-"),
    ("I have 120 remaining and share it among 4 friends. How much each?", "30"),
    ("What is the result when I divide 58 by 4?", "14.5"),
    ("500 eggs, trays of 30, how many trays?", "-"),  # 16 2/3 trays is no answer
    ("7 lots of 8, how many lots?", "7"),  # was 56
    ("6 boxes of 12 eggs, how many boxes", "6"),
    ("I earn 1,800 for 3 months of work. How much is left?", "-"),  # was 1797
    ("rent is 1,800 for 3 months, how much is left a month", "-"),  # was 1797
    ("I worked for 3 days and then 2 more days. How many days?", "5"),
    ("each box 12 eggs, 5 boxes, how many eggs", "60"),
    ("each of our 8 towers 625 damage, total?", "5000"),
    ("5 boxes of 12 minus 3", "57"),
    ("120 guests and tables of 8, how many guests?", "120"),
    ("120 guests and tables of 8, how many more tables?", "-"),
    ("2 kg of flour and bags of 500, how many bags?", "-"),  # a conversion first
    ("How many teams of 5 can we make from 35 kids and 3 adults?", "-"),
    ("We have 96 guests and each table seats 8. How many guests?", "96"),
    ("45 cupcakes, 9 per box, how many cupcakes?", "45"),
    ("13 | 169?", "Yes"),
    ("13 | 169? (does 169 divide 13, yes or no)", "No"),
    ("Scored 30 a game over 4 games, per game?", "-"),  # the rate is told, never 30 ÷ 4
    ("Scored 30 a game over 4 games, what's the average?", "-"),
    ("She had 3 children over 10 years, what is the average age?", "-"),  # an average of something else
    ("Had 5 visits over 20 days, per visit?", "-"),  # the count told over is not what is asked per
    ("Paid 40 for 4 visits over 20 days, per visit?", "-"),
    ("3 kg of apples at £2 a kilo, what does one kilo cost?", "-"),  # was 2/3: the price of one is told
    ("3 kg of apples at £2 a kilo, what's that a kilo?", "-"),
    ("share 96 between 8 people and me", "-"),  # was 12: 9 share it
    ("Can 96 sweets be shared equally between 8 friends and me?", "-"),
    ("Can £15 be split equally between 4?", "-"),  # was No: 3.75 each is an equal split
    ("Can 15 pounds be shared equally between 4 people?", "-"),
    ("Can £15 be split equally between 4 with no pennies over?", "-"),
    ("Splitting £15 with 4 of us, does it go into whole pounds?", "No"),
    ("I rolled 3 sixes, is that divisible by 6?", "-"),  # the 3 counts sixes
    ("I had 42 and ate 6, is that divisible by 6?", "-"),
    ("Is 144 divisible between 12 and 20?", "-"),
    ("each box holds 12 eggs and I ate 3 of them, total?", "-"),  # was 36: "them" are the eggs
    ("each ticket is 5 and I lost 3 of them, total?", "-"),  # was 15
    ("each crit does 245 damage and I missed 16 of them, total damage?", "-"),
    ("Eggs are 20p each, she wants 7 dozen. What does she pay?", "-"),  # the count in dozens, the price not
    ("Eggs are £2.20 a dozen, she wants 7. What does she pay?", "-"),
    ("9 shelves of 40 books, how many books on the shelf?", "-"),  # one shelf asked
    ("5 boxes of 12 eggs, how many eggs in a box?", "-"),  # was 60
    ("3 kg of apples at £2, total?", "-"),  # the price may be for all of it
    ("My classmate says 1,452 is divisible by 4 and I don't think so. Who's right?", "Yes"),
    ("4800 mm length, cutting 900 mm noggins out of it. How much is left?", "300"),  # was 3900
    ("A 3 m pipe, I cut 0.65 m off. How much is left?", "2.35"),  # one piece cut off
    ("2 m of wood, cutting 30 cm pieces from it, how much left?", "-"),  # two units
    ("Total rise 2,640 mm over 12 steps, what's each rise in cm?", "-"),  # another unit asked
    ("Drip: 1000 mL over 8 hours, what's the rate in mL/min?", "-"),
    ("45,360 over 12 months, what's the weekly average?", "-"),
    ("735 orders going into cages of 40. How many in the last cage?", "15"),
    ("720 orders going into cages of 40. How many in the last cage?", "-"),  # full: 40, never the remainder 0
    ("1,500 m swim in a 50 m pool, how many lengths left?", "-"),  # was 1450
    ("Pool's 25 m and I did 64 lengths. How many km?", "-"),
    ("I did 64 lengths and 2 widths of the 25 m pool, how many metres?", "-"),
    ("Is 2 km an exact number of 400 m laps?", "-"),
    ("Lunch is £4 a day, 20 days. Weekly?", "-"),  # 20 days are no week
    ("Weight-based dosing: 15 mg per kg and she's 42 kg. Dose in g?", "-"),
    ("Each bracelet has 36 beads and I'm making 15 for the fair. Bracelets needed?", "15"),
    ("If 137 balls were bowled and 3 were wides, how many into the over? (137 divided by 6, remainder)", "-"),
    ("Deal 52 cards round 4 players, how many does each get?", "13"),
    ("Crew of 4 packers and me, 1,000 parcels. Parcels each if we split it evenly?", "-"),
    ("A pack covers 2 sq m, the floor is 12 m. How many packs?", "-"),  # an area and a length
    ("A tin covers 10 square metres and the wall is 35 square metres. How many tins?", "-"),  # 3.5 tins
    ("Does £1,092 split evenly over 12 months?", "Yes"),  # £91 a month: in pounds and to the penny it does
    ("Does £1,090 split evenly over 12 months?", "-"),  # to the penny it does, in whole pounds it does not
]


@pytest.mark.parametrize(("question", "right"), LEFT_OR_NOT)
def test_what_is_left_and_what_is_whole_are_read_right_or_not_at_all(question: str, right: str) -> None:
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    assert said in ([], [right]), said


ASKED_AGAIN_AS_A_CALCULATION = [
    ("We're setting out 30 rows with 12 seats each. How many seats, 30 × 12?", "360"),
    ("A crate holds 20 melons and we have 7 crates. How many melons is 7 × 20?", "140"),
    ("Each of 6 teams pays an entry fee of 45. What's the total, 6 lots of 45?", "270"),
    ("The jug holds 750 ml and each glass takes 150 ml. How many glasses, 750 ÷ 150?", "5"),
    ("How many seats, 30 × 12?", "360"),
    ("We're setting out 30 rows with 12 seats each. How many seats, 30 + 12?", "-"),  # "each" is no sum
    ("We're setting out 30 rows with 12 seats each. How many seats, 30 × 13?", "-"),  # 13 was never told
    ("30 rows with 12 seats each and 5 seats are broken. How many seats, 30 × 12?", "-"),
    ("30 rows with 12 seats each. How many rows, 30 × 12?", "-"),  # the rows were told
    ("30 rows with 12 seats each. How many more seats, 30 × 12?", "-"),
    ("I had 750 ml and drank 150 ml. How much is left, 750 ÷ 150?", "-"),
]


@pytest.mark.parametrize(("question", "right"), ASKED_AGAIN_AS_A_CALCULATION)
def test_a_story_asked_again_as_its_calculation_is_answered_only_when_they_agree(
    question: str, right: str
) -> None:
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    assert said == ([] if right == "-" else [right]), said
