// The MPI implementation of qkv::dist::Communicator (library qkv::qkv_mpi,
// built when CMake finds MPI).
#ifndef QKV_DIST_MPI_H_
#define QKV_DIST_MPI_H_

#include <mpi.h>

#include <memory>

#include "qkv/dist.h"

namespace qkv::dist {

// Wraps `comm` (not owned; MPI must be initialised and outlive it).
std::unique_ptr<Communicator> make_mpi_communicator(
    MPI_Comm comm = MPI_COMM_WORLD);

}  // namespace qkv::dist

#endif  // QKV_DIST_MPI_H_
