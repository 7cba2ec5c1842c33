/* platform/intl.h on Linux: the narrow gettext calls and the environment as it is. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <libintl.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

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

void plat_intl_prepare(void)
{
#if defined(__GLIBC__)
    /* glibc ignores LANGUAGE while LC_MESSAGES is the "C" locale, and a system may have no
       other than C.UTF-8 (Debian's CI images): any real locale will do, since LANGUAGE picks
       the catalogue and bind_textdomain_codeset the encoding. */
    const char *now = setlocale(LC_MESSAGES, "");
    if (now && strcmp(now, "C") != 0 && strcmp(now, "POSIX") != 0)
        return;
    static const char *const tries[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"};
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++)
        if (setlocale(LC_MESSAGES, tries[i]))
            return;
#endif
}

void plat_intl_env(const char **list, const char **locale)
{
    const char *l = getenv("LANGUAGE");
    *list = l && *l ? l : NULL;
    *locale = NULL;
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) { /* the first one set decides, as in setlocale */
            *locale = v;
            return;
        }
    }
}

void plat_intl_set_language(const char *lang) { setenv("LANGUAGE", lang, 1); }
