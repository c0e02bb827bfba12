import Foundation
import Testing
import Trellis

/// The values behind the snapshot no-ops: what they return and hold when code reads them.
@MainActor @Suite struct CompatibilityValueTests {
    @Test func withAnimationRunsItsBodyOnceAndReturnsItsResult() {
        var runs = 0
        let result = withAnimation(.easeInOut(duration: 1)) { () -> Int in
            runs += 1
            return 42
        }
        #expect(result == 42)
        #expect(runs == 1)
    }

    @Test func withAnimationsCompletionRunsAfterTheBody() {
        var order: [String] = []
        withAnimation(.default, { order.append("body") }, completion: { order.append("completion") })
        #expect(order == ["body", "completion"])
    }

    @Test func aGestureStateHoldsItsInitialValue() {
        let state = GestureState(wrappedValue: CGSize(width: 3, height: 4))
        #expect(state.wrappedValue == CGSize(width: 3, height: 4))
        #expect(state.projectedValue.wrappedValue == CGSize(width: 3, height: 4))
    }

    @Test func focusStateKeepsWhatTheViewWrites() {
        let focus = FocusState<Bool>()
        #expect(focus.wrappedValue == false)
        focus.wrappedValue = true
        #expect(focus.projectedValue.wrappedValue)
        let field = FocusState<String?>()
        #expect(field.wrappedValue == nil)
    }

    @Test func editModeIsUnsetUnlessTheScreenSetsIt() {
        #expect(EnvironmentValues().editMode == nil)
        var values = EnvironmentValues()
        values.editMode = .constant(.active)
        #expect(values.editMode?.wrappedValue.isEditing == true)
        #expect(EditMode.inactive.isEditing == false)
    }

    @Test func aTimerPublisherKeepsItsInterval() {
        let timer = Timer.publish(every: 2.5, on: .main, in: .common).autoconnect()
        #expect(timer.upstream.interval == 2.5)
        #expect(timer.upstream.mode == .common)
    }

    @Test func aStoredCancellableIsKept() {
        var bag = Set<AnyCancellable>()
        Just(1).sink { _ in }.store(in: &bag)
        Just(2).sink { _ in }.store(in: &bag)
        #expect(bag.count == 2)
    }

    @Test func transitionsCombineByName() {
        #expect(AnyTransition.move(edge: .bottom).combined(with: .opacity).description == "move+opacity")
        #expect(Animation.spring(response: 0.3).description == "spring")
    }
}
