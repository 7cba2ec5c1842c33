/* platform/startfail.h on Linux: the stderr line the caller printed reaches the terminal,
   or the desktop session's journal for a game started from a menu; nothing more to do. */
#include "startfail.h"

void plat_start_failed(const char *why, int files_missing)
{
    (void)why;
    (void)files_missing;
}
