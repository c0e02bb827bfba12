import Foundation

/// Processor time, read from the kernel's per-thread and per-process clocks: what a piece of work
/// cost, whatever else the machine (or this process) was doing meanwhile. A wall clock measures
/// the load too: on a loaded machine a tree that takes 8 ms alone waited 14 s for a core.
public enum ProcessorClock {
    /// Seconds of processor time the calling thread has used.
    public static func currentThread() -> Double {
        seconds(of: CLOCK_THREAD_CPUTIME_ID)
    }

    /// Seconds of processor time process `pid` has used, on all its threads; nil when it has
    /// ended or cannot be read.
    public static func process(_ pid: pid_t) -> Double? {
        var clock = clockid_t()
        guard clock_getcpuclockid(pid, &clock) == 0 else { return nil }
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds on `clock`, a processor-time clock; 0 when it cannot be read.
    static func seconds(of clock: clockid_t) -> Double {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
