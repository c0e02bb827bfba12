#ifndef TRELLIS_PREVIEWS_H
#define TRELLIS_PREVIEWS_H

#include <stddef.h>

/// The start of the `trellis_previews` section of the executable this is linked into, where each
/// `#Preview` leaves one record, and its size in bytes; NULL and 0 when there is none, or when
/// the platform's object format has no such linker-defined bounds (only ELF is supported).
const void *trellis_previews_section(size_t *size);

#endif
