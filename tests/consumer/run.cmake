# Installs the built qkv into a scratch prefix, then configures, builds and
# runs the consumer project against it.
set(prefix ${QKV_WORK_DIR}/prefix)
file(REMOVE_RECURSE ${QKV_WORK_DIR})
foreach(step
    "${CMAKE_COMMAND};--install;${QKV_BUILD_DIR};--prefix;${prefix}"
    "${CMAKE_COMMAND};-S;${QKV_CONSUMER_SOURCE};-B;${QKV_WORK_DIR}/build;-G;${QKV_GENERATOR};-DCMAKE_PREFIX_PATH=${prefix};-DQKV_HAVE_MPI=${QKV_HAVE_MPI}"
    "${CMAKE_COMMAND};--build;${QKV_WORK_DIR}/build"
    "${QKV_WORK_DIR}/build/consumer"
    "${QKV_WORK_DIR}/build/consumer_modules")
  execute_process(COMMAND ${step} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "consumer step failed (${rc}): ${step}")
  endif()
endforeach()
if(QKV_HAVE_MPI AND NOT EXISTS ${QKV_WORK_DIR}/build/consumer_mpi)
  message(FATAL_ERROR "consumer_mpi was not built")
endif()
