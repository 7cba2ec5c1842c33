/* The City's wall as geometry (module-internal): which edges take the gate or a piece,
   the watchman opposite, whether the ends are close enough to end the game, and the
   completion at the end. wall.c; the rounds and moves are mod_city.c's. */
#ifndef CIT_CITY_WALL_H
#define CIT_CITY_WALL_H

#include "rules.h"
#include "turn.h"
#include "mod_city.h"

/* This module's state in the game (rules.h, MODULE_STATE). */
static inline city_state *city_of(const cit_game *g) { return MODULE_STATE(g, city_state, CIT_MODULE_CITY); }

/* A cell no tile may take: the outer cell of a wall piece (board_add_wall marks it, for
   good), read straight from the board. */
static inline int cell_forbidden(const cit_game *g, int x, int y) {
    return g->cells[cell_index(x, y)].front == CELL_BEYOND_WALL;
}

/* board_wall_at, answered at once where no wall can be: a piece on that edge makes the
   cell on one side of it (its outer cell) forbidden. */
static inline int wall_at(const cit_game *g, int x, int y, int side) {
    if (!cell_forbidden(g, x, y) && !cell_forbidden(g, x + dir_dx[side], y + dir_dy[side])) return 0;
    return board_wall_at(g, x, y, side);
}

/* The tiles' bounding box as cit_game_bounds gives it (min x, min y, max x, max y),
   kept in the state as tiles are placed. */
static inline void tile_bounds(const cit_game *g, int b[4]) {
    const city_state *c = city_of(g);
    b[0] = c->minx, b[1] = c->miny, b[2] = c->maxx, b[3] = c->maxy;
}

/* A piece on side `side` of cell x,y, run with that cell on its right (clockwise round
   it, north being y - 1): its corners from (*x0, *y0) to (*x1, *y1). Inline: every
   listing asks it for each edge round both ends of the wall. */
static inline void city_edge_corners(int x, int y, int side, int *x0, int *y0, int *x1, int *y1) {
    static const int8_t from[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}}; /* N E S W */
    *x0 = x + from[side][0];
    *y0 = y + from[side][1];
    *x1 = x + from[(side + 1) & 3][0];
    *y1 = y + from[(side + 1) & 3][1];
}
/* Whether a wall piece has the grid corner cx,cy as an end. */
int city_corner_on_wall(const cit_game *g, int cx, int cy);
/* Whether the empty cell x,y is outside the city (joined to the surroundings). */
int city_cell_is_outer(const cit_game *g, int x, int y, const int bounds[4]);
typedef struct city_town city_town;
/* Whether the gate may go on side `side` of tile x,y (town: the picture the listing made
   for the gate, which keeps the closed walls found; NULL: the plain search). */
int city_gate_fits(const cit_game *g, const int bounds[4], city_town *town, int x, int y, int side);
/* Whether a wall piece may go on side `side` of cell x,y (at an end of the wall; town:
   the listing's picture of the town, or NULL). */
int city_piece_fits(const cit_game *g, const int bounds[4], city_town *town, int x, int y, int side);
/* The same but for the completion test (city_wall_can_close): the piece's own rules. */
int city_piece_may_lie(const cit_game *g, const int bounds[4], int x, int y, int side);
/* Whether, with the gate (gate 1) or one more piece there, the wall can still be closed
   round every tile (RULES.md §5); city_gate_fits and city_piece_fits ask it last. */
int city_wall_can_close(const cit_game *g, int x, int y, int side, int gate);
/* The reference for city_town_can_close: the completion search itself (a whole search
   per candidate; kept for the differential test, tests/unit/test_fastpaths.c). */
int city_wall_can_close_plain(const cit_game *g, int x, int y, int side, int gate);
/* Whether every tile lies inside the laid wall closed by the `n` pieces of path. */
int city_encloses_every_tile(const cit_game *g, const int8_t (*path)[3], int n);

/* ---- wall_reach.c: the same question for many candidates on one picture of the town -- */

enum { CITY_TOWN_CORNERS = 2048 }; /* a bigger town (never seen in play) asks the search */
enum { CITY_TOWN_BLOCKED = 64 };   /* border corners barred to a clockwise step, at most */

/* The town as the completion sees it (tiles, the wall's cells, sides and corners), made
   once for a listing; each candidate is then a walk over it, not a search of its own.
   For the gate (no wall yet) or for pieces at the ends of the wall laid. */
struct city_town {
    const cit_game *g;
    int gate;                   /* candidates are the gate */
    int ok;                     /* 0: too big for the picture: the search answers */
    int x0, y0, w, h;           /* the picture: cells (and their north-west corners) */
    int minx, miny, maxx, maxy; /* the corners of the tiles and the wall's inner cells */
    int gx, gy, odd;            /* the gate's cell; the laid wall's crossings of its ray */
    int head_dir;               /* the direction the laid wall arrives at its head in */
    uint8_t at[CITY_TOWN_CORNERS];
    uint8_t seen[CITY_TOWN_CORNERS];
    /* the last completion walked in full for a piece, that piece's step included: a path
       from the head to the tail over the steps the town allows (klen steps; 0: none):
       its corners, the step from each, the crossings up to each; kidx: a corner's index
       + 1 on it, or 0. The other pieces join it instead of walking all the way. */
    int klen;
    int8_t kx[CITY_MAX_COMPLETION + 2], ky[CITY_MAX_COMPLETION + 2];
    uint8_t kd[CITY_MAX_COMPLETION + 2], kq[CITY_MAX_COMPLETION + 2];
    uint8_t kidx[CITY_TOWN_CORNERS];
    int kidx_clear;             /* kidx is all 0 (made so at the first path kept) */
    /* the border's corners the laid pieces' outer cells bar a clockwise step from
       (wall_reach.c, clockwise_blocked), for the corners a step may reach in blk_box
       (blk_n -1: none kept) */
    int blk_box[4], blk_n;
    int blk[CITY_TOWN_BLOCKED];
    /* for the gate: per cell, bit s if its side s lies on a closed wall found so far */
    uint8_t on_loop[CITY_TOWN_CORNERS];
    /* for the gate: per cell, whether an empty cell is outside the city
       (city_cell_is_outer), worked out for all at the first edge asked (outer_done) */
    int outer_done;
    uint8_t outer[CITY_TOWN_CORNERS];
};

/* Makes the picture: for the gate (gate 1) or for pieces at the ends of the wall. */
void city_town_init(city_town *t, const cit_game *g, int gate);
/* city_piece_may_lie read off the picture of a town for pieces (its tiles, the laid
   pieces' sides, outer cells and ends); the same answer. */
int city_town_may_lie(const city_town *t, const int bounds[4], int x, int y, int side);
/* Works out town->outer (a gate's town: its tiles only, the picture's cells). */
void city_town_outer(city_town *t);
/* city_wall_can_close, answered over the picture: whether after the gate or the piece
   on side `side` of cell x,y some completion closes the wall round every tile. With
   path (room for CITY_MAX_COMPLETION pieces), a completion found that touches itself
   nowhere is written there and *npath says how many pieces (else 0). */
int city_town_can_close(city_town *t, int x, int y, int side, int8_t (*path)[3], int *npath);

/* The wall decision's answers worked out from the board, as its step keeps them
   (mod_city.c, queue_next_step; the test of the kept answers asks these): the end edges
   that take a piece (bit k: the k-th edge in the listing's order), and the tile sides that
   take the gate (bits as city_state.kept_gates; -1 if the tiles are too many to keep,
   else how many). */
unsigned city_fresh_ends(const cit_game *g);
/* The end edges where a piece may lie by its own rules (city_piece_may_lie on the board,
   bits as city_fresh_ends'), closable or not: as the step keeps them (kept_may). */
unsigned city_fresh_may(const cit_game *g);
int city_fresh_gates(const cit_game *g, uint8_t bits[CITY_KEPT_TILES / 2]);

/* The owner + 1 of the watchman opposite a new piece there, or 0. */
int city_watchman_opposite(const cit_game *g, int x, int y, int side);
/* Whether the shortest completion keeping every tile inside takes 5 pieces or fewer. */
int city_ends_close(const cit_game *g);
/* The completion's pieces into path (cell x, y, side): how many, or -1 (the comment in wall.c). */
int city_wall_completion(const cit_game *g, int8_t (*path)[3], int cap, int touching, const int8_t *vgate);
/* The same with the least-area order asked at every step as the rule reads it (the
   reference for the clockwise order alone, which city_wall_completion takes). */
int city_wall_completion_by_area(const cit_game *g, int8_t (*path)[3], int cap, int touching, const int8_t *vgate);

#endif
