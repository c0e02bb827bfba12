import Foundation
import Trellis

/// A photo the user picked. None is ever picked in a render, and loading one yields nothing.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The photo library's identifier for the item.
    public let itemIdentifier: String?

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The item's contents as `type` (`Data`, `Image`, an app's own `Transferable`): nil, since
    /// a render has no photo library to read.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }

    /// The completion-handler form: `completionHandler` gets `.success(nil)`, at once.
    @discardableResult
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }

    /// How an item's encoding is chosen when it loads.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable {
        case automatic
        case current
        case compatible
    }
}

/// Which assets a picker offers.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String

    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    public static let bursts = PHPickerFilter(name: "bursts")

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// How a multiple-selection picker orders what is picked.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    public static let `default` = PhotosPickerSelectionBehavior()
    public static let ordered = PhotosPickerSelectionBehavior()
    public static let continuous = PhotosPickerSelectionBehavior()
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior()
}

/// A button that opens the photo library. A render never opens it, so it is drawn as its label,
/// in a `Button` as iOS draws it: tinted, and styled by the button style around it.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(title)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(titleKey)
    }
}

/// How a picker is presented.
public struct PhotosPickerStyle: Sendable {
    public static let presentation = PhotosPickerStyle()
    public static let inline = PhotosPickerStyle()
    public static let compact = PhotosPickerStyle()
}

extension View {
    /// The photo library sheet for `isPresented`. A render never presents the library, so the
    /// screen is drawn as it is behind the sheet.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    /// The multiple-selection photo library sheet; never presented in a render.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    /// How the picker is presented; it is drawn as its label either way.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
}
