"""numpy for the modules that ``import qkv`` loads, imported on first use.

``import qkv`` itself does not import numpy (about 110 ms, most of what
importing qkv would otherwise cost): the first attribute read through ``np``
imports it and rebinds ``np`` in every qkv module to numpy itself, so later
reads cost what a module global costs. A caller passing numpy arrays or torch
tensors has numpy loaded already (torch imports it).
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing

# The modules whose global ``np`` is this proxy until the first use.
_USERS = ("qkv._api", "qkv._args", "qkv._flash", "qkv._modules")


class _LazyNumpy:
    __slots__ = ()

    def __getattr__(self, name: str):
        import numpy

        for user in _USERS:
            module = sys.modules.get(user)
            if module is not None and getattr(module, "np", None) is self:
                module.np = numpy
        return getattr(numpy, name)


if TYPE_CHECKING:  # type checkers see numpy itself
    import numpy as np
else:
    np = _LazyNumpy()
