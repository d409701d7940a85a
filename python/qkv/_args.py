"""Argument checks shared by every entry point of the qkv package, in one
place: integers in a range, real numbers, small integer and real vectors,
dtype names, and the form in which arrays reach the C++ binding.

Each check raises QkvTypeError (wrong kind: a float where an int belongs, a
bool where a number belongs) or QkvValueError (right kind, out of range) with
a message that starts with the argument's name, so that nothing malformed
reaches nanobind (whose own error is "incompatible function arguments").
QkvTypeError is a TypeError and QkvValueError a ValueError, and both are
RuntimeErrors too (what PyTorch raises for the same mistakes), so code written
against either convention catches them; C++ errors arrive as the same types.
"""

from __future__ import annotations

import numbers
import operator

from ._qkv import QkvTypeError, QkvValueError
from ._numpy import np

# Annotations only (they are strings: from __future__ import annotations);
# typing itself is not imported at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Optional

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
UINT64_MAX = 2**64 - 1
# As QKV_NUM_THREADS: more workers than this is a mistake, not a machine.
MAX_THREADS = 4096


def require_cache_seqlens(k: Any, cache_seqlens: Any) -> None:
    """New tokens k without cache_seqlens: refused (as FlashAttention does),
    there being no position to write them at."""
    if k is not None and cache_seqlens is None:
        raise QkvValueError("cache_seqlens: required when k and v are given (the position each "
                            "sequence's new tokens are written at)")


def require_dense(x: Any, name: str) -> None:
    """Refuses a sparse or nested torch tensor (TypeError naming it): the
    kernels read strided memory."""
    if x.is_nested or str(x.layout) != "torch.strided":
        layout = "nested" if x.is_nested else str(x.layout).replace("torch.", "")
        raise QkvTypeError(f"{name}: expected a dense tensor, got a {layout} one")


def window_pair(window_size: Any) -> tuple:
    """FlashAttention's window_size as a tuple (left, right) (-1 unbounded);
    anything that is not a pair is a TypeError naming window_size."""
    try:
        left, right = window_size
    except (TypeError, ValueError):
        raise QkvTypeError(f"window_size: expected a pair (left, right) with -1 for unbounded, "
                           f"got {window_size!r}") from None
    return (left, right)


def _short(x: Any) -> str:
    text = repr(x)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_bool(x: Any) -> bool:
    if isinstance(x, (bool, np.bool_)) or type(x).__name__ == "SymBool":
        return True
    # Plain numbers, and torch.compile's symbolic ones (whose attributes
    # Dynamo does not trace), have no dtype to ask.
    if isinstance(x, (int, float)) or type(x).__name__ in ("SymInt", "SymFloat"):
        return False
    return str(getattr(x, "dtype", "")) in ("bool", "torch.bool")


def integer(x: Any, name: str, lo: int = INT64_MIN, hi: int = INT64_MAX, rule: Optional[str] = None,
            type_rule: str = "expected an int") -> int:
    """x as a Python int in [lo, hi]. Python, numpy and 0-d torch integers
    pass; bools, floats (even 2.0), strings and arrays do not (TypeError,
    "name: type_rule, got ..."); values outside [lo, hi] raise ValueError
    ("name: rule, got ...", rule defaulting to the range)."""
    value = None
    if not _is_bool(x):
        try:
            value = operator.index(x)
        except TypeError:
            pass
    if value is None:
        raise QkvTypeError(f"{name}: {type_rule}, got {type(x).__name__} {_short(x)}")
    if not lo <= value <= hi:
        if rule is None:
            rule = "outside the int64 range" if (lo, hi) == (INT64_MIN, INT64_MAX) else f"expected an int in [{lo}, {hi}]"
        raise QkvValueError(f"{name}: {rule}, got {value}")
    return value


def optional_integer(x: Any, name: str, lo: int = INT64_MIN, hi: int = INT64_MAX,
                     rule: Optional[str] = None, default: int = 0) -> int:
    """As integer(), with None meaning ``default``."""
    return default if x is None else integer(x, name, lo, hi, rule)


def real(x: Any, name: str) -> Optional[float]:
    """x as a float (None stays None); bools and non-numbers raise TypeError.
    Finiteness and ranges are checked by C++, which knows the rule."""
    if x is None:
        return None
    if _is_bool(x) or not isinstance(x, numbers.Real):
        raise QkvTypeError(f"{name}: expected a real number, got {type(x).__name__} {_short(x)}")
    return float(x)


def _as_numpy(x: Any) -> np.ndarray:
    if hasattr(x, "detach") and hasattr(x, "numpy"):  # torch, on any device
        return x.detach().cpu().numpy()
    return np.asarray(x)


def integers(x: Any, name: str) -> Optional[np.ndarray]:
    """A small integer vector (lengths: a list, numpy array or torch tensor)
    as a contiguous int64 array; None stays None. Floats and bools raise
    TypeError (they are never truncated); integers outside int64 raise
    ValueError. C++ checks the shape and the range against the sizes."""
    if x is None:
        return None
    if isinstance(x, (list, tuple)):  # element by element: numpy would turn [2**63, 1] into floats
        items = np.asarray(x, dtype=object)
        values = [integer(item, name, rule="an element is outside the int64 range",
                          type_rule="expected integers; an element is not one") for item in items.flat]
        return np.array(values, dtype=np.int64).reshape(items.shape)
    a = _as_numpy(x)
    if a.dtype.kind not in "iu":
        raise QkvTypeError(f"{name}: expected integers, got dtype {a.dtype}")
    if a.dtype.kind == "u" and a.size and int(a.max()) > INT64_MAX:
        raise QkvValueError(f"{name}: {int(a.max())} is outside the int64 range")
    return np.ascontiguousarray(a, dtype=np.int64)


def refuse_slope_grad(alibi_slopes: Any) -> None:
    """ALiBi slopes that require grad (grad mode on) are refused: qkv forms
    no gradient for them (nor does FlashAttention), and a result detached
    from them would drop it silently."""
    if getattr(alibi_slopes, "requires_grad", False):
        import torch

        if torch.is_grad_enabled():
            raise QkvValueError("alibi_slopes: qkv forms no gradient for the slopes (FlashAttention neither); "
                                "pass alibi_slopes.detach()")


def reals(x: Any, name: str) -> Optional[np.ndarray]:
    """A small real vector (ALiBi slopes, sinks) as a contiguous float64
    array."""
    if x is None:
        return None
    if hasattr(x, "detach") and str(getattr(x, "dtype", "")) == "torch.bfloat16":
        x = x.detach().float()  # numpy has no bfloat16; float32 holds it exactly
    a = _as_numpy(x)
    if a.dtype.kind not in "fiu":
        raise QkvTypeError(f"{name}: expected real numbers, got dtype {a.dtype}")
    return np.ascontiguousarray(a, dtype=np.float64)


_DTYPE_ALIASES = {
    "float16": "float16", "fp16": "float16", "f16": "float16", "half": "float16",
    "bfloat16": "bfloat16", "bf16": "bfloat16",
    "float32": "float32", "fp32": "float32", "f32": "float32", "float": "float32", "single": "float32",
    "float64": "float64", "fp64": "float64", "f64": "float64", "double": "float64",
}


def dtype_name(dtype: Any, name: str = "dtype") -> str:
    """The canonical name (float16, bfloat16, float32, float64) of a floating
    dtype given as a string alias ("fp16", "half", "bf16", "fp32", "float",
    ...; "float" is float32 as in torch), a torch dtype, or a numpy dtype or
    scalar type (ml_dtypes.bfloat16 too). Anything else raises TypeError."""
    if isinstance(dtype, str):
        key = dtype.strip().lower()
        for prefix in ("torch.", "numpy.", "np."):
            if key.startswith(prefix):
                key = key[len(prefix):]
    elif type(dtype).__module__ == "torch":  # torch.dtype
        key = str(dtype)[len("torch."):]
    else:
        try:
            key = np.dtype(dtype).name
        except TypeError:
            key = None
    if key not in _DTYPE_ALIASES:
        raise QkvTypeError(f"{name}: unsupported dtype {_short(dtype)} (expected float16 / fp16 / half, "
                        "bfloat16 / bf16, float32 / fp32 / float, float64 / fp64 / double, or a torch or numpy dtype)")
    return _DTYPE_ALIASES[key]


# dtype object -> its name without "torch.": numpy computes dtype.name in
# Python on every access, which was a third of a small call's time.
_ARRAY_DTYPE_NAMES: dict = {}


def array_dtype_name(x: Any) -> str:
    """The dtype name of a numpy array or torch tensor: float32, bfloat16
    (torch or ml_dtypes), uint16, bool, ..."""
    dt = x.dtype
    found = _ARRAY_DTYPE_NAMES.get(dt)
    if found is None:
        found = _ARRAY_DTYPE_NAMES[dt] = str(dt).replace("torch.", "")
    return found


def method_call(obj: Any, name: str, *args: Any) -> Any:
    """obj.name(*args) spelled type(obj).name(obj, *args). Under
    torch.compile, Dynamo breaks the graph at a call of a nanobind method and
    then calls the method it looked up without its self ("incompatible
    function arguments"); the type's function with self passed explicitly
    it calls right."""
    return getattr(type(obj), name)(obj, *args)


def plain(x: Any, name: str = "array") -> Any:
    """An array as the binding reads it. numpy bfloat16 (ml_dtypes) goes as
    its uint16 bits: the binding reads every 16-bit unsigned array as
    bfloat16, so a genuine uint16 array stops here with TypeError. A CPU
    torch tensor goes as a numpy view of its memory (bfloat16 as uint16
    bits), detached: no copy, and a fraction of the cost of ``__dlpack__``."""
    dt = array_dtype_name(x)
    if dt == "uint16":
        raise QkvTypeError(f"{name}: unsupported dtype uint16")
    if isinstance(x, np.ndarray):
        return x.view(np.uint16) if dt == "bfloat16" else x
    if x.requires_grad:
        x = x.detach()
    try:
        return _torch_numpy(x, dt)
    except (RuntimeError, TypeError):
        pass
    # Tensors numpy cannot view as they are: autograd's zero tensors (no
    # storage) and views with a lazy negation or conjugation bit, which
    # DLPack would hand over without the negation. Materialised, they are
    # plain; anything else goes as it is and the binding says what is wrong.
    if x._is_zerotensor():
        import torch

        x = torch.zeros(x.shape, dtype=x.dtype)
    elif x.is_neg() or x.is_conj():
        x = x.resolve_neg().resolve_conj()
    else:
        return x
    return _torch_numpy(x, dt)


def _torch_numpy(x: Any, dt: str) -> np.ndarray:
    """A numpy view of a CPU tensor's memory; bfloat16 as uint16 bits."""
    if dt == "bfloat16":
        import torch

        return x.view(torch.int16).numpy().view(np.uint16)
    return x.numpy()
