"""Numbers that name who asks, not what is asked, in a story of groups or a remainder: a school grade ("5th
grade", "(grade 5)"), a team's age group ("under-10s football"), and a heading that names the kind of problem
before the question ("Remainder problem (5th grade) What is the remainder when 1,234 is divided by 8?").

`without_labels` takes them out, so that a reader counts only the learner's own numbers. Only words move:
nothing is worked out, and a number that may count things ("5 grades", "under 10 people") stays."""

from __future__ import annotations

from quickmath.patterns import lazy

_GRADE = lazy(
    r"\( (?:\d{1,2} (?:st|nd|rd|th) (?:grade|graders?|form|class|year)"
    r"|(?:grade|year|yr|class|form) \d{1,2}) \)"
    r"|\b\d{1,2} (?:st|nd|rd|th) (?=grade)|(?<=\bgrade) \d{1,2}(?= [;,]| (?:what|how)\b)",
    needs="grade|form|class|year|yr",
)
"""A school grade said beside the question: "(5th grade)", "(year 4)", "5th graders", "grade 5 ;"."""
_AGE_GROUP = lazy(
    r"\b(?:under|u) ?-? ?\d{1,2} s (?=(?:football|soccer|rugby|netball|hockey|cricket|basketball|team|teams"
    r"|squad|side|club|league|training|practice)\b)",
    needs="under|u ",
)
"""A team's age group: "under-10s football", "U12s squad"."""
_HEADING = lazy(
    r"^(?:[a-z]+ ){0,2}(?:problem|question|exercise|task|puzzle)(?: \( \))? ?(?:[;:] )?"
    r"(?=(?:what|how|find|work out|calculate)\b)",
    needs="problem|question|exercise|task|puzzle",
)
"""A heading that names the kind of problem before its question: "remainder problem what is …"."""


def without_labels(text: str) -> str:
    """The text without the numbers that only name a grade or an age group, and without a heading before its
    question."""
    text = _AGE_GROUP.sub("", _GRADE.sub("", text))
    return _HEADING.sub("", " ".join(text.split()))
