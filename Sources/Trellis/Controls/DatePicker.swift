import Foundation

/// A control that shows and chooses a calendar date, a time of day, or both.
///
/// A page draws it as iOS's compact picker: the label, then the date ("Jan 5, 2026") and
/// the time ("9:41 AM") each in a gray rounded field. The date is the binding's, never the clock's,
/// written in the environment's locale, time zone and calendar (en_US_POSIX, UTC and Gregorian
/// unless a screen sets others). Every date picker style draws the compact one.
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    /// The parts of a date the picker can show.
    public typealias Components = DatePickerComponents
    let label: Label
    let date: Date
    let components: Components

    /// Creates a date picker with a custom label showing the date its binding holds.
    ///
    /// - Parameters:
    ///   - selection: The binding to the date shown.
    ///   - displayedComponents: Which fields to show: `.date`, `.hourAndMinute` or both (the
    ///     default).
    ///   - label: A view that describes the date's purpose.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    /// Creates a date picker with a custom label for dates in a closed range.
    ///
    /// - Parameters:
    ///   - selection: The binding to the date shown, as it is, even outside `range`.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    ///   - label: A view that describes the date's purpose.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates a date picker with a custom label for dates from a start date on.
    ///
    /// - Parameters:
    ///   - selection: The binding to the date shown.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    ///   - label: A view that describes the date's purpose.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates a date picker with a custom label for dates up to an end date.
    ///
    /// - Parameters:
    ///   - selection: The binding to the date shown.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    ///   - label: A view that describes the date's purpose.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        var fields: [String] = []
        if view.components.contains(.date) { fields.append(Self.format(view.date, "MMM d, y", in: environment)) }
        if view.components.contains(.hourAndMinute) { fields.append(Self.format(view.date, "jmm", in: environment)) }
        let drawing = HStack(spacing: Spacing.standard) {
            _LabelAndSpacer(view.label)
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
        DateTemplateFormatter.formatter(template, in: environment).string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a title made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - selection: The binding to the date shown.
    ///   - displayedComponents: Which fields to show; date and time by default.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The binding to the date shown.
    ///   - displayedComponents: Which fields to show; date and time by default.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a title for dates in a closed range.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - selection: The binding to the date shown.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a title shown as written for dates in a closed range.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The binding to the date shown.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a title for dates from a start date on.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - selection: The binding to the date shown.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a title for dates up to an end date.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - selection: The binding to the date shown.
    ///   - range: The dates the user could choose; it does not change the drawing.
    ///   - displayedComponents: Which fields to show; date and time by default.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The calendar date, drawn as the locale abbreviates it ("Jan 5, 2026").
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute, drawn as the locale writes a time ("9:41 AM").
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a date picker looks on iOS. A snapshot draws every style as the compact one: the
/// graphical calendar and the wheel show a moment of interaction, not a screen's state.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The default date picker style; a page draws it as ``CompactDatePickerStyle``.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the default date picker style.
    public init() {}
}

/// A date picker style that shows the date and time as text in gray rounded fields.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
}

/// A date picker style that shows a calendar; a page draws it as ``CompactDatePickerStyle``.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
}

/// A date picker style that shows scrolling wheels; a page draws it as ``CompactDatePickerStyle``.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default date picker style, drawn as the compact one.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style: the date and time in gray rounded fields.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style; a page draws it as the compact one.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style; a page draws it as the compact one.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers in this view.
    ///
    /// Every style draws as the compact one on a page, so the style changes nothing.
    ///
    /// - Parameter style: The date picker style.
    /// - Returns: The view, unchanged.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
