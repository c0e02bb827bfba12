import Foundation

// SwiftUI code hosts UIKit views and controllers in representables. Trellis can't run UIKit, so a
// representable draws as a placeholder of the size it is given, named for its type, and its
// make/update methods are never called; they only need to compile.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// SwiftUI's wrapper that hosts a UIKit view; drawn as a placeholder of the size it is given.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view hosted.
    associatedtype UIViewType: UIView
    /// The object that carries the view's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// What make and update are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view; never called by Trellis.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view; never called by Trellis.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the UIKit view down; never called by Trellis.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator; never called by Trellis.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`; never asked by Trellis, which gives the view the size it is offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// A placeholder named for the representable's type, filling the frame it is given.
    public var body: some View {
        FrameworkPlaceholder(String(describing: Self.self))
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a `UIViewRepresentable`'s make and update are given; never made by Trellis.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues
}

/// SwiftUI's wrapper that hosts a UIKit view controller; drawn as a placeholder of the size it is given.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The UIKit controller hosted.
    associatedtype UIViewControllerType: UIViewController
    /// The object that carries the controller's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// What make and update are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller; never called by Trellis.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller; never called by Trellis.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the controller down; never called by Trellis.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator; never called by Trellis.
    func makeCoordinator() -> Coordinator
    /// The controller's size for `proposal`; never asked by Trellis.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// A placeholder named for the representable's type, filling the frame it is given.
    public var body: some View {
        FrameworkPlaceholder(String(describing: Self.self))
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a `UIViewControllerRepresentable`'s make and update are given; never made by Trellis.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues
}
#endif
