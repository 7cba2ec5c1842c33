/* The City's wall as geometry (module-internal): which edges take the gate or a piece,
   the watchman opposite, whether the ends are close enough to end the game, and the
   completion at the end. wall.c; the rounds and moves are mod_city.c's. */
#ifndef CIT_CITY_WALL_H
#define CIT_CITY_WALL_H

#include "rules.h"
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

/* A piece on side `side` of cell x,y runs from corner (*x0, *y0) to (*x1, *y1). */
void city_edge_corners(int x, int y, int side, int *x0, int *y0, int *x1, int *y1);
/* Whether a wall piece has the grid corner cx,cy as an end. */
int city_corner_on_wall(const cit_game *g, int cx, int cy);
/* Whether the empty cell x,y is outside the city (joined to the surroundings). */
int city_cell_is_outer(const cit_game *g, int x, int y, const int bounds[4]);
/* The closed wall of the first edge that takes the gate (that gate, then its
   completion; loop holds CITY_MAX_COMPLETION + 1): its pieces, or 0. */
int city_gate_loop(const cit_game *g, const int bounds[4], int8_t (*loop)[3]);
/* Whether the gate may go on side `side` of tile x,y (known, *nknown: city_gate_loop's
   pieces, grown up to cap by each completion found; NULL: the plain test). */
int city_gate_fits(const cit_game *g, const int bounds[4], int8_t (*known)[3], int *nknown, int cap, int x, int y,
                   int side);
/* Whether a wall piece may go on side `side` of cell x,y (at an end of the wall). */
int city_piece_fits(const cit_game *g, const int bounds[4], int x, int y, int side);
/* The same but for the completion test (city_wall_can_close): the piece's own rules. */
int city_piece_may_lie(const cit_game *g, const int bounds[4], int x, int y, int side);
/* Whether, with the gate (gate 1) or one more piece there, the wall can still be closed
   round every tile (RULES.md §5); city_gate_fits and city_piece_fits ask it last. */
int city_wall_can_close(const cit_game *g, int x, int y, int side, int gate);
/* The owner + 1 of the watchman opposite a new piece there, or 0. */
int city_watchman_opposite(const cit_game *g, int x, int y, int side);
/* Whether the shortest completion keeping every tile inside takes 5 pieces or fewer. */
int city_ends_close(const cit_game *g);
/* The completion's pieces into path (cell x, y, side): how many, or -1 (the comment in wall.c). */
int city_wall_completion(const cit_game *g, int8_t (*path)[3], int cap, int touching, const int8_t *vgate);

#endif
