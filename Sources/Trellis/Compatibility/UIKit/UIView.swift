import Foundation

// The UIKit views that SwiftUI code wraps in a `UIViewRepresentable`. Trellis draws a representable
// as a placeholder and never makes its view, so these are inert: each keeps the values set on it and
// draws nothing. They exist so that the wrapping code compiles unchanged.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's view: inert, since Trellis draws a wrapped view as a placeholder and never runs its code.
@MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview.
    open var frame: CGRect
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// The view's tint.
    open var tintColor: UIColor!
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether the view clips its subviews.
    open var clipsToBounds = false
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether the view's frame makes its constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view's content fills it.
    open var contentMode: ContentMode = .scaleToFill
    /// The views inside this one.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    open private(set) weak var superview: UIView?

    /// How a view's content fills it.
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretched to fill, scaled to fit, or scaled to fill.
        case scaleToFill, scaleAspectFit, scaleAspectFill
        /// Drawn again when the bounds change, or placed without scaling.
        case redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The view's own coordinate space: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Adds `view` inside this one.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes this view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Asks for a layout pass; nothing is laid out.
    open func setNeedsLayout() {}
    /// Lays the view out now; nothing is laid out.
    open func layoutIfNeeded() {}
    /// Lays out the subviews; overridden by subclasses, never called by Trellis.
    open func layoutSubviews() {}
    /// Asks for a redraw; nothing is drawn.
    open func setNeedsDisplay() {}
    /// Draws the view; overridden by subclasses, never called by Trellis.
    open func draw(_ rect: CGRect) {}
    /// Sizes the view to its content; an inert view keeps its size.
    open func sizeToFit() {}

    /// UIKit's appearance proxy; unavailable, as it can't reach a Trellis render.
    @available(*, unavailable, message: "UIKit's appearance proxies can't reach a Trellis render; style the SwiftUI view instead")
    public static func appearance() -> Self { fatalError() }
}

/// How a line of text is aligned, as UIKit's text views take it.
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Left, centered, right, justified, or by the writing direction.
    case left, center, right, justified, natural
}

/// Distances inward from each edge of a rectangle, as UIKit writes insets.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from each edge.
    public var top, left, bottom, right: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No inset.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's label: inert, as every wrapped view is.
@MainActor
open class UILabel: UIView {
    /// The label's text.
    open var text: String?
    /// The label's styled text.
    open var attributedText: NSAttributedString?
    /// The text's font.
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    /// The text's color.
    open var textColor: UIColor! = .label
    /// How the lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for any number.
    open var numberOfLines = 1
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink.
    open var minimumScaleFactor: CGFloat = 0
}

/// What a text view tells its delegate; every method has a default that does nothing.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether `text` may replace the characters in `range`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

/// UIKit's multi-line text view: inert, as every wrapped view is.
@MainActor
open class UITextView: UIView {
    /// The text.
    open var text: String! = ""
    /// The styled text.
    open var attributedText: NSAttributedString!
    /// The text's font.
    open var font: UIFont?
    /// The text's color.
    open var textColor: UIColor?
    /// How the lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text can be selected.
    open var isSelectable = true
    /// Whether the text scrolls.
    open var isScrollEnabled = true
    /// The space around the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard the text view asks for.
    open var keyboardType: UIKeyboardType = .default
    /// How the text view capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// What the text view tells as it is edited.
    open weak var delegate: UITextViewDelegate?
}

/// What a text field tells its delegate; every method has a default.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the return key ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether `string` may replace the characters in `range`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
}

/// UIKit's one-line text field: inert, as every wrapped view is.
@MainActor
open class UITextField: UIView {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Hashable, Sendable {
        /// No border, a line, a bezel, or a rounded rectangle.
        case none, line, bezel, roundedRect
    }

    /// The text.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The text's font.
    open var font: UIFont?
    /// The text's color.
    open var textColor: UIColor?
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// How the border is drawn.
    open var borderStyle: BorderStyle = .none
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default
    /// How the field capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the text is hidden as a password is.
    open var isSecureTextEntry = false
    /// What the field tells as it is edited.
    open weak var delegate: UITextFieldDelegate?
}
#endif
