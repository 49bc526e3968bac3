import CCairo
import Foundation
import Vignette

extension FontLibrary {
    /// The fontconfig rules the private configuration carries. Systems get rules like these
    /// from /etc/fonts/conf.d; Vignette loads no system configuration, so it states its own:
    ///
    /// - Scale bitmap-only fonts (Noto Color Emoji has a single 109-pixel strike) to the
    ///   requested size.
    /// - Slant an upright outline face when italics were asked for and its family has none
    ///   (DejaVu Sans Mono and DejaVu Serif, the `.monospaced` and `.serif` stand-ins, have no
    ///   italic in fonts-dejavu-core): a shear of `slant` em per em, advances unchanged. iOS
    ///   draws `.monospaced` italics in SF Mono Italic (Docs/Fonts.md, "Italics without an
    ///   italic face"); before this rule they were upright.
    /// - Answer the generic family `emoji`, which Pango asks for on runs it segments as emoji (an
    ///   emoji character, or one followed by U+FE0F), with Noto Color Emoji, as a system's
    ///   60-generic.conf does; without it fontconfig matched any font holding the character, and
    ///   "✍️" was drawn as DejaVu's outline (Docs/Fonts.md, "Emoji").
    /// - Draw Inter and Inter Display, SF Pro's stand-ins, at SF Pro's cap height: their outlines
    ///   are scaled vertically about the baseline by `capHeightScales`, advances unchanged
    ///   (Docs/Fonts.md, "Drawn at SF Pro's cap height").
    /// - Draw Quicksand, SF Pro Rounded's stand-in, at SF Pro Rounded's proportions: wider by
    ///   `roundedScale.width` (its advances with it) and taller by `roundedScale.height`
    ///   (Docs/Fonts.md, "The rounded stand-in").
    /// - File Quicksand's Light and Medium faces under the family "Quicksand": fonts-quicksand
    ///   names them as families of their own ("Quicksand Light", "Quicksand Medium"), so a light or
    ///   medium rounded weight asked of "Quicksand" got its Regular face.
    static let rules = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name><double>0</double>
                  <double>0</double><name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>true</bool></test>
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><double>1</double><double>\(syntheticSlant)</double><double>0</double><double>1</double></matrix>
              </times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
          <alias binding="same">
            <family>emoji</family>
            <prefer><family>Noto Color Emoji</family></prefer>
          </alias>
        \(capHeightScales.map(capHeightRule).joined())\(roundedFaceRules)\(roundedRule)</fontconfig>
        """

    /// The vertical scale that brings each stand-in's cap height to SF Pro's 1443/2048 em
    /// (`LineMetrics`): Inter's is 2048/2816 em (0.727), Inter Display's 1472/2048 (0.719), read
    /// from their OS/2 tables, so 0.9688 and 0.9803. iOS's ink in the fidelity corpus is that
    /// much shorter than Inter's (Docs/Comparisons.md, "Fidelity round 6").
    static let capHeightScales: [(family: String, scale: Double)] = [
        ("Inter", (1443.0 / 2048) / (2048.0 / 2816)),
        ("Inter Display", (1443.0 / 2048) / (1472.0 / 2048)),
    ]

    /// A rule scaling `family`'s outlines vertically by `scale` (the font matrix's yy).
    private static func capHeightRule(_ entry: (family: String, scale: Double)) -> String {
        """
          <match target="font">
            <test name="family" compare="eq"><string>\(entry.family)</string></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><double>1</double><double>0</double><double>0</double><double>\(entry.scale)</double></matrix>
              </times>
            </edit>
          </match>

        """
    }

    /// Quicksand drawn as wide and as tall as iOS sets SF Pro Rounded (Docs/Fonts.md, "The rounded
    /// stand-in"): on Home Assistant's widget references, ten bold values at 20 pt and a semibold
    /// "18" at 30 pt are 1.105 times as wide as Quicksand Bold sets them with Apple's rounded
    /// tracking (the one factor that fits both sizes; a tracking would need 61 and 122/1000 em),
    /// and a "1" is 44 px tall at 20 pt (3×) where Quicksand's is 42 (0.733 em against 0.700).
    static let roundedScale = (family: "Quicksand", width: 1.105, height: 44.0 / 42.0)

    /// The faces of the rounded stand-in that fonts-quicksand files as families of their own, and
    /// the style each is within "Quicksand" (their weights, 50 and 100, are already right).
    static let roundedFaces = [("Quicksand Light", "Light"), ("Quicksand Medium", "Medium")]

    /// Rules applied as each font file is scanned, renaming `roundedFaces` into the family.
    private static var roundedFaceRules: String {
        roundedFaces.map { family, style in
            """
              <match target="scan">
                <test name="family" compare="eq"><string>\(family)</string></test>
                <edit name="family" mode="assign_replace"><string>\(roundedScale.family)</string></edit>
                <edit name="style" mode="assign_replace"><string>\(style)</string></edit>
              </match>

            """
        }.joined()
    }

    /// Scales `roundedScale.family`'s outlines and advances (the font matrix's xx and yy).
    private static var roundedRule: String {
        """
          <match target="font">
            <test name="family" compare="eq"><string>\(roundedScale.family)</string></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><double>\(roundedScale.width)</double><double>0</double><double>0</double><double>\(roundedScale.height)</double></matrix>
              </times>
            </edit>
          </match>

        """
    }

    /// The shear of a synthesized italic, horizontal offset per unit of height: 0.176
    /// (10 degrees), the lean of SF Mono Italic's stems in iOS's render of Bitwarden's style
    /// guide (19 px over 108 px at 3x; Docs/Fonts.md, "Italics without an italic face").
    static let syntheticSlant = 0.176

    static func loadRules(into config: OpaquePointer) throws {
        let loaded = rules.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        guard loaded != 0 else {
            throw VignetteError.backend(
                operation: "FcConfigParseAndLoadFromMemory",
                reason:
                    "the font rules (bitmap scaling, synthetic italics, cap heights, rounded proportions) did not parse"
            )
        }
    }
}
