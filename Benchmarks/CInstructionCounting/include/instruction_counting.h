#ifndef TRELLIS_INSTRUCTION_COUNTING_H
#define TRELLIS_INSTRUCTION_COUNTING_H

/// Turns callgrind's counting on or off (run it with --collect-atstart=no). Outside callgrind, or
/// where valgrind's headers are not installed, it does nothing.
void trellis_toggle_instruction_counting(void);

/// Whether the process runs under valgrind.
int trellis_running_under_valgrind(void);

#endif
