// Umbrella header of the qkv library.
#ifndef QKV_QKV_H_
#define QKV_QKV_H_

#include "qkv/attention.h"            // IWYU pragma: export
#include "qkv/backward.h"             // IWYU pragma: export
#include "qkv/error.h"                // IWYU pragma: export
#include "qkv/kv_cache.h"             // IWYU pragma: export
#include "qkv/multihead_attention.h"  // IWYU pragma: export
#include "qkv/params.h"               // IWYU pragma: export
#include "qkv/reference.h"            // IWYU pragma: export
#include "qkv/safetensors.h"          // IWYU pragma: export
#include "qkv/serving.h"              // IWYU pragma: export
#include "qkv/tensor.h"               // IWYU pragma: export
#include "qkv/thread_pool.h"          // IWYU pragma: export
#include "qkv/tuning.h"               // IWYU pragma: export
#include "qkv/version.h"              // IWYU pragma: export

#endif  // QKV_QKV_H_
