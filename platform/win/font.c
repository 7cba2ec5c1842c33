/* platform/font.h on Windows: Windows has no DejaVu, so the zip and the installer put
   Debian's copy in fonts\ beside citadela.exe; the path is the program's own, as UTF-8. */
#include <stdlib.h>
#include <string.h>
#include <windows.h>

#include "font.h"

int plat_font_find(int bold, char *out, size_t cap)
{
    wchar_t exe[MAX_PATH + 40];
    DWORD n = GetModuleFileNameW(NULL, exe, MAX_PATH);
    if (n == 0 || n >= MAX_PATH)
        return 0;
    wchar_t *slash = wcsrchr(exe, L'\\');
    if (!slash)
        return 0;
    wcscpy(slash + 1, bold ? L"fonts\\DejaVuSans-Bold.ttf" : L"fonts\\DejaVuSans.ttf");
    /* Named even when missing: the caller's error then says which file (a zip extracted in
       part), rather than trying a Linux path, which Wine finds on its Z: drive. */
    int named = WideCharToMultiByte(CP_UTF8, 0, exe, -1, out, (int)cap, NULL, NULL) > 0;
    return named && GetFileAttributesW(exe) != INVALID_FILE_ATTRIBUTES;
}

void plat_font_done(void) {}
