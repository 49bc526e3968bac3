/// The system-declared types, as Apple's "System-declared uniform type identifiers" lists them
/// (https://developer.apple.com/documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers):
/// identifier, the types each conforms to, filename extensions and MIME types.
extension UTType {
    static let systemTypes: [UTType] = [
        UTType(identifier: "public.item", parents: []),
        UTType(identifier: "public.content", parents: []),
        UTType(identifier: "public.composite-content", parents: ["public.content"]),
        UTType(identifier: "public.data", parents: ["public.item"]),
        UTType(identifier: "public.directory", parents: ["public.item"]),
        UTType(identifier: "public.folder", parents: ["public.directory"]),
        UTType(identifier: "public.url", parents: ["public.data"]),
        UTType(identifier: "public.file-url", parents: ["public.url"]),
        UTType(identifier: "public.text", parents: ["public.data", "public.content"]),
        UTType(
            identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"],
            mimeTypes: ["text/plain"]),
        UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"]),
        UTType(
            identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"]),
        UTType(
            identifier: "public.xml", parents: ["public.text"], extensions: ["xml"],
            mimeTypes: ["application/xml", "text/xml"]),
        UTType(
            identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"]),
        UTType(
            identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"],
            extensions: ["csv"],
            mimeTypes: ["text/csv"]),
        UTType(identifier: "public.delimited-values-text", parents: ["public.text"]),
        UTType(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"]),
        UTType(
            identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"],
            mimeTypes: ["application/pdf"]),
        UTType(identifier: "public.image", parents: ["public.data", "public.content"]),
        UTType(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
        UTType(
            identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"]
        ),
        UTType(
            identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"]),
        UTType(identifier: "public.heic", parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"]),
        UTType(
            identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"],
            mimeTypes: ["image/webp"]),
        UTType(
            identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"],
            mimeTypes: ["image/svg+xml"]),
        UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"]),
        UTType(identifier: "public.movie", parents: ["public.audiovisual-content"]),
        UTType(identifier: "public.audio", parents: ["public.audiovisual-content"]),
        UTType(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"]),
        UTType(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
        UTType(
            identifier: "public.zip-archive", parents: ["public.data"], extensions: ["zip"],
            mimeTypes: ["application/zip"]),
    ]

    /// A base type of the hierarchy.
    public static let item = UTType("public.item")!
    /// Data that people see, read or hear.
    public static let content = UTType("public.content")!
    /// Bytes.
    public static let data = UTType("public.data")!
    /// A directory.
    public static let directory = UTType("public.directory")!
    /// A folder people see.
    public static let folder = UTType("public.folder")!
    /// A URL.
    public static let url = UTType("public.url")!
    /// A file URL.
    public static let fileURL = UTType("public.file-url")!
    /// Text.
    public static let text = UTType("public.text")!
    /// Text with no markup.
    public static let plainText = UTType("public.plain-text")!
    /// UTF-8 text with no markup.
    public static let utf8PlainText = UTType("public.utf8-plain-text")!
    /// HTML.
    public static let html = UTType("public.html")!
    /// XML.
    public static let xml = UTType("public.xml")!
    /// JSON.
    public static let json = UTType("public.json")!
    /// Comma-separated values.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text")!
    /// A property list.
    public static let propertyList = UTType("com.apple.property-list")!
    /// PDF.
    public static let pdf = UTType("com.adobe.pdf")!
    /// An image.
    public static let image = UTType("public.image")!
    /// PNG.
    public static let png = UTType("public.png")!
    /// JPEG.
    public static let jpeg = UTType("public.jpeg")!
    /// GIF.
    public static let gif = UTType("com.compuserve.gif")!
    /// HEIC.
    public static let heic = UTType("public.heic")!
    /// WebP.
    public static let webP = UTType("org.webmproject.webp")!
    /// SVG.
    public static let svg = UTType("public.svg-image")!
    /// Audio and video.
    public static let audiovisualContent = UTType("public.audiovisual-content")!
    /// A movie.
    public static let movie = UTType("public.movie")!
    /// Audio.
    public static let audio = UTType("public.audio")!
    /// MPEG-4.
    public static let mpeg4Movie = UTType("public.mpeg-4")!
    /// MP3.
    public static let mp3 = UTType("public.mp3")!
    /// A zip archive.
    public static let zip = UTType("public.zip-archive")!
}
