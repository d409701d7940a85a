#include "workloads.h"

#include <nlohmann/json.hpp>

#include "qkv/error.h"
#include "workloads_json.h"  // kWorkloadsJson, generated from workloads.json

namespace qkv::bench {

std::vector<Workload> parse_workloads(const std::string& text) {
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.contains("workloads") ||
      !j["workloads"].is_array()) {
    throw Error("workloads.json: expected an object with a workloads array");
  }
  std::vector<Workload> out;
  for (const auto& w : j["workloads"]) {
    try {
      Workload x;
      x.id = w.at("id").get<std::string>();
      x.batch = w.at("batch").get<std::int64_t>();
      x.heads = w.at("heads").get<std::int64_t>();
      x.kv_heads = w.at("kv_heads").get<std::int64_t>();
      x.seq_q = w.at("seq_q").get<std::int64_t>();
      x.seq_kv = w.at("seq_kv").get<std::int64_t>();
      x.head_dim = w.at("head_dim").get<std::int64_t>();
      x.causal = w.value("causal", false);
      x.window = w.value("window", std::int64_t{-1});
      x.padded = w.value("padded", false);
      const std::string dtype = w.value("dtype", std::string("float32"));
      if (dtype != "float32" && dtype != "bfloat16") {
        throw Error("workloads.json: " + x.id + ": dtype " + dtype +
                    " (expected float32 or bfloat16)");
      }
      x.dtype = dtype == "bfloat16" ? DType::kBFloat16 : DType::kFloat32;
      x.backward = w.value("backward", false);
      x.in_default = w.value("default", true);
      out.push_back(x);
    } catch (const nlohmann::json::exception& e) {
      throw Error(std::string("workloads.json: ") + e.what());
    }
  }
  return out;
}

const std::vector<Workload>& workloads() {
  static const std::vector<Workload> suite = parse_workloads(kWorkloadsJson);
  return suite;
}

}  // namespace qkv::bench
