/* The City's state inside cit_game. */
#ifndef CIT_MOD_CITY_H
#define CIT_MOD_CITY_H

#include <stdint.h>

#include "modules/city/city.h" /* its public face */

#define CITY_MAX_CLOSED 128
#define CITY_MAX_COMPLETION 255 /* pieces a completion may take (more: not completed) */
#define CITY_KEPT_TILES 80      /* tiles whose gate answers the state keeps (more: listed anew) */

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    /* end[k]: the order index where stack k + 1 ends (exclusive): stack 1 is
       order[0 .. end[0]), stack 2 order[end[0] .. end[1]), stack 3 the rest */
    uint8_t end[CIT_CITY_STACKS];
    uint8_t placed_stack; /* the stack (1-3) of the last placed tile, 0 before any */
    /* the wall: a path on grid corners (x, y = the north-west corner of cell x,y) run
       with the city on its right, from its tail a to its head b */
    int8_t ax, ay, bx, by;
    uint8_t walled;      /* 1 once the gate stands */
    uint8_t closed;      /* 1 once the wall closes on itself */
    uint8_t pieces_left; /* wall pieces in the supply */
    /* the wall round under way: step `at` of `steps` (player trigger + at, round the
       table), the first one the gate if `gate_first` */
    uint8_t trigger, at, steps, gate_first;
    uint8_t triggered;   /* this turn's placement scored a street or market with followers */
    uint8_t resume;      /* the next step waits for what the last piece completed to score */
    /* towers: each player's supply, the pieces laid at the head and at the tail since
       the last tower there (or the gate), and the towers standing */
    uint8_t towers_left[4];
    uint8_t head_run, tail_run;
    uint8_t ntowers;
    uint8_t ended;       /* a wall condition ended the game: no more pieces, no tower */
    city_tower towers[CIT_CITY_TOWERS];
    /* the end: the streets and markets the wall's completion closed, put on the scoring
       agenda one by one (the agenda is short) */
    uint8_t completion;  /* pieces the completion took (0: none or not yet) */
    uint8_t nclosed, closed_at;
    /* the tiles' bounding box (cit_game_bounds), kept up to date as tiles are placed */
    int8_t minx, miny, maxx, maxy;
    uint8_t spare3;
    uint16_t closed_roots[CITY_MAX_CLOSED];
    /* the completion's pieces (cell x, y, side), `completion` of them, in path order */
    int8_t completion_path[CITY_MAX_COMPLETION][3];
    /* the wall decision's answers, worked out once when its step is queued
       (queue_next_step) and read by every listing, check and playout of that step: for
       the board of kept_tiles tiles and kept_walls walls (tiles and walls are only ever
       added, so the two counts name the board), kept_kind CITY_KEPT_PIECES (bit k of
       kept_ends: end edge k, end_edges' order, takes a piece; of kept_may: a piece may
       lie there by its own rules, city_piece_may_lie, closable or not: the playout's
       draw) or CITY_KEPT_GATES (bit 4 * i + s of kept_gates: side s of tile i takes the
       gate); 0: nothing kept */
    uint8_t kept_may;
    uint8_t kept_kind, kept_tiles, kept_walls, kept_ends;
    uint8_t kept_gates[CITY_KEPT_TILES / 2];
} city_state;
enum { CITY_KEPT_PIECES = 1, CITY_KEPT_GATES = 2 };

struct rules_module;
struct cit_game;
extern const struct rules_module city_module;

/* White-box (scenario tests, `stacks`): the stacks hold n1, n2 and the rest of the
   order, in order. Returns 0 if the sizes do not fit the order. */
int city_set_stacks(struct cit_game *g, int n1, int n2);
/* White-box (scenario tests, `wall-supply N`): N wall pieces left in the supply.
   Returns 0 if not a City game or N is out of 0..70. */
int city_set_wall_supply(struct cit_game *g, int n);

#endif
