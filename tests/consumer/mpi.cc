// Links qkv::mpi alone: the MPI communicator's factory resolves from the
// installed library (it is not called: no MPI runtime is started here).
#include <cstdio>

#include "qkv/dist_mpi.h"

int main() {
  auto* factory = &qkv::dist::make_mpi_communicator;
  std::printf("consumer_mpi: make_mpi_communicator linked (%s)\n",
              factory != nullptr ? "yes" : "no");
  return factory != nullptr ? 0 : 1;
}
