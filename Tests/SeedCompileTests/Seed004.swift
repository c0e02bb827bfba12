import Trellis

// Seed 004, "Using Custom Environment Key-Values in SwiftUI with Examples": the article's code,
// verbatim apart from the import, compiled in the Swift 5 language mode.
//
// Arrangement, not change:
// - No other seed uses these names, so the article's declarations stay at file scope. MyTestView
//   appears twice: the first version sits in `Seed004.FirstVersion`, the second (with the buttons)
//   at file scope.
// - Statements (`MyTestView().environment(…)`, `@ObservedObject var environment = …` beside its
//   use) are the `body` and properties of small wrapper views in `enum Seed004`.
//
// Minimal fixes for code that cannot compile in SwiftUI either:
// 1. `environment(\.myStyleEnvironmentValue, <custom_style_value>)` has a placeholder for the
//    value: `GoldenStyle()` stands in, on a MyTestView.
// 2. The second MyTestView is shown as two pieces, the struct with its two properties and, later,
//    its `var body`; they are joined into one struct, as the app must have them.

protocol Style {
    var foregroundColor: Color { get }
    var backgroundColor: Color { get }
}

struct BaseStyle: Style {
    var foregroundColor: Color {
        Color.black
    }
    
    var backgroundColor: Color {
        Color.white
    }
}

private struct MyStyleEnvironmentKey: EnvironmentKey {
    static let defaultValue: Style = BaseStyle()
}

extension EnvironmentValues {
    var myStyleEnvironmentValue: Style {
        get { self[MyStyleEnvironmentKey.self] }
        set { self[MyStyleEnvironmentKey.self] = newValue }
    }
}

extension View {
    func myCustomEnvironmentStyleValue(_ myCustomEnvironmentStyleValue: Style) -> some View {
        environment(\.myStyleEnvironmentValue, myCustomEnvironmentStyleValue)
    }
}

struct GoldenStyle: Style {
    var foregroundColor: Color {
        Color(red: 1, green: 0.843, blue: 0, opacity: 1.0)
    }
    
    var backgroundColor: Color {
        Color(red: 0.878, green: 0.043, blue: 0.345, opacity: 1.0)
    }
}

struct GreenStyle: Style {
    var foregroundColor: Color {
        Color(red: 0.67, green: 0.792, blue: 0.502, opacity: 1.0)
    }
    
    var backgroundColor: Color {
        Color(red: 0.345, green: 0.0313, blue: 0.235, opacity: 1.0)
    }
}

// Create a shared app environment with a published 
// property Style. We will also initialize this 
// property to a BaseStyle

final class AppEnvironment: ObservableObject {
    static let shared = AppEnvironment()
    
    @Published var style: Style
    
    init(style: Style = BaseStyle()) {
        self.style = style
    }
}

// Fix 2: the struct and its later `var body`, joined.
struct MyTestView: View {
    
    @Environment(\.myStyleEnvironmentValue) var style: Style
    @EnvironmentObject var environmentObject: AppEnvironment

    var body: some View {
        
        // Change the current app style

        Button("Default Style") {
            environmentObject.style = BaseStyle()
        }
        
        Button("Golden Style") {
            environmentObject.style = GoldenStyle()
        }
        
        Button("Green Style") {
            environmentObject.style = GreenStyle()
        }
        
        // Regular screen content decorated using Style

        VStack {
            Text("Welcome to Test Screen\n")
            Text("On this screen you will do a lot of experiments\n")
            Text("We will be there with you. Enjoy\n")
        }
        .foregroundColor(style.foregroundColor)
        .background(style.backgroundColor)
    }
}

/// The article's first MyTestView and its statements, each as the body of a view.
enum Seed004 {
    enum FirstVersion {
        struct MyTestView: View {
            
            @Environment(\.myStyleEnvironmentValue) var style: Style
            
            var body: some View {
                
                VStack {
                    Text("Welcome to Test Screen\n")
                    Text("On this screen you will do a lot of experiments\n")
                    Text("We will be there with you. Enjoy\n")
                }
                .foregroundColor(style.foregroundColor)
                .background(style.backgroundColor)
            }
        }

        struct PlaceholderUsage: View {
            var body: some View {
                MyTestView()
                    .environment(\.myStyleEnvironmentValue, GoldenStyle()) // Fix 1.
            }
        }

        struct GoldenUsage: View {
            var body: some View {
                MyTestView()
                    .environment(\.myStyleEnvironmentValue, GoldenStyle())
            }
        }

        struct GreenUsage: View {
            var body: some View {
                MyTestView()
                    .environment(\.myStyleEnvironmentValue, GreenStyle())
            }
        }

        struct ObservedUsage: View {
            @ObservedObject var environment = AppEnvironment.shared

            var body: some View {
                MyTestView().environment(\.myStyleEnvironmentValue, environment.style)
            }
        }
    }

    struct RootUsage: View {
        @ObservedObject var environment = AppEnvironment.shared

        var body: some View {
            MyTestView()
            .environment(\.myStyleEnvironmentValue, environment.style)
            .environmentObject(environment)
        }
    }
}
