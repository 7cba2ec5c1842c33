/* Shared between the AI's files: the search worker, the small RNG and the cit_ai object. */
#ifndef CIT_AI_INTERNAL_H
#define CIT_AI_INTERNAL_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai.h"

/* splitmix64: seeds and mixes; xorshift-style stream for the search. */
static inline uint64_t ai_mix64(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline uint64_t ai_rng_next(uint64_t *s) {
    *s += 0x9e3779b97f4a7c15ULL;
    uint64_t z = *s;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Uniform in [0, bound) for bound >= 1 (Lemire's multiply; the tiny bias is irrelevant). */
static inline uint32_t ai_rng_below(uint64_t *s, uint32_t bound) {
    return (uint32_t)(((ai_rng_next(s) >> 32) * (uint64_t)bound) >> 32);
}

/* A tree node: the move that led here from the parent and its statistics. */
typedef struct {
    cit_move move;
    int32_t parent, child, sibling; /* -1 = none */
    uint32_t visits, avail;         /* avail: iterations in which this move was legal */
    double reward;                  /* summed reward of `player` */
    uint8_t player;                 /* who made `move` */
    int32_t same_tile;              /* the next older sibling placing the same tile, or -1
                                       (mcts.c: tile chains; -1 for other moves) */
} ai_node;

#define AI_MAX_DEPTH 512
#define AI_HASH_SIZE 8192 /* >= 2 * CIT_MAX_MOVES */
#define AI_MAX_PLACEMENTS 1024

/* What the closing estimate needs of each tile type of a tileset, as bit masks: it looks
   at eight neighbours for every placement it weighs, and finds their cloisters and
   markets from a mask instead of a loop over the tile's features. */
typedef struct {
    const cit_tileset *ts;                  /* the tileset described (NULL: not yet) */
    uint16_t cloisters[CIT_MAX_TILE_TYPES]; /* bit k: feature k is a cloister */
    uint16_t markets[CIT_MAX_TILE_TYPES];   /* bit k: feature k is a market */
} ai_tile_facts;

/* One search thread's memory and results. Everything is allocated by ai_worker_init. */
typedef struct ai_worker {
    const cit_ai_config *cfg;
    const cit_game *root;
    int observer;             /* who searches: the player deciding at the root */
    const atomic_int *cancel;
    atomic_long *progress;
    double deadline;          /* monotonic seconds; 0 = none */
    uint64_t seed;

    ai_node *nodes;
    int cap, n;
    void *state;              /* a cit_game of cit_game_size() bytes */
    cit_move *moves;          /* CIT_MAX_MOVES */
    uint64_t place_tiles[(CIT_MAX_TILE_TYPES + 63) / 64]; /* bit t: a legal move of this step
                                                            places tile t (set_build) */
    int one_tile;             /* the tile every legal move of this step places, or -1 */
    int root_moves;           /* the root's legal moves once all are children, else 0 */
    /* Tile chains: (parent, tile) -> the newest child placing that tile, its older ones
       linked by ai_node.same_tile (open addressing, tmask + 1 slots, a slot in use when
       its stamp is tgen). Full: tfull, and the search walks whole child lists. */
    uint64_t *tkey;
    int32_t *thead;
    uint32_t *tstamp;
    uint32_t tgen, tmask, tused;
    int tfull;
    uint64_t *hkey;
    int32_t *hidx;
    uint32_t *hstamp;
    uint32_t gen;
    uint8_t *mark;            /* CIT_MAX_MOVES */
    cit_placement *pl;        /* AI_MAX_PLACEMENTS */
    int32_t path[AI_MAX_DEPTH + 2];

    /* Sequential halving at the root (cfg->halving): the root children still in the
       running, best first after each round, and where the round stands. */
    int32_t *sh;
    int sh_n, sh_pos, sh_quota;
    long sh_given;
    ai_tile_facts facts; /* cfg->closing: the tileset as the estimate reads it */
    double t0; /* when the search started (with a deadline only) */

    long iterations, playout_moves;
    long tree_moves; /* moves made in the tree over the iterations (root's included) */
    int cancelled;
    int32_t *remap; /* tree reuse: node -> index after re-rooting (NULL: no reuse) */
    int keep;       /* 1: ai_worker_search goes on growing the tree it has */

    /* Review only (review.c; NULL in play): per root child each player's summed win,
       margin and score, slot[node] its row (valid if slotnode[slot] == node). */
    double *racc;
    /* called after each iteration when set (review.c sets it: ai_review_record) */
    void (*record)(struct ai_worker *w, int32_t child, const int *score, int np);
    int32_t *rslot, *slotnode;
    int nslots, slotcap;
    double rroot[1 + 3 * CIT_MAX_PLAYERS]; /* the same over every iteration (count first) */
} ai_worker;

/* Tree reuse: the most moves between two decisions of a player that are followed. */
#define AI_REUSE_DEPTH 16
/* If this worker's last tree went down to the position `now` from `prev` (its root),
   makes that node the root and returns 1 (the next search keeps growing it); else 0.
   states: AI_REUSE_DEPTH + 1 game buffers. */
int ai_worker_reuse(ai_worker *w, const cit_game *prev, const cit_game *now, void **states);


/* The cit_ai object (ai.c; review.c runs its workers too). */
struct cit_ai {
    cit_ai_config cfg;
    uint64_t seed;
    atomic_int cancel;
    atomic_long progress;
    cit_ai_stats stats;
    cit_move *moves;         /* root legal moves, CIT_MAX_MOVES */
    void *scratch;           /* a cit_game for the greedy player */
    void *reuse[AI_REUSE_DEPTH + 1]; /* tree reuse: the last root (reuse[0]... ai_worker_reuse) */
    void *last;              /* tree reuse: the position of the last search */
    int last_observer;       /* -1: none */
    int nworkers;
    ai_worker workers[CIT_AI_MAX_THREADS];
    struct { /* a search in slices (cit_ai_choose_start, cit_ai_ponder_start) */
        int mode;            /* 0 none, 1 choose, 2 ponder */
        const cit_game *game;
        cit_status status;   /* what the start returned */
        int search;          /* 1: the workers are to run */
        int worker;          /* the tree growing now (nworkers: all done) */
        int n, pick, observer;
        uint64_t seed;
        double t0, cap;
        /* The time between slices is the page's (drawing frames), not the search's: the
           deadlines move on by it (ai_slices_run), up to wall_end (AI_SLICED_WALL times the
           time budget after the start). paused: when the last slice ended (0: none yet). */
        double paused, wall_end;
    } sl;
};

/* A hash of what `viewer` can see (ai.c): seeds each call from the visible position. */
uint64_t ai_visible_hash(const cit_game *g, int viewer);
/* Runs ai's workers from g with `observer`'s determinisations (ai.c); ai_prepare_workers
   only sets them up for it (the sliced search runs them one after another). */
void ai_run_workers(cit_ai *ai, const cit_game *g, int observer, uint64_t seed);
void ai_prepare_workers(cit_ai *ai, const cit_game *g, int observer, uint64_t seed);
/* Runs the prepared workers as ai_run_workers does (helpers on threads of their own). */
void ai_run_prepared(cit_ai *ai);
/* The prepared workers in slices, one tree after another (ai->sl.worker: the tree growing):
   ai_slices_begin starts the first; ai_slices_run runs at most `iterations` (0: no count)
   for at most `seconds` (0: no time), 1 once every tree is grown (cit_ai_slice). */
void ai_slices_begin(cit_ai *ai);
/* A sliced search's wall time, at most this many times its time budget (a page drawing
   slowly still gets its move); within that, only the time in slices counts. */
#define AI_SLICED_WALL 4.0
int ai_slices_run(cit_ai *ai, long iterations, double seconds);

int ai_worker_init(ai_worker *w, int node_cap);
void ai_worker_free(ai_worker *w);
/* Runs the search from w->root; results stay in w->nodes (root = node 0). */
void ai_worker_search(ai_worker *w);
/* The same in pieces (cit_ai_slice): ai_worker_begin starts the search, ai_worker_run runs
   at most `most` iterations of it, stopping early once ai_now() passes `until` (0: never);
   1 when the search is over (its budget, deadline or a cancel), 0 when there is more. */
void ai_worker_begin(ai_worker *w);
int ai_worker_run(ai_worker *w, long most, double until);
/* The root child sequential halving names after the search: the best mean among the moves
   still in the running, so a last round the clock cut short still counts what it saw;
   -1 when halving did not start. */
int32_t ai_worker_finalist(const ai_worker *w);

/* The playout policy: picks one of moves[0..n) for `player`, the one to move in g
   (decisions whose module has a playout answer of its own never come here: mcts.c). */
cit_move ai_playout_pick(const cit_game *g, int player, const cit_move *moves, int n, int smart,
                         uint64_t *rng);

/* A move as one word, for the legal moves and tree children, where rot is 0..3 (a
   rotation, or a part's half) and type below CIT_IDS_MAX: the tile's high bits go above
   rot's two, so a tile below 256 keys as it did when a tile was one byte. */
_Static_assert(CIT_MAX_TILE_TYPES <= 1 << 14, "a tile's high bits fit bits 34-39 of a move key");
static inline uint64_t ai_move_key(const cit_move *m) {
    return (uint64_t)(uint8_t)m->type | (uint64_t)(m->tile & 0xFF) << 8 | (uint64_t)(uint8_t)m->x << 16 |
           (uint64_t)(uint8_t)m->y << 24 | (uint64_t)m->rot << 32 | (uint64_t)(m->tile >> 8) << 34 |
           (uint64_t)(uint8_t)m->spot << 40 | (uint64_t)m->arg0 << 48 |
           (uint64_t)m->arg1 << 56;
}

/* Fast playout move for tile placement (see policy.c); 0 if the decision is another.
   pd is g's cit_game_pending, read once by the caller (it is called several times a
   move, and building it is not free). */
int ai_playout_place(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, int smart,
                     uint64_t *rng, cit_move *out);

/* A playout's rating of a placement move for `player` (heavy playouts: the lead it closes). */
typedef double (*ai_move_score)(void *ctx, const cit_move *m, int player);
/* The follower-aware draw of ai_playout_place, k placements drawn and the one `score`
   rates best kept. */
int ai_playout_place_k(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, uint64_t *rng,
                       cit_move *out, int k, ai_move_score score, void *ctx);

/* Describes g's tileset in tf, unless tf describes it already. */
void ai_tile_facts_for(ai_tile_facts *tf, const cit_game *g);

/* The points placement m is estimated to add to `player`'s lead over the best other
   player (policy.c): the roads, cities, streets, markets and cloisters it closes, scored
   to their majority, without playing it. tf: ai_tile_facts_for(tf, g). */
double ai_close_score(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player);
/* Each player's reward, in [0, 1], for final (or projected) scores score[0..np) (mcts.c:
   the win term and the margin term of cfg). */
void ai_rewards(const cit_ai_config *cfg, const double *score, int np, double *r);

/* Monotonic seconds for the time budgets. ai_set_clock puts another clock in its place (a
   test's, to say how much time passes between and inside slices; NULL: the system's again). */
double ai_now(void);
void ai_set_clock(double (*now)(void));

#endif
