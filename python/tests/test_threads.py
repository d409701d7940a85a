"""The process-wide pool seen from Python: no thread started per call,
qkv.set_num_threads resizes the pool, and a forked child can call qkv."""

import os

import numpy as np
import pytest

import qkv


def _inputs(seq=64, seed=0):
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((1, 4, seq, 32), dtype=np.float32)
    k = rng.standard_normal((1, 2, seq + 30, 32), dtype=np.float32)
    v = rng.standard_normal((1, 2, seq + 30, 32), dtype=np.float32)
    return q, k, v


def _threads():
    return len(os.listdir("/proc/self/task"))


@pytest.fixture(autouse=True)
def own_pool():
    # These tests are about qkv's own pool: earlier tests may have put this
    # thread's calls on torch's OpenMP team (test_threads_torch.py).
    was_on_team = qkv._qkv.using_loaded_openmp()
    qkv._qkv.use_own_threads()
    yield
    if was_on_team:
        qkv._qkv.use_loaded_openmp()


def test_no_thread_started_per_call():
    qkv.set_num_threads(2)
    try:
        big, tiny = _inputs(), _inputs(seq=1, seed=1)
        want = qkv.attention(*big)
        count = _threads()
        for _ in range(1000):
            assert np.array_equal(qkv.attention(*big), want)
            qkv.attention(*tiny)
        assert _threads() == count
    finally:
        qkv.set_num_threads(0)


def test_set_num_threads_resizes_the_pool():
    qkv.set_num_threads(1)
    try:
        alone = _threads()
        qkv.set_num_threads(3)
        assert _threads() == alone + 2
        assert qkv.get_num_threads() == 3
    finally:
        qkv.set_num_threads(0)


def test_forked_child_can_call():
    qkv.set_num_threads(2)
    try:
        x = _inputs()
        want = qkv.attention(*x)  # the pool's threads start in the parent
        pid = os.fork()
        if pid == 0:  # the child: exit status 0 if its calls agree
            code = 1
            try:
                same = all(np.array_equal(qkv.attention(*x), want) for _ in range(3))
                code = 0 if same else 1
            finally:
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
        assert np.array_equal(qkv.attention(*x), want)
    finally:
        qkv.set_num_threads(0)


def test_a_child_forked_while_another_thread_runs_multihead_attention_can_run_it():
    """A child forked while another thread was inside MultiheadAttention's
    forward hung at its first forward: on the module's lock (held in the
    parent) with the same module, inside OpenBLAS (its locks held mid-GEMM)
    with a new one. fork() now waits for running GEMMs, OpenBLAS runs one
    thread (qkv slices the rows), and a child makes the module's lock anew."""
    import signal
    import threading
    import time

    m = qkv.MultiheadAttention(256, 8)
    x = np.random.default_rng(0).standard_normal((512, 4, 256)).astype(np.float32)
    small = x[:4]
    want_same = m(small, small, small, need_weights=False)[0]
    stop = threading.Event()

    def serve():
        while not stop.is_set():
            m(x, x, x, need_weights=False)

    thread = threading.Thread(target=serve)
    thread.start()
    try:
        time.sleep(0.1)
        for attempt in range(6):
            pid = os.fork()
            if pid == 0:  # exit status 0 if both forwards finish and agree
                code = 1
                try:
                    same = np.array_equal(m(small, small, small, need_weights=False)[0], want_same)
                    qkv.MultiheadAttention(256, 8)(small, small, small, need_weights=False)
                    code = 0 if same else 1
                finally:
                    os._exit(code)
            deadline = time.monotonic() + 30
            done, status = os.waitpid(pid, os.WNOHANG)
            while done == 0 and time.monotonic() < deadline:
                time.sleep(0.02)
                done, status = os.waitpid(pid, os.WNOHANG)
            if done == 0:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                pytest.fail(f"fork {attempt}: the child hung")
            assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, attempt
    finally:
        stop.set()
        thread.join()


def test_the_interpreter_exits_cleanly_while_a_daemon_thread_is_in_a_call():
    """Python ends a thread that takes the GIL back during finalization with
    pthread_exit(); through nanobind's GIL guard that was std::terminate:
    exit status 134 instead of 0 whenever a daemon thread was inside qkv."""
    import subprocess
    import sys

    script = """if True:
        import threading, time, numpy as np, qkv
        q = np.random.default_rng(0).standard_normal((4, 8, 512, 32)).astype(np.float32)
        def loop():
            while True:
                qkv.attention(q, q, q)
        threading.Thread(target=loop, daemon=True).start()
        time.sleep(0.3)
    """
    for _ in range(3):
        result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr[-2000:]
