"""A module-level pattern compiles at its first use and then answers exactly as ``re.compile`` would."""

from __future__ import annotations

import pickle
import re

import pytest

from extract.words import lazy_compile as lazy_module
from extract.words.lazy_compile import LazyPattern, lazy_compile

# (pattern, flags, method, args) — every method extract/ calls on a pattern
CASES = [
    (r"(\d+(?:\.\d+)?)\s*ac", re.I, "search", ("site area 1.40 AC",)),
    (r"(\d+(?:\.\d+)?)\s*ac", re.I, "search", ("no figure here",)),
    (r"hwl", re.I, "match", ("HWL 912.3",)),
    (r"hwl", re.I, "match", ("the HWL",)),
    (r"\d+", 0, "fullmatch", ("1234",)),
    (r"\d+", 0, "findall", ("12 ac and 3.4 ac",)),
    (r"\s+", 0, "sub", (" ", "a \n  b\tc")),
    (r"\s+", 0, "subn", (" ", "a \n  b\tc")),
    (r"[;,]", 0, "split", ("a, b; c",)),
    (r"(?P<n>\d+)", 0, "search", ("pond 2",)),
]


def _same(a: object, b: object) -> bool:
    if isinstance(a, re.Match) or isinstance(b, re.Match):
        return a is not None and b is not None and a.span() == b.span() and a.groups() == b.groups()
    return a == b


@pytest.mark.parametrize("pattern,flags,method,args", CASES)
def test_a_lazy_pattern_answers_as_the_compiled_one(pattern: str, flags: int, method: str, args: tuple) -> None:
    lazy, real = lazy_compile(pattern, flags), re.compile(pattern, flags)
    assert _same(getattr(lazy, method)(*args), getattr(real, method)(*args))
    assert _same(getattr(lazy, method)(*args), getattr(real, method)(*args))  # again, through the bound method
    assert lazy.pattern == real.pattern and lazy.flags == real.flags and lazy.groups == real.groups


def test_finditer_gives_the_same_matches() -> None:
    lazy, real = lazy_compile(r"\d+"), re.compile(r"\d+")
    assert [m.span() for m in lazy.finditer("1 a 22 b 333")] == [m.span() for m in real.finditer("1 a 22 b 333")]


def test_nothing_compiles_before_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_compile = re.compile
    monkeypatch.setattr(lazy_module.re, "compile", lambda p, f=0: calls.append(p) or real_compile(p, f))
    p = lazy_compile(r"pond\s+\d")
    assert calls == [] and p.pattern == r"pond\s+\d"  # its text is there without compiling
    assert p.search("Pond 1", 0) is None and p.search("pond 1")
    p.search("pond 2")
    assert calls == [r"pond\s+\d"]  # compiled once


def test_a_compiled_or_lazy_pattern_is_passed_through() -> None:
    real = re.compile("x")
    lazy = lazy_compile("y")
    assert lazy_compile(real) is real and lazy_compile(lazy) is lazy


def test_a_lazy_pattern_pickles_as_its_text() -> None:
    p = pickle.loads(pickle.dumps(lazy_compile(r"a+", re.I)))
    assert isinstance(p, LazyPattern) and p.search("xAAy").group() == "AA"


def test_the_readers_patterns_are_lazy() -> None:
    from extract.propose import quantities

    lazy = [v for v in vars(quantities).values() if isinstance(v, LazyPattern)]
    assert len(lazy) > 10  # the module's own patterns wait for their first use
