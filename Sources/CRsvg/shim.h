// librsvg renders into a cairo context; cairo's own PNG writer (cairo_surface_write_to_png_stream)
// encodes the result, so no separate PNG library is needed.
//
// The target's flags come from cairo's pkg-config file (cairo, glib, gobject and fontconfig
// headers), not librsvg's: librsvg-2.0.pc requires gdk-pixbuf and gio, whose private requirement
// gmodule-no-export carries `-pthread`, a flag SwiftPM refuses with a warning on every build of
// this package and of every package that depends on it. The few librsvg functions Trellis calls
// are declared here instead, as librsvg 2.52 and later declare them (rsvg.h, rsvg-cairo.h); the
// library itself is linked by the module map.
#include <cairo.h>
#include <glib-object.h>
// fontconfig: the folder of a run's brand fonts is added to its fonts, since librsvg (through
// pango) finds fonts by family through fontconfig only and ignores @font-face.
#include <fontconfig/fontconfig.h>

typedef struct _RsvgHandle RsvgHandle;

typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
