import CTrellisStack

/// Runs the resolution walk (and the emitter's) on a large stack of its own, on the calling thread
/// (see trellis_stack.c for why a thread will not do). 512 MiB is reserved and only touched pages are
/// committed; at about 1.4 KB per level in a debug build it holds trees of some 300,000 levels.
package enum LargeStack {
    package static let size = 512 << 20

    @MainActor
    package static func run<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            // Same thread, so the main actor's isolation holds; the cast only lets a C callback
            // carry the closure.
            call(unsafeBitCast(body, to: (() -> T).self)) ?? body()
        }
    }

    /// Runs `body` on a large stack of its own, on the calling thread, for recursive walks that
    /// are not main-actor code (the HTML emitter). Nil when no stack could be set up; the caller
    /// then runs `body` on its own stack.
    package static func call<T>(_ body: () -> T) -> T? {
        withoutActuallyEscaping(body) { body in
            let job = Job(body)
            let status = withExtendedLifetime(job) {
                trellis_call_on_large_stack(size, largeStackEntry, Unmanaged.passUnretained(job).toOpaque())
            }
            guard status == 0 else { return nil }
            return job.result
        }
    }

    fileprivate final class Job<T>: Runnable {
        let body: () -> T
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func run() { result = body() }
    }
}

private protocol Runnable: AnyObject { func run() }

/// Declared outside any actor so that the compiler adds no isolation check of its own here.
private let largeStackEntry: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
    (Unmanaged<AnyObject>.fromOpaque(raw!).takeUnretainedValue() as! Runnable).run()
}
