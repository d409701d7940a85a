"""A rank that stops answering or dies mid-ring: the others exit non-zero
within a bounded time with a message naming that rank, over
torch.distributed (gloo) and over MPI; never a hang. (One rank's wrong
shard is the same error on every rank: torch_dist_check.py,
tests/dist/checks_test.cc.)"""

import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest

SCRIPT = pathlib.Path(__file__).with_name("dist_fault_check.py")
WHEEL = os.environ.get("QKV_TEST_WHEEL") == "1"
# dist_fault_check.py waits 3 s per message; starting Python and torch on a
# busy machine takes most of the rest.
BOUND = 90


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("mode", ["stop", "die"])
def test_torch_rank_fault_names_the_rank(mode):
    pytest.importorskip("torch.distributed")
    port = _free_port()
    procs = []
    for rank in range(2):  # started directly: torchrun would end rank 0 itself
        env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), RANK=str(rank), WORLD_SIZE="2",
                   OMP_NUM_THREADS="1")
        procs.append(subprocess.Popen([sys.executable, str(SCRIPT), "torch", mode], env=env, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    start = time.monotonic()
    try:
        _, err = procs[0].communicate(timeout=BOUND)
    finally:
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGKILL)
            p.communicate()
    assert time.monotonic() - start < BOUND
    assert procs[0].returncode == 3, err
    assert "rank 0:" in err and "rank 1" in err, err
    if mode == "die":
        assert procs[1].returncode == 7


@pytest.mark.skipif(WHEEL, reason="the manylinux wheel has no MPI extension")
@pytest.mark.parametrize("mode", ["stop", "die"])
def test_mpi_rank_fault_names_the_rank(mode):
    pytest.importorskip("mpi4py")
    mpirun = shutil.which("mpirun")
    assert mpirun, "mpirun comes with openmpi-bin (scripts/install-deps.sh)"
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMP_NUM_THREADS="1")
    start = time.monotonic()
    result = subprocess.run([mpirun, "-np", "2", "--oversubscribe", sys.executable, str(SCRIPT), "mpi", mode],
                            capture_output=True, text=True, timeout=BOUND, env=env)
    assert time.monotonic() - start < BOUND
    out = result.stdout + result.stderr
    assert result.returncode != 0, out
    if mode == "stop":  # rank 0's own message, then mpirun ends rank 1
        assert "rank 0: RuntimeError: qkv.dist: rank 0: send to rank 1: no answer within" in out or \
            "rank 0: RuntimeError: qkv.dist: rank 0: receive from rank 1: no answer within" in out, out
    else:  # mpirun names the rank that exited and ends the others: Open MPI 4
        # (Debian 12) "Process name: [[12345,1],1]", Open MPI 5 (Debian 13)
        # "Process name: [prterun-host-12345@1,1]"
        assert re.search(r"Process name: \[(\[\d+|prterun-\S+@\d+),1\]", out) and \
            re.search(r"Exit code: +7\b", out), out
