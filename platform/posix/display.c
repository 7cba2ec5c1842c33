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

/* The keyboard is the computer's own (display.h). */
void plat_text_fields(const plat_text_field *fields, int n)
{
    (void)fields;
    (void)n;
}

void plat_text_edit(const plat_text_field *field, int id, const char *text, int caret, int selected)
{
    (void)field;
    (void)id;
    (void)text;
    (void)caret;
    (void)selected;
}

void plat_text_on_typed(void (*typed)(void)) { (void)typed; }

int plat_text_take(char *buf, size_t cap, int *caret)
{
    (void)buf;
    (void)cap;
    (void)caret;
    return 0;
}

/* A desktop's screen saver is the system's to decide (SDL already holds it off while a window
   is fullscreen). */
void plat_keep_awake(int on) { (void)on; }
