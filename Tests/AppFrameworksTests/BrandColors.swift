import SwiftUI
import UIKit

// A design-system palette as iOS apps write one, half in UIKit's terms.
extension Color {
    static let cardBackground = Color(UIColor.secondarySystemBackground)
    static let screenBackground = Color(uiColor: .systemGroupedBackground)
    static let brand = Color(UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    static let brandMuted = Color(uiColor: UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1).withAlphaComponent(0.5))
    static let adaptiveInk = Color(UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
    })
}

extension UIColor {
    static let accentBridge = UIColor(Color.orange)
}

struct BadgeStyle {
    var fill: UIColor = .systemTeal
    var text: UIColor = .label
    var font: UIFont = .systemFont(ofSize: 13, weight: .semibold)
}
