// HarfBuzz's core and OpenType API only: its own OT font functions read advances, kerning and
// metrics straight from the font file, so FreeType is not needed, and hb-icu.h / hb-glib.h stay
// out (ICU's types would clash with the copy inside Foundation, as DESIGN.md describes for libxml2).
#include <hb.h>
#include <hb-ot.h>
// The subsetter (libharfbuzz-subset0, part of libharfbuzz-dev): a site ships only the glyphs of
// the emoji and CJK faces that its pages use.
#include <hb-subset.h>
