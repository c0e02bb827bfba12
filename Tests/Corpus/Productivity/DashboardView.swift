import Trellis

struct DashboardView: View {
    @State private var showDetails = false
    let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    LazyVGrid(columns: columns, spacing: 16) {
                        GroupBox {
                            Text("12").font(.largeTitle.bold())
                        } label: {
                            Label("Due today", systemImage: "calendar")
                        }
                        GroupBox {
                            Text("4").font(.largeTitle.bold())
                        } label: {
                            Label("Overdue", systemImage: "exclamationmark.circle")
                                .foregroundColor(.red)
                        }
                    }

                    GroupBox("Weekly progress") {
                        ProgressView(value: 0.7) {
                            Text("Tasks")
                        } currentValueLabel: {
                            Text("14 of 20")
                        }
                        .progressViewStyle(ThickProgressViewStyle())
                    }
                    .groupBoxStyle(CardGroupBoxStyle())

                    HStack {
                        Gauge(value: 72, in: 0...100) {
                            Text("Focus")
                        } currentValueLabel: {
                            Text("72")
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.purple)
                        Gauge(value: 0.4) {
                            Label("Sleep", systemImage: "bed.double")
                        }
                        .gaugeStyle(.accessoryLinear)
                    }

                    HStack(spacing: 24) {
                        Label("Add", systemImage: "plus")
                        Label("Share", systemImage: "square.and.arrow.up")
                        Label("Archive", systemImage: "archivebox")
                    }
                    .labelStyle(.vertical)

                    Label("Open report", systemImage: "chevron.right")
                        .labelStyle(TrailingIconLabelStyle())

                    DisclosureGroup("Details", isExpanded: $showDetails) {
                        Text("Streak: 6 days")
                        Text("Best: 21 days")
                    }
                    .disclosureGroupStyle(PlusMinusDisclosureStyle())

                    Button("Start Focus Session") {}
                        .buttonStyle(.primary)
                    Button("Reset Statistics", role: .destructive) {}
                        .buttonStyle(DestructiveConfirmButtonStyle())
                }
                .padding()
            }
            .navigationTitle("Dashboard")
        }
    }
}

#Preview("Dashboard") {
    DashboardView()
}
