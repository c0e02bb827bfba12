// Trellis models the part of UIKit that SwiftUI code reaches through SwiftUI's own API: colors,
// fonts, images, the screen's size, opening URLs, haptics, and the classes a representable wraps.
// A member outside that part is an error that says so, rather than "has no member".

/// Makes a member that Trellis's UIKit subset leaves out (`UIColor.systemFoo`, `label.lineBreakMode`)
/// an error that names the reason, rather than "has no member".
@dynamicMemberLookup
public protocol _UIKitSubset {}

extension _UIKitSubset {
    /// A static member Trellis's UIKit subset leaves out; unavailable, so the compiler says why.
    @available(*, unavailable, message: "Trellis models only the part of UIKit that SwiftUI code reaches (colors, fonts, images, the screen's size, URLs, haptics, inert wrapped views), and this member is not part of it")
    public static subscript(dynamicMember name: String) -> Self { fatalError() }

    /// An instance member Trellis's UIKit subset leaves out; unavailable, so the compiler says why.
    @available(*, unavailable, message: "Trellis models only the part of UIKit that SwiftUI code reaches (colors, fonts, images, the screen's size, URLs, haptics, inert wrapped views), and this member is not part of it")
    public subscript(dynamicMember name: String) -> Self { fatalError() }
}
