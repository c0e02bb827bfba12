import Foundation
import TrellisCore

// Asset-catalog images in both outputs: a reference to the file the site copies into
// `assets/images/`, stretched to the image's frame (the layout already gave a fitted frame its
// aspect, as SwiftUI's resizable images fill theirs).

extension HTMLWalk {
    mutating func emitAssetImage(_ image: ResolvedImage, css: CSSDeclarations) throws(RenderError) {
        guard let asset = image.asset else { throw error(.unknownImage(name: image.systemName)) }
        writer.beginStartTag("img")
        writer.attribute("src", assetRoot + AssetHref.encode(asset.path))
        // SwiftUI reads an asset image's name as its label unless it is decorative.
        writer.attribute("alt", image.isDecorative ? "" : AssetHref.label(image.systemName))
        writeStyle(css, marking: true)
        writer.endStartTag(selfClosing: true)
    }
}

extension SVGWalk {
    mutating func writeAssetImage(_ image: ResolvedImage, in frame: CGRect) throws(RenderError) {
        guard let asset = image.asset else { throw trail.error(.unknownImage(name: image.systemName)) }
        guard canShow(frame) else { return }
        writer.beginStartTag("image")
        writeID()
        writer.attribute("x", number: frame.minX)
        writer.attribute("y", number: frame.minY)
        writer.attribute("width", number: frame.width)
        writer.attribute("height", number: frame.height)
        writer.attribute("preserveAspectRatio", "none")
        writer.attribute("xlink:href", assetRoot + AssetHref.encode(asset.path))
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
    }
}

package enum AssetHref {
    /// A site path as a relative URL: names may hold spaces and any other character.
    package static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    private static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")

    /// `Icons/star` reads as "star", as the last part of a namespaced name is the image's own.
    static func label(_ name: String) -> String {
        String(name.split(separator: "/").last ?? Substring(name))
    }
}
