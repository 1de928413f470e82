"""Writes a .npy file from a header dict given as text, for tests of
malformed files:

    make_npy.py OUT HEADER [--version MAJOR.MINOR] [--data BYTES]

HEADER is written as given, then padded with spaces and a newline as NumPy
pads it; BYTES zero bytes of data follow (default 32: eight float32).
"""
import argparse
import struct

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("header")
parser.add_argument("--version", default="1.0")
parser.add_argument("--data", type=int, default=32)
args = parser.parse_args()

major, minor = (int(part) for part in args.version.split("."))
length_format = "<H" if major == 1 else "<I"
prefix = 8 + struct.calcsize(length_format)
header = args.header.encode("latin1")
header += b" " * ((64 - (prefix + len(header) + 1) % 64) % 64) + b"\n"
with open(args.out, "wb") as f:
    f.write(b"\x93NUMPY" + bytes([major, minor]) + struct.pack(length_format, len(header)))
    f.write(header + b"\0" * args.data)
