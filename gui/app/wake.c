/* The loop's wake-up event: a worker's end is drawn at once, with no input and no polling. */
#include "app/wake.h"

#include <stdlib.h>
#include <string.h>

/* Set once on the main thread before any worker starts (SDL_CreateThread orders it). */
static Uint32 wake_type;

void gui_wake_init(void)
{
    if (wake_type)
        return;
    Uint32 t = SDL_RegisterEvents(1);
    if (t != (Uint32)-1)
        wake_type = t;
}

void gui_wake(void)
{
    if (!wake_type)
        return;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = wake_type;
    if (getenv("NOWAKE")) return;
    SDL_PushEvent(&e); /* thread-safe; wakes SDL_WaitEventTimeout */
}

int gui_wake_is(const SDL_Event *e) { return wake_type && e->type == wake_type; }
