// `import os` brings the same logging names as `import OSLog`, as on Apple's platforms.
@_exported import OSLog
