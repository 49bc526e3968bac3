import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// Which of Apple's files serves which part of the system font, by family name (Docs/Fonts.md):
/// SF Pro Text below 20 pt and Display from 20 pt, or the variable SF Pro with `opsz` at the size.
@Suite struct SystemFontRoleTests {
    @Test func applesFamilyNamesPickTheirRoles() {
        #expect(SystemFonts.roles(ofFamily: "SF Pro Text", isVariable: false) == [.text])
        #expect(SystemFonts.roles(ofFamily: "SF Pro Display", isVariable: false) == [.display])
        #expect(SystemFonts.roles(ofFamily: "SF Pro", isVariable: true) == [.variable])
        #expect(SystemFonts.roles(ofFamily: "SF Pro Rounded", isVariable: false) == [.rounded])
        #expect(SystemFonts.roles(ofFamily: "SF Mono", isVariable: false) == [.monospaced])
        #expect(SystemFonts.roles(ofFamily: "New York Small", isVariable: false) == [.serif])
        #expect(SystemFonts.roles(ofFamily: "SF Compact Text", isVariable: false) == [.compactText])
        #expect(SystemFonts.roles(ofFamily: "SF Compact", isVariable: true) == [.compactText, .compactDisplay])
        #expect(SystemFonts.roles(ofFamily: "DejaVu Sans", isVariable: false) == [.text, .display])
    }

    @Test func textAndDisplaySwitchAt20Points() {
        var fonts = SystemFonts.standIns
        fonts.assign([.text], to: "SF Pro Text")
        // Text alone serves Display sizes too, until Display is given.
        #expect(fonts.serving(.system(size: 34)).family == "SF Pro Text")
        fonts.assign([.display], to: "SF Pro Display")
        #expect(fonts.serving(.system(size: 19.5)).family == "SF Pro Text")
        #expect(fonts.serving(.system(size: 20)).family == "SF Pro Display")
        #expect(fonts.serving(.system(size: 17, design: .rounded)).family == "Quicksand")
        #expect(fonts.summary["display"] == "SF Pro Display")
        #expect(fonts.summary["monospaced"] == "DejaVu Sans Mono (stand-in)")
    }

    @Test func theVariableFontSetsItsOpticalSizeToThePointSize() {
        var fonts = SystemFonts.standIns
        fonts.assign([.variable], to: "SF Pro")
        #expect(fonts.serving(.system(size: 13)).family == "SF Pro")
        #expect(fonts.serving(.system(size: 13)).opticalSize == 13)
        #expect(fonts.serving(.system(size: 28)).opticalSize == 28)
        #expect(fonts.serving(.system(size: 28, design: .serif)).opticalSize == nil)
        #expect(fonts.isUserFont(.system(size: 28)))
        #expect(!SystemFonts.standIns.isUserFont(.system(size: 28)))
    }

    @Test func compactServesTheDefaultDesignOnlyWhenPreferred() {
        var fonts = SystemFonts.standIns
        fonts.assign([.compactText, .compactDisplay], to: "SF Compact")
        #expect(fonts.serving(.system(size: 15)).family == "Inter")
        fonts.prefersCompact = true
        #expect(fonts.serving(.system(size: 15)).family == "SF Compact")
        #expect(fonts.serving(.system(size: 24)).family == "SF Compact")
    }
}
