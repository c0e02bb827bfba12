import Trellis

struct TicketShape: Shape {
    var notchRadius: CGFloat = 14
    var notchY: CGFloat = 0.62

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let y = rect.height * notchY
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: y - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: y), radius: notchRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: y + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: y), radius: notchRadius, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.closeSubpath()
        return path
    }
}

struct DashedSeparator: View {
    var body: some View {
        Line()
            .stroke(style: StrokeStyle(lineWidth: 1.5, lineCap: .round, dash: [6, 5]))
            .foregroundStyle(.secondary.opacity(0.6))
            .frame(height: 1)
    }

    private struct Line: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            }
        }
    }
}

struct TicketView: View {
    let ticket: Ticket
    @State private var brightnessBoost = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Image(systemName: ticket.event.category.symbol)
                            .font(.title2)
                        Spacer()
                        Text("ADMIT ONE")
                            .font(.caption.weight(.heavy))
                            .kerning(2)
                    }
                    .foregroundStyle(.white.opacity(0.9))

                    Text(ticket.event.name)
                        .font(.title.bold())
                        .foregroundStyle(.white)
                    Text(ticket.event.artist)
                        .foregroundStyle(.white.opacity(0.8))

                    Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
                        GridRow {
                            field("DATE", ticket.event.date.formatted(date: .abbreviated, time: .omitted))
                            field("DOORS", ticket.event.date.formatted(date: .omitted, time: .shortened))
                        }
                        GridRow {
                            field("SECTION", ticket.section)
                            field("ROW", ticket.row)
                            field("SEAT", ticket.seat == 0 ? "GA" : "\(ticket.seat)")
                        }
                    }
                    .padding(.top, 8)
                }
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
                )

                DashedSeparator()
                    .padding(.horizontal, 20)
                    .padding(.vertical, 14)

                VStack(spacing: 10) {
                    QRCodeGrid(payload: ticket.barcode)
                        .frame(width: 180, height: 180)
                    Text(ticket.barcode)
                        .font(.system(.footnote, design: .monospaced))
                        .foregroundStyle(.secondary)
                    Text(ticket.holder)
                        .font(.subheadline.weight(.semibold))
                }
                .padding(.bottom, 24)
            }
            .background(Color(.systemBackground))
            .clipShape(TicketShape())
            .overlay(TicketShape().stroke(Color.primary.opacity(0.08)))
            .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
            .padding(24)

            Toggle(isOn: $brightnessBoost) {
                Label("Boost brightness at the gate", systemImage: "sun.max")
            }
            .padding(.horizontal, 32)
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Your ticket")
        .navigationBarTitleDisplayMode(.inline)
    }

    @ViewBuilder
    private func field(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption2.weight(.semibold)).foregroundStyle(.white.opacity(0.7))
            Text(value).font(.subheadline.weight(.semibold)).foregroundStyle(.white)
        }
    }
}

#Preview {
    NavigationStack {
        TicketView(ticket: .sample)
    }
}
