import Foundation
import Vignette

/// A screenshot's title and subtitle, centred, set by the same text engine as widgets:
/// the title wraps to two lines and shrinks (to 60%) before it truncates, the subtitle to
/// three lines (75%). Sizes scale with the canvas (`typeScale`: short side / 440 pt, at
/// most 1.8) so an iPad caption keeps roughly the proportions of an iPhone one.
struct CaptionBlock: Component {
    let title: String
    let subtitle: String?
    let color: Paint
    let typeScale: CGFloat

    var body: some Element {
        Column(alignment: .center, spacing: 10 * typeScale) {
            Words(title)
                .font(.system(size: 34 * typeScale, weight: .bold))
                .multilineTextAlignment(.center).lineLimit(2).minimumScaleFactor(0.6)
                .named("caption-title")
            if let subtitle {
                Words(subtitle)
                    .font(.system(size: 19 * typeScale, weight: .regular))
                    .foregroundStyle(color.opacity(0.85))
                    .multilineTextAlignment(.center).lineLimit(3).minimumScaleFactor(0.75)
                    .named("caption-subtitle")
            }
        }
        .foregroundStyle(color)
    }
}
