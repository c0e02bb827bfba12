import Trellis

struct NotificationsView: View {
    @State private var notifications = AppNotification.samples
    @State private var filter: Filter = .all

    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", mentions = "Mentions"
        var id: String { rawValue }
    }

    private var visible: [AppNotification] {
        filter == .all ? notifications : notifications.filter { $0.kind == .mention }
    }

    var body: some View {
        NavigationStack {
            List {
                Picker("Filter", selection: $filter) {
                    ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())

                ForEach(visible) { notification in
                    NotificationRow(notification: notification)
                        .listRowSeparator(.hidden)
                        .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                notifications.removeAll { $0.id == notification.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                            } label: {
                                Label("Read", systemImage: "envelope.open")
                            }
                            .tint(.blue)
                        }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Activity")
            .toolbar {
                Button("Mark all read") {
                    for index in notifications.indices { notifications[index].isUnread = false }
                }
                .font(.subheadline)
            }
        }
    }
}

struct NotificationRow: View {
    let notification: AppNotification

    private var icon: (name: String, color: Color) {
        switch notification.kind {
        case .like: ("heart.fill", .pink)
        case .comment: ("bubble.left.fill", .blue)
        case .follow: ("person.fill.badge.plus", .purple)
        case .mention: ("at", .orange)
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AvatarView(user: notification.user, size: 44)
                .overlay(alignment: .bottomTrailing) {
                    Image(systemName: icon.name)
                        .font(.system(size: 10, weight: .bold))
                        .foregroundStyle(.white)
                        .frame(width: 20, height: 20)
                        .background(icon.color, in: Circle())
                        .overlay(Circle().stroke(Color(uiColor: .systemBackground), lineWidth: 2))
                        .offset(x: 4, y: 4)
                }

            VStack(alignment: .leading, spacing: 4) {
                (Text(notification.user.name).bold() + Text(" ") + Text(notification.message))
                    .font(.subheadline)
                    .lineLimit(2)
                Text(notification.date, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }

            Spacer(minLength: 0)

            if notification.isUnread {
                Circle()
                    .fill(.blue)
                    .frame(width: 8, height: 8)
                    .padding(.top, 6)
            }
        }
        .padding(12)
        .background(
            notification.isUnread ? Color.blue.opacity(0.06) : Color.clear,
            in: RoundedRectangle(cornerRadius: 12)
        )
    }
}

#Preview {
    NotificationsView()
}
