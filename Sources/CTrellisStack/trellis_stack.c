// Why this exists: resolving a view tree recurses once per view, because bodies nest generically
// and cannot be walked with a loop. A debug build spends over a kilobyte of stack per level, so a
// tree 10,000 levels deep overflows an 8 MiB thread stack. Running the walk on another thread is
// not an option: the walk is main-actor code, and Swift checks at run time that such code runs on
// the main queue's thread. Switching stacks on the same thread keeps every thread-local (the
// current queue, task and executor) as it was, so those checks still hold.
#define _GNU_SOURCE
#include "trellis_stack.h"

#if defined(__linux__)
#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>

struct trellis_stack_job {
    void (*body)(void *);
    void *context;
    ucontext_t caller;
};

// makecontext passes only int arguments portably, so the job travels through a thread-local.
static __thread struct trellis_stack_job *trellis_current_job;

// Each thread keeps the stack of its outermost call for the next one. A fresh mapping costs a
// zero-filled page fault for every page the walk touches, on every call: for a tree 10,000 levels
// deep that was more than half the time of resolving it, and grew faster than the tree.
struct trellis_kept_stack {
    void *base;
    size_t size;
};
static __thread struct trellis_kept_stack trellis_kept;
static pthread_key_t trellis_kept_key;
static pthread_once_t trellis_kept_once = PTHREAD_ONCE_INIT;

// What stays committed between calls: the top of the stack, where every walk runs. Below it the
// pages of an unusually deep walk are given back, so one deep tree does not pin its memory.
static const size_t trellis_kept_bytes = 32u << 20;

static void trellis_release_kept(void *value) {
    struct trellis_kept_stack *kept = value;
    if (kept && kept->base) munmap(kept->base, kept->size);
}

static void trellis_make_kept_key(void) {
    pthread_key_create(&trellis_kept_key, trellis_release_kept);
}

static void trellis_stack_trampoline(void) {
    struct trellis_stack_job *job = trellis_current_job;
    job->body(job->context);
    // Returning resumes uc_link, the caller's context.
}

int trellis_call_on_large_stack(size_t size, void (*body)(void *), void *context) {
    // Nested calls (a body that resolves another tree) each get their own job and stack; only the
    // outermost reuses the kept one, which the nested calls are running on.
    int reuses = trellis_current_job == NULL;
    void *stack = NULL;
    if (reuses && trellis_kept.base && trellis_kept.size == size) {
        stack = trellis_kept.base;
    } else {
        // Reserved, not committed: only the pages the walk touches cost memory.
        stack = mmap(NULL, size, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
        if (stack == MAP_FAILED) return -1;
        if (reuses && !trellis_kept.base) {
            pthread_once(&trellis_kept_once, trellis_make_kept_key);
            trellis_kept.base = stack;
            trellis_kept.size = size;
            pthread_setspecific(trellis_kept_key, &trellis_kept);
        }
    }
    int kept = stack == trellis_kept.base;

    struct trellis_stack_job job = { body, context };
    ucontext_t callee;
    int result = getcontext(&callee);
    if (result == 0) {
        callee.uc_stack.ss_sp = stack;
        callee.uc_stack.ss_size = size;
        callee.uc_link = &job.caller;
        makecontext(&callee, trellis_stack_trampoline, 0);

        struct trellis_stack_job *outer = trellis_current_job;
        trellis_current_job = &job;
        result = swapcontext(&job.caller, &callee);
        trellis_current_job = outer;
    }
    if (kept) {
        // The stack grows down from base + size; give back what lies below the kept top.
        if (size > trellis_kept_bytes) madvise(stack, size - trellis_kept_bytes, MADV_DONTNEED);
    } else {
        munmap(stack, size);
    }
    return result == 0 ? 0 : -1;
}

#else

int trellis_call_on_large_stack(size_t size, void (*body)(void *), void *context) {
    (void)size; (void)body; (void)context;
    return -1;
}

#endif
