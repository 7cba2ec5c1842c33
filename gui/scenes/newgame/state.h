/* The new-game form's own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_NEWGAME_STATE_H
#define GUI_SCENE_NEWGAME_STATE_H

#include <SDL.h>
#include <stdint.h>

#include "engine.h" /* CIT_MAX_PLAYERS */

/* The new-game screen (also "Host a table" and a new table on a server: the same form). */
typedef struct {
    /* 0 the plain form, 1 "Host a table" (each seat a friend elsewhere or played here), 2 a new
       table on a server (every seat a player over the network): set as the form opens
       (gui_host_open). */
    int host_form;
    uint8_t seat_friend[CIT_MAX_PLAYERS];
    /* The host form's "List this table on the local network": off for every new form, so a
       laptop carried from home to a café never announces a table by an old choice. */
    int host_listed;
    /* The options list when it scrolls: pixels scrolled, where on the bar's thumb a drag holds
       it plus 1 (0: no drag), the list's window and its bar as drawn last frame (w 0: the list
       fits). A phone's two pages, each scrolled by a finger (pixels). */
    int scroll, grab;
    SDL_Rect view, bar;
    int page_scroll[2];
    int helps; /* option explanations shown under their boxes last frame */
    int note;  /* the side note showed last frame (the free room explains the option pointed at) */
    /* An expansion's "?" lesson open over the form: its module id + 1 (0: none), its screen. */
    int xlesson_module, xlesson_screen;
    char tip_why[320]; /* the pointed option's tip with why it is off: shown after the rows are drawn */
} gui_newgame_state;

/* What the new-game form keeps between visits, where its state above starts fresh: the shell
   holds it (newgame_kept, app/app.h), only the form reads it. */
typedef struct {
    int seat_think[CIT_MAX_PLAYERS]; /* each computer seat's thinking time, tenths of a second (0: Settings') */
    char seed_text[24];              /* the seed as typed */
    /* The server form's choice: 0 a live table, else a correspondence table of that many days
       a move (one of NET_PACE_DAYS). */
    int net_pace;
    /* On a phone the form is two pages (1 the players, 2 the game's mode and options; 0 on a
       wider screen): it reopens on the page last shown. */
    int page;
} gui_newgame_kept;

#endif
