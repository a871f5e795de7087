"""PII detection: spaCy NER plus validated pattern templates (see docs/pii.md).

>>> from veil.pii import get_engine
>>> spans = get_engine().analyze("Call Jane Doe on 617-253-1000.")
"""

from veil.pii.catalog import PII_TYPES, identifier_kind
from veil.pii.engine import PiiEngine, get_engine

__all__ = ["PII_TYPES", "PiiEngine", "get_engine", "identifier_kind"]
