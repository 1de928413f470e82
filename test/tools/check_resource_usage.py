"""Compares `dslc compile --resource-usage` with `ptxas -v` on the same PTX.

usage: check_resource_usage.py DSLC_REPORT PTXAS_LOG [--fields registers,...]

Reads the figures each prints per kernel (dslc's table; ptxas's "Function
properties" and "Used N registers" lines) and prints one line per kernel,
`same <kernel>: <field>=<value> ...`, or `DIFFERENT` lines and exit status 1.
"""
import re
import sys

ALL_FIELDS = ["registers", "spill_stores", "spill_loads", "local", "shared"]


def read_dslc(text):
    kernels, current = {}, None
    rows = {"registers": "registers", "spill stores": "spill_stores",
            "spill loads": "spill_loads", "local memory": "local", "static shared": "shared"}
    for line in text.splitlines():
        header = re.match(r"^(\w+) \(.*\) for (sm_\w+):$", line)
        if header:
            current = kernels.setdefault(header.group(1), {})
            continue
        row = re.match(r"^  ([a-z ]+?)\s{2,}(\d+)", line)
        if row and current is not None and row.group(1) in rows:
            current[rows[row.group(1)]] = int(row.group(2))
    return kernels


def read_ptxas(text):
    kernels, current, entries = {}, None, set()
    for line in text.splitlines():
        m = re.search(r"Compiling entry function '(\w+)'", line)
        if m:
            entries.add(m.group(1))
        m = re.search(r"Function properties for (\w+)$", line)
        if m:
            current = kernels.setdefault(m.group(1), {"shared": 0})
            continue
        if current is None:
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m:
            current["local"], current["spill_stores"], current["spill_loads"] = map(int, m.groups())
        m = re.search(r"Used (\d+) registers", line)
        if m:
            current["registers"] = int(m.group(1))
        m = re.search(r"(\d+) bytes smem", line)
        if m:
            current["shared"] = int(m.group(1))
    return {name: figures for name, figures in kernels.items() if name in entries}


def main():
    fields = ALL_FIELDS
    args = sys.argv[1:]
    if "--fields" in args:
        at = args.index("--fields")
        fields = args[at + 1].split(",")
        del args[at:at + 2]
    dslc = read_dslc(open(args[0]).read())
    ptxas = read_ptxas(open(args[1]).read())
    status = 0
    if not ptxas or sorted(dslc) != sorted(ptxas):
        print("DIFFERENT kernels: dslc %s, ptxas %s" % (sorted(dslc), sorted(ptxas)))
        return 1
    for name in sorted(dslc):
        ours = [(f, dslc[name].get(f)) for f in fields]
        theirs = [(f, ptxas[name].get(f)) for f in fields]
        if ours != theirs:
            print("DIFFERENT %s: dslc %s, ptxas %s" % (name, ours, theirs))
            status = 1
        else:
            print("same %s: %s" % (name, " ".join("%s=%s" % pair for pair in ours)))
    return status


if __name__ == "__main__":
    sys.exit(main())
