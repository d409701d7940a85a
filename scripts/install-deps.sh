#!/usr/bin/env bash
# Installs everything qkv needs to build and test, on Debian 12 or 13.
# Idempotent and quick when all is present: apt runs only for missing
# packages, pip only when python/requirements-dev.txt changed.
#   scripts/install-deps.sh          C++ toolchain and libraries
#   scripts/install-deps.sh python   also the virtual environment .venv
#   scripts/install-deps.sh arm      also the aarch64 cross toolchain, the
#                                    arm64 libraries (multiarch) and qemu-user
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(g++ make cmake ninja-build pkg-config libgtest-dev libbenchmark-dev libhwy-dev libopenblas-dev libopenblas-serial-dev nlohmann-json3-dev libpng-dev
          libopenmpi-dev openmpi-bin
          clang  # libFuzzer (clang-format comes pinned from PyPI: requirements-dev.txt)
          python3 python3-venv python3-dev
          chromium chromium-driver)  # the explorer page's browser test

if [ "${1:-}" = arm ]; then
  # arm64 libraries beside the amd64 ones (Debian multiarch).
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    echo "install-deps: adding the arm64 architecture (multiarch)"
    $sudo dpkg --add-architecture arm64
  fi
  packages+=(g++-aarch64-linux-gnu qemu-user libhwy-dev:arm64 libgtest-dev:arm64
             libopenblas-dev:arm64)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# libFuzzer's runtime matches the installed clang's major version.
clang_major=$(clang --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
rt="libclang-rt-${clang_major}-dev"
if [ -n "$clang_major" ] && \
   ! dpkg-query -W -f='${Status}' "$rt" 2>/dev/null | grep -q "ok installed"; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "install-deps: installing $rt"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "$rt"
fi

if [ "${1:-}" = python ]; then
  req=python/requirements-dev.txt
  stamp=.venv/.requirements-stamp
  if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
  fi
  if [ ! -f "$stamp" ] || ! cmp -s "$req" "$stamp"; then
    echo "install-deps: installing Python packages from $req"
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -r "$req"
    cp "$req" "$stamp"
  fi
fi
