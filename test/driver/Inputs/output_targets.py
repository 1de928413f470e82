"""Runs `dslc compile -o TARGET` for outputs that are not regular files and
reports what each became:

    output_targets.py DSLC SOURCE DIR

A FIFO with a reader gets the product and stays a FIFO; a character device
(a private one made with mknod where the user may, else /dev/null itself,
which an unprivileged user cannot replace) stays a character device."""
import os
import stat
import subprocess
import sys
import threading

dslc, source, directory = sys.argv[1:4]
command = [dslc, "compile", "--emit=ast", source, "-o"]


def kind(path):
    mode = os.lstat(path).st_mode
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode):
        return "a character device"
    return "a regular file" if stat.S_ISREG(mode) else "something else"


fifo = os.path.join(directory, "fifo")
os.mkfifo(fifo)
received = []
reader = threading.Thread(target=lambda: received.append(open(fifo, "rb").read()))
reader.start()
status = subprocess.call(command + [fifo])
reader.join(timeout=30)
print("fifo: exit %d, %s, read %s" % (status, kind(fifo),
                                       "the AST" if received and b"Module" in received[0] else received))

device = "/dev/null"
if os.geteuid() == 0:
    device = os.path.join(directory, "null")
    os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
status = subprocess.call(command + [device])
print("device: exit %d, %s" % (status, kind(device)))
