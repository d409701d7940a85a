"""Beside PyTorch, qkv's calls run on the team of torch's OpenMP runtime
(one set of worker threads in the process, not two): the same bits as qkv's
own pool, no thread started per call, QKV_OPENMP=0 keeps qkv's pool, and a
forked child (where a GNU OpenMP team does not survive) keeps working."""

import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

import qkv  # noqa: E402
from qkv import _qkv  # noqa: E402


def _inputs(seq=96, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(2, 4, seq, 32, generator=g)
    k = torch.randn(2, 2, seq + 17, 32, generator=g)
    v = torch.randn(2, 2, seq + 17, 32, generator=g)
    return q, k, v


def _threads():
    return len(os.listdir("/proc/self/task"))


def _adopted(env):
    code = "import torch, qkv; from qkv import _qkv; print(_qkv.using_loaded_openmp())"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True)
    return out.stdout.strip()


_POOL_PROBE = """
import os, torch, qkv
def ids(): return set(os.listdir("/proc/self/task"))
torch.set_num_threads(THREADS)
a = torch.randn(256, 256)
q, k, v = (torch.randn(1, 8, 96, 32) for _ in range(3))
few = [torch.randn(1, 1, 90, 32), torch.randn(1, 1, 700, 32), torch.randn(1, 1, 700, 32)]
for _ in range(3):
    a @ a
before = ids()
for _ in range(300):
    a @ a; qkv.attention(q, k, v); qkv.attention(*few)
print(len(ids() - before), len(before - ids()))
"""


@pytest.mark.parametrize("threads", [2, 3])
def test_on_the_team_qkv_starts_no_pool_and_torch_keeps_its_threads(threads):
    # After torch's team exists, alternating torch ops and qkv calls (some
    # of fewer items than the team) neither start nor end a thread. With
    # QKV_OPENMP=0 qkv's own pool starts its worker: the probe sees it.
    code = _POOL_PROBE.replace("THREADS", str(threads))
    env = {k: v for k, v in os.environ.items() if k not in ("QKV_OPENMP", "QKV_NUM_THREADS")}

    def started_ended(extra):
        out = subprocess.run([sys.executable, "-c", code], env=dict(env, **extra),
                             capture_output=True, text=True, check=True)
        return [int(n) for n in out.stdout.split()]

    assert started_ended({}) == [0, 0]
    assert started_ended({"QKV_OPENMP": "0"})[0] >= 1


def test_torch_imported_first_or_later_adopts_its_team_unless_turned_off():
    env = dict(os.environ)
    env.pop("QKV_OPENMP", None)
    assert _adopted(env) == "True"
    later = ("import qkv; from qkv import _qkv; import torch; a = _qkv.using_loaded_openmp(); "
             "qkv.attention(torch.ones(1, 1, 2, 8), torch.ones(1, 1, 2, 8), torch.ones(1, 1, 2, 8)); "
             "print(a, _qkv.using_loaded_openmp())")
    out = subprocess.run([sys.executable, "-c", later], env=env, capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["False", "True"]
    env["QKV_OPENMP"] = "0"
    assert _adopted(env) == "False"


@pytest.fixture
def team():
    qkv.attention(*_inputs(seq=2))  # torch seen: the team is adopted
    if not _qkv.using_loaded_openmp():
        pytest.skip("QKV_OPENMP=0 or no OpenMP runtime loaded by torch")
    yield
    _qkv.use_loaded_openmp()


def test_team_gives_the_bits_of_qkvs_own_pool(team):
    x = _inputs()
    for threads in (1, 2, 3):
        qkv.set_num_threads(threads)
        try:
            on_team = qkv.attention(*x, causal="bottom_right", return_lse=True)
            _qkv.use_own_threads()
            own = qkv.attention(*x, causal="bottom_right", return_lse=True)
            assert _qkv.use_loaded_openmp()
        finally:
            qkv.set_num_threads(0)
        for a, b in zip(on_team, own):
            assert torch.equal(a, b), threads
    qf, kf, vf = (t.clone().requires_grad_() for t in x)
    qkv.scaled_dot_product_attention(qf, kf, vf, is_causal=True, enable_gqa=True).sum().backward()
    _qkv.use_own_threads()
    qo, ko, vo = (t.clone().requires_grad_() for t in x)
    qkv.scaled_dot_product_attention(qo, ko, vo, is_causal=True, enable_gqa=True).sum().backward()
    for a, b in ((qf, qo), (kf, ko), (vf, vo)):
        assert torch.equal(a.grad, b.grad)


def test_no_thread_started_per_call_on_the_team(team):
    x, tiny = _inputs(), _inputs(seq=1, seed=1)
    want = qkv.attention(*x)
    torch.matmul(x[0], x[0].transpose(-1, -2))  # torch's own team runs too
    count = _threads()
    for _ in range(1000):
        assert torch.equal(qkv.attention(*x), want)
        qkv.attention(*tiny)
    assert _threads() == count


def test_forked_child_calls_on_qkvs_own_pool(team):
    x = _inputs()
    want = qkv.attention(*x)
    pid = os.fork()
    if pid == 0:  # the child: exit status 0 if its calls agree
        code = 1
        try:
            same = all(torch.equal(qkv.attention(*x), want) for _ in range(3))
            code = 0 if same and not _qkv.using_loaded_openmp() else 1
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    assert torch.equal(qkv.attention(*x), want)


def test_a_refused_call_in_one_thread_never_rewinds_another_threads_dropout_seeds():
    """A refused call puts torch's generator back to before its seed draw,
    which rewound the draws another thread made meanwhile (the C++ call runs
    without the GIL): 70 % of that thread's later dropout calls repeated an
    earlier call's mask. It is put back only where its own draw left it."""
    import threading

    q, k, v = (torch.randn(1, 1, 64, 16) for _ in range(3))
    bad_k = torch.randn(1, 1, 64, 17)  # refused by C++ after the seed draw
    stop = threading.Event()
    refused = []

    def refuse():
        while not stop.is_set():
            try:
                qkv.attention(q, bad_k, v, dropout_p=0.5)
            except qkv.QkvValueError:
                refused.append(1)

    thread = threading.Thread(target=refuse)
    thread.start()
    try:
        masks = [qkv.attention(q, k, v, dropout_p=0.5).numpy().tobytes() for _ in range(400)]
    finally:
        stop.set()
        thread.join()
    assert len(set(masks)) == len(masks)
    assert len(refused) > 10  # the other thread's calls were refused meanwhile
