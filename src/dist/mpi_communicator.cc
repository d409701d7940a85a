// The MPI implementation of qkv::dist::Communicator (one message per call;
// the byte count is kept by the base class).
#include <chrono>
#include <limits>
#include <stdexcept>
#include <string>
#include <thread>

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
  const char* what = "";  // "send to", "receive from", a collective's name
  int peer = -1;          // -1: a collective
};

// Completes `r`: MPI_Wait, or with a timeout (seconds > 0) MPI_Test until
// it completes or the time is up (then std::runtime_error naming the peer;
// the caller's process should exit, its buffers may still be in use).
void wait_for(MpiRequest& r, double timeout, int rank) {
  if (timeout <= 0) {
    check(MPI_Wait(&r.request, MPI_STATUS_IGNORE), "Wait");
    return;
  }
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration<double>(timeout);
  for (int done = 0;;) {
    check(MPI_Test(&r.request, &done, MPI_STATUS_IGNORE), "Test");
    if (done) return;
    const auto now = Clock::now();
    if (now > deadline) break;
    // Spin for the first millisecond (a message due any moment), then poll
    // every 100 µs.
    if (now - start < std::chrono::milliseconds(1)) {
      std::this_thread::yield();
    } else {
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
  }
  const std::string peer =
      r.peer >= 0 ? " rank " + std::to_string(r.peer) : std::string();
  throw std::runtime_error(
      "qkv.dist: rank " + std::to_string(rank) + ": " + r.what + peer +
      ": no answer within " + std::to_string(timeout) + " s (did " +
      (r.peer >= 0 ? "rank " + std::to_string(r.peer) : "a rank") + " stop?)");
}

class MpiCommunicator : public Communicator {
 public:
  MpiCommunicator(MPI_Comm comm, double timeout)
      : comm_(comm), timeout_(timeout) {
    if (comm_ == MPI_COMM_NULL) {
      throw Error("comm: MPI_COMM_NULL (this process is in no group of it)",
                  ErrorKind::kType);
    }
    // An intercommunicator's rank and size are its local group's while its
    // point-to-point ranks address the remote group: each group would
    // attend over the other's keys.
    int inter = 0;
    check(MPI_Comm_test_inter(comm_, &inter), "Comm_test_inter");
    if (inter != 0) {
      throw Error(
          "comm: an intercommunicator; context parallelism needs an "
          "intracommunicator (MPI_Intercomm_merge makes one)",
          ErrorKind::kType);
    }
    check(MPI_Comm_rank(comm_, &rank_), "Comm_rank");
    check(MPI_Comm_size(comm_, &size_), "Comm_size");
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }

 private:
  std::unique_ptr<Request> do_isend(const void* data, std::size_t bytes,
                                    int dest, int tag) override {
    auto r = request("send to", dest);
    check(MPI_Isend(data, count_of(bytes), MPI_BYTE, dest, tag, comm_,
                    &r->request),
          "Isend");
    return r;
  }
  std::unique_ptr<Request> do_irecv(void* data, std::size_t bytes, int source,
                                    int tag) override {
    auto r = request("receive from", source);
    check(MPI_Irecv(data, count_of(bytes), MPI_BYTE, source, tag, comm_,
                    &r->request),
          "Irecv");
    return r;
  }
  static std::unique_ptr<MpiRequest> request(const char* what, int peer) {
    auto r = std::make_unique<MpiRequest>();
    r->what = what;
    r->peer = peer;
    return r;
  }
  void do_wait(Request& request) override {
    wait_for(static_cast<MpiRequest&>(request), timeout_, rank_);
  }
  // Starts a non-blocking collective (start(&request) returns its MPI
  // code) and waits for it.
  template <class Start>
  void collective(const char* what, const Start& start) {
    MpiRequest r;
    r.what = what;
    check(start(&r.request), what);
    wait_for(r, timeout_, rank_);
  }
  void do_all_gather(const void* send, std::size_t bytes, void* recv) override {
    collective("all_gather", [&](MPI_Request* request) {
      return MPI_Iallgather(send, count_of(bytes), MPI_BYTE, recv,
                            count_of(bytes), MPI_BYTE, comm_, request);
    });
  }
  void do_all_to_all(const void* send, std::size_t bytes, void* recv) override {
    collective("all_to_all", [&](MPI_Request* request) {
      return MPI_Ialltoall(send, count_of(bytes), MPI_BYTE, recv,
                           count_of(bytes), MPI_BYTE, comm_, request);
    });
  }
  void do_barrier() override {
    collective("barrier", [&](MPI_Request* request) {
      return MPI_Ibarrier(comm_, request);
    });
  }

  MPI_Comm comm_;
  double timeout_;
  int rank_ = 0, size_ = 1;
};

}  // namespace

std::unique_ptr<Communicator> make_mpi_communicator(MPI_Comm comm,
                                                    double timeout_seconds) {
  return std::make_unique<MpiCommunicator>(comm, timeout_seconds);
}

}  // namespace qkv::dist
