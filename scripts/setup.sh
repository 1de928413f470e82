#!/usr/bin/env bash
# Installs every Debian package dslc needs to build and test. Idempotent: only
# missing packages are installed, so a second run does nothing.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3
  llvm-19-dev llvm-19-tools libz3-dev zlib1g-dev libzstd-dev
  libcli11-dev libgtest-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
