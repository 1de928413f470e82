from . import bad_cycle_b  # noqa: F401
