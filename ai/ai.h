/* Citadela computer players: information-set Monte-Carlo tree search on the engine's move API. */
#ifndef CIT_AI_H
#define CIT_AI_H

#include <stdint.h>

#include "engine.h"

/*
 * Overview
 *
 * A cit_ai is one computer player's brain: it owns its preallocated search memory and
 * a seed. cit_ai_choose() picks a move for whatever decision is pending in a game.
 * The tree search uses only cit_game_legal_moves / cit_game_apply / cit_game_copy /
 * cit_game_pending / cit_game_shuffle_unseen, so new decision kinds of later
 * expansions are covered without changes here; the playouts add a fast path for tile
 * placement (cit_game_legal_placements / cit_game_follower_spots) and fall back to a
 * uniform pick from cit_game_legal_moves for any other decision (or the module's own
 * answer, cit_game_playout_move, where cit_pending.flags has CIT_PENDING_PLAYOUT). No
 * module is known by name. Hidden information (the order of the tiles after the one
 * in hand, the other players' hands, tiles out face down) is never read: every search
 * iteration plays on a copy whose unseen tiles were re-dealt for the deciding player
 * with a seed of its own (determinisation).
 *
 * Threads: one cit_ai may be used by one thread at a time (e.g. a GUI worker thread);
 * different cit_ai objects are independent (no globals). cit_ai_cancel() may be
 * called from any other thread at any time. The HARD level runs cfg.threads search
 * threads (two by default; one result per thread count, seed and budget) inside
 * cit_ai_choose() (pthreads: link with -pthread).
 *
 * Determinism: with no time cap and no cancel, the move chosen depends only on the
 * level (or config), the seed given to cit_ai_new and the game state — not on the call
 * history, the thread timing or the machine speed. The per-call seed is derived from
 * what the deciding player sees (board, followers, scores, supplies, tile in hand,
 * the multiset of unseen tiles, the player's own hand). The hidden order enters only because cit_game_shuffle_unseen permutes
 * the current order: for a fixed seed each sample is the real order under a fixed
 * pseudo-random permutation, so every sample is uniform and carries no information
 * about the real order, but two games that look the same yet hide different orders
 * may get different (equally good) moves. See docs/ai.md.
 *
 * Win-chance estimates and game review, on the same search: review.h.
 */

typedef enum {
    CIT_AI_RANDOM,   /* uniform over the legal moves (a baseline for tests and selfplay) */
    CIT_AI_GREEDY,   /* one ply: the move with the largest immediate score gain */
    CIT_AI_EASY,     /* small search, plain random playouts */
    CIT_AI_MEDIUM,   /* answers in well under a second on one core */
    CIT_AI_HARD,     /* bigger search on two threads (root parallel) */
    CIT_AI_LEVEL_COUNT
} cit_ai_level;

/* Every knob of a player; cit_ai_config_default fills the ones of a level. */
typedef struct {
    uint8_t level;          /* cit_ai_level: RANDOM and GREEDY ignore the search knobs */
    uint8_t threads;        /* search threads, 1..CIT_AI_MAX_THREADS (root parallel) */
    uint8_t smart_playouts; /* 1 = follower-aware playout policy, 0 = uniform playouts,
                               2 = follower chances that follow the game's progress,
                               3 = eager: higher chances, as hard's own games use followers */
    uint8_t reuse_tree;     /* 1 = the next decision keeps growing the subtree the game went
                               down (issue 22; play then depends on the call history) */
    uint8_t uniform_modules; /* 1 = playouts ignore a module's own answers (CIT_PENDING_
                                PLAYOUT) and answer its decisions uniformly: only for
                                measuring what those answers are worth (default 0) */
    int32_t iterations;     /* search iterations per thread (the deterministic budget) */
    double time_limit;      /* seconds; 0 = no cap. A cap makes the result timing-dependent */
    double explore;         /* UCB exploration constant (rewards are in [0, 1]) */
    double margin_weight;   /* reward = (1-w) * win + w * score margin, w in [0, 1] */
    int32_t margin_scale;   /* points of margin that count as a full win / loss */
    /* Issue 22, each alone or together (all 0 = the search of session 7, "hard0"): */
    uint8_t mast;           /* move-average statistics (MAST): every move's mean reward for
                               its mover, kept over the whole search (key: the move and its
                               player); bit 1: playouts place the better of `mast_k` sampled
                               placements; bit 2: expansion takes the untried move with the
                               best mean (3: both) */
    uint8_t mast_k;         /* placements a MAST playout compares (2 when 0) */
    uint8_t widen;          /* 1 = progressive widening at tile placement: a node keeps at most
                               1 + sqrt(visits) children (in MAST order when mast is on) */
    uint8_t sense;          /* 0 = off; K = playouts draw K placements and take the one that
                               best extends the mover's roads and cities and least feeds the
                               others' (ai_sense_score; with MAST in playouts, plus its mean) */
    uint8_t prior;          /* 1 = expansion takes the best of 4 untried moves drawn at random,
                               rated by ai_sense_score (plus the MAST mean with mast bit 2) */
    uint8_t halving;        /* 1 = sequential halving at the root once every root move has a
                               child: equal visits per round to the moves left, the better
                               half by mean stays (UCB below the root) */
    uint8_t playout_depth;  /* 0 = playouts run to the end; N = they stop after N moves and
                               the reward is taken from the projected scores
                               (cit_game_projected_scores: the game ended there) */
    uint8_t guided;         /* 1 = below the root, tile placements are expanded with the
                               playout policy's own choice, and a node keeps for each drawn
                               tile at most 1 + sqrt(times that tile came) children: the
                               replies in the tree are the sensible ones, and UCB picks the
                               best of them (more time: more replies weighed); 2 = the
                               same with heavy playouts' picks (closing: the best of
                               closing_draws placements by what they close) */
    uint16_t deals;         /* 0 = every iteration deals the unseen tiles afresh; K = the
                               search (each thread) uses only K deals, a root move's v-th
                               visit the (v mod K)-th, so below the root the replies and the
                               searcher's next moves meet the same tiles again and the tree
                               can plan for them (perfect-information search on a sample
                               of futures, "PIMC") */
    uint8_t deal_tail;      /* with deals: 1 = each playout deals what is still unseen when it
                               starts afresh, so the K deals fix only the tiles the tree meets
                               and the far future is a new sample every iteration */
    uint8_t crn;            /* 1 = common random numbers in sequential halving: a round's j-th
                               visits of the moves still in the running all see the same
                               deal of the unseen tiles (and playout stream), so the moves
                               are compared on the same futures (needs halving) */
    uint8_t tree_depth;     /* 0 = the tree grows as deep as it likes; N = at most N moves
                               below the root (1: flat search, playouts from the root moves) */
    uint8_t lookahead;      /* 0 = off; N = the first N tile placements of each playout draw
                               `sense` placements (4 when 0) and take the one that gains its
                               mover most points over the best other player once applied
                               (ties: the sense score with sense on, else the first drawn) */
    uint8_t closing;        /* 0 = off; N = the same for the first N placements (255: all) with
                               the lead over the best other player they are estimated to add,
                               without playing them (ai_close_score: the roads, cities,
                               cloisters, streets and markets they close, to their majority) */
    uint8_t closing_draws;  /* placements a closing playout draws and compares (4 when 0;
                               `sense` when that is on) */
    uint8_t playout_value;  /* 0 = a cut playout (playout_depth) is scored by the projected
                               scores; K = by a position value: each held open feature is
                               worth its end value plus its closed value's extra times the
                               chance that it closes, each open end closing with chance
                               T / (T + K) with T tiles left (base game; projected scores
                               with modules). K = 60 fits how often held features close in
                               hard's games (tools/closure_rates.c), and is level with the
                               projected scores with 4 players (docs/ai.md, "Four players:
                               a calibrated value at the cut") */
    uint8_t closing_self;   /* 1 = closing weighs only the searching player's placements;
                               the others' placements are the light policy's (a heavy
                               playout costs about 5 light ones, so the same time buys
                               2.45 times the iterations). Off: level with 4 players at
                               equal time (docs/ai.md, "Four players: where the points
                               come from, and two more ideas") */
    uint8_t closing_follower; /* 1 = a closing playout's placement that closes a feature
                               nobody holds takes its follower there when that scores more
                               (as people do: the follower comes back with the points) */
    uint8_t closing_fields; /* 0 = off; N = a closing playout's placement with a farmer is
                               also worth N % of what the fields its field joins are
                               worth now (3 a completed city they touch, in the base game)
                               to its mover: the playouts' players lay farmers where
                               the points are, not at random (not with closing_follower).
                               Off: level with 2 and 4 players (docs/ai.md, "Farmers in
                               the playouts") */
    uint8_t margin_soft;    /* 1 = the margin term is 0.5 + tanh(margin / margin_scale) / 2,
                               which never goes flat: a point more or less still counts in
                               a game already won or lost by more than margin_scale */
    uint8_t margin_mean;    /* 1 = the margin term is the lead over the mean of the other
                               players, not over the best of them (the same with 2 players;
                               with more, every point taken from anyone counts) */
    uint8_t rank_win;       /* 1 = the win term is the share of the other players the mover
                               beats (a tie counts half), not 1 for first place alone: the
                               same with 2 players; with more, every place gained counts */
    uint8_t rank_soft;      /* 0 = off; S = the win term is the mean over the other players
                               of 0.5 + tanh((own - their score) / S) / 2: every place
                               counts, as with rank_win, and a point more or less near a
                               rival's score counts a little, not all or nothing. Off:
                               with 4 players ahead at 0.24 s a move, behind hard at 1 s
                               (docs/ai.md, the same section) */
    uint8_t listed_first;   /* 1 = where a module lists its answers best guess first
                               (CIT_PENDING_WIDEN: bids cheapest first), the answer played is
                               the first listed whose mean reward is within one standard
                               error of the best's: a later one must be clearly better */
    uint8_t listed_played;  /* 1 = below the root, such a decision (CIT_PENDING_WIDEN) ends
                               the tree: the playout answers it as the module's playouts do */
    uint8_t time_spread;    /* 0 = time_limit and work_budget hold for every move; K = 1..3:
                               they are a game's average a move, and a move gets them times
                               cit_ai_time_share(g, K): 1.9 times at the first move and a
                               tenth at the last with K = 1, the way a fixed iteration budget
                               spends its time (docs/ai.md, "Time spread over a game") */
    uint8_t crowd_depth;    /* 0 = off; N = in games of 4 or more players (AI_CROWD_PLAYERS) the
                               playouts stop after N moves, as with playout_depth (which wins
                               when set): with many players a long playout's end is mostly
                               the others' luck (docs/ai.md, "Four players: shorter playouts") */
    uint8_t paranoid;       /* 1 = below the root, the other players' moves are chosen to
                               lower the searching player's reward, not to raise their own
                               (paranoid search; with 2 players the same rewards): with 4
                               players, a rival's move that is good for that rival may cost
                               the searcher nothing, a move against the searcher always does */
    int32_t work_budget;    /* 0 = off; W = the search also stops once its playout moves
                               plus twice its iterations reach W (per thread): about the same time
                               every move, as a time limit gives, but the same result on any
                               machine. A fixed iteration count instead spends most of a game's
                               time on its first moves, whose playouts are longest */
} cit_ai_config;

#define CIT_AI_MAX_THREADS 8
/* A search keeps one tree node per iteration (about 40 bytes), and a medium move of
   4,000 iterations takes a few hundred milliseconds: a million is minutes per move. */
#define CIT_AI_MAX_ITERATIONS 1000000

/* What the last cit_ai_choose did (for the "thinking" display, selfplay and tests). */
typedef struct {
    long iterations;        /* search iterations over all threads */
    long playout_moves;     /* moves applied inside playouts */
    long tree_moves;        /* moves made in the tree, the root's included: over the
                               iterations, how deep the search looks before its playouts */
    double seconds;         /* wall time of the call */
    int nodes;              /* tree nodes over all threads */
    int legal_moves;        /* legal moves at the root */
    int best_visits;        /* visits of the chosen move (summed over threads) */
    double best_value;      /* its mean reward in [0, 1] (~ winning chance + margin) */
    int cancelled;          /* 1 if cit_ai_cancel stopped the search early */
    int reused_nodes;       /* tree reuse: nodes kept from the last search or ponder (0: a
                               fresh tree), summed over threads */
    long reused_visits;     /* what the reuse bought: visits kept under the root moves that
                               are possible now (a placement names the tile in hand) */
} cit_ai_stats;

typedef struct cit_ai cit_ai;

/* Short lower-case name of a level ("random", "greedy", "easy", "medium", "hard"). */
const char *cit_ai_level_name(cit_ai_level level);
/* The level named `name`, or -1 if there is none. */
int cit_ai_level_from_name(const char *name);

/* The level of a computer seat (CIT_SEAT_AI_EASY/MEDIUM/HARD), or -1 for a human seat. */
int cit_ai_level_for_seat(cit_seat_kind kind);

/* Fills *cfg with the settings of `level` (a valid cit_ai_level). */
void cit_ai_config_default(cit_ai_config *cfg, cit_ai_level level);
/* The settings `level` had before issue 22's search changes (selfplay's `hard0`,
   `medium0`): the same moves as then, for measuring the new levels against. */
void cit_ai_config_baseline(cit_ai_config *cfg, cit_ai_level level);

/*
 * Thinking time: makes *cfg search for `seconds` per decision (0.01..3600; 0 or less
 * removes the time budget and leaves the iteration budget as it was). The iteration
 * budget is raised to what fits that time on a fast core (CIT_AI_ITERATIONS_PER_SECOND
 * per thread, at most CIT_AI_MAX_ITERATIONS, never below the level's), so the search
 * stops at the time budget; the result then depends on the timing. With the same
 * iteration budget and no time budget, play stays deterministic (per thread count).
 * RANDOM and GREEDY ignore it.
 */
#define CIT_AI_ITERATIONS_PER_SECOND 100000
void cit_ai_config_set_time(cit_ai_config *cfg, double seconds);

/*
 * Creates a player of `level` seeded with `seed`; allocates all search memory now.
 * Returns NULL on a bad level or when memory runs out. Free with cit_ai_free.
 */
cit_ai *cit_ai_new(cit_ai_level level, uint64_t seed);
/* The same with explicit settings (copied); NULL if they are out of range. */
cit_ai *cit_ai_new_config(const cit_ai_config *cfg, uint64_t seed);
/* Why cit_ai_new_config would refuse *cfg (a short English reason), or NULL if it is
   valid. cfg may be NULL (refused). */
const char *cit_ai_config_problem(const cit_ai_config *cfg);
void cit_ai_free(cit_ai *ai); /* NULL is a no-op; never while cit_ai_choose runs */

/*
 * Chooses a move for the decision pending in `game` (which is only read; the caller
 * keeps ownership and must not change it during the call) and writes it to *out.
 * Returns CIT_OK with a legal move, or CIT_ERR_GAME_OVER if nothing is pending. Never
 * allocates (the hard level starts its helper thread per call; if that fails, the
 * helper's share of the search runs on the calling thread: slower, same move). After a
 * cancel it returns at once, still with a legal move (the best found so far, or the
 * first legal one).
 */
cit_status cit_ai_choose(cit_ai *ai, const cit_game *game, cit_move *out);

/*
 * Asks a running (or the next) cit_ai_choose of this player to stop as soon as
 * possible. Safe from any thread. Sticky: every later choose also returns at once
 * until cit_ai_resume() is called. Use it when closing the window or abandoning a game.
 */
void cit_ai_cancel(cit_ai *ai);
void cit_ai_resume(cit_ai *ai);

/*
 * Sets (or with 0 removes) a cap in seconds on each later choose of this player, as a
 * safety net for interactive play on a busy machine: the search stops at the cap even
 * if the iteration budget is not used up. While the cap does not bind, play stays
 * deterministic. Call it between chooses, not during one.
 */
void cit_ai_set_time_limit(cit_ai *ai, double seconds);

/*
 * The share of a game's average time (or work) a move at g gets with cfg.time_spread =
 * `spread`: (0.05 + u)^spread over its mean, u the share of the game's tiles still to
 * draw. With 1: 1.9 at the first move, 0.09 at the last; with 2: 2.8 and 0.01; 1 on
 * average over a game; 0 (or less) gives 1 for every move. A fixed iteration budget spends
 * its time as spread 1 does (a playout from an early position is longest), and that was
 * measured stronger than the same time every move. cit_ai_move_seconds: the time limit
 * the next choose at g keeps to (0: none).
 */
double cit_ai_time_share(const cit_game *g, int spread);
double cit_ai_move_seconds(const cit_ai *ai, const cit_game *g);

/*
 * Search iterations done so far by the running choose, summed over its threads (any
 * thread may poll it), and the most a choose of this player runs (iterations x threads;
 * 0 for RANDOM and GREEDY). Together they make a "thinking" progress bar.
 */
long cit_ai_progress(const cit_ai *ai);
long cit_ai_budget(const cit_ai *ai);

/*
 * Thinking while somebody else decides ("pondering", issue 22): grows this player's search
 * trees from `game` with `observer` (this player's seat) as the observer: the search sees
 * only what `observer` sees (cit_game_shuffle_unseen re-deals the stack and the other hands,
 * the deciding player's too), whoever decides in `game`. Every legal move of the player
 * deciding gets a child at the root before any gets a second visit, so the move actually
 * played is in the tree once the ponder has run as many iterations as there are moves.
 * Needs cfg.reuse_tree (else returns CIT_ERR_BAD_ARGUMENT and does nothing): the next
 * cit_ai_choose of this player, once the game reached its decision, goes on from the
 * subtree under the moves played (ai/reuse.c) instead of from nothing
 * (cit_ai_last_stats: reused_nodes, reused_visits).
 * Runs on the calling thread (and the config's helper threads) until cit_ai_cancel or the
 * iteration budget (cfg.iterations per thread; the time cap is not used), then returns
 * CIT_OK; CIT_ERR_GAME_OVER if nothing is pending. The cancel is sticky as always: call
 * cit_ai_resume before the choose that should use the tree. `game` is only read.
 * A player that ponders plays a move that depends on how long it pondered (timing).
 */
cit_status cit_ai_ponder(cit_ai *ai, const cit_game *game, int observer);

/* Statistics of the last completed cit_ai_choose (or cit_ai_ponder). */
void cit_ai_last_stats(const cit_ai *ai, cit_ai_stats *stats);

#endif
