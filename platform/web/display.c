/* platform/display.h in the browser: the page's canvas is always there. */
#include <emscripten.h>

#include "display.h"

int plat_display_named(void) { return 1; }

/* The browser's own answer: the page's main pointer is a finger (a phone, a tablet). */
int plat_pointer_coarse(void)
{
    return emscripten_run_script_int(
        "typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 1 : 0");
}
