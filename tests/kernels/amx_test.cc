// bfloat16 tile products (src/kernels/amx.h), on each engine this CPU has
// (AMX, AVX512_BF16 dot products), against a double-precision GEMM on the
// same bf16 inputs (P rounded to bf16, nearest even, for P·V).
//
// Tolerance: the products of two bf16 values are exact in float32 (8 + 8
// significant bits), so the only error is float32 summation of n terms
// (head_dim for S; keys + the initial O for P·V): |err| <= γ_n Σ|terms|,
// γ_n = n u / (1 - n u), u = 2^-24, whatever the order and pairing of the
// additions; plus n · 2^-126 for the results the tiles flush to zero.
// The packing tests run everywhere (a scalar model of TDPBF16PS on the
// packed tiles); the kernel tests need an engine and skip without one.
#include "kernels/amx.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "dtype.h"
#include "qkv/attention.h"
#include "qkv/error.h"

namespace qkv::internal {
namespace {

using Bits = std::vector<std::uint16_t>;
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

Bits random_bf16(std::int64_t n, std::uint32_t seed, float scale = 1.0f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  Bits x(n);
  for (auto& b : x) b = float_to_bf16(scale * u(rng));
  return x;
}

std::vector<float> random_floats(std::int64_t n, std::uint32_t seed, float lo,
                                 float hi) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(lo, hi);
  std::vector<float> x(n);
  for (auto& f : x) f = u(rng);
  return x;
}

double gamma_bound(std::int64_t terms, double abs_sum) {
  const double n = static_cast<double>(terms), u = std::ldexp(1.0, -24);
  return n * u / (1 - n * u) * abs_sum + n * std::ldexp(1.0, -126);
}

// got (float32) against ref (double) and the sum of |terms| over n terms.
void expect_close(float got, double ref, double abs_sum, std::int64_t n,
                  const char* what, std::int64_t i, std::int64_t j) {
  if (std::isnan(ref)) {
    EXPECT_TRUE(std::isnan(got)) << what << " (" << i << ", " << j << ")";
  } else if (std::abs(ref) > std::numeric_limits<float>::max()) {
    EXPECT_EQ(got, ref > 0 ? kInf : -kInf)
        << what << " (" << i << ", " << j << ")";
  } else {
    EXPECT_LE(std::abs(got - ref), gamma_bound(n, abs_sum))
        << what << " (" << i << ", " << j << "): " << got << " vs " << ref;
  }
}

// Q·Kᵀ shapes: q (rows, head_dim) at stride ld, k (keys, head_dim).
struct QkCase {
  std::int64_t rows, head_dim, keys;
  Bits q, k;
  std::int64_t ld;
  QkCase(std::int64_t r, std::int64_t d, std::int64_t n, std::uint32_t seed,
         float scale = 1.0f)
      : rows(r), head_dim(d), keys(n), ld(d + 3) {
    q = random_bf16(rows * ld, seed, scale);
    k = random_bf16(keys * ld, seed + 1, scale);
  }
  double ref(std::int64_t i, std::int64_t j, double* abs_sum) const {
    double s = 0, a = 0;
    for (std::int64_t d = 0; d < head_dim; ++d) {
      const double t = double{bf16_to_float(q[i * ld + d])} *
                       double{bf16_to_float(k[j * ld + d])};
      s += t;
      a += std::abs(t);
    }
    *abs_sum = a;
    return s;
  }
  // Row i of x (q or k), when it exists, holds only finite values.
  bool finite(const Bits& x, std::int64_t i) const {
    for (std::int64_t d = 0; d < head_dim && i * ld < std::ssize(x); ++d) {
      if (!std::isfinite(bf16_to_float(x[i * ld + d]))) return false;
    }
    return true;
  }
  std::int64_t s_stride() const { return amx_round_up(keys, 16) + 5; }
  // S from the AMX kernels, in a buffer with one spare row and 5 spare
  // columns holding -7 (to catch writes outside the documented region).
  std::vector<float> run(Bf16Engine engine) const {
    Bits qp(amx_rows_pack_size(rows, head_dim));
    Bits kp(amx_k_pack_size(keys, head_dim));
    amx_pack_rows(q.data(), ld, rows, head_dim, qp.data());
    amx_pack_k(k.data(), ld, keys, head_dim, kp.data());
    std::vector<float> s((amx_round_up(rows, 16) + 1) * s_stride(), -7.0f);
    if (engine == Bf16Engine::kAmx) amx_thread_configure();
    amx_qk(engine, qp.data(), rows, head_dim, kp.data(), keys, s.data(),
           s_stride());
    return s;
  }
  void check(const std::vector<float>& s) const {
    for (std::int64_t i = 0; i <= amx_round_up(rows, 16); ++i) {
      for (std::int64_t j = 0; j < s_stride(); ++j) {
        const float got = s[i * s_stride() + j];
        if (i < rows && j < keys) {
          double abs_sum = 0;
          const double r = ref(i, j, &abs_sum);
          expect_close(got, r, abs_sum, head_dim, "S", i, j);
        } else if (i < rows && j < amx_round_up(keys, 16)) {
          // 0 · k, q · 0: NaN beside a row or key holding inf or NaN.
          EXPECT_TRUE(got == 0.0f ||
                      (std::isnan(got) && !(finite(q, i) && finite(k, j))))
              << "S padding (" << i << ", " << j << "): " << got;
        } else if (i < amx_round_up(rows, 16) && j < amx_round_up(keys, 16)) {
          // Padding rows: scratch (kAmx writes 0 or NaN, kDot leaves them).
          EXPECT_TRUE(got == 0.0f || got == -7.0f || std::isnan(got))
              << "S padding row (" << i << ", " << j << "): " << got;
        } else {
          EXPECT_EQ(got, -7.0f) << "S outside (" << i << ", " << j << ")";
        }
      }
    }
  }
};

// P·V shapes: p (rows, keys) float32 at stride keys + 7 (NaN beyond keys:
// never read), v (keys, head_dim_v) bf16, o (rows, head_dim_v) += p·v.
struct PvCase {
  std::int64_t rows, keys, dv;
  std::vector<float> p, o0;
  Bits v;
  PvCase(std::int64_t r, std::int64_t n, std::int64_t d, std::uint32_t seed)
      : rows(r), keys(n), dv(d) {
    p = random_floats(rows * p_stride(), seed, 0.0f, 1.0f);
    for (std::int64_t i = 0; i < rows; ++i) {
      for (std::int64_t j = keys; j < p_stride(); ++j)
        p[i * p_stride() + j] = kNaN;
    }
    v = random_bf16(keys * dv, seed + 1);
    o0 = random_floats(amx_round_up(rows, 16) * o_stride(), seed + 2, -1, 1);
  }
  std::int64_t p_stride() const { return keys + 7; }
  std::int64_t o_stride() const { return amx_round_up(dv, 16) + 3; }
  double ref(std::int64_t i, std::int64_t c, double* abs_sum) const {
    double s = o0[i * o_stride() + c], a = std::abs(s);
    for (std::int64_t j = 0; j < keys; ++j) {
      const double t =
          double{bf16_to_float(float_to_bf16(p[i * p_stride() + j]))} *
          double{bf16_to_float(v[j * dv + c])};
      s += t;
      a += std::abs(t);
    }
    *abs_sum = a;
    return s;
  }
  std::vector<float> run(Bf16Engine engine) const {
    Bits vp(amx_v_pack_size(keys, dv));
    amx_pack_v(v.data(), dv, keys, dv, vp.data());
    std::vector<float> o = o0;
    if (engine == Bf16Engine::kAmx) amx_thread_configure();
    amx_pv(engine, p.data(), p_stride(), rows, keys, vp.data(), dv, o.data(),
           o_stride());
    return o;
  }
  void check(const std::vector<float>& o) const {
    for (std::int64_t i = 0; i < amx_round_up(rows, 16); ++i) {
      for (std::int64_t c = 0; c < o_stride(); ++c) {
        const float got = o[i * o_stride() + c];
        if (i < rows && c < dv) {
          double abs_sum = 0;
          const double r = ref(i, c, &abs_sum);
          expect_close(got, r, abs_sum, keys + 1, "O", i, c);
        } else {  // padding gets 0 added; beyond it untouched
          EXPECT_EQ(got, o0[i * o_stride() + c])
              << "O pad (" << i << ", " << c << ")";
        }
      }
    }
  }
};

// The engines this CPU runs (AMX, AVX512_BF16 dot products): every kernel
// test runs on each; skipped where there is none.
std::vector<Bf16Engine> engines() {
  std::vector<Bf16Engine> out;
  if (amx_bf16_available()) out.push_back(Bf16Engine::kAmx);
  if (bf16_dot_available()) out.push_back(Bf16Engine::kDot);
  return out;
}

#define REQUIRE_ENGINE()                                                  \
  if (engines().empty()) {                                                \
    GTEST_SKIP() << "no AMX or AVX512_BF16 on this CPU/OS (or disabled)"; \
  }

// Every tail of the kDot blocks (4 rows x 4 tiles of 16) and of the AMX 2 x 2
// tile blocks.
const std::int64_t kRows[] = {1, 6, 15, 16, 17, 47, 48};
const std::int64_t kDims[] = {1, 33, 64, 72, 96, 128, 256};
const std::int64_t kKeys[] = {1, 16, 20, 33, 128};

TEST(AmxTest, QkMatchesDoubleGemm) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    std::uint32_t seed = 1;
    for (auto rows : kRows) {
      for (auto d : kDims) {
        for (auto keys : kKeys) {
          SCOPED_TRACE(::testing::Message() << rows << "x" << d << "x" << keys);
          const QkCase c(rows, d, keys, seed += 2);
          c.check(c.run(engine));
        }
      }
    }
  }
}

TEST(AmxTest, PvMatchesDoubleGemmWithPRoundedToBf16) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    std::uint32_t seed = 100;
    for (auto rows : kRows) {
      for (auto d : kDims) {
        for (auto keys : kKeys) {
          SCOPED_TRACE(::testing::Message() << rows << "x" << keys << "x" << d);
          const PvCase c(rows, keys, d, seed += 3);
          c.check(c.run(engine));
        }
      }
    }
  }
}

// amx_qk's scale: the bits of the unscaled product multiplied by the scale
// in float32 (what a separate pass would give), padding columns included.
TEST(AmxTest, QkScaleIsASeparateFloatMultiply) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    for (float scale : {0.088388f, -3.0f, 1e-30f}) {
      const QkCase c(23, 72, 40, 31);
      Bits qp(amx_rows_pack_size(c.rows, c.head_dim));
      Bits kp(amx_k_pack_size(c.keys, c.head_dim));
      amx_pack_rows(c.q.data(), c.ld, c.rows, c.head_dim, qp.data());
      amx_pack_k(c.k.data(), c.ld, c.keys, c.head_dim, kp.data());
      std::vector<float> s(amx_round_up(c.rows, 16) * c.s_stride(), -7.0f);
      if (engine == Bf16Engine::kAmx) amx_thread_configure();
      amx_qk(engine, qp.data(), c.rows, c.head_dim, kp.data(), c.keys, s.data(),
             c.s_stride(), scale);
      const std::vector<float> unscaled = c.run(engine);
      for (std::int64_t i = 0; i < c.rows; ++i) {
        for (std::int64_t j = 0; j < amx_round_up(c.keys, 16); ++j) {
          EXPECT_EQ(s[i * c.s_stride() + j],
                    unscaled[i * c.s_stride() + j] * scale)
              << scale << " (" << i << ", " << j << ")";
        }
      }
    }
  }
}

// Ties round to even, as float_to_bf16 does: 1 + 2^-8 -> 1, 1 + 3·2^-8 ->
// 1 + 2^-6; checked exactly with v = 1 (one key).
TEST(AmxTest, PRoundsToNearestEven) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    const float ties[] = {1.00390625f, 1.01171875f, 0.3f, 1e-3f, 65504.0f};
    for (float t : ties) {
      PvCase c(1, 1, 16, 5);
      c.p[0] = t;
      c.v.assign(16, float_to_bf16(1.0f));
      std::fill(c.o0.begin(), c.o0.end(), 0.0f);
      const auto o = c.run(engine);
      EXPECT_EQ(o[0], bf16_to_float(float_to_bf16(t))) << t;
      EXPECT_NE(o[0], t) << "not rounded: " << t;
    }
  }
}

TEST(AmxTest, ZerosGiveExactZerosAndLeaveO) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    QkCase qk(17, 72, 33, 7);
    std::fill(qk.q.begin(), qk.q.end(), std::uint16_t{0});
    const auto s = qk.run(engine);
    for (std::int64_t i = 0; i < 17; ++i) {
      for (std::int64_t j = 0; j < 33; ++j)
        EXPECT_EQ(s[i * qk.s_stride() + j], 0.0f);
    }
    PvCase pv(17, 33, 72, 9);
    for (std::int64_t i = 0; i < 17; ++i) {
      std::fill_n(pv.p.begin() + i * pv.p_stride(), 33, 0.0f);
    }
    EXPECT_EQ(pv.run(engine), pv.o0);
  }
}

// |q|, |k| up to 2^60: products near 2^120, sums below float32's max; and
// 2^70 everywhere: every product overflows to +inf.
TEST(AmxTest, HugeValues) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    const QkCase big(47, 128, 128, 11, std::ldexp(1.0f, 60));
    big.check(big.run(engine));
    QkCase inf(16, 64, 16, 13);
    std::fill(inf.q.begin(), inf.q.end(), float_to_bf16(std::ldexp(1.0f, 70)));
    std::fill(inf.k.begin(), inf.k.end(), float_to_bf16(std::ldexp(1.0f, 70)));
    inf.check(inf.run(engine));
  }
}

TEST(AmxTest, NanAndInfPropagate) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    QkCase qk(33, 96, 40, 15);
    qk.q[5 * qk.ld + 80] = float_to_bf16(kNaN);  // row 5: all NaN
    for (std::int64_t i = 0; i < 33; ++i) {      // q > 0 in column 3
      qk.q[i * qk.ld + 3] = float_to_bf16(0.5f);
    }
    qk.k[7 * qk.ld + 3] = float_to_bf16(kInf);  // key 7: +inf (row 5 NaN)
    qk.check(qk.run(engine));
    const auto s = qk.run(engine);
    EXPECT_TRUE(std::isnan(s[5 * qk.s_stride() + 0]));
    EXPECT_EQ(s[4 * qk.s_stride() + 7], kInf);
    EXPECT_TRUE(std::isfinite(s[4 * qk.s_stride() + 6]));

    PvCase pv(20, 50, 40, 17);
    pv.p[3 * pv.p_stride() + 10] = kNaN;      // row 3: all NaN
    pv.v[20 * 40 + 9] = float_to_bf16(kNaN);  // column 9: NaN (0 · NaN too)
    pv.p[6 * pv.p_stride() + 20] = 0.0f;
    const auto o = pv.run(engine);
    for (std::int64_t c = 0; c < 40; ++c) {
      EXPECT_TRUE(std::isnan(o[3 * pv.o_stride() + c])) << c;
    }
    for (std::int64_t i = 0; i < 20; ++i) {
      EXPECT_TRUE(std::isnan(o[i * pv.o_stride() + 9])) << i;
      EXPECT_EQ(std::isnan(o[i * pv.o_stride() + 8]), i == 3) << i;
    }
  }
}

// Each thread loads its own configuration; the results are bit-identical to
// the main thread's, and a forked child computes them too.
TEST(AmxTest, ThreadsAndForkedChildGiveTheSameBits) {
  REQUIRE_ENGINE();
  for (const Bf16Engine engine : engines()) {
    SCOPED_TRACE(bf16_engine_name(engine));
    const QkCase qk(48, 128, 128, 19);
    const PvCase pv(48, 128, 128, 21);
    const auto s = qk.run(engine);
    const auto o = pv.run(engine);
    std::vector<float> s_t[2], o_t[2];
    std::thread workers[2];
    for (int t = 0; t < 2; ++t) {
      workers[t] = std::thread([&, t] {
        s_t[t] = qk.run(engine);
        o_t[t] = pv.run(engine);
        amx_thread_release();
      });
    }
    for (auto& w : workers) w.join();
    for (int t = 0; t < 2; ++t) {
      EXPECT_EQ(s_t[t], s);
      EXPECT_EQ(o_t[t], o);
    }
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) _exit(qk.run(engine) == s && pv.run(engine) == o ? 0 : 1);
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  }
}

// Each variable turns its engine off (anything but "" or "0"), read at
// every call; bf16_engine() then picks the next (AMX, dot products, none).
void expect_disabled_by(const char* name, bool (*available)()) {
  const char* given = std::getenv(name);
  const std::string saved = given != nullptr ? given : "";
  ASSERT_EQ(unsetenv(name), 0);
  const bool on = available();
  std::cout << name << ": available = " << on << "\n";
  ASSERT_EQ(setenv(name, "1", 1), 0);
  EXPECT_FALSE(available());
  ASSERT_EQ(setenv(name, "0", 1), 0);
  EXPECT_EQ(available(), on);
  if (given != nullptr) {
    ASSERT_EQ(setenv(name, saved.c_str(), 1), 0);
  } else {
    ASSERT_EQ(unsetenv(name), 0);
  }
}

TEST(AmxTest, DisabledByEnvironment) {
  expect_disabled_by("QKV_DISABLE_AMX", amx_bf16_available);
  expect_disabled_by("QKV_DISABLE_BF16_DOT", bf16_dot_available);
  const Bf16Engine want = amx_bf16_available()   ? Bf16Engine::kAmx
                          : bf16_dot_available() ? Bf16Engine::kDot
                                                 : Bf16Engine::kNone;
  EXPECT_EQ(bf16_engine(), want);
  EXPECT_EQ(qkv::bfloat16_engine(), bf16_engine_name(want));
  std::cout << "bf16_engine() = " << bf16_engine_name(want) << "\n";
}

// Engines this CPU lacks (AMX on most CPUs; both on AVX2-only CPUs and
// aarch64), and kNone, refuse with qkv::Error.
TEST(AmxTest, KernelsRefuseEnginesThisCpuLacks) {
  float s[256];
  const std::uint16_t tile[512] = {};
  EXPECT_THROW(amx_qk(Bf16Engine::kNone, tile, 1, 32, tile, 1, s, 16), Error);
  EXPECT_THROW(amx_pv(Bf16Engine::kNone, s, 16, 1, 1, tile, 16, s, 16), Error);
  if (!amx_bf16_available() && std::getenv("QKV_DISABLE_AMX") == nullptr) {
    EXPECT_THROW(amx_thread_configure(), Error);
    EXPECT_THROW(amx_qk(Bf16Engine::kAmx, tile, 1, 32, tile, 1, s, 16), Error);
  }
  if (!bf16_dot_available() && std::getenv("QKV_DISABLE_BF16_DOT") == nullptr) {
    EXPECT_THROW(amx_qk(Bf16Engine::kDot, tile, 1, 32, tile, 1, s, 16), Error);
  }
  amx_thread_release();  // a no-op without AMX
}

// Past their limits (rows 48, keys 128, dims 256) the kernels refuse before
// touching memory: with an engine by the limit check, without one as
// unavailable.
TEST(AmxTest, KernelsRefuseSizesPastTheirLimits) {
  const Bf16Engine engine = bf16_engine();  // kNone: refused too
  float s[256] = {};
  const std::uint16_t tile[512] = {};
  EXPECT_THROW(amx_qk(engine, tile, 49, 32, tile, 1, s, 16), Error);
  EXPECT_THROW(amx_qk(engine, tile, 1, 257, tile, 1, s, 16), Error);
  EXPECT_THROW(amx_qk(engine, tile, 1, 32, tile, 129, s, 16), Error);
  EXPECT_THROW(amx_pv(engine, s, 16, 1, 129, tile, 16, s, 16), Error);
  EXPECT_THROW(amx_pv(engine, s, 16, 1, 1, tile, 257, s, 16), Error);
  EXPECT_THROW(amx_pv(engine, s, 16, -1, 1, tile, 16, s, 16), Error);
}

// The packed layouts as amx.h documents them, on any CPU: a scalar model of
// TDPBF16PS (C[m][n] += Σ_kk A[m][2kk + p] B[kk][2n + p]) over the packed
// tiles gives the same S and P·V as the plain GEMM.
double tile_dot(const std::uint16_t* a, const std::uint16_t* b, std::int64_t m,
                std::int64_t n) {
  double s = 0;
  for (std::int64_t e = 0; e < 32; ++e) {
    s += double{bf16_to_float(a[m * 32 + e])} *
         double{bf16_to_float(b[(e / 2) * 32 + 2 * n + e % 2])};
  }
  return s;
}

TEST(AmxPackTest, TilesModelTheGemm) {
  for (auto rows : {1, 17, 47}) {
    for (auto d : {1, 33, 72}) {
      for (auto keys : {1, 33, 128}) {
        const QkCase c(rows, d, keys, 23);
        Bits qp(amx_rows_pack_size(rows, d)), kp(amx_k_pack_size(keys, d));
        amx_pack_rows(c.q.data(), c.ld, rows, d, qp.data());
        amx_pack_k(c.k.data(), c.ld, keys, d, kp.data());
        Bits vp(amx_v_pack_size(keys, d));
        amx_pack_v(c.k.data(), c.ld, keys, d, vp.data());  // V = K
        const std::int64_t dc = (d + 31) / 32, kc = (keys + 31) / 32;
        for (std::int64_t i = 0; i < rows; ++i) {
          for (std::int64_t j = 0; j < amx_round_up(keys, 16); ++j) {
            double s = 0, abs_sum = 0;
            for (std::int64_t ch = 0; ch < dc; ++ch) {
              s += tile_dot(qp.data() + ((i / 16) * dc + ch) * 512,
                            kp.data() + ((j / 16) * dc + ch) * 512, i % 16,
                            j % 16);
            }
            EXPECT_EQ(s, j < keys ? c.ref(i, j, &abs_sum) : 0.0)
                << i << "," << j;
          }
        }
        // V = K: (q-as-P)·V with P = ones over the keys sums the columns.
        Bits ones(amx_rows_pack_size(1, keys));
        Bits one_row(keys, float_to_bf16(1.0f));
        amx_pack_rows(one_row.data(), keys, 1, keys, ones.data());
        for (std::int64_t col = 0; col < amx_round_up(d, 16); ++col) {
          double s = 0, want = 0;
          for (std::int64_t ch = 0; ch < kc; ++ch) {
            s +=
                tile_dot(ones.data() + ch * 512,
                         vp.data() + ((col / 16) * kc + ch) * 512, 0, col % 16);
          }
          for (std::int64_t j = 0; j < keys && col < d; ++j) {
            want += bf16_to_float(c.k[j * c.ld + col]);
          }
          EXPECT_EQ(s, want) << col;
        }
      }
    }
  }
}

}  // namespace
}  // namespace qkv::internal
