/* The loop's wake-up event: a worker's end is drawn at once, with no input and no polling. */
#include "app/wake.h"

#include <string.h>

/* Globals forced by SDL: an event type is the process's (SDL_RegisterEvents), pushed from any
   thread. Set once on the main thread before any worker starts (SDL_CreateThread orders it). */
static Uint32 wake_type;
static SDL_atomic_t sent; /* wake-ups pushed, for gui_wake_count */

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
    if (SDL_PushEvent(&e) == 1) /* thread-safe; wakes SDL_WaitEventTimeout */
        SDL_AtomicIncRef(&sent);
}

int gui_wake_is(const SDL_Event *e) { return wake_type && e->type == wake_type; }

int gui_wake_count(void) { return SDL_AtomicGet(&sent); }
