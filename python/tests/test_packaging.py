"""How qkv is installed. `import qkv` never loads MPI (the MPI calls live in
the separate extension qkv._qkv_mpi, imported only by qkv.dist's
communicating calls). Run two ways: against a source build with MPI
(`make test-python`) and against the manylinux wheel in a fresh virtual
environment (`make test-wheel` sets QKV_TEST_WHEEL=1): the wheel has no MPI
extension and links nothing outside the manylinux policy, its own bundled
libraries and the declared dependency scipy-openblas32."""

import os
import pathlib
import re
import subprocess
import sys

import numpy as np
import pytest

import qkv
import qkv.dist

WHEEL = os.environ.get("QKV_TEST_WHEEL") == "1"
SOURCE = pathlib.Path(__file__).resolve().parents[2] / "python" / "qkv"

# What a manylinux wheel may take from the system (auditwheel's policy list).
POLICY = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libpthread.so.0", "libdl.so.2",
          "librt.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "linux-vdso.so.1"}


def _run(code: str) -> str:
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


def _mapped(code: str, pattern: str) -> list:
    """The shared libraries matching `pattern` mapped into a fresh
    interpreter after it runs `code`."""
    out = _run(code + "\nimport re\n"
               f"print('\\n'.join(sorted({{l.split()[-1] for l in open('/proc/self/maps') "
               f"if re.search(r'{pattern}', l.split()[-1])}})))")
    return [line for line in out.splitlines() if line]


def _mapped_mpi(code: str) -> list:
    return _mapped(code, r"/lib(mpi|open-pal|open-rte)[^/]*$")


def test_import_qkv_never_loads_mpi():
    code = ("import sys, numpy as np, qkv, qkv.dist\n"
            "x = np.ones((1, 2, 4, 8), np.float32)\n"
            "qkv.attention(x, x, x)\n"
            "qkv.MultiheadAttention(16, 2)\n"
            "assert qkv.dist.shard(x, 1, 2).shape == (1, 2, 2, 8)\n"
            "assert 'mpi4py' not in sys.modules and 'qkv._qkv_mpi' not in sys.modules")
    assert _mapped_mpi(code) == []


def test_the_mpi_extension_is_there_exactly_when_not_the_wheel():
    assert qkv.dist.have_mpi is not WHEEL
    if qkv.dist.have_mpi:
        # The check above can see MPI: the extension does load it.
        assert any("libmpi" in lib for lib in _mapped_mpi("import qkv._qkv_mpi"))
    else:
        q = np.zeros((1, 2, 4, 8), np.float32)
        # A communicator of mpi4py's kind (by its module, as qkv.dist tells
        # them apart without importing mpi4py) meets the missing extension.
        comm = type("Comm", (), {"__module__": "mpi4py.MPI"})()
        with pytest.raises(RuntimeError, match="no MPI"):
            qkv.dist.ring_attention(comm, q, q, q)
        with pytest.raises(TypeError, match="mpi4py communicator"):
            qkv.dist.ring_attention(object(), q, q, q)


def test_qkv_is_the_installed_package_not_the_source_tree():
    assert pathlib.Path(qkv.__file__).resolve().parent != SOURCE


def _linked(extension: str) -> dict:
    """ldd of an extension: {library name: resolved path}."""
    out = subprocess.run(["ldd", extension], capture_output=True, text=True, check=True).stdout
    libs = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+)(?:\s+=>\s+(\S+))?", line)
        if m:
            libs[os.path.basename(m.group(1))] = m.group(2) or m.group(1)
    return libs


def test_core_extension_links_no_mpi_and_in_the_wheel_nothing_outside_the_policy():
    from qkv import _qkv

    libs = _linked(_qkv.__file__)
    assert "not found" not in libs.values(), libs
    assert not [n for n in libs if re.match(r"lib(mpi|open-pal|open-rte)", n)], libs
    if WHEEL:
        site = pathlib.Path(qkv.__file__).resolve().parents[1]
        own = (site / "qkv.libs", site / "scipy_openblas32" / "lib")
        outside = {n: p for n, p in libs.items()
                   if n not in POLICY and not any(pathlib.Path(p).resolve().is_relative_to(d.resolve())
                                                  for d in own)}
        assert not outside, outside


def test_openblas_is_loaded_by_the_first_projection_not_by_import():
    """qkv links no BLAS: src/scipy_openblas.cc loads scipy-openblas32's
    library when MultiheadAttention first projects."""
    from qkv import _qkv

    assert not [n for n in _linked(_qkv.__file__) if "openblas" in n]
    setup = "import numpy as np, qkv\nm = qkv.MultiheadAttention(16, 2)\n"
    ours = r"/scipy_openblas32/lib/libscipy_openblas\.so$"  # numpy's own is another library
    assert _mapped(setup, ours) == []
    assert len(_mapped(setup + "m(*(np.ones((3, 1, 16), np.float32),) * 3)", ours)) == 1
