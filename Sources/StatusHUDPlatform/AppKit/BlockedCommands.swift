#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ObjectiveC

/// The target a blocking HUD gives the commands it stops (`MacBlocking`): never enabled, so menu
/// items and toolbar items grey out and their key equivalents do nothing; and a command performed
/// without asking (a sender that does not validate) does nothing.
///
/// It answers only the commands the HUD view has claimed for it, which can be any selector (an
/// app's own actions too): Objective-C asks `resolveInstanceMethod` about a method a class lacks,
/// and this adds a method that does nothing for a claimed command, and nothing for any other
/// selector, so AppKit's probes of other methods get the usual "no".
@MainActor
final class BlockedCommands: NSObject, NSMenuItemValidation, NSToolbarItemValidation, NSUserInterfaceValidations {
    static let shared = BlockedCommands()
    /// The commands claimed so far. Written on the main thread, before AppKit, on the main thread
    /// too, asks the target about them.
    nonisolated(unsafe) private static var claimed: Set<Selector> = []

    /// The target for `command`, which it then answers.
    static func target(for command: Selector) -> BlockedCommands {
        claimed.insert(command)
        return shared
    }

    nonisolated override class func resolveInstanceMethod(_ selector: Selector!) -> Bool {
        guard let selector, claimed.contains(selector) else { return super.resolveInstanceMethod(selector) }
        let nothing: @convention(block) (AnyObject, AnyObject?) -> Void = { _, _ in }
        return class_addMethod(self, selector, imp_implementationWithBlock(nothing), "v@:@")
    }

    func validateMenuItem(_ menuItem: NSMenuItem) -> Bool { false }
    func validateToolbarItem(_ item: NSToolbarItem) -> Bool { false }
    func validateUserInterfaceItem(_ item: any NSValidatedUserInterfaceItem) -> Bool { false }
}
#endif
