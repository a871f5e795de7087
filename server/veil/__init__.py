"""Veil: interactive redaction of client-identifying and personal information."""

__version__ = "0.1.0"
