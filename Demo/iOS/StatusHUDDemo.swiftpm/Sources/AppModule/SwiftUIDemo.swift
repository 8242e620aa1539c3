import StatusHUD
import SwiftUI

/// The same one-line calls from a SwiftUI screen: buttons, and async work with `await`.
struct SwiftUIDemo: View {
    @State private var lastEvent = "Nothing yet"
    @State private var ringProgress = 0.6

    var body: some View {
        List {
            Section("Calls") {
                Button("Show a spinner") { HUD.show(status: "Working") }
                Button("Succeed") { HUD.showSuccess(status: "Done") }
                Button("Fail") { HUD.showError(status: "Something went wrong") }
                Button("Dismiss with a completion") {
                    HUD.dismiss(withDelay: 0.5) { lastEvent = "Dismissed" }
                }
            }
            Section("Async work") {
                Button("Load for 2 s with HUD.whileRunning") {
                    Task {
                        _ = try? await HUD.whileRunning(status: "Loading", success: "Loaded") {
                            try await Task.sleep(nanoseconds: 2_000_000_000)
                        }
                    }
                }
                Button("Download for 2 s") {
                    Task {
                        HUD.show(status: "Downloading")
                        try? await Task.sleep(nanoseconds: 2_000_000_000)
                        HUD.showSuccess(status: "Downloaded")
                        await HUD.waitUntilHidden()
                        lastEvent = "The success HUD has gone"
                    }
                }
            }
            Section("Building blocks") {
                HStack(spacing: 24) {
                    StatusSpinner().frame(width: 24, height: 24)
                    StatusProgressRing(progress: ringProgress).frame(width: 28, height: 28)
                    Slider(value: $ringProgress)
                }
            }
            Section("Last event") { Text(lastEvent) }
        }
        .navigationTitle("SwiftUI")
        .onReceive(NotificationCenter.default.publisher(for: HUD.didDisappearNotification)) { _ in
            lastEvent = "didDisappear at \(Date().formatted(date: .omitted, time: .standard))"
        }
    }
}
