// Why this exists: resolving a view tree recurses once per view, because bodies nest generically
// and cannot be walked with a loop. A debug build spends over a kilobyte of stack per level, so a
// tree 10,000 levels deep overflows an 8 MiB thread stack. Running the walk on another thread is
// not an option: the walk is main-actor code, and Swift checks at run time that such code runs on
// the main queue's thread. Switching stacks on the same thread keeps every thread-local (the
// current queue, task and executor) as it was, so those checks still hold.
#define _GNU_SOURCE
#include "trellis_stack.h"

#if defined(__linux__)
#include <sys/mman.h>
#include <ucontext.h>

struct trellis_stack_job {
    void (*body)(void *);
    void *context;
    ucontext_t caller;
};

// makecontext passes only int arguments portably, so the job travels through a thread-local.
static __thread struct trellis_stack_job *trellis_current_job;

static void trellis_stack_trampoline(void) {
    struct trellis_stack_job *job = trellis_current_job;
    job->body(job->context);
    // Returning resumes uc_link, the caller's context.
}

int trellis_call_on_large_stack(size_t size, void (*body)(void *), void *context) {
    // Reserved, not committed: only the pages the walk touches cost memory.
    void *stack = mmap(NULL, size, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) return -1;

    struct trellis_stack_job job = { body, context };
    ucontext_t callee;
    if (getcontext(&callee) != 0) {
        munmap(stack, size);
        return -1;
    }
    callee.uc_stack.ss_sp = stack;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &job.caller;
    makecontext(&callee, trellis_stack_trampoline, 0);

    // Nested calls (a body that resolves another tree) each get their own job and stack.
    struct trellis_stack_job *outer = trellis_current_job;
    trellis_current_job = &job;
    int result = swapcontext(&job.caller, &callee);
    trellis_current_job = outer;
    munmap(stack, size);
    return result == 0 ? 0 : -1;
}

#else

int trellis_call_on_large_stack(size_t size, void (*body)(void *), void *context) {
    (void)size; (void)body; (void)context;
    return -1;
}

#endif
