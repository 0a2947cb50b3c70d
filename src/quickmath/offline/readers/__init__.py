"""Readers, one module per family of phrasing, each with `read(...)` and a fixture file of phrasings in
tests/data/readers/NAME.json. They are tried in the order of `reading.message.ASK_READERS` and
`reading.problem.PROBLEM_READERS`."""
