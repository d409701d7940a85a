"""The per-CPU kernel choice seen from Python: qkv.kernel_choice() names the
sizes in use and their source, and a process started with QKV_WISDOM set
runs with that file's entry for its CPU (written as `qkv tune` writes it)."""

import json
import os
import subprocess
import sys

import qkv

_FIELDS = ("forward_tile_bytes", "backward_tile_bytes", "decode_tile_keys", "split_keys",
           "decode_prefetch_level")


def test_kernel_choice_names_sizes_cpu_and_source():
    c = qkv.kernel_choice()
    assert set(c) == set(_FIELDS) | {"cpu", "source", "note"}
    assert all(isinstance(c[f], int) and c[f] > 0 for f in _FIELDS)
    assert c["source"] == "defaults" or c["source"].startswith(("table: ", "wisdom: "))


def test_a_wisdom_file_sets_the_choice_of_a_new_process(tmp_path):
    cpu = qkv.kernel_choice()["cpu"]
    want = {"forward_tile_bytes": 16384, "backward_tile_bytes": 65536,
            "decode_tile_keys": 256, "split_keys": 1024, "decode_prefetch_level": 2}
    path = tmp_path / "wisdom.json"
    path.write_text(json.dumps({"qkv_wisdom": 1, "choices": {cpu: want}}))
    env = dict(os.environ, QKV_WISDOM=str(path))
    code = ("import json, numpy as np, qkv\n"
            "q = np.ones((1, 1, 2, 4), np.float32)\n"
            "qkv.attention(q, q, q)\n"
            "print(json.dumps(qkv.kernel_choice()))")
    out = subprocess.run([sys.executable, "-c", code], env=env, check=True,
                         capture_output=True, text=True).stdout
    got = json.loads(out)
    assert {f: got[f] for f in _FIELDS} == want
    assert got["source"] == f"wisdom: {path}"
    # A malformed file named by QKV_WISDOM: the first call raises, naming it.
    path.write_text("{")
    code = ("import numpy as np, qkv\n"
            "q = np.ones((1, 1, 2, 4), np.float32)\n"
            "qkv.attention(q, q, q)")
    run = subprocess.run([sys.executable, "-c", code], env=env,
                         capture_output=True, text=True)
    assert run.returncode != 0
    assert "ValueError" in run.stderr and str(path) in run.stderr, run.stderr
