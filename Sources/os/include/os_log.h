// `import os.log`: Logger, OSLog and os_log are Swift, in the OSLog module (see module.modulemap).
#ifndef VIGNETTE_OS_LOG_H
#define VIGNETTE_OS_LOG_H
#include "os.h"
#endif
