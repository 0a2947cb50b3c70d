"""Runs, remainders, divisibility and operation words the offline coach must not answer as written, or must
read one particular way: each would be a wrong answer if read the easy way. The wider readings they sit
beside are in tests/data/readers/ (run_phrases, written_runs, counted_runs, remainders, divisibility,
operator_words)."""

from __future__ import annotations

import pytest

from tests.offline_turns import ask

_GARDEN = (
    "The garden path has 12 slabs in row 1, 15 in row 2, 18 in row 3, and so on, ending with 48 in row 13."
)

LEFT_ALONE = [
    # the kind or the multiple named does not fit the first number: which number starts the run is not read
    "sum of odd numbers from 2 to 10",
    "sum of even numbers from 1 to 9",
    "add the odd numbers between 10 and 20 inclusive",
    "sum of the multiples of 4 from 2 to 10",
    "sum of the multiples of 3 from 1 to 100",
    "every third number from 1 to 100",
    "Add every other number from 1 to 99",
    # a run in a story with more than its total asked, or a number the run does not hold
    "I'm saving 5 more each week: 5, 10, 15, up to 260. How much will I have saved after 10 weeks?",
    "I'm saving 5 more each week: 5, 10, 15, up to 260. How many weeks will that take in total?",
    "I already have 100 saved. I add 5, 10, 15, up to 260. How much will I have saved in total?",
    "5, 10, 15, up to 260. What is the total of the odd ones?",
    "My pocket money goes 2, 4, 6, ... up to 40. How much do I get each week in total?",
    "The sequence goes 3 + 6 + 9 + ... + 60. Find the sum of the first 5.",
    "Numbers on the cards go 1, 2, 3, … up to 50. If I take away the 50, what do the rest add up to?",
    # places told with a number that is not that place's own term
    "step 1 is worth 1 point, step 2 is worth 2, and so on up to step 40",
    "On day 1 I have 5, on day 2 I have 10, and so on until day 30. How much in total?",
    "Step 1 is worth 1 point, step 2 is worth 2 more, and so on up to step 40. Total points?",
    "Row 1 has 2 seats, row 2 has 4 seats, and so on up to row 25. How many rows are there in total?",
    "On day 1 I read 3 pages, on day 2 I read 6 pages, and so on until day 20. How many pages on day 20?",
    # a remainder named beside other work
    'Card: "Move ahead the remainder of 47 ÷ 6, then roll again." What\'s the remainder?',
    'Card: "Move ahead the remainder of 47 ÷ 6 plus 2." What\'s the remainder?',
    'Card: "Move ahead twice the remainder of 47 ÷ 6." What\'s the remainder?',
    'Card: "Move ahead the remainder of 47 ÷ 6." How far do I move in total?',
    "what would the remainder be if 47 was divided by 6 and then add 2",
    # "A into B" and "A by B" read two ways; a sum beside a "with … taken away"
    "divide 12 into 45",
    "divide 45 into 5",
    "45 into 12",
    "48 by 12",
    "3 times 20 with 5 taken away",
    # a run told in a story asked about one of its places, or counting its places
    f"{_GARDEN} How many rows are there?",
    f"{_GARDEN} How many slabs are in the last row?",
    f"{_GARDEN} How many slabs are in row 10?",
    "A theatre has 20 seats in the front row, 22 in the next, 24 in the next, and so on up to 58 seats in "
    "the back row. How many seats are in the middle row?",
    "A pyramid of cannonballs has layers of 1², 2², 3² and so on down to 8² at the bottom. How many layers "
    "are there in total?",
    "add the odd numbers 2 + 4 + 6 + ... + 50",
    "Square every number from 10 to 20 and add 5",
    # a power, or a trail of steps, with more asked than where it ends
    "Can 10 squared be split evenly into 4 groups?",
    "Start at 500, subtract 37, then subtract 48. How many did you take away?",
    "Start at 500, then subtract 37. What number do you get after 3 more steps?",
    "The lockbox opens with the remainder of 2,024 divided by 9. Which number is bigger?",
    "If I take 5 from 20 and 3 more, what's left?",
    "39 square metres",
    "the first 12 multiples of 4",
    "Add 1 to 100 together",
    "Does 81 leave a remainder when divided by 9?",
    "Does 81 have a remainder when divided by 9?",
    "Is 81 divisible by 9 and 3?",
    "How much is 12 plus 8 minus 3 altogether?",
    "My tiered planter holds 1², 2², 3², 4², 5² and 6² pots on its 7 tiers. How many pots does it hold?",
    "My planter holds 1², 2², 3² and 4² pots, and 5 in the shed. How many pots does it hold?",
    "My tiered planter holds 1², 2², 3², 4², 5² and 6² pots. How many tiers does it have?",
    # a run written out beside a story that tells more than the run, or a question that asks more
    "I already have 10 coins. The login calendar gives 10 + 20 + 30 + ... + 200 coins. How many coins do"
    " I have?",
    "I have 100 coins and the calendar gives 10 + 20 + … + 200 coins. How many coins is that altogether?",
    "Each of my 2 kids gets 1 + 2 + 3 + ... + 10 sweets. How many sweets altogether?",
    "My kids each get 1 + 2 + … + 10 sweets. How many sweets altogether?",
    "The login calendar gives 10 + 20 + 30 + ... + 200 coins over 20 days. How many days is that?",
    "The login calendar gives 10 + 20 + 30 + ... + 200 coins over 20 days. How many coins per day on"
    " average?",
    "The login calendar gives 10 + 20 + … + 200 coins over 20 days, and I spent 500. How many coins do I"
    " have left?",
    "Jade saves 5 + 10 + 15 + … + 100 dollars. How many weeks is that?",
    "My puzzle book says the sum of the cubes 1³ + 2³ + ... + 6³ is 400. What is that sum?",
    "The textbook says the sum of the squares 1² + 2² + … + 8² is 204. Is that right? What is that sum?",
    "A pyramid has 1 + 2 + 3 + … + 7 oranges. How many layers are there?",
    "Raj runs 3 km on day 1: 3 + 3.5 + 4 + ... + 8. He also walked 2 km. How far does he go in total?",
    "The clock strikes 1 + 2 + … + 12 times, twice a day. How many strikes is that?",
    "How many handshakes in a room of 10 people? Work it out as 1 + 2 + ... + 9.",
    "Double the total: 1 + 2 + … + 10. What is it?",
    "I need the total of 1 + 2 + … + 10, not counting the 5.",
    "Add up 2 + 4 + … + 20. How much is half of that?",
    "Mia reads 10 pages on day 1 and adds 5 pages each day until she reads 60: 10 + 15 + … + 60. How"
    " many days?",
    "Every Sudoku row holds the numbers 1 to 9 once, so a row adds up to 1 + 2 + … + 9. What is the total of"
    " all 9 rows?",
    "Every Sudoku row adds up to 1 + 2 + 3 + ... + 9. What is the total of the grid?",
    "My pocket money goes 2, 4, 6, ... up to 40. What is the total for the whole class?",
    # "how many" naming something other than what the sum counts; a run added up to with more asked
    "how many more is 12 + 5",
    "how many times is 3 times 4",
    "how many left is 20 - 5",
    "3 + 6 + 9 up to 30 then double it",
    "1 + 2 up to 10 of them",
    "2 + 4 + 6 up to 20 minus 4",
    # a range's dash the wrong way round, "add A to B together" (A + B, or A to B?), "how much is 90 more
    # than 57" (90 + 57, or by how much?)
    "sum of 100-1",
    "the sum of 10 - 4",
    "total of 50 - 20",
    "add 1 to 100 together",
    "how much is 90 greater than 57",
    "how many is 90 more than 57",
    "5 … 100",
    # a number said as hundreds are said ("one forty four"), a run's gap said aloud beside no run, "add A to B
    # added up"
    "what's one forty four divided by twelve",
    "what is two fifty times three",
    "what's 1 plus 2 plus dot dot dot",
    "add 5 to 10 added up",
    "adding 5 + 3 * 2",
    # a kind said beside terms that are not all of it
    "The odd numbers 1 + 2 + 3 + ... + 20. What is the total?",
    "Add the odd numbers 1 + 2 + 3 + ... + 20",
    "the sum of the even numbers 2 + 3 + … + 10",
    # what is counted is the run's places, or not told
    "I'm stacking rows of cans: 12 in the bottom row, then 11, then 10, all the way up to 1 on top. How"
    " many rows?",
    "I'm stacking cans: 12 on the bottom, then 11, then 10, all the way up to 1 on top. How many layers?",
    "I'm stacking bricks: 1 on top, 2 in the row below, 3 below that, down to 15 in the bottom row. How"
    " many rows?",
    "Sam saves £2 in week 1, £4 in week 2, £6 in week 3, and so on up to £40 in week 20. How much in"
    " week 20?",
    # a run said twice two ways, or its powers said unlike its kind or each other, or beside more work
    "the sum of the first 9 cubes, 1³ through 10³",
    "the sum of the first 10 numbers, 1 to 11",
    "sum of the squares 1³ to 9³",
    "the sum of the square numbers from 1³ to 9³",
    "1² to 9³ added up",
    "1³ through 9³",
    "sum of 2n from n = 1 to 10",
    "sum of n from 1 to 10 plus 5",
    "sum of n from n = 5 to 1",
    # a run's gap said in words or marks the notation does not know, beside a run not read or more work
    "1 + 2 + 3 + up to 10 minus 4",
    "1 + 2 + 3 + .. + 10 - 4",
    "1 + 2 + 3 + up to 10 squared",
    "1 + 2 + 3 + .. + 10 then double it",
    "1 + 2 + 3 + up to 10 times 2",
    "what's 47 + up to 9",
    # an operation named as a noun, or "without", "time", "go away", beside more work; "11 power of 3"
    "the addition of 3 and 4 times 2",
    "the multiplication of 3 and 4 plus 2",
    "the subtraction of 37 from 100 times 2",
    "100 without 37 and 5",
    "100 without 37 plus 5",
    "20 apples without 5 bad ones",
    "the division of 12 into 4",
    "12 time 3 time 4",
    "12 time 3 minutes",
    "from 1000 take away 264 times 2",
    "from 100 minus 37 minus 5, what is left",
    "from 10 take away 3 and 2, what is left",
    "11 power of 3",
    "3 power of 11",
    "which number is 1.5 more than 8.75 or 9",
    # a word between a sum and its run that says what its terms are, which a run read without it leaves out
    "total of primes 1 to 20",
    "sum of reciprocals 1 to 10",
    "sum of factorials 1 to 5",
    "sum of triangles 1 to 10",
    "sum of the square roots 1 to 10",
    "sum of evens 1 to 19",
    "stick 85 on top of 1260 times 2",
    # words after a run that leave terms out, start it elsewhere, or ask more than its total
    "1 + 2 + ... + 10 without adding the evens",
    "1 + 2 + ... + 10 without adding evens",
    "1 + 2 + ... + 10 without the 5",
    "Sum of the first 20 odd numbers, starting from 3",
    "the sum of the first 10 numbers, starting from 5",
    "the first 20 even numbers, starting at 1",
    "sum of squares 1 to 20, what is the total of the odd ones",
    "sum of squares 1 to 20, what is the total times 2",
    # a difference, "exceed", "subtracted by", "added with" beside more work; a unit after a short power
    "diff 450 and 275 times 2",
    "difference 450 and 275 and 100",
    "450 and 275 difference and 5",
    "by how much does 450 exceed 275 and 100",
    "100 subtracted by 37 and 5",
    "45 added with 38 times 2",
    "12 sqrd m",
    "is 450 exceeding 275",
    # a move along a number line with more than one step, steps of a size, or a count of something else
    "count back 4 from 10 in 2s",
    "start at 3 and jump back 7 twice",
    "start at 3, jump back 7 and forward 2",
    "from 10 go down 3 and then up 5",
    "start at 100 and count back in 7s",
    "I was at page 30 and went back 7",
    "from 3 go back 7 days",
    # a note on the trick that does something to the answer
    "46 × 44 (same tens digit, then add 10)",
    "46 × 44 (same tens digit, add 10)",
    "7 / 2 (round up)",
    # a written run beside a question about some of its terms, or about more than its total
    "1 + 2 + 3 + ... + 20. What do the evens add up to?",
    "1 + 2 + 3 + ... + 20. What do the odd ones add up to?",
    "1 + 2 + 3 + ... + 20. What do the even numbers come to?",
    "1 + 2 + 3 + ... + 20. What do the big ones add up to?",
    "1 + 2 + 3 + ... + 20. How do I even start? What do the evens come to?",
    "1 + 2 + 3 + ... + 20. What does it add up to if you double it?",
    "2 + 4 + ... + 20. What is the total of the first 5?",
    "3 + 6 + 9 + ... + 60. What do the multiples of 6 add up to?",
    "5 + 10 + ... + 100. What total should I get without the 100?",
    "Sigma n, n from 10 to 1",
    # "raised by" may be an increase or a power; "less than" inside a chain of "less"
    "11 raised by 3",
    "What is 11 raised by 3?",
    "what is 3 less than 10 less 2",
    "the amount of 4 and 5 times 2",
    "20 less 5 less 3 than 40",
    "take 3 and 4 from 10 times 2",
    "I save 5 the first week, 10 the second, and so on up to 150 how many weeks is that",
    "I save 5 the first week, 10 the second, and so on up to 150 how much do I save in the last week",
    "1 + 2 + 3 + ... + 20 how much is that times 2",
    # a list multiplied with something more done to it, or to one of its numbers
    "multiply 3, 4 and 5 by 2",
    "Find the product of 2, 3 and 4 squared",
    "the product of 6, 7 and 8 plus 1",
    "multiply 4, 5 and 6 and add 3",
    "What is the product of 2, 3 and 5 divided by 6?",
    # "what's left" after signs other than take-aways (a remainder?), a total of the run's places
    "20 / 3, what's left?",
    "20 + 3, what's left?",
    "20 - 3 + 4, what's left?",
    "Weekly sales went 1,200 + 1,350 + ... + 3,000, rising by 150 each week. What is the total of the weeks?",
    "Rows of seats: 20 + 22 + ... + 58, rising by 2 each row. What is the total of the rows?",
    "A sum like 1 + 2 + ... + 20 but only the even ones. What does it add up to?",
    # a sum or product named over powers with more done to it, or over a power and a bare number
    "the sum of 3 squared and 4 squared times 2",
    "What is the product of 3 squared and 2 cubed plus 1?",
    "the sum of 6² and 8² divided by 10",
    "the sum of 9 and 4 squared",
    "What's the total of 5 cubed and 2?",
    "the product of 2 squared and 3",
    # numbers raised to powers, added as if they were not ("add 1 squared and 2 squared and 3 squared" was 6)
    "add 1 squared and 2 squared and 3 squared",
    "Add up 2 cubed, 3 cubed and 4 cubed",
    "add: 5 squared, 6 squared and 7 squared",
    # the first n numbers of a kind not read: their sum is no 1 + 2 + … + n ("… triangular numbers" was 210)
    "sum of the first 20 triangular numbers",
    "What is the sum of the first 10 Fibonacci numbers?",
    "Add up the first 5 pentagonal numbers",
    "the total of the first 12 composite numbers",
    # a triangular number asked about, or more done to it
    "Is 210 a triangular number?",
    "the 20th triangular number squared",
    "the 12th and 13th triangular numbers added together",
    # terms told before their places with how many places: a balance, places that do not start at 1 or
    # are not the ones counted, a term told as "more", or more than the total asked
    "I have £1 on day 1, £2 on day 2 and so on for 30 days. How much in total?",
    "I save £1 on day 2, £2 on day 3 and so on for 30 days. How much in total?",
    "I save £1 on day 1, £2 on day 2 and so on for 30 weeks. How much in total?",
    "I read 10 pages on day 1, 12 more pages on day 2 and so on for 15 days. How many pages altogether?",
    "I read 10 pages on day 1, 12 pages on day 2 and so on for 15 days. How many days altogether?",
    # "square" or "cube" after a number naming a shape beside words not known, or a power with no number
    "6 square is how much fencing",
    "a 4 square garden is how much",
    "12 square is how much in metres",
    "What is 3 to next power",
    # a range with all its numbers added said with a kind not read, or more done to it
    "1 to 100 all even numbers add together",
    "the sum of the 10 first odd numbers",
    "1 to 20 all numbers add together times 2",
    # "how many … do I need" of a run in a story asking more, its places, one term, or beside an amount held
    "I'm building steps: 1 brick, then 2, then 3 ... up to 20. How many more bricks do I need?",
    "I'm building steps: 1 brick, then 2, then 3 ... up to 20. How many steps do I need?",
    "I'm building steps: 1 brick, then 2, then 3 ... up to 20. How many bricks do I need for the top?",
    "I have 10 bricks. Steps: 1 brick, then 2, then 3 ... up to 20. How many bricks do I need?",
    # a sum of powers beside a power named unlike its terms', "the squares of" them, or more asked
    "the squares of 1² + 2² + 3², total?",
    "1² + 2² + 3² cubes, how many in total?",
    "1² + 2² + 3³ squares, total?",
    "1² + 2² + 3² squares each, total?",
    "2 ^ 3 total",
    # a run written out in a story, its total asked after a comma, with more told or asked beside it
    "Each of my 3 kids gets 1 + 2 + … + 10 sweets, what's that add up to?",
    "My stack is 1 + 2 + … + 12 tins, what does that come to each?",
    "The shelf holds 2 + 4 + … + 20 books and I took 6, what does that come to?",
    # a number told with a verb that changes an amount beside a calculation (was 78, 50)
    "The stack is 1 + 2 + 3 + … + 12 tins and I sold 5, what does that come to?",
    "What is 20 + 30 and I sold 5?",
    # a list told in a story, "add them up" asked, beside a number or word that may change the sum
    "My scores were 17, 9 and 23 and I lost 5. Add them up for me",
    "Scores were 17, 9 and 23 each. Add them up for me",
    "My scores this week were 17, 9 and 23 per day. Add them up for me",
    # a power told in a story beside another number, a word that changes it, or another question
    "Number of outcomes rolling 4 dice is 6 to the 4th, how many with 5 dice?",
    "It's 2 to the 10th, how many zeros?",
    "half of it is 2 to the 10th, what's that?",
    "3 boxes each is 3 cubed, how many is that",
    "My power is 7 to the 5th, what's that roughly?",
    "My power is 7 to the 5th no wait 6, what's that?",
    "My power is 7 to the 5th, how many is that in digits?",
    "The grid's 15 by 15 so it's 15 squared squares, how many rows?",
    "Passwords of 4 digits is 10 to the 4th, how many more with 5?",
    "Loot is 3 to the power 7 and I spend 100, how much is that?",
    "Loot is 3 to the power 7, how much is that each?",
    "Loot is 3 to the power 7 per chest, how much is that?",
    "Paddock is 120 m by 120 m, how many cubic metres is that, 120 squared?",  # an area, not a volume
    "Paddock is 120 m by 120 m, how many acres is that, 120 squared?",  # another unit
    "12 squared tiles, how many boxes?",
    "Paddock is 120 m by 90 m, how many square metres is that, 120 squared?",  # 90 is no side of it
    # a run told with its terms' places named by their order, asked something else, or beside more
    "Fence posts: first day we put in 10, then 20, 30 and so on up to 120 on the last day. How many days?",
    "Fence posts: first day we put in 10, then 20, 30 and so on up to 120 on the last day. How many posts on "
    "the first day?",
    "I save 5 on the first week, 10 the second week, 15 the third and so on up to 60 in the last week. How "
    "much in the last week?",
    "1 egg on day one, 2 on day two, and so on up to day 9. Total?",
    "Planter layers are 1x1, 2x2, 3x3 up to 6x6 pots, 4 planters. How many pots in total?",
    "Planter layers are 2x3, 3x4 up to 6x7 pots. How many pots in total?",
    # a run told by its first term, step and last: asked something else, or its step in another unit
    "Reading plan: 10 pages on day one, 10 more each day, ending at 200 pages. How many days?",
    "£1 on day one, a pound more every day, ending at £20. How much on day 10?",
    "Savings: £1 on day one, 5p more every day, ending at £20. Total?",
    "Savings: £20 on day one, a pound more every day, ending at £1. Total?",
    # a run told by its first term, what each adds and its last: asked another thing, its last place or unit
    # not the run's, or its places not numbered one after another
    "Plank challenge: 20 s on day 1, +10 s a day until 110 s on day 12. Total seconds?",
    "Reading challenge: 1 page on day 1, going up by 1 each day up to 21 pages. How many days?",
    "Week 1 I run 10 miles, adding 2 each week until 30 miles in the last week. How far in week 5?",
    "Row A has 16 seats, each row has 2 more than the one in front, up to 40 in the back row. Rows?",
    "Savings: £2 in week 1, going up by 50p each week up to £40. Total?",
    "I do 10 sit-ups on day 1, adding 5 each week until 50. Total sit-ups?",
    "30 skips on day 1, +5 skips a day until day 15. Total skips?",
    "I save £5 in week 1, going up by £5 each week up to £50. Total after 4 weeks?",
    "Reading: 1 page on day 1, going up by 1 each day up to 21 pages. Total pages for the two of us?",
    "Week 1 I run 10 miles, adding 2 each week until 30 miles in the last week. Miles in the last week?",
    "I had 10 sit-ups on day 1, adding 5 each day until 50. How many more sit-ups on the last day?",
    "Burpee challenge: 1 on day 1, 2 on day 2 … 31 on day 31. How many on day 20?",
    "Burpee challenge: 1 on day 1, 2 on day 2 … 31 on day 31. Total burpees on the odd days?",
    "Burpee challenge: 1 on day 1, 2 more on day 2 … 31 on day 31. Total?",
    "Burpee challenge: 1 on day 1, 2 on day 2 … day 31. Total burpees?",
    "Squat month: 5 squats on day 1, 10 on day 3, … 150 on day 30. How many squats altogether?",
    "Squat month: 5 squats on day 1, 10 on day 2, … 150 on day 40. How many squats altogether?",
    "Savings: £3 in week 1, £6 in week 2 ... £60 in week 20. How many weeks?",
    "Penny jar: 1p on day 1, 2p on day 2 ... 50p on day 50. How much is in the jar after 10 days?",
    # five terms told with their places: not one gap, or the places asked
    "Display tower: 1 cupcake on top, then 2, 3, 4, … down to 12 on the bottom tier. How many tiers?",
    # a growing amount is no rate (were 1 × 20, 2 × 15)
    "Charity drive: £1 on day one, a pound more every day. Total after 20 days?",
    "£2 on the first day, a pound more each day, for 15 days. How much on the last day?",
]
"""Odd numbers "from 2" or every third number "from 1" start at a number the words do not give; "how many
weeks", "after 10 weeks", "the odd ones" or "each" ask for something other than the whole run added;
"I have 10" on day 2 may be what has built up so far; "divide 12 into 45" is 45 ÷ 12 but "divide 45 into 5"
is 45 ÷ 5, so neither is read."""


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_phrasing_that_could_be_another_problem_is_not_answered(question: str) -> None:
    turn = ask(question)
    assert turn.notes == [] or all("error" in result for result in turn.results)
    assert "**" not in turn.answer


READ_AS_WRITTEN = [
    ("Take 20 from 5", {"a": 5, "operation": "-", "b": 20}),
    ("What is 20 less than 5?", {"a": 5, "operation": "-", "b": 20}),
    ("Subtract 47 from 9", {"a": 9, "operation": "-", "b": 47}),
    ("12 goes into 48 how many times?", {"a": 48, "operation": "/", "b": 12}),
    ("what would the remainder be if 6 was divided by 47", {"a": 6, "operation": "remainder", "b": 47}),
    ("Does 360 divide into 7 equal groups?", {"a": 360, "operation": "divisible", "b": 7}),
    ("Does 7 divide evenly into 360?", {"a": 360, "operation": "divisible", "b": 7}),
    ("every third number from 6 to 99", {"a": 6, "operation": "series", "b": 99, "step": 3}),
    ("What is the remainder if I divide 6 into groups of 47?", {"a": 6, "operation": "remainder", "b": 47}),
    (
        "What's the remainder when 6 is split into 47 equal parts?",
        {"a": 6, "operation": "remainder", "b": 47},
    ),
    (
        "Fill in the box with the remainder: 100 ÷ 9 = 11 remainder ☐",
        {"a": 100, "operation": "remainder", "b": 9},
    ),
    ("adding 1 to 100", {"a": 100, "operation": "+", "b": 1}),
    ("how much is 9 more than 47", {"a": 47, "operation": "+", "b": 9}),
    ("divide 952 through 7", {"a": 952, "operation": "/", "b": 7}),
]
"""Which number is taken from which, divided by which, and where a run starts, as the words give them."""


@pytest.mark.parametrize(("question", "reading"), READ_AS_WRITTEN)
def test_order_is_kept_as_written(question: str, reading: dict[str, object]) -> None:
    assert ("solve_with_shortcut", reading) in ask(question).notes
