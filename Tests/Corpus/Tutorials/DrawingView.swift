import Trellis

struct ColorCyclingCircle: View {
    var amount = 0.0
    var steps = 100

    var body: some View {
        ZStack {
            ForEach(0..<steps, id: \.self) { value in
                Circle()
                    .inset(by: Double(value))
                    .strokeBorder(
                        LinearGradient(
                            gradient: Gradient(colors: [
                                color(for: value, brightness: 1),
                                color(for: value, brightness: 0.5)
                            ]),
                            startPoint: .top,
                            endPoint: .bottom
                        ),
                        lineWidth: 2
                    )
            }
        }
        .drawingGroup()
    }

    func color(for value: Int, brightness: Double) -> Color {
        var targetHue = Double(value) / Double(steps) + amount

        if targetHue > 1 {
            targetHue -= 1
        }

        return Color(hue: targetHue, saturation: 1, brightness: brightness)
    }
}

struct DrawingView: View {
    @State private var petalOffset = -20.0
    @State private var petalWidth = 100.0
    @State private var colorCycle = 0.0
    @State private var insetAmount = 50.0
    @State private var rows = 4
    @State private var columns = 4
    @State private var arrowThickness = 0.3

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Triangle()
                    .stroke(.red, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                    .frame(width: 300, height: 300)

                Arc(startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
                    .strokeBorder(.blue, lineWidth: 40)
                    .frame(width: 200, height: 200)

                Flower(petalOffset: petalOffset, petalWidth: petalWidth)
                    .fill(.red, style: FillStyle(eoFill: true))
                    .frame(height: 300)

                Text("Offset")
                Slider(value: $petalOffset, in: -40...40)
                    .padding([.horizontal, .bottom])

                Text("Width")
                Slider(value: $petalWidth, in: 0...100)
                    .padding(.horizontal)

                ColorCyclingCircle(amount: colorCycle)
                    .frame(width: 300, height: 300)

                Slider(value: $colorCycle)
                    .padding(.horizontal)

                Trapezoid(insetAmount: insetAmount)
                    .frame(width: 200, height: 100)
                    .onTapGesture {
                        withAnimation {
                            insetAmount = Double.random(in: 10...90)
                        }
                    }

                Checkerboard(rows: rows, columns: columns)
                    .frame(width: 200, height: 200)
                    .onTapGesture {
                        withAnimation(.linear(duration: 3)) {
                            rows = 8
                            columns = 16
                        }
                    }

                Arrow(thickness: arrowThickness)
                    .fill(.orange.gradient)
                    .frame(width: 120, height: 200)
                    .onTapGesture {
                        withAnimation {
                            arrowThickness = arrowThickness == 0.3 ? 0.6 : 0.3
                        }
                    }

                ZStack {
                    Circle()
                        .fill(.red)
                        .frame(width: 200)
                        .offset(x: -50, y: -80)
                        .blendMode(.screen)

                    Circle()
                        .fill(.green)
                        .frame(width: 200)
                        .offset(x: 50, y: -80)
                        .blendMode(.screen)

                    Circle()
                        .fill(.blue)
                        .frame(width: 200)
                        .blendMode(.screen)
                }
                .frame(width: 300, height: 300)
                .background(.black)
            }
        }
    }
}

struct SpirographView: View {
    @State private var innerRadius = 125.0
    @State private var outerRadius = 75.0
    @State private var distance = 25.0
    @State private var amount = 1.0
    @State private var hue = 0.6

    var body: some View {
        VStack(spacing: 0) {
            Spacer()

            Spirograph(innerRadius: Int(innerRadius), outerRadius: Int(outerRadius), distance: Int(distance), amount: amount)
                .stroke(Color(hue: hue, saturation: 1, brightness: 1), lineWidth: 1)
                .frame(width: 300, height: 300)

            Spacer()

            Group {
                Text("Inner radius: \(Int(innerRadius))")
                Slider(value: $innerRadius, in: 10...150, step: 1)
                    .padding([.horizontal, .bottom])

                Text("Outer radius: \(Int(outerRadius))")
                Slider(value: $outerRadius, in: 10...150, step: 1)
                    .padding([.horizontal, .bottom])

                Text("Distance: \(Int(distance))")
                Slider(value: $distance, in: 1...150, step: 1)
                    .padding([.horizontal, .bottom])

                Text("Amount: \(amount, format: .number.precision(.fractionLength(2)))")
                Slider(value: $amount)
                    .padding([.horizontal, .bottom])

                Text("Color")
                Slider(value: $hue)
                    .padding(.horizontal)
            }
        }
    }
}

#Preview("Drawing") {
    DrawingView()
}

#Preview("Spirograph") {
    SpirographView()
}
