import StatusHUD
import StatusHUDControls
import SwiftUI

/// The same one-line calls from a SwiftUI screen: buttons, and async work with `await`.
struct SwiftUIDemo: View {
    @State private var lastEvent = "Nothing yet"
    @State private var ringProgress = 0.6
    @State private var isLoading = false
    @State private var query = ""
    @State private var searches = 0
    @StateObject private var hud = HUD.Visibility()
    @State private var cardHUD = HUD.Instance()

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
            Section("Modifiers") {
                Toggle("Loading (.statusHUD(while:))", isOn: $isLoading)
                TextField("Search (.statusHUDTask(id:)): type, or \"fail\"", text: $query)
                Text("\(searches) searches ran")
                Button("Disabled while any HUD is visible") { HUD.showInfo(status: "Tapped") }
                    .disabled(hud.isVisible)
            }
            Section("A HUD in this row's area (.statusHUDArea)") {
                Button("Upload in this row") {
                    cardHUD.showProgress(0.5, status: "Uploading")
                    cardHUD.dismiss(withDelay: 1.5)
                }
                .frame(maxWidth: .infinity, minHeight: 120)
                .statusHUDArea(cardHUD)
            }
            Section("Building blocks") {
                HStack(spacing: 24) {
                    HUD.Spinner()
                    HUD.ProgressRing(progress: ringProgress, color: .orange)
                    Slider(value: $ringProgress)
                }
            }
            Section("Last event") { Text(lastEvent) }
        }
        .navigationTitle("SwiftUI")
        .statusHUD(while: isLoading, status: "Loading while the toggle is on")
        .statusHUDTask(id: query, status: "Searching", success: query.isEmpty ? nil : "Found") {
            guard !query.isEmpty else { return }
            try await Task.sleep(nanoseconds: 1_000_000_000)
            searches += 1
            if query == "fail" { throw URLError(.notConnectedToInternet) }
        } onError: { error in
            lastEvent = "Search failed: \(error.localizedDescription)"
        }
        .onReceive(NotificationCenter.default.publisher(for: HUD.didDisappearNotification)) { _ in
            lastEvent = "didDisappear at \(Date().formatted(date: .omitted, time: .standard))"
        }
    }
}
