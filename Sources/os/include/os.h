// The C side of `import os` declares nothing: Logger, OSLog and os_log are Swift, in the OSLog
// module (see module.modulemap).
#ifndef VIGNETTE_OS_H
#define VIGNETTE_OS_H
#endif
