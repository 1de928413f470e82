"""Times the front end (read, lex, parse) on a generated 100 000-line kernel
file: median of several runs of `dslc compile --emit=ast --time-passes`.

    python3 bench/frontend.py [path/to/dslc] [--lines N] [--runs R]
"""
import argparse
import os
import re
import statistics
import subprocess
import tempfile

KERNEL = """@cuda.jit
def kernel{k}(a, x, y, n):
    i = cuda.grid(1)
    s = 0.0
    for j in range(0, n, 2):
        if i < x.size and j % 3 == 0:
            s += a * x[i] + y[i] * 0x1F - (j // 4) ** 2
        elif j > 10:
            s -= math.sqrt(float(j))
        else:
            continue
    y[i] = s if s > 0 else -s
    return

    # a comment line

"""


def generate(lines):
    text = "from numba import cuda\nimport math\nTPB = 256\n\n"
    k = 0
    while text.count("\n") < lines:
        text += KERNEL.format(k=k)
        k += 1
    return "\n".join(text.split("\n")[:lines]) + "\n"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("dslc", nargs="?", default=os.path.join(root, "build", "bin", "dslc"))
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(generate(args.lines))
        path = f.name
    phases = {}
    for _ in range(args.runs):
        out = subprocess.run([args.dslc, "compile", "--emit=ast", "--time-passes", path],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                             check=True).stderr
        for name, ms in re.findall(r"^(\w+)\s+([0-9.]+) ms$", out, re.M):
            phases.setdefault(name, []).append(float(ms))
    os.unlink(path)
    print(f"{args.lines} lines, {args.runs} runs, median ms:")
    for name, values in phases.items():
        print(f"  {name:8s} {statistics.median(values):8.2f}")


if __name__ == "__main__":
    main()
