// Apple's Accelerate framework (https://developer.apple.com/documentation/accelerate), which Linux lacks: the
// names widget code imports (Docs/Compatibility.md, "Frameworks Linux lacks", "Accelerate").

/// Accelerate's namespace of digital signal processing functions
/// (https://developer.apple.com/documentation/accelerate/vdsp-snv): here its name only, which daneden/Solstice's
/// CircularSolarChart.swift imports (`import enum Accelerate.vDSP`) and calls none of.
public enum vDSP {}
