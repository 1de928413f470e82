#!/usr/bin/env python3
"""dslc's differential tester: random well-defined programs (gen.py) run
under several configurations (configs.py), their results compared with the
first configuration's, which is the reference.

  python3 run.py --seeds 0:2000 --configs default --jobs 16 --out /tmp/dt   # on a GPU
  python3 run.py --seeds 0:300 --configs self --compile-only                # no GPU
  python3 run.py --replay /tmp/dt/findings/17                                # one finding again

`default` is numba, then dslc at the default settings, -O0, without
coarsening, without lanes of virtual warps and in debug mode; `self` is
dslc's configurations alone (dslc the reference); or a comma-separated
list of names. Every program that differs is saved under OUT/findings/SEED
(its source, spec, each configuration's status and arrays, a report) and
can be replayed or minimised (minimize.py). The exit status is 1 when any
program differs, 0 otherwise.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import configs  # noqa: E402
import report   # noqa: E402

DEATH_RERUN = 3   # worker.FATAL


class Unit:
    """One configuration over a chunk of seeds; after a death or a hang,
    the rest of the chunk again, one program per process."""

    def __init__(self, config, seeds, work, a):
        self.config, self.seeds, self.work, self.a = config, seeds, work, a
        self.resdir = os.path.join(work, "res", config)
        self.logdir = os.path.join(work, "logs", config)

    def done(self, seed):
        return os.path.exists(os.path.join(self.resdir, "p%d.json" % seed))

    def run(self):
        if self.first_try() != 0:
            self.one_by_one()

    def first_try(self):
        os.makedirs(self.resdir, exist_ok=True)
        os.makedirs(self.logdir, exist_ok=True)
        return self.spawn(self.seeds, "c%d" % self.seeds[0])

    def one_by_one(self):
        for s in self.seeds:
            if not self.done(s):
                self.spawn([s], "s%d" % s)

    def spawn(self, seeds, tag):
        progress = os.path.join(self.logdir, "progress-%s.txt" % tag)
        log_path = os.path.join(self.logdir, "stderr-%s.txt" % tag)
        cmd = [sys.executable, os.path.join(HERE, "worker.py"), "--config", self.config,
               "--work", self.work, "--seeds", ",".join(map(str, seeds)), "--progress", progress]
        if self.a.compile_only:
            cmd.append("--compile-only")
            if self.a.ptxas and self.config == "dslc":
                cmd += ["--ptxas", self.a.ptxas]
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        # Every program is new: no disk cache (whose misses run ptxas).
        env.setdefault("DSLC_DISABLE_CACHE", "1")
        with open(log_path, "w") as log:
            p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env,
                                 start_new_session=True)
            current, started = None, time.time()
            while True:
                try:
                    rc = p.wait(timeout=0.5)
                    break
                except subprocess.TimeoutExpired:
                    current, started = in_progress(progress, current, started)
                    if current is not None and time.time() - started > self.a.timeout:
                        os.killpg(p.pid, signal.SIGKILL)
                        p.wait()
                        self.mark(current, "timeout", "no result after %ds" % self.a.timeout)
                        return "killed"
        current, _ = in_progress(progress, None, time.time())
        if rc == DEATH_RERUN and current is None:
            # The worker stopped after a program that killed the GPU context
            # (its result written): the rest of the chunk has not run yet.
            return rc
        if rc != 0:
            tail = open(log_path, errors="replace").read()[-3000:]
            pending = [current] if current is not None else [s for s in seeds
                                                             if not self.done(s)][:1]
            for s in pending:
                if s is not None and not self.done(s):
                    self.mark(s, "died", "worker exit %d" % rc, tail)
        return rc

    def mark(self, seed, what, msg, tail=""):
        with open(os.path.join(self.work, "progs", "p%d.json" % seed)) as f:
            program = json.load(f)
        st = {"seed": seed, "config": self.config, "fatal": True, "kernels": [
            {"name": k["name"], "ok": False, "exc": what, "msg": "%s: %s" % (what, msg),
             "compile": False, "tb": tail} for k in program["kernels"]]}
        with open(os.path.join(self.resdir, "p%d.json" % seed), "w") as f:
            json.dump(st, f)


def in_progress(path, current, started):
    try:
        lines = open(path).read().splitlines()
    except OSError:
        return current, started
    cur, t = None, started
    for line in lines:
        parts = line.split()
        if len(parts) == 3 and parts[0] == "BEGIN":
            cur, t = int(parts[1]), float(parts[2])
        elif len(parts) == 3 and parts[0] == "END":
            cur = None
    return cur, t


def parse_seeds(text):
    if ":" in text:
        a, b = text.split(":")
        return list(range(int(a), int(b)))
    return [int(x) for x in text.split(",") if x]


def write_programs(seeds, progs, kinds):
    import gen
    for s in seeds:
        source, spec = gen.generate(s, kinds=kinds)
        with open(os.path.join(progs, "p%d.py" % s), "w") as f:
            f.write(source)
        with open(os.path.join(progs, "p%d.json" % s), "w") as f:
            json.dump(spec, f)


def copy_program(program_dir, progs):
    """A saved program (a finding's folder, or prog.py with prog.json beside it)."""
    path = program_dir if program_dir.endswith(".py") else os.path.join(program_dir, "prog.py")
    spec_path = os.path.splitext(path)[0] + ".json"
    spec = json.load(open(spec_path))
    seed = int(spec.get("seed", 0))
    shutil.copy(path, os.path.join(progs, "p%d.py" % seed))
    shutil.copy(spec_path, os.path.join(progs, "p%d.json" % seed))
    return [seed]


def run_strict(config, seeds, work, a):
    """Runs SEEDS under CONFIG, one without fused multiply-adds; False, with
    the reason printed, when its first chunk's worker gave no result (a
    Numba that does not take the option stops at its probe)."""
    units = [Unit(config, seeds[i:i + a.batch], work, a) for i in range(0, len(seeds), a.batch)]
    first = units[0]
    if first.first_try() != 0:
        if not first.done(first.seeds[0]):
            log = os.path.join(first.logdir, "stderr-c%d.txt" % first.seeds[0])
            lines = [l.strip() for l in open(log, errors="replace") if l.strip()]
            print("contraction re-check skipped: %s: %s"
                  % (config, lines[-1] if lines else "no output"), file=sys.stderr)
            return False
        first.one_by_one()
    for u in units[1:]:
        u.run()
    return True


def contraction_seeds(seeds, work, names, a):
    """Of the programs that differ from Numba only in their arrays' values
    (every kernel ran), those that agree when Numba and each configuration
    that differed run without fused multiply-adds. Integer arrays count:
    a float rounded differently may be converted to one."""
    if names[0] != "numba" or a.compile_only:
        return set()
    suspects = {}  # seed: the strict forms of the configurations that differ
    for seed in seeds:
        _, pairs = report.classify_program(seed, work, names, False)
        differing = {name: [k for k in kernels if k["cls"] not in ("PASS", "REF_FAIL")]
                     for name, kernels in pairs.items()}
        differing = {name: kernels for name, kernels in differing.items() if kernels}
        if differing and all(k["cls"] == "MISMATCH" for ks in differing.values() for k in ks):
            suspects[seed] = [configs.without_fma(name) for name in differing]
    if suspects and not run_strict("numba-nofma", sorted(suspects), work, a):
        return set()
    for c in sorted({c for cs in suspects.values() for c in cs}):
        run_strict(c, [s for s in sorted(suspects) if c in suspects[s]], work, a)
    agreed = set()
    for seed, strict_configs in sorted(suspects.items()):
        _, pairs = report.classify_program(seed, work, ["numba-nofma"] + strict_configs, False)
        if all(k["cls"] == "PASS" for c in strict_configs for k in pairs[c]):
            agreed.add(seed)
        else:
            print("contraction re-check: %d still differs without fused multiply-adds: %s"
                  % (seed, report.describe(seed, ["numba-nofma"] + strict_configs, pairs)),
                  file=sys.stderr)
    return agreed


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="0:50", help="A:B (half open) or a,b,c")
    ap.add_argument("--replay", help="run a saved program (a findings folder or prog.py)")
    ap.add_argument("--configs", default="default")
    ap.add_argument("--kinds", default="", help="only these kernel kinds (comma-separated)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--batch", type=int, default=25, help="programs per worker process")
    ap.add_argument("--timeout", type=float, default=90, help="seconds per program")
    ap.add_argument("--out", default="/tmp/difftest-out")
    ap.add_argument("--compile-only", action="store_true",
                    help="compile each kernel to PTX for sm_90 instead of launching it")
    ap.add_argument("--ptxas", default="", help="with --compile-only: assemble dslc's PTX")
    ap.add_argument("--time-limit", type=float, default=0,
                    help="start no chunk after this many seconds; report the finished ones")
    ap.add_argument("--keep-work", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    names = configs.parse(a.configs)
    out = os.path.abspath(a.out)
    work = os.path.join(out, "work")
    shutil.rmtree(work, ignore_errors=True)
    progs = os.path.join(work, "progs")
    os.makedirs(progs)
    t0 = time.time()
    if a.replay:
        seeds = copy_program(a.replay, progs)
    else:
        seeds = parse_seeds(a.seeds)
    kinds = [k for k in a.kinds.split(",") if k] or None
    units = [Unit(c, seeds[i:i + a.batch], work, a)
             for i in range(0, len(seeds), a.batch) for c in names]
    done = [0]
    lock = threading.Lock()
    written = set(seeds) if a.replay else set()  # a replay's program is there

    def run_unit(u):
        if a.time_limit and time.time() - t0 > a.time_limit:
            return
        # A chunk's programs are written by its first unit to start, so a
        # long campaign cut short by --time-limit generates only what it ran.
        with lock:
            if u.seeds[0] not in written:
                write_programs(u.seeds, progs, kinds)
                written.add(u.seeds[0])
        u.run()
        with lock:
            done[0] += 1
            if not a.quiet:
                print("  [%d/%d] %s seeds %d..%d (%.0fs)" % (done[0], len(units), u.config,
                                                          u.seeds[0], u.seeds[-1],
                                                          time.time() - t0), flush=True)

    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        list(pool.map(run_unit, units))
    finished = [s for s in seeds if all(
        os.path.exists(os.path.join(work, "res", c, "p%d.json" % s)) for c in names)]
    summary = report.summarize(finished, work, out, names, a.compile_only)
    if summary["findings"]:
        contraction = contraction_seeds(summary["findings"], work, names, a)
        if contraction:
            shutil.rmtree(os.path.join(out, "findings"), ignore_errors=True)
            summary = report.summarize(finished, work, out, names, a.compile_only, contraction)
    summary["asked"] = len(seeds)
    # Where a campaign cut short by --time-limit goes on: the programs
    # before it have all run.
    finished_set = set(finished)
    summary["first_unfinished"] = next((s for s in seeds if s not in finished_set), None)
    summary["seconds"] = round(time.time() - t0, 1)
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    report.print_summary(summary)
    if not a.keep_work and not a.replay:
        shutil.rmtree(os.path.join(work, "res"), ignore_errors=True)
    sys.exit(1 if summary["differing_programs"] else 0)


if __name__ == "__main__":
    main()
