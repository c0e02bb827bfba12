import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// An image file's size, read from its header alone: what layout needs for an image's ideal size.
enum ImageFileSize {
    /// A PNG's width and height in pixels, from its IHDR chunk (the first after the signature).
    static func png(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// An SVG's size: its root's `width` and `height` (in px, or unitless), else its viewBox's.
    static func svg(_ data: Data) -> CGSize? {
        guard let text = String(data: data.prefix(8192), encoding: .utf8),
              let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") ?? tag.range(of: "\t\(name)=\(quote)"),
                      let close = tag[range.upperBound...].firstIndex(of: Character(quote)) else { continue }
                return String(tag[range.upperBound..<close])
            }
            return nil
        }
        func length(_ value: String?) -> CGFloat? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            guard let number = Double(value), number.isFinite, number > 0 else { return nil }
            return CGFloat(number)
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return CGSize(width: width, height: height)
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return CGSize(width: CGFloat(box[2]), height: CGFloat(box[3]))
    }
}
