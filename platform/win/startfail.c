/* platform/startfail.h on Windows: citadela.exe is linked -mwindows, so its stderr goes
   nowhere a player sees. The reason goes into %LOCALAPPDATA%\Citadela\citadela.log (appended,
   with the time) and into a message box that says what to do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <windows.h>

#include "dirs.h"
#include "fs.h"
#include "startfail.h"

/* Explorer opens a zip like a folder and, on a double click, extracts only the program into
   a temporary folder: the art, sounds and fonts beside it are then missing. */
static const char extract_hint[] =
    "Citadela needs its folders art, sfx and fonts beside citadela.exe. If you started it from "
    "inside the zip file, or copied citadela.exe alone, extract the whole zip first (right-click "
    "it, Extract All...) and start citadela.exe in the extracted folder.";

/* The log's path, or "" when Windows names no local application data folder. */
static void log_line(const char *line, char *path, size_t cap)
{
    char dir[1024];
    path[0] = 0;
    if (plat_user_dir(PLAT_DIR_STATE, dir, sizeof dir) != 0)
        return;
    snprintf(path, cap, "%scitadela.log", dir);
    FILE *f = plat_fopen(path, "ab");
    if (!f) {
        path[0] = 0;
        return;
    }
    time_t now = time(NULL);
    const struct tm *tm = gmtime(&now);
    char when[32] = "";
    if (tm)
        strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", tm);
    fprintf(f, "%s %s\r\n", when, line);
    fclose(f);
}

void plat_start_failed(const char *why, int files_missing)
{
    char line[1400], path[1100], text[2800];
    snprintf(line, sizeof line, "citadela: cannot start: %s%s%s", why, files_missing ? " -- " : "",
             files_missing ? extract_hint : "");
    log_line(line, path, sizeof path);
    const char *quiet = getenv("CITADELA_NO_MESSAGE_BOX");
    int box = !(quiet && strcmp(quiet, "1") == 0);
    snprintf(text, sizeof text, "Citadela cannot start.\n\n%s%s%s%s%s", why, files_missing ? "\n\n" : "",
             files_missing ? extract_hint : "", path[0] ? "\n\nThis message is also in " : "", path);
    if (box) {
        wchar_t wtext[2800];
        if (MultiByteToWideChar(CP_UTF8, 0, text, -1, wtext, (int)(sizeof wtext / sizeof wtext[0])) > 0)
            MessageBoxW(NULL, wtext, L"Citadela", MB_OK | MB_ICONERROR | MB_SETFOREGROUND);
    } else {
        log_line("citadela: message box not shown (CITADELA_NO_MESSAGE_BOX=1)", path, sizeof path);
    }
}
