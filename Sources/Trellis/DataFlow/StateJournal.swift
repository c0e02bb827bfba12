import Foundation

/// The writes made through `@State` and `@Published` while a control's alternative runs, so the
/// planner can put every value back afterwards.
///
/// Trellis owns only those two kinds of storage. A write anywhere else (a plain class's stored
/// property, an `@Observable` model) is not journaled and stays; the planner detects it by
/// resolving the screen again and names the control that made it.
public final class StateJournal: @unchecked Sendable {
    // Only the task that runs a render touches a journal; the lock keeps that honest.
    private let lock = NSLock()
    private var undos: [() -> Void] = []

    /// An empty journal.
    public init() {}

    /// The journal that `@State` and `@Published` writes go to while a control's alternative runs.
    @TaskLocal public static var current: StateJournal?

    func record(_ undo: @escaping () -> Void) {
        lock.lock()
        undos.append(undo)
        lock.unlock()
    }

    /// Runs `body` with this journal recording, then undoes every write it recorded, newest first.
    public func recording<T>(_ body: () throws -> T) rethrows -> T {
        defer { restore() }
        return try StateJournal.$current.withValue(self) { try body() }
    }

    /// Puts back every value written since the journal began, newest first.
    public func restore() {
        lock.lock()
        let pending = undos
        undos = []
        lock.unlock()
        for undo in pending.reversed() { undo() }
    }
}
