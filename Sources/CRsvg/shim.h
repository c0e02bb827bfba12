// librsvg renders into a cairo context; cairo's own PNG writer (cairo_surface_write_to_png_stream)
// encodes the result, so no separate PNG library is needed.
#include <librsvg/rsvg.h>
#include <cairo.h>
// fontconfig: the folder of a run's brand fonts is added to its fonts, since librsvg (through
// pango) finds fonts by family through fontconfig only and ignores @font-face.
#include <fontconfig/fontconfig.h>
