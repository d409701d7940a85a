// The kernel choice (qkv/tuning.h) as the kernels read it.
#ifndef QKV_SRC_TUNING_STATE_H_
#define QKV_SRC_TUNING_STATE_H_

#include "qkv/tuning.h"

namespace qkv::internal {

// This process's choice now (loaded at the first call; may throw qkv::Error
// for a malformed wisdom file that QKV_WISDOM names). A problem takes one
// copy when it is made, so a call never sees two choices.
KernelChoice current_kernel_choice();

}  // namespace qkv::internal

#endif  // QKV_SRC_TUNING_STATE_H_
