/* Bridges in the turn being set up: which bridges the tentative tile allows, and the one chosen. */
#ifndef GUI_BRIDGE_TURN_H
#define GUI_BRIDGE_TURN_H

#include "scenes/game_state.h"

/* Whether this game plays with Bridges. */
int gui_bridges_on(const cit_game *e);
/* Rotations legal at x,y only with a bridge (bit r), for the tile in hand. */
int gui_game_bridgemask(const gui_game *g, int x, int y);
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
