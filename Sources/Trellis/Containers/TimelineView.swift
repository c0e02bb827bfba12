/// A view that SwiftUI redraws on a schedule. A snapshot is one moment, so the content is drawn
/// once, for the render's fixed "now" (`EnvironmentValues.referenceDate`), never the clock.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// Not generic, as in SwiftUI, so the content closure's type can be inferred.
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content
    @Environment(\.referenceDate) private var now

    /// Creates a view that draws `content` for each moment of `schedule`.
    ///
    /// Trellis calls `content` once, with ``EnvironmentValues/referenceDate`` as the date and a
    /// cadence of `.seconds`; the schedule isn't read.
    ///
    /// - Parameters:
    ///   - schedule: When SwiftUI would redraw the content.
    ///   - content: Builds the view for the moment in the context it's given.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: now, cadence: .seconds))
    }
}

/// What a TimelineView's content closure is given: the date it draws for.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the content is redrawn, which content may use to leave out detail that would
    /// change too fast to read, such as seconds in an always-on display.
    public enum Cadence: Comparable, Sendable {
        /// As often as the schedule asks.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
    /// The moment to draw; in a render, ``EnvironmentValues/referenceDate``.
    public let date: Date
    /// How often the content is being redrawn; `.seconds` in a render.
    public let cadence: Cadence
}

/// When a TimelineView would redraw; a snapshot draws once.
public protocol TimelineSchedule: Sendable {}

/// A schedule of moments `interval` seconds apart, from a start date on.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    /// Creates a schedule of moments `interval` seconds apart, from `startDate` on.
    public init(from startDate: Date, by interval: TimeInterval) {}
}
/// A schedule of moments at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Creates the every-minute schedule.
    public init() {}
}
/// A schedule of moments as often as animation frames are drawn.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// Creates the animation schedule.
    ///
    /// - Parameters:
    ///   - minimumInterval: The shortest time between moments, or `nil` for every frame.
    ///   - paused: Whether the schedule stops producing moments.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
/// A schedule of the given dates, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence & Sendable>: TimelineSchedule where Entries.Element == Date {
    /// Creates a schedule of `dates`.
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Moments `interval` seconds apart, from `startDate` on.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Moments at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Moments as often as animation frames are drawn.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Moments as often as animation frames are drawn, at most every `minimumInterval` seconds,
    /// and none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// Moments at the given dates.
    public static func explicit<S: Sequence & Sendable>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
