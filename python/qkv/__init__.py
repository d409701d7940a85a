"""qkv: exact, fast attention for CPUs.

A drop-in for ``torch.nn.functional.scaled_dot_product_attention`` that works
on numpy arrays and torch CPU tensors without copying them, plus
``qkv.attention`` with every option of the C++ library (bottom-right causal,
sliding windows, per-batch lengths, ALiBi, softcap, dropout with a seed).
"""

from ._api import (
    attention,
    get_num_threads,
    merge_partials,
    scaled_dot_product_attention,
    set_num_threads,
)
from ._flash import (
    PagedKvCache,
    flash_attn_func,
    flash_attn_kvpacked_func,
    flash_attn_qkvpacked_func,
    flash_attn_varlen_func,
    flash_attn_varlen_kvpacked_func,
    flash_attn_varlen_qkvpacked_func,
    flash_attn_with_kvcache,
)
from ._modules import KvCache, MultiheadAttention
from ._quantized import QuantizedCache, quantized_kv_cache
from ._weights import attention_weights
from ._qkv import QkvTypeError, QkvValueError, __version__, kernel_choice

__all__ = [
    "KvCache",
    "MultiheadAttention",
    "PagedKvCache",
    "QuantizedCache",
    "QkvTypeError",
    "QkvValueError",
    "__version__",
    "attention",
    "attention_weights",
    "flash_attn_func",
    "flash_attn_kvpacked_func",
    "flash_attn_qkvpacked_func",
    "flash_attn_varlen_func",
    "flash_attn_varlen_kvpacked_func",
    "flash_attn_varlen_qkvpacked_func",
    "flash_attn_with_kvcache",
    "get_num_threads",
    "kernel_choice",
    "merge_partials",
    "quantized_kv_cache",
    "register",
    "scaled_dot_product_attention",
    "set_num_threads",
]



def register(name: str = "qkv") -> None:
    """Registers qkv as an attention implementation of Hugging Face
    transformers (``attn_implementation="qkv"``); the same as
    ``import qkv.transformers``, which registers "qkv"."""
    from . import transformers

    transformers.register(name)


def _register_torch_ops():
    """torch.ops.qkv.* at import when torch is loaded already (else on the
    first call with a torch tensor), so exported programs that use them load."""
    import sys

    if "torch" in sys.modules:
        from ._api import load_torch_state

        load_torch_state()


_register_torch_ops()


def __getattr__(name):
    """``qkv.dist``, ``qkv.plot`` and ``qkv.viz`` on first use, so that
    ``import qkv`` imports neither mpi4py, matplotlib nor transformers."""
    if name in ("dist", "plot", "viz"):
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
