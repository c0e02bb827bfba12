// `PreviewProvider`, the way previews were written before `#Preview`, appears in most SwiftUI
// files; it has to compile for those files to compile. Its modifiers describe how Xcode's canvas
// shows a preview (layout, device, name), which a Trellis page decides itself, so they leave the
// view as it is. A provider's previews are an ordinary view: `SitePage(…) { AnyView(P.previews) }`.

/// A type that produces previews of views: `static var previews: some View { … }`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view that ``previews`` builds.
    associatedtype Previews: View

    /// The views to preview, often several variants of one in a `Group`.
    ///
    /// Trellis doesn't discover providers; render one as a page of its own with
    /// `SitePage(…) { AnyView(P.previews) }`.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Previews { get }

    /// The platform to run the previews on, or `nil` to let the tool choose.
    ///
    /// Trellis renders every page on the canvas it is given, so the value changes nothing.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// Returns `nil`: the tool chooses.
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a provider's previews run on.
public enum PreviewPlatform: Hashable, Sendable {
    /// The platforms Xcode can preview on: iPhone and iPad, the Mac, Apple TV and Apple Watch.
    case iOS, macOS, tvOS, watchOS
}

/// How a preview's canvas is sized.
public enum PreviewLayout: Hashable, Sendable {
    /// The preview fills the device's screen.
    case device
    /// The preview is sized to the view's ideal size.
    case sizeThatFits
    /// The preview has a frame of exactly `width` × `height` points.
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
    /// Upright, with the home indicator at the bottom.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down, with the home indicator at the top.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, turned so that the top of the device is on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, turned so that the top of the device is on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
    /// Sets how Xcode's canvas sizes this preview.
    ///
    /// A Trellis page lays the view out on its own canvas, so the view is unchanged; for a preview's
    /// layout use a ``PreviewTrait`` such as ``PreviewTrait/sizeThatFitsLayout``.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Sets the name Xcode's canvas shows for this preview; a Trellis page takes its title from the
    /// page, so the view is unchanged.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Sets the device Xcode's canvas shows this preview on; a Trellis page uses its `--canvas`, so
    /// the view is unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Sets the orientation Xcode's canvas shows this preview in; the view is unchanged.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
