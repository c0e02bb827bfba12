/// The header-and-footer forms of `Section` that take views rather than closures, and the
/// footer-only forms: SwiftUI keeps them (the value forms deprecated) and tutorials still write
/// `Section(header: Text("…"), footer: Text("…")) { … }`.
extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}
