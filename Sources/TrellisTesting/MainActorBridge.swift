import Dispatch
import Foundation

/// Runs main-actor work from a caller that may or may not be on the main actor, synchronously:
/// what lets `assertGolden(of: view)` be called from a plain XCTest method.
///
/// The main actor's jobs run on the main queue, which an async `main` or a test runner drains
/// from worker threads with `dispatchMain`, so the main thread alone does not tell: the queue
/// carries a mark that code on it can read, as Trellis's own layout does for GeometryReader.
enum MainActorBridge {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isOnMainActor: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// `work`'s result, run on the main actor: in place when already there, else in a main-actor
    /// task while this thread waits (so the caller must not be holding the main actor, which a
    /// caller off it is not).
    static func run<Result: Sendable>(_ work: @MainActor () -> Result) -> Result {
        if isOnMainActor { return MainActor.assumeIsolated { work() } }
        return withoutActuallyEscaping(work) { work in
            let slot = Slot<Result>(work: work)
            let done = DispatchSemaphore(value: 0)
            Task { @MainActor in
                slot.result = slot.work()
                done.signal()
            }
            done.wait()
            return slot.result!
        }
    }

    /// Carries the work to the main actor and its result back; written by the task before it
    /// signals and read after the wait, so never at the same time.
    private final class Slot<Result>: @unchecked Sendable {
        let work: @MainActor () -> Result
        var result: Result?
        init(work: @escaping @MainActor () -> Result) { self.work = work }
    }
}
