import SwiftUI

// Screens as public apps of 2021–2024 write them, with SwiftUI API those apps reach for: a table
// whose rows are written out, a flow of tags spaced by the views' own preferences, a parallax
// header that reads its scroll view's bounds, blended fills, an iOS 13-style slider, a scaling
// transition, the large content viewer and a thumbnail made with ImageRenderer.

struct Order: Identifiable {
    var id: String
    var item: String
    var quantity: Int
}

struct OrdersTable: View {
    var orders: [Order]
    @State private var selection: Set<Order.ID> = []
    @State private var sortOrder = [KeyPathComparator(\Order.id)]

    var body: some View {
        Table(selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Order", value: \.id)
            TableColumn("Item", value: \.item)
        } rows: {
            ForEach(orders) { order in
                TableRow(order)
            }
            TableRow(Order(id: "Z-9", item: "Gift card", quantity: 1))
        }
    }
}

// The rows of a day's orders grouped in a section, as apps that share a table with macOS write them.
struct SectionedOrdersTable: View {
    var orders: [Order]

    var body: some View {
        Table(of: Order.self) {
            TableColumn("Order", value: \.id)
        } rows: {
            Section {
                ForEach(orders) { order in
                    TableRow(order)
                }
            }
            TableRow(Order(id: "Z-9", item: "Gift card", quantity: 1))
        }
    }
}

// A goal date written by the app's own DateFormatter, in a text and inside a string.
struct GoalSummary: View {
    static let goalFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()
    var goal: Date

    var body: some View {
        VStack {
            Text("Goal Date: \(goal, formatter: Self.goalFormat)")
            Text(goal, formatter: Self.goalFormat)
        }
    }
}

// A thumbnail cached from ImageRenderer's bitmap once the view appears, a spinner until then.
struct BadgeThumbnail: View {
    @State private var thumbnail: Image?

    var body: some View {
        Group {
            if let thumbnail {
                thumbnail
            } else {
                ProgressView()
            }
        }
        .onAppear {
            let renderer = ImageRenderer(content: Text("Badge").padding())
            renderer.scale = 2
            if let cgImage = renderer.cgImage {
                thumbnail = Image(cgImage, scale: 2, label: Text("Badge"))
            }
        }
    }
}

struct TagFlow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in subviews.indices {
            if index > 0 { x += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal) }
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

struct ParallaxHeader: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                let height = proxy.bounds(of: .scrollView)?.height ?? 0
                Text("Visible \(Int(height))")
            }
            .frame(height: 60)
        }
    }
}

struct BlendedBadge: View {
    var body: some View {
        ZStack {
            Circle().fill(.orange)
            Circle().fill(.blue.blendMode(.multiply)).padding(8)
        }
        .frame(width: 60, height: 60)
    }
}

struct VolumeRow: View {
    @State private var volume = 0.4
    @State private var showsBadge = true

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("Quiet"), maximumValueLabel: Text("Loud")) {
                Text("Volume")
            }
            if showsBadge {
                Image(systemName: "speaker.wave.2.fill")
                    .transition(.scale(0.5).combined(with: .opacity))
                    .accessibilityShowsLargeContentViewer {
                        Label("Volume", systemImage: "speaker.wave.2.fill")
                    }
            }
        }
    }
}

@MainActor
final class ThumbnailCache {
    private(set) var renderedSizes: [CGSize] = []

    func makeThumbnail<V: View>(of view: V) {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 64, height: 64)
        renderer.scale = 2
        renderer.render { size, draw in
            renderedSizes.append(size)
        }
    }
}
