"""Half-open character intervals with O(log n) overlap queries (spans already taken in a text)."""

from __future__ import annotations

import bisect


class Intervals:
    """Sorted, disjoint half-open intervals (overlapping inputs are merged).

    Parameters
    ----------
    spans : iterable of (int, int)
        ``(start, end)`` pairs.
    """

    def __init__(self, spans=()):
        self.starts: list[int] = []
        self.ends: list[int] = []
        for start, end in sorted(spans):
            if self.starts and start < self.ends[-1]:
                self.ends[-1] = max(self.ends[-1], end)
            else:
                self.starts.append(start)
                self.ends.append(end)

    def overlaps(self, start: int, end: int) -> bool:
        """Whether ``[start, end)`` overlaps any interval."""
        i = bisect.bisect_right(self.starts, start) - 1
        if i >= 0 and self.ends[i] > start:
            return True
        return i + 1 < len(self.starts) and self.starts[i + 1] < end

    def contains(self, start: int, end: int) -> bool:
        """Whether one interval holds all of ``[start, end)``."""
        i = bisect.bisect_right(self.starts, start) - 1
        return i >= 0 and self.ends[i] >= end

    def __bool__(self) -> bool:
        return bool(self.starts)

    def add(self, start: int, end: int) -> None:
        """Add an interval that overlaps none of the present ones."""
        i = bisect.bisect_right(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)
