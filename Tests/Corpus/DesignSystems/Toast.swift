import Trellis

struct Toast: Equatable, Identifiable {
    enum Style {
        case success, warning, error, info

        var tint: Color {
            switch self {
            case .success: return .green
            case .warning: return .orange
            case .error: return .red
            case .info: return .blue
            }
        }

        var icon: String {
            switch self {
            case .success: return "checkmark.circle.fill"
            case .warning: return "exclamationmark.triangle.fill"
            case .error: return "xmark.octagon.fill"
            case .info: return "info.circle.fill"
            }
        }
    }

    let id = UUID()
    var style: Style
    var message: String
    var actionTitle: String?
}

struct ToastView: View {
    let toast: Toast
    var onAction: (() -> Void)?
    var onDismiss: () -> Void = {}

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: toast.style.icon)
                .foregroundStyle(toast.style.tint)
                .font(.title3)
            Text(toast.message)
                .font(.subheadline)
                .lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let actionTitle = toast.actionTitle {
                Button(actionTitle) { onAction?() }
                    .font(.subheadline.bold())
                    .foregroundStyle(toast.style.tint)
            }
            Button(action: onDismiss) {
                Image(systemName: "xmark")
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.secondary)
            }
            .accessibilityLabel("Dismiss")
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .overlay(alignment: .leading) {
            RoundedRectangle(cornerRadius: 2)
                .fill(toast.style.tint)
                .frame(width: 4)
                .padding(.vertical, 10)
        }
        .shadow(color: .black.opacity(0.12), radius: 10, y: 6)
        .padding(.horizontal)
    }
}

struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?
    var edge: VerticalEdge = .bottom
    @Environment(\.toastDuration) private var duration

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: edge == .top ? .top : .bottom) {
                ZStack {
                    if let toast {
                        ToastView(toast: toast) {
                            withAnimation { self.toast = nil }
                        } onDismiss: {
                            withAnimation { self.toast = nil }
                        }
                        .transition(.toast(edge: edge == .top ? .top : .bottom))
                        .padding(edge == .top ? .top : .bottom, 12)
                    }
                }
                .animation(.spring(), value: toast)
            }
            .task(id: toast?.id) {
                guard toast != nil else { return }
                try? await Task.sleep(nanoseconds: UInt64(duration * 1_000_000_000))
                withAnimation { toast = nil }
            }
    }
}

struct SnackbarView: View {
    let message: String
    let action: String
    var perform: () -> Void = {}

    var body: some View {
        HStack {
            Text(message)
                .foregroundColor(.white)
            Spacer(minLength: 16)
            Button(action.uppercased(), action: perform)
                .foregroundColor(.yellow)
                .font(.footnote.weight(.heavy))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 14)
        .background(Color.black.opacity(0.85))
        .cornerRadius(6)
        .padding(.horizontal, 12)
    }
}

extension View {
    func toast(_ toast: Binding<Toast?>, edge: VerticalEdge = .bottom) -> some View {
        modifier(ToastModifier(toast: toast, edge: edge))
    }
}
