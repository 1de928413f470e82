"""Runs a command with its address space limited, so that a test fails
(the command runs out of memory) instead of the machine when memory use
regresses.

    limit_memory.py MEBIBYTES COMMAND [ARG...]
"""
import os
import resource
import sys

limit = int(sys.argv[1]) << 20
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
os.execvp(sys.argv[2], sys.argv[2:])
