"""Reading a number a person or a model wrote: the one place for it.

- `numbers_in(text)`: every number stated in a text, each a `Written` (span, value, kind).
- `read_learner_answer(text)`: a learner's whole answer ("1567", "I got 1,567", "is it 3 1/3?"); refuses
  "5 6", "8_0_6" and the doubtful "1,5" with `NotAnAnswer`.
- `read_value(text)`, `exact_value(value)`, `values_in(json_like)`: one number's value; every number held.
- `Number`, `Answer`, `parse_number`: the values a model writes in a note's fields.
"""

from quickmath.numbers.answers import NotAnAnswer, read_learner_answer
from quickmath.numbers.notes import (
    Answer,
    Number,
    Operand,
    is_worded,
    parse_answer,
    parse_number,
    parse_operand,
)
from quickmath.numbers.words import word_value
from quickmath.numbers.written import (
    Kind,
    Written,
    exact_value,
    numbers_in,
    read_value,
    units_apart,
    values_in,
)

__all__ = [
    "Answer",
    "Kind",
    "NotAnAnswer",
    "Number",
    "Operand",
    "Written",
    "exact_value",
    "is_worded",
    "numbers_in",
    "parse_answer",
    "parse_number",
    "parse_operand",
    "read_learner_answer",
    "read_value",
    "units_apart",
    "values_in",
    "word_value",
]
