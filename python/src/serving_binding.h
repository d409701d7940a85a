// Bindings of the serving API (qkv/serving.h): packed (varlen) attention and
// its backward, paged attention, PagedKvCache. Included by qkv_module.cc
// inside its anonymous namespace, after view_of and Options; python/qkv/
// _flash.py builds FlashAttention's functions on these.
#ifndef QKV_PYTHON_SRC_SERVING_BINDING_H_
#define QKV_PYTHON_SRC_SERVING_BINDING_H_

qkv::Varlen varlen_of(InArray cu_q, InArray cu_k, std::int64_t max_q,
                      std::int64_t max_k) {
  return {view_of(cu_q, "cu_seqlens_q"), view_of(cu_k, "cu_seqlens_k"), max_q,
          max_k};
}

void varlen_into(InArray q, InArray k, InArray v, InArray cu_q, InArray cu_k,
                 std::int64_t max_q, std::int64_t max_k, OutArray out,
                 std::optional<OutArray> lse, const Options& o) {
  const qkv::AttentionParams params = o.params();
  const qkv::Varlen varlen = varlen_of(cu_q, cu_k, max_q, max_k);
  const qkv::TensorView qv = view_of(q, "q"), kv = view_of(k, "k"),
                        vv = view_of(v, "v"), ov = view_of(out, "out"),
                        lv = optional_view(lse, "softmax_lse");
  qkv_python::ReleaseGil release;
  qkv::attention_varlen_into(qv, kv, vv, varlen, params, ov, lv);
}

void varlen_backward_into(InArray dout, InArray q, InArray k, InArray v,
                          InArray out, InArray lse, InArray cu_q, InArray cu_k,
                          std::int64_t max_q, std::int64_t max_k, OutArray dq,
                          OutArray dk, OutArray dv, const Options& o,
                          std::optional<InArray> dlse) {
  const qkv::AttentionParams params = o.params();
  const qkv::Varlen varlen = varlen_of(cu_q, cu_k, max_q, max_k);
  const qkv::TensorView g = view_of(dout, "grad_out"), qv = view_of(q, "q"),
                        kv = view_of(k, "k"), vv = view_of(v, "v"),
                        ov = view_of(out, "out"), lv = view_of(lse, "lse"),
                        dqv = view_of(dq, "dq"), dkv = view_of(dk, "dk"),
                        dvv = view_of(dv, "dv"),
                        dlv = optional_view(dlse, "grad_lse");
  qkv_python::ReleaseGil release;
  qkv::attention_varlen_backward_into(g, qv, kv, vv, ov, lv, varlen, params,
                                      dqv, dkv, dvv, dlv);
}

void paged_into(InArray q, InArray cu_q, std::int64_t max_q, InArray k_cache,
                InArray v_cache, InArray block_table, InArray cache_seqlens,
                OutArray out, std::optional<OutArray> lse, const Options& o) {
  const qkv::AttentionParams params = o.params();
  const qkv::PagedKv cache{view_of(k_cache, "k_cache"),
                           view_of(v_cache, "v_cache"),
                           view_of(block_table, "block_table"),
                           view_of(cache_seqlens, "cache_seqlens")};
  const qkv::TensorView qv = view_of(q, "q"),
                        cv = view_of(cu_q, "cu_seqlens_q"),
                        ov = view_of(out, "out"),
                        lv = optional_view(lse, "softmax_lse");
  qkv_python::ReleaseGil release;
  qkv::attention_paged_into(qv, cv, max_q, cache, params, ov, lv);
}

// flash_attn_with_kvcache on a quantized cache the caller holds
// (python/qkv/_quantized.py): appends k, v in place, returns (out, lse).
nb::tuple kvcache_quantized(InArray q, const std::string& format,
                            std::int64_t head_dim, std::int64_t head_dim_v,
                            OutArray key_codes, OutArray key_scales,
                            OutArray value_codes, OutArray value_scales,
                            InArray block_table, InArray cache_seqlens,
                            std::optional<InArray> k, std::optional<InArray> v,
                            bool causal, const Options& o) {
  const auto parsed = qkv::parse_quant_format(format);
  if (!parsed) throw qkv::Error("format: unknown quantized format " + format);
  const qkv::QuantizedPagedKv cache{*parsed,
                                    head_dim,
                                    head_dim_v,
                                    view_of(key_codes, "key_codes"),
                                    view_of(key_scales, "key_scales"),
                                    view_of(value_codes, "value_codes"),
                                    view_of(value_scales, "value_scales"),
                                    view_of(block_table, "block_table"),
                                    view_of(cache_seqlens, "cache_seqlens")};
  const qkv::AttentionParams params = o.params();
  const qkv::TensorView qv = view_of(q, "q"), kv = optional_view(k, "k"),
                        vv = optional_view(v, "v");
  qkv::AttentionResult r;
  {
    qkv_python::ReleaseGil release;
    r = qkv::attention_kvcache_quantized(qv, cache, kv, vv, causal, params);
  }
  return nb::make_tuple(to_numpy(std::move(r.out)), to_numpy(std::move(r.lse)));
}

void bind_serving(nb::module_& m) {
  m.def("kvcache_quantized", &kvcache_quantized, nb::arg("q"),
        nb::arg("format"), nb::arg("head_dim"), nb::arg("head_dim_v"),
        nb::arg("key_codes"), nb::arg("key_scales"), nb::arg("value_codes"),
        nb::arg("value_scales"), nb::arg("block_table"),
        nb::arg("cache_seqlens"), nb::arg("k").none(), nb::arg("v").none(),
        nb::arg("causal"), nb::arg("options"),
        "flash_attn_with_kvcache on a caller-held quantized cache: appends "
        "k, v in place, returns (out, lse).");
  m.def("varlen_into", &varlen_into, nb::arg("q"), nb::arg("k"), nb::arg("v"),
        nb::arg("cu_seqlens_q"), nb::arg("cu_seqlens_k"),
        nb::arg("max_seqlen_q"), nb::arg("max_seqlen_k"), nb::arg("out"),
        nb::arg("lse").none(), nb::arg("options"),
        "Packed (varlen) attention into out (and lse).");
  m.def("varlen_backward_into", &varlen_backward_into, nb::arg("dout"),
        nb::arg("q"), nb::arg("k"), nb::arg("v"), nb::arg("out"),
        nb::arg("lse"), nb::arg("cu_seqlens_q"), nb::arg("cu_seqlens_k"),
        nb::arg("max_seqlen_q"), nb::arg("max_seqlen_k"), nb::arg("dq"),
        nb::arg("dk"), nb::arg("dv"), nb::arg("options"),
        nb::arg("dlse").none(), "Gradients of packed attention.");
  m.def("paged_into", &paged_into, nb::arg("q"), nb::arg("cu_seqlens_q"),
        nb::arg("max_seqlen_q"), nb::arg("k_cache"), nb::arg("v_cache"),
        nb::arg("block_table"), nb::arg("cache_seqlens"), nb::arg("out"),
        nb::arg("lse").none(), nb::arg("options"),
        "Packed queries against a paged KV cache into out (and lse).");
  nb::class_<qkv::PagedKvCache>(m, "PagedKvCache")
      .def(
          "__init__",
          [](qkv::PagedKvCache* self, std::int64_t num_blocks,
             std::int64_t block_size, std::int64_t num_kv_heads,
             std::int64_t head_dim, const std::string& dtype,
             std::int64_t head_dim_v) {
            const auto format = qkv::parse_quant_format(dtype);
            if (format && *format != qkv::QuantFormat::kNone) {
              new (self) qkv::PagedKvCache(num_blocks, block_size, num_kv_heads,
                                           head_dim, *format, head_dim_v);
            } else {
              new (self)
                  qkv::PagedKvCache(num_blocks, block_size, num_kv_heads,
                                    head_dim, parse_dtype(dtype), head_dim_v);
            }
          },
          nb::arg("num_blocks"), nb::arg("block_size"), nb::arg("num_kv_heads"),
          nb::arg("head_dim"), nb::arg("dtype"), nb::arg("head_dim_v"))
      .def("add_sequence", &qkv::PagedKvCache::add_sequence)
      .def_prop_ro("storage_bytes", &qkv::PagedKvCache::storage_bytes)
      .def("free_sequence", &qkv::PagedKvCache::free_sequence, nb::arg("seq"))
      .def(
          "append",
          [](qkv::PagedKvCache& self, const std::vector<std::int64_t>& seqs,
             InArray k, InArray v, InArray cu_seqlens) {
            const qkv::TensorView kv = view_of(k, "k"), vv = view_of(v, "v"),
                                  cv = view_of(cu_seqlens, "cu_seqlens");
            // Cache methods keep the GIL: one object's calls never overlap,
            // so an append cannot move blocks a running attend reads.
            self.append(seqs, kv, vv, cv);
          },
          nb::arg("seqs"), nb::arg("k"), nb::arg("v"), nb::arg("cu_seqlens"))
      .def(
          "attend",
          [](const qkv::PagedKvCache& self,
             const std::vector<std::int64_t>& seqs, InArray q,
             InArray cu_seqlens_q, const Options& o) {
            const qkv::AttentionParams params = o.params();
            const qkv::TensorView qv = view_of(q, "q"),
                                  cv = view_of(cu_seqlens_q, "cu_seqlens_q");
            // Keeps the GIL (see append); the kernels' workers need none.
            qkv::AttentionResult r = self.attend(seqs, qv, cv, params);
            return nb::make_tuple(to_numpy(std::move(r.out)),
                                  to_numpy(std::move(r.lse)));
          },
          nb::arg("seqs"), nb::arg("q"), nb::arg("cu_seqlens_q"),
          nb::arg("options"))
      .def("length", &qkv::PagedKvCache::length, nb::arg("seq"))
      .def("blocks", &qkv::PagedKvCache::blocks, nb::arg("seq"))
      .def_prop_ro("num_blocks", &qkv::PagedKvCache::num_blocks)
      .def_prop_ro("block_size", &qkv::PagedKvCache::block_size)
      .def_prop_ro("blocks_in_use", &qkv::PagedKvCache::blocks_in_use)
      .def_prop_ro("free_blocks", &qkv::PagedKvCache::free_blocks)
      .def_prop_ro("num_sequences", &qkv::PagedKvCache::num_sequences)
      .def("keys",
           [](const qkv::PagedKvCache& self) {
             return to_numpy(self.keys().clone());
           })
      .def("values", [](const qkv::PagedKvCache& self) {
        return to_numpy(self.values().clone());
      });
}

#endif  // QKV_PYTHON_SRC_SERVING_BINDING_H_
