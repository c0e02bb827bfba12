/// A view that SwiftUI redraws on a schedule. A snapshot is one moment, so the content is drawn
/// once, for the render's fixed "now" (`EnvironmentValues.referenceDate`), never the clock.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// Not generic, as in SwiftUI, so the content closure's type can be inferred.
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content
    @Environment(\.referenceDate) private var now

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: now, cadence: .seconds))
    }
}

/// What a TimelineView's content closure is given: the date it draws for.
public struct TimelineViewDefaultContext: Sendable {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}

/// When a TimelineView would redraw; a snapshot draws once.
public protocol TimelineSchedule: Sendable {}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
}
public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct ExplicitTimelineSchedule<Entries: Sequence & Sendable>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence & Sendable>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
