import CCairo
import Foundation
import Vignette

extension FontLibrary {
    /// The one fontconfig rule the private configuration carries: scale bitmap-only fonts
    /// (Noto Color Emoji has a single 109-pixel strike) to the requested size. Systems get
    /// this from /etc/fonts/conf.d; Vignette loads no system configuration, so it states it.
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
        </fontconfig>
        """

    static func loadRules(into config: OpaquePointer) throws {
        let loaded = rules.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        guard loaded != 0 else {
            throw VignetteError.backend(
                operation: "FcConfigParseAndLoadFromMemory", reason: "the bitmap scaling rule did not parse")
        }
    }
}
