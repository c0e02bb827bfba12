/// A container for the controls of a settings or data-entry screen.
///
/// On iOS, and so here, a form is a ``List`` in the inset grouped style, whatever list style is
/// set around it.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form.
    ///
    /// - Parameter content: A view builder that creates the form's sections and rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form's content as a ``List`` in the `.insetGrouped` style.
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// A type that decides how a form is laid out.
///
/// iOS draws every form grouped, so each style is that look.
public protocol FormStyle: Sendable {}

/// A form style that groups the controls in rounded sections, as iOS does.
public struct GroupedFormStyle: FormStyle {
    /// Creates a grouped form style.
    public init() {}
}

/// The default form style: on iOS, grouped.
public struct AutomaticFormStyle: FormStyle {
    /// Creates the automatic form style.
    public init() {}
}

/// A form style that arranges the controls in columns on macOS; on iOS, grouped.
public struct ColumnsFormStyle: FormStyle {
    /// Creates a columns form style.
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// The grouped form style.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// The columns form style; a page draws it grouped.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of the forms in this view.
    ///
    /// Accepted: a form on iOS is grouped in every style, so this changes nothing.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
