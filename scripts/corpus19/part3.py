"""Corpus 19, part 3: bakers and chefs, lab and clinic staff, warehouse and haulage."""

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

BAKERS = [
    times("Each tray takes 24 scones and I've got 7 trays going in. How many scones is that?", 24, 7),
    later("Sourdough went in at 05:40, needs 45 min in the deck oven. When's it out?", "05:40", 45),
    shared("Made 2,160 g of dough, want 18 equal rolls. How many grams per roll?", 2160, 18),
    left_over("Piped 150 macarons, boxes hold 12. How many are spare once the boxes are full", 150, 12),
    plus("Flour order: 25 kg, 16 kg and 32 kg bags came in. Total flour?", 25, 16, 32),
    minus(
        "Started the day with 340 croissants proved, sold 287 by close. How many to go in the reduced "
        "basket?",
        340,
        287,
    ),
    earlier(
        "Wedding cake collection is 11:15 am and the buttercream needs 2 hours 30 minutes to set. Latest I "
        "can finish icing?",
        "11:15 AM",
        150,
    ),
    between(
        "Batch of brioche: in the prover at 03:55, out at 06:10. How long did it prove?", "03:55", "06:10"
    ),
    goes("Can I cut a 96-piece traybake into portions of 8 with none left?", 96, 8),
    times(
        "Chef wants 35 batches of shortbread, each batch uses 450 g butter. Butter needed in grams?", 35, 450
    ),
    run(
        "Display tower: 1 cupcake on top, then 2, 3, 4, … down to 12 on the bottom tier. How many cupcakes "
        "altogether?",
        1,
        12,
    ),
    shared(
        "Traybake is 45 cm long and I want 6 equal bars along its length. How long is each bar in cm?", 45, 6
    ),
    power(
        "The starter doubles every 4 hours. My boss says after a day it's 2^6 times bigger. What's 2^6?", 2, 6
    ),
    lengths_added("Bake is 1 hour 20 min, rest is 40 min. Total before I can slice?", 120, 40),
    plus("Till at the bakery: 3.40 + 2.85 + 1.95 for one customer. Total?", "3.40", "2.85", "1.95"),
    later("Oven timer says 25 min left and it's 2:50 pm now. When's the tart done?", "2:50 PM", 25),
    squares(
        "Stacking cake boxes in a square pyramid, layers of 1², 2², up to 8². How many boxes in total?", 1, 8
    ),
    times("Bagels: 13 to a baker's dozen bag, 22 bags ordered. How many bagels do I boil?", 13, 22),
]

CHEFS = [
    times("Covers tonight 86, each gets 3 scallops. How many scallops do I need to prep?", 86, 3),
    later("Table 12 ordered at 19:35, ticket time is 18 minutes. When should it hit the pass?", "19:35", 18),
    minus("Walk-in had 42 kg of potatoes, used 27.5 kg for chips. What's left?", 42, "27.5"),
    shared("Stock pot holds 36 litres, ladling it into 1.5 litre tubs. How many tubs?", 36, "1.5"),
    left_over("Got 200 prawns, 7 per starter. How many prawns left after the full plates?", 200, 7),
    plus("Fish delivery invoice: 146.80 + 92.35 + 58.10, what's the total?", "146.80", "92.35", "58.10"),
    earlier(
        "Brisket wants 6 hours 30 min low and slow, service is 6:00 pm. When does it go on?", "6:00 PM", 390
    ),
    between("Lunch service 11:45 to 15:05, how long was I on the grill?", "11:45", "15:05"),
    goes("Chef says portion the 3,600 g of salmon into 150 g pieces. Does that come out exact?", 3600, 150),
    times("Banquet for 240, 2 bread rolls each. Rolls to order?", 240, 2),
    minus("Par level is 60 eggs, we've got 23 in. How many do I order?", 60, 23),
    power(
        "Menu tasting: 3 starters, 3 mains, 3 desserts. Head chef says that's 3^3 combos. What's 3^3?", 3, 3
    ),
    run(
        "Prep list has ticket numbers 101 to 140 done today. What's the sum of all those ticket numbers?",
        101,
        140,
    ),
    shared("Tip jar came to £412.50 split across 11 staff. Each?", "412.50", 11),
    lengths_added("Braise 2 hours 40 min then 1 hour 25 min rest in the liquor. Total time?", 240, 125),
    later(
        "Bread went in at 4:35 pm for 22 min and I missed the timer. What time should it have gone off?",
        "4:35 PM",
        22,
    ),
    times("Each pan of lasagne gives 12 portions. 9 pans. Portions?", 12, 9),
    length_less("Shift's 10 hours 30 min, I've done 6 hours 45 min. How long to go?", 1030, 645),
]

LAB = [
    times("96-well plate, running 14 plates today. How many wells in total?", 96, 14),
    shared("Got 1,152 samples, 96 per plate. How many plates do I need?", 1152, 96),
    later("Incubation started at 09:20, protocol says 90 min. When do I take them out?", "09:20", 90),
    left_over("384 tubes into racks of 50, how many tubes in the last, partly filled rack?", 384, 50),
    plus("Three runs gave 1,245, 1,318 and 1,276 reads (thousands). Total?", 1245, 1318, 1276),
    minus("Freezer inventory says 500 aliquots, we've used 137. Remaining?", 500, 137),
    between("Centrifuge run logged 14:47 to 15:32. Duration?", "14:47", "15:32"),
    goes("Can 360 samples be split evenly across 8 technicians?", 360, 8),
    power("Bacteria double every 20 min. After 3 hours that's 9 doublings so 2^9 times. What's 2^9?", 2, 9),
    times("Each assay needs 2.5 mL of buffer, we're doing 48 assays. Buffer needed?", "2.5", 48),
    earlier("PCR has to be done by 17:00 and the program is 2 hours 15 minutes. Latest start?", "17:00", 135),
    run("Serial wells numbered 1 to 96 - what's the sum of the well numbers? (for a checksum)", 1, 96),
    shared("Stock is 7.5 mL, split into 6 equal aliquots. How much each?", "7.5", 6),
    minus("Balance reads 12.846 g with the boat, boat alone is 1.203 g. Mass of sample?", "12.846", "1.203"),
    squares("For the calibration fit I need Σx² for x = 1 to 10. What's 1² + ... + 10²?", 1, 10),
    lengths_added("Run 1 took 1 h 45 min and run 2 took 2 h 20 min. Total instrument time?", 145, 220),
    later("Overnight culture in at 6:40 pm, needs 16 hours. When is it ready?", "6:40 PM", 960),
    times("Each rack holds 8 x 12 tubes. How many tubes per rack?", 8, 12),
]

CLINIC = [
    later("Paracetamol given at 08:15, next dose due 4 hours later. What time?", "08:15", 240),
    later(
        "Last dose of ibuprofen was 2:35 pm. It's every 6 hours. When can she have the next one?",
        "2:35 PM",
        360,
    ),
    times("Patient needs 15 mg per kg and weighs 42 kg. Total dose in mg?", 15, 42),
    shared("Infusion of 1,000 mL over 8 hours, what's the rate in mL per hour?", 1000, 8),
    between("Admitted 22:40, seen by the doctor 01:15. How long was the wait?", "22:40", "01:15"),
    plus("Fluid balance: 250 + 180 + 320 + 150 mL in so far today. Total intake?", 250, 180, 320, 150),
    minus("Ward stock was 120 syringes, we've used 47 this shift. Left?", 120, 47),
    left_over(
        "Clinic has 75 appointment slots, 4 nurses. After an even share, how many slots are left over?", 75, 4
    ),
    earlier("Nil by mouth 6 hours before theatre. Theatre is 13:30. From when?", "13:30", 360),
    times("Each bed check takes 12 minutes, 18 beds on the ward. How many minutes for the round?", 12, 18),
    goes("Bottle has 480 mL, dose is 15 mL. Does it come out to a whole number of doses?", 480, 15),
    between("Night shift 19:45 to 08:15. Length of shift?", "19:45", "08:15"),
    shared("Prescribed 2.4 g a day in 4 equal doses. How much per dose?", "2.4", 4),
    later("Obs every 4 hours, last set 23:50. Next due?", "23:50", 240),
    lengths_added("Overtime this month: 3 hours 30 min and 4 hours 45 min. Total?", 330, 445),
    plus(
        "Three weights recorded: 3.62, 3.58 and 3.71 kg. Add them up for the average sheet?",
        "3.62",
        "3.58",
        "3.71",
    ),
    earlier(
        "Blood test is at 9:10 am and she needs to fast for 12 hours. When does she stop eating?",
        "9:10 AM",
        720,
    ),
    run(
        "Pill count for the taper: 1 tablet day one, 2 day two, up to 14 on day 14. How many tablets in "
        "total?",
        1,
        14,
    ),
]

WAREHOUSE = [
    times("Each pallet holds 48 cases, we've got 26 pallets in bay 7. Total cases?", 48, 26),
    shared("1,728 units to go into cartons of 24. How many cartons?", 1728, 24),
    left_over("Picking 500 items into totes of 36. How many items in the last tote?", 500, 36),
    plus("Goods in today: 340 from DHL, 275 from Yodel, 418 from the trunker. Total units?", 340, 275, 418),
    minus("System says 2,450 on hand in aisle 14, we've picked 1,385. What should be left?", 2450, 1385),
    goes("Can 1,000 boxes be loaded evenly onto 8 pallets?", 1000, 8),
    times("A crate is 12 bottles, 75 crates. Bottles?", 12, 75),
    between("Shift on the pick face 06:00 to 14:30, how long?", "06:00", "14:30"),
    later(
        "Trailer 3 starts loading at 21:15, loading takes 1 hour 40 min. When's it ready to go?", "21:15", 100
    ),
    power("Racking is 4 bays, 4 levels, 4 positions deep, so 4^3 pallet spaces. What's 4^3?", 4, 3),
    minus("Opening stock 9,600, despatched 3,275, returns not counted. Closing stock?", 9600, 3275),
    shared("Lorry carries 26 tonnes, each pallet is 0.65 tonnes. How many pallets max?", 26, "0.65"),
    run("Bay numbers 1 through 50 on the north wall. Sum of the bay numbers for the audit code?", 1, 50),
    earlier(
        "Despatch cut-off is 16:45, picking takes 2 hours 20 min. When must picking start?", "16:45", 140
    ),
    plus("Crate weights: 18.5 + 22.75 + 19.4 kg. Total?", "18.5", "22.75", "19.4"),
    times("Each tote is 0.85 kg empty, 120 totes. Weight of the empties?", "0.85", 120),
    cubes("Stacked cubes display: 1³ + 2³ + 3³ + 4³ + 5³ units. Total?", 1, 5),
    length_less("Driver hours: 9 hours allowed, he's done 6 hours 35 minutes. How long left?", 900, 635),
]

HAULAGE = [
    later("Left the depot at 04:50, the run to Leeds is 3 hours 25 min. ETA?", "04:50", 205),
    earlier("Delivery slot at Tesco DC is 13:30 and it's 2 hours 45 min away. Leave by?", "13:30", 165),
    between("Loaded at 13:10, tipped at 17:55. Time on the road?", "13:10", "17:55"),
    times("26 pallets a trailer, 14 trailers this week. Pallets moved?", 26, 14),
    shared("Fuel card: £1,575 for 5 trucks, shared equally. Per truck?", 1575, 5),
    plus("Mileage this week: 412 + 386 + 455 + 398. Total miles?", 412, 386, 455, 398),
    minus("Load limit 44,000 kg, the unit and trailer weigh 15,750 kg. Max payload?", 44000, 15750),
    left_over("830 crates, 60 per trailer. How many crates won't fill a whole trailer?", 830, 60),
    goes("Is 2,592 parcels an exact number of cages if a cage takes 72?", 2592, 72),
    times("Diesel at 1.48 a litre, 350 litres. Cost?", "1.48", 350),
    lengths_added(
        "Drive time: 4 hours 30 min before the break and 3 hours 55 min after. Total driving?", 430, 355
    ),
    later(
        "Ferry departs 10:15 pm, check-in closes 45 min before. Actually, when does the ferry dock if the "
        "crossing is 7 hours 30 min?",
        "10:15 PM",
        450,
    ),
    run("The yard has bays 20 to 60. The gatehouse sums the bay numbers for a code. What's the sum?", 20, 60),
    power(
        "Gaffer reckons parcel volumes tripled every year for 5 years, so 3^5 times what we started with. "
        "What's 3^5?",
        3,
        5,
    ),
    shared("Parcel route, 156 drops over 6 hours. Drops per hour?", 156, 6),
    minus("Tacho shows 56 hours this week, limit is 90 over two weeks. How many left next week?", 90, 56),
    between("Tipped at 23:35, back at the yard at 02:10. How long was the drive back?", "23:35", "02:10"),
    earlier(
        "Need to be at the docks at 7:05 am, it's 1 hour 50 minutes away. Latest I leave?", "7:05 AM", 110
    ),
]
