// Building blocks shared by the forward and backward kernels: the register-
// tiled GEMM, the per-row masks, the clamped exponential, and loads from the
// storage dtypes. Included once per Highway target (the toggle guard below
// is Highway's convention).
#if defined(QKV_SRC_KERNELS_COMMON_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef QKV_SRC_KERNELS_COMMON_INL_H_
#undef QKV_SRC_KERNELS_COMMON_INL_H_
#else
#define QKV_SRC_KERNELS_COMMON_INL_H_
#endif

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "dtype.h"
#include "hwy/contrib/math/math-inl.h"
#include "hwy/highway.h"
#include "kernels/mask_ranges.h"
#include "kernels/tiles.h"
#include "problem.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

constexpr float kNegInf = -std::numeric_limits<float>::infinity();
// exp(x) is 0 in float32 below about -103.3; clamping there keeps -inf (and
// anything below) out of Exp's domain while NaN passes through the compare.
constexpr float kExpFloor = -150.0f;

// x rounded up to a multiple of m.
inline std::int64_t RoundUp(std::int64_t x, std::int64_t m) {
  return (x + m - 1) / m * m;
}

// Register blocks without arrays of vectors. SVE vectors are sizeless
// types: locals and function parameters, never array elements or class
// members. A kernel holding a block of N vectors in registers receives them
// as the parameter pack of a lambda (WithVectors), names element i of the
// pack with Nth<i> and unrolls its loops over the block with Unroll; fully
// inlined, this is the code an array of vectors gives on x86 and NEON.
#ifndef QKV_INLINE_LAMBDA
#define QKV_INLINE_LAMBDA __attribute__((always_inline))
#endif

// f(integral_constant<int, 0>), ..., f(integral_constant<int, N - 1>).
template <int N, class F>
HWY_INLINE void Unroll(F&& f) {
  [&]<int... I>(std::integer_sequence<int, I...>) QKV_INLINE_LAMBDA {
    (f(std::integral_constant<int, I>()), ...);
  }
  (std::make_integer_sequence<int, N>());
}

// f(g(0), ..., g(N - 1)), g called with integral_constant<int, i>.
template <int N, class G, class F>
HWY_INLINE void WithVectors(G&& g, F&& f) {
  [&]<int... I>(std::integer_sequence<int, I...>) QKV_INLINE_LAMBDA {
    f(g(std::integral_constant<int, I>())...);
  }
  (std::make_integer_sequence<int, N>());
}

// Element I of the pack (v, vs...).
template <int I, class V, class... Vs>
HWY_INLINE V& Nth(V& v, Vs&... vs) {
  if constexpr (I == 0) {
    return v;
  } else {
    return Nth<I - 1>(vs...);
  }
}

// Element I of the pack acc... += x · y.
template <int I, class V, class... Vs>
HWY_INLINE void MulAddTo(V x, V y, Vs&... acc) {
  Nth<I>(acc...) = hn::MulAdd(x, y, Nth<I>(acc...));
}

// C[MR x NV·N] (+)= A[MR x K] · B[K x NV·N]; element (r, k) of A at
// a[r * lda + k * aks] (aks = 1: row-major; lda = 1: A transposed), B
// row-major (ldb) and 2N-aligned, C 2N-aligned (ldc). Every element of C is
// the same chain of FMAs over k for any MR and NV.
template <int MR, int NV = 2>
HWY_INLINE void MicroGemm(const float* HWY_RESTRICT a, std::int64_t lda,
                          std::int64_t aks, const float* HWY_RESTRICT b,
                          std::int64_t ldb, std::int64_t k_len,
                          float* HWY_RESTRICT c, std::int64_t ldc,
                          bool accumulate) {
  const hn::ScalableTag<float> d;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(d));
  // acc: row r of C, columns [v·n, (v + 1)·n) in Nth<NV·r + v>.
  const auto zero = [&](auto) QKV_INLINE_LAMBDA { return hn::Zero(d); };
  WithVectors<NV * MR>(zero, [&](auto... acc) QKV_INLINE_LAMBDA {
    for (std::int64_t k = 0; k < k_len; ++k) {
      const auto load_b = [&](auto v) QKV_INLINE_LAMBDA {
        return hn::Load(d, b + k * ldb + v * n);
      };
      WithVectors<NV>(load_b, [&](auto... bv) QKV_INLINE_LAMBDA {
        Unroll<MR>([&](auto r) QKV_INLINE_LAMBDA {
          const auto av = hn::Set(d, a[r * lda + k * aks]);
          Unroll<NV>([&](auto v) QKV_INLINE_LAMBDA {
            MulAddTo<NV * r + v>(av, Nth<v>(bv...), acc...);
          });
        });
      });
    }
    Unroll<MR>([&](auto r) QKV_INLINE_LAMBDA {
      float* row = c + r * ldc;
      Unroll<NV>([&](auto v) QKV_INLINE_LAMBDA {
        auto x = Nth<NV * r + v>(acc...);
        if (accumulate) x = hn::Add(x, hn::Load(d, row + v * n));
        hn::Store(x, d, row + v * n);
      });
    });
  });
}

// MicroGemm<rows, NV> for the last rows < MR rows of a column strip.
template <int MR, int NV = 2>
HWY_INLINE void MicroGemmTail(std::int64_t rows, const float* HWY_RESTRICT a,
                              std::int64_t lda, std::int64_t aks,
                              const float* HWY_RESTRICT b, std::int64_t ldb,
                              std::int64_t k_len, float* HWY_RESTRICT c,
                              std::int64_t ldc, bool accumulate) {
  if constexpr (MR > 0) {
    if (rows == MR) {
      MicroGemm<MR, NV>(a, lda, aks, b, ldb, k_len, c, ldc, accumulate);
    } else {
      MicroGemmTail<MR - 1, NV>(rows, a, lda, aks, b, ldb, k_len, c, ldc,
                                accumulate);
    }
  }
}

// C[rows x cols] (+)= A[rows x k_len] · B[k_len x cols] in one pass over k.
HWY_INLINE void GemmChunk(const float* a, std::int64_t lda, std::int64_t aks,
                          const float* b, std::int64_t ldb, std::int64_t k_len,
                          float* c, std::int64_t ldc, std::int64_t rows,
                          std::int64_t cols, bool accumulate) {
  const hn::ScalableTag<float> d;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(d));
  // 32 vector registers (AVX-512) hold a 6 x 4 accumulator tile, for
  // strips of 4 vectors (half the broadcasts and A rows per product of
  // 12 x 2: P1, P2, S1-S3 1.03-1.09x on SPR), and 12 x 2 for a last strip
  // of 2; 16 (AVX2, SSE4) hold 6 x 2. Every element of C is the same chain
  // of FMAs over k whatever the tile, so the tiles never change a bit.
  constexpr int kMR =
      HWY_MAX_BYTES >= 64 ? 2 * GemmTiles::kMicroRows : GemmTiles::kMicroRows;
  std::int64_t col = 0;
  if constexpr (HWY_MAX_BYTES >= 64) {
    for (; col + 2 * step <= cols; col += 2 * step) {
      std::int64_t r = 0;
      for (; r + 6 <= rows; r += 6) {
        MicroGemm<6, 4>(a + r * lda, lda, aks, b + col, ldb, k_len,
                        c + r * ldc + col, ldc, accumulate);
      }
      MicroGemmTail<5, 4>(rows - r, a + r * lda, lda, aks, b + col, ldb, k_len,
                          c + r * ldc + col, ldc, accumulate);
    }
  }
  for (; col < cols; col += step) {
    std::int64_t r = 0;
    for (; r + kMR <= rows; r += kMR) {
      MicroGemm<kMR>(a + r * lda, lda, aks, b + col, ldb, k_len,
                     c + r * ldc + col, ldc, accumulate);
    }
    for (; r + 6 <= rows; r += 6) {
      MicroGemm<6>(a + r * lda, lda, aks, b + col, ldb, k_len,
                   c + r * ldc + col, ldc, accumulate);
    }
    MicroGemmTail<5>(rows - r, a + r * lda, lda, aks, b + col, ldb, k_len,
                     c + r * ldc + col, ldc, accumulate);
  }
}

// C[rows x cols] (+)= A[rows x K] · B[K x cols]; cols a multiple of 2N; A's
// element (r, k) at a[r * lda + k * aks]. The K sum is blocked in chunks of
// kSumChunk: each chunk is summed in registers and added to C, so rounding
// error grows with kSumChunk + K / kSumChunk, not with K (head_dim 128
// logits as accurate as a BLAS GEMM's).
HWY_INLINE void Gemm(const float* a, std::int64_t lda, std::int64_t aks,
                     const float* b, std::int64_t ldb, std::int64_t k_len,
                     float* c, std::int64_t ldc, std::int64_t rows,
                     std::int64_t cols, bool accumulate) {
  constexpr std::int64_t kSumChunk = GemmTiles::kSumChunk;
  for (std::int64_t k0 = 0; k0 < k_len || k0 == 0; k0 += kSumChunk) {
    GemmChunk(a + k0 * aks, lda, aks, b + k0 * ldb, ldb,
              std::min(kSumChunk, k_len - k0), c, ldc, rows, cols,
              accumulate || k0 > 0);
  }
}

// Applies one dense mask to logits s_row[lo, hi) of keys [start + lo,
// start + hi) of row (b, h, i): bool masks hide, additive masks add, and an
// added −inf hides whatever the logit was (a NaN or inf score of a key the
// mask hides is never read, as under a bool mask: docs/RELIABILITY.md).
inline void ApplyMask(const Mask& mask, std::int64_t b, std::int64_t h,
                      std::int64_t i, std::int64_t start, std::int64_t lo,
                      std::int64_t hi, float* HWY_RESTRICT s_row) {
  const Operand& m = mask.values;
  const std::int64_t base = m.offset(b, h, i, start);
  const std::int64_t step = m.stride[3];
  if (mask.is_bool()) {
    const auto* bytes = static_cast<const std::uint8_t*>(m.data) + base;
    for (std::int64_t j = lo; j < hi; ++j) {
      if (mask.hides(bytes[j * step])) s_row[j] = kNegInf;
    }
  } else if (m.dtype == DType::kFloat32) {
    const float* add = static_cast<const float*>(m.data) + base;
    for (std::int64_t j = lo; j < hi; ++j) {
      const float a = add[j * step];
      s_row[j] = a == kNegInf ? kNegInf : s_row[j] + a;
    }
  } else {
    for (std::int64_t j = lo; j < hi; ++j) {
      // −inf as stored (a float64 −1e300 rounds to float's −inf but is a
      // finite bias, as in the reference).
      const double a = load_as_double(m.data, m.dtype, base + j * step);
      s_row[j] = a == -std::numeric_limits<double>::infinity()
                     ? kNegInf
                     : s_row[j] + static_cast<float>(a);
    }
  }
}

// Hides the keys of s_row[0, len_pad) (keys [start, start + len_pad))
// outside the row's key range: -inf. Returns the range within the row.
inline KeyRange HideOutsideRange(std::int64_t start, std::int64_t len_pad,
                                 KeyRange range, float* HWY_RESTRICT s_row) {
  const std::int64_t lo =
      std::clamp<std::int64_t>(range.lo - start, 0, len_pad);
  const std::int64_t hi =
      std::clamp<std::int64_t>(range.hi - start, lo, len_pad);
  for (std::int64_t j = 0; j < lo; ++j) s_row[j] = kNegInf;
  for (std::int64_t j = hi; j < len_pad; ++j) s_row[j] = kNegInf;
  return {lo, hi};
}

// Whether logits need a row's position (b, h, i) to be masked: ALiBi or a
// dense mask (HideOutsideRange alone otherwise).
inline bool MasksByPosition(const AttentionProblem& p) {
  return p.alibi != nullptr || p.masks[0].present() || p.masks[1].present();
}

// Applies ALiBi, the dense mask and the key range to one row of logits
// s_row[0, len_pad) for keys [start, start + len_pad); hidden keys become
// -inf. Padding beyond the range is hidden too.
inline void MaskRow(const AttentionProblem& p, std::int64_t b, std::int64_t h,
                    std::int64_t i, std::int64_t start, std::int64_t len_pad,
                    KeyRange range, float* HWY_RESTRICT s_row) {
  const auto [lo, hi] = HideOutsideRange(start, len_pad, range, s_row);
  if (p.alibi != nullptr) {
    const float slope = static_cast<float>(load_as_double(
        p.alibi, p.alibi_dtype, b * p.alibi_stride_b + h * p.alibi_stride_h));
    const std::int64_t query_pos = i + p.kv_len(b) - p.q_len(b) - start;
    for (std::int64_t j = lo; j < hi; ++j) {
      const std::int64_t dist = query_pos - j;
      s_row[j] -= slope * static_cast<float>(dist < 0 ? -dist : dist);
    }
  }
  for (const Mask& mask : p.masks) {
    if (mask.present()) ApplyMask(mask, b, h, i, start, lo, hi, s_row);
  }
}

// Highway 1.0.3 promotes float16 to float32 by integer arithmetic where the
// CPU has no F16C (x86 SSE4 and older, scalar, emu128), and that arithmetic
// ignores exponent 31: inf came out as 65536 and NaN as 98304, silently
// (found on the decode path of SSE4, SSSE3 and scalar; with Debian 13's
// Highway 1.2 also on its SSE2 target, which 1.0 does not have). Lanes of
// exponent 31 are rebuilt from their bits here: sign, all-ones exponent,
// mantissa. (Per target: this header is compiled once for each.)
#undef QKV_TARGET_IS_SSE2
#ifdef HWY_SSE2  // Highway >= 1.1
#define QKV_TARGET_IS_SSE2 (HWY_TARGET == HWY_SSE2)
#else
#define QKV_TARGET_IS_SSE2 0
#endif
#undef QKV_F16_PROMOTE_EMULATED
#if HWY_TARGET == HWY_SCALAR || HWY_TARGET == HWY_EMU128 ||                \
    (HWY_ARCH_X86 && (HWY_TARGET == HWY_SSE4 || HWY_TARGET == HWY_SSSE3 || \
                      QKV_TARGET_IS_SSE2 || defined(HWY_DISABLE_F16C)))
#define QKV_F16_PROMOTE_EMULATED 1
#else
#define QKV_F16_PROMOTE_EMULATED 0
#endif

#if QKV_F16_PROMOTE_EMULATED
template <class D>
HWY_INLINE hn::Vec<D> WithF16Specials(D df,
                                      const hwy::float16_t* HWY_RESTRICT ptr,
                                      hn::Vec<D> promoted) {
  const hn::RebindToUnsigned<D> du;
  const hn::Rebind<std::uint16_t, D> du16;
  const auto bits = hn::PromoteTo(
      du, hn::LoadU(du16, reinterpret_cast<const std::uint16_t*>(ptr)));
  const auto exponent_mask = hn::Set(du, 0x7C00u);
  const auto special = hn::Eq(hn::And(bits, exponent_mask), exponent_mask);
  const auto rebuilt =
      hn::Or(hn::Or(hn::ShiftLeft<16>(hn::And(bits, hn::Set(du, 0x8000u))),
                    hn::Set(du, 0x7F800000u)),
             hn::ShiftLeft<13>(hn::And(bits, hn::Set(du, 0x3FFu))));
  return hn::IfThenElse(hn::RebindMask(df, special), hn::BitCast(df, rebuilt),
                        promoted);
}
#endif

// Loads lanes(df) elements of storage type T as float.
template <class T, class D>
HWY_INLINE auto LoadAsFloat(D df, const T* HWY_RESTRICT ptr) {
  if constexpr (std::is_same_v<T, float>) {
    return hn::LoadU(df, ptr);
  } else {
    const hn::Rebind<T, D> dt;
    const auto promoted = hn::PromoteTo(df, hn::LoadU(dt, ptr));
#if QKV_F16_PROMOTE_EMULATED
    if constexpr (std::is_same_v<T, hwy::float16_t>) {
      return WithF16Specials(df, ptr, promoted);
    }
#endif
    return promoted;
  }
}

// bfloat16 is the upper half of a float32, so 2·lanes(df) bfloat16 values
// load as lanes(df) 32-bit words and split with one shift and one mask (no
// cross-lane widening): even = elements 0, 2, 4, ..., odd = 1, 3, 5, ...
// (little-endian: element 2i is the low half of word i).
template <class D>
HWY_INLINE void LoadBf16EvenOdd(D df, const hwy::bfloat16_t* HWY_RESTRICT ptr,
                                hn::Vec<D>& even, hn::Vec<D>& odd) {
  const hn::Repartition<std::uint32_t, D> du;
  const auto words =
      hn::BitCast(du, hn::LoadU(hn::Repartition<std::uint16_t, D>(),
                                reinterpret_cast<const std::uint16_t*>(ptr)));
  even = hn::BitCast(df, hn::ShiftLeft<16>(words));
  odd = hn::BitCast(df, hn::And(words, hn::Set(du, 0xFFFF0000u)));
}

template <class T>
inline float ScalarAsFloat(const T* ptr) {
  if constexpr (std::is_same_v<T, float>) {
    return *ptr;
  } else if constexpr (std::is_same_v<T, hwy::bfloat16_t>) {
    std::uint16_t bits;
    std::memcpy(&bits, ptr, 2);
    return bf16_to_float(bits);
  } else {
    std::uint16_t bits;
    std::memcpy(&bits, ptr, 2);
    return half_to_float(bits);
  }
}

// dst[0, n) = factor · src[0, n), read from storage type T as float.
template <class T>
HWY_INLINE void LoadRow(const T* HWY_RESTRICT src, std::int64_t n, float factor,
                        float* HWY_RESTRICT dst) {
  for (std::int64_t c = 0; c < n; ++c) dst[c] = factor * ScalarAsFloat(src + c);
}

// e^r for r in [−ln2/2, ln2/2]: the minimax polynomial of Cephes' expf.
template <class D>
HWY_INLINE hn::Vec<D> ExpOfReduced(D df, hn::Vec<D> r) {
  auto poly = hn::Set(df, 1.9875691500e-4f);
  poly = hn::MulAdd(poly, r, hn::Set(df, 1.3981999507e-3f));
  poly = hn::MulAdd(poly, r, hn::Set(df, 8.3334519073e-3f));
  poly = hn::MulAdd(poly, r, hn::Set(df, 4.1665795894e-2f));
  poly = hn::MulAdd(poly, r, hn::Set(df, 1.6666665459e-1f));
  poly = hn::MulAdd(poly, r, hn::Set(df, 5.0000001201e-1f));
  return hn::Add(hn::MulAdd(poly, hn::Mul(r, r), r), hn::Set(df, 1.0f));
}

// e^x as the softmax applies it: e^(n·ln2 + r) = 2^n · e^r with n the
// nearest integer to x·log2(e) (rounded by adding 1.5·2^23, whose float
// then holds n in its low mantissa bits) and r reduced in two steps (ln 2 =
// 0.693359375 − 2.12194440e-4, the first part exact in 9 bits so n times it
// is exact). Results that would not be normal floats (x below ln(FLT_MIN)
// = −87.3365; their exact value is below FLT_MIN) are 0: never a
// subnormal, whose production and use in the P·V products cost a
// microcode assist each on Intel cores (AVX-512's vscalefps would make
// them: causal S3 ran 1.4x slower with it). 2^n is added to the exponent
// field; x above ln(FLT_MAX) gives inf unless the caller knows x <= 0
// (kNonPositive: x = s − max). NaN is kept. Fewer operations than
// Highway's Exp: 0.98 ulp over [−103, 0] (1.05 with AVX-512's table
// below; docs/DESIGN.md §8).
template <bool kNonPositive = false, class D>
HWY_INLINE hn::Vec<D> ClampedExp(D df, hn::Vec<D> x) {
  const auto magic = hn::Set(df, 12582912.0f);  // 1.5 · 2^23
  // Clamped below so n >= -217 and n << 23 cannot wrap; -inf gives 0.
  const auto xc = hn::Max(x, hn::Set(df, kExpFloor));
  const hn::RebindToSigned<D> di;
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
  // 16 lanes: x = m·ln2/16 + r with m = 16·n + j, so e^x = 2^n · 2^(j/16)
  // · e^r, 2^(j/16) from a one-register table (vpermps) and |r| <= ln2/32,
  // where e^r - 1 needs only a cubic: 7 operations on the FMA pipes instead
  // of 11 (1.05 ulp, docs/DESIGN.md).
  static_assert(hn::MaxLanes(D()) == 16, "the table holds 16 lanes");
  alignas(64) static constexpr float kPow2Sixteenths[16] = {
      1.0f,
      1.0442737340927124f,
      1.0905077457427979f,
      1.1387885808944702f,
      1.1892070770263672f,
      1.2418577671051025f,
      1.2968395948410034f,
      1.3542555570602417f,
      1.4142135381698608f,
      1.4768261909484863f,
      1.5422108173370361f,
      1.610490322113037f,
      1.6817928552627563f,
      1.7562521696090698f,
      1.8340080976486206f,
      1.9152065515518188f};
  const auto t = hn::MulAdd(xc, hn::Set(df, 23.083120654223414f), magic);
  const auto n = hn::Sub(t, magic);  // t's low bits hold m
  const auto r =
      hn::NegMulAdd(n, hn::Set(df, -1.326215250e-5f),
                    hn::NegMulAdd(n, hn::Set(df, 0.0433349609375f), xc));
  const auto tb = hn::BitCast(di, t);
  const auto pow2 = hn::TableLookupLanes(
      hn::Load(df, kPow2Sixteenths),
      hn::IndicesFromVec(df, hn::And(tb, hn::Set(di, 15))));
  const auto c = hn::MulAdd(r, hn::Set(df, 1.0f / 6), hn::Set(df, 0.5f));
  const auto q = hn::MulAdd(hn::Mul(r, r), c, r);  // e^r - 1
  const auto er = hn::MulAdd(pow2, q, pow2);
  const auto bits =
      hn::Add(hn::BitCast(di, er),
              hn::ShiftLeft<19>(hn::AndNot(hn::Set(di, 15), tb)));  // 2^n
#else
  const auto t = hn::MulAdd(xc, hn::Set(df, 1.44269504088896341f), magic);
  const auto n = hn::Sub(t, magic);  // t's low bits hold n
  const auto r = hn::NegMulAdd(n, hn::Set(df, -2.12194440e-4f),
                               hn::NegMulAdd(n, hn::Set(df, 0.693359375f), xc));
  const auto er = ExpOfReduced(df, r);
  const auto bits =
      hn::Add(hn::BitCast(di, er), hn::ShiftLeft<23>(hn::BitCast(di, t)));
#endif
  auto y = hn::IfThenZeroElse(
      hn::RebindMask(df, hn::Lt(bits, hn::Set(di, 0x00800000))),
      hn::BitCast(df, bits));
  if constexpr (!kNonPositive) {
    // The largest float whose e^x is finite in float: 88.72283172607422
    // (the next one, 88.72283935546875, rounds to inf).
    y = hn::IfThenElse(hn::Gt(x, hn::Set(df, 88.72283172607422f)),
                       hn::Set(df, std::numeric_limits<float>::infinity()), y);
  }
  return hn::IfThenElse(hn::IsNaN(x), x, y);
}

// Calls f(T()) with T the storage type of `dtype` (float, bfloat16 or
// float16): kernels dispatch on the dtype once and are typed below that.
template <class F>
HWY_INLINE void WithStorageType(DType dtype, F&& f) {
  switch (dtype) {
    case DType::kBFloat16:
      f(hwy::bfloat16_t());
      break;
    case DType::kFloat16:
      f(hwy::float16_t());
      break;
    default:
      f(float());
      break;
  }
}

// Where row `row` of a KV group's rows (row = i * group + head in group) of
// KV head kvh lives: query head h, query index i.
struct RowPos {
  std::int64_t h, i;
};
inline RowPos row_pos(const AttentionProblem& p, std::int64_t kvh,
                      std::int64_t row) {
  return {kvh * p.group() + row % p.group(), row / p.group()};
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#endif  // QKV_SRC_KERNELS_COMMON_INL_H_
