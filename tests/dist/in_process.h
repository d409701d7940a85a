// Running one body per rank of an in-process group, one thread each.
#ifndef QKV_TESTS_DIST_IN_PROCESS_H_
#define QKV_TESTS_DIST_IN_PROCESS_H_

#include <thread>
#include <vector>

#include "qkv/dist.h"

namespace qkv::testing {

// Runs body(comm) on every rank of an in-process group of `world` ranks.
template <class Body>
void on_every_rank(int world, const Body& body) {
  auto group = dist::make_in_process_group(world);
  std::vector<std::thread> threads;
  for (int r = 0; r < world; ++r) {
    threads.emplace_back([&, r] { body(*group[r]); });
  }
  for (auto& t : threads) t.join();
}

}  // namespace qkv::testing

#endif  // QKV_TESTS_DIST_IN_PROCESS_H_
