import Foundation
import Vignette

/// An accessory-style gauge: a ring open at the bottom, a faint track and a marker
/// at `fraction` of the way round, ringed in black so it reads on the track.
struct OpenGauge: Component {
    let fraction: Double
    let diameter: CGFloat
    let lineWidth: CGFloat
    /// The gap at the bottom, in degrees.
    var opening: Double = 90

    var body: some Element {
        let sweep = 360 - opening
        let radius = (diameter - lineWidth) / 2
        let angle = (-sweep / 2 + sweep * min(max(fraction, 0), 1)) * .pi / 180
        Layers {
            arc(start: -sweep / 2, sweep: sweep, lineWidth: lineWidth, paint: .white.opacity(0.35))
            Disc().fill(.white)
                .frame(width: lineWidth + 1, height: lineWidth + 1)
                .padding(1.5)
                .background(Disc().fill(.black.opacity(0.7)))
                .offset(x: radius * CGFloat(sin(angle)), y: -radius * CGFloat(cos(angle)))
                .widgetAccentable()
        }
        .frame(width: diameter, height: diameter)
    }
}
