"""qkv against every CPU attention peer (issue 14 point 5): one process, the
same thread count, interleaved calls with a pause before each, medians; every
peer's output is checked against qkv's (max abs difference printed).

Peers, each on the workloads of bench/workloads.json it can run:
  torch-sdpa  PyTorch's F.scaled_dot_product_attention (forward; autograd on T*)
  flex        PyTorch FlexAttention, torch.compile(flex_attention), masks as a
              block mask (compile time reported, not timed); T* only if its
              CPU backward exists (torch 2.13: it does not, the row says so)
  openvino    OpenVINO's opset13 ScaledDotProductAttention in a one-node model,
              compiled for CPU (INFERENCE_NUM_THREADS, f32 precision hint;
              bf16 hint for the bf16 workload); grouped heads by broadcasting
              a 5-D query [b, kv_heads, group, seq, d] against [b, kv_heads, 1, seq, d]
              (4-D with fewer KV heads fails its shape check). The CPU plugin
              lowers such a model to its own layers (printed in the note: a
              "Subgraph" is its fused MHA snippet; MatMul+Softmax+MatMul the
              plain decomposition); its fused SDPA-with-KV-cache node is only
              built inside stateful LLM graphs, which this script does not build
  ort-gqa     onnxruntime's com.microsoft GroupQueryAttention (prompt: causal
              attribute and local_window_size; decode: the KV cache as
              past_key/past_value sharing its buffer with present_* through
              an IOBinding, as a generation loop runs it)
  ort-mha     onnxruntime's com.microsoft MultiHeadAttention (no grouped
              heads; key_padding_mask, attention_bias for a window)
  ggml        ggml_flash_attn_ext of llama.cpp's ggml (K, V as F32, or BF16
              for the bf16 workload; masks as the F16 tensor it takes), driven
              through ctypes: the libggml that `llama-cpp-python` installs, or
              any libggml*.so in --ggml-lib (e.g. built from that package's
              vendored llama.cpp/ggml)
A peer whose package is missing gets a "not installed" row; a workload a peer
cannot run gets a "not run" row with the reason. The backward (T*) runs only
where the peer has one.

None of these packages is needed by qkv or its tests. Install them into a
venv beside qkv's (torch is required: inputs are built as bench/compare.py does):

    .venv/bin/pip install openvino onnxruntime onnx
    CMAKE_ARGS="-DGGML_NATIVE=ON -DLLAMA_CURL=OFF -DGGML_OPENMP=OFF" \\
        .venv/bin/pip install llama-cpp-python      # compiles llama.cpp

llama-cpp-python compiles all of llama.cpp (140 build steps); ggml, the part
driven here, is built first (steps 1-34: libggml-base, libggml-cpu, libggml
in the build's bin/). --ggml-lib takes any directory holding those three
(a llama.cpp or llama-cpp-python CMake build's bin/).

    nice .venv/bin/python bench/peers.py --threads 2 --repeats 5 P1 P2 D1 D2
    .venv/bin/python bench/peers.py --scale 0.25 --peers torch-sdpa,ggml P3

Time ratios are peer / qkv (> 1: qkv faster). The machine line is
bench/compare.py's (`qkv bench --machine`: CPU, SIMD target, FMA peak, read
bandwidth), and the 1-minute load average is printed with every workload.
"""

import argparse
import ctypes
import glob
import importlib.util
import json
import math
import os
import statistics
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402  pylint: disable=wrong-import-position


class NotRun(Exception):
    """A peer cannot run this workload (or is not installed): the reason."""


class Case:
    """One workload as every peer sees it: torch inputs [b, heads, seq, d],
    qkv's and PyTorch's keyword arguments, the visible-pairs mask."""

    def __init__(self, wid, scale):
        w = compare.WORKLOADS[wid]
        (self.q, self.k, self.v), self.ours, self.theirs, self.flops, self.shape = compare.build(wid, scale)
        self.wid, self.train, self.dtype = wid, w["backward"], self.q.dtype
        self.b, self.h, self.sq, self.d = self.q.shape
        self.hkv, self.skv = self.k.shape[1], self.k.shape[2]
        self.causal = "causal" in self.ours
        self.window = self.ours["window"][0] if "window" in self.ours else -1
        lengths = self.ours.get("key_lengths")
        self.lengths = None if lengths is None else [int(x) for x in lengths]
        self.scale = 1.0 / math.sqrt(self.d)

    def visible(self):
        """Bool [b or 1, 1, seq_q, seq_kv]: True where query i sees key j
        (bottom-right causal, left window, key lengths), as compare.build."""
        i = torch.arange(self.sq)[:, None] + (self.skv - self.sq)
        j = torch.arange(self.skv)[None, :]
        vis = torch.ones(self.sq, self.skv, dtype=torch.bool)
        if self.causal:
            vis &= j <= i
        if self.window >= 0:
            vis &= j >= i - self.window
        vis = vis[None, None]
        if self.lengths is not None:
            vis = vis & (j[None, None] < torch.tensor(self.lengths)[:, None, None, None])
        return vis

    def masked(self):
        return self.causal or self.window >= 0 or self.lengths is not None

    def f32(self, t):
        """A contiguous float32 numpy copy of a torch tensor."""
        return t.detach().float().contiguous().numpy().copy()

    def bshd(self, t):
        """[b, heads, seq, d] -> float32 numpy [b, seq, heads * d]."""
        b, h, s, d = t.shape
        return t.detach().float().transpose(1, 2).reshape(b, s, h * d).contiguous().numpy()

    def from_bshd(self, a):
        """numpy [b, seq_q, heads * d] -> torch [b, heads, seq_q, d]."""
        return torch.from_numpy(np.array(a)).reshape(self.b, self.sq, self.h, self.d).transpose(1, 2)


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def grads_step(attn, case, grad_out):
    """A runner for forward + backward through autograd: returns the grads."""

    def run():
        leaves = [t.detach().requires_grad_() for t in (case.q, case.k, case.v)]
        attn(*leaves).backward(grad_out)
        return [t.grad for t in leaves]

    return run


# --- the peers: each returns a runner (no arguments, returns the output or
# the grads) or raises NotRun ----------------------------------------------


def peer_qkv(case, args):
    import qkv  # pylint: disable=import-outside-toplevel

    attn = lambda q, k, v: qkv.attention(q, k, v, **case.ours)  # noqa: E731
    if case.train:
        return grads_step(attn, case, args.grad_out)
    return lambda: attn(case.q, case.k, case.v)


def peer_torch_sdpa(case, args):
    attn = lambda q, k, v: F.scaled_dot_product_attention(q, k, v, **case.theirs)  # noqa: E731
    if case.train:
        return grads_step(attn, case, args.grad_out)
    return lambda: attn(case.q, case.k, case.v)


_FLEX = {}


def flex_compiled():
    """torch.compile(flex_attention), once per process; recompiles per shape."""
    if "fn" not in _FLEX:
        try:
            from torch.nn.attention import flex_attention as fa  # pylint: disable=import-outside-toplevel
        except ImportError as e:
            raise NotRun(f"not installed: torch {torch.__version__} has no FlexAttention ({e})") from e
        for name in ("recompile_limit", "cache_size_limit"):
            if hasattr(torch._dynamo.config, name):  # pylint: disable=protected-access
                setattr(torch._dynamo.config, name, 64)  # pylint: disable=protected-access
        _FLEX["fn"] = torch.compile(fa.flex_attention, dynamic=False)
        _FLEX["create_block_mask"] = fa.create_block_mask
    return _FLEX["fn"], _FLEX["create_block_mask"]


def flex_backward_probe():
    """None if compiled FlexAttention runs a backward on CPU, else the error."""
    if "bwd" not in _FLEX:
        fn, _ = flex_compiled()
        leaves = [torch.randn(1, 1, 128, 64, requires_grad=True) for _ in range(3)]
        try:
            fn(*leaves).sum().backward()
            _FLEX["bwd"] = None
        except Exception as e:  # pylint: disable=broad-except
            _FLEX["bwd"] = f"{type(e).__name__}: {e}".splitlines()[0][:150]
    return _FLEX["bwd"]


def flex_block_mask(case, create_block_mask):
    """The workload's mask as a FlexAttention block mask (None: no mask)."""
    if not case.masked():
        return None
    offset, window = case.skv - case.sq, case.window
    lengths = None if case.lengths is None else torch.tensor(case.lengths)

    def mask_mod(b, h, qi, ki):  # pylint: disable=unused-argument
        ok = ki >= 0
        if case.causal:
            ok = ok & (ki <= qi + offset)
        if window >= 0:
            ok = ok & (ki >= qi + offset - window)
        if lengths is not None:
            ok = ok & (ki < lengths[b])
        return ok

    return create_block_mask(mask_mod, case.b if lengths is not None else None, None, case.sq, case.skv,
                             device="cpu")


def peer_flex(case, args):
    fn, create_block_mask = flex_compiled()
    if case.train:
        error = flex_backward_probe()
        if error is not None:
            raise NotRun(f"no CPU backward in torch {torch.__version__}: {error}")
    block_mask = flex_block_mask(case, create_block_mask)
    kwargs = {"block_mask": block_mask, "enable_gqa": case.h != case.hkv}
    attn = lambda q, k, v: fn(q, k, v, **kwargs)  # noqa: E731
    run = grads_step(attn, case, args.grad_out) if case.train else (lambda: attn(case.q, case.k, case.v))
    start = time.perf_counter()
    try:
        run()  # compiles
    except Exception as e:  # pylint: disable=broad-except
        raise NotRun(f"compile/run failed: {type(e).__name__}: {str(e).splitlines()[0][:150]}") from e
    args.notes["flex"] = f"compile {time.perf_counter() - start:.0f} s (not timed)"
    return run


def openvino_tensor(ov, t):
    """An OpenVINO tensor holding torch tensor t (f32, or bf16 bit for bit)."""
    if t.dtype == torch.bfloat16:
        out = ov.Tensor(ov.Type.bf16, list(t.shape))
        np.copyto(out.data.view(np.uint16), t.contiguous().view(torch.int16).numpy().view(np.uint16))
        return out
    return ov.Tensor(t.float().contiguous().numpy().copy())


def openvino_model(case, ov, ops):
    """A model of one ScaledDotProductAttention: parameters q, k, v and (if
    the workload has one that `causal` does not express) a bool mask."""
    et = ov.Type.bf16 if case.dtype == torch.bfloat16 else ov.Type.f32
    q = ops.parameter([case.b, case.h, case.sq, case.d], et, name="q")
    k = ops.parameter([case.b, case.hkv, case.skv, case.d], et, name="k")
    v = ops.parameter([case.b, case.hkv, case.skv, case.d], et, name="v")
    params, qq, kk, vv = [q, k, v], q, k, v
    group = case.h // case.hkv
    if group > 1:  # grouped heads by broadcasting a group axis
        qq = ops.reshape(q, ops.constant(np.array([case.b, case.hkv, group, case.sq, case.d], np.int64)), False)
        kk = ops.unsqueeze(k, ops.constant(np.array([2], np.int64)))
        vv = ops.unsqueeze(v, ops.constant(np.array([2], np.int64)))
    plain_causal = case.causal and case.window < 0 and case.lengths is None and case.sq == case.skv
    mask = None
    if case.masked() and not plain_causal:
        mb = case.b if case.lengths is not None else 1
        shape = [mb, 1, case.sq, case.skv] if group == 1 else [mb, 1, 1, case.sq, case.skv]
        mask = ops.parameter(shape, ov.Type.boolean, name="mask")
        params.append(mask)
    sdpa = ops.scaled_dot_product_attention(qq, kk, vv, attention_mask=mask, causal=plain_causal)
    out = ops.reshape(sdpa, ops.constant(np.array([case.b, case.h, case.sq, case.d], np.int64)), False)
    return ov.Model([out], params, "sdpa")


def peer_openvino(case, args):
    try:
        import openvino as ov  # pylint: disable=import-outside-toplevel
        import openvino.opset13 as ops  # pylint: disable=import-outside-toplevel
    except ImportError as e:
        raise NotRun("not installed (pip install openvino)") from e
    if case.train:
        raise NotRun("inference only (no backward)")
    precision = "bf16" if case.dtype == torch.bfloat16 else "f32"
    config = {"INFERENCE_NUM_THREADS": args.threads, "INFERENCE_PRECISION_HINT": precision,
              "NUM_STREAMS": 1, "PERFORMANCE_HINT": "LATENCY"}
    compiled = ov.Core().compile_model(openvino_model(case, ov, ops), "CPU", config)
    request = compiled.create_infer_request()
    tensors = [case.q, case.k, case.v]
    if len(compiled.inputs) == 4:
        vis = case.visible()
        tensors.append(vis if case.h == case.hkv else vis[:, :, None])
    for port, t in zip(compiled.inputs, tensors):
        request.set_tensor(port, ov.Tensor(t.numpy().copy()) if t.dtype == torch.bool else openvino_tensor(ov, t))
    layers = [str(n.get_rt_info()["layerType"].astype(str)) for n in compiled.get_runtime_model().get_ordered_ops()]
    layers = [x for x in dict.fromkeys(layers) if x not in ("Input", "Output", "Const")]
    args.notes["openvino"] = f"{ov.get_version().split('-')[0]}, {precision}; runs as {'+'.join(layers)}"

    def run():
        request.infer()
        out = request.get_output_tensor(0)
        if precision == "bf16":
            return torch.from_numpy(out.data.view(np.int16).copy()).view(torch.bfloat16)
        return torch.from_numpy(out.data)

    return run


def onnx_imports():
    try:
        import onnx  # pylint: disable=import-outside-toplevel
        import onnxruntime as ort  # pylint: disable=import-outside-toplevel
    except ImportError as e:
        raise NotRun("not installed (pip install onnxruntime onnx)") from e
    return onnx, ort


def ort_session(ort, onnx, node, inputs, outputs, threads):
    """A session of the one-node graph; inputs/outputs: (name, elem, shape)."""
    h = onnx.helper
    graph = h.make_graph([node], "attn",
                         [h.make_tensor_value_info(n, t, s) for n, t, s in inputs],
                         [h.make_tensor_value_info(n, t, s) for n, t, s in outputs])
    model = h.make_model(graph, opset_imports=[h.make_opsetid("", 21), h.make_opsetid("com.microsoft", 1)])
    model.ir_version = 10
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])


def ort_dtype(case, onnx):
    if case.dtype != torch.float32:  # tried: "NOT_IMPLEMENTED: Could not find an implementation"
        raise NotRun("no bfloat16 CPU kernel in onnxruntime (float32 and float16 only)")
    return onnx.TensorProto.FLOAT


def gqa_prompt(case, args, onnx, ort):
    """Prompt (seq_q = seq_kv): query, key, value in [b, seq, heads * d]."""
    if case.lengths is not None:
        raise NotRun("padded keys: GroupQueryAttention's seqlens_k also pads the query rows")
    if case.window >= 0 and not case.causal:
        raise NotRun("local_window_size needs causal")
    f = ort_dtype(case, onnx)
    node = onnx.helper.make_node(
        "GroupQueryAttention", ["query", "key", "value", "", "", "seqlens_k", "total_sequence_length"],
        ["output", "present_key", "present_value"], domain="com.microsoft", num_heads=case.h,
        kv_num_heads=case.hkv, causal=int(case.causal),
        local_window_size=case.window + 1 if case.window >= 0 else -1)  # counts the query's own key
    i32 = onnx.TensorProto.INT32
    inputs = [("query", f, [case.b, case.sq, case.h * case.d]), ("key", f, [case.b, case.skv, case.hkv * case.d]),
              ("value", f, [case.b, case.skv, case.hkv * case.d]), ("seqlens_k", i32, [case.b]),
              ("total_sequence_length", i32, [])]
    kv_shape = [case.b, case.hkv, case.skv, case.d]
    outputs = [("output", f, [case.b, case.sq, case.h * case.d]), ("present_key", f, kv_shape),
               ("present_value", f, kv_shape)]
    sess = ort_session(ort, onnx, node, inputs, outputs, args.threads)
    feed = {"query": case.bshd(case.q), "key": case.bshd(case.k), "value": case.bshd(case.v),
            "seqlens_k": np.full(case.b, case.skv - 1, np.int32),
            "total_sequence_length": np.array(case.skv, np.int32)}
    return lambda: case.from_bshd(sess.run(["output"], feed)[0])


def gqa_decode(case, args, onnx, ort):
    """One generation step: the cache [b, kv_heads, seq_kv, d] is past_key /
    past_value and, through an IOBinding, present_key / present_value (the
    buffer-sharing mode); the step's own token is the cache's last one."""
    if case.masked():
        raise NotRun("decode with a mask: not this workload suite")
    f = ort_dtype(case, onnx)
    node = onnx.helper.make_node(
        "GroupQueryAttention", ["query", "key", "value", "past_key", "past_value", "seqlens_k",
                                "total_sequence_length"],
        ["output", "present_key", "present_value"], domain="com.microsoft", num_heads=case.h,
        kv_num_heads=case.hkv)
    i32 = onnx.TensorProto.INT32
    kv_shape = [case.b, case.hkv, case.skv, case.d]
    inputs = [("query", f, [case.b, 1, case.h * case.d]), ("key", f, [case.b, 1, case.hkv * case.d]),
              ("value", f, [case.b, 1, case.hkv * case.d]), ("past_key", f, kv_shape),
              ("past_value", f, kv_shape), ("seqlens_k", i32, [case.b]), ("total_sequence_length", i32, [])]
    outputs = [("output", f, [case.b, 1, case.h * case.d]), ("present_key", f, kv_shape),
               ("present_value", f, kv_shape)]
    sess = ort_session(ort, onnx, node, inputs, outputs, args.threads)
    cache_k, cache_v = (ort.OrtValue.ortvalue_from_numpy(case.f32(t)) for t in (case.k, case.v))
    binding = sess.io_binding()
    for name, value in (("query", case.bshd(case.q)), ("key", case.bshd(case.k[:, :, -1:])),
                        ("value", case.bshd(case.v[:, :, -1:])),
                        ("seqlens_k", np.full(case.b, case.skv - 1, np.int32)),
                        ("total_sequence_length", np.array(case.skv, np.int32))):
        binding.bind_ortvalue_input(name, ort.OrtValue.ortvalue_from_numpy(value))
    binding.bind_ortvalue_input("past_key", cache_k)
    binding.bind_ortvalue_input("past_value", cache_v)
    binding.bind_ortvalue_output("present_key", cache_k)
    binding.bind_ortvalue_output("present_value", cache_v)
    out = ort.OrtValue.ortvalue_from_numpy(np.zeros((case.b, 1, case.h * case.d), np.float32))
    binding.bind_ortvalue_output("output", out)

    def run():
        sess.run_with_iobinding(binding)
        return case.from_bshd(out.numpy())

    return run


def peer_ort_gqa(case, args):
    onnx, ort = onnx_imports()
    if case.train:
        raise NotRun("inference only (no backward)")
    if case.sq == case.skv:
        return gqa_prompt(case, args, onnx, ort)
    if case.sq == 1:
        return gqa_decode(case, args, onnx, ort)
    raise NotRun("seq_q neither 1 nor seq_kv")


def peer_ort_mha(case, args):
    onnx, ort = onnx_imports()
    if case.train:
        raise NotRun("inference only (no backward)")
    if case.h != case.hkv:
        raise NotRun("no grouped KV heads in MultiHeadAttention (expanding K, V would be another workload)")
    if case.causal and case.sq != case.skv:
        raise NotRun("unidirectional is top-left causal; this workload is bottom-right")
    f, i32 = ort_dtype(case, onnx), onnx.TensorProto.INT32
    feed = {"query": case.bshd(case.q), "key": case.bshd(case.k), "value": case.bshd(case.v)}
    inputs = [("query", f, [case.b, case.sq, case.h * case.d]), ("key", f, [case.b, case.skv, case.h * case.d]),
              ("value", f, [case.b, case.skv, case.h * case.d])]
    names = ["query", "key", "value", "", ""]
    if case.lengths is not None:
        names[4] = "key_padding_mask"
        inputs.append(("key_padding_mask", i32, [case.b, case.skv]))
        feed["key_padding_mask"] = (np.arange(case.skv)[None] < np.array(case.lengths)[:, None]).astype(np.int32)
    if case.window >= 0:
        names.append("attention_bias")
        inputs.append(("attention_bias", f, [1, 1, case.sq, case.skv]))
        feed["attention_bias"] = np.where(case.visible().numpy(), 0.0, -np.inf).astype(np.float32)
    node = onnx.helper.make_node("MultiHeadAttention", names, ["output"], domain="com.microsoft",
                                 num_heads=case.h, unidirectional=int(case.causal))
    sess = ort_session(ort, onnx, node, inputs, [("output", f, [case.b, case.sq, case.h * case.d])],
                       args.threads)
    return lambda: case.from_bshd(sess.run(["output"], feed)[0])


# --- ggml through ctypes -----------------------------------------------------

GGML_F32, GGML_F16, GGML_BF16 = 0, 1, 30


class GgmlInitParams(ctypes.Structure):  # ggml.h's struct ggml_init_params
    _fields_ = [("mem_size", ctypes.c_size_t), ("mem_buffer", ctypes.c_void_p), ("no_alloc", ctypes.c_bool)]


class GgmlThreadpoolParams(ctypes.Structure):  # ggml.h's struct ggml_threadpool_params
    _fields_ = [("cpumask", ctypes.c_bool * 512), ("n_threads", ctypes.c_int), ("prio", ctypes.c_int),
                ("poll", ctypes.c_uint32), ("strict_cpu", ctypes.c_bool), ("paused", ctypes.c_bool)]


class GgmlCplan(ctypes.Structure):  # ggml-cpu.h's struct ggml_cplan
    _fields_ = [("work_size", ctypes.c_size_t), ("work_data", ctypes.c_void_p), ("n_threads", ctypes.c_int),
                ("threadpool", ctypes.c_void_p), ("abort_callback", ctypes.c_void_p),
                ("abort_callback_data", ctypes.c_void_p), ("use_ref", ctypes.c_bool)]


def ggml_lib_dir(args):
    """The directory holding libggml*.so: --ggml-lib, else llama_cpp/lib of
    an installed llama-cpp-python (found without importing it)."""
    if args.ggml_lib:
        return args.ggml_lib
    spec = importlib.util.find_spec("llama_cpp")
    if spec is None or not spec.submodule_search_locations:
        raise NotRun("not installed (pip install llama-cpp-python, or --ggml-lib DIR)")
    return os.path.join(list(spec.submodule_search_locations)[0], "lib")


_GGML = {}


def ggml_load(args):
    """libggml-base, libggml-cpu, libggml loaded once, with their signatures."""
    if "lib" in _GGML:
        return _GGML["lib"]
    folder = ggml_lib_dir(args)
    libs = {}
    for name in ("libggml-base", "libggml-cpu", "libggml"):
        found = sorted(glob.glob(os.path.join(folder, name + ".so*")))
        if not found:
            raise NotRun(f"no {name}.so in {folder}")
        libs[name] = ctypes.CDLL(found[0], mode=ctypes.RTLD_GLOBAL)
    base, cpu = libs["libggml-base"], libs["libggml-cpu"]
    p, i64 = ctypes.c_void_p, ctypes.c_int64
    sig = {"ggml_init": (p, [GgmlInitParams]), "ggml_free": (None, [p]),
           "ggml_new_tensor_4d": (p, [p, ctypes.c_int, i64, i64, i64, i64]), "ggml_get_data": (p, [p]),
           "ggml_nbytes": (ctypes.c_size_t, [p]), "ggml_new_graph": (p, [p]),
           "ggml_build_forward_expand": (None, [p, p]), "ggml_tensor_overhead": (ctypes.c_size_t, []),
           "ggml_graph_overhead": (ctypes.c_size_t, []),
           "ggml_flash_attn_ext": (p, [p, p, p, p, p, ctypes.c_float, ctypes.c_float, ctypes.c_float])}
    for name, (res, argtypes) in sig.items():
        fn = getattr(base, name)
        fn.restype, fn.argtypes = res, argtypes
    base.ggml_threadpool_params_default.restype = GgmlThreadpoolParams
    base.ggml_threadpool_params_default.argtypes = [ctypes.c_int]
    cpu_sig = {"ggml_threadpool_new": (p, [ctypes.POINTER(GgmlThreadpoolParams)]),
               "ggml_graph_plan": (GgmlCplan, [p, ctypes.c_int, p]),
               "ggml_graph_compute": (ctypes.c_int, [p, ctypes.POINTER(GgmlCplan)]),
               "ggml_threadpool_pause": (None, [p]), "ggml_threadpool_resume": (None, [p])}
    for name, (res, argtypes) in cpu_sig.items():
        fn = getattr(cpu, name)
        fn.restype, fn.argtypes = res, argtypes
    if hasattr(cpu, "ggml_cpu_init"):
        cpu.ggml_cpu_init()
    _GGML["lib"] = (base, cpu, folder)
    return _GGML["lib"]


def ggml_threadpool(base, cpu, threads):
    """One persistent ggml thread pool per thread count, as llama.cpp keeps,
    paused between calls: its idle workers poll for work, and left running
    they took half of both cores from every other peer (qkv 2x slower on P1
    beside them, 2026-12-05)."""
    key = ("pool", threads)
    if key not in _GGML:
        params = base.ggml_threadpool_params_default(threads)
        params.paused = True
        _GGML[key] = cpu.ggml_threadpool_new(ctypes.byref(params))
    return _GGML[key]


def ggml_tensor(base, ctx, gtype, array_bytes, ne):
    """A new ggml tensor of ne (innermost first) filled with array_bytes."""
    t = base.ggml_new_tensor_4d(ctx, gtype, *ne)
    n = base.ggml_nbytes(t)
    assert n == len(array_bytes), (n, len(array_bytes))
    ctypes.memmove(base.ggml_get_data(t), array_bytes, n)
    return t


def peer_ggml(case, args):
    if case.train:
        raise NotRun("no backward: ggml.h's ggml_flash_attn_back is for the removed ggml_flash_attn "
                     "('TODO: needs to be adapted to ggml_flash_attn_ext')")
    base, cpu, folder = ggml_load(args)
    kv_type = GGML_BF16 if case.dtype == torch.bfloat16 else GGML_F32
    kv_bytes = (lambda t: t.contiguous().view(torch.int16).numpy().tobytes()) if kv_type == GGML_BF16 \
        else (lambda t: case.f32(t).tobytes())
    size = sum(t.numel() * 4 for t in (case.q, case.k, case.v, case.q)) + case.b * case.sq * case.skv * 2
    ctx = base.ggml_init(GgmlInitParams(size + 64 * base.ggml_tensor_overhead() + base.ggml_graph_overhead()
                                        + (1 << 20), None, False))
    # torch [b, heads, seq, d] is ggml's [d, seq, heads, b]: the same bytes.
    q = ggml_tensor(base, ctx, GGML_F32, case.f32(case.q).tobytes(), (case.d, case.sq, case.h, case.b))
    k = ggml_tensor(base, ctx, kv_type, kv_bytes(case.k), (case.d, case.skv, case.hkv, case.b))
    v = ggml_tensor(base, ctx, kv_type, kv_bytes(case.v), (case.d, case.skv, case.hkv, case.b))
    mask = None
    if case.masked():
        vis = case.visible()
        mask_bytes = np.where(vis.numpy(), 0.0, -np.inf).astype(np.float16).tobytes()
        mask = ggml_tensor(base, ctx, GGML_F16, mask_bytes, (case.skv, case.sq, 1, vis.shape[0]))
    out = base.ggml_flash_attn_ext(ctx, q, k, v, mask, case.scale, 0.0, 0.0)
    graph = base.ggml_new_graph(ctx)
    base.ggml_build_forward_expand(graph, out)
    count = case.b * case.sq * case.h * case.d
    result = np.ctypeslib.as_array((ctypes.c_float * count).from_address(base.ggml_get_data(out)))
    pool = ggml_threadpool(base, cpu, args.threads)
    plan = cpu.ggml_graph_plan(graph, args.threads, pool)
    work = ctypes.create_string_buffer(max(1, plan.work_size))
    plan.work_data = ctypes.cast(work, ctypes.c_void_p)
    args.notes["ggml"] = f"{folder}, K/V {'bf16' if kv_type == GGML_BF16 else 'f32'}"
    args.keep.append((ctx, work))

    def run():
        cpu.ggml_threadpool_resume(pool)
        status = cpu.ggml_graph_compute(graph, ctypes.byref(plan))
        cpu.ggml_threadpool_pause(pool)
        if status != 0:
            raise RuntimeError(f"ggml_graph_compute status {status}")
        # ggml's result is [d, heads, seq_q, b]: torch [b, seq_q, heads, d]
        return torch.from_numpy(result).view(case.b, case.sq, case.h, case.d).transpose(1, 2)

    return run


PEERS = {"torch-sdpa": peer_torch_sdpa, "flex": peer_flex, "openvino": peer_openvino,
         "ort-gqa": peer_ort_gqa, "ort-mha": peer_ort_mha, "ggml": peer_ggml}


# --- timing ------------------------------------------------------------------


def prepare(case, args):
    """name -> runner for qkv and every selected peer; name -> reason for the
    peers that do not run this workload."""
    runners, skipped = {"qkv": peer_qkv(case, args)}, {}
    for name in args.peers:
        try:
            runners[name] = PEERS[name](case, args)
        except NotRun as e:
            skipped[name] = str(e)
        except Exception as e:  # pylint: disable=broad-except
            skipped[name] = f"setup failed: {type(e).__name__}: {str(e).splitlines()[0][:160]}"
    return runners, skipped


def time_interleaved(runners, repeats, pause, skipped):
    """name -> (per-call seconds, last output): two warm-up calls each, then
    `repeats` rounds calling every runner once, the starting runner rotating
    from round to round, with `pause` seconds of sleep before every call. A
    runner that fails is moved to `skipped`."""
    outs, times = {}, {name: [] for name in runners}
    for name in list(runners):
        try:
            for _ in range(2):
                outs[name] = runners[name]()
        except Exception as e:  # pylint: disable=broad-except
            skipped[name] = f"run failed: {type(e).__name__}: {str(e).splitlines()[0][:160]}"
            del runners[name], times[name]
    names = list(runners)
    for r in range(repeats):
        for name in names[r % len(names):] + names[:r % len(names)]:
            time.sleep(pause)
            t, outs[name] = timed(runners[name])
            times[name].append(t)
    return times, outs


def max_diff(out, ref):
    if isinstance(ref, list):  # grads
        return max((a.float() - b.float()).abs().max().item() for a, b in zip(out, ref))
    return (out.float() - ref.float()).abs().max().item()


def workload_rows(wid, args):
    case = Case(wid, args.scale)
    args.grad_out = torch.randn(case.q.shape, generator=torch.Generator().manual_seed(1)).to(case.dtype)
    args.notes, args.keep = {}, []
    runners, skipped = prepare(case, args)
    times, outs = time_interleaved(runners, args.repeats, args.pause, skipped)
    flops = case.flops * (3.5 if case.train else 1.0)
    base_ms = statistics.median(times["qkv"]) * 1e3
    rows = []
    for name in ["qkv"] + args.peers:
        if name in times:
            ms = statistics.median(times[name]) * 1e3
            rows.append({"id": wid, "peer": name, "ms": ms, "ratio": ms / base_ms, "gflops": flops / ms * 1e-6,
                         "max_abs_diff": max_diff(outs[name], outs["qkv"]), "note": args.notes.get(name, "")})
        else:
            rows.append({"id": wid, "peer": name, "note": skipped[name]})
    for ctx, _ in args.keep:
        _GGML["lib"][0].ggml_free(ctx)
    return case, rows


def print_rows(case, rows, load):
    kind = "fwd+bwd" if case.train else "forward"
    print(f"\n{case.wid}  {case.shape}  {kind}   (load average {load:.1f})")
    print(f"  {'peer':11} {'ms':>10} {'peer/qkv':>9} {'GFLOP/s':>8} {'max|diff|':>10}  note")
    for r in rows:
        if "ms" in r:
            print(f"  {r['peer']:11} {r['ms']:10.4g} {r['ratio']:9.2f} {r['gflops']:8.1f} "
                  f"{r['max_abs_diff']:10.2e}  {r['note']}")
        else:
            print(f"  {r['peer']:11} {'-':>10} {'-':>9} {'-':>8} {'-':>10}  {r['note']}")
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = [w for w, v in compare.WORKLOADS.items() if w[0] in "PDT"]
    parser.add_argument("workloads", nargs="*", default=default, help=f"default: {' '.join(default)}")
    parser.add_argument("--peers", default=",".join(PEERS), help=f"comma-separated subset of {','.join(PEERS)}")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--pause", type=float, default=0.05, help="seconds of sleep before every timed call")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply sequence lengths")
    parser.add_argument("--ggml-lib", help="directory of libggml-base.so, libggml-cpu.so, libggml.so")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    args.peers = [p for p in args.peers.split(",") if p]
    ids = [compare.workload_id(w) for w in args.workloads]
    bad = [w for w in ids if w not in compare.WORKLOADS] + [p for p in args.peers if p not in PEERS]
    if bad:
        parser.error(f"unknown {bad}; workloads: {list(compare.WORKLOADS)}; peers: {list(PEERS)}")
    import qkv  # pylint: disable=import-outside-toplevel

    torch.set_num_threads(args.threads)
    qkv.set_num_threads(args.threads)
    machine = compare.machine_report(args.threads)
    head = {"machine": machine, "threads": args.threads, "repeats": args.repeats, "pause_s": args.pause,
            "scale": args.scale, "torch": torch.__version__, "qkv": qkv.__version__}
    if not args.json:
        print(f"machine: {machine['description']}")
        print(f"threads {args.threads}, {args.repeats} interleaved rounds (medians), pause {args.pause} s, "
              f"seq scale {args.scale}, torch {torch.__version__}, qkv {qkv.__version__}; "
              f"peer/qkv > 1: qkv faster", flush=True)
    results = []
    for wid in ids:
        case, rows = workload_rows(wid, args)
        load = os.getloadavg()[0]
        results.extend(dict(r, load=load) for r in rows)
        if not args.json:
            print_rows(case, rows, load)
    if args.json:
        print(json.dumps(dict(head, rows=results), indent=1))


if __name__ == "__main__":
    main()
