/* Bridges in the turn being set up: which bridges the tentative tile allows, and the one chosen. */
#ifndef GUI_BRIDGE_TURN_H
#define GUI_BRIDGE_TURN_H

#include "modules/bridges/bridges.h"
#include <SDL.h>

#include "scenes/game/game_state.h"

#define GUI_MAX_BRIDGE_OPTS 16 /* five cells, two axes each, with room */

/* Bridges' GUI state in a game (gui_game_module): the bridge set up with the tentative tile,
   the bridges its placement allows (bneeds: it is legal only with one of them), the panel's
   bridges and a dragged one. */
typedef struct {
    int bwhere, baxis; /* CIT_BRIDGE_*, CIT_AXIS_* */
    cit_move bopt[GUI_MAX_BRIDGE_OPTS];
    int nbopt, bneeds;
    int bauto;         /* the bridge was put there for the player (the only one) */
    int btold;         /* the scene said so this turn */
    SDL_Rect source_rc; /* the bridges to drag in the side panel (0 when none can be built) */
    /* A dragged bridge (bridge_input.c): its axis is the drag's `rot` (CIT_AXIS_*); once the
       player turns it by hand it keeps that axis wherever both fit. */
    int axis_chosen;
    float dir_x, dir_y; /* recent pointer motion, which picks the axis of a bridge entering a cell */
    int tip_player;     /* whose bridge the hover tooltip named this frame, -1 none */
    int tip_only;       /* the hover tooltip explained a cell lit "only with a bridge" this frame */
} gui_bridges_state;

/* This game's Bridges state (never NULL: every game has one). */
gui_bridges_state *gui_bridges_of(const gui_game *g);
/* Whether this game plays with Bridges. */
int gui_bridges_on(const cit_game *e);
/* Rotations legal at x,y only with a bridge (bit r), for the tile in hand. */
int gui_bridges_mask(const gui_game *g, int x, int y);
/*
 * After the tentative tile moved or turned: asks the engine which bridges it allows, keeps the
 * chosen one if still allowed (else drops it), and builds the only one when the placement
 * cannot do without it.
 */
void gui_bridge_refresh(gui_game *g);
/* Drops the bridge and the options (the tile left the board, or the turn ended). */
void gui_bridge_forget(gui_game *g);
/* Takes the bridge back (the tile stays). */
void gui_bridge_clear(gui_game *g);
/* The cell a bridge `where` (CIT_BRIDGE_*) of the tentative move stands on; 0 for none. */
int gui_bridge_cell(const gui_game *g, int where, int *x, int *y);
/* The same for a placement at tx,ty (a suggested move's): 1 and the cell, or 0 if no bridge. */
int gui_bridge_cell_of(int tx, int ty, int where, int *x, int *y);
/* Axes a bridge may take on cell x,y now (bit CIT_AXIS_*); *where (may be NULL) = its CIT_BRIDGE_*. */
int gui_bridge_axes_at(const gui_game *g, int x, int y, int *where);
/* Builds the bridge on cell x,y along `axis` if allowed; 1 on success. */
int gui_bridge_set(gui_game *g, int x, int y, int axis);
/* Keyboard play: the next legal bridge in the engine's order, then none again (unless the
   placement needs one). */
void gui_bridge_cycle(gui_game *g);
/* The player can still add a bridge to this turn (one allowed, none chosen, one in supply). */
int gui_bridge_possible(const gui_game *g);
/* The tentative placement is legal only with a bridge and none is chosen yet. */
int gui_bridge_missing(const gui_game *g);

#endif
