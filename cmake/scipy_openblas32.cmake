# qkv::modules' BLAS when QKV_BLAS=scipy-openblas32: the OpenBLAS of the PyPI
# package scipy-openblas32 (a declared dependency of the Python package), so
# qkv's wheel carries no BLAS of its own (docs/DESIGN.md). Its symbols are
# prefixed scipy_; the two qkv calls are renamed to them at compile time and
# src/scipy_openblas.cc forwards them to the library, loaded with dlopen on
# first use: the extension has no DT_NEEDED on it and `import qkv` does not
# load it. Only the headers are needed at build time.
find_package(Python 3.9 REQUIRED COMPONENTS Interpreter)
execute_process(
  COMMAND "${Python_EXECUTABLE}" -c
          "import scipy_openblas32 as s; print(s.get_include_dir())"
  OUTPUT_VARIABLE qkv_sob_include OUTPUT_STRIP_TRAILING_WHITESPACE
  RESULT_VARIABLE qkv_sob_status ERROR_QUIET)
if(NOT qkv_sob_status EQUAL 0)
  message(FATAL_ERROR "QKV_BLAS=scipy-openblas32: ${Python_EXECUTABLE} cannot "
          "import scipy_openblas32 (pip install scipy-openblas32)")
endif()
target_sources(qkv_modules PRIVATE src/scipy_openblas.cc)
# The forwarding functions stay inside the library or extension they are
# linked into.
set_source_files_properties(src/scipy_openblas.cc PROPERTIES
                            COMPILE_OPTIONS "-fvisibility=hidden")
target_include_directories(qkv_modules SYSTEM PRIVATE "${qkv_sob_include}")
target_compile_definitions(qkv_modules PRIVATE
  cblas_sgemm=scipy_cblas_sgemm
  openblas_get_num_threads=scipy_openblas_get_num_threads)
target_link_libraries(qkv_modules PRIVATE ${CMAKE_DL_LIBS})
set(QKV_BLAS_RPATH "")
