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

    /// A JPEG's width and height in pixels, from its first start-of-frame segment.
    static func jpeg(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        // Start-of-frame markers: C0–CF but C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
        let frames: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if frames.contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// A PDF's first page size in points, from its `/MediaBox [x0 y0 x1 y1]`.
    static func pdf(_ data: Data) -> CGSize? {
        guard let text = String(data: data, encoding: .isoLatin1), let key = text.range(of: "/MediaBox"),
              let open = text[key.upperBound...].firstIndex(of: "["),
              let close = text[open...].firstIndex(of: "]") else { return nil }
        let numbers = text[text.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }
}
