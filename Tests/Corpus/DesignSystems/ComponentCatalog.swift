import Foundation

/// A component shown in the gallery app.
struct CatalogEntry: Identifiable, Hashable {
    enum Category: String, CaseIterable, Identifiable {
        case buttons = "Buttons"
        case controls = "Controls"
        case layout = "Layout"
        case feedback = "Feedback"
        case display = "Display"

        var id: String { rawValue }

        var systemImage: String {
            switch self {
            case .buttons: return "hand.tap"
            case .controls: return "slider.horizontal.3"
            case .layout: return "square.grid.2x2"
            case .feedback: return "bell.badge"
            case .display: return "person.crop.circle"
            }
        }
    }

    let id: String
    let name: String
    let summary: String
    let category: Category
    var isNew: Bool = false

    static let all: [CatalogEntry] = [
        CatalogEntry(id: "buttons", name: "Buttons", summary: "Primary, secondary, destructive and pill styles", category: .buttons),
        CatalogEntry(id: "long-press", name: "Hold to confirm", summary: "A PrimitiveButtonStyle that fires after a long press", category: .buttons, isNew: true),
        CatalogEntry(id: "toggles", name: "Toggles", summary: "Checkbox and custom switch styles", category: .controls),
        CatalogEntry(id: "stepper", name: "Stepper", summary: "Compact quantity stepper", category: .controls),
        CatalogEntry(id: "segmented", name: "Segmented control", summary: "Animated segmented picker", category: .controls),
        CatalogEntry(id: "rating", name: "Rating", summary: "Star rating with half stars", category: .controls),
        CatalogEntry(id: "text-fields", name: "Text fields", summary: "Outlined and floating label fields", category: .controls),
        CatalogEntry(id: "flow", name: "Flow layout", summary: "Tags that wrap onto new lines", category: .layout),
        CatalogEntry(id: "radial", name: "Radial layout", summary: "Views placed around a circle", category: .layout, isNew: true),
        CatalogEntry(id: "tabs", name: "Tab underline", summary: "An underline that follows the selected tab", category: .layout),
        CatalogEntry(id: "carousel", name: "Carousel", summary: "Paged cards with a peek", category: .layout),
        CatalogEntry(id: "toast", name: "Toast", summary: "Transient messages over any screen", category: .feedback),
        CatalogEntry(id: "progress", name: "Progress", summary: "Ring and bar progress styles", category: .feedback),
        CatalogEntry(id: "skeleton", name: "Skeleton", summary: "Placeholders while content loads", category: .feedback),
        CatalogEntry(id: "avatars", name: "Avatars", summary: "Initials, stacks and status dots", category: .display),
        CatalogEntry(id: "badges", name: "Badges", summary: "Counters and labels", category: .display),
        CatalogEntry(id: "cards", name: "Cards", summary: "Containers with header and footer", category: .display),
    ]

    static func entries(in category: Category) -> [CatalogEntry] {
        all.filter { $0.category == category }
    }
}
