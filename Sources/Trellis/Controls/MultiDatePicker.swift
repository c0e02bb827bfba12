import Foundation

/// A control that chooses several days on a calendar, drawn as iOS draws it: always inline, a
/// month's grid under its title, the chosen days on circles of the tint.
///
/// The month shown is that of the earliest chosen day, or of the environment's `referenceDate`
/// when none is chosen (a render has no clock). Like iOS, it draws no label: the label names the
/// calendar for assistive technology.
public struct MultiDatePicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Set<DateComponents>

    /// Creates a multiple-date picker with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The binding to the chosen days, each as its year, month and day.
    ///   - label: A view that describes the days' purpose.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    /// Creates a multiple-date picker whose days can be chosen in a range.
    ///
    /// - Parameters:
    ///   - selection: The binding to the chosen days.
    ///   - bounds: The dates that can be chosen; days outside it are drawn as they are.
    ///   - label: A view that describes the days' purpose.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// Creates a multiple-date picker whose days can be chosen from a date on.
    ///
    /// - Parameters:
    ///   - selection: The binding to the chosen days.
    ///   - bounds: The first date that can be chosen.
    ///   - label: A view that describes the days' purpose.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// Creates a multiple-date picker whose days can be chosen up to a date.
    ///
    /// - Parameters:
    ///   - selection: The binding to the chosen days.
    ///   - bounds: The date after which none can be chosen.
    ///   - label: A view that describes the days' purpose.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let month = CalendarMonth(selection: view.selection, environment: environment)
        let name = context.spokenText(of: view.label)
        return context.resolveChild(month.drawing.accessibilityLabel(Text(verbatim: name ?? month.title)))
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates a multiple-date picker titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, its accessible name.
    ///   - selection: The binding to the chosen days.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a multiple-date picker titled with a localized string key, its days chosen in a range.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, its accessible name.
    ///   - selection: The binding to the chosen days.
    ///   - bounds: The dates that can be chosen.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a multiple-date picker titled with a string shown as written.
    ///
    /// - Parameters:
    ///   - title: The picker's title, its accessible name.
    ///   - selection: The binding to the chosen days.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
}

/// One month of a calendar as iOS's inline date pickers draw it.
@MainActor
struct CalendarMonth {
    let title: String
    let weekdays: [String]
    /// Weeks of seven cells: a day's number and whether it is chosen, nil before the 1st and after the last.
    let weeks: [[(day: Int, isChosen: Bool)?]]

    @MainActor
    init(selection: Set<DateComponents>, environment: EnvironmentValues) {
        let calendar = environment.calendar
        let chosen = selection.compactMap { components -> DateComponents? in
            guard let year = components.year, let month = components.month, let day = components.day else { return nil }
            return DateComponents(year: year, month: month, day: day)
        }
        let first = chosen.min { ($0.year!, $0.month!, $0.day!) < ($1.year!, $1.month!, $1.day!) }
        let shown = first.map { DateComponents(year: $0.year, month: $0.month, day: 1) }
            ?? calendar.dateComponents([.year, .month], from: environment.referenceDate)
        let start = calendar.date(from: DateComponents(year: shown.year, month: shown.month, day: 1)) ?? environment.referenceDate
        let formatter = DateTemplateFormatter.formatter("MMMM y", in: environment)
        title = formatter.string(from: start)
        let symbols: [String] = formatter.shortWeekdaySymbols
        let firstWeekday = calendar.firstWeekday - 1
        weekdays = (0..<7).map { symbols[(firstWeekday + $0) % 7].uppercased() }
        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let lead = (calendar.component(.weekday, from: start) - 1 - firstWeekday + 7) % 7
        let chosenDays = Set(chosen.filter { $0.year == shown.year && $0.month == shown.month }.map { $0.day! })
        var cells: [(day: Int, isChosen: Bool)?] = Array(repeating: nil, count: lead)
        cells += (1...days).map { (day: $0, isChosen: chosenDays.contains($0)) }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The title with its chevrons, the weekdays, then the weeks; chosen days white on the tint.
    var drawing: some View {
        VStack(spacing: 0) {
            HStack {
                HStack(spacing: 4) {
                    Text(verbatim: title).font(.body.weight(.semibold))
                    Image(systemName: "chevron.right").font(.body.weight(.semibold)).foregroundStyle(.tint)
                }
                Spacer(minLength: 8)
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left")
                    Image(systemName: "chevron.right")
                }
                .font(.title3.weight(.medium))
                .foregroundStyle(.tint)
            }
            .frame(height: 44)
            HStack(spacing: 0) {
                ForEach(Array(weekdays.enumerated()), id: \.offset) { _, weekday in
                    Text(verbatim: weekday)
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 20)
            ForEach(Array(weeks.enumerated()), id: \.offset) { _, week in
                HStack(spacing: 0) {
                    ForEach(Array(week.enumerated()), id: \.offset) { _, cell in
                        CalendarDay(cell: cell).frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 44)
            }
        }
    }
}

/// One day of the grid: its number, on a circle of the tint when chosen.
private struct CalendarDay: View {
    let cell: (day: Int, isChosen: Bool)?

    var body: some View {
        if let cell {
            if cell.isChosen {
                Text(verbatim: "\(cell.day)")
                    .font(.title3.weight(.medium))
                    .foregroundStyle(.white)
                    .frame(width: 40, height: 40)
                    .background(Circle().fill(.tint))
            } else {
                Text(verbatim: "\(cell.day)").font(.title3)
            }
        } else {
            Color.clear.frame(height: 40)
        }
    }
}
