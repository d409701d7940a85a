// The MPI implementation of qkv::dist::Communicator (one message per call;
// the byte count is kept by the base class).
#include <limits>
#include <string>

#include "qkv/dist_mpi.h"
#include "qkv/error.h"

namespace qkv::dist {
namespace {

void check(int code, const char* what) {
  if (code != MPI_SUCCESS) {
    char text[MPI_MAX_ERROR_STRING];
    int len = 0;
    MPI_Error_string(code, text, &len);
    throw Error(std::string("MPI ") + what + ": " + std::string(text, len));
  }
}

int count_of(std::size_t bytes) {
  if (bytes > static_cast<std::size_t>(std::numeric_limits<int>::max())) {
    throw Error("MPI communicator: a message of " + std::to_string(bytes) +
                " bytes exceeds MPI's int count");
  }
  return static_cast<int>(bytes);
}

class MpiRequest : public Communicator::Request {
 public:
  MPI_Request request = MPI_REQUEST_NULL;
};

class MpiCommunicator : public Communicator {
 public:
  explicit MpiCommunicator(MPI_Comm comm) : comm_(comm) {
    check(MPI_Comm_rank(comm_, &rank_), "Comm_rank");
    check(MPI_Comm_size(comm_, &size_), "Comm_size");
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }

 private:
  std::unique_ptr<Request> do_isend(const void* data, std::size_t bytes,
                                    int dest, int tag) override {
    auto r = std::make_unique<MpiRequest>();
    check(MPI_Isend(data, count_of(bytes), MPI_BYTE, dest, tag, comm_,
                    &r->request),
          "Isend");
    return r;
  }
  std::unique_ptr<Request> do_irecv(void* data, std::size_t bytes, int source,
                                    int tag) override {
    auto r = std::make_unique<MpiRequest>();
    check(MPI_Irecv(data, count_of(bytes), MPI_BYTE, source, tag, comm_,
                    &r->request),
          "Irecv");
    return r;
  }
  void do_wait(Request& request) override {
    check(
        MPI_Wait(&static_cast<MpiRequest&>(request).request, MPI_STATUS_IGNORE),
        "Wait");
  }
  void do_all_gather(const void* send, std::size_t bytes, void* recv) override {
    check(MPI_Allgather(send, count_of(bytes), MPI_BYTE, recv, count_of(bytes),
                        MPI_BYTE, comm_),
          "Allgather");
  }
  void do_all_to_all(const void* send, std::size_t bytes, void* recv) override {
    check(MPI_Alltoall(send, count_of(bytes), MPI_BYTE, recv, count_of(bytes),
                       MPI_BYTE, comm_),
          "Alltoall");
  }
  void do_barrier() override { check(MPI_Barrier(comm_), "Barrier"); }

  MPI_Comm comm_;
  int rank_ = 0, size_ = 1;
};

}  // namespace

std::unique_ptr<Communicator> make_mpi_communicator(MPI_Comm comm) {
  return std::make_unique<MpiCommunicator>(comm);
}

}  // namespace qkv::dist
