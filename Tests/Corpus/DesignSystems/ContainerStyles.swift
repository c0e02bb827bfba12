import Trellis

struct CardGroupBoxStyle: GroupBoxStyle {
    @Environment(\.dsTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            configuration.label
                .font(.headline)
                .foregroundStyle(theme.accent)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(theme.cardBackground, in: RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}

extension GroupBoxStyle where Self == CardGroupBoxStyle {
    static var card: CardGroupBoxStyle { CardGroupBoxStyle() }
}

struct ChevronDisclosureGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation(.easeInOut(duration: 0.25)) {
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                        .foregroundStyle(.secondary)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .padding(.vertical, 8)
            if configuration.isExpanded {
                configuration.content
                    .padding(.leading, 12)
                    .transition(.asymmetric(insertion: .push(from: .top), removal: .opacity))
            }
        }
    }
}

struct BorderedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(
                Capsule().strokeBorder(Color.accentColor.opacity(0.5))
            )
    }
}

struct SpeedometerGaugeStyle: GaugeStyle {
    var gradient = Gradient(colors: [.green, .yellow, .orange, .red])

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(Color.secondary.opacity(0.2), style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle()
                .trim(from: 0, to: 0.75 * configuration.value)
                .stroke(AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(0), endAngle: .degrees(270)),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(135))
            VStack {
                configuration.currentValueLabel
                    .font(.system(.title, design: .rounded).bold())
                configuration.label
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 120, height: 120)
    }
}
