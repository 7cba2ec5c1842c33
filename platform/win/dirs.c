/* platform/dirs.h on Windows: the Known Folders, with Citadela\ under them: the roaming
   application data for saves and settings (they follow a user between machines), the
   local one for the autosave. */
#define COBJMACROS
#include <windows.h>
#include <knownfolders.h>
#include <shlobj.h>
#include <stdio.h>
#include <string.h>

#include "dirs.h"
#include "fs.h"

int plat_user_dir(plat_dir kind, char *buf, size_t cap)
{
    wchar_t *w = NULL;
    const KNOWNFOLDERID *id = kind == PLAT_DIR_STATE ? &FOLDERID_LocalAppData : &FOLDERID_RoamingAppData;
    if (cap)
        buf[0] = 0;
    if (SHGetKnownFolderPath(id, KF_FLAG_CREATE, NULL, &w) != S_OK) {
        CoTaskMemFree(w);
        return -1;
    }
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, buf, (int)cap, NULL, NULL); /* a user name in any script */
    CoTaskMemFree(w);
    if (n <= 0 || (size_t)n + sizeof "\\Citadela\\" > cap)
        return buf[0] = 0, -1;
    strcat(buf, "\\Citadela\\");
    return plat_mkdir(buf) == 0 ? 0 : (buf[0] = 0, -1);
}
