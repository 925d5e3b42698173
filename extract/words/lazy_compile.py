"""Module-level patterns that compile at their first use, not at import.

Why: extract/ holds some 900 module-level patterns. Compiling them all at import was a third
of a one-page check's cold start (~0.5 s), yet a one-page package uses fewer than half of
them. A :class:`LazyPattern` keeps the pattern's text and flags and compiles on the first
call of any method; it then binds the compiled pattern's methods on itself, so later calls go
straight to the C methods with no extra step.

It stands for a ``re.Pattern`` wherever a pattern's methods or ``.pattern`` are used (that is
how extract/ uses them). The module functions ``re.search(p, ...)`` and ``re.sub(p, ...)``
need a real ``re.Pattern``: call ``p.search(...)`` or pass ``p.compiled``.
"""

from __future__ import annotations

import re
from typing import Any

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """``re.compile(pattern, flags)``, done when first needed."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags

    @property
    def compiled(self) -> re.Pattern[str]:
        p = self.__dict__.get("_compiled")
        if p is None:
            p = re.compile(self.pattern, self._flags)
            self.__dict__["_compiled"] = p
            for name in _METHODS:  # the instance's own attributes from now on: no detour through this class
                self.__dict__[name] = getattr(p, name)
        return p

    @property
    def flags(self) -> int:
        return self.compiled.flags

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Any:
        return self.compiled.groupindex

    def search(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return self.compiled.search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return self.compiled.match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return self.compiled.fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled.finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> list[Any]:
        return self.compiled.findall(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> str:
        return self.compiled.sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> tuple[str, int]:
        return self.compiled.subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> list[Any]:
        return self.compiled.split(*args, **kwargs)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self._flags})"

    def __reduce__(self) -> tuple[Any, ...]:  # pickles as its text, like re.Pattern
        return (LazyPattern, (self.pattern, self._flags))


def lazy_compile(pattern: str | LazyPattern | re.Pattern[str], flags: int = 0) -> Any:
    """A pattern compiled at its first use; an already compiled one is returned as it is.

    Typed ``Any`` so that annotations of ``re.Pattern[str]`` at the use sites stay true to
    what the code does with it (search, match, sub, ``.pattern``).
    """
    if isinstance(pattern, (LazyPattern, re.Pattern)):
        return pattern
    return LazyPattern(pattern, flags)
