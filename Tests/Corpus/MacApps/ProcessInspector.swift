import Trellis

struct ProcessInspector: View {
    let process: ProcessInfoItem

    var body: some View {
        Form {
            Section("Process") {
                LabeledContent("Name", value: process.name)
                LabeledContent("PID") {
                    Text("\(process.pid)").monospacedDigit()
                }
                LabeledContent("User", value: process.user)
                LabeledContent("Threads", value: process.threads, format: .number)
            }
            Section("Usage") {
                LabeledContent("CPU") {
                    Gauge(value: process.cpu, in: 0...100) {
                        EmptyView()
                    } currentValueLabel: {
                        Text("\(Int(process.cpu))%")
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                    .frame(width: 100)
                }
                LabeledContent("Memory", value: process.memoryMB.formattedMemory)
            }
        }
        .formStyle(.grouped)
    }
}

struct ProcessInspector_Previews: PreviewProvider {
    static var previews: some View {
        ProcessInspector(process: ProcessInfoItem.samples[3])
            .frame(width: 260, height: 360)
    }
}
