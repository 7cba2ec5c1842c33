/* platform/font.h on Linux: fontconfig matches DejaVu Sans (or the nearest sans it knows). */
#include <fontconfig/fontconfig.h>
#include <string.h>

#include "font.h"

static int match(const char *pattern, char *out, size_t cap)
{
    FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
    FcResult res;
    int ok = 0;
    if (!pat)
        return 0;
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcPattern *m = FcFontMatch(NULL, pat, &res);
    FcChar8 *file = NULL;
    if (m && FcPatternGetString(m, FC_FILE, 0, &file) == FcResultMatch && strlen((const char *)file) < cap) {
        strcpy(out, (const char *)file);
        ok = 1;
    }
    if (m)
        FcPatternDestroy(m);
    FcPatternDestroy(pat);
    return ok;
}

int plat_font_find(int bold, char *out, size_t cap)
{
    return FcInit() && match(bold ? "DejaVu Sans:style=Bold" : "DejaVu Sans:style=Book", out, cap);
}

void plat_font_done(void) { FcFini(); }
