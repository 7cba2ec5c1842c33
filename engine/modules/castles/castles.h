/* Castles: its public face (moves, decisions, events, queries). The engine's own
   header names no module; who talks to Castles includes this one. */
#ifndef CIT_CASTLES_H
#define CIT_CASTLES_H

#include "engine.h"

enum { CIT_MODULE_CASTLES = 3 }; /* its index in the registry (engine/registry.c) */

/* Its tile word (castles_tilewords.c): `no-castle`, this city may not become a castle (BCB-4). */
enum { CIT_FF_NO_CASTLE = 1u << 0 };

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_CASTLES = 4 /* switches Castles on (with the 12 tiles of the expansion) */
};

enum {
    CIT_MOVE_CASTLE = 5,      /* "castle build" (arg0 1) / "castle score" (arg0 0) */
    CIT_MOVE_CASTLE_PICK = 6  /* "castlepay X,Y fN": the completed feature at x,y,spot (half in
                                 rot, "fN'" for 1) pays the castle */
};
enum {
    CIT_DECIDE_CASTLE = 5,     /* the city at x,y,spot (2 tiles, just completed): castle or score */
    CIT_DECIDE_CASTLE_PICK = 6 /* several features next to the castle at x,y,spot completed at
                                  once: which one pays it (cit_game_castle_candidates) */
};
enum { CIT_EV_CASTLE = 11 }; /* player turned the city at x,y,spot into a castle */
/* A SCORE event's reason when a castle was paid for the feature completed next to it
   (x, y, spot: the castle's city). */
enum { CIT_SCORE_CASTLE = 2 };

/* Castles left in a player's supply (0 without the module). */
int cit_game_castles_left(const cit_game *g, int player);
typedef struct {
    int8_t x, y, spot;     /* the city part on the castle's first cell */
    int8_t x2, y2;         /* its second cell */
    uint8_t owner;
    uint8_t paid;          /* 1 once the castle has been paid (its follower went home) */
    int16_t points;        /* what it was paid */
    uint8_t half;          /* of the part x, y, spot */
} cit_castle;
int cit_game_castles(const cit_game *g, cit_castle *out, int cap);
/* The six cells around castle i (its two cells first); returns 6, or 0 if no such castle. */
int cit_game_castle_area(const cit_game *g, int i, int8_t *xs, int8_t *ys);
/* For CIT_DECIDE_CASTLE_PICK: the completed features that may pay the castle, as parts
   (x, y, spot), with their values. Returns the total. */
int cit_game_castle_candidates(const cit_game *g, cit_feature_part *parts, int16_t *values, int cap);

#endif
