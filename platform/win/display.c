/* platform/display.h on Windows: a program started in a desktop session always has one;
   DISPLAY means nothing there. */
#include "display.h"

int plat_display_named(void) { return 1; }

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
