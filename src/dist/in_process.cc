// The in-process communicator: `size` ranks in one process, one per thread,
// exchanging messages through a shared mailbox (tests and demos).
#include <condition_variable>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <tuple>

#include "../fail.h"
#include "qkv/dist.h"

namespace qkv::dist {
namespace {

using internal::fail;

struct Mailbox {
  std::mutex mutex;
  std::condition_variable ready;
  // (source, dest, tag) -> messages in order
  std::map<std::tuple<int, int, int>, std::deque<std::vector<char>>> queues;
  int barrier_count = 0, barrier_generation = 0;
};

class InProcessRequest : public Communicator::Request {
 public:
  bool is_recv = false;
  void* data = nullptr;
  std::size_t bytes = 0;
  int source = 0, tag = 0;
};

class InProcessCommunicator : public Communicator {
 public:
  InProcessCommunicator(std::shared_ptr<Mailbox> box, int rank, int size)
      : box_(std::move(box)), rank_(rank), size_(size) {}
  int rank() const override { return rank_; }
  int size() const override { return size_; }

 private:
  // Collectives use negative tags, which the public calls refuse.
  static constexpr int kGatherTag = -1, kAllToAllTag = -2;

  std::unique_ptr<Request> do_isend(const void* data, std::size_t bytes,
                                    int dest, int tag) override {
    {
      std::lock_guard<std::mutex> lock(box_->mutex);
      const char* p = static_cast<const char*>(data);
      box_->queues[{rank_, dest, tag}].emplace_back(p, p + bytes);
    }
    box_->ready.notify_all();
    return std::make_unique<InProcessRequest>();  // buffered: complete
  }

  std::unique_ptr<Request> do_irecv(void* data, std::size_t bytes, int source,
                                    int tag) override {
    auto r = std::make_unique<InProcessRequest>();
    r->is_recv = true;
    r->data = data;
    r->bytes = bytes;
    r->source = source;
    r->tag = tag;
    return r;
  }

  void do_wait(Request& request) override {
    auto& r = static_cast<InProcessRequest&>(request);
    if (!r.is_recv) return;
    std::unique_lock<std::mutex> lock(box_->mutex);
    auto& queue = box_->queues[{r.source, rank_, r.tag}];
    box_->ready.wait(lock, [&] { return !queue.empty(); });
    const std::vector<char> message = std::move(queue.front());
    queue.pop_front();
    if (message.size() != r.bytes) {
      fail("in-process communicator: message of ", message.size(),
           " bytes, receive buffer of ", r.bytes);
    }
    std::memcpy(r.data, message.data(), r.bytes);
    r.is_recv = false;
  }

  // Sends block `peer` of `send` (or all of it when `stride` is 0) to every
  // other rank, and receives block `peer` of `recv` from each.
  void exchange(const void* send, std::size_t bytes, std::size_t stride,
                void* recv, int tag) {
    const char* s = static_cast<const char*>(send);
    char* out = static_cast<char*>(recv);
    for (int peer = 0; peer < size_; ++peer) {
      if (peer != rank_) do_isend(s + peer * stride, bytes, peer, tag);
    }
    std::memcpy(out + rank_ * bytes, s + rank_ * stride, bytes);
    for (int peer = 0; peer < size_; ++peer) {
      if (peer == rank_) continue;
      auto r = do_irecv(out + peer * bytes, bytes, peer, tag);
      do_wait(*r);
    }
  }

  void do_all_gather(const void* send, std::size_t bytes, void* recv) override {
    exchange(send, bytes, 0, recv, kGatherTag);
  }

  void do_all_to_all(const void* send, std::size_t bytes, void* recv) override {
    exchange(send, bytes, bytes, recv, kAllToAllTag);
  }

  void do_barrier() override {
    std::unique_lock<std::mutex> lock(box_->mutex);
    const int generation = box_->barrier_generation;
    if (++box_->barrier_count == size_) {
      box_->barrier_count = 0;
      ++box_->barrier_generation;
      box_->ready.notify_all();
      return;
    }
    box_->ready.wait(lock,
                     [&] { return box_->barrier_generation != generation; });
  }

  std::shared_ptr<Mailbox> box_;
  int rank_, size_;
};

}  // namespace

std::vector<std::unique_ptr<Communicator>> make_in_process_group(int size) {
  if (size < 1) fail("make_in_process_group: size must be >= 1, got ", size);
  auto box = std::make_shared<Mailbox>();
  std::vector<std::unique_ptr<Communicator>> group;
  for (int r = 0; r < size; ++r) {
    group.push_back(std::make_unique<InProcessCommunicator>(box, r, size));
  }
  return group;
}

}  // namespace qkv::dist
