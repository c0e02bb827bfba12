import Trellis

struct HotProspectsView: View {
    @StateObject var prospects = Prospects()

    var body: some View {
        TabView {
            ProspectsView(filter: .none)
                .tabItem {
                    Label("Everyone", systemImage: "person.3")
                }
            ProspectsView(filter: .contacted)
                .tabItem {
                    Label("Contacted", systemImage: "checkmark.circle")
                }
            ProspectsView(filter: .uncontacted)
                .tabItem {
                    Label("Uncontacted", systemImage: "questionmark.diamond")
                }
            MeView()
                .tabItem {
                    Label("Me", systemImage: "person.crop.square")
                }
        }
        .environmentObject(prospects)
    }
}

struct ProspectsView: View {
    enum FilterType {
        case none, contacted, uncontacted
    }

    enum SortType {
        case name, recent
    }

    @EnvironmentObject var prospects: Prospects
    @State private var isShowingScanner = false
    @State private var selectedProspects = Set<Prospect>()
    @State private var sortOrder = SortType.name

    let filter: FilterType

    var title: String {
        switch filter {
        case .none:
            "Everyone"
        case .contacted:
            "Contacted people"
        case .uncontacted:
            "Uncontacted people"
        }
    }

    var filteredProspects: [Prospect] {
        let result: [Prospect]
        switch filter {
        case .none:
            result = prospects.people
        case .contacted:
            result = prospects.people.filter { $0.isContacted }
        case .uncontacted:
            result = prospects.people.filter { !$0.isContacted }
        }
        switch sortOrder {
        case .name:
            return result.sorted { $0.name < $1.name }
        case .recent:
            return result.sorted { $0.dateAdded > $1.dateAdded }
        }
    }

    var body: some View {
        NavigationStack {
            List(filteredProspects, selection: $selectedProspects) { prospect in
                HStack {
                    VStack(alignment: .leading) {
                        Text(prospect.name)
                            .font(.headline)
                        Text(prospect.emailAddress)
                            .foregroundStyle(.secondary)
                    }

                    Spacer()

                    if filter == .none {
                        Image(systemName: prospect.isContacted ? "person.crop.circle.fill.badge.checkmark" : "person.crop.circle.badge.xmark")
                            .foregroundStyle(prospect.isContacted ? .green : .blue)
                    }
                }
                .swipeActions {
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        prospects.delete([prospect])
                    }

                    if prospect.isContacted {
                        Button("Mark Uncontacted", systemImage: "person.crop.circle.badge.xmark") {
                            prospects.toggle(prospect)
                        }
                        .tint(.blue)
                    } else {
                        Button("Mark Contacted", systemImage: "person.crop.circle.fill.badge.checkmark") {
                            prospects.toggle(prospect)
                        }
                        .tint(.green)
                    }
                }
                .contextMenu {
                    Button("Remind Me", systemImage: "bell") { }
                }
                .tag(prospect)
            }
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Scan", systemImage: "qrcode.viewfinder") {
                        isShowingScanner = true
                    }
                }

                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }

                if selectedProspects.isEmpty == false {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Delete Selected", action: delete)
                    }
                }

                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort", selection: $sortOrder) {
                            Text("Sort by Name").tag(SortType.name)
                            Text("Sort by Date Added").tag(SortType.recent)
                        }
                    }
                }
            }
            .sheet(isPresented: $isShowingScanner) {
                // CodeScannerView needs the camera; the app shows a stand-in.
                Text("Scanning needs a camera")
                    .presentationDetents([.medium])
            }
        }
    }

    func delete() {
        prospects.delete(selectedProspects)
        selectedProspects.removeAll()
    }
}

struct MeView: View {
    @AppStorage("name") private var name = "Anonymous"
    @AppStorage("emailAddress") private var emailAddress = "you@yoursite.com"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .textContentType(.name)
                    .font(.title)

                TextField("Email address", text: $emailAddress)
                    .textContentType(.emailAddress)
                    .font(.title)

                // The QR code comes from Core Image in the real app.
                Image(systemName: "qrcode")
                    .resizable()
                    .interpolation(.none)
                    .scaledToFit()
                    .frame(width: 200, height: 200)
                    .contextMenu {
                        ShareLink(item: "\(name)\n\(emailAddress)")
                    }
            }
            .navigationTitle("Your code")
        }
    }
}

#Preview {
    HotProspectsView()
}
