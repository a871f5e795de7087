"""A one-line description of the machine, for benchmark and evaluation reports."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo (``"unknown CPU"`` elsewhere)."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def machine() -> str:
    """``"2 CPUs (nproc 2), AMD EPYC ..., Python 3.11.7, Linux"``."""
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        usable = os.cpu_count()
    return (f"{os.cpu_count()} CPUs (nproc {usable}), {cpu_model()}, "
            f"Python {platform.python_version()}, {platform.system()}")
