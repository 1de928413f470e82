"""Rewrites a kernel's PTX so that its loads and stores of shared arrays at
constant addresses (`ld.shared [sym+8]`) go through a register holding the
array's address, set once at the kernel's entry (`mov.u32 %shb0, sym`).
Given the symbol, ptxas rematerialises the shared window's address
(S2UR SR_CgaCtaId, ULEA) at each use, inside loops too; given the register,
it keeps the address out of the loop, and may then predicate a small branch
in place of branching around it. Assemble both PTX files with ptxas and time
the cubins side by side with time_cubins.py.

    python3 shared_base_register.py IN.ptx OUT.ptx
"""
import re
import sys


def main():
    text = open(sys.argv[1]).read()
    symbols = re.findall(r"^\s*\.shared [^;]*?(\S+)\[\d+\];", text, re.M)
    for n, symbol in enumerate(symbols):
        text = re.sub(
            r"\[" + re.escape(symbol) + r"(\+\d+)?\]",
            lambda m, n=n: "[%%shb%d%s]" % (n, m.group(1) or ""),
            text,
        )
    setup = "".join("\t.reg .b32 %%shb%d;\n" % n for n in range(len(symbols)))
    setup += "".join("\tmov.u32 %%shb%d, %s;\n" % (n, s) for n, s in enumerate(symbols))
    lines = text.split("\n")
    # After the last declaration of the entry's body.
    last = max(i for i, line in enumerate(lines) if re.match(r"\s*\.(reg|shared|local)\b", line))
    lines.insert(last + 1, setup)
    open(sys.argv[2], "w").write("\n".join(lines))


if __name__ == "__main__":
    main()
