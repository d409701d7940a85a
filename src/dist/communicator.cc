// The non-virtual half of Communicator: peer checks and the byte count, in
// one place for every implementation.
#include "../fail.h"
#include "qkv/dist.h"

namespace qkv::dist {

void Communicator::check_message(const char* what, int peer, int tag) const {
  if (peer < 0 || peer >= size()) {
    internal::fail("communicator ", what, ": rank ", peer,
                   " is outside the group [0, ", size(), ")");
  }
  if (tag < 0) {
    internal::fail("communicator ", what, ": tag must be >= 0, got ", tag);
  }
}

std::unique_ptr<Communicator::Request> Communicator::isend(const void* data,
                                                           std::size_t bytes,
                                                           int dest, int tag) {
  check_message("isend", dest, tag);
  auto request = do_isend(data, bytes, dest, tag);
  bytes_sent_ += bytes;
  return request;
}

std::unique_ptr<Communicator::Request> Communicator::irecv(void* data,
                                                           std::size_t bytes,
                                                           int source,
                                                           int tag) {
  check_message("irecv", source, tag);
  return do_irecv(data, bytes, source, tag);
}

void Communicator::wait(Request& request) { do_wait(request); }

void Communicator::all_gather(const void* send, std::size_t bytes, void* recv) {
  do_all_gather(send, bytes, recv);
  bytes_sent_ += bytes * static_cast<std::size_t>(size() - 1);
}

void Communicator::all_to_all(const void* send, std::size_t bytes, void* recv) {
  do_all_to_all(send, bytes, recv);
  bytes_sent_ += bytes * static_cast<std::size_t>(size() - 1);
}

void Communicator::barrier() { do_barrier(); }

}  // namespace qkv::dist
