"""Runs a command as a user without privileges, so that permission bits
apply to it: as itself when not root, else as `nobody` (uid and gid 65534),
since root writes any directory. Fails, saying why, when root cannot change
user here (a test must not pass without having checked anything).

    unprivileged.py COMMAND [ARG...]
"""
import os
import sys

NOBODY = 65534

if os.geteuid() == 0:
    try:
        os.setgroups([])
        os.setgid(NOBODY)
        os.setuid(NOBODY)
    except OSError as error:
        sys.exit("unprivileged.py: root cannot become uid %d here: %s" % (NOBODY, error))
os.execvp(sys.argv[1], sys.argv[1:])
