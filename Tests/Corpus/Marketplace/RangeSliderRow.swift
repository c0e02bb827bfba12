import Trellis

/// Two stacked sliders standing in for a range slider (SwiftUI has none).
struct RangeSliderRow: View {
    let title: String
    @Binding var lower: Double
    @Binding var upper: Double
    let bounds: ClosedRange<Double>
    var step: Double = 1
    var format: (Double) -> String = { String(Int($0)) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Text("\(format(lower)) – \(format(upper))")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            HStack {
                Text("Min").font(.caption).frame(width: 32, alignment: .leading)
                Slider(value: $lower, in: bounds, step: step) {
                    Text("Minimum \(title)")
                } onEditingChanged: { _ in
                    if lower > upper { upper = lower }
                }
                .tint(.accentColor)
            }
            HStack {
                Text("Max").font(.caption).frame(width: 32, alignment: .leading)
                Slider(value: $upper, in: bounds, step: step) {
                    Text("Maximum \(title)")
                } minimumValueLabel: {
                    Image(systemName: "minus")
                } maximumValueLabel: {
                    Image(systemName: "plus")
                }
                .onChange(of: upper) { oldValue, newValue in
                    if newValue < lower { lower = newValue }
                }
            }
        }
    }
}

struct RangeSliderRow_Previews: PreviewProvider {
    static var previews: some View {
        RangeSliderRow(title: "Price", lower: .constant(200_000), upper: .constant(900_000), bounds: 0...1_000_000, step: 10_000)
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
