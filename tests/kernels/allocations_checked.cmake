# Every aligned kernel buffer comes from AllocateScratch
# (src/kernels/aligned.h), which throws std::bad_alloc where
# hwy::AllocateAligned returns nullptr: the kernels wrote through a null
# scratch pointer when memory ran out (SIGSEGV instead of an exception).
# Refuses any other spelling of the allocation in src/.
#
# cmake -DSOURCE=<repo> -P allocations_checked.cmake
include(${CMAKE_CURRENT_LIST_DIR}/refuse_spellings.cmake)
refuse_spellings(allocations_checked "/src/kernels/aligned\\.h$"
                 "AllocateAligned|AllocateAlignedBytes"
                 "allocations not through src/kernels/aligned.h")
message(STATUS "allocations_checked: every kernel buffer checked")
