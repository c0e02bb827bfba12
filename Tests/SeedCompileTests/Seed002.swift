import Trellis

// Seed 002, the caption background color: the article's code, verbatim apart from the imports
// (`import SwiftUI` in the middle of the article is dropped; this file imports Trellis once),
// compiled in the Swift 5 language mode.
//
// Arrangement, not change:
// - No other seed uses these names, so the article's declarations stay at file scope, as written.
// - Statements the article shows on their own (`ContentView().environment(…)`, the property
//   `@Environment(\.captionBackgroundColor) var backgroundColor`, the `Text(…)` calls) are the
//   `body` (or a property) of small wrapper views in `enum Seed002`.
// - The article's "Summary" repeats steps 1–3 word for word; they are compiled once.
//
// Minimal fixes for code that cannot compile in SwiftUI either:
// 1. `var body: some View { ... }` in ContentView is elided: its body is `EmptyView()`.
// 2. `.caption(font: .headline, backgroundColor: .yellow)` calls the previous article's modifier,
//    which this one never shows: a stand-in with that signature is defined.

struct ContentView: View {
  @Environment(\.sizeCategory) var sizeCategory
  @Environment(\.horizontalSizeClass) var horizontalSizeClass
  @Environment(\.scenePhase) var scenePhase
  
  var body: some View { EmptyView() } // Fix 1.
}

private struct CaptionColorKey: EnvironmentKey {
  static let defaultValue = Color(.secondarySystemBackground)
}

extension EnvironmentValues {
  var captionBackgroundColor: Color {
    get { self[CaptionColorKey.self] }
    set { self[CaptionColorKey.self] = newValue }
  }
}

extension View {
  func captionBackgroundColor(_ color: Color) -> some View {
    environment(\.captionBackgroundColor, color)
  }
}

struct Caption: ViewModifier {
  let font: Font
  @Environment(\.captionBackgroundColor) var backgroundColor

  func body(content: Content) -> some View {
    content
      .font(font)
      .padding([.leading, .trailing], 5.0)
      .background(backgroundColor)
      .cornerRadius(5.0)
  }
}

extension View {
  func caption(font: Font = .caption) -> some View {
    modifier(Caption(font: font))
  }
}

// Fix 2.
extension View {
    func caption(font: Font, backgroundColor: Color) -> some View {
        self.font(font).background(backgroundColor)
    }
}

/// The article's statements, each as the body of a view.
enum Seed002 {
    struct EarlierCaptionUsage: View {
        var body: some View {
            Text("Hello, world!")
            .caption(font: .headline, backgroundColor: .yellow)
        }
    }

    struct EnvironmentUsage: View {
        var body: some View {
            ContentView()
              .environment(\.captionBackgroundColor, .yellow)
        }
    }

    struct ModifierUsage: View {
        var body: some View {
            ContentView()
              .captionBackgroundColor(.yellow)
        }
    }

    struct PropertyUsage: View {
        @Environment(\.captionBackgroundColor) var backgroundColor

        var body: some View { backgroundColor }
    }

    struct InUse: View {
        var body: some View {
            Text("Hello, world!")
              .caption(font: .largeTitle)
              .captionBackgroundColor(.yellow)
        }
    }
}
