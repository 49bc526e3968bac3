import Foundation
import Vignette
import VignetteTimeline
import VignetteCairo

/// A widget to lint: its definition, and its timeline widget when it has a provider.
public struct LintTarget: Sendable {
    /// The widget's families, moments and content.
    public var definition: WidgetDefinition
    /// The widget's timeline provider, for timeline rules; nil skips them.
    public var timeline: AnyTimelineWidget?

    /// A widget to lint, with its provider when it has one.
    public init(definition: WidgetDefinition, timeline: AnyTimelineWidget? = nil) {
        self.definition = definition
        self.timeline = timeline
    }
}

/// Runs rules over every selected widget × family × device × appearance × moment, and
/// over each widget's provider; merges findings that differ only by moment and sets
/// aside the ones a widget silenced with a reason.
public struct Linter {
    /// The rules to run; every rule by default.
    public var rules: [LintRule] = LintRules.all
    /// Per-widget settings: app name, icons and silenced rules.
    public var configuration = LintConfiguration()
    /// Default: the smallest and the largest iPhone, where text breaks first and last.
    public var devices: [Device]
    /// The OS whose sizes and colours the renderings use.
    public var os: OSVersion = .default
    /// nil: every family the widget supports (and the device offers).
    public var families: [WidgetFamily]?
    /// nil: every appearance each family can have.
    public var appearances: [Appearance]?
    /// Moment names; nil: all the widget's moments.
    public var moments: [String]?
    /// The locales every rendering is made in (`--locale`); en-US by default.
    public var locales: [Locale] = [LocaleNames.standard]
    /// Where the widgets' pictures and symbols come from; default: files, relative paths
    /// against the working directory.
    public var resources = ResourceResolver.files()

    /// A linter over `devices`, with every rule, the default OS and all families and moments.
    public init(devices: [Device]) {
        self.devices = devices
    }

    /// The smallest and largest iPhones on `os` (one device when they are the same).
    public static func defaultDevices(os: OSVersion = .default) -> [Device] {
        let catalog = DeviceCatalog.standard
        let picked = [catalog.smallestPhone(os: os), catalog.largestPhone(os: os)].compactMap { $0 }
        return picked.isEmpty
            ? [catalog.defaultDevice] : picked.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Runs the rules over every target's renderings and provider; `progress` gets one line per widget.
    public func run(
        _ targets: [LintTarget], textEngine: TextEngine, renderer: CairoRenderer,
        progress: (String) -> Void = { _ in }
    ) -> LintResult {
        // Views record the Swift line that made them, so findings can name it (Docs/Lint.md §5).
        SourceOrigin.$isRecording.withValue(true) {
            runRecording(targets, textEngine: textEngine, renderer: renderer, progress: progress)
        }
    }

    private func runRecording(
        _ targets: [LintTarget], textEngine: TextEngine, renderer: CairoRenderer,
        progress: (String) -> Void
    ) -> LintResult {
        var run = LintRun()
        var samples: [String: PreparedWidget] = [:]
        var timelines = 0
        for target in targets {
            let widget = target.definition
            let settings = configuration.settings(for: widget.id)
            let moments = selectedMoments(widget)
            let widePlace = LintRun.place(widget: widget.id)
            // The Swift line that made a node, when the SwiftUI layer knows it (Docs/Lint.md §5).
            func finish(_ sample: LintSample?) -> (inout LintFinding, LintIssue) -> Void {
                { finding, issue in
                    if let origin = sample?.layout.sourceOrigin(node: issue.node, frame: issue.frame) {
                        finding.file = origin.fileID
                        finding.line = origin.line
                    }
                }
            }
            run.lintSubject(rules, LintContext(widget: widget, settings: settings), at: widePlace)

            for (device, locale) in devices.flatMap({ device in locales.map { (device, $0) } }) {
                for moment in moments {
                    progress(
                        "\(widget.id) on \(device.id) at \(moment.name)"
                            + (LocaleNames.fileNamePart(of: locale).map { " in \($0)" } ?? ""))
                    let specs = families(of: widget, on: device).flatMap { family in
                        appearances(for: family, on: device).map { appearance in
                            WidgetRenderSpec(
                                family: family, device: device, os: os, appearance: appearance,
                                scale: LintSample.scale, date: moment.date, timeZone: widget.timeZone, locale: locale)
                        }
                    }
                    let prepared = run.lintRenderings(
                        specs, rules: rules,
                        place: { spec in
                            LintRun.place(
                                widget: widget.id, family: spec.family.rawValue, device: device.id,
                                appearance: spec.appearance.rawValue, moments: [moment.name],
                                locale: LocaleNames.fileNamePart(of: locale))
                        },
                        isFirstLook: { appearances(for: $0.family, on: device).first == $0.appearance },
                        prepare: { spec -> (key: String, sample: LintSample) in
                            let prepared = try widget.prepare(spec, textEngine: textEngine, resources: resources)
                            let sample = LintSample(
                                family: spec.family, device: device, appearance: spec.appearance,
                                moment: moment.name, prepared: prepared, renderer: renderer, locale: locale)
                            sample.relayout = { [resources] in
                                try widget.prepare($0, textEngine: textEngine, resources: resources)
                            }
                            return (sample.key, sample)
                        },
                        context: { sample, group in
                            LintContext(widget: widget, settings: settings, sample: sample) { family, appearance in
                                group.first { $0.spec.family == family && $0.spec.appearance == appearance }?.sample
                            }
                        }, finish: { finish($0) })
                    for (key, sample) in prepared { samples[key] = sample.prepared }
                }
            }

            if let timeline = target.timeline, rules.contains(where: { $0.scope.unit == .timeline }) {
                progress("\(widget.id): simulating its timeline")
                timelines += 1
                let instant = moments.first?.date ?? Date()
                let family = timeline.families.first ?? .systemSmall
                let size = (try? devices[0].widgetSize(family, os: os)) ?? CGSize(width: 170, height: 170)
                do {
                    let probe = try timeline.probe(
                        timeline.scenario(day: instant, family: family, displaySize: size), at: instant)
                    let context = LintContext(widget: widget, settings: settings, probe: probe)
                    for rule in rules where rule.scope.unit == .timeline {
                        run.apply(rule, context, at: widePlace, finish: finish(nil))
                    }
                } catch {
                    run.add(
                        LintRules.renderFailed, [LintIssue("could not simulate the timeline: \(error)")], at: widePlace)
                }
            }
        }
        return Self.settle(
            run.raw, configuration: configuration, samples: samples, renderings: run.renderings, timelines: timelines)
    }

    /// Merges findings that differ only by moment, then sets aside silenced ones.
    static func settle(
        _ raw: [LintFinding], configuration: LintConfiguration, samples: [String: PreparedWidget],
        renderings: Int, timelines: Int
    ) -> LintResult {
        var merged: [LintFinding] = []
        var index: [[String?]: Int] = [:]
        for finding in raw {
            if let at = index[finding.mergeKey] {
                merged[at].moments += finding.moments.filter { !merged[at].moments.contains($0) }
            } else {
                index[finding.mergeKey] = merged.count
                merged.append(finding)
            }
        }
        var kept: [LintFinding] = [], silenced: [(LintFinding, String)] = []
        for finding in merged {
            let silence = configuration.settings(for: finding.widget).silence?.first {
                $0.rule == finding.rule && ($0.family == nil || $0.family == finding.family)
            }
            // A silence without a reason does not silence: it is a finding of its own.
            if let silence, let reason = silence.reason?.trimmingCharacters(in: .whitespaces), !reason.isEmpty {
                silenced.append((finding, reason))
            } else {
                kept.append(finding)
            }
        }
        return LintResult(
            findings: kept, silenced: silenced, samples: samples, renderings: renderings, timelines: timelines)
    }

    private func selectedMoments(_ widget: WidgetDefinition) -> [WidgetDefinition.Moment] {
        let all = widget.moments.isEmpty ? [WidgetDefinition.Moment(name: "now", date: Date())] : widget.moments
        guard let moments else { return all }
        return all.filter { moments.contains($0.name) }
    }

    private func families(of widget: WidgetDefinition, on device: Device) -> [WidgetFamily] {
        (families ?? widget.families).filter { widget.families.contains($0) && device.offers($0, os: os) }
    }

    /// The appearances asked for, or every one the family has except the locked ones, which differ
    /// from their unlocked look only by redacted private content (linted when asked for).
    private func appearances(for family: WidgetFamily, on device: Device) -> [Appearance] {
        (appearances ?? Appearance.all(for: family, on: device.platform, os: os).filter { !$0.isLocked }).filter {
            $0.applies(to: family, on: device.platform, os: os)
        }
    }
}
