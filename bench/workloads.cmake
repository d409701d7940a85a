# The workload suite as a library: bench/workloads.json embedded in a
# generated header (re-generated when the file changes), parsed by
# bench/workloads.cc. Included by bench/ and cli/.
if(NOT TARGET qkv_workloads)
  set(QKV_WORKLOADS_FILE ${PROJECT_SOURCE_DIR}/bench/workloads.json)
  file(READ ${QKV_WORKLOADS_FILE} QKV_WORKLOADS_JSON)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
                                         ${QKV_WORKLOADS_FILE})
  configure_file(${PROJECT_SOURCE_DIR}/bench/workloads_json.h.in
                 ${PROJECT_BINARY_DIR}/bench/generated/workloads_json.h @ONLY)
  add_library(qkv_workloads STATIC ${PROJECT_SOURCE_DIR}/bench/workloads.cc)
  target_include_directories(qkv_workloads
    PUBLIC ${PROJECT_SOURCE_DIR}/bench
    PRIVATE ${PROJECT_BINARY_DIR}/bench/generated)
  target_link_libraries(qkv_workloads PUBLIC qkv::qkv
                        PRIVATE nlohmann_json::nlohmann_json)
  qkv_warnings(qkv_workloads)
endif()
