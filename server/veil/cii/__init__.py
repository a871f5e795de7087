"""Client-identifying information (CII): client models and the redactors.

>>> from veil.cii import analyze, ClientModel
"""

from veil.cii.analysis import ALGORITHMS, analyze
from veil.cii.model import ClientModel
from veil.cii.objectives import OBJECTIVES

__all__ = ["analyze", "ClientModel", "ALGORITHMS", "OBJECTIVES"]
