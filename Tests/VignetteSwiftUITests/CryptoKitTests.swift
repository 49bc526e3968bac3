import CryptoKit
import Foundation
import Testing

/// CryptoKit's hashes and HMAC against the published test vectors (Docs/Compatibility.md, "Frameworks Linux lacks").
struct CryptoKitTests {
    private func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
    private let abc = Data("abc".utf8)
    private let twoBlocks = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    private let fox = Data("The quick brown fox jumps over the lazy dog".utf8)

    @Test func md5MatchesRFC1321() {
        #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(Insecure.MD5.hash(data: fox)) == "9e107d9d372bb6826bd81d3542a419d6")
        let digits = Data("12345678901234567890123456789012345678901234567890123456789012345678901234567890".utf8)
        #expect(hex(Insecure.MD5.hash(data: digits)) == "57edf4a22be3c955ac49da2e2107b67a")
        #expect(Insecure.MD5Digest.byteCount == 16 && Array(Insecure.MD5.hash(data: abc)).count == 16)
    }

    @Test func sha1AndSHA256MatchFIPS180() {
        #expect(hex(Insecure.SHA1.hash(data: Data())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.SHA1.hash(data: twoBlocks)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: twoBlocks)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(hex(Insecure.SHA1.hash(data: million)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func feedingInPiecesGivesTheSameDigest() {
        var sha = SHA256()
        for chunk in stride(from: 0, to: twoBlocks.count, by: 7) {
            sha.update(data: twoBlocks[chunk..<min(chunk + 7, twoBlocks.count)])
        }
        #expect(sha.finalize() == SHA256.hash(data: twoBlocks))
        #expect(
            SHA256.hash(data: abc).description
                == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Data(Insecure.MD5.hash(data: abc)).count == 16)
    }

    @Test func hmacMatchesRFC2202AndRFC4231() {
        let jefe = SymmetricKey(data: Data("Jefe".utf8))
        let question = Data("what do ya want for nothing?".utf8)
        #expect(
            hex(HMAC<Insecure.MD5>.authenticationCode(for: question, using: jefe)) == "750c783e6ab0b503eaa86e310a5db738"
        )
        #expect(
            hex(HMAC<Insecure.SHA1>.authenticationCode(for: question, using: jefe))
                == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        #expect(
            hex(HMAC<SHA256>.authenticationCode(for: question, using: jefe))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let long = SymmetricKey(data: Data(repeating: 0xaa, count: 80))
        let message = Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
        #expect(
            hex(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: long))
                == "aa4ae5e15272d00e95705637ce8a3b55ed402112")
        let code = HMAC<SHA256>.authenticationCode(for: question, using: jefe)
        #expect(
            code.byteCount == 32 && HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: question, using: jefe))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: abc, using: jefe))
        #expect(SymmetricKey(size: .bits256).bitCount == 256)
    }
}
