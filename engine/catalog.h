/* The tile catalogue with every rotation precomputed: what placement and merging look up. */
#ifndef CIT_CATALOG_H
#define CIT_CATALOG_H

#include <stdint.h>

#include "engine.h" /* CIT_MAX_STACK */
#include "tileset.h"

/*
 * Edge-constraint key of an empty cell: 2 bits per side (N at bits 0-1, then E, S, W),
 * each the cit_edge_type the neighbour shows on that side, 0 if no neighbour.
 */
/*
 * The features along one side of a turned tile, port by port (3s, 3s+1, 3s+2), with
 * neighbouring ports of the same feature merged into one run: a city side is one run,
 * a road side three (field, road, field), a field side one (its corners; the middle
 * port is empty). Two sides whose run patterns mirror each other meet run to run in
 * reverse order, which saves merging port by port.
 */
typedef struct {
    uint8_t n;        /* runs */
    uint8_t mid;      /* the run holding the middle port, CIT_NO_RUN if it is empty */
    uint8_t sig;      /* pattern: 2 bits per port, its run or 3 if empty */
    uint8_t rsig;     /* the pattern of the side read backwards (as its neighbour sees it) */
    uint8_t closes;   /* 1 if the middle run closes by its edges (cit_kind_rules) */
    int8_t feat[3];   /* local feature of each run */
    uint8_t pos[3];   /* ports of each run: bit k for port 3s+k */
} cit_side_runs;
#define CIT_NO_RUN 0xFF

/*
 * What a fresh union-find node of a feature starts with (the engine's node embeds the
 * same eight bytes, checked at compile time), so placing a tile copies one word per
 * feature instead of filling fields.
 */
typedef struct {
    uint8_t feat, kind;
    uint8_t owner, done; /* always 0 here */
    int16_t open;        /* open ends: edge middles (and diagonal) the feature runs out through */
    uint8_t pennants;
    uint8_t nmeeples;    /* always 0 here */
} cit_node_seed;

/*
 * Completion and value rules, one row per feature kind (cit_kind_rules, tiletables.c):
 * what closes a feature and what it is worth. Placement (open ends), the completion
 * checks of the fast path and of the general turn, and scoring all read this table.
 */
enum {
    CIT_CLOSE_NEVER,    /* never completes: scored at the end only (fields, quarters) */
    CIT_CLOSE_EDGES,    /* its own ends: every edge middle it runs out through meets its
                           kind, or a wall (roads, cities, streets) */
    CIT_CLOSE_AROUND,   /* the 8 cells around its cell are filled (cloisters) */
    CIT_CLOSE_ANY_SIDE  /* every side it reaches faces a tile of any kind, or a wall
                           (markets) */
};
enum {
    CIT_VALUE_NONE,
    CIT_VALUE_CELLS,    /* cell[] per cell (big_cell from big_from cells on) + pennant[] each */
    CIT_VALUE_AROUND,   /* 1 + the filled cells around (9 once complete) */
    CIT_VALUE_GOODS,    /* cells x the distinct goods of its parts (markets) */
    CIT_VALUE_TOUCHING  /* per_touch per feature of kind `touch` it touches (completed only
                           if touch_done): fields and completed cities, quarters and markets */
};
typedef struct {
    uint8_t closes;     /* CIT_CLOSE_* */
    uint8_t value;      /* CIT_VALUE_* */
    uint8_t cell[2];    /* per cell: [0] completed in play, [1] at the end */
    uint8_t pennant[2]; /* per pennant, likewise */
    uint8_t big_from, big_cell; /* from this many cells on, big_cell per cell (0: never) */
    uint8_t small_two;  /* the small_city_two_points option applies (2 cells: 1 each) */
    uint8_t touch, touch_done, per_touch;
} cit_kind_rule;
extern const cit_kind_rule cit_kind_rules[CIT_FEAT_KIND_COUNT];

typedef struct {
    cit_tileset set;
    /* edge[t][r][s]: edge type on side s of tile t turned r (0 = no edge there). */
    uint8_t edge[CIT_MAX_TILE_TYPES][4][4];
    /* sides[t][r]: bit s set if tile t turned r has an edge on side s. */
    uint8_t sides[CIT_MAX_TILE_TYPES][4];
    /* shown[t][r]: the edges of tile t turned r as its neighbours' keys hold them: the
       edge on side s at the bits of the opposite side. */
    uint8_t shown[CIT_MAX_TILE_TYPES][4];
    /* fit[t][key]: bit r set if tile t turned r matches every constrained side of key
       (an empty cell's); a triangle only with its legs, and only if a leg meets a
       constrained side (tiletables.c). A half-filled cell has no key: the second
       triangle is asked of board_triangle_fits. */
    uint8_t fit[CIT_MAX_TILE_TYPES][256];
    /* runs[t][r][s]: the features along side s of tile t turned r. */
    cit_side_runs runs[CIT_MAX_TILE_TYPES][4][4];
    /* port_feat[t][r][p]: local feature at port p of tile t turned r, or -1. */
    int8_t port_feat[CIT_MAX_TILE_TYPES][4][CIT_PORT_COUNT];
    /* seed[t][f]: the starting node of feature f of tile t. */
    cit_node_seed seed[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    /* distinct[t]: bit r set if rotation r looks different from every lower rotation. */
    uint8_t distinct[CIT_MAX_TILE_TYPES];
    /* triangle[t]: 1 if tile t is a triangle (its shape, in a byte table of its own: the
       one test the placement paths make for the tile in hand). */
    uint8_t triangle[CIT_MAX_TILE_TYPES];
    /* every triangle of the set (its variants aside) lies in types triangle_from ..
       triangle_to - 1, which may hold squares too; empty without triangles: a walk
       over the set's triangles keeps to it */
    cit_tile_id triangle_from, triangle_to;
    /* set_end[t]: one past the last type of the run of consecutive types of the set
       (those with t's set name) that t lies in, so a box's set-up walks the sets' runs
       instead of comparing every type's name (box_add_set) */
    cit_tile_id set_end[CIT_MAX_TILE_TYPES];
    /* cloister[t]: the feature index of tile t's cloister, or -1. */
    int8_t cloister[CIT_MAX_TILE_TYPES];
    /* closable[t]: bit f set if feature f is found complete through the piece it lies
       on (kinds closed by their edges or by any side: roads, cities, streets, markets);
       any_side_feats[t]: the features of kinds any neighbour closes (markets). */
    uint16_t closable[CIT_MAX_TILE_TYPES];
    uint16_t any_side_feats[CIT_MAX_TILE_TYPES];
    /* kind_feats[t][k]: bit f set if feature f of tile t is of kind k (asked per move by
       rules that single out a kind: a table look-up instead of a walk of the features). */
    uint16_t kind_feats[CIT_MAX_TILE_TYPES][CIT_FEAT_KIND_COUNT];
    /* The box of the classic game: every copy of every tile of the set "base", in
       catalogue order, and the first start tile among them (-1 if none). */
    cit_tile_id classic_box[CIT_MAX_STACK];
    uint8_t classic_count;
    int16_t classic_start;
    /*
     * Road overlays (what a module lays across a tile: a bridge): a tile with one is a
     * variant type, the tile plus one road feature (its last) from the middle of one
     * field edge to the middle of the opposite one, so joining and scoring need nothing
     * new; a triangle's is the middle of its field leg on that axis alone, half of a
     * road across the cell whose other half is its partner's (tiletables.c). Variants follow the set's tiles (index set.ntiles and up, ntypes in all) and
     * are never in a box or a tile list.
     * overlay_variant[t][a]: the variant of t with a road laid along axis a of the tile at
     * rotation 0 (CIT_AXIS_*), 0 if t cannot carry one; variant_base[v]: the tile a
     * variant was made from (itself for a tile of the set); variant_axis[v]: 1 + the
     * axis, 0 for a tile of the set.
     */
    cit_tile_id ntypes;
    cit_tile_id overlay_variant[CIT_MAX_TILE_TYPES][2];
    cit_tile_id variant_base[CIT_MAX_TILE_TYPES];
    uint8_t variant_axis[CIT_MAX_TILE_TYPES];
} cit_catalog;

/* Fills the tables of cat from cat->set (which the caller has filled). Returns 1, or 0
   when the tile types and their overlay variants do not fit in CIT_MAX_TILE_TYPES: the
   tables then hold the types and the variants that fit. */
int cit_catalog_build(cit_catalog *cat);

/* The catalogue generated at build time from the files in assets/tiles. */
const cit_catalog *cit_catalog_builtin(void);

#endif
