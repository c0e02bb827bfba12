// The iOS 17 pinch and rotation gestures, the older rotation gesture and the tap that reports
// where it landed. Like every gesture here they compile as SwiftUI spells them and never fire: a
// rendered screen has no finger, so their values exist only for the closures' types.
import Foundation

/// A pinch (iOS 17); its value says how far the fingers have spread.
public struct MagnifyGesture: Gesture {
    /// A pinch is a primitive gesture.
    public typealias Body = Never
    /// The smallest change of magnification the gesture reports.
    public var minimumScaleDelta: CGFloat
    /// Creates a pinch that reports changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// Where a pinch is, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// The scale of the pinch, 1 where it began.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where, in unit coordinates of the view, the pinch began.
        public var startAnchor: UnitPoint
        /// Where, in the view's coordinates, the pinch began.
        public var startLocation: CGPoint
    }
}

/// A two-finger rotation (iOS 17); its value says how far the fingers have turned.
public struct RotateGesture: Gesture {
    /// A rotation is a primitive gesture.
    public typealias Body = Never
    /// The smallest change of angle the gesture reports.
    public var minimumAngleDelta: Angle
    /// Creates a rotation that reports changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// Where a rotation is, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// How far the fingers have turned since the gesture began.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// Where, in unit coordinates of the view, the rotation began.
        public var startAnchor: UnitPoint
        /// Where, in the view's coordinates, the rotation began.
        public var startLocation: CGPoint
    }
}

/// A two-finger rotation as iOS 13–16 code writes it; `Value` is the angle turned.
public struct RotationGesture: Gesture {
    /// The angle turned since the gesture began.
    public typealias Value = Angle
    /// A rotation is a primitive gesture.
    public typealias Body = Never
    /// The smallest change of angle the gesture reports.
    public var minimumAngleDelta: Angle
    /// Creates a rotation that reports changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: Gesture {
    /// A tap is a primitive gesture.
    public typealias Body = Never
    /// The number of taps the gesture needs.
    public var count: Int
    /// The coordinate space the location is reported in.
    public var coordinateSpace: CoordinateSpace
    /// Creates a gesture that succeeds after `count` taps and reports where in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
}
