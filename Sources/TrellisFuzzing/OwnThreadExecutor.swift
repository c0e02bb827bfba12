import Foundation

/// A task executor with one thread of its own: async work run with it as the preferred executor
/// (`withTaskExecutorPreference`) runs on that thread, so the thread's processor time is that
/// work's alone, whatever else the process runs on its other threads at the same time (the other
/// suites of a `swift test`).
final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isStopping = false
    private var clock: clockid_t?

    init() {
        let thread = Thread { [self] in serve() }
        thread.name = "trellis-fuzz-tree"
        // glibc's default for a new thread (the 8 MiB stack limit), which the global executor's
        // threads, where the render runs otherwise, get.
        thread.stackSize = 8 << 20
        thread.start()
        condition.lock()
        while clock == nil { condition.wait() }
        condition.unlock()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Seconds of processor time the thread has used.
    var processorSeconds: Double {
        condition.lock()
        let clock = clock
        condition.unlock()
        return clock.map(ProcessorClock.seconds(of:)) ?? 0
    }

    /// Ends the thread once the jobs already enqueued have run.
    func stop() {
        condition.lock()
        isStopping = true
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        var own = clockid_t()
        pthread_getcpuclockid(pthread_self(), &own)
        condition.lock()
        clock = own
        condition.broadcast()
        condition.unlock()
        while true {
            condition.lock()
            while jobs.isEmpty && !isStopping { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
