/* The engine's private state layout and the helpers its modules share. */
#ifndef CIT_INTERNAL_H
#define CIT_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "catalog.h"
#include "engine.h"

/*
 * The board is a 128x128 torus of cells indexed by (x & 127, y & 127). Coordinates stay
 * in -120..120, and every look-up from outside coordinates checks the cell it found is at
 * them (cell_frontier_slot). Two cells in play share an index only in a game spanning
 * more than 127 cells in one direction: a near-straight line of 128 of its (at most
 * CIT_MAX_STACK) tiles, which no real game lays; the frontier then does not open a cell
 * whose index a tile holds, but a tile beside such a cell would meet the other one's
 * edges (a known limit, which random play with the largest boxes, sprawling, has reached:
 * tests/property.c keeps such boxes out of its widest mode).
 */
#define BOARD_DIM 128
#define BOARD_CELLS (BOARD_DIM * BOARD_DIM)
#define BOARD_LIMIT 120
/* the stack, a start board laid beside it (12 tiles) and tiles dealt outside the stack
   (one per player at most) */
#define MAX_PIECES (CIT_MAX_STACK + 12 + CIT_MAX_PLAYERS)
_Static_assert(MAX_PIECES < 255, "a cell names its piece + 1 in one byte");
#define MAX_NODES 1024
#define MAX_FRONTIER 254 /* slot 254 (front 0xFF) is scratch: see CELL_BEYOND_WALL */
#define MAX_WALLS 96
#define MAX_OVERLAYS 32
#define MAX_CLOISTERS 32
#define MAX_HALF_CELLS 48 /* lone triangles at once (the largest set has 24) */
/* modules may give each player up to three figures more than CIT_FOLLOWERS that stand on
   the board as followers (a big one, or figures of other kinds) */
#define MAX_FOLLOWER_NODES (CIT_MAX_PLAYERS * (CIT_FOLLOWERS + 3))
#define NO_NODE 0xFFFF

static inline int cell_index(int x, int y) { return ((y & (BOARD_DIM - 1)) << 7) | (x & (BOARD_DIM - 1)); }

/* The cells on the N, E, S and W sides of x,y. */
static inline void cell_neighbours(int x, int y, int n[4]) {
    int row = (y & (BOARD_DIM - 1)) << 7, col = x & (BOARD_DIM - 1);
    n[0] = (((y - 1) & (BOARD_DIM - 1)) << 7) | col;
    n[1] = row | ((x + 1) & (BOARD_DIM - 1));
    n[2] = (((y + 1) & (BOARD_DIM - 1)) << 7) | col;
    n[3] = row | ((x - 1) & (BOARD_DIM - 1));
}

static const int8_t dir_dx[4] = {0, 1, 0, -1}; /* N E S W */
static const int8_t dir_dy[4] = {-1, 0, 1, 0};

/* One placed tile: a square, or a triangle filling half a cell. */
typedef struct {
    int8_t x, y;
    cit_tile_id tile;
    uint16_t node0;  /* node of feature 0; feature f is node0 + f */
    uint8_t rot;     /* after the two-byte members: a piece stays 10 bytes */
    uint8_t nfeat;
    uint8_t partner; /* piece index + 1 of the other triangle in the cell, 0 if none */
    uint8_t player;  /* who placed it (0 for the start tile) */
} piece;
_Static_assert(sizeof(piece) == 10, "a piece has no padding");
/* Moves are compared with memcmp (a legal list's look-up, the AI): no padding in one. */
_Static_assert(sizeof(cit_move) == 10, "cit_move has no padding");

/*
 * A union-find node per feature of a placed tile. Sets are also circular member rings
 * (`next`) so scoring can walk a feature. Aggregates are valid on roots only.
 */
typedef struct {
    uint16_t parent, next;
    uint16_t piece;
    union { /* starts as a copy of the catalogue's cit_node_seed */
        struct {
            uint8_t feat, kind;
            uint8_t owner;    /* follower(s) standing on this very tile part: player + 1, or 0
                                 (how many: the part's entries in followers[], followers.c) */
            uint8_t done;     /* root: COMPLETED in play, FINAL_SCORED at the end, else 0 */
            int16_t open;     /* root: open ends (roads, cities), empty neighbours (cloisters) */
            uint8_t pennants; /* root: pennants in the feature */
            uint8_t nmeeples; /* root: followers in the feature */
        };
        cit_node_seed seed;
    };
    /* root: followers per player; a byte each, so merging two roots is one addition
       (a byte never exceeds the 7 followers a player owns, so no carries). The byte
       past the players', meeples[NODE_OCCUPANTS], counts occupants (see below). */
    union {
        uint8_t meeples[8];
        uint64_t meeple_word;
    };
} node;
/* Occupants: figures a module stands in a feature that are no followers but close it to
   followers, as a follower would (a figure on a field's corner). Counted in nmeeples (so
   every "is it occupied" test sees them) and in meeples[NODE_OCCUPANTS] (so a merge adds
   them), never in a majority; the followers' return leaves them. Only the module that
   put them there takes them away. */
enum { NODE_OCCUPANTS = 7 };
_Static_assert(NODE_OCCUPANTS >= CIT_MAX_PLAYERS, "occupants have a byte of their own");
_Static_assert(sizeof(cit_node_seed) == 8 && offsetof(node, open) - offsetof(node, seed) ==
               offsetof(cit_node_seed, open) && offsetof(node, nmeeples) - offsetof(node, seed) ==
               offsetof(cit_node_seed, nmeeples), "node and cit_node_seed must share a layout");

/* An empty cell next to the board; the edges its neighbours show (its key, see
   catalog.h) are kept in a parallel array, which is what most look-ups scan. */
typedef struct {
    uint16_t cell;
    int8_t x, y;
} frontier_cell;

/* A board cell; both bytes side by side, as placement reads both for each neighbour. */
typedef struct {
    uint8_t piece; /* piece index + 1 (the first triangle for half cells), 0 = empty */
    uint8_t front; /* frontier slot + 1 for an empty cell next to the board, else 0;
                      CELL_BEYOND_WALL for a cell outside a wall */
} board_cell;
/* `front` of a cell no tile may take (outside a wall): it reads as frontier slot
   MAX_FRONTIER, a scratch entry, so the branch-free frontier update never lets the cell
   join the frontier and its key writes land in scratch. */
#define CELL_BEYOND_WALL 0xFF

/* An incomplete cloister: its node, and its cell kept at hand for the neighbour test. */
typedef struct {
    uint16_t node;
    int8_t x, y;
} cloister_ref;

enum { COMPLETED = 1, FINAL_SCORED = 2 };

/* A wall piece on a cell edge (The City): the cell inside and the side the wall lies on;
   the cell across that side is outside and takes no tile. */
typedef struct {
    int8_t x, y;
    uint8_t side;
    uint8_t owner; /* watchman: player + 1, or 0 */
    uint8_t kind;  /* cit_wall_kind */
    uint8_t by;    /* who placed it (player), CIT_NOBODY for none */
} wall_piece;

/* Something a module lays over a cell: kind, axis and owner. */
typedef struct {
    int8_t x, y;
    uint8_t kind, axis;
    uint8_t owner;
} overlay;

/* A decision waiting in the queue (rules.h): what, who decides, for which module. */
typedef struct {
    uint8_t decision; /* cit_decision */
    uint8_t player;
    uint8_t module;   /* cit_module_id */
    uint8_t arg;
} decide_step;
#define MAX_QUEUE 8
#define MAX_HELD 32 /* tiles in hands or face down, all players together */
#define HELD_REVEALED 0xFF
#define MAX_AGENDA 16

/*
 * One figure of the game (docs/architecture.md, "Figures: one model"): every figure a
 * module declares (rules_module.figure_kinds) is one record in the core's table
 * g->figures[], laid out at set-up (module by module in id order, each module's kinds in
 * its table's order, each kind's records player by player) and never grown or reordered,
 * so the hash reads it in that order. The base game's followers stay the core's supply
 * and follower list (the majority's fast path); only a game where a module keeps them
 * off the board has records of them too (figures.h, figure_normal_*).
 */
enum {
    FIG_SUPPLY, /* in its owner's supply (at and keeper 0, so equal positions hash alike) */
    FIG_PART,   /* on a tile part: at = node */
    FIG_CORNER, /* on a corner where fields meet: at = node of its field part x 4 + corner */
    FIG_TOP,    /* on top of a structure a module built: at = node of its part (no kind yet) */
    FIG_KEPT,   /* in a module's keeping: keeper = module id, at = a slot the keeper defines */
    FIG_GONE,   /* out of the game (no kind yet) */
    FIG_DEPLOYED /* joined the feature being scored from off the board: at = its root; home
                    after the award */
};
typedef struct {
    uint8_t kind;   /* the game's kind index (g->kind_module...) */
    uint8_t owner;  /* player */
    uint8_t where;  /* FIG_* */
    uint8_t keeper; /* FIG_KEPT: the keeping module's id, else 0 */
    uint16_t at;    /* as `where` says, 0 in supply */
} fig_record;
_Static_assert(sizeof(fig_record) == 6, "a figure record has no padding (the hash reads its bytes)");
#define MAX_FIGURE_KINDS 12
/* a record per declared figure, and per normal follower (CIT_FOLLOWERS, one more in an
   older save's move order: figures.h, figure_normal_*) in a game where a module keeps them */
#define MAX_FIGURES (CIT_MAX_PLAYERS * (MAX_FIGURE_KINDS + CIT_FOLLOWERS + 1))
_Static_assert(MAX_FIGURES < 256, "a record's index fits a byte (kind_first)");
/* Follower kinds (FK_FOLLOWER) the running modules of one game declare: the shipped ones'
   three (the big follower, the mayor, the wagon) and one more a new expansion brings
   (tests/modules/scout). Bound by the moves' follower codes (figures.h FIGURE_CODES: the
   Count's rot bits), which also name the declared kinds a game lacks. */
#define MAX_FOLLOWER_KINDS 4

/* Bytes for the states of the modules a game runs (rules.h, module_state): each module
   declares its state's size and gets its own aligned slice at set-up. */
#define MODULE_STATE_BYTES 2048

struct cit_game {
    const cit_catalog *cat;
    cit_setup setup;
    uint64_t rng_state, rng_inc;
    /* The chances the last move drew from the generator (rules_chance), nchance of them
       (counted past CIT_CHANCE_MAX, kept up to it), and how many the next move takes as
       given instead (a seat's view, told the host's: cit_game_view_arrange). Never hashed. */
    uint8_t nchance, chance_given;
    uint8_t chance[CIT_CHANCE_MAX];

    /* who decides what */
    uint8_t decision, player;
    uint8_t nplayers;
    cit_tile_id hand;

    int16_t score[CIT_MAX_PLAYERS];
    int16_t score_cat[CIT_MAX_PLAYERS][CIT_CAT_COUNT];
    /* the category each feature kind's points count in, kept at set-up (scoring.c:
       score_kind_cat, then the game's modules' declarations) */
    uint8_t kind_cat[CIT_FEAT_KIND_COUNT];
    uint8_t supply[CIT_MAX_PLAYERS];
    /* owned[p]: the parts whose owner is p + 1 (nodes[].owner), kept where an owner is
       written (followers.c, place.c, node_disown): a player's parts counted without a
       walk of the follower list. owner_clears counts the owners cleared (node_disown:
       owners_looked, at the end, keeps each module's last look at it);
       owner_sets counts the parts that got one (node_own); the two side by side are
       owner_counts. turn_figure_open's answer for piece open_pi - 1 is open_answer while
       owner_counts is open_counts (turn.c: one compare, asked by every module that asks a
       figure after every placement). Never hashed: bookkeeping the nodes and the records
       say. */
    uint8_t owned[CIT_MAX_PLAYERS];
    uint16_t open_pi;
    union {
        struct {
            uint16_t owner_clears, owner_sets;
        };
        uint32_t owner_counts;
    };
    uint32_t open_counts;
    uint8_t open_answer;

    /* the stack: order[0] is the start tile; order[next_draw] is the next to draw */
    uint8_t norder, next_draw;
    cit_tile_id order[CIT_MAX_STACK];
    /* tiles a module took off the stack and keeps out of sight (rules.h, "Hands"):
       held[i] is in the hand of player held_by[i], or face down (CIT_NOBODY) */
    uint8_t nheld;
    cit_tile_id held[MAX_HELD];
    uint8_t held_by[MAX_HELD];
    /* where each held tile came from (its order index, HELD_REVEALED for a tile held
       from an open display) and its serial (hold_serial counts holds): public
       bookkeeping for network views (view.c), never hashed */
    uint8_t held_from[MAX_HELD], held_serial[MAX_HELD];
    uint8_t hold_serial;
    /* tiles a module put back from the drawn part of the order into the stack
       (game_stack_return): view.c counts a move's draws with it; never hashed */
    uint8_t returned;
    /* hand_count[p]: the tiles held_by p (not CIT_NOBODY), kept where a tile is held or
       released (place.c), so a module asks a hand's size without a walk; never hashed
       (held_by says it). White-box code that rewrites held_by calls game_count_hands. */
    uint8_t hand_count[CIT_MAX_PLAYERS];

    uint16_t npieces, nnodes;
    uint8_t nfrontier, nwalls, noverlays;
    uint8_t ncloisters, nfollowers;
    uint8_t closing; /* the last placement brought some feature's open count to 0 */
    uint8_t nhalf;   /* cells holding one triangle (half_cells) */
    /* Every cell written so far (a tile, its frontier, a cloister's neighbours in
       near_cloister, a cell opened or closed) lies within one cell of this box of board
       coordinates or of a piece from box_pieces on; all other cells are zero, so
       cit_game_copy_used (copy.c) moves that box alone. board_open_cell and
       board_close_cell grow the box; the copy takes the pieces in, so that laying a
       tile pays nothing for it. */
    int8_t box_lo_x, box_hi_x, box_lo_y, box_hi_y;
    uint8_t box_pieces;

    /* Rules modules and the general turn (rules.h, turn.c). All zero in the plain base
       game, which never reads them past the one `general` test at each entry point. */
    uint16_t modules;     /* bit per cit_module_id in play, decided at set-up */
    uint8_t general;      /* 1: the general turn runs (modules on, or forced by tests) */
    uint32_t bare_flags;  /* tile flags whose tiles take no figure (a module's, set at
                             set-up; 0 in most games): spots.h */
    uint8_t setup_tiles;  /* order entries laid at set-up: 1 (start tile) or 0 (start board) */
    uint8_t start_pieces; /* pieces laid at set-up: 1, or the 12 of the City of Carcassonne */
    uint8_t stage;        /* turn_stage: where the turn machine stands */
    uint8_t nqueue;       /* decisions waiting; queue[0] is the pending one */
    uint8_t nagenda, agenda_at; /* features the last placement completed, next to score */
    uint8_t item_open;    /* the feature item_root awaits its award (decisions asked) */
    uint8_t final_kind;   /* final scoring: the feature kind being scored (turn.c order) */
    uint8_t placer;       /* who placed the last tile */
    uint8_t scored_self, scored_other; /* this turn's scorings paid the placer / another */
    uint16_t final_node;  /* final scoring: the next node to look at */
    uint16_t item_root;   /* the feature being scored */
    uint8_t deployed[CIT_MAX_PLAYERS]; /* followers joined the feature from off the board */
    decide_step queue[MAX_QUEUE];
    uint16_t agenda[MAX_AGENDA];
    uint8_t placing;      /* the first module with placement rules (rules.h chain), 0 if none */
    uint16_t placement_mods; /* the registry's modules that have placement rules, in play
                                or not (pick_rules walks those of g->modules) */
    uint16_t fit_rules_mods; /* those of them whose rules decide alone where a tile goes
                                (placement_rules.rotations): none in play, the fit table
                                answers for every tile without walking the chain */
    /* The chain for the modules in play (chain_mods), in the order it answers, kept at
       set-up (modules.c: placement_rules_for): the rules marked first, then those that
       claim by name, each in table order; chain_taker the first that takes every tile */
    uint8_t nchain, chain_ok;
    uint16_t chain_mods;
    const struct placement_rules *chain[6], *chain_taker;
    uint8_t flow_error;   /* sticky TURN_ERR_* bits: a step or feature the turn refused */
    uint8_t turn_hooks;   /* TURN_USES_* bits (rules.h): what the general turn must look at,
                             derived at turn_begin from the modules and the tiles in play */
    uint16_t hook_mods[17]; /* per TURN_HOOK_* (rules.h): the modules that have it */
    /* How many kinds follower_kind[] lists (below), and a bit per index i whose kind has
       strength 1 and records (the ones figure_kind_* keep and place). */
    uint8_t nfollower_kinds, follower_kinds_on;
    /* A second part of a turn (docs/architecture.md, "A second part of a turn"): a
       module sets `again` to player + 1 when that player plays the next turn too (a
       builder's double turn); the next turn then stays with them and `turn_part` is 1
       while it is played. */
    uint8_t again, turn_part;

    piece pieces[MAX_PIECES];
    /* empty cells next to the board; two spare entries take branch-free writes that
       are not kept (see frontier_update) */
    frontier_cell frontier[MAX_FRONTIER + 2];
    uint8_t frontier_key[MAX_FRONTIER + 2];
    cloister_ref cloisters[MAX_CLOISTERS];  /* cloisters not yet complete */
    uint8_t half_cells[MAX_HALF_CELLS];     /* piece index of each lone triangle: the cells
                                               where a second triangle may go (board.c) */
    uint16_t followers[MAX_FOLLOWER_NODES]; /* nodes a follower stands on */
    wall_piece walls[MAX_WALLS];
    overlay overlays[MAX_OVERLAYS];
    node nodes[MAX_NODES];

    board_cell cells[BOARD_CELLS];
    /* bit per cell: a cloister has stood next to it (never cleared; a filter that
       spares most placements the walk over the cloister list) */
    uint64_t near_cloister[BOARD_CELLS / 64];

    /* The modules' states, after the board: the base game's arrays keep the places
       (and cache lines) they always had. state_at[id] is module id's slice of `state`
       (rules.h, module_state); the first state_len bytes are in use, zeroed at set-up
       and hashed as one block. */
    uint16_t state_len;
    uint16_t state_at[CIT_MODULE_MAX];
    _Alignas(8) uint8_t state[MODULE_STATE_BYTES];

    /* The figure table (above; figures.c lays it out at set-up), after the board as
       the modules' states are. nkinds and nfigures are 0 in a game without declared
       figures, which then reads nothing of the rest. kind_first[k]: the first record of
       game kind k (its records follow owner by owner, per_player each); kind_module[k],
       kind_local[k]: the module that declared it and its index in that module's table;
       module_kind0[id]: module id's first game kind (its kinds are consecutive). */
    uint8_t nkinds, nfigures;
    uint8_t kind_first[MAX_FIGURE_KINDS], kind_module[MAX_FIGURE_KINDS], kind_local[MAX_FIGURE_KINDS];
    uint8_t kind_per_player[MAX_FIGURE_KINDS];
    uint8_t kind_props[MAX_FIGURE_KINDS]; /* each kind's FK_* (copied from its declaration) */
    uint8_t figure_props; /* the FK_* of every kind with records, or'd: what a rule must look at */
    /* The game kinds of the followers (FK_FOLLOWER) in set-up order: the figures a
       module's moves name, as the index here plus one (figures.h; how many:
       nfollower_kinds, above). */
    uint8_t follower_kind[MAX_FOLLOWER_KINDS];
    /* The game kind + 1 of the follower of strength 2 with records, 0 without (figures.h,
       figure_strong_*). */
    uint8_t strong_kind;
    /* The game kind + 1 of the core's normal follower, with records only in a game where
       a module keeps normal followers (rules_module.keeps_followers), else 0 (figures.h,
       figure_normal_*). */
    uint8_t normal_kind;
    uint8_t module_kind0[CIT_MODULE_MAX], module_nkinds[CIT_MODULE_MAX];
    uint8_t module_fig0[CIT_MODULE_MAX], module_nfig[CIT_MODULE_MAX]; /* each module's records */
    fig_record figures[MAX_FIGURES];

    /* owners_looked[id]: owner_clears when module id last matched its figures standing
       on parts with their parts' owners (a figure goes home only with its part's owner:
       owners_moved). Zeroed at set-up in a game with modules, the only games that read
       it (so the base game's set-up clears no more of the header); never hashed. */
    uint16_t owners_looked[CIT_MODULE_MAX];
};

/*
 * Cells are indexed modulo 128, so x and x +- 128 share an index: a look-up that starts
 * from outside coordinates (a move, a GUI or AI query) must check that what it found
 * lies at those very coordinates. The frontier slot of the empty cell x,y, or -1.
 */
static inline int cell_frontier_slot(const cit_game *g, int x, int y) {
    int slot = g->cells[cell_index(x, y)].front - 1;
    if (slot < 0 || slot >= g->nfrontier || g->frontier[slot].x != x || g->frontier[slot].y != y) return -1;
    return slot;
}

/* Whether an empty cell's key (frontier_key) has an edge on all four sides: every
   neighbour is filled and shows it an edge (a square, or a triangle's leg), a hole
   the board closes in. Placement keeps the key (frontier_touch), so a module asking
   that of every frontier cell each turn reads one byte instead of four neighbours. */
static inline int frontier_key_enclosed(unsigned key) { return ((key | key >> 1) & 0x55u) == 0x55u; }

/* The piece index + 1 of the tile at x,y, or 0 (checked as cell_frontier_slot is). */
/* A follower of player's goes on part n (owned, owner_sets when the part had none). */
static inline void node_own(cit_game *g, uint16_t n, int player) {
    if (!g->nodes[n].owner) {
        g->owned[player]++;
        g->owner_sets++;
    }
    g->nodes[n].owner = (uint8_t)(player + 1);
}

/* Whether some part lost its owner since module `id` last asked (it looks now): a figure
   of its own standing on a part goes home only with the part's owner, so a module's look
   for figures gone home is skipped while this says no. */
static inline int owners_moved(cit_game *g, int id) {
    if (g->owners_looked[id] == g->owner_clears) return 0;
    g->owners_looked[id] = g->owner_clears;
    return 1;
}

/* Part m's followers are gone: it has no owner (owned, owner_clears). */
static inline void node_disown(cit_game *g, node *m) {
    g->owned[m->owner - 1]--;
    g->owner_clears++;
    m->owner = 0;
}

static inline int cell_piece_at(const cit_game *g, int x, int y) {
    int pi = g->cells[cell_index(x, y)].piece;
    if (!pi || g->pieces[pi - 1].x != x || g->pieces[pi - 1].y != y) return 0;
    return pi;
}

/* The first piece the cell at x,y holds, or NULL (unchecked for aliases: x, y on the
   board). Inline here so that the features and the board need not call each other. */
static inline const piece *board_piece_at(const cit_game *g, int x, int y) {
    int pi = g->cells[cell_index(x, y)].piece;
    return pi ? &g->pieces[pi - 1] : NULL;
}

/* 0 for the first (or only) piece of its cell, 1 for the second triangle: the `half`
   of every part the public API names. */
static inline uint8_t piece_half(const cit_game *g, int pi) {
    int partner = g->pieces[pi].partner;
    return (uint8_t)(partner != 0 && partner <= pi);
}

/* The piece index + 1 of part `half` of the cell at x,y, or 0 (checked as cell_piece_at). */
static inline int cell_part_at(const cit_game *g, int x, int y, int half) {
    int pi = cell_piece_at(g, x, y);
    if (!pi || !half) return pi;
    return half == 1 ? g->pieces[pi - 1].partner : 0;
}

/* Whether tile type t is a triangle: the one test the placement paths make for the
   tile in hand (a byte table, catalog.h). */
static inline int tile_is_triangle(const cit_catalog *cat, int t) { return cat->triangle[t]; }

/* game.c: a game on any catalogue (the unit tests use small synthetic ones). */
cit_game *game_new_with_catalog(const cit_catalog *cat, const cit_setup *setup,
                                const cit_tile_id *order, int norder, cit_status *st);

/* rng.c: PCG32 (O'Neill's permuted congruential generator), the game's only
   randomness; the step functions are inline because playouts call them every turn. */
void rng_seed(uint64_t *state, uint64_t *inc, uint64_t seed);
/* The next apply takes n (<= CIT_CHANCE_MAX) draws as given (rules_chance; session.c). */
void game_give_chances(cit_game *g, const uint8_t *v, int n);

static inline uint32_t rng_next(uint64_t *state, uint64_t inc) {
    uint64_t old = *state;
    *state = old * 6364136223846793005ULL + inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

/* Unbiased and division-free on the common path (Lemire's multiply-and-reject): the
   few products whose low half falls below 2^32 mod bound are drawn again. */
static inline uint32_t rng_below(uint64_t *state, uint64_t inc, uint32_t bound) {
    if (bound <= 1) return 0;
    uint64_t m = (uint64_t)rng_next(state, inc) * bound;
    if ((uint32_t)m < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while ((uint32_t)m < threshold) m = (uint64_t)rng_next(state, inc) * bound;
    }
    return (uint32_t)(m >> 32);
}

/* SplitMix64, the stream of moves drawn from a caller's seed (random moves, playout
   answers: cit_game_playout_move documents it): one step adds the golden gamma to the
   state, then mixes. splitmix_below is uniform in [0, bound) by multiply-shift (its bias,
   below 2^-32 for the small bounds used, does not matter to a playout). */
static inline uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static inline uint32_t splitmix_below(uint64_t *state, uint32_t bound) {
    return (uint32_t)(((splitmix64(state) >> 32) * (uint64_t)bound) >> 32);
}

/* Set bits in v; portable (no popcnt instruction assumed) and inline. */
static inline int bit_count(uint32_t v) {
    v = v - ((v >> 1) & 0x55555555u);
    v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
    return (int)((((v + (v >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

typedef struct {
    cit_game *g;
    cit_outcome *out;
} emitter;
/* Inline so that playouts, which ask for no events, do not even build them. */
static inline void emit(emitter *e, cit_event ev) {
    if (!e->out) return;
    if (e->out->n < CIT_MAX_EVENTS) e->out->ev[e->out->n++] = ev;
    else e->out->dropped++;
}

/* place.c: placing a tile (the general turn, the modules and the base game build on it) */
/* Draws the next tile that fits for the current player; 0 when the stack is empty. */
int game_draw(cit_game *g, emitter *e);
/* The same for the base game (no module runs): the fit table alone answers, so its draw
   pays nothing for placement rules that decide alone (placement_rules.rotations). */
int game_draw_plain(cit_game *g, emitter *e);
cit_status game_check_place(const cit_game *g, const cit_move *m);
/* The checks of a placement move before its edges: the tile in hand, the rotation, a
   free cell next to the board (its frontier slot in *slot). */
cit_status game_check_cell(const cit_game *g, const cit_move *m, int *slot);
/* Lists placement m once without a follower, then once for each spot in `spots`, into
   out[n...] (only while below cap: a listing counts on past cap, so the caller learns how
   many there are); returns the new count. */
static inline int list_with_spots(cit_move *out, int cap, int n, cit_move m, uint32_t spots) {
    m.spot = CIT_SPOT_NONE;
    if (n <= cap - 33) { /* room for the placement and all 32 spots: no check per move */
        out[n++] = m;
        for (; spots; spots &= spots - 1) {
            m.spot = (int8_t)__builtin_ctz(spots);
            out[n++] = m;
        }
        return n;
    }
    if (n < cap) out[n] = m;
    n++;
    for (; spots; spots &= spots - 1) {
        m.spot = (int8_t)__builtin_ctz(spots);
        if (n < cap) out[n] = m;
        n++;
    }
    return n;
}
/* The core's random placement (uniform over legal cell and rotation, then spot). */
cit_status game_random_place(const cit_game *g, uint64_t seed, cit_move *out);
/* The same for a square tile in hand (the base game's playout calls it directly), and the
   random placement by the rules that answer for the tile in hand (a module's too). */
cit_status place_random_square(const cit_game *g, uint64_t seed, cit_move *out);
cit_status place_random_move(const cit_game *g, uint64_t seed, cit_move *out);
/* The placement moves for the tile in hand (cit_game_legal_moves while one is pending). */
int place_legal_moves(const cit_game *g, cit_move *out, int cap);
void game_put_follower(cit_game *g, int pi, int spot, emitter *e);
/* Lays the tile of a checked placement move and its follower; returns the piece. */
int game_place_tile(cit_game *g, const cit_move *m, emitter *e);
/* Reports the placement of move m (the PLACE event). */
void game_emit_place(const cit_game *g, const cit_move *m, emitter *e);
/* The current player gets `tile` (a module's placements count for "fits"): in hand if
   it fits somewhere, else discarded; reports which and returns whether it fits. */
int game_take_tile(cit_game *g, int tile, emitter *e);
/* The one answer to "can this tile go anywhere / here" (the fit table, then the
   placement rules of every module that has them): anywhere for the player to move, or
   on the empty cell x,y for `player` (-1: for any player). */
int game_tile_fits(const cit_game *g, int tile);
int game_tile_fits_at(const cit_game *g, int tile, int x, int y, int player);
/* game.c. Tests: run the general turn even without modules (it must play like the base
   game). */
void game_use_general_turn(cit_game *g);

/* followers.c: followers on tile parts beyond the one a placement puts there (a second
   follower beside one's own, or one put back by a module). */
/* Puts a follower of `player` from supply on part n (beside the player's own if one
   stands there), counting it in the feature. */
void followers_put(cit_game *g, uint16_t n, int player);
/* How many followers stand on part n. */
int followers_on(const cit_game *g, uint16_t n);
/* Whether any follower stands on part n (stops at the first: asked every turn). */
int followers_any_on(const cit_game *g, uint16_t n);
/* Sends followers on part n home (all but `keep` of them) and returns how many went;
   the caller takes them out of the feature's counts. */
int followers_take(cit_game *g, uint16_t n, int keep);
/* A watchman of `player` from supply onto wall i. */
void followers_put_on_wall(cit_game *g, int wall, int player);
/* Adds `delta` to player's strength in the feature holding part n without a figure: a
   follower that counts more than one in every majority (docs/architecture.md,
   "Followers"). The feature's counts go back to 0 when its followers go home. */
void followers_weigh(cit_game *g, uint16_t n, int player, int delta);

/* The features of tile type t that may take a follower by the rules in play (all, or no
   field with the option farmers_off), as a bit mask; and those of the tile in hand at
   x,y turned rot a follower of the player to move may take (0 without one in supply). */
uint32_t followers_spots_allowed(const cit_game *g, int t);
uint32_t followers_free_spots(const cit_game *g, int x, int y, int rot);
/* Whether tile type t takes no figure at all (a module's bare_flags: a volcano), for the
   figure questions about a placement (builder, pig, mayor, wagon). */
static inline int tile_takes_no_figure(const cit_game *g, int t) {
    return g->bare_flags && (g->cat->set.tiles[t].flags & g->bare_flags);
}
/* place.c: the frontier cells where tile type `tile` fits in some rotation (rotmask from the
   fit table), or with `otherwise` also where a module's placement rules let it fit another
   way (a piece of its own laid with the tile; rotmask may then be 0); returns how many
   (writes up to cap). */
int frontier_placements(const cit_game *g, int tile, int player, int otherwise, cit_placement *out, int cap);
/* triangles.c: the core's placement paths for a triangle in hand (place.c dispatches on
   the shape of the tile in hand), and whether `tile` fits a half-filled cell. */
int triangle_legal_placements(const cit_game *g, cit_placement *out, int cap);
int triangle_legal_moves(const cit_game *g, cit_move *out, int cap);
cit_status triangle_random_place(const cit_game *g, uint64_t seed, cit_move *out);
cit_status triangle_check(const cit_game *g, const cit_move *m);
int triangle_follower_spots(const cit_game *g, int x, int y, int rot, int8_t *spots, int cap);
int triangle_fits_half(const cit_game *g, int tile);

/* options.c */
int options_valid(const cit_options *o, int mode);

/* board.c */
int board_edge_facing(const cit_game *g, int x, int y, int side);
int board_key_at(const cit_game *g, int x, int y);
int board_triangle_fits(const cit_game *g, int tile, int x, int y, int rot);
/* The same with the reason it does not (CIT_OK if it does): EDGE_MISMATCH for a leg or
   the diagonal, NO_NEIGHBOUR if it would touch the board only through its open diagonal,
   OCCUPIED for a full cell or one holding a square. The cell must lie at x,y (callers
   check aliases with cell_frontier_slot / cell_piece_at first). */
cit_status board_triangle_check(const cit_game *g, int tile, int x, int y, int rot);
/* All of board_triangle_check but the legs' match with what faces them: the cell and
   the partner (OCCUPIED, EDGE_MISMATCH for the diagonal) and the touch (NO_NEIGHBOUR). */
cit_status board_triangle_seat(const cit_game *g, int tile, int x, int y, int rot);
/* The rotation a second triangle takes in the half-filled cell x,y (opposite its
   partner's), or -1 if x,y is not a half-filled cell. */
int board_half_rotation(const cit_game *g, int x, int y);
int board_place_piece(cit_game *g, int tile, int x, int y, int rot);
/* A start that lays no tile (The City: the first player places the first tile, follower
   and all): the empty cell x,y joins the frontier with no edge to match, so every
   rotation of any square fits there. Only at set-up, on an empty board. */
void board_open_cell(cit_game *g, int x, int y);
/* Walls (The City): a piece on side `side` of cell x,y (the inside); the cell across is
   outside and no tile may go there. board_add_wall returns the wall's index + 1, or 0 if
   the edge has one, the outer cell holds a tile or the list is full. board_wall_at
   finds a wall on that edge from either side (index + 1, or 0). */
int board_add_wall(cit_game *g, int x, int y, int side, int kind);
int board_wall_at(const cit_game *g, int x, int y, int side);
/* The empty cell x,y takes no tile for the rest of the game (outside a wall; an open end
   of a course laid first, once that phase is over): it leaves the frontier for good. */
void board_close_cell(cit_game *g, int x, int y);
/* Whether no tile may go on cell x,y because a wall stands between it and the board. */
int board_beyond_wall(const cit_game *g, int x, int y);
int board_add_overlay(cit_game *g, int x, int y, int kind, int axis);
const overlay *board_overlay_at(const cit_game *g, int x, int y);

/* features.c */
uint16_t feat_find(const cit_game *g, uint16_t n);
/* The same walk inline, for a loop that asks it of every part it visits (a module's look
   after every placement, a listing over the board). */
static inline uint16_t feat_root(const cit_game *g, uint16_t n) {
    while (g->nodes[n].parent != n) n = g->nodes[n].parent;
    return n;
}
/* Merges piece pi with the pieces around it: around[d] is the cells[].piece value of the
   neighbour cell on side d, bit d of `filled` set if it is not 0. Sets g->closing if a
   feature may have completed. */
void feat_connect_piece(cit_game *g, int pi, const uint8_t around[4], unsigned filled);
/* Ports (in the frame of a tile being placed at x,y) that face a feature with a
   follower, with that feature's kind, and the free features the cell faces through two
   or more ports (through which a tile placed there may join two of its features);
   computed once per cell, used per rotation. */
#define MAX_SHARED 8 /* enough: a cell has at most 15 contacts, so 7 roots met twice */
typedef struct {
    uint16_t ports;
    uint8_t kind[CIT_PORT_COUNT];
    uint8_t nshared; /* 0 when nothing around is occupied */
    uint16_t shared[MAX_SHARED];
    uint8_t shared_kind[MAX_SHARED];
    uint16_t pairs; /* port 3s for each side s facing a free run over both its corners */
    uint8_t pair_kind[4];
} occupied_ports;
void feat_occupied_ports(const cit_game *g, int x, int y, occupied_ports *o);
uint32_t feat_occupied_for(const cit_game *g, const occupied_ports *o, int tile, int rot);
uint32_t feat_occupied_mask(const cit_game *g, int tile, int x, int y, int rot);
/* Joins side `side` of piece pi again with whatever lies there (after the piece became
   an overlay variant: the road it carries meets the neighbour's). */
void feat_rejoin_side(cit_game *g, int pi, int side);
/* Joins parts a and b (nodes) into one feature: what a module lays across two parts of
   one cell (a module's piece laid over both triangles); marks g->closing if it completed. */
void feat_join_parts(cit_game *g, uint16_t a, uint16_t b);
int feat_distinct_cells(const cit_game *g, uint16_t root);
/* Kinds that any neighbour closes (CIT_CLOSE_ANY_SIDE, markets): the sides of piece pi
   and of its neighbours that now face each other close one end each (the general turn
   calls it after every placement; the base game has no such kinds). */
void feat_touch_any_sides(cit_game *g, int pi);
/* A wall on side `side` of the cell x,y (whose other side is empty) closes the end of
   every feature running out through that side: the edge-closed kinds through its middle
   port, the any-side kinds through any port. Writes the roots whose open count reached
   0 (completed, not yet scored: turn_score_root puts them on the agenda) to out[] and
   returns how many (at most 3 per part; 0 if the cell is empty or the side is not open). */
int feat_close_side(cit_game *g, int x, int y, int side, uint16_t *out, int cap);
/* The same whatever lies across the side: for a tile laid there whose edges carry no
   feature and end what meets them (a tile that fits any edge); call it after laying that
   tile, once per side. */
int feat_close_facing(cit_game *g, int x, int y, int side, uint16_t *out, int cap);
int feat_cloister_neighbours(const cit_game *g, int x, int y);

/* scoring.c (rules of the classic game) */
int score_feature_value(const cit_game *g, uint16_t root, int final);
unsigned score_goods_mask(const cit_game *g, uint16_t root);
void score_completed(cit_game *g, int pi, emitter *e);
void score_final(cit_game *g, emitter *e);
void score_award(cit_game *g, uint16_t root, int points, int final, emitter *e);
void score_return_followers(cit_game *g, uint16_t root, emitter *e);
int score_field_value(const cit_game *g, uint16_t root);
/* The completed cities (roots) a field touches, each once; returns how many. */
#define MAX_FIELD_CITIES (MAX_NODES / 4)
int score_field_cities(const cit_game *g, uint16_t root, uint16_t *cities);
/* 1 if a part of feature root lies on a CIT_TF_OFF_LAND tile. */
int score_touches_off_land(const cit_game *g, uint16_t root);
/* What a field pays for, one each (a pig's points, a barn's): the completed cities it
   touches and, when it touches an off-land tile (the City of Carcassonne), one more. */
int score_field_items(const cit_game *g, uint16_t root);
cit_event score_feature_event(const cit_game *g, uint16_t root, int type);

#endif
