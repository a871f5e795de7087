"""`veil eval pii` (placeholder until its owner fills it in)."""


def add_arguments(parser) -> None:
    pass


def run(args) -> int:
    raise SystemExit("veil eval pii: not implemented yet")
