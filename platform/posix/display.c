/* platform/display.h on Linux: X11's DISPLAY, Wayland's WAYLAND_DISPLAY, or a driver asked
   for on purpose; without any, SDL's Wayland probe would only print its own complaint. */
#include <stdlib.h>

#include "display.h"

static int set(const char *name) {
    const char *v = getenv(name);
    return v && *v;
}

int plat_display_named(void) { return set("DISPLAY") || set("WAYLAND_DISPLAY") || set("SDL_VIDEODRIVER"); }

/* SDL says nothing of the pointer before a finger touches (gui/app/app.c). */
int plat_pointer_coarse(void) { return -1; }
