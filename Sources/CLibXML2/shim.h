// Debian's libxml2 headers pull in ICU, whose types clash with the copy inside Foundation.
// Turn ICU support off before any other libxml2 header sees it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/valid.h>
#include <libxml/relaxng.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>

// libxml2's depth limit is a process-wide variable, which Swift 6 will not write directly (shared mutable
// state). Trellis writes it once, before any parse (ValidationResources), so the write cannot race a read.
static inline void trellis_set_parser_max_depth(unsigned int depth) {
    xmlParserMaxDepth = depth;
}
