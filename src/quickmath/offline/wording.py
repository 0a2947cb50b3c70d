"""Tool results → the answer text: the steps in words, the answer in bold, a practice problem to try.

Every number written here is copied from a tool result or from the question. Nothing is worked out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from quickmath.display import powers_raised
from quickmath.forms import shown_result, stated, verdict
from quickmath.offline.asks import ProblemSpec, Spec, TimeSum, Unread
from quickmath.offline.numbers_as_text import length, shown
from quickmath.offline.plain_errors import retold
from quickmath.offline.tool_results import answer_of, answer_value, error_of, problem_of
from quickmath.offline.transcript import Done
from quickmath.patterns import lazy

_OPERATION_NAMES = {
    "+": "Adding (+)",
    "-": "Subtracting (−)",
    "*": "Multiplying (×)",
    "/": "Dividing (÷)",
    "series": "Series",
    "sum_of_squares": "Sums of squares",
    "sum_of_cubes": "Sums of cubes",
    "add_time": "Adding times",
    "power": "Powers",
    "remainder": "Remainders",
    "divisible": "Divisibility",
    "time_after": "Clock times: after",
    "time_before": "Clock times: before",
    "time_between": "Clock times: between",
    "subtract_time": "Taking away times",
}


_IN_BRACKETS = lazy(r"\((\d+ h \d+ min)\)$")
WORDED = frozenset({"remainder", "divisible", "time_after", "time_before", "time_between"})
"""Operations whose answer is a word or a reading, said with "is": "27 min after 7:57 PM is 8:24 PM"."""


def number(value: Any, is_time: bool = False) -> str:
    return length(value) if is_time else shown(value)


def bold(value: Any, is_time: bool = False) -> str:
    return f"**{number(value, is_time)}**"


def step_line(step: dict[str, Any]) -> str:
    """- Add 10 instead of 9: 47 + 10 = 57"""
    say = str(step.get("say", "")).strip()
    expr = str(step.get("expr", "")).strip()
    result = shown(step.get("result", ""))
    sum_text = expr if expr == result else f"{expr} = {result}"
    if not say:
        return f"- {sum_text}"
    if expr == result:
        return f"- {say}"
    return f"- {say.removesuffix('.')}: {sum_text}"


def steps(items: Iterable[Any]) -> list[str]:
    return [step_line(item) for item in items if isinstance(item, dict)]


def length_asked(answer: Any, in_minutes: bool) -> str:
    """A time_between answer, "303 minutes (5 h 3 min)", as the question asked for it: so in minutes, else
    its hours and minutes (5 h 3 min), copied from inside the brackets."""
    text = shown(answer)
    hours = _IN_BRACKETS.search(text)
    return hours[1] if hours and not in_minutes else text


def length_in_minutes(hours: str, minutes: str, expression: str, total: Any) -> str:
    """A length the tools found, told again in minutes as asked: "In minutes, 4 h 5 min is 4 × 60 + 5 =
    **245 minutes**.", or under an hour "That is **35 minutes**."."""
    if not hours:
        return f"That is **{shown(total)} minutes**."
    told = f"{hours} h {minutes} min" if minutes else f"{hours} h"
    return f"In minutes, {told} is {expression} = **{shown(total)} minutes**."


def _so(problem: str, answer: Any, is_time: bool, operation: str | None, in_minutes: bool = True) -> str:
    """The closing line: "So 47 + 9 = **56**.", "So 27 min after 7:57 PM is **8:24 PM**.", "**No**: …",
    "From 11:46 AM to 4:49 PM is **303 minutes (5 h 3 min)**."."""
    if operation == "divisible":
        return f"**{shown(answer)}**: {verdict(problem, answer)}"
    if operation == "subtract_time":
        return f"So {problem} = **{length(answer)}**."
    if operation == "time_between":  # "from 11:46 AM to 4:49 PM" starts the sentence itself
        return f"{problem[:1].upper()}{problem[1:]} is **{length_asked(answer, in_minutes)}**."
    if operation in WORDED:
        return f"So {problem} is {bold(answer, is_time)}."
    return f"So {problem} = {bold(answer, is_time)}."


def title(found: Any) -> str:
    """A shortcut as a learner reads it, by its title in quotes: “Add 9, 99, 999 by adding 10, 100, 1000”.

    `found` is a tool result's dict that names the shortcut: a solution or part ("technique"), a practice
    problem ("technique", "title") or list_shortcuts' one shortcut ("name", "title")."""
    from quickmath.techniques import BY_NAME

    if not isinstance(found, dict):
        return "a shortcut"
    technique = BY_NAME.get(str(found.get("technique") or found.get("name")))
    shown = found.get("title") or (technique.title if technique else None)
    return f"“{shown}”" if shown else "a shortcut"


def solution(
    result: dict[str, Any],
    *,
    is_time: bool = False,
    asked_for: str | None = None,
    operation: str | None = None,
    in_minutes: bool = True,
    length_told: str = "",
) -> str:
    """A solve_with_shortcut result in words: the shortcut by its title, its rule, the answer in bold (a
    Yes or No first, before the rule, for divisibility). The steps are left to the result panel. A clock
    moved by `length_told` in hours ("2 h 40 min") says it so, where the tool says 160 min."""
    problem = _as_told(problem_of(result) or "", length_told)
    answer = answer_of(result)
    found = result.get("solution")
    if not result.get("found") or not isinstance(found, dict):
        return (
            f"I don't know a shortcut for {problem} yet, so here is the plain answer: "
            f"{_so(problem, answer, is_time, operation, in_minutes).removeprefix('So ')}"
        )
    name, rule = found.get("technique", ""), str(found.get("rule", "")).strip()
    closing = _so(problem, answer, is_time, operation, in_minutes)
    if operation == "divisible":  # "is 34745 divisible by 11?" → "checking whether 34745 is divisible by 11"
        problem = "checking whether " + verdict(problem, "Yes").removesuffix(".")
    elif operation == "time_between":  # "from 11:46 AM to 4:49 PM" → "how long it is from 11:46 AM to …"
        problem = "how long it is " + problem
    if asked_for and name == asked_for:
        opening = f"Here is {problem} with {title(found)}, the shortcut you asked for. {rule}"
    else:
        opening = f"A good shortcut for {problem} is {title(found)}. {rule}"
    if operation == "divisible":
        return "\n".join([closing, "", opening])
    return "\n".join([opening, "", closing])


_HOURS_TOLD = lazy(r"\d+ h(?: \d+ min)?")
_MINUTES_MOVED = lazy(r"\d+ min(?= (?:after|before) )")


def _as_told(problem: str, length_told: str) -> str:
    """ "160 min after 11:20" as the learner told its length: "2 h 40 min after 11:20"."""
    if not _HOURS_TOLD.fullmatch(length_told):
        return problem
    return _MINUTES_MOVED.sub(length_told, problem, count=1)


def refused_shortcut(name: str, error: str) -> str:
    """Why the shortcut the learner named was not used."""
    if "no shortcut called" in error:
        return f"I don't know a shortcut called “{name.replace('_', ' ')}”, so I used the best one I have."
    return "The shortcut you named doesn't fit this problem, so I used the best one that does."


def _part_line(part: dict[str, Any]) -> str:
    problem, name = part.get("problem", ""), part.get("technique")
    answer = shown(part.get("answer", ""))
    return f"- {problem} = {answer}, with {title(part)}" if name else f"- {problem} = {answer}"


def expression(result: dict[str, Any]) -> str:
    """A solve_expression result in words: one line per step, the shortcut each one used, the answer."""
    text = powers_raised(str(result.get("expression", "")))
    parts = [part for part in result.get("parts") or [] if isinstance(part, dict)]
    lines = [f"Let's take {text} one step at a time:", "", *(_part_line(part) for part in parts)]
    lines += ["", f"So {text} = {bold(answer_of(result))}."]
    return "\n".join(lines)


def chain(written: str, done: list[dict[str, Any]], is_time: bool = False) -> str:
    """A chain worked one step at a time with solve_with_shortcut, one result per step."""
    lines = ["Let's take it one step at a time:", ""]
    for result in done:
        found = result.get("solution")
        name = found.get("technique") if isinstance(found, dict) else None
        problem = problem_of(result) or ""
        answer = number(answer_of(result), is_time)
        lines.append(f"- {problem} = {answer}, with {title(found)}" if name else f"- {problem} = {answer}")
    lines += ["", f"So {written} = {bold(answer_of(done[-1]), is_time)}."]
    return "\n".join(lines)


def check(result: dict[str, Any]) -> str:
    """A check_answer result in words: right or not, the correct answer in bold, what the digit-sum check
    says (its steps are in the result panel)."""
    problem = result.get("problem", "")
    correct = shown_result(problem, result.get("correct_answer"))
    given = shown_result(problem, result.get("answer_given"))
    if result.get("correct"):
        lines = [f"Yes, that's right: {stated(problem, f'**{correct}**')}. Well done!"]
    elif given in ("Yes", "No"):
        lines = [f"Not quite: {stated(problem, f'**{correct}**', 'is')}."]  # "…, not No." says nothing more
    else:
        lines = [f"Not quite: {stated(problem, f'**{correct}**', 'is')}, not {given}."]
    digit_sums = result.get("digit_sum_check")
    if isinstance(digit_sums, dict) and "matches" in digit_sums:
        agree = "agree" if digit_sums["matches"] else "don't match, which proves a slip"
        lines += ["", f"Casting out nines, the digit sums {agree}."]
    if not result.get("correct"):
        asked = problem if problem.endswith("?") else f"what's {problem}?"  # "is 91 divisible by 7?"
        lines += ["", f"Ask me “{asked}” to see a shortcut for it."]
    return "\n".join(lines)


def compared(learner: str, answer: str | None, matches: bool) -> str:
    """The learner's answer beside the tool's, for sums check_answer cannot take (chains)."""
    if matches:
        return f"You said {shown(learner)}, and that matches. Well done!"
    return f"You said {shown(learner)}, but the working above gives {shown(answer or '')}."


_SIGNS = {"+": "+", "-": "−", "*": "×", "/": "÷"}


def not_shared_out(spec: ProblemSpec, answer: str) -> str:
    """A share of things counted one by one that the tools found is not whole: the share is shown, not
    given as the answer, and the learner is pointed to the remainder."""
    a, b = shown(spec.a), shown(spec.b)
    return (
        f"{a} ÷ {b} = {shown(answer)}, which is not a whole number, so {a} things can't be shared out "
        f"equally between {b} with none left over. To see how many are left over once each gets the same "
        f"whole number, ask me “what is the remainder of {a} ÷ {b}?”."
    )


def not_whole_groups(spec: ProblemSpec, answer: str) -> str:
    """Groups counted ("how many boxes are needed?") whose number the tools found is not whole: the division
    is shown, not given as the answer, since the groups needed or filled are another number."""
    a, b = shown(spec.a), shown(spec.b)
    return (
        f"{a} ÷ {b} = {shown(answer)}, which is not a whole number, so the last group would not be full: how "
        f"many are needed (one more, for the rest) and how many are filled (the full ones) are not this "
        f"answer. "
        f"To see what is left over after the full ones, ask me “what is the remainder of {a} ÷ {b}?”."
    )


def _lengths_read(lengths: tuple[str, ...]) -> str:
    """Lengths as read, in hours and minutes as the working writes them: 28 min + 1 h 24 min (not 0:28 +
    1:24, a clock reading the learner never wrote)."""
    return " + ".join(length(value) for value in lengths)


def read_as(spec: Spec) -> str:
    """How the coach read a word problem, said before it works it out: "I read this as 28 + 15."."""
    if isinstance(spec, TimeSum):
        written = _lengths_read(spec.times)
    elif isinstance(spec, ProblemSpec) and spec.operation == "add_time":
        written = _lengths_read((spec.a, spec.b))
    elif isinstance(spec, ProblemSpec) and spec.operation in ("time_after", "time_before"):
        moved = f"{spec.b} min" if spec.b.isdigit() else spec.b
        written = f"{moved} {'after' if spec.operation == 'time_after' else 'before'} {spec.a}"
    elif isinstance(spec, ProblemSpec) and spec.operation == "time_between":
        written = f"the time from {spec.a} to {spec.b}"
    elif isinstance(spec, ProblemSpec) and spec.operation == "remainder":
        written = f"the remainder of {shown(spec.a)} ÷ {shown(spec.b)}"
    elif isinstance(spec, ProblemSpec) and spec.operation in _SIGNS:
        written = f"{shown(spec.a)} {_SIGNS[spec.operation]} {shown(spec.b)}"
    else:
        return ""
    return f"I read this as {written}."


def gap_line(noun: str, expression_text: str, gap: str, going_down: bool) -> str:
    """How the coach found the step of a written-out series."""
    direction = "down" if going_down else "up"
    return f"The {noun} go {direction} by {shown(gap)} each time ({expression_text} = {shown(gap)})."


def counted_last_line(count: str, expression_text: str, last: str) -> str:
    last = shown(last)
    return f"Term number {count} is {expression_text} = {last}."


def last_term_line(kind: str, count: str, first: str, expression_text: str, last: str) -> str:
    last = shown(last)
    return f"The first {count} {kind} numbers run from {first} to {last} ({expression_text} = {last})."


def uneven_terms(said: str) -> str:
    return (
        f"The terms of “{said}” don't go up by the same amount each time, so I can't add them as a series. "
        "Could you check them and ask again?"
    )


def not_in_a_row(said: str, kind: str) -> str:
    return (
        f"I can add up {kind} of whole numbers in a row, but the numbers in “{said}” skip some. "
        "Could you write it with each number in turn?"
    )


def tool_error(said: str, error: str) -> str:
    """A tool's error retold for the learner: what was understood and what is needed, never the raw error."""
    return retold(said, error)


def shortcut_list(result: dict[str, Any]) -> str:
    """A list_shortcuts result in words, grouped by operation."""
    groups: dict[str, list[str]] = {}
    for item in result.get("shortcuts") or []:
        if isinstance(item, dict):
            line = f"- {item.get('title')}"
            groups.setdefault(str(item.get("operation", "")), []).append(line)
    if not groups:
        return "I couldn't find any shortcuts for that, sorry. Ask “show me the shortcuts” to see them all."
    lines = ["Here are the shortcuts I know:"]
    for operation, items in groups.items():
        lines += ["", f"{_OPERATION_NAMES.get(operation, operation)}:", *items]
    lines += ["", "Ask me any sum and I'll pick the best one, or ask me to explain one of these."]
    return "\n".join(lines)


def practice_problem(results: list[dict[str, Any]]) -> str | None:
    """The problem from a make_practice_problem result, if there is one."""
    for result in results:
        if "problem" in result and error_of(result) is None:
            return str(result["problem"])
    return None


def done_note(name: str, result: dict[str, Any], final: bool = False) -> str:
    """Any note's result in a line, for turns that stopped early or that the coach did not plan itself;
    the answer is in bold only when it is `final`, not a step on the way."""
    error = error_of(result)
    if error is not None:
        return "- One of my tools couldn't work this part out."
    if name == "list_shortcuts" and isinstance(result.get("shortcut"), dict):
        from quickmath.offline.lesson_wording import explained  # it builds on this module

        return explained(result)
    if name == "list_shortcuts":
        return shortcut_list(result)
    if name == "make_practice_problem":
        return f"- Try this one: {result.get('problem', '')}"
    problem, value = problem_of(result), answer_value(result)
    if problem is None or value is None:
        return "- Done."
    answer = shown_result(problem, value)
    answer = f"**{answer}**" if final else answer
    if "correct" in result:  # check_answer: the learner's answer, then the right one
        given = shown_result(problem, result.get("answer_given"))
        return f"- {given} is {'right' if result['correct'] else 'not right'}: {stated(problem, answer)}"
    return f"- {stated(problem, answer)}"


def unfinished(said: str, done: list[str]) -> str:
    """What to say when the rounds ran out, or tools could not be called, before an ask was done."""
    if not done:
        return f"I couldn't use my calculator tools for “{said}” just now, and I won't guess an answer."
    return "\n".join([f"I ran out of steps before finishing “{said}”. Here is as far as I got:", "", *done])


def foreign(done: list[Done]) -> str:
    """An answer from notes the coach did not write, with what their results say."""
    if not done:
        return "I'm not sure what to add here. Ask me a sum and I'll show you a shortcut for it."
    lines = [done_note(note.name, note.result, final=True) for note in done]
    return "\n".join(["Here is what my tools worked out:", "", *lines])


def missing_tool(said: str, name: str) -> str:
    return f"For “{said}” I'd need a tool that isn't available right now, so I won't guess."


CAN_DO = (
    "I can show you shortcuts for adding, subtracting, multiplying and dividing; for squares, cubes and "
    "other powers; for adding up a run of numbers, or their squares or cubes; for adding times in "
    "hours and minutes, and taking them away; for remainders and divisibility; and for clock times "
    "(the time some minutes before or after a clock reading, or how long from one to another). I can also "
    "check an answer you already have."
)
START = "To start, ask “show me the shortcuts”, or type a sum with digits and +, −, × or ÷."


_TOPIC_OPENINGS = {
    "jokes": "I'm much better at sums than at jokes, I'm afraid!",
    "the weather": "I can't tell you about the weather, but I can help with sums!",
    "stories": "I'm not much of a storyteller, but I'm good at sums!",
}


def unread(reason: Unread) -> str:
    """A kind reply, with no note, for a message the coach cannot act on."""
    match reason.kind:
        case "empty":
            return f"Your message came through empty. {CAN_DO} {START}"
        case "greeting":
            return f"Hello! I'm Quick Math Coach, and I teach mental-maths shortcuts. {CAN_DO} {START}"
        case "thanks":
            return "You're welcome! Ask me another sum whenever you like."
        case "help":
            return f"{CAN_DO} {START}"
        case "off_topic" if not reason.topic and _SOUNDS_LIKE_MATHS.search(reason.said):
            return _unreadable(reason.said)  # "what's half of a dozen" is maths the coach could not read
        case "off_topic":
            opening = _TOPIC_OPENINGS.get(
                reason.topic, "That's outside what I can help with: I'm a mental-maths coach."
            )
            return f"{opening} {CAN_DO} {START}"
        case "unsupported":
            return f"I can't do {reason.topic} yet, sorry, so I won't guess an answer. {CAN_DO} {START}"
        case "no_earlier":
            return (
                "I don't have an earlier problem in this chat to build on. Ask me the whole sum, and I'll "
                "show you a shortcut for it."
            )
        case "not_in_earlier":
            return (
                f"I couldn't find {reason.topic} in the last problem. Could you ask me the whole sum again?"
            )
        case "which_number":
            new, *places = reason.topic.split()
            choices = " or the ".join(places)
            return (
                f"Should {shown(new)} take the place of the {choices} number of the last problem? "
                f"Say, for example, “the {places[0]} number was {shown(new)}”."
            )
        case "which_numbers":
            from quickmath.offline.reading.written_back import numbers_named

            verb, order = _OPERATION_VERBS[reason.topic]
            return (
                f"Which of {_listed(numbers_named(reason.said))} should I {verb}, and {order}? Write the "
                f"calculation with a {reason.topic} between the numbers."
            )
        case "lengths_not_divided":
            return (
                "Two lengths of time I can add, or take one from the other, but I can't multiply or divide "
                "them. Say “add them” or “take away”, or write the calculation you want."
            )
        case "no_lesson":
            return (
                "We haven't worked on a shortcut yet in this chat. Ask me a sum first, or ask "
                "“show me the shortcuts” and pick one to practise."
            )
        case "time_format":
            return (
                "I read times as hours and minutes, with fewer minutes than make an hour, written with “h” "
                "and “min” or as a clock reading. Could you write your times that way?"
            )
        case "doubtful":
            return doubt(reason.topic)
        case _:
            return _unreadable(reason.said)


_OPERATION_VERBS = {"−": ("take away", "which from which"), "÷": ("divide", "which by which")}
"""How a learner's reply named an operation that needs two numbers in order."""
_SOUNDS_LIKE_MATHS = lazy(
    r"\b(?:half|halve|double|twice|triple|dozens?|quarter|zero|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty"
    r"|sixty|seventy|eighty|ninety|hundred|thousand|million|plus|minus|times|divide\w*|multipl\w*|add|adding"
    r"|subtract\w*|sum|total|difference|product|remainder|squared?|cubed?|how many)\b",
    re.IGNORECASE,
)
"""Words of maths in a message with no digits: it is a question the coach could not read, not one outside
what it helps with ("what's half of a dozen")."""
_NAMED_AT_MOST = 10
"""More numbers than this in an unread question are counted, not listed: the list would not help."""


def _unreadable(said: str) -> str:
    """A question the coach could not read: the numbers it holds are named as the learner wrote them (never
    those of a date or a reference), so the learner sees what was found and can say what to do with them; a
    calculation written whole in it is offered back as it stands, as a question, never worked out."""
    from quickmath.offline.reading.answered_back import two_lengths
    from quickmath.offline.reading.refusals import SET_WRONG, calculation_offered_back
    from quickmath.offline.reading.which_way import way_in_doubt
    from quickmath.offline.reading.written_back import numbers_listed

    found = numbers_listed(said)
    listed = _listed(found)
    how = (
        "Could you write the one calculation you want, with digits and +, −, × or ÷, or in words such as "
        "“plus” or “times”?"
    )
    if written := calculation_offered_back(said):
        how = f"Did you mean {written}? If so, say yes, and I'll show you a shortcut."
    if found and SET_WRONG.search(said):
        return (
            f"I found {listed} in your question, but you say it has a mistake in it, so I can't tell which "
            "numbers or signs are the right ones, and I won't guess. Could you write the calculation you "
            "meant, with the right numbers and signs?"
        )
    if not written and (move := way_in_doubt(said)):
        return (
            "I found a time and a length in your question, but I couldn't tell for sure whether to count on "
            "from the time or back from it, and I won't guess. Which do you mean: "
            f"“{move.said('after')}” or “{move.said('before')}”? Say which (“before” or “after” is "
            "enough), and I'll show you a shortcut."
        )
    if 2 <= len(found) <= 4:
        such_as = "“add them” or “take away”" if two_lengths(said) else "“add them” or “divide them”"
        say = "" if written else f" Or just tell me what to do with them, such as {such_as}."
        return (
            f"I found {listed} in your question, but I couldn't tell for sure what to do with them, and I "
            f"won't guess. {how}{say}"
        )
    if found:
        them = "it" if len(found) == 1 else "them"
        return (
            f"I couldn't quite read that one, sorry: I found {listed} in it, but I couldn't tell for sure "
            f"what to do with {them}, and I won't guess. {how}"
        )
    return (
        "I couldn't quite read that one, sorry, and I won't guess what you meant. Try writing it "
        "with digits and an operation (+, −, × or ÷), or in words such as “plus” or “times”."
    )


def _listed(found: list[str]) -> str:
    """The numbers found, as the learner wrote them: “18”, “24” and “31”; many are counted instead."""
    if len(found) > _NAMED_AT_MOST:
        return f"{len(found)} numbers"
    if len(found) == 1:
        return f"only “{found[0]}”"
    return ", ".join(f"“{text}”" for text in found[:-1]) + f" and “{found[-1]}”" if found else ""


def from_before(calculation: str) -> str:
    """Said before the answer to the learner's reply to a question back: how the reply was read."""
    return f"With the numbers from your question before, that's {calculation}."


def no_ending_decimal() -> str:
    """Said after an answer asked for as a decimal that never ends as one."""
    return (
        "You asked for a decimal, but this one never ends: its digits repeat for ever, so I've given it "
        "exactly as a fraction instead of rounding it."
    )


def in_scale(scale: str) -> str:
    """Said before a sum whose amounts are all told in one scale ("85 million … 62 million")."""
    return f"Every amount is in {scale}s, so I work in {scale}s."


def in_scale_answer(answer: str, scale: str) -> str:
    """The answer of a sum worked in a scale, told in it: "That is 23 million."."""
    return f"That is {shown(answer)} {scale}."


def in_coins_answer(answer: str, coin: str) -> str:
    """The answer of a sum of amounts told in pence or cents, told in that coin: "That is 600p."."""
    return f"That is {shown(answer)}{coin}."


def _label_kind(written: str) -> str:
    """What a code written with a dash or a slash looks like: a date, a phone number or a reference."""
    if re.fullmatch(r"0\d{2,4}-\d{3,4}-\d{3,4}", written):
        return "a phone number"
    if re.fullmatch(r"\d{4}-\d\d?-\d\d?|\d\d?[-/.]\d\d?(?:[-/.]\d{4})?", written):
        return "a date"
    return "a reference"


_DIVISION_EXACTLY = lazy(r"(-?\d[\d,.]*)[ \t]*[/÷][ \t]*(-?\d[\d,.]*)[ \t]+exactly", re.IGNORECASE)
"""A division asked "exactly" alone (see `reading.doubts.exactly_of_a_division`)."""


def doubt(written: str) -> str:
    """Asking what a number that reads two ways meant, without picking one."""
    from quickmath.offline.reading.doubts import coded_label

    if division := _DIVISION_EXACTLY.fullmatch(written):
        number, divisor = division.group(1), division.group(2)
        meaning = (
            "“exactly” after a division can ask for its exact answer, or whether it divides with nothing "
            f"left over. Which do you mean: “what is {number} ÷ {divisor}?” or “does {divisor} go into "
            f"{number} exactly?”"
        )
    elif coded_label(written) == written:
        kind = _label_kind(written)
        meaning = (
            f"it looks like {kind}, which names a thing and is not part of a calculation, and I couldn't "
            "tell the question without it. Could you write the calculation you want on its own?"
        )
    elif re.match(r"[A-Z][\w'’]*(?: [A-Z][\w'’]*)?: ", written):
        meaning = (
            "a reply in the chat may change the question (a number, or who is counted), and I won't guess "
            "how. Could you write the question as it stands now, with every number it needs?"
        )
    elif re.search(r"\d,\d", written):
        meaning = (
            "a comma can be a decimal point, or it can separate numbers or group the digits of a big number. "
            "Could you write a decimal with a point, and put a space between separate numbers?"
        )
    elif re.match(r"0[xob]", written, re.IGNORECASE):
        meaning = "it looks like a number in another base, and I only read ordinary decimal numbers. "
        meaning += "Could you write it in ordinary digits?"
    elif re.search(r"\de", written, re.IGNORECASE):
        meaning = "it looks like scientific notation, which I can't read yet. Could you write the number out?"
    elif " to " in written:
        meaning = (
            "with no AM or PM, the second time could be later the same day, or the next day. "
            "Could you add AM or PM to each time?"
        )
    elif re.fullmatch(r"\d+\s\d{3}", written):
        meaning = (
            "it could be one number with its digits grouped by a space, or two numbers. Could you write one "
            "number without the space, or say what each of the two numbers counts?"
        )
    elif re.match(r"[a-z ]+\b(?!.*\d)", written, re.IGNORECASE):
        meaning = (
            "a minus said again after a pause could be meant twice (taking away a negative number) or just "
            "said again. Could you write the sum with signs, and put a negative number in brackets?"
        )
    elif written.startswith("*"):
        meaning = (
            "a star against a number can be a times sign, or the way a chat puts right a number written "
            "before. Could you write the whole calculation again as you mean it?"
        )
    elif re.search(r"\d[·⋅]\d", written):
        meaning = (
            "a raised dot can be a decimal point, as older books write it, or a times sign. Could you write "
            "a decimal with a point, and times with × or *?"
        )
    elif written.count(".") > 1:
        meaning = "a number can't have more than a single decimal point. Could you check it?"
    elif "±" in written or written.startswith("+"):
        meaning = (
            "it could mean plus or minus, which has two answers, or adding a negative number. Could you "
            "write one sign, and put a negative number in brackets?"
        )
    elif re.match(r"[-−] ", written):
        meaning = (
            "a dash with spaces around it could be a pause or a minus sign. Could you write a minus sign "
            "right against its number, or leave the dash out?"
        )
    elif re.search(r"[a-z]", written, re.IGNORECASE):
        meaning = (
            "a letter written against a number could be a spreadsheet cell, a letter standing for a number, "
            "or a unit. Could you write the numbers on their own, with any unit as a word?"
        )
    else:
        meaning = (
            "it could mean the negative number raised to that power, or the power with a minus sign in "
            "front. Could you add brackets to say which?"
        )
    return f"I'm not sure how to read “{written}”: {meaning}"


def left_out(reason: Unread, question: str = "") -> str:
    """A line for a part of a message that was left out while the rest was answered, quoting the part as the
    learner wrote it in `question` (a remark read apart from the question is never misquoted: "tomorrow's
    Year 5 quiz" is not quoted as read, "tomorrow is child quiz")."""
    written = _as_written(reason.said, question) if question else reason.said
    if reason.kind == "unsupported":
        return f"I left out “{written or reason.said}”: I can't do {reason.topic} yet."
    if reason.kind == "off_topic" and _asks_off_topic(reason.said):
        if written is None:
            return "I left out a question about something else, since I can only help with mental maths."
        return f"I left out “{written}”, since I can only help with mental maths."
    if reason.kind == "off_topic":
        if written is None:
            return "I took part of your message as a remark, not part of the question, so I left it out."
        return f"I took “{written}” as a remark, not part of the question, so I left it out."
    return f"I wasn't sure what you meant by “{written or reason.said}”, so I left that part out."


_ASKS = lazy(r"(?:what|how|why|who|where|when|which|do|does|did|can|could|would|will|is|are|should|may)\b")
_ABOUT_THE_QUESTION = lazy(
    r"\b(?:answers?|sums?|maths?|calculators?|head|check\w*|mark\w*|quiz\w*|homework|puzzles?|numbers?|questions?"
    r"|tests?|exams?|teachers?|class|school|lessons?|worksheets?|right|certain|sure|correct|wrong|bet|invoice|bill"
    r"|totals?|paper|page|arithmetic|mental|practi[cs]e|tricks?|shortcuts?|figure|count\w*|add\w*|tables?"
    r"|times|work(?:ing)? (?:it )?out)\b"
)


def _asks_off_topic(said: str) -> bool:
    """Is a part left out a question of its own about something else than the maths ("do you know if you can
    take a hairdryer in hand luggage"), not a remark about the question ("my partner bet me a coffee I
    couldn't do it", "what is the answer so I can mark it")?"""
    return _ASKS.match(said.lower()) is not None and not _ABOUT_THE_QUESTION.search(said.lower())


_MOST_LEFT_OUT = 2


def _as_written(part: str, question: str) -> str | None:
    """The part as the learner wrote it in the question, its words in order with their own case and
    punctuation; None when the part was reworded on reading ("I'm" read as "i am")."""
    said = re.sub(
        r"\b(can|will) not\b", lambda can: "cannot" if can.group(1) == "can" else "willnot", part.lower()
    )
    words = re.findall(r"[a-z0-9]+", said)
    if not words:
        return None
    pattern = r"[\W_]*".join(_CONTRACTED.get(word, re.escape(word)) for word in words)
    found = re.search(pattern, question, re.IGNORECASE)
    return found.group() if found else None


_CONTRACTED = {
    "am": r"(?:am|['’]m)", "is": r"(?:is|['’]s)", "are": r"(?:are|['’]re)", "will": r"(?:will|['’]ll)",
    "would": r"(?:would|['’]d)", "have": r"(?:have|['’]ve)", "not": r"(?:not|n['’]t)",
    "cannot": r"(?:can['’]t|cannot|can not)", "willnot": r"(?:won['’]t|will not)",
}  # fmt: skip
"""Words a reading spells out, and how the learner may have written them: "I'm", "can't", "won't"."""


def answer(sections: list[str], left: list[Unread], practice: str | None, question: str = "") -> str:
    """The whole reply: each ask's section, any parts left out, and one practice problem to finish. A long
    message with many parts left out gets one short line for them all, not one each."""
    if len(left) > _MOST_LEFT_OUT:
        notes = ["I left out the rest of your message: I couldn't read a sum in it."]
    else:
        notes = [left_out(reason, question) for reason in left]
    parts = [*sections, *notes]
    if practice:
        parts.append(f"Try this one: {practice}")
    return "\n\n".join(part for part in parts if part)
