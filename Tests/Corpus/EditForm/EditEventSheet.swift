import Trellis

struct EditEventSheet: View {
    @State private var event: Event
    @Environment(\.dismiss) private var dismiss
    let onSave: (Event) -> Void

    init(event: Event, onSave: @escaping (Event) -> Void) {
        _event = State(initialValue: event)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            EventEditView(event: $event)
                .navigationTitle(event.title.isEmpty ? "New Event" : "Edit Event")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {
                            dismiss()
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(event.title.isEmpty ? "Add" : "Done") {
                            onSave(event)
                            dismiss()
                        }
                        .disabled(event.title.isEmpty)
                    }
                }
        }
    }
}

struct EditEventSheet_Previews: PreviewProvider {
    static var previews: some View {
        EditEventSheet(event: Event.sampleData[0], onSave: { _ in })
    }
}
