/* Bridges: its public face (what a placement carries, events, queries). The engine's
   own header names no module; who talks to Bridges includes this one. */
#ifndef CIT_BRIDGES_H
#define CIT_BRIDGES_H

#include "engine.h"

enum { CIT_MODULE_BRIDGES = 2 }; /* its index in the registry (engine/registry.c) */

/* Its tile word (bridges_tilewords.c): a set line that says `bridges` lets a bridge be laid
   across the set's tiles: the core's road overlay (CIT_TF_OVERLAY). */
enum { CIT_TF_BRIDGES = CIT_TF_OVERLAY };

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_BRIDGES = 3 /* switches Bridges on (with the 12 tiles of the expansion) */
};

/* A placement may carry a bridge: arg0 says where (CIT_BRIDGE_NONE, on the placed tile,
   or on the neighbour on side N/E/S/W), arg1 its axis in board terms (CIT_AXIS_NS or
   CIT_AXIS_WE). A follower on the bridge of the placed tile takes spot = the tile's
   feature count (the bridge is the tile's extra road). */
enum { CIT_BRIDGE_NONE, CIT_BRIDGE_HERE, CIT_BRIDGE_N, CIT_BRIDGE_E, CIT_BRIDGE_S, CIT_BRIDGE_W };
enum { CIT_AXIS_NS, CIT_AXIS_WE };

/* Its refusals (statuses; keys "bad_bridge", "no_piece"): a bridge cannot stand there
   (its ends not on fields, not next to the tile, a bridge already there, an end facing a
   field), and no bridge left in the player's supply. */
#define CIT_ERR_BAD_BRIDGE ((cit_status)CIT_MODULE_STATUS(CIT_MODULE_BRIDGES))
#define CIT_ERR_NO_PIECE ((cit_status)(CIT_MODULE_STATUS(CIT_MODULE_BRIDGES) + 1))

enum { CIT_EV_BRIDGE = 10 }; /* player built a bridge on x,y, axis in `rot` (CIT_AXIS_*) */

/*
 * Bridges: the bridges the current player may build with the tile in hand at x,y turned
 * rot, as placement moves (type, tile, x, y, rot, arg0 = where, arg1 = axis, spot none).
 * If the placement is legal only with a bridge, only those are listed and `needs` (may
 * be NULL) is set to 1. Returns the total (may exceed cap); 0 without Bridges.
 */
int cit_game_bridge_options(const cit_game *g, int x, int y, int rot, cit_move *out, int cap, int *needs);

/* Bridges left in a player's supply (0 without the module). */
int cit_game_bridges_left(const cit_game *g, int player);

typedef struct {
    int8_t x, y;
    uint8_t axis;   /* CIT_AXIS_* */
    uint8_t player; /* who built it */
} cit_bridge;
int cit_game_bridges(const cit_game *g, cit_bridge *out, int cap);

#endif
