#!/usr/bin/env python3
"""The summary of a campaign that was stopped before its end (killed with
its machine's time limit, say): the programs from FIRST on whose every
configuration has a result are counted as run.py counts them, differing
ones re-checked for contraction and saved under OUT/findings.

  python3 resummarize.py CAMPAIGN_OUT FIRST [--configs default] [--out DIR]

CAMPAIGN_OUT is run.py's --out (its work/ folder kept as the run left it).
"""
import argparse
import json
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import configs  # noqa: E402
import report   # noqa: E402
import run      # noqa: E402


def finished_prefix(work, names, first):
    """FIRST, FIRST+1, ... while every configuration has a result."""
    seeds, s = [], first
    while all(os.path.exists(os.path.join(work, "res", c, "p%d.json" % s)) for c in names):
        seeds.append(s)
        s += 1
    return seeds, s


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("campaign")
    ap.add_argument("first", type=int)
    ap.add_argument("--configs", default="default")
    ap.add_argument("--out", help="where the summary and findings go (default CAMPAIGN_OUT)")
    a = ap.parse_args()
    names = configs.parse(a.configs)
    work = os.path.join(os.path.abspath(a.campaign), "work")
    out = os.path.abspath(a.out or a.campaign)
    os.makedirs(out, exist_ok=True)
    seeds, rest = finished_prefix(work, names, a.first)
    summary = report.summarize(seeds, work, out, names, False)
    if summary["findings"]:
        rerun = types.SimpleNamespace(batch=25, timeout=90, compile_only=False, ptxas="")
        contraction = run.contraction_seeds(summary["findings"], work, names, rerun)
        if contraction:
            summary = report.summarize(seeds, work, out, names, False, contraction)
    summary["first_unfinished"] = rest
    summary["asked"] = len(seeds)
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    report.print_summary(summary)
    sys.exit(1 if summary["differing_programs"] else 0)


if __name__ == "__main__":
    main()
