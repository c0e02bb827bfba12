import Foundation
import Trellis

/// A large sheet over a screen: a form sheet on the tablet canvas, a page sheet on the phone.
struct LargeSheetScreen: View {
    @State private var showsSheet = true

    var body: some View {
        NavigationStack {
            Text("Behind the sheet")
                .navigationTitle("Trips")
                .sheet(isPresented: $showsSheet) {
                    NavigationStack {
                        Form {
                            TextField("Name", text: .constant("Lisbon"))
                            Toggle("Reminders", isOn: .constant(true))
                        }
                        .navigationTitle("New Trip")
                    }
                }
        }
    }
}
