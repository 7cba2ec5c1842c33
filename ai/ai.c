/* The cit_ai object: levels, the baseline players, root-parallel search and its merge. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include "internal.h"

static const char *const level_names[CIT_AI_LEVEL_COUNT] = {
    "random", "greedy", "easy", "medium", "hard"};

const char *cit_ai_level_name(cit_ai_level level) {
    return (unsigned)level < CIT_AI_LEVEL_COUNT ? level_names[level] : "?";
}

int cit_ai_level_from_name(const char *name) {
    for (int i = 0; i < CIT_AI_LEVEL_COUNT; i++)
        if (name && strcmp(name, level_names[i]) == 0) return i;
    return -1;
}

int cit_ai_level_for_seat(cit_seat_kind kind) {
    switch (kind) {
    case CIT_SEAT_AI_EASY: return CIT_AI_EASY;
    case CIT_SEAT_AI_MEDIUM: return CIT_AI_MEDIUM;
    case CIT_SEAT_AI_HARD: return CIT_AI_HARD;
    default: return -1;
    }
}

/* The levels: the baseline below plus what measured stronger (docs/ai.md, "The levels";
   each figure's command is there). */
void cit_ai_config_default(cit_ai_config *cfg, cit_ai_level level) {
    cit_ai_config_baseline(cfg, level);
    /* Every searching level, at decisions whose answers come best guess first
       (CIT_PENDING_WIDEN: bids, cheapest first): the others' answers below the root as the
       playouts give them, and of the root's answers the first not clearly worse than the
       most visited. Against a fixed bidder 0.680 -> 0.885, and no game bid below zero. */
    if (level >= CIT_AI_EASY && level < CIT_AI_LEVEL_COUNT) {
        cfg->listed_first = 1;
        cfg->listed_played = 1;
    }
    /* Hard halves its root moves sequentially (0.695 against hard0 at equal iterations),
       and its playouts take the best of 8 placements by the lead they close, on every
       placement: four times the work per playout, and ahead of light playouts at equal
       time from about 1 s a move. */
    if (level == CIT_AI_HARD) {
        cfg->halving = 1;
        cfg->closing = 255;
        cfg->closing_draws = 8;
    }
}

/*
 * The baseline levels: plain UCT, light playouts. Budgets are in iterations so that play
 * does not depend on the machine (docs/ai.md gives the time they take).
 */
void cit_ai_config_baseline(cit_ai_config *cfg, cit_ai_level level) {
    memset(cfg, 0, sizeof *cfg);
    cfg->level = (uint8_t)level;
    cfg->threads = 1;
    cfg->smart_playouts = 1;
    cfg->explore = 0.7;
    cfg->margin_weight = 0.3;
    cfg->margin_scale = 40;
    switch (level) {
    case CIT_AI_EASY:
        cfg->iterations = 150;
        cfg->smart_playouts = 0;
        cfg->explore = 1.0;
        break;
    case CIT_AI_MEDIUM:
        cfg->iterations = 4000;
        break;
    case CIT_AI_HARD:
        cfg->iterations = 6000;
        cfg->threads = 2;
        break;
    default:
        cfg->iterations = 1;
        break;
    }
}

void cit_ai_config_set_time(cit_ai_config *cfg, double seconds) {
    if (!(seconds > 0)) {
        cfg->time_limit = 0;
        return;
    }
    if (seconds < 0.01) seconds = 0.01;
    if (seconds > 3600) seconds = 3600;
    cfg->time_limit = seconds;
    double it = seconds * CIT_AI_ITERATIONS_PER_SECOND;
    if (it > CIT_AI_MAX_ITERATIONS) it = CIT_AI_MAX_ITERATIONS;
    if (it > cfg->iterations) cfg->iterations = (int32_t)it;
}

cit_ai *cit_ai_new(cit_ai_level level, uint64_t seed) {
    if ((unsigned)level >= CIT_AI_LEVEL_COUNT) return NULL;
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, level);
    return cit_ai_new_config(&cfg, seed);
}

/* The comparisons are written so that NaN fails them. The iteration cap also keeps
   `iterations + 1` (the tree size) from overflowing. */
const char *cit_ai_config_problem(const cit_ai_config *cfg) {
    if (!cfg) return "no settings";
    if (cfg->level >= CIT_AI_LEVEL_COUNT) return "unknown level";
    if (cfg->threads < 1 || cfg->threads > CIT_AI_MAX_THREADS) return "threads must be 1-8";
    if (cfg->iterations < 1 || cfg->iterations > CIT_AI_MAX_ITERATIONS)
        return "iterations must be 1-1000000";
    if (cfg->margin_scale < 1) return "margin scale must be at least 1";
    if (!(cfg->margin_weight >= 0 && cfg->margin_weight <= 1)) return "margin weight must be 0-1";
    if (!(cfg->explore >= 0 && cfg->explore <= 100)) return "exploration must be 0-100";
    if (!(cfg->time_limit >= 0 && cfg->time_limit <= 86400)) return "time limit must be 0-86400 s";
    if (cfg->time_spread > 3) return "time spread must be 0-3";
    return NULL;
}

cit_ai *cit_ai_new_config(const cit_ai_config *cfg, uint64_t seed) {
    if (cit_ai_config_problem(cfg)) return NULL;
    cit_ai *ai = calloc(1, sizeof *ai);
    if (!ai) return NULL;
    ai->cfg = *cfg;
    ai->seed = seed;
    atomic_init(&ai->cancel, 0);
    atomic_init(&ai->progress, 0);
    ai->moves = malloc(CIT_MAX_MOVES * sizeof *ai->moves);
    ai->scratch = calloc(1, cit_game_size());
    if (!ai->moves || !ai->scratch) {
        cit_ai_free(ai);
        return NULL;
    }
    ai->last_observer = -1;
    if (cfg->level >= CIT_AI_EASY) {
        /* One node per iteration at most, plus the root; with tree reuse twice that (the
           kept subtree and this search's nodes). */
        int cap = (cfg->reuse_tree ? 2 : 1) * cfg->iterations + 1;
        for (int t = 0; t < cfg->threads; t++) {
            if (!ai_worker_init(&ai->workers[t], cap)) {
                cit_ai_free(ai);
                return NULL;
            }
            ai->nworkers++;
            if (cfg->reuse_tree && !(ai->workers[t].remap = malloc((size_t)cap * sizeof(int32_t)))) {
                cit_ai_free(ai);
                return NULL;
            }
        }
        if (cfg->reuse_tree) {
            ai->last = calloc(1, cit_game_size());
            for (int k = 0; k <= AI_REUSE_DEPTH; k++) ai->reuse[k] = calloc(1, cit_game_size());
            int ok = ai->last != NULL;
            for (int k = 0; k <= AI_REUSE_DEPTH; k++) ok &= ai->reuse[k] != NULL;
            if (!ok) {
                cit_ai_free(ai);
                return NULL;
            }
        }
    }
    return ai;
}

void cit_ai_free(cit_ai *ai) {
    if (!ai) return;
    for (int t = 0; t < ai->nworkers; t++) ai_worker_free(&ai->workers[t]);
    free(ai->moves);
    free(ai->scratch);
    free(ai->last);
    for (int k = 0; k <= AI_REUSE_DEPTH; k++) free(ai->reuse[k]);
    free(ai);
}

void cit_ai_cancel(cit_ai *ai) {
    if (ai) atomic_store(&ai->cancel, 1);
}

void cit_ai_resume(cit_ai *ai) {
    if (ai) atomic_store(&ai->cancel, 0);
}

long cit_ai_progress(const cit_ai *ai) {
    return ai ? atomic_load(&((cit_ai *)ai)->progress) : 0;
}

void cit_ai_set_time_limit(cit_ai *ai, double seconds) {
    if (ai && seconds >= 0) ai->cfg.time_limit = seconds;
}

double cit_ai_time_share(const cit_game *g, int spread) {
    if (!g || spread <= 0) return 1.0;
    int left = cit_game_stack_left(g), placed = cit_game_placed_count(g);
    double u = left + placed > 0 ? (double)left / (double)(left + placed) : 0.0;
    /* the mean of (0.05 + u)^k for u uniform in [0, 1] */
    double k = spread, mean = (pow(1.05, k + 1) - pow(0.05, k + 1)) / (k + 1);
    return pow(0.05 + u, k) / mean;
}

double cit_ai_move_seconds(const cit_ai *ai, const cit_game *g) {
    if (!ai || !(ai->cfg.time_limit > 0)) return 0;
    return ai->cfg.time_limit * cit_ai_time_share(g, ai->cfg.time_spread);
}

long cit_ai_budget(const cit_ai *ai) {
    if (!ai || ai->cfg.level < CIT_AI_EASY) return 0;
    return (long)ai->cfg.iterations * ai->cfg.threads;
}

void cit_ai_last_stats(const cit_ai *ai, cit_ai_stats *stats) {
    if (ai && stats) *stats = ai->stats;
}

/*
 * A hash of what the player deciding can see: the placed tiles (with their half), the
 * walls, the followers, scores and supplies, what the modules show
 * (cit_game_view_hash), the decision pending, the multiset of tiles still unseen by
 * somebody (the same for every player) and the player's own hand; never the stack's
 * order nor anyone else's hand. Seeding each call with it makes a move depend only on
 * the position as this player sees it.
 */
uint64_t ai_visible_hash(const cit_game *g, int viewer) {
    uint64_t h = 0x243f6a8885a308d3ULL;
#define MIX(v) (h = ai_mix64(h ^ (uint64_t)(v)))
    int np = cit_game_placed_count(g);
    MIX(np);
    for (int i = 0; i < np; i++) {
        cit_placed_tile t = cit_game_placed(g, i);
        MIX((uint64_t)(t.tile & 0xFF) | (uint64_t)t.rot << 8 | (uint64_t)(uint8_t)t.x << 16 |
            (uint64_t)(uint8_t)t.y << 24 | (uint64_t)t.half << 32 | (uint64_t)(t.tile >> 8) << 40);
    }
    cit_wall w[64]; /* walls and their watchmen (none before The City: nothing mixed) */
    int nw = cit_game_walls(g, w, 64);
    for (int i = 0; i < nw && i < 64; i++)
        MIX((uint64_t)(uint8_t)w[i].x | (uint64_t)(uint8_t)w[i].y << 8 | (uint64_t)w[i].side << 16 |
            (uint64_t)w[i].kind << 24 | (uint64_t)w[i].watchman << 32 | (uint64_t)w[i].by << 40);
    cit_follower f[64];
    int nf = cit_game_followers(g, f, 64);
    MIX(nf);
    /* every field of a follower (no padding: bytes only) up to its kind, and the kind where
       one is named: a position without a follower kind on the board hashes as it did
       before cit_follower.figure (the moves pinned in tests/ai/pins.txt stay) */
    for (int i = 0; i < nf && i < 64; i++) {
        uint64_t v = 0;
        _Static_assert(offsetof(cit_follower, figure) == 8, "the fields before the kind fill one word");
        memcpy(&v, &f[i], 8);
        MIX(v);
        if (f[i].figure) MIX((uint64_t)0x46 << 56 | f[i].figure);
    }
    cit_pending pd = cit_game_pending(g);
    MIX(cit_game_view_hash(g, viewer));
    int nplayers = cit_game_setup(g)->nplayers;
    for (int p = 0; p < nplayers; p++) {
        MIX((uint64_t)(uint32_t)cit_game_score(g, p));
        MIX(cit_game_supply(g, p));
    }
    MIX((uint64_t)pd.decision | (uint64_t)pd.player << 8 | (uint64_t)(pd.tile & 0xFF) << 16 |
        (uint64_t)pd.arg << 24 | (uint64_t)pd.limit << 32 | (uint64_t)pd.active << 40 |
        (uint64_t)(uint8_t)pd.spot << 48 | (uint64_t)(pd.tile >> 8) << 56);
    /* which feature a module's decision is about (the base game's hashes stay as they were) */
    if (pd.decision != CIT_DECIDE_PLACE_TILE)
        MIX((uint64_t)(uint8_t)pd.x | (uint64_t)(uint8_t)pd.y << 8 | (uint64_t)pd.final << 16);
    int counts[CIT_MAX_TILE_TYPES];
    int nt = cit_game_tileset(g)->ntiles;
    if (nt > CIT_MAX_TILE_TYPES) nt = CIT_MAX_TILE_TYPES;
    cit_game_remaining_counts(g, counts);
    for (int i = 0; i < nt; i++)
        if (counts[i]) MIX((uint64_t)i << 32 | (uint64_t)counts[i]);
    cit_tile_id hand[CIT_MAX_STACK];
    int nh = cit_game_hand(g, viewer, hand, CIT_MAX_STACK);
    if (nh > CIT_MAX_STACK) nh = CIT_MAX_STACK;
    for (int i = 0; i < nh; i++)
        MIX((uint64_t)0x48 << 56 | (uint64_t)(hand[i] >> 8) << 32 | (uint64_t)i << 8 | (hand[i] & 0xFF));
#undef MIX
    return h;
}

/*
 * After a move, the turn's scorings may wait for decisions (a module may pause the
 * award of a feature until some players answered): answer every such decision "no"
 * (the first legal move, rules.h's convention) until the next tile is to be placed or
 * the game is over, so that the gain the greedy player sees is the award.
 */
static void settle(cit_game *s) {
    for (int guard = 0; guard < 256; guard++) {
        int d = cit_game_pending(s).decision;
        if (d == CIT_DECIDE_NONE || d == CIT_DECIDE_PLACE_TILE) return;
        cit_move m;
        if (cit_game_legal_moves(s, &m, 1) < 1 || cit_game_apply(s, &m, NULL) != CIT_OK) return;
    }
}

/* One ply: the move with the largest immediate score gain, ties broken at random. */
static int greedy_pick(cit_ai *ai, const cit_game *g, int n, uint64_t *rng) {
    cit_game *s = ai->scratch;
    int me = cit_game_pending(g).player, before = cit_game_score(g, me);
    int best = 0, bestgain = -1000000, ties = 0;
    for (int i = 0; i < n; i++) {
        cit_game_copy_used(s, g);
        if (cit_game_apply(s, &ai->moves[i], NULL) != CIT_OK) continue;
        settle(s);
        int gain = cit_game_score(s, me) - before;
        if (gain > bestgain) {
            bestgain = gain;
            best = i;
            ties = 1;
        } else if (gain == bestgain && ai_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i; /* reservoir sampling: uniform among the tied */
        }
    }
    return best;
}

static void *worker_main(void *arg) {
    ai_worker_search(arg);
    return NULL;
}

/* Sets the workers up to grow a tree each from g for `observer`. */
void ai_prepare_workers(cit_ai *ai, const cit_game *g, int observer, uint64_t seed) {
    int nt = ai->nworkers;
    double secs = cit_ai_move_seconds(ai, g);
    double deadline = secs > 0 ? ai_now() + secs : 0;
    /* Tree reuse: each tree keeps the subtree the game went down since this player's last
       search (same observer only: another seat's tree saw another hand; never in a review,
       whose configuration has it off). */
    int reuse = ai->cfg.reuse_tree && ai->last && ai->last_observer == observer;
    for (int t = 0; t < nt; t++) {
        ai_worker *w = &ai->workers[t];
        w->cfg = &ai->cfg;
        w->keep = 0;
        if (reuse && ai_worker_reuse(w, ai->last, g, ai->reuse)) {
            ai->stats.reused_nodes += w->n;
            /* what it bought: visits under the moves possible now (a placement of
               another tile than the one in hand was a sample's, never this game's) */
            int hand = cit_game_pending(g).tile;
            for (int32_t c = w->nodes[0].child; c >= 0; c = w->nodes[c].sibling)
                if (w->nodes[c].move.type != CIT_MOVE_PLACE || w->nodes[c].move.tile == hand)
                    ai->stats.reused_visits += w->nodes[c].visits;
        }
        w->root = g;
        w->observer = observer;
        w->cancel = &ai->cancel;
        w->progress = &ai->progress;
        w->deadline = deadline;
        w->seed = ai_mix64(seed + 0x1000193u * (uint64_t)(t + 1));
    }
}

/* Runs the workers (the first on this thread), each growing a tree from g for `observer`. */
void ai_run_workers(cit_ai *ai, const cit_game *g, int observer, uint64_t seed) {
    ai_prepare_workers(ai, g, observer, seed);
    ai_run_prepared(ai);
}

void ai_run_prepared(cit_ai *ai) {
    int nt = ai->nworkers;
    /* Helpers run on threads of their own; if one cannot start, its tree is grown on
       this thread afterwards: slower, but the same result. */
    pthread_t th[CIT_AI_MAX_THREADS];
    int started[CIT_AI_MAX_THREADS] = {0};
    for (int t = 1; t < nt; t++)
        started[t] = pthread_create(&th[t], NULL, worker_main, &ai->workers[t]) == 0;
    ai_worker_search(&ai->workers[0]);
    for (int t = 1; t < nt; t++) {
        if (started[t])
            pthread_join(th[t], NULL);
        else
            ai_worker_search(&ai->workers[t]);
    }
}

/* A root move's visits summed over the trees (key: ai_move_key), and its mean reward. */
static long merged_visits(const cit_ai *ai, uint64_t key, double *mean) {
    long v = 0;
    double r = 0;
    for (int t = 0; t < ai->nworkers; t++) {
        const ai_worker *w = &ai->workers[t];
        for (int32_t c = w->nodes[0].child; c >= 0; c = w->nodes[c].sibling)
            if (ai_move_key(&w->nodes[c].move) == key) {
                v += w->nodes[c].visits;
                r += w->nodes[c].reward;
                break;
            }
    }
    *mean = v ? r / (double)v : 0;
    return v;
}

/* Merge: visits and rewards of each root move summed over the trees; the move with the
   most visits (ties: the better mean) among `only` (nonly keys; 0: every move). Returns its
   visits, or -1 if none of `only` is legal, and its mean in *mean_out. */
static long merged_best(const cit_ai *ai, int n, const uint64_t *only, int nonly, int *pick, double *mean_out) {
    long bestv = -1;
    double bestmean = -1;
    for (int i = 0; i < n; i++) {
        uint64_t k = ai_move_key(&ai->moves[i]);
        int running = !nonly;
        for (int f = 0; f < nonly; f++) running |= only[f] == k;
        if (!running) continue;
        double mean;
        long v = merged_visits(ai, k, &mean);
        if (v > bestv || (v == bestv && mean > bestmean)) {
            bestv = v;
            bestmean = mean;
            *pick = i;
        }
    }
    *mean_out = bestmean;
    return bestv;
}

/*
 * cfg->listed_first, at a decision whose answers come best guess first: many answers
 * (bids a point apart) differ by less than the noise of their means, so the most visited
 * is a draw among them and the search bid at random up to twenty points. Instead the
 * first listed answer that is not clearly worse than the most visited one: its mean
 * is within one standard error of the difference (rewards lie in [0, 1], so a mean's
 * error is at most 0.5 / sqrt(visits)). Returns its visits, or -1 if none was searched.
 */
static long merged_first_good(const cit_ai *ai, int n, int *pick, double *mean_out) {
    long visits[CIT_MAX_MOVES], most = 0;
    double mean[CIT_MAX_MOVES];
    int best = -1;
    if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
    for (int i = 0; i < n; i++) {
        visits[i] = merged_visits(ai, ai_move_key(&ai->moves[i]), &mean[i]);
        if (visits[i] > most || (visits[i] == most && best >= 0 && mean[i] > mean[best])) {
            most = visits[i];
            best = i;
        }
    }
    if (most <= 0) return -1;
    for (int i = 0; i < n; i++) {
        if (!visits[i]) continue;
        double error = sqrt(0.25 / (double)visits[i] + 0.25 / (double)visits[best]);
        if (i == best || mean[i] >= mean[best] - error) {
            *pick = i;
            *mean_out = mean[i];
            return visits[i];
        }
    }
    return -1; /* not reached: the most visited qualifies */
}

/* Merges the root statistics of the search for the player deciding (the workers have run). */
static void merge(cit_ai *ai, const cit_game *g, int n, int *pick) {
    int nt = ai->nworkers, observer = cit_game_pending(g).player;

    /* With sequential halving each tree names its finalist, and only those are in the
       running: when the clock ends the last round early, the moves still in it have about
       the same visits, and the most visits would pick by the order they were visited in. */
    uint64_t finalist[CIT_AI_MAX_THREADS];
    int nfinal = 0;
    for (int t = 0; t < nt; t++) {
        int32_t c = ai_worker_finalist(&ai->workers[t]);
        if (c >= 0) finalist[nfinal++] = ai_move_key(&ai->workers[t].nodes[c].move);
    }
    double bestmean;
    long bestv = -1;
    if (ai->cfg.listed_first && (cit_game_pending(g).flags & CIT_PENDING_WIDEN))
        bestv = merged_first_good(ai, n, pick, &bestmean);
    if (bestv < 0) bestv = merged_best(ai, n, finalist, nfinal, pick, &bestmean);
    if (bestv < 0) bestv = merged_best(ai, n, NULL, 0, pick, &bestmean); /* a finalist no longer legal (reuse) */
    cit_ai_stats *s = &ai->stats;
    if (ai->cfg.reuse_tree && ai->last) {
        cit_game_copy_used(ai->last, g);
        ai->last_observer = observer;
    }
    s->best_visits = (int)bestv;
    s->best_value = bestmean;
    for (int t = 0; t < nt; t++) {
        s->iterations += ai->workers[t].iterations;
        s->playout_moves += ai->workers[t].playout_moves;
        s->tree_moves += ai->workers[t].tree_moves;
        s->nodes += ai->workers[t].n;
        s->cancelled |= ai->workers[t].cancelled;
    }
}

/* The workers' counts into the stats (a ponder's; merge adds a choose's). */
static void add_worker_stats(cit_ai *ai) {
    for (int t = 0; t < ai->nworkers; t++) {
        ai->stats.iterations += ai->workers[t].iterations;
        ai->stats.playout_moves += ai->workers[t].playout_moves;
        ai->stats.tree_moves += ai->workers[t].tree_moves;
        ai->stats.nodes += ai->workers[t].n;
        ai->stats.cancelled |= ai->workers[t].cancelled;
    }
}

/* A ponder's start: CIT_OK when its workers are to run from g for `observer` (set up). */
static cit_status ponder_begin(cit_ai *ai, const cit_game *g, int observer) {
    if (!ai || !g || !ai->cfg.reuse_tree || !ai->last || observer < 0 ||
        observer >= cit_game_setup(g)->nplayers)
        return CIT_ERR_BAD_ARGUMENT;
    ai->sl.t0 = ai_now();
    memset(&ai->stats, 0, sizeof ai->stats);
    atomic_store(&ai->progress, 0);
    if (cit_game_pending(g).decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    /* its own seed stream (what the observer sees), a fresh tree, no time cap */
    ai->sl.seed = ai_mix64(ai->seed ^ 0x706f6e646572ULL ^ ai_visible_hash(g, observer));
    ai->sl.cap = ai->cfg.time_limit;
    ai->cfg.time_limit = 0;
    ai->last_observer = -1;
    ai->sl.observer = observer;
    return CIT_OK;
}

static void ponder_end(cit_ai *ai, const cit_game *g) {
    ai->cfg.time_limit = ai->sl.cap;
    cit_game_copy_used(ai->last, g);
    ai->last_observer = ai->sl.observer;
    add_worker_stats(ai);
    ai->stats.seconds = ai_now() - ai->sl.t0;
}

cit_status cit_ai_ponder(cit_ai *ai, const cit_game *g, int observer) {
    cit_status st = ponder_begin(ai, g, observer);
    if (st != CIT_OK) return st;
    ai_run_workers(ai, g, observer, ai->sl.seed);
    ponder_end(ai, g);
    return CIT_OK;
}

/* A choose's start: the root's moves and the seed; a move that needs no search is picked
   here (ai->sl.pick), else ai->sl.search is set. */
static cit_status choose_begin(cit_ai *ai, const cit_game *g) {
    ai->sl.t0 = ai_now();
    ai->sl.search = 0;
    ai->sl.pick = 0;
    memset(&ai->stats, 0, sizeof ai->stats);
    atomic_store(&ai->progress, 0);
    if (cit_game_pending(g).decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    int n = cit_game_legal_moves(g, ai->moves, CIT_MAX_MOVES);
    if (n <= 0) return CIT_ERR_GAME_OVER;
    if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
    ai->stats.legal_moves = n;
    ai->sl.n = n;
    uint64_t seed = ai_mix64(ai->seed ^ ai_visible_hash(g, cit_game_pending(g).player));
    ai->sl.seed = seed;
    ai->sl.observer = cit_game_pending(g).player;
    uint64_t rng = seed;
    if (n == 1 || atomic_load(&ai->cancel)) {
        ai->stats.cancelled = atomic_load(&ai->cancel) != 0;
    } else if (ai->cfg.level == CIT_AI_RANDOM) {
        ai->sl.pick = (int)ai_rng_below(&rng, (uint32_t)n);
    } else if (ai->cfg.level == CIT_AI_GREEDY) {
        ai->sl.pick = greedy_pick(ai, g, n, &rng);
    } else {
        ai->sl.search = 1;
    }
    return CIT_OK;
}

static void choose_end(cit_ai *ai, const cit_game *g, cit_move *out) {
    int pick = ai->sl.pick;
    if (ai->sl.search) merge(ai, g, ai->sl.n, &pick);
    ai->stats.seconds = ai_now() - ai->sl.t0;
    *out = ai->moves[pick];
}

cit_status cit_ai_choose(cit_ai *ai, const cit_game *g, cit_move *out) {
    cit_status st = choose_begin(ai, g);
    if (st != CIT_OK) return st;
    if (ai->sl.search) ai_run_workers(ai, g, ai->sl.observer, ai->sl.seed);
    choose_end(ai, g, out);
    return CIT_OK;
}

/* ---- the search in slices (ai.h: cit_ai_choose_start) ---- */

void ai_slices_begin(cit_ai *ai) {
    ai->sl.worker = 0;
    ai_worker_begin(&ai->workers[0]);
    double now = ai_now(), deadline = ai->workers[0].deadline;
    ai->sl.paused = 0;
    ai->sl.wall_end = deadline > 0 ? now + (deadline - now) * AI_SLICED_WALL : 0;
}

/* The time since the last slice ended was spent elsewhere: each tree's deadline and pace
   clock move on by it, the deadline no further than the wall cap. */
static void slices_resume(cit_ai *ai, double now) {
    double gap = ai->sl.paused > 0 ? now - ai->sl.paused : 0;
    if (!(gap > 0)) return;
    for (int t = ai->sl.worker; t < ai->nworkers; t++) {
        ai_worker *w = &ai->workers[t];
        if (!(w->deadline > 0)) continue;
        double d = w->deadline + gap;
        if (d > ai->sl.wall_end) d = ai->sl.wall_end;
        if (d <= w->deadline) continue;
        if (w->t0 > 0) w->t0 += d - w->deadline;
        w->deadline = d;
    }
}

int ai_slices_run(cit_ai *ai, long iterations, double seconds) {
    double now = ai_now();
    slices_resume(ai, now);
    double until = seconds > 0 ? now + seconds : 0;
    long left = iterations > 0 ? iterations : LONG_MAX;
    while (ai->sl.worker < ai->nworkers && left > 0) {
        ai_worker *w = &ai->workers[ai->sl.worker];
        long before = w->iterations;
        int over = ai_worker_run(w, left, until);
        left -= w->iterations - before;
        if (over && ++ai->sl.worker < ai->nworkers) ai_worker_begin(&ai->workers[ai->sl.worker]);
        if (!over || (until > 0 && ai_now() >= until)) break;
    }
    ai->sl.paused = ai_now();
    return ai->sl.worker >= ai->nworkers;
}

/* Sets the sliced run up after a begin that returned st (the workers' first tree started). */
static cit_status slices_start(cit_ai *ai, const cit_game *g, int mode, cit_status st) {
    ai->sl.mode = mode;
    ai->sl.game = g;
    ai->sl.status = st;
    ai->sl.worker = ai->nworkers;
    if (st == CIT_OK && ai->sl.search) {
        ai_prepare_workers(ai, g, ai->sl.observer, ai->sl.seed);
        ai_slices_begin(ai);
    }
    return st;
}

cit_status cit_ai_choose_start(cit_ai *ai, const cit_game *g) {
    if (!ai || !g) return CIT_ERR_BAD_ARGUMENT;
    return slices_start(ai, g, 1, choose_begin(ai, g));
}

cit_status cit_ai_ponder_start(cit_ai *ai, const cit_game *g, int observer) {
    cit_status st = ponder_begin(ai, g, observer);
    if (ai) ai->sl.search = st == CIT_OK;
    return ai ? slices_start(ai, g, 2, st) : st;
}

int cit_ai_slice(cit_ai *ai, long iterations, double seconds) {
    return !ai || !ai->sl.mode || ai_slices_run(ai, iterations, seconds);
}

cit_status cit_ai_choose_end(cit_ai *ai, cit_move *out) {
    if (!ai || ai->sl.mode != 1) return CIT_ERR_BAD_ARGUMENT;
    while (!cit_ai_slice(ai, 0, 0)) {
    }
    ai->sl.mode = 0;
    if (ai->sl.status != CIT_OK) return ai->sl.status;
    choose_end(ai, ai->sl.game, out);
    return CIT_OK;
}

cit_status cit_ai_ponder_end(cit_ai *ai) {
    if (!ai || ai->sl.mode != 2) return CIT_ERR_BAD_ARGUMENT;
    while (!cit_ai_slice(ai, 0, 0)) {
    }
    ai->sl.mode = 0;
    if (ai->sl.status != CIT_OK) return ai->sl.status;
    ponder_end(ai, ai->sl.game);
    return CIT_OK;
}
