/* platform/display.h on Windows: a program started in a desktop session always has one;
   DISPLAY means nothing there. */
#include "display.h"

int plat_display_named(void) { return 1; }

/* SDL says nothing of the pointer before a finger touches (gui/app/app.c). */
int plat_pointer_coarse(void) { return -1; }
