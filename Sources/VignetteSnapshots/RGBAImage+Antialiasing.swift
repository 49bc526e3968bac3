extension RGBAImage {
    /// Whether pixel (x, y) looks like part of an anti-aliased edge, so that a change there
    /// is a shifted edge rather than a changed picture.
    ///
    /// An edge pixel sits between a darker and a brighter neighbour, has at most two
    /// neighbours of its own brightness (else it is inside a flat area), and the darkest or
    /// the brightest neighbour lies in a flat area in both images: the two sides of the edge
    /// are solid, only the blend between them moved.
    func isAntialiased(x: Int, y: Int, other: RGBAImage) -> Bool {
        let center = brightness(y * width + x)
        // Pixels on the border have fewer neighbours; count the missing ones as equal.
        var equal = (x == 0 || y == 0 || x == width - 1 || y == height - 1) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt: (Int, Int)?, brightestAt: (Int, Int)?
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let delta = brightness(ny * width + nx) - center
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        guard let darkestAt, let brightestAt else { return false }
        return (isInFlatArea(darkestAt) && other.isInFlatArea(darkestAt))
            || (isInFlatArea(brightestAt) && other.isInFlatArea(brightestAt))
    }

    /// Whether at least three neighbours of the pixel have exactly its colour.
    func isInFlatArea(_ point: (Int, Int)) -> Bool {
        let (x, y) = point
        let index = y * width + x
        var same = (x == 0 || y == 0 || x == width - 1 || y == height - 1) ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                if samePixel(index, self, ny * width + nx) {
                    same += 1
                    if same > 2 { return true }
                }
            }
        }
        return false
    }
}
