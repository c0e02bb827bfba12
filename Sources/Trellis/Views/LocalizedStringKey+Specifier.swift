import Foundation

// The same declaration as h43-apps-a's (TextTimer.swift); keep one when both land.
extension LocalizedStringKey.StringInterpolation {
    /// Inserts a number written with a `printf` format, as `"\(value, specifier: "%.1f")"`.
    ///
    /// - Parameters:
    ///   - value: The number (or other C value) to write.
    ///   - specifier: The format, such as `"%.2f"` or `"%d"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendInterpolation(String(format: specifier, value))
    }
}
