/* platform/argv.h on Windows: main's argv is in the ANSI code page, so the wide command line
   is split again (by Windows' own rules) and converted to UTF-8. */
#include <windows.h>
#include <shellapi.h>
#include <stdlib.h>

#include "argv.h"

char **plat_utf8_argv(int argc, char **argv) {
    int n = 0;
    wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
    if (!w) return NULL;
    char **out = n == argc ? calloc((size_t)n + 1, sizeof *out) : NULL;
    for (int i = 0; out && i < n; i++) {
        int len = WideCharToMultiByte(CP_UTF8, 0, w[i], -1, NULL, 0, NULL, NULL);
        out[i] = len > 0 ? malloc((size_t)len) : NULL;
        if (!out[i] || WideCharToMultiByte(CP_UTF8, 0, w[i], -1, out[i], len, NULL, NULL) != len) {
            for (int j = 0; j <= i; j++) free(out[j]);
            free(out);
            out = NULL;
        }
    }
    LocalFree(w);
    (void)argv;
    return out;
}
