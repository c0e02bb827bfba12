import Trellis

struct FeedbackDemoView: View {
    @State private var toast: Toast? = Toast(style: .success, message: "Component copied to clipboard", actionTitle: "Undo")
    @State private var progress = 0.62
    @State private var isLoading = true
    @State private var cpu = 0.48

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                HStack(spacing: 24) {
                    ProgressView(value: progress) {
                        Text("Upload")
                    }
                    .progressViewStyle(.ring(color: .purple))
                    .frame(width: 110, height: 110)

                    ProgressView(value: 0.3) {
                        Text("Sync")
                    }
                    .progressViewStyle(RingProgressViewStyle(lineWidth: 6, color: .teal))
                    .frame(width: 80, height: 80)
                }

                ProgressView(value: progress) {
                    Text("Downloading assets")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))%")
                }
                .progressViewStyle(.bar)

                HStack(spacing: 32) {
                    ProgressView()
                    ProgressView().progressViewStyle(DotsProgressViewStyle())
                    ProgressView("Loading")
                        .progressViewStyle(.circular)
                }

                Gauge(value: cpu) {
                    Text("CPU")
                } currentValueLabel: {
                    Text(cpu, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(SpeedometerGaugeStyle())

                Gauge(value: 72, in: 0...100) {
                    Image(systemName: "thermometer.medium")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.orange)

                VStack(spacing: 12) {
                    ForEach([Toast.Style.info, .warning, .error], id: \.self) { style in
                        ToastView(toast: Toast(style: style, message: "This is a \(String(describing: style)) message"))
                    }
                    SnackbarView(message: "Message archived", action: "Undo")
                }

                Button("Show toast") {
                    toast = Toast(style: .info, message: "Saved to favourites")
                }
                .buttonStyle(.secondary)
                .padding(.horizontal)

                SkeletonListView(isLoading: isLoading)
                    .frame(height: 420)
            }
            .padding(.vertical)
        }
        .toast($toast)
        .environment(\.toastDuration, 4)
        .navigationTitle("Feedback")
        .onAppear { progress = 0.62 }
    }
}

extension Toast.Style: Hashable {}

#Preview {
    NavigationStack { FeedbackDemoView() }
        .preferredColorScheme(.dark)
}
