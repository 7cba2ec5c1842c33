/* The Count of Carcassonne: its public face (moves, decisions, events, queries). The
   engine's own header names no module; who talks to the Count includes this one. */
#ifndef CIT_COUNT_H
#define CIT_COUNT_H

#include "engine.h"

enum { CIT_MODULE_COUNT = 1 }; /* its index in the registry (engine/registry.c) */

/* Its tile words (count_tilewords.c): `count-city`, one of the 12 City of Carcassonne tiles,
   and `pos COL ROW`, its place in the 4x3 block (cit_tile_def.pos_x, pos_y). */
enum { CIT_TF_COUNT_CITY = CIT_TF_OFF_LAND }; /* the core's rule for such tiles (tileset.h) */

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_COUNT = 1, /* switches the Count on */
    CIT_OPT_COUNT_ALL_SCORINGS = 2 /* deploy into unfinished features at the end too */
};

/* The four quarters of the City of Carcassonne, with the feature each serves. */
typedef enum {
    CIT_QUARTER_CASTLE,     /* knights: cities */
    CIT_QUARTER_BLACKSMITH, /* thieves: roads */
    CIT_QUARTER_CATHEDRAL,  /* monks: cloisters */
    CIT_QUARTER_MARKET,     /* farmers: fields, at final scoring only */
    CIT_QUARTERS
} cit_quarter;
#define CIT_QUARTER_NONE 0xFF /* arg0 of "quarter none" and "count stay" */

/* A deployment or a follower sent to a quarter may be (or include) a figure of another
   follower kind (engine.h, cit_game_follower_kinds: Inns & Cathedrals' big follower,
   Abbey & Mayor's mayor and wagon): rot bit f - 1 for kind f, and the kind's word at the
   end of the text, in the kinds' order ("deploy castle 2 big": two normal followers and
   the big one; "quarter castle mayor"; "deploy castle 1 big mayor wagon"). A kind may go
   to a quarter whose feature kind it may stand in (the mayor: castle only; the wagon:
   castle, blacksmith, cathedral; RULES.md §11 "With the Count"), from its own supply. A
   quarter move carries one figure (rot 0 or one bit); a deployment any of them. A
   deployed mayor's strength is its city's pennants; a deployed wagon goes home after the
   scoring (it stood on no tile, so no link leads it on: docs/rules-decisions.md). Without
   the words the text reads as it always did. Their events carry the same rot. */
enum {
    CIT_MOVE_COUNT_DEPLOY = 2,  /* "deploy Q N": N (arg1) followers from quarter Q (arg0) into the feature */
    CIT_MOVE_COUNT_QUARTER = 3, /* "quarter Q" / "quarter none": a follower from supply into quarter arg0 */
    CIT_MOVE_COUNT_MOVE = 4     /* "count Q" / "count stay": the Count moves to quarter arg0 */
};
enum {
    CIT_DECIDE_COUNT_DEPLOY = 2,  /* move 0..`limit` followers from quarter `arg` into the feature at x,y,spot
                                     (`limit`: the normal ones; the big one besides if it is there) */
    CIT_DECIDE_COUNT_QUARTER = 3, /* put a follower from supply into a quarter, or not */
    CIT_DECIDE_COUNT_MOVE = 4     /* move the Count from quarter `arg` to another, or leave it */
};
enum {
    CIT_EV_DEPLOY = 7,     /* player moved `count` followers from `quarter` into the feature of
                              `feature_kind` at x,y, spot */
    CIT_EV_QUARTER = 8,    /* player put a follower from supply into `quarter` */
    CIT_EV_COUNT_MOVE = 9  /* player moved the Count to `quarter` */
};

/* A quarter's name (English, stable: used in move text), "none" for CIT_QUARTER_NONE. */
const char *cit_quarter_name(int quarter);
/* The Count: followers of `player` in `quarter` (those cit_game_supply counts: the big
   follower among them), and the quarter the Count stands on (-1 without the Count). */
int cit_game_quarter_followers(const cit_game *g, int quarter, int player);
int cit_game_count_quarter(const cit_game *g);
/* The quarter player's figure of follower kind f (engine.h, cit_game_follower_kinds:
   the big follower, the mayor, the wagon) stands in, or -1 (elsewhere, or without the
   Count or the figure). */
int cit_game_quarter_figure(const cit_game *g, int player, int figure);
/* Cells of the City of Carcassonne's quarter (where the GUI draws it); 0 without the Count. */
int cit_game_quarter_cell(const cit_game *g, int quarter, int *x, int *y);

#endif
