import os


def extension():
    from dslc import _ext
    return _ext, os.sep
