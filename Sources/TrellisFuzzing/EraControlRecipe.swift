import Foundation
import Trellis

/// The iOS 13–15 spellings Combine-era code uses (CorpusCombineEra): `ControlRecipe.era`.
public enum EraControlRecipe: Hashable, Sendable {
    /// `TextField(_:text:onEditingChanged:onCommit:)`.
    case callbackField(FuzzString, text: FuzzString)
    /// `SecureField(_:text:onCommit:)`.
    case committingSecureField(FuzzString, text: FuzzString)
    /// A progress view in a tinted linear (or, with no value, circular) style.
    case tintedProgress(value: Double?)
    /// `NavigationLink(_:destination:isActive:)` in a navigation view.
    case activeLink(FuzzString, isActive: Bool)
    /// A text with `.actionSheet(item:)`, its item set or not.
    case itemActionSheet(FuzzString, shown: Bool)

    /// The item an `actionSheet(item:)` recipe shows its sheet for.
    public struct SheetItem: Identifiable, Sendable {
        /// The item's identity.
        public let id: Int
        /// Creates the item `id`.
        public init(id: Int) { self.id = id }
    }

    @MainActor
    func resolve(in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .callbackField(let title, let text):
            context.resolveChild(TextField(title.value, text: .constant(text.value), onEditingChanged: { _ in }, onCommit: {}))
        case .committingSecureField(let title, let text):
            context.resolveChild(SecureField(title.value, text: .constant(text.value), onCommit: {}))
        case .tintedProgress(let value?):
            context.resolveChild(ProgressView(value: value).progressViewStyle(LinearProgressViewStyle(tint: .green)))
        case .tintedProgress(nil):
            context.resolveChild(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green)))
        case .activeLink(let title, let isActive):
            context.resolveChild(NavigationView { NavigationLink(title.value, destination: Text("Detail"), isActive: .constant(isActive)) })
        case .itemActionSheet(let title, let shown):
            context.resolveChild(Text(title.value).actionSheet(item: .constant(shown ? SheetItem(id: 1) : nil)) { _ in
                ActionSheet(title: Text(title.value), buttons: [.destructive(Text("Delete")), .cancel()])
            })
        }
    }

    var source: String {
        func l(_ text: FuzzString) -> String { SwiftSource.literal(text) }
        return switch self {
        case .callbackField(let title, let text):
            "TextField(\(l(title)), text: .constant(\(l(text))), onEditingChanged: { _ in }, onCommit: {})"
        case .committingSecureField(let title, let text): "SecureField(\(l(title)), text: .constant(\(l(text))), onCommit: {})"
        case .tintedProgress(let value?):
            "ProgressView(value: \(SwiftSource.number(value))).progressViewStyle(LinearProgressViewStyle(tint: .green))"
        case .tintedProgress(nil): "ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green))"
        case .activeLink(let title, let isActive):
            "NavigationView { NavigationLink(\(l(title)), destination: Text(\"Detail\"), isActive: .constant(\(isActive))) }"
        case .itemActionSheet(let title, let shown):
            "Text(\(l(title))).actionSheet(item: .constant(\(shown ? "EraControlRecipe.SheetItem(id: 1)" : "EraControlRecipe.SheetItem?.none"))) { _ in "
                + "ActionSheet(title: Text(\(l(title))), buttons: [.destructive(Text(\"Delete\")), .cancel()]) }"
        }
    }
}

extension RecipeGenerator {
    mutating func eraControl() -> EraControlRecipe {
        switch random.within(0...4) {
        case 0: .callbackField(string(), text: random.chance(50) ? .literal("") : string())
        case 1: .committingSecureField(string(), text: string())
        case 2: .tintedProgress(value: random.chance(30) ? nil : unitNumber())
        case 3: .activeLink(string(), isActive: random.chance(50))
        default: .itemActionSheet(string(), shown: random.chance(50))
        }
    }
}
