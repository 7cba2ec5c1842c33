/* The Tower's GUI state in a game (gui_module.state_size): the drag of a piece or a follower
   in the figure step, where its sources were drawn, and the two pictures of a move made
   elsewhere (a piece gliding onto its tower, a captured follower leaving its tile). None of
   it is engine state. */
#ifndef GUI_TOWER_STATE_H
#define GUI_TOWER_STATE_H

#include "app/module_ctx.h"

enum { TOWER_DRAG_NONE, TOWER_DRAG_PIECE, TOWER_DRAG_FOLLOWER };

typedef struct {
    int dragging;                   /* TOWER_DRAG_*: what follows the pointer now */
    SDL_Rect supply_rc;             /* the panel's box of tower pieces while it may be dragged */
    SDL_Rect bar_rc, piece_rc, follower_rc; /* the question's bar and its two figures to drag */
    int press_x, press_y, pressed;  /* a press on a lit cell: a click if let go there */
    int key_pick;                   /* the answer Q / E went to (its index + 1; 0: none yet) */
    int glided;                     /* the decision (session length + 1) the camera went to */
    /* where each player's tower pieces are drawn in their row (window pixels), for the glide */
    float row_x[CIT_MAX_PLAYERS], row_y[CIT_MAX_PLAYERS];
    /* the last tower piece put: it glides in when its player sits at another screen */
    int glide_on, glide_x, glide_y, glide_player;
    uint32_t glide_at;
    /* the last follower taken: it rises off its place and fades toward the tower */
    int take_on, take_x, take_y, take_tile, take_spot, take_rot, take_owner, take_kind, take_tx, take_ty;
    uint32_t take_at;
} gui_tower_state;

gui_tower_state *gui_tower_of(const gui_game *g);

#endif
