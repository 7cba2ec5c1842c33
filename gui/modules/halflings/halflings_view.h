/* Halflings in the window: the hands (the viewer's face up, the others' as backs with a count),
   dragging a triangle from the hand onto a half cell, the pass-the-mouse curtain, and its
   per-game state. */
#ifndef GUI_HALFLINGS_VIEW_H
#define GUI_HALFLINGS_VIEW_H

#include "modules/gui_module.h"

#define HALF_MAX_HAND 8
#define HALF_MAX_PLACES 256
#define HALF_NOWHERE (-1000) /* want_x of a triangle played from the keyboard: not dropped */
/* The slot a triangle or a tile sits in, in a hand or the draft: its corners, in layout units. */
#define HALF_SLOT_RADIUS 5

/* Its per-game GUI state (gui_game_module). */
typedef struct {
    int viewer1;      /* player + 1 the curtain was last lifted for (the last person at the screen); 0 none */
    int shown_key;    /* session length + 1 of the decision the curtain was lifted for */
    /* The hand of the player to move and where each triangle fits (built per decision). */
    int cache_key;    /* session length + 1 the cache is for; 0 stale */
    int nhand;
    cit_tile_id hand[HALF_MAX_HAND];
    int fits[HALF_MAX_HAND];
    cit_placement place[HALF_MAX_HAND][HALF_MAX_PLACES];
    int nplace[HALF_MAX_HAND];
    SDL_Rect slot_rc[HALF_MAX_HAND]; /* where the hand was drawn (this frame) */
    int hover_slot;   /* the hand triangle under the pointer last frame (its halves lit), -1 none */
    /* The drag of a triangle from the hand. */
    int drag_slot, drag_rot, drag_turned, drag_x, drag_y;
    /* Asked of the turn question next frame: draw, or play a triangle and put it at x,y,rot. */
    int want_draw, want_play, want_tile, want_x, want_y, want_rot;
    int want_sent;    /* session length + 1 the play was asked at */
    int played_len;   /* session length after this turn's "play" (Ctrl+Z takes it back), 0 none */
    int up;           /* the curtain covers the window (this frame) */
    int face_up;      /* the seat whose triangles the panel drew face up this frame, -1 none */
    const char *tip;  /* a special triangle's explanation shown on hover this frame (hand, draft), or NULL */
    SDL_Rect pick_rc[32]; /* the draft's tiles as drawn (this frame), in the display's order */
    int npick;
    /* A crop-circle answer under the pointer: its part outlined on the board. */
    int hl, hl_x, hl_y, hl_spot, hl_half;
    /* Inns & Cathedrals: a crop-circle answer chose the normal or the big follower (big_answer),
       so the "big yes|no" the engine asks next (at session length + 1 == big_key) is answered
       with it; 0: no such answer pending */
    int big_key, big_answer;
} half_state;

half_state *half_state_of(const gui_game *g);
/* The one rule for the hands: the seat whose hand the screen may show face up now, or -1
   (every hand shows its back). See halflings_view.c and docs/gui.md. */
int half_shown_seat(const gui_module_ctx *ctx);
/* The last move's score flash and "+N" (or a computer's tile gliding in) are still on show:
   the curtain waits for them. */
int half_effects_on_show(const gui_module_ctx *ctx);
/* The player to move decides the turn question and sees their hand (no curtain up). */
int half_turn_open(const gui_module_ctx *ctx);
/* The hand cache for the current decision (builds it when stale). */
void half_refresh(gui_module_ctx *ctx);
/* The turn question's answer: arg0 1 plays hand tile `tile`, 0 draws a square. */
cit_move half_turn_move(int arg0, int tile);

/* Hooks (gui_module.h). */
int half_panel(gui_module_ctx *ctx, int x, int y, int w);
int half_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
int half_press(gui_module_ctx *ctx);
void half_drag_motion(gui_module_ctx *ctx);
void half_drag_release(gui_module_ctx *ctx, int far);
void half_drag_turn(gui_module_ctx *ctx);
void half_drag_draw(gui_module_ctx *ctx);
void half_draw_under(gui_module_ctx *ctx);
void half_draw_over(gui_module_ctx *ctx);
int half_hot(gui_module_ctx *ctx, int over_board);
const char *half_hint(const gui_module_ctx *ctx);
const char *half_key_help(const gui_module_ctx *ctx);
int half_cover(gui_module_ctx *ctx);
void half_turn_reset(gui_game *g);
int half_undo(gui_game *g);

/* A tile's name for people: the special triangles by their kind, else "triangle". */
const char *half_tile_name(const cit_game *e, int tile);
/* What a special triangle does, in a sentence (vineyard, hill, sheep, crop circle), or NULL. */
const char *half_tile_tip(const cit_game *e, int tile);
/* A dark box with `text` wrapped to width w, its bottom at `bottom` (a hover's explanation). */
void half_tip_box(gui_module_ctx *ctx, const char *text, int x, int bottom, int w);

#endif
