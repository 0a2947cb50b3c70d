"""Does a question of how long ask the span between two told readings, or something else?

"The cake went in at 14:50 and came out at 15:35. How long did it cool?" asks of cooling, which comes after
both readings; "Doors opened at 18:30 and the show ended at 22:10. How long was the show?" asks of the show,
whose start is not told. A question asks the span when every word it names is the thing both readings are
told of ("The game started at 19:30 and finished at 22:05. How long did the game run?"), the thing the start
began ("Started painting at 08:15 and finished at 15:40. How long was the painting?"), or what goes on
between a start and an end of its kind: a journey between leaving and arriving, baking between going in and
coming out, work between clocking on and off.
"""

from __future__ import annotations

from quickmath.offline.readers.clock_stories.words import PEOPLE, READINGS, VERB, said_in, two_doers, verbs_in
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy

_ABOUT_THE_SPAN = frozenset({
    "how", "long", "many", "much", "time", "times", "hours", "hour", "minutes", "minute", "mins", "min",
    "hrs", "hr", "h", "mm", "take", "takes", "took", "taken", "last", "lasted", "lasts", "and", "or", "of",
    "to",
    "from", "between", "in", "for", "with", "by", "this", "that", "these", "those", "there", "here", "them",
    "total", "totally", "altogether", "all", "whole", "entire", "overall", "length", "duration", "span",
    "elapsed", "exactly", "roughly", "about", "start", "end", "so", "what", "whats", "s", "at",
    "been", "be", "being", "had", "have", "has", "got", "get", "gets", "did", "do", "does", "is", "was",
    "were", "will", "would", "it", "its", "the", "a", "an", "my", "our", "your", "his", "her", "their",
    "then", "now", "please", "pls", "plz", "thanks", "actually", "really", "mean", "answer", "tell", "me",
    "us", "format", "as", "written", "write", "say", "since", "wait", "waiting", "waited", "gap",
})  # fmt: skip
"""Words of a question of how long that name nothing but the span: "what's that in hours and mins?"."""

_EVENTS_AMONG_FILLERS = frozenset({
    "show", "break", "work", "worked", "working", "morning", "evening", "afternoon", "tonight", "today",
    "stop", "last", "next", "homework", "lunch", "lesson", "one", "down", "out",
})  # fmt: skip
"""Filler words that may name an event asked of: "how long was the show?", "how long was the break?"."""

_BETWEEN_A_START_AND_AN_END = {
    "leave": {
        "journey", "trip", "drive", "driving", "ride", "flight", "flying", "crossing", "commute", "travel",
        "travelling", "traveling", "voyage", "road", "car", "cab", "taxi", "bus", "train", "coach", "sail",
        "walk", "walking", "hike", "run", "running", "out", "gone", "away", "door", "round", "route", "way",
    },
    "go in": {"bake", "baking", "baked", "cook", "cooking", "cooked", "roast", "roasting", "in", "oven"},
    "clock in": {
        "work", "worked", "working", "shift", "turn", "site", "paid", "job", "day", "on", "duty", "stay",
        "stayed", "there", "here",
    },
    "open": {"open", "opening", "hours", "day"},
    "switch on": {"on", "run", "running", "burn", "burning"},
    "wake": {"up", "awake", "day"},
    "take off": {"flight", "flying", "air", "trip", "journey", "round", "game", "play"},
    "get on": {"journey", "trip", "ride", "on", "board", "aboard", "bus", "train", "coach"},
    "first": {"round", "route", "day", "shift", "road", "job", "run", "session"},
    "start": {
        "day", "session", "shift", "job", "work", "working", "round", "road", "site", "run", "running", "go",
        "play", "playing",
    },
    "begin": {"day", "session", "shift", "job", "work", "working", "run", "running", "go", "play", "playing"},
    "drop off": {"there", "here", "in", "at", "stay", "day", "session"},
    "since": {"up", "on", "open", "running", "going", "waiting", "there", "here", "in", "out", "away"},
    "to bed": {"sleep", "slept", "asleep", "night", "bed", "kip"},
    "arrive": {
        "stay", "stayed", "there", "here", "visit", "parked", "wait", "waiting", "waited", "gap", "work",
        "working", "job",
    },
}  # fmt: skip
"""What goes on between a start of each kind and its end: a journey from leaving, baking from going in."""
_ENDS_OF = {
    "leave": {"arrive", "land", "end", "finish", "get off", "be in"},
    "go in": {"come out", "ready"},
    "clock in": {"get off", "finish", "end", "leave"},
    "open": {"close", "end", "finish"},
    "switch on": {"come off", "finish", "end", "close"},
    "wake": {"leave", "finish", "end"},
    "take off": {"land", "arrive", "finish", "end"},
    "get on": {"get off", "arrive", "land", "finish", "end"},
    "first": {"last", "finish", "end", "arrive"},
    "start": {"finish", "end", "close", "last", "arrive", "ready", "come out", "get off", "leave"},
    "begin": {"finish", "end", "close", "last", "arrive", "ready", "get off", "leave"},
    "arrive": {"leave", "get off", "finish", "end"},
    "drop off": {"collect", "finish", "end"},
    "since": {"now"},
    "to bed": {"wake", "ring", "get up"},
}  # fmt: skip
"""The ends each kind of start is closed by, for what goes on between them to be asked by its name."""
_BACK_AGAIN = frozenset({"out", "gone", "away", "trip", "outing"})
"""What goes on between a start and coming back: "Started my long run at 7:05, back at 9:20. How long was I
out?"."""
_SAID_AS = {
    "uptime": {"up", "online"},
    "downtime": {"down", "offline", "outage"},
    "outage": {"down", "off", "out", "outage", "offline", "cut", "failed"},
    "blackout": {"off", "out", "cut", "blackout"},
    "burn": {"lit", "lighted", "alight"},
    "sleep": {"asleep", "sleeping", "bed"},
    "slept": {"asleep", "sleeping", "bed"},
}
"""A span named by what its start says: "uptime" of "server up since 07:50"."""
_ARRIVING = lazy(r"\b(?:entered|enters?|checked in|check in|got in|arrived|arrive|arrives)\b")
"""An arrival starting a stay: what its clause names is where the stay was, not how long it lasted ("We
arrived at the party at 7:20 PM and left at 11:05 PM. How long was the party?")."""
_PLACE = lazy(r"\b(?:at|to|from|in|into|on|inside) (?:the |my |our |his |her |their |a )?([a-z]+)")
"""A place the question names: "how long was I at the cinema?", "how long did he take to reach school?"."""
_DOERS = frozenset({"i", "we", "you", "he", "she", "they"})
_GROUPS = frozenset({
    "crew", "team", "staff", "kids", "children", "pupils", "students", "class", "family", "guests", "players",
    "workers", "builders", "everyone", "everybody", "volunteers", "people",
})  # fmt: skip
"""Who may be asked how long they have or were there, though the story does not name them: "How long do the
crew have?"."""
_VEHICLES = frozenset({
    "bus", "train", "coach", "plane", "flight", "ferry", "boat", "ship", "tram", "taxi", "cab", "car", "lift",
})  # fmt: skip
"""What someone travels on, its leaving theirs: "The bus left at 9:15 and we arrived at 11:40"."""


_UNTIL = lazy(r"\b(?:until|till|til)\b", needs="til")
"""A question of how long until an event ("How long until the show starts?"), which the readers and the
guards of a reading asked up to an untold event (`span_until_an_untold_event`) judge."""
_LEFT = lazy(
    r"\b(?:is|are|have|has|got|had) (?:\w+ )?left\b|\bremain\w*|\bto go\b|\blonger\b|\bmore\b|\bstill\b"
)
"""A question of what is left from now ("how much time have I got left?")."""
_CUT_INSIDE = lazy(r"\b(?:the|a|an|my|our|your|his|her|their) (?:in|on|at|of|for|to|by|is|was|be|been)\b")
"""A name cut out of a question as chatter: "how long the in" of "how long has the cake been in"."""
_CUT_OR_LEFT = lazy(
    r"\b(?:the|a|an|my|our|your|his|her|their)(?: (?:in|on|at|of|for|to|by|is|was|be|been)\b|$)"
    r"|\b(?:is|are|have|has|got|had) (?:\w+ )?left\b|\bremain\w*|\bto go\b|\blonger\b|\bmore\b|\bstill\b"
    r"|\b(?:closed|shut|off)$"
)
"""A question with a name cut off ("how long was i on the", its end taken for chatter), asking what is left
from now ("how much time have I got left?") or how long something was closed or off after its end ("The shop
opened at 9:15 am and closed at 5:40 pm. How long was it closed?"), which no span between two told readings
is."""


def asks_the_span(question: str, told: tuple[str, str]) -> bool:
    """Does every word the question names (not its verbs of the story, nor words of how long) name the span
    between the two readings, `told` being the story up to the first and between the two?"""
    if _CUT_OR_LEFT.search(_WORKING_OUT.sub("", question).strip()):
        return False  # "how long was i on the", as chatter; "how much time have i got left?"
    if _UNTIL.search(question) or (two_doers(told, question) and not _VEHICLES & set(tokens(told[0]))):
        return True  # how long until an event, or two people's times: see `guards.clock`
    clauses = [tokens(part) for part in told]
    named = [_named(part) for part in told]
    between = _between_words(told)
    arriving = "arrive" in _verbs(told[0]) or bool(_ARRIVING.search(told[0]))
    places = {found.group(1) for found in _PLACE.finditer(" ".join(tokens(VERB.sub(" ", question))))}
    travelled = _VEHICLES & set(clauses[0]) and not _BACK.search(told[1])
    someone_else = _DOERS & set(clauses[1]) - set(clauses[0])
    got_somewhere = _BACK.search(told[1]) or "arrive" in _verbs(told[1])
    if named[0] - _PERSONAL and someone_else and got_somewhere and not travelled:
        return False  # "The film started at 7:45 pm and I got home at 10:30 pm": when it ended is not told
    if (
        _subject(told[1]) & _PEOPLE_NAMED - set(clauses[0])
        and not _DOERS & set(clauses[0][:1])
        and not _ASKS_BETWEEN.search(question)
    ):
        return False  # "Started my run at 7:05 am and my brother was back at 9:20 am. How long was I out?"
    for word in _named(question):
        in_first, in_second = (_stem_said(word, words) for words in clauses)
        if word in between or (in_first and in_second) or _SAID_AS.get(word, set()) & set(clauses[0]):
            continue
        if in_first and not arriving and not {told for told in named[1] if not _stem_said(told, clauses[0])}:
            continue  # "The game started at 19:30 and finished at 22:05. How long did the game run?"
        if in_second and not named[0] and _DOERS & set(clauses[0]):
            continue  # "I parked at 9:40 AM and my ticket expires at 12:10 PM. How long is my ticket for?"
        if word in _EVENTS and not (in_first or in_second or named[0] or named[1]) and _bounds_an_event(told):
            continue  # "Kick-off 15:00, final whistle 16:52. How long was the match?"
        if word in places and (in_first or in_second or arriving):
            continue  # "How long was I at the cinema? I got there at 6:50 PM and left at 9:35 PM."
        if _names_another_thing(word, (in_first, in_second), named, told, places):
            return False  # "Doors opened at 18:30 and the show ended at 22:10. How long was the show?"
    return True


def _names_another_thing(
    word: str, said: tuple[bool, bool], named: list[set[str]], told: tuple[str, str], places: set[str]
) -> bool:
    """Does a word the question names, not the span's by its kind, name another thing? One told of one reading
    only, the other naming something else; a part or what comes before or after ("How long did it cool?"); an
    event or a place the story does not tell beside things it does; anything at all after a start and an end
    of a kind whose span has its own names (going in and coming out: baking; drop-off and pick-up: a stay)."""
    if said[0] != said[1]:
        return True
    if word in _PARTS or word in _AROUND_A_SPAN or word in places or _verbs(told[0]) & _OWN_NAMES:
        return True
    return word in _EVENTS and bool(named[0] | named[1])


_AROUND_A_SPAN = frozenset({
    "cool", "cooled", "cooling", "rest", "rested", "resting", "set", "prove", "proved", "proving", "rise",
    "chill", "chilled", "soak", "soaked", "marinate", "thaw", "defrost", "settle", "load", "loading",
    "unload", "unloading", "pack", "packing", "clean", "cleaning", "tidy", "preheat", "heat", "warm", "queue",
    "queued", "setup", "prep", "drive", "ride", "walk", "bus", "train", "taxi", "cab", "car", "operation",
    "procedure", "treatment", "appointment", "lesson", "class", "meal", "drinks",
})  # fmt: skip
"""What comes before or after a span, or is only a part of it: cooling after baking, the bus ride of an
outing, the operation of a day at the surgery."""
_OWN_NAMES = frozenset({"go in", "drop off", "arrive", "to bed"})
"""Starts whose span is asked only by its own names (`_BETWEEN_A_START_AND_AN_END`): "How long did it
bake?"."""


_EVENTS = frozenset({
    "show", "film", "movie", "match", "game", "concert", "play", "party", "meeting", "lesson", "class",
    "ceremony", "wedding", "exam", "race", "gig", "performance", "talk", "lecture", "speech", "set",
    "session", "event",
})  # fmt: skip
"""Events with a start and an end of their own: "Doors 5:20 PM, curtain up 7:05 PM. How long is the show?"
asks of the show, which the doors and the curtain do not bound; "Kick-off 15:00, final whistle 16:52. How
long was the match?" asks of the match they start and end."""
_PARTS = frozenset({
    "break", "lunch", "interval", "recess", "nap", "dinner", "breakfast", "tea", "halftime", "half", "halves",
    "quarter", "quarters", "period", "periods", "stoppage", "overtime",
})  # fmt: skip
"""Parts of a span, never the whole of it: "School 8:50, home 15:20. How long is lunch?", "Kick-off 15:00,
final whistle 16:52. How long was half time?"."""
_STARTS_AN_EVENT = frozenset({"start", "begin", "take off", "open", "first", "switch on"})
_ENDS_AN_EVENT = frozenset({"finish", "end", "close", "last", "come off"})


def _bounds_an_event(told: tuple[str, str]) -> bool:
    """Do the two clauses start and end one event, naming nothing ("Kick-off 15:00, final whistle 16:52")?"""
    return bool(_verbs(told[0]) & _STARTS_AN_EVENT and _verbs(told[1]) & _ENDS_AN_EVENT)


def asks_between_untimed(question: str, story: str) -> bool:
    """Two readings no verb orders: does the question name no event untold ("Doors 5:20 PM, curtain up 7:05
    PM. How long is the show?": the show only starts at the second reading), no cut-off name and nothing left
    from now? "Sunrise 08:04, sunset 16:01. Hours of daylight?" and "Oxford 10:12, Reading 10:51. How long
    does the train take?" ask what goes between them."""
    if _LEFT.search(question) or _CUT_INSIDE.search(question):
        return False  # "how long the in", as chatter; a name cut off at the end is left to the guards
    if _UNTIL.search(question) or "between" in tokens(question):
        return True  # "How long was it between waking and leaving?"
    words = tokens(story)
    untold = {word for word in _named(question) if not _stem_said(word, words)}
    things = _named(READINGS.sub(" ", story)) - {"on", "off", "up", "down", "out", "in"}
    return not untold & _PARTS and not (untold & _EVENTS and things)


def _subject(clause: str) -> set[str]:
    """What a clause names before its verb, its subject: "brother" of "and my brother was back at", none of
    "and finished at" or "and i left at" (a person, see `_DOERS`)."""
    words = tokens(clause)
    subject: set[str] = set()
    for at, word in enumerate(words):
        if word in _BEFORE_A_VERB or VERB.match(" ".join(words[at:])):
            break
        subject.add(word)
    return {word for word in subject if word.isalpha()} - _NOT_A_SUBJECT - PEOPLE


_BEFORE_A_VERB = frozenset({
    "was", "were", "is", "are", "has", "had", "have", "be", "been", "back", "at", "by", "on", "in", "got",
    "get", "came", "went", "did", "does", "do", "will", "would",
})  # fmt: skip
_NOT_A_SUBJECT = frozenset({
    "and", "but", "then", "so", "the", "a", "an", "my", "our", "his", "her", "their", "your", "its", "s",
})  # fmt: skip
_ASKS_BETWEEN = lazy(r"\b(?:wait|waiting|waited|gap|between|have|get|got)\b")
"""A question of the time between two things' readings as such: "How long do I wait?", "How long do the crew
have?"."""
_PEOPLE_NAMED = frozenset({
    "mum", "mom", "dad", "brother", "sister", "son", "daughter", "wife", "husband", "partner", "friend",
    "mate", "boss", "grandad", "grandma", "grandpa", "gran", "nan", "granny", "uncle", "aunt", "auntie",
    "cousin",
    "neighbour", "neighbor", "teacher", "nurse", "doctor", "driver", "boyfriend", "girlfriend", "baby",
    "kids", "children", "colleague", "flatmate", "roommate",
})  # fmt: skip
"""People a clause may be said of: "and my brother was back at 9:20 am" is not my coming back."""
_PERSONAL = frozenset({
    "shift", "work", "day", "job", "run", "walk", "ride", "drive", "commute", "trip", "journey", "session",
    "workout", "arvo", "morning", "evening", "afternoon", "night",
})  # fmt: skip
"""What someone starts of their own, its end theirs: "Arvo shift starts at 2:30 pm and I'm knocking off at
10:45 pm"."""


def _stem_said(word: str, words: list[str]) -> bool:
    """Is `word` among `words` in some form ("running" of "my long run", "pop" of "popped"), or with two
    letters swapped ("flim" of "film")?"""
    return said_in(word, words) or any(
        (len(told) >= 3 and word.startswith(told)) or _swapped(word, told) for told in words
    )


def _swapped(word: str, told: str) -> bool:
    """Is `word` `told` with two letters next to each other swapped: "flim" for "film"?"""
    if len(word) < 4 or len(word) != len(told) or word == told:
        return False
    apart = [at for at in range(len(word)) if word[at] != told[at]]
    if len(apart) != 2 or apart[1] != apart[0] + 1:
        return False
    return word[apart[0]] == told[apart[1]] and word[apart[1]] == told[apart[0]]


_WORKING_OUT = lazy(
    r"\b(?:work|works|worked|figure|figured|sort) (?:it |that |this )?out\b"
    r"|\bbefore (?:you |i |we )?(?:take|taking|deduct|deducting|knock|knocking) (?:\w+ ){0,2}(?:off|out)$",
    needs="out|off",
)
"""Asking it worked out ("can you work out how long?"), or the whole span before a part is taken off it
("How long's that before you take lunch off?"): no thing named."""


def _named(question: str) -> set[str]:
    """The words of the question that may name a thing or a doing: "cool" of "How long did it cool?"."""
    kept = FILLERS - _EVENTS_AMONG_FILLERS
    words = tokens(VERB.sub(" ", _WORKING_OUT.sub(" ", question)))
    return {
        word for word in words if word.isalpha() and word not in kept | _ABOUT_THE_SPAN | PEOPLE | _GROUPS
    }


def _between_words(told: tuple[str, str]) -> set[str]:
    """What may go on between the start told and its end: "journey" between leaving and arriving."""
    starts, ends = _verbs(told[0]), _verbs(told[1]) | ({"arrive"} if _BACK.search(told[1]) else set())
    words = {
        word
        for start in starts
        if ends & _ENDS_OF.get(start, set())
        for word in _BETWEEN_A_START_AND_AN_END.get(start, set())
    }
    if starts and _BACK.search(told[1]):
        return set(_BACK_AGAIN)  # "Went out 23:35, back 02:10. How long was the bus ride?": a part of it
    going_out = "arrive" in ends or _OUTING.search(told[0])
    return words | _BACK_AGAIN if starts and going_out else words


def _verbs(clause: str) -> set[str]:
    """The story verbs of a clause (`verbs_in`), and those of a span's start or end it does not list: "logged
    on", "drop-off", "since", "went to bed", "now", "alarm"."""
    return verbs_in(clause) | {name for name, said in _MORE_VERBS if said.search(clause)}


_MORE_VERBS = [
    ("clock in", lazy(r"\blog(?:s|ged)? (?:on|in)\b", needs="log")),
    ("get off", lazy(r"\blog(?:s|ged)? (?:off|out)\b", needs="log")),
    ("drop off", lazy(r"\bdrop(?:s|ped)? off\b", needs="drop")),
    ("since", lazy(r"\bsince\b", needs="since")),
    (
        "to bed",
        lazy(r"\b(?:went|go|goes|got|get) to (?:bed|sleep)\b|\bfell asleep\b", needs="bed|sleep|asleep"),
    ),
    ("now", lazy(r"\bnow\b", needs="now")),
    ("ring", lazy(r"\balarm\b", needs="alarm")),
]
_OUTING = lazy(r"\b(?:run|walk|ride|jog|cycle|bike|hike|swim|paddle|row|errands?|shopping)\b")
"""An outing started: "Started my long run at 6:40 AM": how long someone was out is its span."""
_BACK = lazy(r"\bback\b", needs="back")
