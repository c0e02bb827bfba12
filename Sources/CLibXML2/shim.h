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
