import Foundation
import Vignette

/// A simulation with the types erased: the report, and each distinct entry ready to render.
public struct SimulationResult: Sendable {
    /// The simulation's event log.
    public var report: SimulationReport
    /// The scenario the widget ran through.
    public var scenario: SimulationScenario
    /// One per report span, in order.
    public var frames: [Frame]

    /// A span's entry as a widget that shows it, for a filmstrip.
    public struct Frame: Sendable {
        /// The report span this frame stands for.
        public var span: SimulationReport.Span
        /// The entry's own date: render at it, so text that counts from "now" reads as it did.
        public var entryDate: Date
        /// A widget that shows the span's entry whatever the render clock says.
        public var widget: WidgetDefinition
    }
}
