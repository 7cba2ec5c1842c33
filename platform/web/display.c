/* platform/display.h in the browser: the page's canvas is always there. */
#include "display.h"

int plat_display_named(void) { return 1; }
