"""Runs generated programs under one configuration, in one process: for
each kernel of each program, its inputs are built from the spec, it is
launched (or, with --compile-only, compiled to PTX for sm_90) and the
arrays it may have changed are saved. The parent (run.py) compares them.

  python3 worker.py --config dslc --work DIR --seeds 3,4,5 [--compile-only] [--ptxas PATH]
"""
import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import configs   # noqa: E402
import inputs    # noqa: E402

FATAL = 3   # the CUDA context is gone: the parent reruns the rest one by one
COMPILE_ERRORS = {"CompileError", "TypingError", "UnsupportedError", "LoweringError",
                  "NotImplementedError", "SignatureError", "NumbaError"}
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def first_line(exc):
    lines = [l.strip() for l in ANSI.sub("", str(exc)).splitlines() if l.strip()]
    for l in lines:
        if l.startswith(">>> "):
            return ("No implementation: " + l[4:])[:300]
    for l in lines:
        if "error:" in l:
            return l[:300]
    return (type(exc).__name__ + ": " + (lines[0] if lines else ""))[:300]


def failure(exc):
    names = [c.__name__ for c in type(exc).__mro__]
    return {"ok": False, "exc": type(exc).__name__, "msg": first_line(exc),
            "compile": bool(COMPILE_ERRORS.intersection(names)),
            "tb": traceback.format_exc()[-3000:]}


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def no_fused_multiply_adds():
    """NVVM's -fma=0 for every kernel Numba compiles, and no link-time
    optimisation: with it (Numba's default where nvJitLink is found),
    nvJitLink generates the code and contracts a * b + c whatever NVVM was
    told. Set on the dispatcher, as `cuda.jit()` (with parentheses) does not
    pass its `lto` on."""
    from numba.cuda import dispatcher
    from numba.cuda.cudadrv import nvvm
    init = nvvm.CompilationUnit.__init__

    def without_fma(self, options):
        init(self, dict(options, fma=False))
    nvvm.CompilationUnit.__init__ = without_fma
    make = dispatcher.CUDADispatcher.__init__

    def without_lto(self, py_func, targetoptions, *args, **kwargs):
        make(self, py_func, dict(targetoptions, lto=False), *args, **kwargs)
    dispatcher.CUDADispatcher.__init__ = without_lto


def check_no_fused_multiply_adds(cuda, np):
    """Fails unless kernels of this Numba, in the forms the programs use,
    round each product before adding: a Numba whose kernels skip NVVM's
    options (linked as LTO IR, say) would otherwise pass for one without
    contraction. Each probe is 0 only without fused multiply-adds: a * b + c
    with a * b rounding to -c, and the imaginary part of x * conj(x)."""
    @cuda.jit()
    def probe(out, a, b, c, z):
        out[0] = a[0] * b[0] + c[0]
        out[1] = (z[0] * z[0].conjugate()).imag

    @cuda.jit
    def bare(out, a, b, c):
        out[0] = a[0] * b[0] + c[0]
    one = np.float32(1 + 2.0 ** -12)
    abc = [np.array([x], dtype=np.float32) for x in (one, one, -(1 + 2.0 ** -11))]
    z = np.array([1170.4393704742433 - 3331.0345394237847j])
    out, out_bare = np.ones(2), np.ones(1, dtype=np.float32)
    probe[1, 1](out, *abc, z)
    bare[1, 1](out_bare, *abc)
    if out[0] != 0 or out[1] != 0 or out_bare[0] != 0:
        raise SystemExit("numba-nofma: this Numba still fuses multiply-adds (%g, %g, %g); its "
                         "kernels do not take NVVM's fma option"
                         % (out[0], out[1], out_bare[0]))


class Backend:
    def __init__(self, name, compile_only):
        self.name = name
        self.compile_only = compile_only
        import numpy as np
        if not hasattr(np, "row_stack"):
            np.row_stack = np.vstack
        np.seterr(all="ignore")
        import warnings
        warnings.simplefilter("ignore")
        self.np = np
        if configs.backend(name) == "dslc":
            from dslc import cuda
            from dslc.types import typeof
        else:
            import numba
            from numba import cuda
            if os.environ.get("DIFFTEST_NUMBA_FMA") == "0":
                no_fused_multiply_adds()
            typeof = numba.typeof
            if os.environ.get("DIFFTEST_NUMBA_FMA") == "0" and not compile_only:
                check_no_fused_multiply_adds(cuda, np)
            if compile_only:
                # Device functions ask the current GPU for its compute
                # capability, and there is none.
                import types
                import numba.cuda.dispatcher as dispatcher
                dispatcher.get_current_device = lambda: types.SimpleNamespace(
                    compute_capability=(9, 0))
        self.cuda, self.typeof = cuda, typeof

    def context_dead(self):
        try:
            d = self.cuda.to_device(self.np.arange(3, dtype=self.np.int32))
            ok = int(d.copy_to_host()[2]) == 2
            self.cuda.synchronize()
            return not ok
        except Exception:
            return True


def run_kernel(b, fn, spec, seed, kidx, results, ptxas):
    args, bases = [], {}
    for aidx, a in enumerate(spec["args"]):
        if a["kind"] == "scalar":
            args.append(inputs.scalar(a))
            continue
        host = inputs.host_array(a, seed, kidx, aidx)
        if b.compile_only:
            args.append(inputs.view(host, a["view"]))
            continue
        d = b.cuda.to_device(host)
        bases[a["name"]] = d
        args.append(inputs.view(d, a["view"]))
    if b.compile_only:
        signature = tuple(b.typeof(x) for x in args)
        ptx, _ = b.cuda.compile_ptx(getattr(fn, "py_func", fn), signature, cc=(9, 0))
        if ptxas:
            check_ptx(ptx, ptxas)
        return
    fn[tuple(spec["grid"]), tuple(spec["block"])](*args)
    b.cuda.synchronize()
    for name, d in bases.items():
        results["%s__%s" % (spec["name"], name)] = d.copy_to_host()


def check_ptx(ptx, ptxas):
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
        f.write(ptx)
    try:
        p = subprocess.run([ptxas, "-arch=sm_90", f.name, "-o", os.devnull],
                           capture_output=True, text=True, timeout=120)
        if p.returncode != 0:
            raise RuntimeError("ptxas rejected the PTX: " + (p.stderr.strip().splitlines() or
                                                             ["?"])[0])
    finally:
        os.unlink(f.name)


def simulated_death(b, seed):
    """Whether DIFFTEST_FATAL=CONFIG:SEED asks this program to end its
    worker as a dead GPU context does (the tester's own check, smoke.sh)."""
    return os.environ.get("DIFFTEST_FATAL") == "%s:%d" % (b.name, seed)


def run_program(b, work, seed, ptxas):
    progs = os.path.join(work, "progs")
    with open(os.path.join(progs, "p%d.json" % seed)) as f:
        program = json.load(f)
    status = {"seed": seed, "config": b.name, "kernels": [], "fatal": False}
    results = {}
    try:
        module = load(os.path.join(progs, "p%d.py" % seed), "difftest_p%d" % seed)
        load_error = None
    except Exception as e:
        module, load_error = None, failure(e)
    for kidx, spec in enumerate(program["kernels"]):
        st = {"name": spec["name"]}
        if module is None:
            st.update(load_error)
        else:
            t0 = time.time()
            try:
                if simulated_death(b, seed):
                    raise RuntimeError("DIFFTEST_FATAL: the GPU context is taken as dead")
                run_kernel(b, getattr(module, spec["name"]), spec, program["seed"], kidx,
                           results, ptxas)
                st["ok"] = True
            except Exception as e:
                st.update(failure(e))
                if simulated_death(b, seed) or (not b.compile_only and b.context_dead()):
                    st["fatal"] = status["fatal"] = True
            st["seconds"] = round(time.time() - t0, 4)
        status["kernels"].append(st)
        if status["fatal"]:
            break
    resdir = os.path.join(work, "res", b.name)
    if results:
        b.np.savez(os.path.join(resdir, "p%d.npz" % seed), **results)
    with open(os.path.join(resdir, "p%d.json" % seed), "w") as f:
        json.dump(status, f)
    return status


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--seeds", required=True)
    ap.add_argument("--progress", required=True)
    ap.add_argument("--compile-only", action="store_true")
    ap.add_argument("--ptxas", default="")
    a = ap.parse_args()
    os.environ.update(configs.environment(a.config))
    b = Backend(a.config, a.compile_only)
    with open(a.progress, "a", buffering=1) as progress:
        for seed in [int(s) for s in a.seeds.split(",") if s]:
            progress.write("BEGIN %d %f\n" % (seed, time.time()))
            st = run_program(b, a.work, seed, a.ptxas)
            progress.write("END %d %f\n" % (seed, time.time()))
            if st["fatal"]:
                sys.exit(FATAL)


if __name__ == "__main__":
    main()
