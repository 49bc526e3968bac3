import ActivityKit
import Foundation
import SwiftUI
import VignetteFoundation

// The C scanner of the CPreviewSection target (linked through SwiftUI), declared here as Preview.swift
// declares its neighbours: pointers and a C long, passed alike by the Swift and C conventions.
@_silgen_name("vignette_conforming_types")
private func conformingTypes(
    _ module: UnsafePointer<CChar>, _ protocolName: UnsafePointer<CChar>,
    _ out: UnsafeMutablePointer<UnsafeRawPointer?>, _ capacity: Int
) -> Int

/// The Live Activity states that `PreviewProvider`s show with `attributes.previewContext(state,
/// viewKind:)` (Xcode 14's Live Activity template), for an activity without `#Preview` states.
///
/// The executable's `PreviewProvider` types are read from the Swift conformance records
/// (`vignette_conforming_types`); each one's `previews` is built once, with the clock frozen at the
/// preview clock, and every `previewContext` call made while building it is
/// recorded (Docs/SwiftUI/Previews.md). Views are only built, never drawn.
final class PreviewProviderStates: @unchecked Sendable {
    static let shared = PreviewProviderStates()

    private let lock = NSLock()
    private let building = NSLock()
    private var built = false
    private var recorded: [(attributesType: String, state: PreviewActivityState)] = []
    @TaskLocal static var recording: PreviewProviderStates?

    /// The states recorded for attributes of type `attributesType`, a state shown in several view
    /// kinds counted once.
    func states(for attributesType: String) -> [PreviewActivityState] {
        buildOnce()
        var seen: Set<Data> = []
        return lock.withLock { recorded }.filter { $0.attributesType == attributesType }.compactMap {
            if let identity = $0.state.identity, !seen.insert(identity).inserted { return nil }
            return $0.state
        }
    }

    /// Called by `previewContext` while a provider's previews are built.
    func record(attributesType: String, state: PreviewActivityState) {
        lock.withLock { recorded.append((attributesType, state)) }
    }

    private func buildOnce() {
        // On the main actor, where `previews` is built; readers wait here while the first builds, so nobody sees
        // half the states. The lock is only ever taken on the main queue, so no thread holds it while it waits
        // for the main actor.
        onMainThread {
            building.withLock {
                guard !built else { return }
                built = true
                let providers = Self.providerTypes()
                Self.$recording.withValue(self) {
                    WallClock.frozen(at: WallClock.previewClock) {
                        for provider in providers { Self.build(provider) }
                    }
                }
            }
        }
    }

    /// Builds `P.previews`, main-actor code as Apple's `PreviewProvider` is, on the main thread (`onMainActor`).
    private static func build<P: PreviewProvider>(_ provider: P.Type) {
        onMainActor(provider) { _ = $0.previews }
    }

    /// The executable's non-generic `PreviewProvider` types.
    static func providerTypes() -> [any PreviewProvider.Type] {
        var buffer = [UnsafeRawPointer?](repeating: nil, count: 512)
        let count = conformingTypes("SwiftUI", "PreviewProvider", &buffer, buffer.count)
        return buffer.prefix(count).compactMap { metadata in
            guard let metadata else { return nil }
            return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type
        }
    }
}
