# The kernels' software prefetches survive the optimizer
# (src/kernels/prefetch.h). GCC treats __builtin_prefetch as having no
# effect, finds a function whose only work is prefetching pure and deletes
# every call to it that it does not inline: the paged decode never
# prefetched its next block and the short-sequence prefill never its next
# head, silently. Two checks:
#  1. no prefetch in src/ is spelled other than through prefetch.h;
#  2. through prefetch.h, a prefetch-only function's call is kept
#     (tests/kernels/prefetch_only.cc compiled to assembly here, with the
#     project's compiler at -O2).
#
# cmake -DSOURCE=<repo> -DCXX=<compiler> -P prefetches_kept.cmake
include(${CMAKE_CURRENT_LIST_DIR}/refuse_spellings.cmake)
refuse_spellings(prefetches_kept "/src/kernels/prefetch\\.h$"
                 "__builtin_prefetch|_mm_prefetch|hwy::Prefetch"
                 "prefetches not through src/kernels/prefetch.h")

execute_process(
  COMMAND "${CXX}" -O2 -std=c++20 "-I${SOURCE}/src" -S -o -
          "${SOURCE}/tests/kernels/prefetch_only.cc"
  OUTPUT_VARIABLE assembly
  ERROR_VARIABLE errors
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "prefetches_kept: compiling prefetch_only.cc: ${errors}")
endif()
# Caller's body: from its label to the next .size directive.
string(REGEX MATCH "\n_Z6Caller[^:\n]*:.*" caller "${assembly}")
if(NOT caller)
  message(FATAL_ERROR "prefetches_kept: no Caller in the assembly")
endif()
string(FIND "${caller}" ".size" end)
string(SUBSTRING "${caller}" 0 ${end} caller)
if(NOT caller MATCHES "Ahead|prefetch|prfm")
  message(FATAL_ERROR "prefetches_kept: the prefetch-only call was deleted:"
                      "${caller}")
endif()
message(STATUS "prefetches_kept: prefetches present")
