extension ResolvedNode.Kind {
    /// The node's kind as error paths, the layout JSON and the layout dump name it.
    public var name: String {
        switch self {
        case .text: "text"
        case .image: "image"
        case .shape: "shape"
        case .color: "color"
        case .spacer: "spacer"
        case .divider: "divider"
        case .stack(let stack):
            switch stack.axis {
            case .horizontal: "hstack"
            case .vertical: "vstack"
            case nil: "zstack"
            }
        case .padding: "padding"
        case .fixedFrame, .flexibleFrame: "frame"
        case .fixedSize: "fixedSize"
        case .background: "background"
        case .overlay: "overlay"
        case .clip: "clip"
        case .opacity: "opacity"
        case .button: "button"
        case .navigationLink: "navigationLink"
        case .link: "link"
        case .navigationStack: "navigationStack"
        case .navigationBar: "navigationBar"
        case .backButton: "backButton"
        case .list: "list"
        case .listSection: "section"
        case .listHeader: "header"
        case .listFooter: "footer"
        case .listRow: "row"
        case .segmentedPicker: "picker"
        case .segment: "segment"
        case .tagged: "tagged"
        case .barSlot: "barSlot"
        case .aspectRatio: "aspectRatio"
        case .scroll: "scroll"
        case .lazyGrid: "lazyGrid"
        case .grid: "grid"
        case .gridRow: "gridRow"
        case .gridCell: "gridCell"
        case .geometryReader: "geometryReader"
        case .viewThatFits: "viewThatFits"
        case .accessibility: "accessibility"
        case .proportionalWidth: "proportionalWidth"
        case .effect(let effect): effect.name
        case .stateLink: "stateLink"
        case .canvas: "canvas"
        case .alignmentGuide: "alignmentGuide"
        case .customLayout: "customLayout"
        case .layoutValues: "layoutValues"
        case .anchorSource: "anchorSource"
        }
    }
}
