# The software prefetches the kernels rely on are in the compiled library
# (src/kernels/prefetch.h): GCC deleted every call to a function that only
# prefetches (it finds them pure), so the paged decode never prefetched its
# next block and the short-sequence prefill never its next head, silently.
# For every SIMD target compiled, the functions that hold those loops (or
# the helpers themselves, when not inlined) must contain a prefetch
# instruction.
#
# cmake -DLIBRARY=<libqkv.a> -DOBJDUMP=<objdump> -P prefetches_kept.cmake
execute_process(
  COMMAND ${OBJDUMP} -d --no-show-raw-insn -C ${LIBRARY}
  COMMAND awk "/^[0-9a-f]+ </ { fn = $0 } /\\tprefetch|\\tprfm/ { print fn }"
  COMMAND sort -u
  OUTPUT_VARIABLE with_prefetch
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "prefetches_kept: objdump failed (${status})")
endif()
execute_process(
  COMMAND ${OBJDUMP} -t -C ${LIBRARY}
  COMMAND grep -o "N_[A-Z0-9_]*::AttendHeads<float>"
  COMMAND sort -u
  OUTPUT_VARIABLE targets)
string(REGEX REPLACE "::AttendHeads<float>\n?" ";" targets "${targets}")
list(REMOVE_ITEM targets "")
if(NOT targets)
  message(FATAL_ERROR "prefetches_kept: no AttendHeads<float> in ${LIBRARY}")
endif()
# Loop -> the functions it may be compiled into.
set(paged "(PrefetchNextRun|ForRunsOfHeads|ScoreTileHeads|ValuesTileHeads|AttendHeads)<float")
set(head_part "(PrefetchHeadPart|ForwardOf)<float>")
set(missing "")
foreach(target IN LISTS targets)
  foreach(loop paged head_part)
    if(NOT with_prefetch MATCHES "${target}::${${loop}}")
      list(APPEND missing "${target}: ${loop}")
    endif()
  endforeach()
endforeach()
if(missing)
  message(FATAL_ERROR "prefetches_kept: no prefetch left in ${missing}")
endif()
message(STATUS "prefetches_kept: prefetches present for ${targets}")
