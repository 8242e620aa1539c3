import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
/// Values waiting for a deadline (uptime nanoseconds), taken earliest first and, at the same
/// deadline, in the order they were inserted: the live scheduler's timers (``DispatchScheduler``).
/// A binary heap: inserting and taking cost time logarithmic in the number waiting.
struct DeadlineHeap<Value> {
    private var entries: [(deadline: UInt64, order: Int, value: Value)] = []
    private var inserted = 0

    var count: Int { entries.count }

    /// The earliest deadline waiting, if any.
    var firstDeadline: UInt64? { entries.first?.deadline }

    mutating func insert(_ value: Value, deadline: UInt64) {
        inserted += 1
        entries.append((deadline, inserted, value))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard isBefore(child, parent) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the first value if its deadline is at most `now`.
    mutating func removeFirst(dueBy now: UInt64) -> Value? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        entries.swapAt(0, entries.count - 1)
        entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var earliest = parent
            if left < entries.count && isBefore(left, earliest) { earliest = left }
            if right < entries.count && isBefore(right, earliest) { earliest = right }
            guard earliest != parent else { return first.value }
            entries.swapAt(parent, earliest)
            parent = earliest
        }
    }

    private func isBefore(_ i: Int, _ j: Int) -> Bool {
        let (a, b) = (entries[i], entries[j])
        return a.deadline != b.deadline ? a.deadline < b.deadline : a.order < b.order
    }
}
