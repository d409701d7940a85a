#!/usr/bin/env bash
# The manylinux wheel (make wheel) installed into a fresh virtual environment
# and the Python suite run against it from outside the source tree.
#   scripts/test-wheel.sh            uses build/wheelhouse/qkv-*.whl
# qkv and its declared runtime dependencies (numpy, ml_dtypes,
# scipy-openblas32) are installed fresh from the wheel's metadata; the
# test-only packages (pytest, torch, safetensors, matplotlib, mpi4py) are
# taken from the project's .venv, placed after the fresh ones on sys.path, so
# the heavy torch is not installed twice. The suite runs with
# QKV_TEST_WHEEL=1: the wheel has no MPI extension and links nothing outside
# the manylinux policy and its own qkv.libs (python/tests/test_packaging.py).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
shopt -s nullglob
wheels=(build/wheelhouse/qkv-*.whl)
if ((${#wheels[@]} != 1)); then
  echo "test-wheel: expected one wheel in build/wheelhouse (make wheel), found ${#wheels[@]}" >&2
  exit 1
fi
wheel=$src/${wheels[0]}
venv=$src/build/wheel-venv
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install -q --disable-pip-version-check "$wheel"
site=$("$venv/bin/python" -c "import sysconfig; print(sysconfig.get_path('purelib'))")
dev_site=$(.venv/bin/python -c "import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))")
echo "$dev_site" > "$site/qkv-test-deps.pth"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
where=$("$venv/bin/python" -c "import qkv; print(qkv.__file__)")
case "$where" in
  "$venv"/*) echo "test-wheel: qkv from $where" ;;
  *) echo "test-wheel: qkv imported from $where, not the fresh venv" >&2; exit 1 ;;
esac
wheel_kib=$(( ($(stat -c %s "$wheel") + 1023) / 1024 ))
echo "test-wheel: $(basename "$wheel") $wheel_kib KiB"
if ((wheel_kib > 5120)); then  # issue 18: qkv's own wheel at most 5 MB
  echo "test-wheel: the wheel is $wheel_kib KiB, over 5 MB" >&2
  exit 1
fi
# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), with the part of it that is numpy's own import (none since
# qkv imports numpy on first use: python/qkv/_numpy.py).
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
QKV_TEST_WHEEL=1 "$venv/bin/python" -m pytest -q -p no:cacheprovider "$src/python/tests"
