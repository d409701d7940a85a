# qkv::modules' BLAS when QKV_BLAS=scipy-openblas32: the OpenBLAS of the PyPI
# package scipy-openblas32 (a declared dependency of the Python package), so
# qkv's wheel carries no BLAS of its own (docs/DESIGN.md). Its symbols are
# prefixed scipy_; the two qkv calls are renamed to them at compile time. The
# library is found at run time beside qkv in site-packages:
# <site-packages>/qkv/_qkv*.so -> <site-packages>/scipy_openblas32/lib.
find_package(Python 3.9 REQUIRED COMPONENTS Interpreter)
execute_process(
  COMMAND "${Python_EXECUTABLE}" -c
          "import scipy_openblas32 as s; print(s.get_include_dir()); print(s.get_lib_dir()); print(s.get_library())"
  OUTPUT_VARIABLE qkv_sob_out OUTPUT_STRIP_TRAILING_WHITESPACE
  RESULT_VARIABLE qkv_sob_status ERROR_QUIET)
if(NOT qkv_sob_status EQUAL 0)
  message(FATAL_ERROR "QKV_BLAS=scipy-openblas32: ${Python_EXECUTABLE} cannot "
          "import scipy_openblas32 (pip install scipy-openblas32)")
endif()
string(REPLACE "\n" ";" qkv_sob_out "${qkv_sob_out}")
list(GET qkv_sob_out 0 qkv_sob_include)
list(GET qkv_sob_out 1 qkv_sob_libdir)
list(GET qkv_sob_out 2 qkv_sob_name)
find_library(QKV_SCIPY_OPENBLAS ${qkv_sob_name} PATHS "${qkv_sob_libdir}"
             NO_DEFAULT_PATH REQUIRED)
target_include_directories(qkv_modules SYSTEM PRIVATE "${qkv_sob_include}")
target_compile_definitions(qkv_modules PRIVATE
  cblas_sgemm=scipy_cblas_sgemm
  openblas_get_parallel=scipy_openblas_get_parallel)
target_link_libraries(qkv_modules PRIVATE "${QKV_SCIPY_OPENBLAS}")
set(QKV_BLAS_RPATH "$ORIGIN/../scipy_openblas32/lib")
