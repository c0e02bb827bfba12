#if TRELLIS_PREVIEW_MACRO
import Trellis

// `@Previewable` as app code writes it in a preview (PreviewableTests render these).

#Preview("Previewable toggle") {
    @Previewable @State var isOn = true
    Toggle("Loud Noises", isOn: $isOn)
        .padding()
}

#Preview("Previewable return", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    @Previewable @State var name = "Ada"
    let greeting = "Hello, \(name)"
    return VStack {
        Text(greeting)
        Stepper("Count: \(count)", value: $count)
    }
}
#endif
