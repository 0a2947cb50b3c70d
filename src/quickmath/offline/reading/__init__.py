"""What the coach reads: a message cut into questions, each tried against an ordered list of readers.

- `message.py`: `read_message`, and the ask readers (listing, checks, a problem, follow-ups) in order.
- `problem.py`: the problem readers, one family of phrasing each, in `readers/`.
- `refusals.py`: why a piece could not be read.
- `text.py`: one spelling for symbols and words before any reader sees the text.
- `earlier.py`: the last problem of the chat, for follow-ups.
- `phrases.py`: the phrase table most readers are written as.
"""
