"""qkv.dist with mpi4py: ring and all-gather attention (forward and backward)
under mpirun with 2, 3 and 4 ranks equal single-process attention."""

import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import qkv
import qkv.dist


# The manylinux wheel has no MPI (make test-wheel; test_packaging.py checks
# that it says so); a source build in `make test` has it.
WHEEL = os.environ.get("QKV_TEST_WHEEL") == "1"


def test_built_with_mpi():
    assert qkv.dist.have_mpi or WHEEL, "make test builds qkv with MPI (libopenmpi-dev)"


@pytest.mark.skipif(WHEEL, reason="the manylinux wheel has no MPI extension")
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


def test_shard_checks_every_argument():
    import numpy as np

    x = np.zeros((1, 2, 8, 3), dtype=np.float32)
    for rank, world, causal, error, names in [
        (2, 2, True, ValueError, "rank"),  # rank >= world (overlapped rank 1's rows)
        (3, 2, False, ValueError, "rank"),  # an empty shard before
        (-1, 2, False, ValueError, "rank"),
        (0, -2, False, ValueError, "world"),  # data before
        (0, 0, False, ValueError, "world"),  # ZeroDivisionError before
        (0, 3, False, ValueError, "not divisible by 3"),
        (0, 3, True, ValueError, "not divisible by 6"),
        (0.0, 2, False, TypeError, "rank"),
        (0, 2.0, False, TypeError, "world"),
        (True, 2, False, TypeError, "rank"),
        ("0", 2, False, TypeError, "rank"),
        (0, 2**40, False, ValueError, "world"),
        (0, 2, 1, TypeError, "causal"),
    ]:
        with pytest.raises(error, match=names):
            qkv.dist.shard(x, rank, world, causal)
    with pytest.raises(ValueError, match="x: expected"):
        qkv.dist.shard(np.zeros((8, 3), dtype=np.float32), 0, 2)
    with pytest.raises(TypeError, match="x: expected a numpy array"):
        qkv.dist.shard([[1.0]], 0, 1)
    # numpy integers are integers; the last rank of a zigzag split is valid.
    np.testing.assert_array_equal(qkv.dist.shard(x, np.int64(1), np.int32(2), True), x[:, :, 2:6])


def test_unshard_checks_every_argument():
    import numpy as np

    a = np.zeros((1, 2, 4, 3), dtype=np.float32)
    with pytest.raises(ValueError, match="no shards"):
        qkv.dist.unshard([])
    with pytest.raises(TypeError, match="shards"):
        qkv.dist.unshard(a)
    with pytest.raises(ValueError, match=r"shards\[1\]: shape"):
        qkv.dist.unshard([a, np.zeros((1, 2, 5, 3), dtype=np.float32)])
    with pytest.raises(ValueError, match="odd"):
        qkv.dist.unshard([a[:, :, :3], a[:, :, :3]], causal=True)
    with pytest.raises(TypeError, match=r"shards\[1\]"):
        qkv.dist.unshard([a, [1.0]])
    with pytest.raises(TypeError, match="causal"):
        qkv.dist.unshard([a, a], causal="yes")
    # lse-like shards (batch, heads, seq) round-trip too.
    lse = np.arange(2 * 12, dtype=np.float32).reshape(1, 2, 12)
    parts = [qkv.dist.shard(lse, r, 3, True) for r in range(3)]
    np.testing.assert_array_equal(qkv.dist.unshard(parts, True), lse)


def test_ring_attention_checks_arguments_before_communicating():
    import numpy as np

    q = np.zeros((1, 2, 4, 8), dtype=np.float32)
    for kwargs, error, names in [
        (dict(num_threads=-1), ValueError, "num_threads"),
        (dict(num_threads=2**40), ValueError, "num_threads"),
        (dict(num_threads=1.5), TypeError, "num_threads"),
        (dict(piece_rows=-1), ValueError, "piece_rows"),
        (dict(piece_rows=2.5), TypeError, "piece_rows"),
        (dict(piece_rows=True), TypeError, "piece_rows"),
        (dict(causal=1), TypeError, "causal"),
        (dict(key_lengths=[1.7]), TypeError, r"key_lengths\[0\]"),
        (dict(key_lengths=[2**64]), ValueError, r"key_lengths\[0\]"),
        (dict(key_lengths=[-1]), ValueError, r"key_lengths\[0\]"),
        (dict(key_lengths=3), TypeError, "key_lengths"),
        (dict(timeout=0), ValueError, "timeout"),
        (dict(timeout=-1.5), ValueError, "timeout"),
        (dict(timeout="5"), TypeError, "timeout"),
        (dict(timeout=True), TypeError, "timeout"),
        (dict(strategy="tree"), ValueError, "strategy"),
        (dict(strategy=None), ValueError, "strategy"),
    ]:
        with pytest.raises(error, match=names):
            qkv.dist.ring_attention(None, q, q, q, **kwargs)
        with pytest.raises(error, match=names):
            qkv.dist.ring_attention_backward(None, q, q, q, q, q, q[..., 0], **kwargs)
    # The communicator first, or the arrays with group=; nothing else.
    with pytest.raises(TypeError, match=r"expected \(q, k, v\) with group="):
        qkv.dist.ring_attention(q, q)
    with pytest.raises(TypeError, match=r"got 4 positional"):
        qkv.dist.ring_attention(None, q, q, q, group=object())
    with pytest.raises(TypeError, match="comm"):  # neither mpi4py nor torch.distributed
        qkv.dist.ring_attention(q, q, q, group=object())
    if qkv.dist.have_mpi and importlib.util.find_spec("mpi4py"):
        with pytest.raises(TypeError, match="comm"):
            qkv.dist.ring_attention(None, q, q, q)


def test_group_defaults_to_torch_distributed_only_when_initialized():
    import numpy as np
    import torch.distributed as dist

    assert not dist.is_initialized()
    q = np.zeros((1, 2, 4, 8), dtype=np.float32)
    with pytest.raises(ValueError, match="group: torch.distributed is not initialized"):
        qkv.dist.ring_attention(q, q, q)


def test_auto_strategy_rule():
    assert qkv.dist._auto("auto", 2, 8, 2, 4096) == "ulysses"
    assert qkv.dist._auto("auto", 2, 8, 2, 8192) == "ring"  # long shards at 2 ranks: the ring
    assert qkv.dist._auto("auto", 4, 8, 4, 65536) == "ulysses"
    assert qkv.dist._auto("auto", 4, 8, 2, 16) == "ring"  # KV heads do not divide
    assert qkv.dist._auto("auto", 3, 8, 8, 16) == "ring"  # nor the query heads
    assert qkv.dist._auto("ring", 2, 8, 2, 16) == "ring"
