"""Lists the images of a CUDA fat binary: `elf sm_80`, `ptx sm_90`, one a line.

usage: fatbin_images.py FILE

The container (as the toolkit's `fatbinary` writes it): a 16-byte header
(magic 0xBA55ED50, version, header size, size of what follows), then per
image a header (kind 1 = PTX, 2 = ELF at byte 0, its own size at 4, the
payload's padded size at 8, the architecture at 28) and the payload.
"""
import struct
import sys

data = open(sys.argv[1], "rb").read()
magic, _, header_size, size = struct.unpack_from("<IHHQ", data, 0)
if magic != 0xBA55ED50:
    sys.exit("not a fat binary: magic %#x" % magic)
offset = header_size
while offset < header_size + size:
    kind, _, image_header, payload = struct.unpack_from("<HHIQ", data, offset)
    (arch,) = struct.unpack_from("<I", data, offset + 28)
    print("%s sm_%d" % ({1: "ptx", 2: "elf"}.get(kind, "kind%d" % kind), arch))
    offset += image_header + payload
