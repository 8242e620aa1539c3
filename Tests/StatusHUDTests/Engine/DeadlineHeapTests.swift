import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The live scheduler's timers are taken earliest first, and in the order they were scheduled at
/// the same deadline; none before its deadline.
@Suite("Deadline heap")
struct DeadlineHeapTests {
    @Test func valuesComeOutByDeadlineThenInsertionOrder() {
        var heap = DeadlineHeap<Int>()
        var expected: [(deadline: UInt64, value: Int)] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for value in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let deadline = (state >> 33) % 64         // many equal deadlines
            heap.insert(value, deadline: deadline)
            expected.append((deadline, value))
        }
        expected.sort { $0.deadline != $1.deadline ? $0.deadline < $1.deadline : $0.value < $1.value }
        var taken: [Int] = []
        while let value = heap.removeFirst(dueBy: .max) { taken.append(value) }
        #expect(taken == expected.map(\.value))
    }

    @Test func nothingIsTakenBeforeItsDeadline() {
        var heap = DeadlineHeap<String>()
        heap.insert("late", deadline: 20)
        heap.insert("early", deadline: 10)
        #expect(heap.firstDeadline == 10)
        #expect(heap.removeFirst(dueBy: 9) == nil)
        #expect(heap.removeFirst(dueBy: 10) == "early")
        #expect(heap.removeFirst(dueBy: 19) == nil)
        #expect(heap.removeFirst(dueBy: 25) == "late")
        #expect(heap.count == 0)
    }
}
