// The system SQLite, the library Apple ships as the SQLite3 module.
#include <sqlite3.h>
