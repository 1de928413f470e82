import dslc.nowhere  # noqa: F401
