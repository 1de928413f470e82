#!/usr/bin/env bash
# Installs every Debian package dslc needs to build and test, and ptxas and
# libdevice where no CUDA toolkit has them. Idempotent: only what is missing
# is installed, so a second run does nothing.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3 python3-pip python3-venv python3-dev
  llvm-19-dev llvm-19-tools libz3-dev zlib1g-dev libzstd-dev
  libcli11-dev libgtest-dev
  # The libFuzzer targets (scripts/fuzz.sh): clang and its fuzzer and
  # sanitizer runtimes, of the LLVM dslc links.
  clang-19 libclang-rt-19-dev
  # The format check (scripts/format.sh), and the test that builds a C++
  # program against the package with pkg-config.
  clang-format-19 pkg-config
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
else
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# From the CUDA toolkit dslc needs libdevice (math functions, linked into
# kernels), ptxas (the tests assemble every PTX they produce), and for
# `dslc compile --emit=cubin|fatbin` and `--resource-usage` libnvJitLink.so
# and fatbinary (compiler/assemble). Where no toolkit provides them,
# NVIDIA's wheels do, unpacked into $cuda.
cuda="${CUDA_HOME:-/usr/local/cuda}"
cuda_version=13.0.88
have_nvjitlink() { ls "$cuda"/lib64/libnvJitLink.so* >/dev/null 2>&1; }
if [ -x "$cuda/bin/ptxas" ] && [ -f "$cuda/nvvm/libdevice/libdevice.10.bc" ] &&
  [ -x "$cuda/bin/fatbinary" ] && have_nvjitlink; then
  echo "setup: ptxas, fatbinary, libnvJitLink and libdevice present in $cuda"
  exit 0
fi
echo "setup: installing ptxas, fatbinary, libnvJitLink and libdevice $cuda_version into $cuda"
wheels="$(mktemp -d)"
trap 'rm -rf "$wheels"' EXIT
wheel_packages=("nvidia-cuda-nvcc==$cuda_version" "nvidia-nvvm==$cuda_version"
  "nvidia-nvjitlink==$cuda_version")
python3 -m pip install --quiet --no-deps --target "$wheels" "${wheel_packages[@]}" 2>&1 ||
  python3 -m pip install --quiet --no-deps --break-system-packages --target "$wheels" \
    "${wheel_packages[@]}"
$sudo mkdir -p "$cuda/bin" "$cuda/lib64" "$cuda/nvvm/libdevice"
$sudo install -m 0755 "$wheels/nvidia/cu13/bin/ptxas" "$cuda/bin/ptxas"
$sudo install -m 0644 "$wheels/nvidia/cu13/nvvm/libdevice/libdevice.10.bc" "$cuda/nvvm/libdevice/"
fatbinary="$(find "$wheels" -name fatbinary -type f | head -n 1)"
if [ -n "$fatbinary" ]; then
  $sudo install -m 0755 "$fatbinary" "$cuda/bin/fatbinary"
else
  echo "setup: the wheels have no fatbinary: --emit=fatbin needs a CUDA toolkit" >&2
fi
for library in $(find "$wheels" -name 'libnvJitLink.so*' -type f); do
  $sudo install -m 0644 "$library" "$cuda/lib64/"
done
