import Foundation

/// Times a subject and its baseline in the same run, alternating their samples so that a noisy
/// neighbour on a shared machine slows both rather than one.
///
/// Each sample repeats the work enough times to last at least `minimumSample`, so the clock's
/// resolution never dominates a small tree; the figure kept is the median time of one repetition.
@MainActor
struct Measurement {
    var warmUps = 2
    var samples = 7
    var minimumSample: Duration = .milliseconds(20)
    /// Time samples by this thread's CPU time instead of the wall clock: on a machine other jobs
    /// load, the CPU time counts only the cycles the work itself got, so it moves far less.
    var usesCPUTime = false

    struct Pair {
        var subject: Duration
        var baseline: Duration
        /// The subject's fastest sample: on a shared machine, the one least disturbed by others.
        var fastestSubject: Duration = .zero
        var ratio: Double { subject.seconds / baseline.seconds }
    }

    func pair<A, B>(subject: () -> A, baseline: () -> B) -> Pair {
        for _ in 0..<warmUps {
            consume(subject())
            consume(baseline())
        }
        let subjectRepeats = repeats(for: subject)
        let baselineRepeats = repeats(for: baseline)
        var subjectTimes: [Duration] = []
        var baselineTimes: [Duration] = []
        for _ in 0..<samples {
            subjectTimes.append(time(subject, repeats: subjectRepeats))
            baselineTimes.append(time(baseline, repeats: baselineRepeats))
        }
        return Pair(subject: Self.median(subjectTimes), baseline: Self.median(baselineTimes), fastestSubject: subjectTimes.min() ?? .zero)
    }

    /// The median time of `work` alone, for subjects whose baseline is timed another way.
    func single<T>(_ work: () -> T) -> Duration {
        for _ in 0..<warmUps { consume(work()) }
        let repeats = repeats(for: work)
        return Self.median((0..<samples).map { _ in time(work, repeats: repeats) })
    }

    /// How many repetitions make one sample last `minimumSample`, from one timed run.
    private func repeats<T>(for work: () -> T) -> Int {
        let once = time(work, repeats: 1)
        guard once < minimumSample else { return 1 }
        let ratio = minimumSample.seconds / max(once.seconds, 1e-9)
        return min(Int(ratio.rounded(.up)), 1_000_000)
    }

    /// The time of one repetition, averaged over `repeats`. The results are dropped inside the
    /// timed region, so freeing what the work built is part of its cost.
    private func time<T>(_ work: () -> T, repeats: Int) -> Duration {
        if usesCPUTime {
            let start = threadCPUTime()
            for _ in 0..<repeats { consume(work()) }
            return (threadCPUTime() - start) / repeats
        }
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<repeats { consume(work()) }
        return (clock.now - start) / repeats
    }

    nonisolated static func median(_ durations: [Duration]) -> Duration {
        let sorted = durations.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The CPU time this thread has used. The large stack that layout and resolution run on belongs
/// to the calling thread (LargeStack), so their work is counted here too.
func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// Keeps a result alive as far as the optimiser can tell, so the work that made it is not removed.
/// `@_optimize(none)` keeps whole-module optimisation from seeing that it does nothing.
@_optimize(none)
func consume<T>(_ value: T) {}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    var nanoseconds: Double { seconds * 1e9 }
}
