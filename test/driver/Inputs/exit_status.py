"""Runs a command, prints what it printed (standard error and standard
output, merged) and then `exit N`, its exit status, so that a test can check
the status exactly (lit's `not` only checks that it is not 0).

    exit_status.py [--abandons-memory] COMMAND [ARG...]

--abandons-memory: the command leaves memory allocated on purpose (an LLVM
fatal error abandons what the compile had built, compiler/base/
llvm_fatal_error.h); in a sanitizer build, leak checking is turned off for it.
"""
import os
import subprocess
import sys

command = sys.argv[1:]
env = dict(os.environ)
if command and command[0] == "--abandons-memory":
    command = command[1:]
    env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "") + ":detect_leaks=0"
result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
sys.stdout.buffer.write(result.stdout)
print("exit %d" % result.returncode)
