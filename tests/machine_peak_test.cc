// The machine report of the benchmarks and `qkv bench --machine`: the CPU
// named on x86 and on ARM (where Linux's /proc/cpuinfo has no model name and
// there is no CPUID), and the probes run on every architecture.
#include "machine_peak.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "qkv/qkv.h"

namespace qkv::bench {
namespace {

CpuInfo parse(const std::string& text) {
  std::istringstream in(text);
  return cpu_info_from_proc(in);
}

TEST(CpuInfo, X86ProcCpuinfo) {
  const CpuInfo c = parse(
      "processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\n"
      "model\t\t: 143\nmodel name\t: Intel(R) Xeon(R) Platinum 8480+\n"
      "flags\t\t: fpu avx512f\n\nprocessor\t: 1\nmodel\t\t: 99\n");
  EXPECT_EQ(c.vendor, "GenuineIntel");
  EXPECT_EQ(c.name, "Intel(R) Xeon(R) Platinum 8480+");
  EXPECT_EQ(c.family, 6);
  EXPECT_EQ(c.model, 143);
}

// AWS Graviton 3 (Neoverse V1) as arm64 Linux reports it.
TEST(CpuInfo, ArmProcCpuinfoNamesTheCoreFromItsPartNumber) {
  const CpuInfo c = parse(
      "processor\t: 0\nBogoMIPS\t: 2100.00\nFeatures\t: fp asimd sve\n"
      "CPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x1\n"
      "CPU part\t: 0xd40\nCPU revision\t: 1\n");
  EXPECT_EQ(c.vendor, "ARM");
  EXPECT_EQ(c.name, "Neoverse-V1");
  EXPECT_EQ(c.family, 8);
  EXPECT_EQ(c.model, 0xd40);
}

TEST(CpuInfo, UnknownArmPartsAndEmptyInput) {
  const CpuInfo c = parse(
      "CPU implementer\t: 0xc0\nCPU architecture: 8\nCPU part\t: 0xac3\n");
  EXPECT_EQ(c.vendor, "Ampere");
  EXPECT_EQ(c.name, "Ampere part 0xac3");
  const CpuInfo odd = parse("CPU implementer : 0x99\nCPU part : 0x1\n");
  EXPECT_EQ(odd.vendor, "implementer 0x99");
  EXPECT_EQ(odd.name, "implementer 0x99 part 0x1");
  const CpuInfo none = parse("");
  EXPECT_EQ(none.vendor, "unknown");
  EXPECT_EQ(none.name, "unknown");
  EXPECT_EQ(none.family, -1);
  EXPECT_EQ(none.model, -1);
}

// This machine (under qemu-aarch64 in `make test-arm`): a CPU name, the
// kernels' SIMD target, and probes that run (tiny sizes; their figures are
// for the benchmarks, not checked here beyond being measured at all).
TEST(MachineReport, ProbesRunOnThisArchitecture) {
  const CpuInfo c = cpu_info();
  EXPECT_NE(c.name, "unknown");
  EXPECT_FALSE(simd_target().empty());
  EXPECT_GT(measure_fma_peak_gflops(1, 1000), 0.0);
  EXPECT_GT(measure_read_bandwidth_gbs(1, std::int64_t{1} << 20), 0.0);
  MachineReport r;
  r.cpu = c;
  r.simd = simd_target();
  r.bf16_engine = bfloat16_engine();
  EXPECT_NE(describe(r).find("SIMD " + r.simd), std::string::npos);
  EXPECT_NE(describe(r).find("bf16 engine " + r.bf16_engine),
            std::string::npos);
}

}  // namespace
}  // namespace qkv::bench
