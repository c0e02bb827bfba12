#ifndef TRELLIS_STACK_H
#define TRELLIS_STACK_H

#include <stddef.h>

/// Calls `body(context)` on a separate, freshly reserved stack of `size` bytes, on the calling
/// thread, and returns when it finishes. Returns 0 on success; on failure (no memory for the
/// stack) returns -1 without calling `body`, and the caller should call it directly.
int trellis_call_on_large_stack(size_t size, void (*body)(void *context), void *context);

#endif
