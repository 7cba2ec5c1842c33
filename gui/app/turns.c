/* The games waiting for this player, the title's count and the taskbar's flash (turns.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/my_games.h"
#include "app/net_seam.h"
#include "app/turns.h"
#include "scenes/scene_state.h"

#define LISTED_MAX 512 /* games of theirs to move remembered from a listing; more count as this many */

typedef struct {
    char addr[128];
    int port;
    char code[NET_CODE_LEN + 1];
} game_ref;

/* The count's own state (gui_app.your_turn.turns): made with the window, freed with it. */
struct gui_turns {
    gui_mygames *fetch;           /* the refresh under way, NULL none */
    uint32_t next_at;             /* SDL ticks the next refresh is due, 0: none due */
    uint32_t interval;            /* 0: GUI_TURNS_REFRESH_MS */
    game_ref yours[LISTED_MAX];   /* the listed games that were this player's to move */
    int nyours;
    char table[NET_CODE_LEN + 1]; /* the table in play at the last step ("" none) */
    int waiting;                  /* the count at the last step */
    int started;                  /* the window's first step is past */
    int listings;                 /* refreshes taken (tests) */
    int (*flash)(SDL_Window *w, SDL_FlashOperation op);
};

gui_turns *gui_turns_new(void) { return calloc(1, sizeof(gui_turns)); }

void gui_turns_free(gui_turns *t)
{
    if (t)
        gui_mygames_free(t->fetch); /* a refresh under way is dropped */
    free(t);
}

void gui_turns_set_interval_ms(gui_turns *t, uint32_t ms) { t->interval = ms; }
void gui_turns_set_flasher(gui_turns *t, int (*flash)(SDL_Window *w, SDL_FlashOperation op)) { t->flash = flash; }
int gui_turns_listings(const gui_turns *t) { return t->listings; }

static uint32_t interval(const gui_turns *t) { return t->interval ? t->interval : GUI_TURNS_REFRESH_MS; }

/* Whether the listing's server of game r failed for a reason that passes. */
static int failed_for_now(const gui_mygames *m, const game_ref *r)
{
    for (int i = 0; i < gui_mygames_server_count(m); i++) {
        const char *addr, *reason;
        int port;
        if (gui_mygames_server(m, i, &addr, &port, &reason) == GUI_MG_FAILED && port == r->port &&
            !strcmp(addr, r->addr) && gui_mygames_reason_passes(reason))
            return 1;
    }
    return 0;
}

/* A listing taken: the games it says are this player's to move. A server that did not answer
   this time for a reason that passes keeps what it said last, so that a dropped connection
   neither lowers the count nor, when it answers again, flashes the taskbar. */
static void take(gui_turns *turns, const gui_mygames *m)
{
    int kept = 0;
    for (int i = 0; i < turns->nyours; i++)
        if (failed_for_now(m, &turns->yours[i]))
            turns->yours[kept++] = turns->yours[i];
    turns->nyours = kept;
    for (int i = 0; i < gui_mygames_count(m) && turns->nyours < LISTED_MAX; i++) {
        const gui_mygame *g = gui_mygames_at(m, i);
        if (!g->yours)
            continue;
        game_ref *r = &turns->yours[turns->nyours++];
        SDL_strlcpy(r->addr, g->addr, sizeof r->addr);
        r->port = g->port;
        SDL_strlcpy(r->code, g->code, sizeof r->code);
    }
}

/* The refresh: started when due, taken when every server answered; the next is due an
   interval later, or never while the device keeps no key (leaving a table asks again). */
static void refresh(gui_app *a)
{
    gui_turns *turns = a->your_turn.turns;
    uint32_t now = SDL_GetTicks();
    if (!turns->fetch && turns->next_at && (int32_t)(now - turns->next_at) >= 0) {
        turns->fetch = gui_mygames_new(a);
        turns->next_at = 0;
    }
    if (turns->fetch) {
        gui_mygames_poll(turns->fetch);
        if (gui_mygames_loading(turns->fetch))
            return;
        take(turns, turns->fetch);
        turns->listings++;
        if (gui_mygames_server_count(turns->fetch))
            turns->next_at = (now + interval(turns)) | 1;
        gui_mygames_free(turns->fetch);
        turns->fetch = NULL;
    }
    /* The My games screen's own listing is as new as one can be: the count follows it. */
    gui_mygames_state *st = a->scene == GUI_SCENE_MYGAMES ? gui_mygames_state_of(a) : NULL;
    if (st && st->made && !gui_mygames_loading(st->list))
        take(turns, st->list);
}

/* 1 when the table in play waits for the person at this screen. */
static int table_waits(gui_app *a)
{
    if (gui_net_role_of(a) == GUI_NET_NONE || !a->game)
        return 0;
    const cit_game *e = gui_game_engine(a->game);
    return !cit_game_over(e) && gui_app_seat_here(a, cit_game_pending(e).player);
}

static int count(gui_app *a)
{
    const gui_turns *turns = a->your_turn.turns;
    /* A table being joined counts as listed until its game came: no dip, no flash on arriving */
    int n = table_waits(a), client = gui_net_role_of(a) == GUI_NET_CLIENT && a->game;
    for (int i = 0; i < turns->nyours; i++) {
        const game_ref *r = &turns->yours[i];
        int in_play = client && r->port == gui_net_port(a) && !strcmp(r->code, gui_net_code(a)) &&
                      !strcmp(r->addr, gui_net_addr(a));
        n += !in_play; /* the table in play counts as it is now, not as it was listed */
    }
    return n;
}

void gui_turns_step(gui_app *a)
{
    gui_turns *turns = a->your_turn.turns;
    const char *table = gui_net_role_of(a) == GUI_NET_NONE ? "" : gui_net_code(a);
    if (!turns->started || (turns->table[0] && strcmp(turns->table, table) != 0 && !turns->fetch))
        turns->next_at = SDL_GetTicks() | 1; /* the first frame; or a table left: its listing is old */
    turns->started = 1;
    SDL_strlcpy(turns->table, table, sizeof turns->table);
    refresh(a);
    int n = count(a);
    int behind = !(SDL_GetWindowFlags(a->win) & SDL_WINDOW_INPUT_FOCUS);
    if (n > turns->waiting && behind) /* a game more waits, and the player is elsewhere */
        (turns->flash ? turns->flash : SDL_FlashWindow)(a->win, SDL_FLASH_UNTIL_FOCUSED);
    turns->waiting = n;
}

int gui_turns_waiting(const gui_turns *turns) { return turns->waiting; }

void gui_turns_title(const gui_turns *turns, const char *base, char *buf, size_t cap)
{
    if (turns->waiting > 0)
        snprintf(buf, cap, "(%d) %s", turns->waiting, base);
    else
        SDL_strlcpy(buf, base, cap);
}

int gui_turns_wait_ms(const gui_turns *turns, int tick)
{
    if (turns->fetch)
        return tick;
    if (!turns->next_at)
        return -1;
    int32_t left = (int32_t)(turns->next_at - SDL_GetTicks());
    return left > 0 ? left : 0;
}
