# Every aligned kernel buffer comes from AllocateScratch
# (src/kernels/aligned.h), which throws std::bad_alloc where
# hwy::AllocateAligned returns nullptr: the kernels wrote through a null
# scratch pointer when memory ran out (SIGSEGV instead of an exception).
# Refuses any other spelling of the allocation in src/.
#
# cmake -DSOURCE=<repo> -P allocations_checked.cmake
file(GLOB_RECURSE sources ${SOURCE}/src/*.h ${SOURCE}/src/*.cc)
set(spelled "")
foreach(f IN LISTS sources)
  if(f MATCHES "/src/kernels/aligned\\.h$")
    continue()
  endif()
  file(STRINGS "${f}" hits REGEX "AllocateAligned|AllocateAlignedBytes")
  foreach(line IN LISTS hits)
    if(NOT line MATCHES "^ *//")
      list(APPEND spelled "${f}: ${line}")
    endif()
  endforeach()
endforeach()
if(spelled)
  message(FATAL_ERROR "allocations_checked: allocations not through "
                      "src/kernels/aligned.h: ${spelled}")
endif()
message(STATUS "allocations_checked: every kernel buffer checked")
