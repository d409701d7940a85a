"""Exact attention over a sequence sharded across processes, with mpi4py
communicators (qkv built with MPI, mpi4py installed) or torch.distributed
process groups (gloo, CPU tensors; every build).

    from mpi4py import MPI
    import qkv.dist
    comm = MPI.COMM_WORLD
    q_local = qkv.dist.shard(q, comm.rank, comm.size, causal=True)   # zigzag
    out_local, lse_local = qkv.dist.ring_attention(comm, q_local, k_local, v_local, causal=True)
    # torch.distributed (torchrun): differentiable on tensors that require grad
    out_local, lse_local = qkv.dist.ring_attention(q_local, k_local, v_local, group=group, causal=True)

Shards are (batch, heads, seq / world, dim) float32 arrays; causal attention
uses the zigzag layout (rank r holds chunks r and 2·world − 1 − r). Every
function checks its arguments (ValueError / TypeError naming the argument)
before any communication, and every rank's verdict is shared with the
others first (checks made in Python join the C++ side's), so one rank's bad
argument is the same error on every rank instead of a wait (only a
communicator that is not one fails on its rank alone).
Both communicators run the same C++ strategies (bit-identical results).
shard and unshard need no MPI; mpi4py and the MPI extension qkv._qkv_mpi
(which loads the MPI library) are imported only by the calls that
communicate over MPI, so `import qkv` never loads MPI. The manylinux wheel
has no MPI extension (have_mpi is False): build from the sdist on a machine
with MPI (libopenmpi-dev) to get it.
"""

from __future__ import annotations

import datetime
import importlib.util
import numbers
from typing import Any, List, Sequence

import numpy as np

from ._api import _kind, _plain, _prepare
from ._args import QkvTypeError, QkvValueError
from ._modules import _to_kind

_INT32_MAX = 2**31 - 1
_INT64_MAX = 2**63 - 1

# Whether this build of qkv has the MPI extension (found without loading it).
have_mpi = importlib.util.find_spec(f"{__package__}._qkv_mpi") is not None


def _handle(comm: Any) -> int:
    """The MPI handle of an mpi4py communicator; mpi4py is imported here, not
    when qkv.dist is imported."""
    expected = "an mpi4py communicator (MPI.Comm) or a torch.distributed process group"
    if not type(comm).__module__.startswith("mpi4py"):
        raise QkvTypeError(f"comm: expected {expected}, got {type(comm).__name__}")
    if not have_mpi:
        raise RuntimeError("qkv.dist: this build of qkv has no MPI (the wheel never has; install libopenmpi-dev "
                           "and build from source: pip install --no-binary qkv qkv)")
    try:
        from mpi4py import MPI
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("qkv.dist needs mpi4py: pip install mpi4py") from e
    if not isinstance(comm, MPI.Comm):
        raise QkvTypeError(f"comm: expected {expected}, got {type(comm).__name__}")
    if comm == MPI.COMM_NULL:
        raise QkvTypeError("comm: MPI.COMM_NULL (this process is in no group of it)")
    if comm.Is_inter():  # its ranks address the remote group: each group would read the other's keys
        raise QkvTypeError("comm: an intercommunicator; context parallelism needs an intracommunicator "
                           "(comm.Merge() makes one)")
    return int(MPI._handleof(comm))


def _int(name: str, value: Any, low: int, high: int = _INT32_MAX) -> int:
    """value as an int in [low, high]: TypeError for a non-integer (bools
    and floats included), ValueError out of range."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise QkvTypeError(f"{name}: expected an int, got {type(value).__name__} {value!r}")
    value = int(value)
    if not low <= value <= high:
        raise QkvValueError(f"{name}: must be in [{low}, {high}], got {value}")
    return value


def _flag(name: str, value: Any) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise QkvTypeError(f"{name}: expected True or False, got {type(value).__name__} {value!r}")
    return bool(value)


def _chunks(rank: int, world: int, causal: bool) -> List[int]:
    return [rank, 2 * world - 1 - rank] if causal else [rank]


def _sequence(name: str, x: Any) -> str:
    """The kind of x ("numpy" or "torch"), an array of at least 3 dimensions
    whose axis 2 is the sequence."""
    kind = _kind([(name, x)])
    if x.ndim < 3:
        raise QkvValueError(f"{name}: expected (batch, heads, seq, ...) with the sequence on axis 2, "
                         f"got shape {tuple(x.shape)}")
    return kind


def shard(x, rank: int, world: int, causal: bool = False):
    """This rank's rows of x (batch, heads, seq, ...): contiguous, or zigzag
    when causal (chunks rank and 2·world − 1 − rank of 2·world). rank in
    [0, world); seq must divide into world (or 2·world) equal parts."""
    kind = _sequence("x", x)
    world = _int("world", world, 1)
    rank = _int("rank", rank, 0, world - 1)
    causal = _flag("causal", causal)
    parts = 2 * world if causal else world
    n = x.shape[2]
    if n % parts:
        layout = "2 x world, zigzag causal layout" if causal else "world"
        raise QkvValueError(f"x: seq {n} is not divisible by {parts} ({layout}); pad the sequence")
    c = n // parts
    pieces = [x[:, :, i * c:(i + 1) * c] for i in _chunks(rank, world, causal)]
    if kind == "torch":
        import torch

        return torch.cat(pieces, dim=2).contiguous()
    return np.ascontiguousarray(np.concatenate(pieces, axis=2))


def unshard(shards: Sequence[Any], causal: bool = False):
    """The full tensor from every rank's shard, in rank order (the inverse of
    shard). Every shard has the same shape."""
    if isinstance(shards, (str, bytes)) or not isinstance(shards, Sequence):
        raise QkvTypeError(f"shards: expected a list of arrays, one per rank, got {type(shards).__name__}")
    if not shards:
        raise QkvValueError("shards: no shards")
    causal = _flag("causal", causal)
    kind = _kind([(f"shards[{r}]", s) for r, s in enumerate(shards)])
    first = tuple(shards[0].shape)
    for r, s in enumerate(shards):
        _sequence(f"shards[{r}]", s)
        if tuple(s.shape) != first:
            raise QkvValueError(f"shards[{r}]: shape {tuple(s.shape)} differs from shards[0]'s {first}")
    world = len(shards)
    if causal and first[2] % 2:
        raise QkvValueError(f"shards: a zigzag shard holds two equal chunks; shard seq {first[2]} is odd")
    c = first[2] // (2 if causal else 1)
    order = {}
    for r, s in enumerate(shards):
        for n, chunk in enumerate(_chunks(r, world, causal)):
            order[chunk] = s[:, :, n * c:(n + 1) * c]
    pieces = [order[i] for i in range(len(order))]
    if kind == "torch":
        import torch

        return torch.cat(pieces, dim=2)
    return np.concatenate(pieces, axis=2)


def _key_lengths(key_lengths) -> List[int]:
    """key_lengths (a sequence, numpy array or torch tensor of ints, or None)
    as a list of ints in [0, 2**63)."""
    if key_lengths is None:
        return []
    if hasattr(key_lengths, "tolist"):
        key_lengths = key_lengths.tolist()
    try:
        values = list(key_lengths)
    except TypeError:
        raise QkvTypeError(f"key_lengths: expected a sequence of ints, got {type(key_lengths).__name__}") from None
    return [_int(f"key_lengths[{b}]", x, 0, _INT64_MAX) for b, x in enumerate(values)]


_STRATEGIES = {"ring": 0, "allgather": 1, "ulysses": 2}


def _strategy(strategy: Any) -> str:
    if not isinstance(strategy, str) or strategy not in ("auto", *_STRATEGIES):
        raise QkvValueError(f"strategy: expected 'auto', 'ring', 'allgather' or 'ulysses', got {strategy!r}")
    return strategy


# strategy="auto": Ulysses up to this many local rows at 2 or 3 ranks.
_ULYSSES_MAX_LOCAL = 4096


def _auto(strategy: str, world: int, heads: int, kv_heads: int, local: int) -> str:
    """strategy="auto": Ulysses when the query and KV heads both divide among
    the ranks and there are 4 ranks or more, or the local shard has at most
    4096 rows; else the ring. Measured (docs/PERFORMANCE.md, gloo, causal,
    8 heads): Ulysses 0.47x the ring's time at 4 ranks (seq 4096), 0.94x at
    2 ranks (seq 4096), but 1.19x at 2 ranks with 8192 local rows (seq
    16384), where the ring's overlap of exchange and compute pays. Ulysses'
    all-to-alls move (world − 1) / world of q, k, v and out, the ring (world
    − 1) whole K/V shards; the ring streams, Ulysses holds whole sequences
    of num_heads / world heads."""
    if strategy != "auto":
        return strategy
    divides = world > 0 and heads % world == 0 and kv_heads % world == 0
    return "ulysses" if divides and (world >= 4 or local <= _ULYSSES_MAX_LOCAL) else "ring"


def _is_torch_group(comm: Any) -> bool:
    """Whether comm is a torch.distributed process group (torch is not
    imported for it)."""
    import sys

    dist = sys.modules.get("torch.distributed")
    return dist is not None and isinstance(comm, dist.ProcessGroup)


class _TorchComm:
    """The communicator qkv._qkv_dist calls back into: torch.distributed on
    a process group (gloo, CPU). Buffers are uint8 numpy arrays over the C++
    memory; torch.from_numpy shares it, so nothing is copied here. Ranks are
    the group's own; timeout (seconds or None) bounds every wait."""

    def __init__(self, group: Any, timeout: Any):
        import torch
        import torch.distributed as dist

        self._torch, self._dist, self._group = torch, dist, group
        self.rank = dist.get_rank(group)
        self.size = dist.get_world_size(group)
        self._timeout = None if timeout is None else datetime.timedelta(seconds=timeout)

    def isend(self, buf, dest: int, tag: int):
        t = self._torch.from_numpy(buf)
        return self._dist.isend(t, group=self._group, tag=tag, group_dst=dest), t, dest, "send to"

    def irecv(self, buf, source: int, tag: int):
        t = self._torch.from_numpy(buf)
        return self._dist.irecv(t, group=self._group, tag=tag, group_src=source), t, source, "receive from"

    def wait(self, handle) -> None:
        work, _, peer, what = handle
        try:
            if self._timeout is None:
                work.wait()
            else:
                work.wait(self._timeout)
        except RuntimeError as e:
            raise RuntimeError(f"qkv.dist: rank {self.rank}: {what} rank {peer} failed "
                               f"(did rank {peer} stop?): {e}") from e

    def all_gather(self, send, recv) -> None:
        out = list(self._torch.from_numpy(recv).chunk(self.size))
        self._collective(self._dist.all_gather(out, self._torch.from_numpy(send), group=self._group,
                                               async_op=True), "all_gather")

    def all_to_all(self, send, recv) -> None:
        self._collective(self._dist.all_to_all_single(self._torch.from_numpy(recv), self._torch.from_numpy(send),
                                                      group=self._group, async_op=True), "all_to_all")

    def barrier(self) -> None:
        self._collective(self._dist.barrier(group=self._group, async_op=True), "barrier")

    def _collective(self, work, what: str) -> None:
        try:
            if self._timeout is None:
                work.wait()
            else:
                work.wait(self._timeout)
        except RuntimeError as e:
            raise RuntimeError(f"qkv.dist: rank {self.rank}: {what} failed (did a rank stop?): {e}") from e


def _timeout(timeout: Any) -> Any:
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, numbers.Real):
        raise QkvTypeError(f"timeout: expected seconds (a number) or None, got {type(timeout).__name__}")
    if not 0 < float(timeout) < 10**7:
        raise QkvValueError(f"timeout: must be > 0 seconds, got {timeout!r}")
    return float(timeout)


class _Runner:
    """One communicator and the options of one call: forward and backward on
    plain float32 arrays (numpy views), returning numpy arrays."""

    def __init__(self, comm: Any, timeout: Any):
        self.causal, self.strategy, self.num_threads, self.lengths, self.piece_rows = False, "ring", 0, [], 0
        if _is_torch_group(comm):
            from . import _qkv_dist

            self.world = comm.size()
            self._comm = _TorchComm(comm, timeout)
            self._fwd, self._bwd = _qkv_dist.py_ring_attention, _qkv_dist.py_ring_attention_backward
            self._refuse = _qkv_dist.py_refuse
            self._extra: tuple = ()
        else:
            self._comm = _handle(comm)
            from . import _qkv_mpi  # loads the MPI library

            self.world = comm.Get_size()
            self._fwd, self._bwd = _qkv_mpi.mpi_ring_attention, _qkv_mpi.mpi_ring_attention_backward
            self._refuse = _qkv_mpi.mpi_refuse
            self._extra = (0.0 if timeout is None else timeout,)

    def set(self, options) -> None:
        """The call's options, as _options returned them."""
        self.strategy, self.causal, self.num_threads, self.lengths, self.piece_rows = options

    def refuse(self, what: str, error: Exception) -> None:
        """Every rank raises this rank's `error` (a failed check of its own
        arguments) from the call `what`: the other ranks are already in the
        call's shared argument check, which this rank joins with its error
        instead of leaving them waiting."""
        message = str(error) if isinstance(error, (TypeError, ValueError)) else f"{type(error).__name__}: {error}"
        self._refuse(self._comm, what, message, isinstance(error, TypeError), *self._extra)
        raise error  # not reached: the refusal raises on every rank

    def pick(self, q: Any, k: Any) -> None:
        """Resolves strategy="auto" from q and k's shapes (odd shapes are
        left to the C++ checks)."""
        if q.ndim >= 3 and k.ndim >= 3:
            self.strategy = _auto(self.strategy, self.world, q.shape[1], k.shape[1], q.shape[2])
        elif self.strategy == "auto":
            self.strategy = "ring"

    def forward(self, q, k, v):
        return self._fwd(self._comm, q, k, v, self.causal, _STRATEGIES[self.strategy], self.num_threads,
                         self.piece_rows, self.lengths, *self._extra)

    def backward(self, dout, q, k, v, out, lse):
        return self._bwd(self._comm, dout, q, k, v, out, lse, self.causal, _STRATEGIES[self.strategy],
                         self.num_threads, self.piece_rows, self.lengths, *self._extra)


def _options(strategy, causal, num_threads, key_lengths, piece_rows) -> tuple:
    """The call's options, checked: (strategy, causal, num_threads,
    lengths, piece_rows)."""
    return (_strategy(strategy), _flag("causal", causal), _int("num_threads", num_threads, 0, 4096),
            _key_lengths(key_lengths), _int("piece_rows", piece_rows, 0, _INT64_MAX))


def _numeric(plain: Sequence[Any], names: Sequence[str]) -> None:
    """Refuses arrays of dtypes the binding could not even take (object,
    strings, dates): their error must come from here, where it can be
    shared with the other ranks."""
    for name, x in zip(names, plain):
        kind = getattr(getattr(x, "dtype", None), "kind", "f")
        if kind not in "biufc":
            raise QkvTypeError(f"{name}: qkv.dist takes float32 arrays, got dtype {x.dtype}")


def _checked(comm: Any, timeout: Any, what: str, check):
    """(the _Runner of comm, what check() returns). check() makes the call's
    own argument checks; the first failure (of timeout too, of any kind) is
    raised on every rank when comm is a communicator (_Runner.refuse), else
    here."""
    error, prepared = None, None
    try:
        timeout = _timeout(timeout)
    except Exception as e:  # the runner then waits with no timeout
        error, timeout = e, None
    if error is None:
        try:
            prepared = check()
        except Exception as e:
            error = e
    try:
        runner = _Runner(comm, timeout)
    except Exception:
        if error is not None:  # no communicator to tell: this rank's error
            raise error from None
        raise
    if error is not None:
        runner.refuse(what, error)
    return runner, prepared


def _resolve(arrays: Sequence[Any], group: Any, names: Sequence[str]):
    """(communicator, arrays) from ring_attention's positional arguments:
    the communicator first, or only the arrays with group= (None: the
    default torch.distributed group)."""
    if len(arrays) == len(names) + 1 and group is None:
        return arrays[0], arrays[1:]
    if len(arrays) != len(names):
        raise QkvTypeError(f"expected ({', '.join(names)}) with group=, or (comm, {', '.join(names)}); "
                           f"got {len(arrays)} positional arguments")
    if group is None:
        import torch.distributed as dist

        if not dist.is_available() or not dist.is_initialized():
            raise QkvValueError("group: torch.distributed is not initialized; call init_process_group "
                                "or pass group= (a process group or an mpi4py communicator)")
        group = dist.group.WORLD
    return group, arrays


def _dist_function():
    """The autograd Function of ring_attention on torch tensors (built on
    first use so that torch is imported only by torch callers)."""
    global _DistFunction
    if _DistFunction is not None:
        return _DistFunction
    import torch

    class DistFunction(torch.autograd.Function):
        @staticmethod
        def forward(ctx, runner, q, k, v):
            args = [_plain(x) for x in (q, k, v)]
            out, lse = (torch.from_numpy(x) for x in runner.forward(*args))
            ctx.runner = runner
            ctx.save_for_backward(q, k, v, out, lse)
            ctx.mark_non_differentiable(lse)
            return out, lse

        @staticmethod
        def backward(ctx, dout, _dlse):
            q, k, v, out, lse = ctx.saved_tensors
            if dout is None:
                dout = torch.zeros_like(out)
            args = [_plain(_prepare(x, "dout", "torch")) for x in (dout, q, k, v, out, lse)]
            dq, dk, dv = (torch.from_numpy(x) for x in ctx.runner.backward(*args))
            return None, dq, dk, dv

    _DistFunction = DistFunction
    return DistFunction


_DistFunction = None


def ring_attention(*arrays, group=None, causal: bool = False, strategy: str = "ring", num_threads: int = 0,
                   key_lengths=None, timeout=None, piece_rows: int = 0):
    """Attention of this rank's query shard against every rank's keys and
    values. Call as ring_attention(comm, q, k, v, ...) or ring_attention(q,
    k, v, group=..., ...), where the communicator is an mpi4py communicator
    or a torch.distributed process group (gloo, CPU tensors); group=None
    with three arrays is torch.distributed's default group. Returns (out,
    lse) for this rank's rows. On torch tensors that require grad it is
    differentiable: autograd runs the strategy's backward (the ring's for
    "ring" and "allgather", Ulysses' for "ulysses"); every rank must run
    backward. strategy: "ring", "allgather", "ulysses" (num_heads divisible
    by the ranks) or "auto" (Ulysses when num_heads and num_kv_heads both
    divide by the ranks and there are 4 ranks or more, or at most 4096 local
    rows; else the ring). key_lengths: per batch row, the
    valid length of the whole (unsharded) sequence; keys from there on are
    padding, hidden from every query. lse carries no gradient. timeout:
    seconds any wait may take before RuntimeError naming the rank that did
    not answer (None: torch.distributed's group timeout; MPI waits forever);
    the process should then exit, as messages in flight cannot be
    cancelled. piece_rows: rows of each chunk in one travelling piece of the
    ring (forward and backward; the same on every rank); 0 = automatic (a
    quarter of a chunk, at most 1024)."""
    comm, (q, k, v) = _resolve(arrays, group, ("q", "k", "v"))

    def check():
        kind = _kind([("q", q), ("k", k), ("v", v)])
        prepared = [_prepare(x, n, kind) for n, x in (("q", q), ("k", k), ("v", v))]
        plain = [_plain(x, n) for n, x in zip(("q", "k", "v"), prepared)]
        _numeric(plain, ("q", "k", "v"))
        return _options(strategy, causal, num_threads, key_lengths, piece_rows), kind, prepared, plain

    runner, (options, kind, (q, k, v), plain) = _checked(comm, timeout, "ring_attention", check)
    runner.set(options)
    runner.pick(q, k)
    if kind == "torch":
        import torch

        if torch.is_grad_enabled() and any(x.requires_grad for x in (q, k, v)):
            return _dist_function().apply(runner, q, k, v)
    out, lse = runner.forward(*plain)
    return _to_kind(out, kind), _to_kind(lse, kind)


def ring_attention_backward(*arrays, group=None, causal: bool = False, strategy: str = "ring",
                            num_threads: int = 0, key_lengths=None, timeout=None, piece_rows: int = 0):
    """Gradients (dq, dk, dv) of this rank's shards: ring_attention_backward(
    comm, dout, q, k, v, out, lse, ...) or (dout, q, k, v, out, lse,
    group=...); options as in ring_attention ("allgather" takes the ring's
    backward)."""
    comm, args = _resolve(arrays, group, ("dout", "q", "k", "v", "out", "lse"))
    named = list(zip(("dout", "q", "k", "v", "out", "lse"), args))

    def check():
        kind = _kind(named)
        prepared = [_prepare(x, n, kind) for n, x in named]
        plain = [_plain(x, n) for (n, _), x in zip(named, prepared)]
        _numeric(plain, [n for n, _ in named])
        return _options(strategy, causal, num_threads, key_lengths, piece_rows), kind, prepared, plain

    runner, (options, kind, prepared, plain) = _checked(comm, timeout, "ring_attention_backward", check)
    runner.set(options)
    runner.pick(prepared[1], prepared[2])
    dq, dk, dv = runner.backward(*plain)
    return _to_kind(dq, kind), _to_kind(dk, kind), _to_kind(dv, kind)
