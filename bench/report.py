"""One table of dslc's figures with its peers beside them, from the JSON that
dslc-bench (--json) and segmented_sum_bench.py (--json) write, and the PNG
plots of docs/performance.md (with matplotlib, where it is installed).

    python3 report.py [--bench bench.json] [--uncoarsened parity.json]
                      [--collectives collectives.json] [--segsum segsum.json]
                      [--plots DIR]

Sections: the segmented sum (dslc, CUB through CuPy and as CUDA C++, PyTorch,
Numba; TB/s and % of a copy); the memory-bound lang-examples (TB/s and % of
copy, with thread coarsening and without it, beside nvcc's one element per
thread); each lang-example's dslc/nvcc time; each cuda.coop collective's
dslc/CUB time."""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MEMORY_BOUND = ("saxpy", "to_polar", "blend", "heat_step", "damped_wave")


def load(path):
    if not path or not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def pairs(rows, section, left, right):
    """{kernel: (left value, right value, gb/s left, gb/s right, note)} of a
    side-by-side section, whose rows are named `<kernel>: <side>`."""
    table = {}
    for row in rows:
        if row["section"] != section or ": " not in row["name"]:
            continue
        kernel, side = row["name"].rsplit(": ", 1)
        entry = table.setdefault(kernel, {})
        entry[side] = row["value"]
        entry.setdefault("note", row["note"])
    return {k: v for k, v in table.items() if left in v and right in v}


def copy_tbs(rows):
    for row in rows:
        if row["name"].startswith("copy") and row["unit"] == "TB/s":
            return row["value"]
    return None


def print_segsum(segsum):
    print("Segmented sum of 2^28 float32 on %s: TB/s (%% of a %.2f TB/s copy)" % (
        segsum["device"], segsum["copy_tbs"]))
    peers = (("dslc", "dslc"), ("cub_cupy", "CUB (CuPy)"), ("cub_cpp", "CUB (C++)"),
             ("torch", "PyTorch"), ("numba", "Numba"))
    print("%8s | " % "seglen" + " ".join("%13s" % label for _, label in peers))
    for row in segsum["rows"]:
        cells = []
        for key, _ in peers:
            cell = row.get(key)
            cells.append("%13s" % ("-" if not cell else "%.2f %4.0f%%%s" % (
                cell["tbs"], cell["pct_copy"], "" if cell["correct"] else "!")))
        print("%8d | %s" % (row["seglen"], " ".join(cells)))
    print()


def print_elementwise(bench_rows, uncoarsened_rows):
    copy = copy_tbs(bench_rows)
    after = pairs(bench_rows, "parity", "dslc", "nvcc")
    before = pairs(uncoarsened_rows or [], "parity", "dslc", "nvcc")
    print("Memory-bound lang-examples: TB/s (%% of a %s TB/s copy), same arrays and launch" % (
        "%.2f" % copy if copy else "?"))
    print("%-46s %16s %16s %16s" % ("kernel", "dslc", "dslc uncoarsened", "nvcc"))
    for kernel, entry in after.items():
        if not any(name in kernel for name in MEMORY_BOUND):
            continue
        gbs = lambda e, side: e.get(side + " bandwidth")  # noqa: E731
        cells = []
        for source, side in ((entry, "dslc"), (before.get(kernel), "dslc"), (entry, "nvcc")):
            value = source and gbs(source, side)
            cells.append("%16s" % ("-" if not value else "%.2f %4.0f%%" % (
                value / 1000, 100 * value / 1000 / copy if copy else 0)))
        print("%-46s %s" % (kernel[:46], " ".join(cells)))
    print()


def print_ratios(title, table, left, right):
    print(title)
    print("%-52s %10s %10s %9s" % ("kernel", left + " ms", right + " ms", left + "/" + right))
    for kernel, entry in table.items():
        print("%-52s %10.4f %10.4f %9.3f" % (kernel[:52], entry[left], entry[right],
                                              entry[left] / entry[right]))
    print()


def bar_plot(table, left, right, title, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("no matplotlib: no " + path)
        return
    names = list(table)
    ratios = [table[n][left] / table[n][right] for n in names]
    fig, ax = plt.subplots(figsize=(9, 0.28 * len(names) + 1.2), dpi=120)
    ax.barh(range(len(names)), ratios, color=["#c44" if r > 1.03 else "#48a" for r in ratios])
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.axvline(1.03, color="gray", linestyle="--", linewidth=0.8, label="1.03")
    ax.set_yticks(range(len(names)))
    ax.set_yticklabels(names, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("%s time / %s time (lower is faster)" % (left, right))
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    print("plot: " + path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench")
    parser.add_argument("--uncoarsened")
    parser.add_argument("--collectives")
    parser.add_argument("--segsum")
    parser.add_argument("--plots", help="directory for the PNG plots")
    args = parser.parse_args()
    bench, uncoarsened = load(args.bench), load(args.uncoarsened)
    collectives, segsum = load(args.collectives), load(args.segsum)
    bench_rows = bench["rows"] if bench else []
    if segsum:
        print_segsum(segsum)
    if bench_rows:
        print_elementwise(bench_rows, uncoarsened and uncoarsened["rows"])
        parity = pairs(bench_rows, "parity", "dslc", "nvcc")
        print_ratios("Every lang-example beside the same kernel built by nvcc -O3", parity,
                     "dslc", "nvcc")
    coop_rows = (collectives or {}).get("rows", []) + bench_rows
    coop = pairs(coop_rows, "collectives", "dslc", "CUB")
    if coop:
        print_ratios("cuda.coop's collectives in dslc beside CUB's", coop, "dslc", "CUB")
    if args.plots:
        os.makedirs(args.plots, exist_ok=True)
        if segsum:
            sys.path.insert(0, HERE)
            from segmented_sum_bench import plot
            plot(segsum, os.path.join(args.plots, "segmented_sum.png"))
        if bench_rows:
            bar_plot(pairs(bench_rows, "parity", "dslc", "nvcc"), "dslc", "nvcc",
                     "lang-examples: dslc beside nvcc -O3", os.path.join(args.plots, "parity.png"))
        if coop:
            bar_plot(coop, "dslc", "CUB", "cuda.coop collectives: dslc beside CUB",
                     os.path.join(args.plots, "collectives.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
