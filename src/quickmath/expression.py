"""A small, safe parser for written sums such as `100 + 9 + 9` or `(12 + 8) × 5 − 3²`.

It reads only numbers, + − × ÷ ^, superscript powers and brackets, and never evaluates Python.
"""

from __future__ import annotations

from fractions import Fraction

from quickmath.domain import Operation, Problem, ProblemError
from quickmath.exact import MAX_DIGITS
from quickmath.patterns import lazy
from quickmath.records import Record

MAX_LENGTH = 2000
MAX_DEPTH = 40
MAX_OPERATIONS = 100

_SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SYMBOLS = {
    "+": "+", "-": "-", "−": "-", "–": "-", "*": "*", "×": "*", "·": "*", "⋅": "*",
    "/": "/", "÷": "/", "^": "^", "(": "(", ")": ")", "[": "(", "]": ")", "x": "*", "X": "*",
}  # fmt: skip
_TOKEN = lazy(rf"\s*(?:(\d+(?:\.\d+)?|\.\d+)|([{_SUPERSCRIPT_DIGITS}]+)|(\*\*)|(\S))")
_OPERATIONS = {
    "+": Operation.ADD,
    "-": Operation.SUBTRACT,
    "*": Operation.MULTIPLY,
    "/": Operation.DIVIDE,
    "^": Operation.POWER,
}


class ExpressionError(ValueError):
    """The text is not a sum this parser can read; the message says what to change."""


class Num(Record):
    """A number as written."""

    value: Fraction


class Neg(Record):
    """A minus sign in front of a number or a bracket."""

    operand: Node


class BinOp(Record):
    """One operation between two parts, e.g. 9 × (2 + 1)."""

    operation: Operation
    left: Node
    right: Node


Node = Num | Neg | BinOp


def _tokens(text: str) -> list[tuple[str, str]]:
    tokens: list[tuple[str, str]] = []
    position = 0
    text = text.rstrip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None:
            break
        number, superscripts, double_star, symbol = match.groups()
        if number is not None:
            if len(number) > MAX_DIGITS + 1:
                raise ExpressionError(f"numbers may have at most {MAX_DIGITS} digits")
            tokens.append(("num", number))
        elif superscripts is not None:
            tokens.append(("sup", superscripts.translate(str.maketrans(_SUPERSCRIPT_DIGITS, "0123456789"))))
        elif double_star is not None:
            tokens.append(("op", "^"))
        elif symbol in _SYMBOLS:
            tokens.append(("op", _SYMBOLS[symbol]))
        else:
            raise ExpressionError(
                f"cannot read {symbol!r} in {text!r}; write it with digits, + − × ÷ ^ and brackets only"
            )
        position = match.end()
    return tokens


class _Parser:
    def __init__(self, text: str) -> None:
        if len(text) > MAX_LENGTH:
            raise ExpressionError(f"the expression is too long; keep it under {MAX_LENGTH} characters")
        self.tokens = _tokens(text)
        self.position = 0
        self.depth = 0
        self.operations = 0

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.position] if self.position < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise ExpressionError("the expression ends too early; finish it with a number")
        self.position += 1
        return token

    def binary(self, operation: str, left: Node, right: Node) -> BinOp:
        self.operations += 1
        if self.operations > MAX_OPERATIONS:
            raise ExpressionError(f"the expression has too many steps; keep it under {MAX_OPERATIONS}")
        return BinOp(_OPERATIONS[operation], left, right)

    def parse(self) -> Node:
        if not self.tokens:
            raise ExpressionError("the expression is empty; write a sum such as 100 + 9 + 9")
        node = self.sum()
        if self.peek() is not None:
            raise ExpressionError(f"unexpected {self.peek()[1]!r}; check the brackets and operators")  # type: ignore[index]
        return node

    def sum(self) -> Node:
        node = self.product()
        while (token := self.peek()) and token in (("op", "+"), ("op", "-")):
            self.take()
            node = self.binary(token[1], node, self.product())
        return node

    def product(self) -> Node:
        node = self.unary()
        while (token := self.peek()) and token in (("op", "*"), ("op", "/")):
            self.take()
            node = self.binary(token[1], node, self.unary())
        return node

    def unary(self) -> Node:
        token = self.peek()
        if token in (("op", "-"), ("op", "+")):
            self.take()
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise ExpressionError("the expression is nested too deeply")
            operand = self.unary()
            self.depth -= 1
            return Neg(operand) if token == ("op", "-") else operand
        return self.power()

    def power(self) -> Node:
        node = self.atom()
        token = self.peek()
        if token is not None and token[0] == "sup":
            self.take()
            return self.binary("^", node, Num(Fraction(int(token[1]))))
        if token == ("op", "^"):
            self.take()
            return self.binary("^", node, self.unary())
        return node

    def atom(self) -> Node:
        kind, text = self.take()
        if kind == "num":
            return Num(Fraction(text))
        if (kind, text) == ("op", "("):
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise ExpressionError("the expression is nested too deeply")
            node = self.sum()
            if self.peek() != ("op", ")"):
                raise ExpressionError("a bracket is not closed")
            self.take()
            self.depth -= 1
            return node
        raise ExpressionError(f"expected a number but found {text!r}")


def parse(text: str) -> Node:
    """The tree of `text`; raises ExpressionError with a message a model can act on."""
    return _Parser(text).parse()


def evaluate(node: Node) -> Fraction:
    """The exact value of a parsed expression; each operation is checked like any Problem."""
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Neg):
        return -evaluate(node.operand)
    left, right = evaluate(node.left), evaluate(node.right)
    try:
        return Problem(node.operation, left, right).exact()
    except ProblemError as error:
        raise ExpressionError(str(error)) from None


def value_of(text: str) -> Fraction:
    return evaluate(parse(text))
