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
 * The tree search uses only cit_game_legal_moves / cit_game_apply / cit_game_copy_used /
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
 * How hard chooses a move (docs/ai.md, "How a move is chosen"): each of its two threads
 * grows a tree. An iteration re-deals what the deciding player cannot see, walks down the
 * tree by UCB (at the root: sequential halving, equal visits to the moves still in the
 * running and the better half kept each round), expands one untried move, plays the game
 * out with heavy playouts (every placement the best of 8 drawn by the lead it closes) and
 * backs up each mover's reward (0.7 x win + 0.3 x margin). The move played has the most
 * visits over both trees among their finalists. Medium: one tree, UCB at the root, light
 * follower-aware playouts; easy: 150 iterations of uniform playouts. The knobs:
 * cit_ai_config; the search: mcts.c; the playouts: policy.c.
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

/*
 * The settings of a player; cit_ai_config_default fills the ones of a level. Every knob
 * here is used by a level, the review, the hints or the game window. Ideas that were
 * tried and not kept left the code; docs/history/ai-experiments.md says what each did, what it
 * measured and the commit where its code can be found.
 */
typedef struct {
    uint8_t level;          /* cit_ai_level: RANDOM and GREEDY ignore the search knobs */
    uint8_t threads;        /* search threads, 1..CIT_AI_MAX_THREADS (root parallel) */
    uint8_t smart_playouts; /* 1 = follower-aware playout policy, 0 = uniform playouts */
    uint8_t reuse_tree;     /* 1 = the next decision keeps growing the subtree the game went
                               down, and cit_ai_ponder may grow it while others decide
                               (the game window; play then depends on the call history) */
    int32_t iterations;     /* search iterations per thread (the deterministic budget) */
    double time_limit;      /* seconds; 0 = no cap. A cap makes the result timing-dependent */
    double explore;         /* UCB exploration constant (rewards are in [0, 1]) */
    double margin_weight;   /* reward = (1-w) * win + w * score margin, w in [0, 1] */
    int32_t margin_scale;   /* points of margin that count as a full win / loss */
    uint8_t halving;        /* 1 = sequential halving at the root once every root move has a
                               child: equal visits per round to the moves left, the better
                               half by mean stays (UCB below the root) */
    uint8_t closing;        /* 0 = off; N = the first N tile placements of each playout
                               (255: all) draw `closing_draws` placements and take the one
                               that adds most to its mover's lead over the best other player,
                               estimated without playing it (ai_close_score: the roads,
                               cities, cloisters, streets and markets it closes, to their
                               majority): "heavy" playouts */
    uint8_t closing_draws;  /* placements a closing playout draws and compares (4 when 0) */
    uint8_t listed_first;   /* 1 = where a module lists its answers best guess first
                               (CIT_PENDING_WIDEN: bids cheapest first), the answer played is
                               the first listed whose mean reward is within one standard
                               error of the best's: a later one must be clearly better */
    uint8_t listed_played;  /* 1 = below the root, such a decision (CIT_PENDING_WIDEN) ends
                               the tree: the playout answers it as the module's playouts do */
    uint8_t time_spread;    /* 0 = time_limit holds for every move; K = 1..3: it is a game's
                               average a move, and a move gets it times cit_ai_time_share(g,
                               K): 1.9 times at the first move and a tenth at the last with
                               K = 1, the way a fixed iteration budget spends its time (the
                               game window's hard seat) */
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
/* The baseline of `level` (selfplay's `hard0`, `medium0`): plain UCT with light playouts,
   the yardstick the strength goals are measured against (docs/ai.md, "Strength"). */
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
 * The share of a game's average time a move at g gets with cfg.time_spread =
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
 * Thinking while somebody else decides ("pondering"): grows this player's search
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

/*
 * The same searches in slices, for a program with no threads (the browser page that is
 * not cross-origin isolated, gui/app/ai_seam.c): the search runs on the calling thread a
 * slice at a time between frames. cit_ai_choose_start begins choosing for the decision
 * pending in `game` (only read; it must stay as it is until the end) and returns what
 * cit_ai_choose would (CIT_OK, or CIT_ERR_GAME_OVER: no slices then). cit_ai_slice runs
 * at most `iterations` search iterations (0: no count) and stops once `seconds` have
 * passed (0: no time), at least one iteration; it returns 1 once the search is over (its
 * budget, time cap or a cancel), 0 if there is more. cit_ai_choose_end writes the move
 * (running what is left first, at once after a cancel). The trees are grown one after
 * another, as cit_ai_choose grows a helper's whose thread did not start: with no time
 * cap, the move and the statistics are cit_ai_choose's whatever the slices were.
 * cit_ai_ponder_start and cit_ai_ponder_end are cit_ai_ponder's two halves the same way.
 * One sliced search per player at a time, and no other call on it meanwhile but
 * cit_ai_cancel, cit_ai_progress and cit_ai_budget (or cit_ai_free).
 */
cit_status cit_ai_choose_start(cit_ai *ai, const cit_game *game);
cit_status cit_ai_ponder_start(cit_ai *ai, const cit_game *game, int observer);
int cit_ai_slice(cit_ai *ai, long iterations, double seconds);
cit_status cit_ai_choose_end(cit_ai *ai, cit_move *out);
cit_status cit_ai_ponder_end(cit_ai *ai);

/* Statistics of the last completed cit_ai_choose (or cit_ai_ponder). */
void cit_ai_last_stats(const cit_ai *ai, cit_ai_stats *stats);

#endif
