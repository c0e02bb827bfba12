import Trellis

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 16
    var color: Color = .pink

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: lineWidth)
                .opacity(0.2)
                .foregroundColor(color)
            Circle()
                .trim(from: 0.0, to: CGFloat(min(progress, 1.0)))
                .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
                .foregroundColor(color)
                .rotationEffect(Angle(degrees: 270.0))
                .animation(.linear)
            Text(String(format: "%.0f %%", min(progress, 1.0) * 100.0))
                .font(.largeTitle)
                .bold()
        }
    }
}

struct ProgressRingScreen: View {
    @State private var progress = 0.65

    var body: some View {
        VStack(spacing: 40) {
            ProgressRing(progress: progress)
                .frame(width: 200, height: 200)
                .padding(40)
            HStack(spacing: 20) {
                ProgressRing(progress: 0.3, lineWidth: 8, color: .green)
                    .frame(width: 80, height: 80)
                ProgressRing(progress: 0.9, lineWidth: 8, color: .blue)
                    .frame(width: 80, height: 80)
            }
            .font(.caption)
            Button(action: self.incrementProgress) {
                HStack {
                    Image(systemName: "plus.rectangle.fill")
                    Text("Increment")
                }
                .padding(15.0)
                .overlay(
                    RoundedRectangle(cornerRadius: 15.0)
                        .stroke(lineWidth: 2.0)
                )
            }
            Spacer()
        }
    }

    func incrementProgress() {
        let randomValue = Double([0.012, 0.022, 0.034, 0.016, 0.11].randomElement()!)
        self.progress += randomValue
    }
}

struct ProgressRingScreen_Previews: PreviewProvider {
    static var previews: some View {
        ProgressRingScreen()
    }
}
