// The MPI implementation of qkv::dist::Communicator (library qkv::qkv_mpi,
// built when CMake finds MPI).
#ifndef QKV_DIST_MPI_H_
#define QKV_DIST_MPI_H_

#include <mpi.h>

#include <memory>

#include "qkv/dist.h"

namespace qkv::dist {

// Wraps `comm` (not owned; MPI must be initialised and outlive it).
// timeout_seconds > 0 bounds every wait (a point-to-point message or a
// collective): past it, std::runtime_error naming the peer that did not
// answer ("did rank 3 stop?"); the process should then exit (MPI cannot
// cancel the message, and mpirun ends the other ranks). 0: wait forever.
std::unique_ptr<Communicator> make_mpi_communicator(
    MPI_Comm comm = MPI_COMM_WORLD, double timeout_seconds = 0);

}  // namespace qkv::dist

#endif  // QKV_DIST_MPI_H_
