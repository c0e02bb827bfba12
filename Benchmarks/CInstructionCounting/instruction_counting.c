#include "instruction_counting.h"

// Valgrind's client requests are macros of inline assembly that Swift cannot import, so they are
// wrapped here. A client request, unlike --toggle-collect=FUNCTION, does not depend on callgrind
// following calls, which it loses track of when resolution and the emitters switch to their own
// large stack.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

void trellis_toggle_instruction_counting(void) { CALLGRIND_TOGGLE_COLLECT; }
int trellis_running_under_valgrind(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
#else
void trellis_toggle_instruction_counting(void) {}
int trellis_running_under_valgrind(void) { return 0; }
#endif
