/* platform/display.h on Windows: a program started in a desktop session always has one;
   DISPLAY means nothing there. */
#include "display.h"

int plat_display_named(void) { return 1; }
