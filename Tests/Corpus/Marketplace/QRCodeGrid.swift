import Trellis

/// A QR-looking grid drawn from a seeded pattern, good enough for a mock ticket.
struct QRCodeGrid: View {
    let payload: String
    var modules = 21

    private var bits: [Bool] {
        var hash: UInt64 = 1469598103934665603
        for byte in payload.utf8 {
            hash = (hash ^ UInt64(byte)) &* 1099511628211
        }
        var result: [Bool] = []
        result.reserveCapacity(modules * modules)
        for _ in 0..<(modules * modules) {
            hash = hash &* 6364136223846793005 &+ 1442695040888963407
            result.append((hash >> 33) & 1 == 1)
        }
        return result
    }

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let cell = side / CGFloat(modules)
            ZStack(alignment: .topLeading) {
                Canvas { context, size in
                    for row in 0..<modules {
                        for column in 0..<modules where bits[row * modules + column] && !isFinder(row, column) {
                            let rect = CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
                            context.fill(Path(rect), with: .color(.black))
                        }
                    }
                }
                finder.frame(width: cell * 7, height: cell * 7)
                finder.frame(width: cell * 7, height: cell * 7).offset(x: cell * CGFloat(modules - 7))
                finder.frame(width: cell * 7, height: cell * 7).offset(y: cell * CGFloat(modules - 7))
            }
            .frame(width: side, height: side)
        }
        .aspectRatio(1, contentMode: .fit)
        .padding(8)
        .background(Color.white)
        .accessibilityLabel("Ticket code \(payload)")
    }

    private func isFinder(_ row: Int, _ column: Int) -> Bool {
        (row < 8 && column < 8) || (row < 8 && column >= modules - 8) || (row >= modules - 8 && column < 8)
    }

    private var finder: some View {
        GeometryReader { geo in
            let unit = geo.size.width / 7
            ZStack {
                Rectangle().stroke(Color.black, lineWidth: unit)
                    .padding(unit / 2)
                Rectangle().fill(Color.black)
                    .padding(unit * 2)
            }
        }
    }
}

#Preview {
    QRCodeGrid(payload: "TLX-4471-9920-318")
        .frame(width: 200)
}
