# Runs `qkv explain NAME` and compares its output byte for byte with the
# committed golden file.
execute_process(COMMAND ${QKV} explain ${NAME} OUTPUT_VARIABLE got
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "qkv explain ${NAME} exited with ${rc}")
endif()
file(READ ${GOLDEN} want)
if(NOT got STREQUAL want)
  message(FATAL_ERROR "qkv explain ${NAME} differs from ${GOLDEN}:\n${got}")
endif()
