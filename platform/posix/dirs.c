/* platform/dirs.h on POSIX: the XDG base directories plus "citadela/"; $XDG_*_HOME only
   when absolute (the spec ignores relative ones), else $HOME/.local/share,
   $HOME/.local/state, $HOME/.config. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dirs.h"
#include "fs.h"

/* mkdir -p for a path of a few levels under $HOME. */
static void make_dirs(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            plat_mkdir(tmp);
            *p = '/';
        }
    plat_mkdir(tmp);
}

int plat_user_dir(plat_dir kind, char *buf, size_t cap)
{
    static const char *const var[] = {"XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"};
    static const char *const dflt[] = {".local/share", ".local/state", ".config"};
    const char *x = getenv(var[kind]), *home = getenv("HOME");
    int n;
    if (x && x[0] == '/')
        n = snprintf(buf, cap, "%s/citadela/", x);
    else if (home && *home)
        n = snprintf(buf, cap, "%s/%s/citadela/", home, dflt[kind]);
    else
        return cap ? (buf[0] = 0, -1) : -1;
    if (n < 0 || (size_t)n >= cap)
        return buf[0] = 0, -1;
    make_dirs(buf);
    return 0;
}
