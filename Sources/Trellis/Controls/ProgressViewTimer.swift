import Foundation

/// A progress view's interval of time: how much of it has gone (or is left) at a moment.
struct ProgressTimer {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    func fraction(at now: Date) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return countsDown ? 0 : 1 }
        let gone = min(max(now.timeIntervalSince(interval.lowerBound) / total, 0), 1)
        return countsDown ? 1 - gone : gone
    }
}

/// The current value label of a progress view over an interval of time: the timer's count.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The count as `Text(timerInterval:countsDown:)` writes it.
    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}

extension ProgressView {
    /// Creates a progress bar over an interval of time, with a label and a label for the count.
    ///
    /// A render is one moment: the bar is filled as it is at the environment's `referenceDate`.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the bar runs over.
    ///   - countsDown: Whether the bar empties as time passes (the default) or fills.
    ///   - label: A view that describes the task, drawn above the bar.
    ///   - currentValueLabel: A view that describes the progress, such as the time left.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: 0, label: label(), currentValueLabel: currentValueLabel())
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress bar over an interval of time with a label; the count is shown under it.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the bar runs over.
    ///   - countsDown: Whether the bar empties as time passes (the default) or fills.
    ///   - label: A view that describes the task, drawn above the bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress bar over an interval of time, the count shown under it.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the bar runs over.
    ///   - countsDown: Whether the bar empties as time passes (the default) or fills.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
    }
}
