import Foundation

/// Chooses a date, drawn as iOS's compact picker: the label, then the date ("Jan 5, 2026") and
/// the time ("9:41 AM") each in a gray rounded field. The date is the binding's, never the clock's,
/// written in the environment's locale, time zone and calendar (en_US_POSIX, UTC and Gregorian
/// unless a screen sets others). Every date picker style draws the compact one.
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    public typealias Components = DatePickerComponents
    let label: Label
    let date: Date
    let components: Components

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        var fields: [String] = []
        if view.components.contains(.date) { fields.append(Self.format(view.date, "MMM d, y", in: environment)) }
        if view.components.contains(.hourAndMinute) { fields.append(Self.format(view.date, "jmm", in: environment)) }
        let drawing = HStack(spacing: Spacing.standard) {
            view.label
            Spacer(minLength: Spacing.standard)
            HStack(spacing: 6) {
                ForEach(fields, id: \.self) { field in
                    Text(verbatim: field)
                        .lineLimit(1)
                        .padding(.horizontal, 11)
                        .padding(.vertical, 6)
                        .background(ControlLook.fieldFill, in: RoundedRectangle(cornerRadius: 6))
                }
            }
            .fixedSize()
        }
        let name = [context.spokenText(of: view.label)].compactMap { $0 }
        return context.resolveControl(drawing, accessibility: ResolvedAccessibility(
            label: name.isEmpty ? nil : name[0], value: fields.joined(separator: " "), children: .combine))
    }

    /// `template` localized for the environment's locale, as iOS's compact picker shows it.
    static func format(_ date: Date, _ template: String, in environment: EnvironmentValues) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a date picker looks on iOS. A snapshot draws every style as the compact one: the
/// graphical calendar and the wheel show a moment of interaction, not a screen's state.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
