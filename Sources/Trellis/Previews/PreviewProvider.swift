// `PreviewProvider`, the way previews were written before `#Preview`, appears in most SwiftUI
// files; it has to compile for those files to compile. Its modifiers describe how Xcode's canvas
// shows a preview (layout, device, name), which a Trellis page decides itself, so they leave the
// view as it is. A provider's previews are an ordinary view: `SitePage(…) { AnyView(P.previews) }`.

/// A type that produces previews of views: `static var previews: some View { … }`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    @ViewBuilder @MainActor @preconcurrency
    static var previews: Previews { get }

    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a provider's previews run on.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// How a preview's canvas is sized.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, named as Xcode names it: `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

/// A device's orientation.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    public func previewDisplayName(_ value: String?) -> some View { self }

    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
