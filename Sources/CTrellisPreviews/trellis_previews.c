#include "trellis_previews.h"

#if defined(__ELF__)
// ELF linkers define __start_X and __stop_X for every output section X whose name is a C
// identifier; weak, so an executable with no previews links and reads them as NULL.
extern const char __start_trellis_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_trellis_previews[] __attribute__((weak, visibility("hidden")));

const void *trellis_previews_section(size_t *size) {
    if (__start_trellis_previews == NULL || __stop_trellis_previews == NULL) {
        *size = 0;
        return NULL;
    }
    *size = (size_t)(__stop_trellis_previews - __start_trellis_previews);
    return __start_trellis_previews;
}
#else
const void *trellis_previews_section(size_t *size) {
    *size = 0;
    return NULL;
}
#endif
