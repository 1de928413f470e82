#!/usr/bin/env bash
# Checks that every C++ file of the tree (tracked, or new and not ignored)
# is formatted as .clang-format says, with Debian's clang-format-19 (the LLVM
# dslc builds with), and lists the files that are not; exits 1 if any is
# not. `scripts/format.sh --fix` formats them in place.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
formatter="${CLANG_FORMAT:-clang-format-19}"
if ! command -v "$formatter" > /dev/null; then
  "$root/scripts/setup.sh"
fi
# Tracked files and new ones git does not ignore, so a file not yet added
# is checked too.
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
  "$formatter" -i "${files[@]}"
  exit 0
fi
unformatted=()
for file in "${files[@]}"; do
  "$formatter" --dry-run --Werror "$file" > /dev/null 2>&1 || unformatted+=("$file")
done
if [ ${#unformatted[@]} -gt 0 ]; then
  echo "format: ${#unformatted[@]} of ${#files[@]} files are not formatted as .clang-format says" \
    "(scripts/format.sh --fix formats them):"
  printf '  %s\n' "${unformatted[@]}"
  exit 1
fi
echo "format: all ${#files[@]} C++ files formatted"
