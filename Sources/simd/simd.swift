// Apple's `simd` module (https://developer.apple.com/documentation/accelerate/simd-library), which Linux
// lacks: the functions widget code calls, over the standard library's SIMD2/3/4 (Apple's `simd_double3` is
// `SIMD3<Double>`), with Apple's results (Docs/Compatibility.md, "Frameworks Linux lacks", "simd").
// Found in daneden/Solstice's SkyGradient.swift.

/// The dot product of `x` and `y`, the sum of their lanes' products (`simd_dot`,
/// https://developer.apple.com/documentation/simd/simd_dot(_:_:)-6bwz2).
@inlinable public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
    var sum: V.Scalar = 0
    for lane in x.indices { sum += x[lane] * y[lane] }
    return sum
}

/// The length of `x`, the square root of its dot product with itself (`simd_length`,
/// https://developer.apple.com/documentation/simd/simd_length(_:)-7fmgd).
@inlinable public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
    simd_dot(x, x).squareRoot()
}

/// The lane-wise maximum of `x` and `y` (`simd_max`, https://developer.apple.com/documentation/simd/simd_max(_:_:)-6mpwu):
/// each lane is the larger, and where one lane is NaN the other, as C's `fmax` (and `V.Scalar.maximum`) gives.
@inlinable public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: BinaryFloatingPoint {
    var result = x
    for lane in x.indices { result[lane] = V.Scalar.maximum(x[lane], y[lane]) }
    return result
}

/// The largest lane of `x` (`simd_reduce_max`, https://developer.apple.com/documentation/simd/reduce_max(_:)-66smw:
/// "Returns the maximum value in a vector"); NaN lanes are passed over as `fmax` passes them.
@inlinable public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
    var largest = x[0]
    for lane in x.indices { largest = V.Scalar.maximum(largest, x[lane]) }
    return largest
}
