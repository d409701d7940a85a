# qkv::modules' BLAS when QKV_BLAS=system: the machine's OpenBLAS through
# pkg-config, its single-threaded build when installed (Debian's
# libopenblas-serial-dev). MultiheadAttention then runs the projection GEMMs
# on qkv's own threads, so no OpenBLAS worker threads spin beside the
# attention kernels; with a threaded OpenBLAS each GEMM is one call
# (src/multihead_attention.cc checks which library was loaded).
find_package(PkgConfig REQUIRED)
set(QKV_OPENBLAS_SERIAL_PC
    "/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-serial/pkgconfig")
if(EXISTS "${QKV_OPENBLAS_SERIAL_PC}/openblas.pc")
  set(ENV{PKG_CONFIG_PATH} "${QKV_OPENBLAS_SERIAL_PC}:$ENV{PKG_CONFIG_PATH}")
endif()
pkg_check_modules(OPENBLAS openblas)
if(NOT OPENBLAS_FOUND)
  message(FATAL_ERROR "qkv needs OpenBLAS (Debian: apt-get install "
          "libopenblas-serial-dev libopenblas-dev; or pass "
          "-DQKV_BLAS=scipy-openblas32 with pip install scipy-openblas32)")
endif()
# Found in a directory of its own (not the default alternative): programs and
# the Python module carry it as their run path.
set(QKV_BLAS_RPATH "${OPENBLAS_LIBRARY_DIRS}")
target_link_libraries(qkv_modules PRIVATE ${OPENBLAS_LINK_LIBRARIES})
target_include_directories(qkv_modules SYSTEM PRIVATE ${OPENBLAS_INCLUDE_DIRS})
