"""What a learner tells beside a question that is no part of it and needs no remark: the time it is now ("it's
2 in the morning and 7 x 8 is suddenly hard", "it is 11:58 pm and I need 47 + 9") and their age ("I'm 81 and I
want to know what 81 minus 47 is"). Only when nothing else in the message is about time or age."""

from __future__ import annotations

from quickmath.patterns import lazy

_HOURS = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK = (
    rf"(?:{_HOURS}(?::\d\d)? ?(?:am|pm|a m|p m)\b(?: in the (?:morning|afternoon|evening)| at night)?"
    rf"|{_HOURS}(?::\d\d)? (?:in the (?:morning|afternoon|evening)|at night|o clock)"
    rf"|\d{{1,2}}:\d\d|midnight|noon|(?:half|quarter|\d{{1,2}}|ten|twenty|five) (?:past|to) {_HOURS})"
)
"""A clock reading said as the time now: "2 in the morning", "11:58 pm", "2am", "midnight", "half past 1"."""
_NOW = (
    rf"(?:it is|its|it s|the time is|time is)(?: (?:nearly|almost|already|now|just|gone|past|like))* {_CLOCK}"
)
_AFTER = r"(?: (?:already|now|here|lol|haha|and i am (?:still )?(?:up|awake|tired)))*"
_TOLD_FIRST = lazy(
    rf"^(?:(?:ok|so|well|lol|omg|ugh|help|argh|hi|hey) (?:, )?)*{_NOW}{_AFTER}"
    r"(?:(?: ,| ;| and| so| …)+ | (?=(?:what|how|can|could|tell|please|pls|quick|just|i need|need)\b))",
    needs="it is|its|it s|time is",
)
_TOLD_LAST = lazy(rf"(?: ;| ,| and| …)+ {_NOW}{_AFTER}$", needs="it is|its|it s|time is")
_TOLD = lazy(rf"{_NOW}{_AFTER}", needs="it is|its|it s|time is")
_TIME_LIMIT = lazy(
    r"^(?:time allowed|time limit|timer|you have|allowed) (?:; )?\d+ (?:seconds?|secs?|minutes?|mins?) ; "
    r"|^(?:[a-z]+ ){0,3}(?:[a-z]+ , )?\d+ (?:seconds?|secs?)"
    r" (?:on the clock|to answer|to work it out|to do it) (?:;|,) ",
    needs="time|you have|allowed|on the clock|to answer|to work it out|to do it",
)
"""A quiz's time limit before the question: "Time allowed: 30 seconds. A courier delivers 96 parcels …",
"Mental maths race, 10 seconds on the clock: 250 × 36", "Speed round, 15 seconds to answer: 999 + 456"."""
_ABOUT_TIME = lazy(
    r"\d:\d\d|\b(?:am|pm|a m|p m|o clock|h|hrs?|hours?|mins?|minutes?|secs?|seconds?|days?|clock|time"
    r"|midnight|noon|morning|afternoon|evening|night|tonight|until|till|late|later|early|earlier|before|after"
    r"|ago|when|long|since|past|due)\b"
)
"""Cues that the rest is about time too: then the time told may belong to the question."""
_TIMED = lazy(r"\d:\d\d|\b(?:h|hrs?|hours?|mins?|minutes?|secs?|seconds?|clock|time|long|fast|speed)\b")
"""Cues that the rest is about lengths of time, which a time limit may belong to."""


def without_time_told(text: str) -> str:
    """The normalised message without a clause that only tells the time it is now, at its start or end, or a
    time limit before it, when
    nothing else in it is about time: "its 2 in the morning and 7 * 8 is suddenly hard ; what is it" → "7 * 8
    is suddenly hard ; what is it"; "it is 11:58 pm ; how long until midnight" is left as it is."""
    for told, about_time in ((_TOLD_FIRST, _ABOUT_TIME), (_TOLD_LAST, _ABOUT_TIME), (_TIME_LIMIT, _TIMED)):
        found = told.search(text)
        if found is not None:
            rest = (text[: found.start()] + " " + text[found.end() :]).strip(" ,;")
            if rest and not about_time.search(rest):
                return rest
    return text


_AGE = lazy(
    r"(?:(?:well|so|ok|and|but|btw) )*(?:i am|im|i m|i just turned|i turned|my age is|i am aged)"
    r" (?:\d{1,3})(?: (?:years?|yrs?) (?:old|of age)| (?:years?|yrs?))?(?: (?:now|today|already|lol|haha))*",
    needs="i am|im|i m|turned|my age",
)


def tells_an_age(part: str) -> bool:
    """Does the part (number words read) only tell the learner's age? "i am 81", "im 9 years old"."""
    return _AGE.fullmatch(part) is not None


def tells_the_time(part: str) -> bool:
    """Does the part only tell the time it is now? "it is 10 pm", "its 2 in the morning already"."""
    return _TOLD.fullmatch(part) is not None


_UNITS = {
    "week": r"(?:week|wk)",
    "day": r"day",
    "hour": r"(?:hour|hr|h)",
    "minute": r"(?:minute|min|m)",
    "second": r"(?:second|sec|s)",
}
_IN_ONE = (("week", "day", 7), ("day", "hour", 24), ("hour", "minute", 60), ("minute", "second", 60))
"""How many of each unit make one of the unit above it: the facts a learner may remind themselves of."""


def _unit_fact(big: str, small: str, count: int) -> str:
    one, many = rf"(?:a|an|one|1|each|every) {_UNITS[big]}", rf"{count} {_UNITS[small]}s?"
    being = r"(?:has|is|=|equals|is equal to|makes|contains|has got|got)"
    return (
        rf"{one} {being} {many}|{many} (?:make|makes|is|=|equals|make up|in) {one}"
        rf"|there (?:are|is) {many} in {one}"
    )


_FACT_LABEL = r"(?:fact|note|hint|remember|reminder|recall|given|known|tip|i know|we know|just so you know)"
_UNIT_FACT = lazy(
    rf"(?:{_FACT_LABEL}(?: that)? (?:; |, )?)?(?:\( )?(?:{'|'.join(_unit_fact(*fact) for fact in _IN_ONE)})"
    r"(?: \))?(?: (?:right|obviously|of course))?",
    needs="60|24|7",
)
_LABEL_ALONE = lazy(rf"{_FACT_LABEL}|\(")


def without_unit_facts(text: str) -> str:
    """The normalised message without sentences that only tell how many of one unit of time make another
    ("an hour has 60 minutes", "fact ; there are 24 hours in a day", "( 1 hour = 60 min )"): they are known,
    and no part of the question beside them."""
    sentences = text.split(" ; ")
    kept = [
        sentence
        for place, sentence in enumerate(sentences)
        if not _UNIT_FACT.fullmatch(sentence)
        and not (
            _LABEL_ALONE.fullmatch(sentence)
            and place + 1 < len(sentences)
            and _UNIT_FACT.fullmatch(sentences[place + 1])
        )
    ]
    return " ; ".join(kept) if kept and len(kept) < len(sentences) else text


_AGE_SAID = lazy(
    r" \( (?:i am|i m|im|she is|he is|they are|aged?) \d{1,3}(?: (?:years? old|yrs? old|yrs|yo))? \)",
    needs="(",
)
_BARE_AGE = lazy(r" \( \d{2,3} \)$", needs="(")
_SAID_OF_ONESELF = lazy(r"(?:(?:so|well|and|but|hi|hello) (?:, )?)*(?:i am|i m|im) [a-z ]+ \( \d{2,3} \)")


def without_ages_aside(text: str) -> str:
    """The normalised message without an age said in brackets: "( she is 84 )" anywhere, or a bare "( 52 )"
    ending a sentence the learner says of themselves ("i am a mature student ( 52 )"). A bare number in
    brackets elsewhere ("each of the stops ( 3 ) takes 5 minutes") may be a quantity, and stays."""
    sentences = [_AGE_SAID.sub("", sentence) for sentence in text.split(" ; ")]
    return " ; ".join(
        _BARE_AGE.sub("", sentence) if _SAID_OF_ONESELF.fullmatch(sentence) else sentence
        for sentence in sentences
    )
