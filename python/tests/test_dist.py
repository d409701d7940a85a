"""qkv.dist with mpi4py: ring and all-gather attention (forward and backward)
under mpirun with 2, 3 and 4 ranks equal single-process attention."""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import qkv
import qkv.dist


def test_built_with_mpi():
    assert qkv._qkv.have_mpi, "make test builds qkv with MPI (libopenmpi-dev)"


@pytest.mark.parametrize("ranks", [2, 3, 4])
def test_ring_attention_under_mpirun(ranks):
    pytest.importorskip("mpi4py")
    mpirun = shutil.which("mpirun")
    assert mpirun, "mpirun comes with openmpi-bin (scripts/install-deps.sh)"
    script = pathlib.Path(__file__).with_name("mpi_ring_check.py")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    result = subprocess.run([mpirun, "-np", str(ranks), "--oversubscribe", sys.executable, str(script)],
                            capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("OK") == ranks, result.stdout


def test_shard_round_trip_and_errors():
    import numpy as np

    x = np.arange(2 * 3 * 12 * 2, dtype=np.float32).reshape(2, 3, 12, 2)
    for causal in (False, True):
        parts = [qkv.dist.shard(x, r, 3, causal) for r in range(3)]
        np.testing.assert_array_equal(qkv.dist.unshard(parts, causal), x)
    with pytest.raises(ValueError, match="not divisible by 10"):
        qkv.dist.shard(x, 0, 5, causal=True)
