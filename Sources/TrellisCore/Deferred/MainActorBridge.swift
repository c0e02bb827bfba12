/// Runs app code from layout, which runs on any thread, on the main actor where app code lives.
///
/// SwiftUI runs some user code during layout (a GeometryReader's content, a Canvas's renderer,
/// an alignment guide's or a `containerRelativeFrame`'s closure). Those closures are main-actor
/// code, as views are, and layout is nonisolated and synchronous so that it can run anywhere and
/// in parallel. This is the one place the two meet: in place when the caller already runs on the
/// main actor, otherwise as a main-actor task the caller's thread waits for. The golden
/// assertions use it too, so that a plain XCTest method can render a view.
///
/// The rule for callers: never hold the main actor waiting for a layout running off it (block
/// the main thread on a semaphore for it), or the task below can never run. Nothing in Trellis
/// does; a layout started on the main actor runs here in place.
package enum MainActorBridge {
    /// `work`'s result, computed on the main actor; blocks this thread until it is.
    package static func run<Result: Sendable>(_ work: @MainActor () -> Result) -> Result {
        if MainQueue.isCurrent {
            return MainActor.assumeIsolated { work() }
        }
        return withoutActuallyEscaping(work) { work in
            let slot = Slot(work: work)
            let done = DispatchSemaphore(value: 0)
            Task { @MainActor in
                slot.result = slot.work?()
                // Let go of the work before the caller may return: it must not outlive `run`
                // (the runtime checks, as `withoutActuallyEscaping` asks), and the task itself
                // may be released only after the caller has moved on.
                slot.work = nil
                done.signal()
            }
            done.wait()
            // The task sets the result before it signals, so it is there once the wait returns.
            return slot.result!
        }
    }

    /// Carries the work to the main actor and its result back: written by the task before it
    /// signals and read only after the wait, so never at the same time, which is what makes
    /// sharing it sound.
    private final class Slot<Result>: @unchecked Sendable {
        var work: (@MainActor () -> Result)?
        var result: Result?
        init(work: @escaping @MainActor () -> Result) { self.work = work }
    }
}

/// Whether the caller runs on the main actor. The main actor's jobs run on the main queue, which
/// `dispatchMain` (an async `main`, the test runner) drains on worker threads, so the main
/// thread alone does not tell; the queue carries a mark that code running on it can read.
package enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    package static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
