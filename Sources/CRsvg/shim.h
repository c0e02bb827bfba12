// librsvg renders into a cairo context; cairo's own PNG writer (cairo_surface_write_to_png_stream)
// encodes the result, so no separate PNG library is needed.
#include <librsvg/rsvg.h>
#include <cairo.h>
