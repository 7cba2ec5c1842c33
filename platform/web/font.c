/* platform/font.h in the browser: DejaVu Sans is in the page's data (mk/web.mk puts it at
   /fonts), there being no fontconfig and no system fonts to look in. */
#include <stdio.h>

#include "font.h"

int plat_font_find(int bold, char *out, size_t cap)
{
    const char *file = bold ? "/fonts/DejaVuSans-Bold.ttf" : "/fonts/DejaVuSans.ttf";
    int n = snprintf(out, cap, "%s", file);
    return n > 0 && (size_t)n < cap;
}

void plat_font_done(void) {}
