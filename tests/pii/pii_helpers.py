"""Small helpers shared by the PII tests."""


def kinds(spans):
    """``[(type, text), ...]`` of engine spans, for readable assertions."""
    return [(s["type"], s["text"]) for s in spans]
