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

class _LazyNumpy:
    __slots__ = ()

    def __getattr__(self, name: str):
        import numpy

        # Every qkv module holding the proxy, so that no two disagree (a
        # module left out kept the proxy: torch.compile's guard that two
        # modules' ``np`` are one object failed on the frame that made it).
        for module_name, module in list(sys.modules.items()):
            if module_name.startswith("qkv.") and getattr(module, "np", None) is self:
                module.np = numpy
        return getattr(numpy, name)


if TYPE_CHECKING:  # type checkers see numpy itself
    import numpy as np
else:
    np = _LazyNumpy()
