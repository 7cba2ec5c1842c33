/* platform/intl.h in the browser: emscripten's environment is its own (LANG=C.UTF-8 whatever
   the browser says), so the languages come from SDL (navigator.languages); gettext is GNU
   libintl from the page's prefix, bound to the page's data. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <libintl.h>
#include <stdlib.h>

#include "intl.h"

const char *plat_intl_bind(const char *domain, const char *dir, const char *fallback)
{
    DIR *d = opendir(dir);
    if (d)
        closedir(d);
    else
        dir = fallback;
    bindtextdomain(domain, dir);
    return dir;
}

void plat_intl_prepare(void) {}

void plat_intl_env(const char **list, const char **locale)
{
    *list = NULL;
    *locale = NULL;
}

void plat_intl_set_language(const char *lang) { setenv("LANGUAGE", lang, 1); }
