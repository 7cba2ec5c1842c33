/* platform/intl.h on Windows: GNU libintl, the catalogues by their wide path, the C runtime's
   environment (the one libintl's getenv reads). */
#include <libintl.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

#include "intl.h"

const char *plat_intl_bind(const char *domain, const char *dir, const char *fallback)
{
    (void)fallback; /* the catalogues are always beside the program */
    /* libintl's narrow bindtextdomain reads the path in the ANSI code page and finds nothing in
       a folder named outside it ("Hry – Čeština"; tests/intl/plurals.c): UTF-16 it is. */
    wchar_t wdir[1200];
    if (MultiByteToWideChar(CP_UTF8, 0, dir, -1, wdir, (int)(sizeof wdir / sizeof wdir[0])) > 0)
        wbindtextdomain(domain, wdir);
    else
        bindtextdomain(domain, dir);
    return dir;
}

void plat_intl_prepare(void)
{
    /* GNU libintl ignores LANGUAGE while LC_ALL, LC_MESSAGES or LANG says C. A Windows player
       has none of them, but Wine passes the Unix ones on. */
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && (strcmp(v, "C") == 0 || strcmp(v, "POSIX") == 0))
            _putenv_s(vars[i], "");
    }
}

void plat_intl_env(const char **list, const char **locale)
{
    *list = NULL; /* Windows' UI languages: SDL_GetPreferredLocales */
    *locale = NULL;
}

void plat_intl_set_language(const char *lang) { _putenv_s("LANGUAGE", lang); }
