# Runs `${QKV} ARGS...` (ARGS separated by '|') and checks its exit status
# (STATUS) and that stderr is one line matching ERROR (when given). OUT_FILE
# redirects stdout (e.g. /dev/full).
string(REPLACE "|" ";" args "${ARGS}")
if(DEFINED OUT_FILE)
  execute_process(COMMAND ${QKV} ${args} RESULT_VARIABLE rc
                  OUTPUT_FILE ${OUT_FILE} ERROR_VARIABLE err)
else()
  execute_process(COMMAND ${QKV} ${args} RESULT_VARIABLE rc
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
if(NOT "${rc}" STREQUAL "${STATUS}")
  message(FATAL_ERROR "qkv ${args}: exit status '${rc}', expected ${STATUS}\n"
                      "stderr: ${err}")
endif()
if(NOT "${ERROR}" STREQUAL "" AND NOT err MATCHES "^qkv: error: [^\n]*${ERROR}[^\n]*\n$")
  message(FATAL_ERROR "qkv ${args}: stderr is not one line matching "
                      "'${ERROR}':\n${err}")
endif()
