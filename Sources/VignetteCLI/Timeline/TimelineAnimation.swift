import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// `vignette timeline --animate`: the day's entries as an animated PNG, each entry held for
/// a moment and each change drawn frame by frame as iOS animates it (`EntryTransition`).
enum TimelineAnimation {
    /// What to animate: every change of the day, or the one change at a local time.
    enum Span: Equatable {
        case day
        /// The change to the entry on screen at this minute of the day, from the one before it.
        case change(atMinute: Int)

        static func parse(_ text: String) throws -> Span {
            let value = try OptionText.nonBlank(text, expected: "day, or a time like 09:45")
            if value == "day" { return .day }
            guard let minute = TimelineNames.minute(of: value), minute < 24 * 60 else {
                throw OptionError.notInRange(expected: "day, or the local time of a change as HH:mm, like 09:45")
            }
            return .change(atMinute: minute)
        }
    }

    static let framesPerSecond = 30.0
    /// How long each entry stays still before the next change, in seconds (our choice).
    static let holdSeconds = 1.0
    /// Apple: "Animations in widgets and Live Activities have a maximum duration of two seconds."
    static let maximumSeconds = 2.0

    /// The progress of each frame of one change: the spring sampled at `framesPerSecond` until it
    /// is within 1/1000 of the end (23 frames, 0.77 s) or at Apple's 2-second limit.
    static var progressSteps: [Double] {
        var steps: [Double] = []
        var frame = 1.0
        while frame / framesPerSecond <= maximumSeconds {
            let progress = EntryTransition.springProgress(at: frame / framesPerSecond)
            steps.append(progress)
            if progress >= 0.999 { break }
            frame += 1
        }
        return steps
    }

    /// The animation of `lists` (the entries in the order shown; `minutes`, the minute of the day
    /// each begins) for `span`, at `scale`: PNG frames and their delays.
    static func frames(
        _ lists: [DisplayList], minutes: [Int], span: Span, scale: Double,
        renderer: CairoRenderer, textEngine: TextEngine
    ) throws -> [AnimatedPNG.Frame] {
        var shown: [(list: DisplayList, minute: Int)] = []
        for (list, minute) in zip(lists, minutes) where shown.last?.list != list { shown.append((list, minute)) }
        if case .change(let minute) = span {
            guard let index = shown.lastIndex(where: { $0.minute <= minute }), index > 0 else {
                let times = shown.dropFirst().map { String(format: "%02d:%02d", $0.minute / 60 % 24, $0.minute % 60) }
                throw VignetteError.invalidValue(
                    name: "--animate", value: String(format: "%02d:%02d", minute / 60, minute % 60),
                    expected: times.isEmpty
                        ? "a day with a change (this one shows one entry)"
                        : "a time at or after a change: " + times.prefix(8).joined(separator: ", "))
            }
            shown = Array(shown[index - 1...index])
        }
        var frames = [AnimatedPNG.Frame(png: try renderer.png(shown[0].list, scale: scale), seconds: holdSeconds)]
        let steps = progressSteps
        for (before, after) in zip(shown, shown.dropFirst()) {
            let transition = EntryTransition(from: before.list, to: after.list)
            for (index, progress) in steps.enumerated() {
                let last = index == steps.count - 1
                let list = last ? after.list : transition.frame(at: progress, textEngine: textEngine)
                frames.append(
                    AnimatedPNG.Frame(
                        png: try renderer.png(list, scale: scale),
                        seconds: last ? holdSeconds : 1 / framesPerSecond))
            }
        }
        return frames
    }
}
