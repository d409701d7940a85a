# A source build (the sdist, or this checkout) missing a library stops at
# configure time naming the package to install (issue 18). Configures the
# tree with one dependency hidden at a time and checks the message.
#   cmake -DSOURCE=<tree> -DWORK=<dir> [-DGENERATOR=Ninja] -P missing_deps.cmake
set(generator_args)
if(GENERATOR)
  set(generator_args -G "${GENERATOR}")
endif()
foreach(case "hwy|libhwy-dev" "nlohmann_json|nlohmann-json3-dev")
  string(REPLACE "|" ";" case "${case}")
  list(GET case 0 package)
  list(GET case 1 install)
  set(dir "${WORK}/missing-${package}")
  file(REMOVE_RECURSE "${dir}")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${dir}" ${generator_args}
            -DCMAKE_DISABLE_FIND_PACKAGE_${package}=ON
            -DQKV_BUILD_TESTS=OFF -DQKV_BUILD_BENCH=OFF -DQKV_BUILD_CLI=OFF
            -DQKV_WITH_MPI=OFF
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  file(REMOVE_RECURSE "${dir}")
  if(status EQUAL 0)
    message(FATAL_ERROR "configure without ${package} succeeded")
  endif()
  string(REPLACE "\n" " " err "${err}")
  if(NOT err MATCHES "apt-get +install +${install}")
    message(FATAL_ERROR "configure without ${package}: no 'apt-get install "
            "${install}' in its error:\n${err}")
  endif()
  message(STATUS "without ${package}: configure names ${install}")
endforeach()
message(STATUS "missing_deps: every missing package named")
