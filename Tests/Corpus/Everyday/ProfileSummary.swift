import Trellis

struct ProfileSummary: View {
    var profile: Profile
    @State private var showingEditor = false
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    static let goalDate = Date(timeIntervalSince1970: 1_750_000_000)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 16) {
                    Circle()
                        .fill(profile.favoriteColor.gradient)
                        .frame(width: 72, height: 72)
                        .overlay {
                            Text(profile.name.prefix(1))
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                        }
                    VStack(alignment: .leading) {
                        Text(profile.name)
                            .bold()
                            .font(.title)
                        Text(profile.email)
                            .foregroundStyle(.secondary)
                    }
                }

                Text("Notifications: \(profile.prefersNotifications ? "On": "Off" )")
                Text("Birthday: ") + Text(profile.birthday, style: .date)

                Divider()

                VStack(alignment: .leading) {
                    Text("Completed Badges")
                        .font(.headline)

                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(["First Hike", "Earth Day", "Tenth Hike"], id: \.self) { badge in
                                VStack {
                                    Image(systemName: "star.circle.fill")
                                        .font(.system(size: 44))
                                        .foregroundStyle(.yellow, .orange)
                                    Text(badge)
                                        .font(.caption)
                                }
                                .padding(.trailing, 8)
                            }
                        }
                        .padding(.bottom)
                    }
                }

                GroupBox {
                    LabeledContent("Goal", value: Self.goalDate, format: .dateTime.year().month().day())
                    LabeledContent("Hikes", value: 12, format: .number)
                } label: {
                    Label("Statistics", systemImage: "chart.xyaxis.line")
                }
            }
            .padding()
        }
        .toolbar {
            Button {
                showingEditor.toggle()
            } label: {
                Label("Edit", systemImage: "pencil")
            }
        }
        .sheet(isPresented: $showingEditor) {
            NavigationStack {
                ProfileEditor(profile: profile)
            }
        }
    }
}

#Preview {
    ProfileSummary(profile: Profile())
}
