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

/* A MAST slot: a move's key (0: free), its mover's summed reward and count. */
typedef struct {
    uint64_t key;
    float sum;
    uint32_t count;
} ai_mast;

/* `player`'s lead in points over the best other player in g (negative when behind). */
static inline int ai_lead(const cit_game *g, int player) {
    int np = cit_game_setup(g)->nplayers, best = -1000000;
    for (int q = 0; q < np; q++)
        if (q != player && cit_game_score(g, q) > best) best = cit_game_score(g, q);
    return cit_game_score(g, player) - best;
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
#define AI_MAST_SIZE 65536 /* power of two */
#define AI_TRACE_MAX 2048
/* cfg->work_budget: an iteration's own work (copying the game, dealing, the walk down
   the tree, the reward) counted as this many playout moves; about what it takes */
#define AI_ITERATION_WORK 2
/* the fewest players at which cit_ai_config.crowd_depth cuts the playouts */
#define AI_CROWD_PLAYERS 4

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
    long work_limit;          /* cfg->work_budget for this move (time_spread); 0 = none */
    uint64_t seed;

    ai_node *nodes;
    int cap, n;
    void *state;              /* a cit_game of cit_game_size() bytes */
    void *look;               /* cfg->lookahead: a cit_game to try a playout's placements on
                                 (allocated at its first use) */
    cit_move *moves;          /* CIT_MAX_MOVES */
    uint64_t place_tiles[4];  /* bit t: a legal move of this step places tile t (set_build) */
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

    /* MAST (cfg->mast): per move and player, the summed reward and count over the whole
       search (open addressing, AI_MAST_SIZE slots, cleared when a search starts), and this
       iteration's moves (their keys and movers) to add the reward to. */
    ai_mast *mast;
    int mfill;
    uint64_t *trace;
    uint8_t *tplayer;
    int ntrace;

    /* Sequential halving at the root (cfg->halving): the root children still in the
       running, best first after each round, and where the round stands. */
    int32_t *sh;
    int sh_n, sh_pos, sh_quota;
    long sh_given;
    int sh_round, sh_j;  /* rounds begun; the visit number of the last pick in its round */
    uint64_t crn_base;   /* cfg->crn, cfg->deals: the search's seed, keys its deals */
    ai_tile_facts facts; /* cfg->closing: the tileset as the estimate reads it */
    uint64_t it_seed;    /* this iteration's deal seed (without crn's pairing) */
    int dealt;           /* 1 once this iteration's unseen tiles are dealt */
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
};

/* A hash of what `viewer` can see (ai.c): seeds each call from the visible position. */
uint64_t ai_visible_hash(const cit_game *g, int viewer);
/* Runs ai's workers from g with `observer`'s determinisations (ai.c). */
void ai_run_workers(cit_ai *ai, const cit_game *g, int observer, uint64_t seed);

int ai_worker_init(ai_worker *w, int node_cap);
/* The MAST tables (cfg->mast); 0 when memory runs out. */
int ai_worker_init_mast(ai_worker *w);
void ai_worker_free(ai_worker *w);
/* Runs the search from w->root; results stay in w->nodes (root = node 0). */
void ai_worker_search(ai_worker *w);
/* The root child sequential halving names after the search: the best mean among the moves
   still in the running, so a last round the clock cut short still counts what it saw;
   -1 when halving did not start. */
int32_t ai_worker_finalist(const ai_worker *w);

/* cfg->smart_playouts: 1 = fixed follower chances by feature kind; AI_PLAYOUT_PHASED = the
   same, following the game's progress (policy.c: phased_keep); AI_PLAYOUT_EAGER = higher
   chances, near the follower use of hard's own games (policy.c: keep_per_kind). */
#define AI_PLAYOUT_PHASED 2
#define AI_PLAYOUT_EAGER 3

/* The playout policy: picks one of moves[0..n) for `player`, the one to move in g
   (decisions whose module has a playout answer of its own never come here: mcts.c). */
cit_move ai_playout_pick(const cit_game *g, int player, const cit_move *moves, int n, int smart,
                         uint64_t *rng);

static inline uint64_t ai_move_key(const cit_move *m) {
    return (uint64_t)m->type | (uint64_t)m->tile << 8 | (uint64_t)(uint8_t)m->x << 16 |
           (uint64_t)(uint8_t)m->y << 24 | (uint64_t)m->rot << 32 |
           (uint64_t)(uint8_t)m->spot << 40 | (uint64_t)m->arg0 << 48 |
           (uint64_t)m->arg1 << 56;
}

/* Fast playout move for tile placement (see policy.c); 0 if the decision is another.
   pd is g's cit_game_pending, read once by the caller (it is called several times a
   move, and building it is not free). */
int ai_playout_place(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, int smart,
                     uint64_t *rng, cit_move *out);

/* A playout's rating of a move for `player` (MAST: its mean reward so far). It may give
   the move a better follower spot (cfg->closing_follower) and rates the move as changed. */
typedef double (*ai_move_score)(void *ctx, cit_move *m, int player);
/* The same drawing k placements and keeping the one `score` rates best (smart only). */
int ai_playout_place_k(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, int smart,
                       uint64_t *rng, cit_move *out, int k, ai_move_score score, void *ctx);

/* A cheap rating of placement move m for `player` (policy.c): the roads and cities of
   the neighbours it joins, +1 each held by the player, -1 each held by others. */
double ai_sense_score(const cit_game *g, const cit_move *m, int player);

/* Describes g's tileset in tf, unless tf describes it already. */
void ai_tile_facts_for(ai_tile_facts *tf, const cit_game *g);

/* The points placement m is estimated to add to `player`'s lead over the best other
   player (policy.c): the roads, cities, streets, markets and cloisters it closes, scored
   to their majority, without playing it. tf: ai_tile_facts_for(tf, g). */
double ai_close_score(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player);
/* The same, after moving m's follower onto the feature m closes that is worth most to
   `player` and has no follower yet, when m's own follower does not already score there
   (and the player has one to place): the follower comes back at once with the points. */
double ai_close_score_follower(const ai_tile_facts *tf, const cit_game *g, cit_move *m, int player);
/* ai_close_score plus, when m puts a farmer, field_pct % of what the board's fields that
   m's field joins are worth now (cit_ai_config.closing_fields). */
double ai_close_score_fields(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player,
                             int field_pct);
/* What each player's position is worth if the game were cut here (cit_ai_config.
   playout_value, `reach` = K there): the score, plus for every held feature not yet
   complete its end value, plus its closed value's extra times the chance that its open
   ends all close, to its majority. value[]: one entry per player. */
void ai_position_value(const cit_game *g, int reach, double *value);
/* Each player's reward, in [0, 1], for final (or projected) scores score[0..np) (mcts.c:
   the win term and the margin term of cfg). */
void ai_rewards(const cit_ai_config *cfg, const double *score, int np, double *r);

double ai_now(void);

#endif
