import Trellis

class UserManager: ObservableObject {
    @Published var profile: Profile = Profile()
    @Published var settings: Settings = Settings()
    @Published var isRegistered: Bool

    init() {
        isRegistered = false
    }

    init(name: String) {
        isRegistered = true
        self.profile.name = name
    }

    func register() {
        isRegistered = true
    }

    func isUserNameValid() -> Bool {
        return profile.name.count >= 3
    }
}

struct Profile: Codable {
    var name: String = ""
}

struct Settings: Codable {
    var rememberUser: Bool = false
}

enum Appearance: Int, CaseIterable, Identifiable {
    case light, dark, automatic

    var id: Int { self.rawValue }

    var name: String {
        switch self {
        case .light: return "Light"
        case .dark: return "Dark"
        case .automatic: return "Automatic"
        }
    }

    func getColorScheme() -> ColorScheme? {
        switch self {
        case .automatic: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct KuchiTextStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 8)
            .padding(.vertical, 8)
            .background(Color.white)
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(lineWidth: 2)
                    .foregroundColor(.blue)
            )
            .shadow(color: Color.gray.opacity(0.4), radius: 3, x: 1, y: 2)
    }
}

extension ViewModifier where Self == KuchiTextStyle {
    static var kuchi: KuchiTextStyle { KuchiTextStyle() }
}

struct WelcomeBackgroundImage: View {
    var body: some View {
        Image("welcome-background", bundle: nil)
            .resizable()
            .aspectRatio(1 / 1, contentMode: .fill)
            .edgesIgnoringSafeArea(.all)
            .saturation(0.5)
            .blur(radius: 5)
            .opacity(0.08)
    }
}

struct LogoImage: View {
    var body: some View {
        Image(systemName: "table")
            .resizable()
            .frame(width: 30, height: 30)
            .overlay(Circle().stroke(Color.gray, lineWidth: 1))
            .background(Color(white: 0.9))
            .clipShape(Circle())
            .foregroundColor(.red)
    }
}

struct WelcomeMessageView: View {
    var body: some View {
        Label {
            VStack(alignment: .leading) {
                Text("Welcome to")
                    .font(.headline)
                    .bold()
                Text("Kuchi")
                    .font(.largeTitle)
                    .bold()
            }
            .foregroundColor(.red)
            .lineLimit(2)
            .multilineTextAlignment(.leading)
            .padding(.horizontal)
        } icon: {
            LogoImage()
        }
        .labelStyle(HorizontallyAlignedLabelStyle())
    }
}

struct HorizontallyAlignedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

struct RegisterView: View {
    enum Field: Hashable {
        case name
    }

    @EnvironmentObject var userManager: UserManager
    @FocusState var focusedField: Field?

    var body: some View {
        VStack {
            Spacer()

            WelcomeMessageView()

            TextField("Type your name...", text: $userManager.profile.name)
                .focused($focusedField, equals: .name)
                .submitLabel(.done)
                .onSubmit(registerUser)
                .bordered()

            HStack {
                Spacer()
                Text("\(userManager.profile.name.count)")
                    .font(.caption)
                    .foregroundColor(userManager.isUserNameValid() ? .green : .red)
                    .padding(.trailing)
            }
            .padding(.bottom)

            HStack {
                Spacer()

                Toggle(isOn: $userManager.settings.rememberUser) {
                    Text("Remember me")
                        .font(.subheadline)
                        .foregroundColor(.gray)
                }
                .fixedSize()
            }

            Button(action: registerUser) {
                HStack {
                    Image(systemName: "checkmark")
                        .resizable()
                        .frame(width: 16, height: 16, alignment: .center)
                    Text("OK")
                        .font(.body)
                        .bold()
                }
            }
            .bordered()
            .disabled(!userManager.isUserNameValid())

            Spacer()
        }
        .padding()
        .background(WelcomeBackgroundImage())
        .onAppear {
            focusedField = .name
        }
    }

    func registerUser() {
        focusedField = nil
        userManager.register()
    }
}

extension View {
    func bordered() -> some View {
        ModifiedContent(
            content: self,
            modifier: KuchiTextStyle()
        )
    }
}

struct KuchiSettingsView: View {
    @AppStorage("numberOfQuestions") var numberOfQuestions = 6
    @AppStorage("appearance") var appearance: Appearance = .automatic
    @AppStorage("learningEnabled") var learningEnabled: Bool = true
    @AppStorage("dailyReminderEnabled") var dailyReminderEnabled = false
    @State var dailyReminderTime = Date(timeIntervalSince1970: 0)
    @AppStorage("dailyReminderTime") var dailyReminderTimeShadow: Double = 0
    @State var cardBackgroundColor: Color = .red

    var body: some View {
        List {
            Section(header: Text("Appearance")) {
                VStack(alignment: .leading) {
                    Picker("", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.name).tag(appearance)
                        }
                    }
                    .pickerStyle(SegmentedPickerStyle())

                    ColorPicker("Card Background Color", selection: $cardBackgroundColor)
                }
            }

            Section(header: Text("Game")) {
                VStack(alignment: .leading) {
                    Stepper("Number of Questions: \(numberOfQuestions)", value: $numberOfQuestions, in: 3 ... 20)
                    Text("Any change will affect the next game")
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }

                Toggle("Learning Enabled", isOn: $learningEnabled)
            }

            Section(header: Text("Notifications")) {
                HStack {
                    Toggle("Daily Reminder", isOn: $dailyReminderEnabled)
                    DatePicker(
                        "",
                        selection: $dailyReminderTime,
                        displayedComponents: .hourAndMinute
                    )
                    .disabled(dailyReminderEnabled == false)
                }
            }
        }
        .onChange(of: dailyReminderTime) { newValue in
            dailyReminderTimeShadow = newValue.timeIntervalSince1970
        }
        .onAppear {
            dailyReminderTime = Date(timeIntervalSince1970: dailyReminderTimeShadow)
        }
    }
}

struct KuchiHomeView: View {
    @AppStorage("appearance") var appearance: Appearance = .automatic
    @EnvironmentObject var userManager: UserManager

    var body: some View {
        TabView {
            NavigationView {
                VStack(spacing: 24) {
                    Text("Hi, \(userManager.profile.name)")
                        .font(.title)
                    Label("Start Learning", systemImage: "bookmark")
                    Label("Challenge", systemImage: "rectangle.stack")
                }
                .navigationTitle("Kuchi")
            }
            .tabItem {
                VStack {
                    Image(systemName: "bookmark")
                    Text("Learn")
                }
            }
            .tag(0)

            KuchiSettingsView()
                .tabItem {
                    VStack {
                        Image(systemName: "gear")
                        Text("Settings")
                    }
                }
                .tag(1)
        }
        .accentColor(.orange)
        .preferredColorScheme(appearance.getColorScheme())
    }
}

struct RegisterView_Previews: PreviewProvider {
    static let user = UserManager(name: "Ray")

    static var previews: some View {
        RegisterView()
            .environmentObject(user)
        KuchiSettingsView()
        KuchiHomeView()
            .environmentObject(user)
    }
}
