import Trellis

struct ChoresRotaView: View {
    @EnvironmentObject var rota: ChoreRota
    @State private var selectedDate = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var selectedMember: String? = nil
    @State private var choreToReassign: Chore?

    private var weekday: Int { Calendar.current.component(.weekday, from: selectedDate) }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                WeekCalendarStrip(selectedDate: $selectedDate, referenceDate: Date(timeIntervalSince1970: 1_700_000_000), markedWeekdays: Set(rota.chores.map(\.weekday)))
                    .padding(.vertical, 8)

                Picker("Person", selection: $selectedMember) {
                    Text("Everyone").tag(String?.none)
                    ForEach(rota.members) { member in
                        Text("\(member.emoji) \(member.name)").tag(Optional(member.name))
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                List {
                    let chores = rota.chores(on: weekday, for: selectedMember)
                    if chores.isEmpty {
                        Text("Nothing to do today 🎉")
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .center)
                            .listRowSeparator(.hidden)
                    }
                    ForEach(chores) { chore in
                        ChoreRow(chore: chore, member: rota.member(named: chore.assignee)) {
                            if let i = rota.chores.firstIndex(of: chore) {
                                rota.chores[i].isDone.toggle()
                            }
                        }
                        .contextMenu {
                            Menu("Reassign to") {
                                ForEach(rota.members) { member in
                                    Button(member.name) {
                                        if let i = rota.chores.firstIndex(of: chore) {
                                            rota.chores[i].assignee = member.name
                                        }
                                    }
                                }
                            }
                        }
                    }

                    Section("Leaderboard") {
                        ForEach(rota.members.sorted { $0.points > $1.points }) { member in
                            HStack {
                                Text(member.emoji)
                                Text(member.name)
                                Spacer()
                                Text("\(member.points) pts")
                                    .font(.subheadline.bold())
                                    .foregroundColor(.accentColor)
                            }
                        }
                    }
                }
                .listStyle(.inset)
            }
            .navigationTitle("Chores")
        }
    }
}

struct ChoreRow: View {
    let chore: Chore
    let member: FamilyMember?
    var toggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: chore.icon)
                .frame(width: 36, height: 36)
                .background(Color.orange.opacity(0.15))
                .clipShape(Circle())
            VStack(alignment: .leading) {
                Text(chore.title)
                    .strikethrough(chore.isDone)
                Text("\(member?.emoji ?? "") \(chore.assignee) · +\(chore.points)")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Button(action: toggle) {
                Image(systemName: chore.isDone ? "checkmark.square.fill" : "square")
                    .font(.title2)
                    .foregroundStyle(chore.isDone ? Color.green : Color.secondary)
                    .symbolEffect(.bounce, value: chore.isDone)
            }
            .buttonStyle(.plain)
        }
    }
}

#Preview {
    ChoresRotaView()
        .environmentObject(ChoreRota())
}
