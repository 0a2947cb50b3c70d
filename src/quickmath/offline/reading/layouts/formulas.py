"""Layouts of notation: spreadsheet formulas and cells given values, a line of code (its language's own
division and powers), a value named and asked for ("x = 45 * 12, what is x?"), Σ and LaTeX, each written
as the plain question it asks."""

from __future__ import annotations

import re
from fractions import Fraction
from math import log10

from quickmath.offline.reading.layouts.worksheets import NUMBER
from quickmath.patterns import lazy, mentions

_CONTEXT_ONLY = frozenset({
    "if", "then", "what", "is", "the", "value", "of", "does", "do", "did", "it", "this", "that", "give",
    "gives", "given", "return", "returns", "returned", "show", "shows", "display", "displays", "print",
    "prints", "printed", "output", "outputs", "result", "in", "for", "a", "an", "cell", "cells", "formula",
    "spreadsheet", "excel", "google", "sheets", "sheet", "libreoffice", "calc", "numbers", "holds", "has",
    "hold", "have", "contains", "should", "will", "would", "be", "by", "you", "i", "get", "see", "answer",
    "typed", "type", "enter", "entered", "put", "into", "python", "javascript", "js", "r", "code", "line",
    "program", "console", "shell", "interpreter", "evaluate", "evaluates", "to", "equal", "equals", "find",
    "work", "out", "calculate", "number", "variable", "let", "say", "suppose", "so", "now", "here", "there",
    "which", "when", "run", "runs", "running", "my", "our", "your", "me", "please", "quick", "what's",
    "whats", "written", "write", "down", "tell", "can", "could", "expression", "statement", "snippet",
    "are", "was", "were", "with", "we", "us", "its", "says", "it's", "teacher", "wrote", "board", "blank",
    "goes", "missing", "box", "boxes", "worksheet", "homework", "said", "asked", "question", "reads",
    "textbook", "book", "on", "son", "daughter", "kid", "child", "whiteboard", "blanks", "card",
    "fill", "gap", "space", "java", "ruby", "c", "go", "rust", "kotlin", "swift", "scala", "bash",
    "typescript", "matlab", "julia", "node", "after", "typing", "displayed", "shown", "appears", "appear",
    "contain", "excel's", "supposed", "meant", "come", "comes", "up", "pop", "pops", "spit", "spits",
    "showing", "gsheets", "gonna", "going", "repl", "ipython", "jupyter", "notebook", "terminal", "actual",
    "real", "array",
})  # fmt: skip
"""Words that only set the scene around a formula, a line of code or a named value: "What does the cell
show?", "In Python, what does it print?", "If x = …, what is the value of x?"."""


def context_only(text: str) -> bool:
    """Does `text` (what is left of the message beside one formula, line of code or named value) only set
    the scene: no number, no word that could change what is asked ("rounded", "double", "plus", "seven")?"""
    words = re.findall(r"[a-z']+|\d", text.lower().replace("’", "'"))
    return all(word in _CONTEXT_ONLY or word.removesuffix("'s") in _CONTEXT_ONLY for word in words)


def what_is(expression: str) -> str:
    return f"What is {expression}?"


# ---- spreadsheet formulas ----------------------------------------------------------------------------

_FORMULA = lazy(
    r"(?:^|(?<=[\s(\"'“]))=(?:(MOD|POWER|SUMSQ|SUM|PRODUCT)\(\s*([^()]*?)\s*\)|([\d.(][\d.+\-*/^() ]*[\d)]))"
    r"(?=[\s,.;:?!\"'”)]|$)",
    re.IGNORECASE,
    needs="=",
)
_CELL = lazy(r"\b[A-Z]{1,2}[1-9]\d{0,3}\b")
_PLAIN_NUMBER = lazy(r"\d+(?:\.\d+)?")


def _function(name: str, arguments: str) -> str | None:
    """A spreadsheet function of plain numbers written plainly: MOD(100, 7) → "100 mod 7"."""
    values = [value.strip() for value in re.split(r"[,;]", arguments)]
    if not all(_PLAIN_NUMBER.fullmatch(value) for value in values):
        return None
    name = name.upper()
    if name == "MOD" and len(values) == 2:
        return f"{values[0]} mod {values[1]}"
    if name == "POWER" and len(values) == 2 and values[1].isdigit():
        return f"{values[0]} ^ {values[1]}"
    if name in ("SUM", "PRODUCT") and len(values) >= 2:
        return (" + " if name == "SUM" else " * ").join(values)
    if name == "SUMSQ" and len(values) >= 2:
        return " + ".join(f"{value} ^ 2" for value in values)
    return None


def _formula_expression(found: re.Match[str]) -> str | None:
    if found.group(1):
        return _function(found.group(1), found.group(2))
    body = found.group(3)
    if not re.search(r"\d\s*[-+*/^]\s*[\d(]", body) or re.search(r"(?:^|[-+*/^(])\s*-", body):
        return None  # no operation, or a minus sign on a number: =-2^2 is 4 in a spreadsheet
    return re.sub(r"\s*([-+*/^])\s*", r" \1 ", body)


_CELL_FORMULA = lazy(
    r"(?:^|(?<=[\s(\"'“]))=\S*?(?<![A-Za-z])\$?[A-Za-z]{1,2}\$?[1-9]\d{0,4}(?![\w(])\S*", needs="="
)
"""A formula that uses a cell ("=A1*2"): its value is the cell's, which the message may not hold."""


_BARE_FUNCTION = lazy(
    r"(?<![\w.=])(MOD|POWER|SUMSQ|SUM|PRODUCT)\(\s*([^()]*?)\s*\)", needs="MOD(|POWER(|SUM(|SUMSQ(|PRODUCT("
)
"""A spreadsheet function written without its "=", in capitals as spreadsheets show them: "MOD(1000, 13)"."""


_ROWS_SUMMED = lazy(
    r"(?:^|(?<=[\s(\"'“]))=SUM\(\s*ROW\(\s*(\d+)\s*:\s*(\d+)\s*\)\s*\)(?=[\s,.;:?!\"'”)]|$)",
    re.IGNORECASE,
    needs="ROW(|row(|Row(",
)
"""The row numbers from one row to another summed: "=SUM(ROW(1:50))" is 1 + 2 + … + 50."""
_SHOWN_AS_HASHES = lazy(
    r"\b(?:comes? up|shows?|showing|displays?|appears?|reads?)(?: as)?\s+#{2,}|#{3,}", needs="##"
)
"""A cell too narrow for its number shows "####": what it shows is no number of the question."""
_ASIDE = lazy(r"\(([^()\d]*)\)", needs="(")
_AS_A_FORMULA = lazy(r"\b(?:entered |typed )?as an? (?:array )?formula\b", re.IGNORECASE, needs="formula")
"""How a formula was entered: "=SUM(ROW(1:50)) as an array formula"."""


def _scene_set(rest: str) -> str:
    """What is left beside a formula or a line of code without what only tells the state of the program:
    "####" shown for a number, an aside in brackets of chatter words ("(excel is frozen)"); an aside with a
    word that may change the question ("(rounded)", "(doubled)") is kept."""
    rest = _AS_A_FORMULA.sub(" ", _SHOWN_AS_HASHES.sub(" shows ", rest))
    return _ASIDE.sub(lambda aside: " " if _chatter_only(aside.group(1)) else aside.group(), rest)


def _chatter_only(words: str) -> bool:
    from quickmath.offline.readers.chatter import is_chatter_word

    return all(
        word in _CONTEXT_ONLY or is_chatter_word(word) for word in re.findall(r"[a-z']+", words.lower())
    )


def _bare_function(found: re.Match[str]) -> str:
    return _function(found.group(1), found.group(2)) or found.group()


def spreadsheet(text: str) -> str | None:
    """A spreadsheet formula written plainly: "=45+67" → 45 + 67, "=MOD(100, 7)" → 100 mod 7, "=POWER(2.5,2)"
    → 2.5 ^ 2, "=SUM(3, 4, 5)", "=SUMSQ(1, 2, 3)" → 1 ^ 2 + 2 ^ 2 + 3 ^ 2, "=SUM(ROW(1:50))" (the row
    numbers 1 to 50). When the rest only sets the scene ("What does cell A1 show?", "(excel is frozen)",
    "comes up as ####"), the message is the formula's question alone. A formula that uses a cell is never
    read as its digits ("=A1*2" is not 1 × 2): it is named, not written out."""
    if rows := _ROWS_SUMMED.search(text):
        first, last = rows.groups()
        rest = text[: rows.start()] + " " + text[rows.end() :]
        if int(first) >= int(last) or not context_only(_scene_set(rest)):
            return None
        return what_is(f"the sum of the whole numbers from {first} to {last}")
    if _CELL_FORMULA.search(text):
        return _CELL_FORMULA.sub("a formula that uses cells", text)
    found = list(_FORMULA.finditer(text))
    if not found:
        kept = _BARE_FUNCTION.sub(_bare_function, text)
        return kept if kept != text else None
    if len(found) != 1:
        return None
    expression = _formula_expression(found[0])
    if expression is None:
        return None
    terms = expression.split(" + ") if (found[0].group(1) or "").upper() == "SUMSQ" else [expression]
    if not _divisions_end(expression) or max(map(_digits_at_most, terms)) + len(terms) > _FLOAT_DIGITS:
        expression += " in floating point decimals"  # =10/3 shows 3.333333333, =3^40 shows 1.21577E+19
    rest = _scene_set(_CELL.sub(" ", text[: found[0].start()] + " " + text[found[0].end() :]))
    if context_only(rest):
        return what_is(expression)
    if re.search(r"\d", rest):
        return None  # "45 + 67 =100+12": the formula may be part of something else
    return text[: found[0].start()] + expression + text[found[0].end() :]


# ---- cells given their values ------------------------------------------------------------------------

_REF = r"\$?[A-Z]{1,2}\$?[1-9]\d{0,3}"
_VALUE = r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?"
_CELL_CUES = "cell|Cell|CELL|=|sheet|Sheet|excel|Excel"
_GIVEN = lazy(
    rf"(?:\b[Cc]ells?[ \t]+)?(?<![\w$])({_REF})[ \t]*(?:is|=|holds|contains|has|shows|:)[ \t]*"
    rf"({_VALUE})(?![\d.,]\d)"
)
_GIVEN_IN = lazy(
    rf"(?:(?:^|(?<=[,.;:]))[ \t]*(?:[A-Za-z]+[ \t]+){{1,3}})?(?<![\w.,*/+=^×÷−-])({_VALUE})"
    rf"[ \t]+(?:is[ \t]+)?in[ \t]+(?:cell[ \t]+)?({_REF})(?![\w(])",
    needs=" in ",
)
"""A value put in a cell, said value first, and the words naming it at the start of a part: "qty 36 in B5,
unit price 12.75 in C5"."""
_ASKED_CELL = lazy(rf"(?<![\w$]){_REF}[ \t]*\([ \t]*(=[^()\n]*(?:\([^()\n]*\)[^()\n]*)*)\)", needs="(")
"""The cell a formula is asked for, named before the formula in brackets: "what should D5 (=B5*C5) be"."""
_IN_A_CALCULATION = lazy(
    r"(?:[-+*/^×÷−=]|\b(?:minus|plus|times|by|over|of|from|than|to|into|less|more))[ \t]*$", re.IGNORECASE
)
"""What stands before a cell used in a calculation, not given a value: "B2 minus C2 = 5" (5 is an answer)."""
_LEFT_CONNECTORS = lazy(
    r"(?:[ \t]*(?:\b(?:where|if|with|when|and|cells?)\b|,))+[ \t]*(?=[.;!?]|$|,[ \t]*(?:what|how|which)\b)"
    r"|(?:^|(?<=[.;!?]))(?:[ \t]*(?:\b(?:and|cells?)\b|,))+",
    re.IGNORECASE,
)
"""Words that joined the values given, left over once the values are taken out: "where  and"."""
_LISTED = lazy(
    rf"[ \t,]*\b(?:where|with|if|when)[ \t]+(?:(?:those|these|the)[ \t]+(?:cells|values)|(?P<refs>{_REF}"
    rf"(?:[ \t]*,[ \t]*{_REF})*,?[ \t]+and[ \t]+{_REF}))[ \t]+(?:are|hold|contain|have|show)[ \t]*:?[ \t]*"
    rf"(?P<values>(?:{_VALUE})(?:,[ \t]+(?:{_VALUE}))*,?[ \t]+and[ \t]+(?:{_VALUE}))"
    r"(?![\d.,]?\d|[ \t]*(?:,[ \t]*(?:\d|and\b)|and[ \t]+[-\d]|&))",
    needs="where|with|if|when",
)
"""Values listed for cells in order: "=B4+B5+B6 where those cells are 120.25, 99.75 and 30", each whole
(never the 3 of "30 and it broke")."""
_ANY_REF = lazy(rf"(?<![\w$]){_REF}(?![\w(])")


def _cell_values(text: str) -> tuple[dict[str, str], list[tuple[int, int]]] | None:
    """Each cell's value as the message gives it, and where it is given; None when a cell is given two."""
    values: dict[str, str] = {}
    spans: list[tuple[int, int]] = []
    for given in _GIVEN.finditer(text):
        if _IN_A_CALCULATION.search(text[max(0, given.start() - 12) : given.start()]):
            continue  # "B2 minus C2 = 5": C2 is in the question, 5 someone's answer
        ref = given.group(1).replace("$", "")
        if values.get(ref, given.group(2)) != given.group(2):
            return None
        values[ref] = given.group(2)
        spans.append(given.span())
    for given in _GIVEN_IN.finditer(text):
        ref = given.group(2).replace("$", "")
        if values.get(ref, given.group(1)) != given.group(1):
            return None
        values[ref] = given.group(1)
        spans.append(given.span())
    if listed := _LISTED.search(text):
        numbers = re.split(r",?[ \t]+and[ \t]+|,[ \t]+", listed.group("values"))
        rest = text[: listed.start()] + text[listed.end() :]
        named = re.split(r"[ \t]*,[ \t]*|,?[ \t]+and[ \t]+", listed.group("refs") or "")
        refs = named if listed.group("refs") else list(dict.fromkeys(_ANY_REF.findall(rest)))
        refs = [ref.replace("$", "") for ref in refs]
        if len(refs) != len(numbers) or any(
            values.get(r, n) != n for r, n in zip(refs, numbers, strict=True)
        ):
            return None
        values.update(zip(refs, numbers, strict=True))
        spans.append(listed.span())
    return values, spans


_RANGE = lazy(r"(?<![\w$])\$?([A-Z]{1,2})\$?([1-9]\d{0,3}):\$?\1\$?([1-9]\d{0,3})(?![\w(])")
"""A range of cells down one column: "A1:A3" names A1, A2 and A3."""
_MOST_IN_A_RANGE = 12


def _cells_of_range(found: re.Match[str]) -> str:
    """The cells a range down one column names, one by one ("A1:A3" → "A1,A2,A3"), as a formula of the values
    listed for them reads; a long range, or one written backwards, is left as it is."""
    column, first, last = found.group(1), int(found.group(2)), int(found.group(3))
    if not first < last < first + _MOST_IN_A_RANGE:
        return found.group()
    return ",".join(f"{column}{row}" for row in range(first, last + 1))


_WRITTEN_FORMULA = lazy(r"=[^\s?]+", needs="=")


def _in_a_formula(values: dict[str, str], written: re.Match[str]) -> str:
    """A formula with its cells' values, with no commas between their thousands ("=B1-B2" is =5000-3275.40: a
    comma parts a formula's arguments)."""
    return _ANY_REF.sub(lambda ref: values[ref.group().replace("$", "")].replace(",", ""), written.group())


def cells(text: str) -> str | None:
    """Spreadsheet cells given their values, read as those values: "Cell B2 is 3,450 and C2 is 1,275. B2
    minus C2 = ?" asks 3,450 minus 1,275; "=B4+B5+B6 where those cells are 120.25, 99.75 and 30" asks
    =120.25+99.75+30 (see `spreadsheet`). Only when every cell used is given one value, as a number; a
    negative value is left alone (in a formula "=B2-C2" it would need brackets)."""
    if not mentions(_CELL_CUES, text) or not _ANY_REF.search(text):
        return None
    text = _RANGE.sub(_cells_of_range, text) if ":" in text else text
    text = _ASKED_CELL.sub(r"\1", text) if "(" in text else text
    found = _cell_values(text)
    if found is None or not found[0] or any(value.startswith("-") for value in found[0].values()):
        return None
    values, spans = found
    kept, last = [], 0
    for start, end in sorted(spans):
        kept.append(text[last:start])
        last = end
    rest = _LEFT_CONNECTORS.sub("", "".join([*kept, text[last:]]))
    used = [ref.replace("$", "") for ref in _ANY_REF.findall(rest)]
    if not used or any(ref not in values for ref in used):
        return None
    rest = _WRITTEN_FORMULA.sub(lambda written: _in_a_formula(values, written), rest)
    rest = _ANY_REF.sub(lambda ref: values[ref.group().replace("$", "")], rest)
    return rest.strip(" \t.,;")


# ---- code --------------------------------------------------------------------------------------------

_CODE_CUES = (
    "python|javascript|typescript|console.log|print(|println|printf|js|code|program|in r,|in r |ruby|java"
    "|in c,|in c |c++|c#|rust|golang|in go|kotlin|swift|scala|bash|shell|matlab|julia|sum(range|%%|**|//|>>>"
    "|pow(|divmod("
)
_R = lazy(r"\b[Ii]n R\b|^R\b|\bR:|\bR console\b", needs="R")
_WHOLE_DIVISION = lazy(
    r"\b(?:java|ruby|rust|golang|kotlin|scala|swift|bash|shell|python ?2(?:\.\d+)?)\b|c\+\+|c#"
    r"|\bin (?:c|go)\b|println|printf|system\.out",
    re.IGNORECASE,
    needs="java|ruby|rust|golang|kotlin|scala|swift|bash|shell|python|c++|c#|in c|in go|println|printf"
    "|system.out",
)
"""Languages in which 7 / 2 is 3 (a whole number divided by a whole number drops the remainder)."""
_LANGUAGE_VERSION = lazy(r"\b(python|py|es|node)[ \t]?\d+(?:\.\d+)*\b", re.IGNORECASE, needs="py|es|node")
_POW = lazy(r"\b(?:math\.)?pow\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+)\s*\)", re.IGNORECASE, needs="pow(")
"""pow(3, 4) and Math.pow(3, 4): a power, written as ** is."""
_PROMPT = lazy(r"(?m)^[ \t]*>>>[ \t]*", needs=">>>")
_R_MODULO = lazy(r"(?<=\d)\s*%%\s*(?=\d)", needs="%%")
_PRINTED = lazy(r"\b(?:console\.log|print)\(\s*([^()]*?)\s*\)", needs="console.log(|print(")
_RANGE_SUM = lazy(r"\bsum\(\s*range\(\s*(?:(\d+)\s*,\s*)?(\d+)\s*\)\s*\)", needs="range(")
_CODE_EXPRESSION = lazy(r"-?\d+(?:\.\d+)?(?:\s*(?:\*\*|//|[-+*/%^])\s*-?\d+(?:\.\d+)?)+")
_WHOLE_QUOTIENT = lazy(r"(\d+)\s*//\s*(\d+)")
"""One whole number floor-divided by another: "7200 // 60" counts the whole times 60 goes into 7200."""
_SHOWN_BY_NAME = lazy(
    r"(?<![\w.])([a-z_]\w{0,11})\s*=\s*([^;\n#=]+?)\s*(?:;|\n)\s*(?:print\(\s*\1\s*\)|\1)(?![\w(])",
    re.IGNORECASE,
    needs="=",
)
"""A value given a name, then printed or echoed by that name: "x = 4096 // 16; print(x)"."""
_COMMENT = lazy(r"(?:^|(?<=\s))#(?=\s)", needs="#")
"""A comment's mark: its words are read as any words beside the code ("# what do I get")."""
_DIVMOD = lazy(r"\bdivmod\(\s*(\d+)\s*,\s*(\d+)\s*\)", needs="divmod(")
_PART_NAMED = lazy(r"\b(remainder|mod|modulo|quotient)\b")
_POWERS_SUMMED = lazy(
    r"\bsum\(\s*([a-z]\w*)\s*\*\*\s*([23])\s+for\s+\1\s+in\s+range\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*\)",
    re.IGNORECASE,
    needs="range(",
)
"""A sum of squares or cubes written as a generator: "sum(i**2 for i in range(1, 11))" is 1² + … + 10²."""
_IN_DECIMAL = lazy(r"\bin (?:decimal|denary|base[ -]?10)\b", re.IGNORECASE, needs="decimal|denary|base")
"""A whole number asked "in decimal": code prints it so; not said of a division, which may ask a form."""


def _is_exact_in_binary(number: str) -> bool:
    """Is `number` held exactly by a binary float (0.5, 2.25; not 0.1)? Then code prints it as written."""
    denominator = Fraction(number).denominator
    return denominator & (denominator - 1) == 0


def _divisions_end(expression: str) -> bool:
    """Does each division in `expression` end after a few decimals? Else code and spreadsheets show a
    rounded float (7 / 3 prints 2.3333333333333335). For one division the quotient's lowest terms are
    checked (900 / 36 ends); in a longer calculation, each divisor's prime factors must be 2 and 5."""
    single = re.fullmatch(r"(\d+(?:\.\d+)?) / (\d+(?:\.\d+)?)", expression.strip())
    if single and Fraction(single.group(2)) != 0:
        denominators = [(Fraction(single.group(1)) / Fraction(single.group(2))).denominator]
    else:
        denominators = [
            Fraction(divisor).numerator for divisor in re.findall(r"/\s*(\d+(?:\.\d+)?)", expression)
        ]
    for value in denominators:
        for factor in (2, 5):
            while value and value % factor == 0:
                value //= factor
        if value != 1:
            return False
    return True


def _code_differs(expression: str, text: str) -> str | None:
    """How the code's own arithmetic would print something other than the true value, said so that no
    reader reads it, or None when it prints the true value. Whole division: // anywhere, / in Java, C or
    Ruby; ^ is not a power in Python or JavaScript (2 ^ 3 is 1); floats: 0.1 + 0.2 prints
    0.30000000000000004; a remainder of a negative number or a decimal differs between languages."""
    if "//" in expression or ("/" in expression and _WHOLE_DIVISION.search(text)):
        return "in integer division"
    if "^" in expression and _R.search(text) is None:
        return "as bits with xor"
    if "%" in expression and re.search(r"-|\.", expression):
        return "as a remainder in integer division"
    decimals = [number for number in re.findall(r"\d+(?:\.\d+)?", expression) if "." in number]
    if not all(map(_is_exact_in_binary, decimals)) or not _divisions_end(expression):
        return "in floating point decimals"
    if _FIXED_WIDTH.search(text) and ("**" in expression or _digits_at_most(expression) > _INT_DIGITS):
        return "in 32-bit integers"  # and Java or C has no ** at all
    floats = not _EXACT_WHOLE.search(text) or "math.pow" in text.lower()  # Python's math.pow: a float
    if floats and _digits_at_most(expression) > _FLOAT_DIGITS:
        return "in floating point decimals"
    return None


_FIXED_WIDTH = lazy(
    r"\b(?:java|rust|golang|kotlin|scala|swift)\b|c\+\+|c#|\bin (?:c|go)\b|println|printf|system\.out",
    re.IGNORECASE,
    needs="java|rust|golang|kotlin|scala|swift|c++|c#|in c|in go|println|printf|system.out",
)
"""Languages whose whole numbers have a fixed width (Java's and C's int hold 9 digits, then wrap round)."""
_EXACT_WHOLE = lazy(r"\bpython\b|\bpy\b|\bruby\b", re.IGNORECASE, needs="py|ruby")
"""Languages whose whole numbers hold any number of digits."""
_INT_DIGITS = 9
"""Digits every whole number of 32 bits holds (Java's and C's int)."""
_FLOAT_DIGITS = 15
"""Digits a float (JavaScript's numbers, R's) holds exactly; Python's whole numbers hold any."""


def _digits_at_most(expression: str) -> int:
    """At most how many digits the result has: the operands' digits added up (a product's digits are at
    most its factors' digits together), a power's base digits times its exponent; a sum's are at most its
    longest whole part and its longest decimals, and one more for each term."""
    if power := re.search(r"(\d+)\s*(?:\*\*|\^)\s*(\d+)", expression):
        base, exponent = int(power.group(1)), int(power.group(2))
        digits = int(exponent * log10(base)) + 1 if base > 1 else 1  # 2^16 has 5 digits, not 16
        return digits + len(re.findall(r"\d+", expression))
    if not re.search(r"[*/^%]", expression):
        terms = re.findall(r"(\d+)(?:\.(\d+))?", expression)
        return max(len(whole) for whole, _ in terms) + max(len(part) for _, part in terms) + len(terms)
    return sum(len(number) + 1 for number in re.findall(r"\d+", expression))


_DIVIDES_TEST = lazy(
    r"(?<![\w.])(\d+)[ \t]*(?:%|\bmod\b)[ \t]*(\d+)[ \t]*={2,3}[ \t]*0(?![\d.])", re.IGNORECASE, needs="=="
)
"""A test of divisibility as code writes it: "343 % 7 == 0" asks whether 343 is divisible by 7."""
_TESTED_ONLY = frozenset({
    "is", "it", "this", "true", "false", "or", "does", "check", "whether", "so", "quick",
})  # fmt: skip
"""Words that may stand beside such a test and ask nothing more; "if … print" asks what a program prints."""


def code(text: str) -> str | None:
    """A calculation written as code: "9 ** 3 in Python", "In R, what does 15 %% 4 give?", "7 / 2 in Python
    3", "console.log(0.5 * 64)", "sum(range(1, 101))" (the whole numbers from 1 to 100). When the code
    would print something other than the true value ("7 / 2 in Java", "0.1 + 0.2 in Python"), that is said
    beside the calculation, so that no reader answers it; when the rest only sets the scene, the message is
    the calculation's question alone."""
    if (tested := _DIVIDES_TEST.search(text)) and set(
        re.findall(r"[a-z]+|\d", (text[: tested.start()] + text[tested.end() :]).lower())
    ) <= _TESTED_ONLY:
        return f"Is {tested.group(1)} divisible by {tested.group(2)}?"
    if not mentions(_CODE_CUES, text.lower()) and _R.search(text) is None:
        return None
    kept = _R_MODULO.sub(" % ", _PRINTED.sub(r"\1", _POW.sub(r"\1 ** \2", _PROMPT.sub("", text))))
    kept = _COMMENT.sub(" ", _SHOWN_BY_NAME.sub(r"\2", kept))
    if (parted := _divmod_part(kept)) is not None:
        return parted or None
    if powers := _POWERS_SUMMED.search(kept):
        start, stop = powers.group(3), powers.group(4)
        if int(start) < 1 or int(stop) <= int(start) + 1:
            return None
        kind = "squares" if powers.group(2) == "2" else "cubes"
        expression = f"the sum of the {kind} from {start} to {int(stop) - 1}"
        kept = kept[: powers.start()] + expression + kept[powers.end() :]
    elif summed := _RANGE_SUM.search(kept):
        start, stop = summed.group(1) or "0", summed.group(2)
        if int(stop) <= int(start) + 1:
            return None
        expression = f"the sum of the whole numbers from {start} to {int(stop) - 1}"
        kept = kept[: summed.start()] + expression + kept[summed.end() :]
    else:
        calculations = _CODE_EXPRESSION.findall(kept)
        if len(calculations) != 1:
            return None
        if not re.search(r"[/.]", calculations[0]):
            kept = _IN_DECIMAL.sub(" ", kept)  # "2**16 in decimal": a whole number, as code prints it
        quotient = _WHOLE_QUOTIENT.fullmatch(calculations[0].strip())
        alone = context_only(kept.replace(calculations[0], " ", 1))
        if quotient and alone and not _WHOLE_DIVISION.search(text):
            return f"How many times does {quotient.group(2)} fit into {quotient.group(1)}?"
        if differs := _code_differs(calculations[0], text):
            return kept.replace(calculations[0], f"{calculations[0]} {differs}", 1)
        expression = re.sub(r"\s*%\s*", " mod ", calculations[0])
        kept = _LANGUAGE_VERSION.sub(r"\1", kept.replace(calculations[0], expression, 1))
    if context_only(kept.replace(expression, " ", 1)):
        return what_is(expression)
    return kept if kept != text else None


def _divmod_part(kept: str) -> str | None:
    """divmod(a, b) with one of its two parts named, and nothing more: the remainder ("I only need the
    remainder part"), or the quotient, the whole times b goes into a; "" (read nothing) when both or neither
    are named, or another number or word of an operation stands beside it; None with no divmod."""
    from quickmath.offline.readers.typos import OPERATION_WORDS

    called = _DIVMOD.search(kept)
    if called is None:
        return None
    a, b = called.groups()
    rest = (kept[: called.start()] + " " + kept[called.end() :]).lower()
    named = {"quotient" if part == "quotient" else "remainder" for part in _PART_NAMED.findall(rest)}
    words = set(re.findall(r"[a-z]+", rest)) - {"remainder", "quotient", "mod", "modulo", "and", "by", "of"}
    if len(named) != 1 or re.search(r"\d", rest) or words & OPERATION_WORDS:
        return ""
    if named == {"remainder"}:
        return f"What is the remainder of {a} ÷ {b}?"
    return f"How many times does {b} fit into {a}?"


# ---- a named value -----------------------------------------------------------------------------------

EXPRESSION = (
    rf"\(?[-−]?{NUMBER}[⁰¹²³⁴⁵⁶⁷⁸⁹]*(?:\s*(?:\*\*|[-+*/×÷^x−])\s*\(?[-−]?{NUMBER}\)?[⁰¹²³⁴⁵⁶⁷⁸⁹]*)*\)?"
)
_ASSIGNED = lazy(
    rf"(?<![\w.])([a-z]\w{{0,11}})\s*(?:=|:=|<-|is equal to|equals)\s*({EXPRESSION})(?!\w|\.\d)",
    re.IGNORECASE,
    needs="=|equal|<-",
)


def assignments(text: str) -> str | None:
    """A calculation given a name and the name asked for: "If x = 48 × 25, what is x?", "A number n is equal
    to 17 × 23. What is n?", "result = 88 - 129  # what is result?", "If y = 4⁵, then y equals". Only when
    the name is asked for alone and nothing else in the message could change what is asked."""
    found = list(_ASSIGNED.finditer(text))
    if len(found) != 1:
        return None
    name, expression = found[0].group(1), found[0].group(2).strip()
    if not re.search(r"[-+*/×÷^x−⁰¹²³⁴⁵⁶⁷⁸⁹]", expression):
        return None
    rest = text[: found[0].start()] + " " + text[found[0].end() :]
    named = rf"(?i)(?<![\w.]){re.escape(name)}(?!\w)"
    if len(re.findall(named, rest)) != 1:
        return None
    rest = re.sub(named, " ", rest)
    return what_is(expression) if context_only(rest) else None


# ---- a value put in for a letter -------------------------------------------------------------------------

_SUBSTITUTED = lazy(
    r"(?:^|(?<=[\s:]))(?:if|given(?: that)?|when|let|where)\s+(?P<letter>[a-z])\s*=\s*"
    r"(?P<value>\d+(?:\.\d+)?)\s*[,;.]?\s*(?:then\s+)?(?:what is|what's|whats|find|work out|calculate"
    r"|evaluate)\s+(?:the value of\s+)?(?P<expression>[^?.!\n]+?)\s*[?.!]?\s*$",
    re.IGNORECASE,
    needs="=",
)
_OF_A_LETTER = [
    lazy(r"(?P<letter>[a-z])(?P<power>[²³]|\^\s*\d{1,2}| squared| cubed)"),
    lazy(r"(?P<times>\d+(?:\.\d+)?)\s*(?P<letter>[a-z])"),
    lazy(r"(?P<letter>[a-z])\s*(?P<sign>[-+×*÷/−])\s*(?P<number>\d+(?:\.\d+)?)"),
    lazy(r"(?P<number>\d+(?:\.\d+)?)\s*(?P<sign>[-+×*÷/−])\s*(?P<letter>[a-z])"),
]
"""What may be asked of the letter: one operation on it, "n²", "5a", "y + 38", "100 − t"."""


def _put_in(expression: str, letter: str, value: str) -> str | None:
    """The expression with the value written for its letter, or None when it is not one operation on it."""
    for pattern in _OF_A_LETTER:
        found = pattern.fullmatch(expression.strip())
        if found is None or found.group("letter").lower() != letter.lower():
            continue
        kinds = found.groupdict()
        if kinds.get("times"):
            return f"{kinds['times']} × {value}"
        if kinds.get("power"):
            return f"{value}{kinds['power']}"
        return expression.strip().replace(found.group("letter"), value)
    return None


def substitutions(text: str) -> str | None:
    """A value given for a letter, then one operation on the letter asked: "If n = 23, what is the value of
    n²?" asks 23², "Given a = 12, find 5a." 5 × 12. Putting the value in for its letter is reading, not
    working out; two letters, two operations ("n² + 2n") or more told around it stay algebra."""
    found = _SUBSTITUTED.search(text)
    if found is None or not context_only(_LABEL_BEFORE.sub("", text[: found.start()])):
        return None
    written = _put_in(found.group("expression"), found.group("letter"), found.group("value"))
    return what_is(written) if written else None


_LABEL_BEFORE = lazy(r"^[^:\n]{0,40}:\s*$")
"""A heading before the value given ("SAT practice:")."""


# ---- sigma -------------------------------------------------------------------------------------------

_SIGMA = lazy(
    r"[Σ∑]\s*([a-z])\s*(?:([²³])|\^\s*([23]))?\s*,?\s*(?:from|for|with|,)?\s*\1\s*=\s*(\d+)\s*"
    r"(?:to|\.\.|…|-|–)\s*(?:\1\s*=\s*)?(\d+)",
    needs="Σ|∑",
)
_LATEX_SIGMA = lazy(
    r"(?:\\sum|[Σ∑]|\bsum)_\{?([a-z])\s*=\s*(\d+)\}?\^\{?(\d+)\}?\s*\1\s*(?:([²³])|\^\s*\{?([23])\}?)?(?![\w^])",
    needs="_",
)
"""Σ as LaTeX writes it: "\\sum_{k=1}^{20} k^2", "Σ_{k=1}^{20} k²"."""
_KINDS = {"": "whole numbers", "²": "squares", "2": "squares", "³": "cubes", "3": "cubes"}


def sigma(text: str) -> str | None:
    """A sum written with Σ: "Σ k² from k = 1 to 20" is the sum of the squares from 1 to 20 ("Σ r³ for r = 1
    to 15", "Σ k for k = 1..50")."""
    if latex := _LATEX_SIGMA.search(text):
        found, power, first, last = latex, latex.group(4) or latex.group(5), latex.group(2), latex.group(3)
    elif written := _SIGMA.search(text):
        found, power, first, last = (
            written,
            written.group(2) or written.group(3),
            written.group(4),
            written.group(5),
        )
    else:
        return None
    if int(first) > int(last):
        return None  # Σ from 5 to 1 is taken to have no terms, not 5 + 4 + … + 1
    run = f"the sum of the {_KINDS[power or '']} from {first} to {last}"
    return text[: found.start()] + run + text[found.end() :]


# ---- LaTeX -----------------------------------------------------------------------------------------


def latex(text: str) -> str | None:
    """Maths written in LaTeX read as plain signs (see `reading.latex`): "$17 \\times 23$" is 17 × 23."""
    if "$" not in text and "\\" not in text:
        return None
    from quickmath.offline.reading import latex as written  # only for a message that may hold LaTeX

    return written.plain(text)
