#if canImport(AppKit) && !targetEnvironment(macCatalyst)
/// A weak reference, to keep in an array.
struct Weak<Value: AnyObject> {
    weak var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
#endif
