/* platform/dirs.h in the browser: three folders under /citadela, the one folder the page
   keeps in the browser's IndexedDB (web/pre.js mounts and loads it before main runs;
   platform/web/fs.c writes it back after every change). */
#include <stdio.h>

#include "dirs.h"
#include "fs.h"

int plat_user_dir(plat_dir kind, char *buf, size_t cap)
{
    static const char *const sub[] = {"data", "state", "config"};
    int n = snprintf(buf, cap, "/citadela/%s/", sub[kind]);
    if (n < 0 || (size_t)n >= cap)
        return cap ? (buf[0] = 0, -1) : -1;
    plat_mkdir(buf);
    return 0;
}
