"""Classifying and reporting a run: per program and kernel, each
configuration against the reference (the first configuration):
  PASS        same arrays (or, compile-only, both compiled)
  MISMATCH    an array differs
  CRASH       the configuration failed to launch or run what the reference ran
  COMPILE     the configuration refused what the reference compiled
  REF_FAIL    the reference itself failed (a generator problem, not a finding)
  CONTRACTION arrays differ, and agree with fused multiply-adds off on both
              sides: a difference the dialect allows (an integer converted
              from a float rounded differently too), not a finding
Findings are saved with everything needed to replay them."""
import json
import os
import re
import shutil

import numpy as np

import compare
import inputs

ORDER = ["MISMATCH", "CRASH", "COMPILE", "REF_FAIL", "CONTRACTION", "PASS"]


def load(work, config, seed):
    p = os.path.join(work, "res", config, "p%d.json" % seed)
    st = json.load(open(p)) if os.path.exists(p) else None
    q = os.path.join(work, "res", config, "p%d.npz" % seed)
    arrays = dict(np.load(q)) if os.path.exists(q) else {}
    return st, arrays


def kernel_status(st, k):
    missing = {"ok": False, "exc": "missing", "msg": "no result (the process died earlier)",
               "compile": False}
    if not st or k >= len(st["kernels"]):
        return missing
    return st["kernels"][k]


def compare_kernel(spec, ref, got):
    mismatches = []
    for a in spec["args"]:
        if a["kind"] != "array":
            continue
        key = "%s__%s" % (spec["name"], a["name"])
        if key not in ref:
            continue
        if key not in got:
            mismatches.append({"array": a["name"], "n": -1, "msg": "no array"})
            continue
        count, first, mre = compare.differ(ref[key], got[key], a["dtype"])
        if count:
            mismatches.append({
                "array": a["name"], "role": a["role"], "dtype": a["dtype"], "view": a["view"],
                "n": count, "total": int(ref[key].size), "max_rel_err": mre,
                "first": [(list(i), repr(ref[key][i].item()), repr(got[key][i].item()))
                          for i in first]})
    return mismatches


def classify_program(seed, work, names, compile_only):
    program = json.load(open(os.path.join(work, "progs", "p%d.json" % seed)))
    ref_name = names[0]
    ref_st, ref_arrays = load(work, ref_name, seed)
    pairs = {}
    for name in names[1:]:
        st, arrays = load(work, name, seed)
        kernels = []
        for k, spec in enumerate(program["kernels"]):
            r, g = kernel_status(ref_st, k), kernel_status(st, k)
            if not r.get("ok"):
                kernels.append({"kernel": spec["name"], "kind": spec["kind"], "cls": "REF_FAIL",
                                "msg": r.get("msg", "")})
            elif not g.get("ok"):
                kernels.append({"kernel": spec["name"], "kind": spec["kind"],
                                "cls": "COMPILE" if g.get("compile") else "CRASH",
                                "msg": g.get("msg", ""), "tb": g.get("tb", "")})
            else:
                m = [] if compile_only else compare_kernel(spec, ref_arrays, arrays)
                kernels.append({"kernel": spec["name"], "kind": spec["kind"],
                                "cls": "MISMATCH" if m else "PASS", "arrays": m})
        pairs[name] = kernels
    return program, pairs


def worst(classes):
    return min(classes, key=ORDER.index) if classes else "PASS"


def norm(line):
    line = re.sub(r"^.*?\.py:\d+:\d+: ", "", line)
    line = re.sub(r"/\S+/", "", line)
    line = re.sub(r"\b([a-z]+)\d+\b", r"\1N", line)
    return line[:160]


def group_key(name, k):
    if k["cls"] == "MISMATCH":
        a = k["arrays"][0]
        return "%s MISMATCH %s: %s %s" % (name, k["kind"], a.get("role"),
                                          inputs.dtype_name(a.get("dtype")))
    return "%s %s: %s" % (name, k["cls"], norm(k.get("msg", "")))


def summarize(seeds, work, out, names, compile_only, contraction=()):
    """Counts per oracle; `contraction`: seeds whose mismatches were shown
    to be contraction."""
    oracles = {n: {"programs": {}, "kernels": {}} for n in names[1:]}
    groups = {}
    findings = []
    reports = {}
    kernels_total = 0
    for seed in seeds:
        program, pairs = classify_program(seed, work, names, compile_only)
        kernels_total += len(program["kernels"])
        bad = False
        for name, kernels in pairs.items():
            if seed in contraction:
                for k in kernels:
                    if k["cls"] == "MISMATCH":
                        k["cls"] = "CONTRACTION"
            o = oracles[name]
            c = worst([k["cls"] for k in kernels])
            o["programs"][c] = o["programs"].get(c, 0) + 1
            for k in kernels:
                o["kernels"][k["cls"]] = o["kernels"].get(k["cls"], 0) + 1
                if k["cls"] not in ("PASS", "REF_FAIL", "CONTRACTION"):
                    bad = True
                    groups.setdefault(group_key(name, k), []).append(seed)
                elif k["cls"] == "REF_FAIL":
                    groups.setdefault(group_key(names[0], k), []).append(seed)
        if bad:
            findings.append(seed)
            save_finding(seed, work, out, names, pairs)
            if len(reports) < 300:
                reports[str(seed)] = describe(seed, names, pairs)[:4000]
    return {"programs": len(seeds), "kernels": kernels_total, "reference": names[0],
            "reports": reports, "kernel_seconds": seconds_per_config(seeds, work, names),
            "configs": names, "compile_only": compile_only, "oracles": oracles,
            "differing_programs": len(findings), "findings": findings,
            "contraction": sorted(contraction),
            "groups": {k: sorted(set(v)) for k, v in groups.items()}}


def seconds_per_config(seeds, work, names):
    """Seconds each configuration spent in its kernels (compile and launch)."""
    total = {}
    for name in names:
        t = 0.0
        for seed in seeds:
            p = os.path.join(work, "res", name, "p%d.json" % seed)
            st = json.load(open(p)) if os.path.exists(p) else None
            t += sum(k.get("seconds", 0) for k in (st or {}).get("kernels", []))
        total[name] = round(t, 1)
    return total


def save_finding(seed, work, out, names, pairs):
    d = os.path.join(out, "findings", str(seed))
    os.makedirs(d, exist_ok=True)
    shutil.copy(os.path.join(work, "progs", "p%d.py" % seed), os.path.join(d, "prog.py"))
    shutil.copy(os.path.join(work, "progs", "p%d.json" % seed), os.path.join(d, "prog.json"))
    differing = [n for n, ks in pairs.items() if any(k["cls"] not in ("PASS", "REF_FAIL")
                                                     for k in ks)]
    for name in names:
        # Arrays of the reference and the first configuration that differs.
        exts = ("json", "npz") if name in (names[0], differing[0]) else ("json",)
        for ext in exts:
            src = os.path.join(work, "res", name, "p%d.%s" % (seed, ext))
            if os.path.exists(src):
                shutil.copy(src, os.path.join(d, "%s.%s" % (name, ext)))
    with open(os.path.join(d, "report.txt"), "w") as f:
        f.write(describe(seed, names, pairs))
    with open(os.path.join(d, "replay.sh"), "w") as f:
        f.write('python3 "%s/run.py" --replay "$(dirname "$0")" --configs %s --out '
                '/tmp/difftest-replay-%d "$@"\n' % (os.path.dirname(os.path.abspath(__file__)),
                                                    ",".join(names), seed))


def describe(seed, names, pairs):
    lines = ["seed %d, reference %s" % (seed, names[0])]
    for name, kernels in pairs.items():
        for k in kernels:
            if k["cls"] in ("PASS",):
                continue
            lines.append("%s: %s %s (%s)" % (name, k["kernel"], k["cls"], k["kind"]))
            for m in k.get("arrays", []):
                first = ", ".join("%s: %s %s, %s %s" % (i, names[0], x, name, y)
                                  for i, x, y in m.get("first", []))
                lines.append("  %s (%s %s, view %s): %s of %s differ; %s%s" % (
                    m["array"], m.get("role"), inputs.dtype_name(m.get("dtype")), m.get("view"),
                    m["n"],
                    m.get("total"), first, "" if m.get("max_rel_err") is None else
                    "; max rel err %.3g" % m["max_rel_err"]))
            if k.get("msg"):
                lines.append("  " + k["msg"])
            if k.get("tb"):
                lines.append(k["tb"])
    return "\n".join(lines) + "\n"


def print_summary(s):
    print()
    asked = s.get("asked", s["programs"])
    rest = s.get("first_unfinished")
    print("difftest: %d programs%s, %d kernels, reference %s%s, %.0fs" % (
        s["programs"], "" if asked == s["programs"] else
        " (of %d asked; every seed before %s ran)" % (asked, rest),
        s["kernels"], s["reference"],
        " (compile only)" if s["compile_only"] else "", s.get("seconds", 0)))
    for name, o in s["oracles"].items():
        print("  %-28s programs %s   kernels %s" % (
            s["reference"] + " vs " + name,
            " ".join("%s %d" % (c, o["programs"][c]) for c in ORDER if c in o["programs"]),
            " ".join("%s %d" % (c, o["kernels"][c]) for c in ORDER if c in o["kernels"])))
    if s.get("kernel_seconds"):
        print("  seconds in kernels (compile and launch): " +
              ", ".join("%s %.0f" % kv for kv in s["kernel_seconds"].items()))
    if s["groups"]:
        print("\nby first error line or mismatching array (kernels):")
        for k, v in sorted(s["groups"].items(), key=lambda kv: -len(kv[1])):
            print("  %4d  %s   [seeds %s%s]" % (len(v), k, " ".join(map(str, v[:8])),
                                                " ..." if len(v) > 8 else ""))
    if s.get("contraction"):
        print("\n%d programs differ only by fused multiply-adds (they agree without them): %s"
              % (len(s["contraction"]), " ".join(map(str, s["contraction"][:20]))))
    print("\n%d programs differ%s" % (s["differing_programs"],
                                       (": saved under findings/" if s["findings"] else "")))
