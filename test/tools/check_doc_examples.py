"""Checks that every ```python example in a Markdown document is a test.

Each ```python block must be preceded (on the line before the fence) by

    <!-- test: test/sema/doc_example.py -->

naming a file, relative to the repository root, that contains the block's
text verbatim. Prints one line per problem and exits with status 1 if there
is any.

    check_doc_examples.py DOC.md [--root DIR]   (DIR: the repository root,
                                                 by default the parent of
                                                 the document's folder)
"""
import argparse
import os
import re
import sys

MARKER = re.compile(r"^<!--\s*test:\s*(\S+)\s*-->\s*$")


def python_blocks(lines):
    """Yields (line number of the fence, marker line or None, block text)."""
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```python":
            start = i
            body = []
            i += 1
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i])
                i += 1
            previous = lines[start - 1] if start > 0 else ""
            yield start + 1, previous, "\n".join(body)
        i += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("doc")
    parser.add_argument("--root")
    args = parser.parse_args()
    root = args.root or os.path.dirname(os.path.dirname(os.path.abspath(args.doc)))
    with open(args.doc, encoding="utf-8") as f:
        lines = f.read().split("\n")
    name = os.path.basename(args.doc)
    problems = []
    count = 0
    for line, previous, block in python_blocks(lines):
        count += 1
        marker = MARKER.match(previous)
        if not marker:
            problems.append(f"{name}:{line}: python example without a "
                            "`<!-- test: PATH -->` line before it")
            continue
        path = marker.group(1)
        try:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                test = f.read()
        except OSError as error:
            problems.append(f"{name}:{line}: cannot read {path}: {error.strerror}")
            continue
        if block not in test:
            problems.append(f"{name}:{line}: the example is not verbatim in {path}")
    for problem in problems:
        print(problem)
    print(f"{count} python examples, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
