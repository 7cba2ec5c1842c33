/* Single-observer information-set MCTS: one search thread over determinised copies of the game. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

double ai_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int ai_worker_init(ai_worker *w, int node_cap) {
    memset(w, 0, sizeof *w);
    w->cap = node_cap < 2 ? 2 : node_cap;
    w->nodes = malloc((size_t)w->cap * sizeof *w->nodes);
    w->state = malloc(cit_game_size());
    w->moves = malloc(CIT_MAX_MOVES * sizeof *w->moves);
    w->hkey = malloc(AI_HASH_SIZE * sizeof *w->hkey);
    w->hidx = malloc(AI_HASH_SIZE * sizeof *w->hidx);
    w->hstamp = calloc(AI_HASH_SIZE, sizeof *w->hstamp);
    w->mark = malloc(CIT_MAX_MOVES);
    w->pl = malloc(AI_MAX_PLACEMENTS * sizeof *w->pl);
    w->sh = malloc(CIT_MAX_MOVES * sizeof *w->sh);
    /* tile chains: a slot per two nodes (a slot holds a parent's children of one tile) */
    for (w->tmask = 1024; w->tmask < (uint32_t)w->cap / 2; w->tmask *= 2) {}
    w->tkey = malloc(w->tmask * sizeof *w->tkey);
    w->thead = malloc(w->tmask * sizeof *w->thead);
    w->tstamp = calloc(w->tmask, sizeof *w->tstamp);
    w->tmask--;
    if (!w->tkey || !w->thead || !w->tstamp ||
        !w->sh || !w->nodes || !w->state || !w->moves || !w->hkey || !w->hidx || !w->hstamp || !w->mark ||
        !w->pl) {
        ai_worker_free(w);
        return 0;
    }
    return 1;
}

int ai_worker_init_mast(ai_worker *w) {
    w->mast = calloc(AI_MAST_SIZE, sizeof *w->mast);
    w->trace = malloc(AI_TRACE_MAX * sizeof *w->trace);
    w->tplayer = malloc(AI_TRACE_MAX);
    return w->mast && w->trace && w->tplayer;
}

void ai_worker_free(ai_worker *w) {
    free(w->mast);
    free(w->trace);
    free(w->tplayer);
    free(w->nodes);
    free(w->state);
    free(w->look);
    free(w->moves);
    free(w->hkey);
    free(w->hidx);
    free(w->hstamp);
    free(w->mark);
    free(w->pl);
    free(w->sh);
    free(w->racc);
    free(w->rslot);
    free(w->slotnode);
    free(w->remap);
    free(w->tkey);
    free(w->thead);
    free(w->tstamp);
    memset(w, 0, sizeof *w);
}

/* ---- the legal-move set of the current step: key -> index, cleared by a stamp ---- */

static unsigned hash_slot(uint64_t k) {
    return (unsigned)(ai_mix64(k) & (AI_HASH_SIZE - 1));
}

static void set_build(ai_worker *w, int n) {
    if (++w->gen == 0) { /* wrapped: clear for real once every 4 billion steps */
        memset(w->hstamp, 0, AI_HASH_SIZE * sizeof *w->hstamp);
        w->gen = 1;
    }
    memset(w->place_tiles, 0, sizeof w->place_tiles);
    w->one_tile = n > 0 && w->moves[0].type == CIT_MOVE_PLACE ? w->moves[0].tile : -1;
    for (int i = 0; i < n; i++) {
        const cit_move *m = &w->moves[i];
        if (m->type != CIT_MOVE_PLACE || m->tile != w->one_tile) w->one_tile = -1;
        if (m->type == CIT_MOVE_PLACE) w->place_tiles[m->tile >> 6] |= 1ull << (m->tile & 63);
        uint64_t k = ai_move_key(m);
        unsigned s = hash_slot(k);
        while (w->hstamp[s] == w->gen) s = (s + 1) & (AI_HASH_SIZE - 1);
        w->hstamp[s] = w->gen;
        w->hkey[s] = k;
        w->hidx[s] = i;
        w->mark[i] = 0;
    }
}

static int set_find(const ai_worker *w, const cit_move *m) {
    /* A child placing a tile that no legal move places cannot be legal. The tile chains
       keep such children out of most walks; this catches them in the walks of whole
       child lists (a step offering several tiles, or a full chain table). */
    if (m->type == CIT_MOVE_PLACE && !(w->place_tiles[m->tile >> 6] >> (m->tile & 63) & 1)) return -1;
    uint64_t k = ai_move_key(m);
    unsigned s = hash_slot(k);
    while (w->hstamp[s] == w->gen) {
        if (w->hkey[s] == k) return w->hidx[s];
        s = (s + 1) & (AI_HASH_SIZE - 1);
    }
    return -1;
}

/* ---- tile chains: a node's children by the tile they place ---- */

/*
 * Below the root a node collects, over the iterations, replies for every tile drawn
 * there, and each visit had to walk all of them to find the few that place the tile
 * drawn now: at 16,000 iterations a move that walk was a quarter of the search. The
 * chain of (node, tile) holds just those, newest first as in the child list, so a walk
 * along it meets the legal children in the same order.
 */
static int32_t *chain_slot(ai_worker *w, int32_t parent, int tile, int insert) {
    uint64_t k = (uint64_t)(uint32_t)parent << 8 | (uint64_t)tile;
    unsigned s = (unsigned)(ai_mix64(k) & w->tmask);
    while (w->tstamp[s] == w->tgen) {
        if (w->tkey[s] == k) return &w->thead[s];
        s = (s + 1) & w->tmask;
    }
    if (!insert) return NULL;
    if (++w->tused > w->tmask / 4 * 3) { /* too full to probe fast: whole lists from now */
        w->tfull = 1;
        return NULL;
    }
    w->tstamp[s] = w->tgen;
    w->tkey[s] = k;
    w->thead[s] = -1;
    return &w->thead[s];
}

/* Links child c (just made or moved) into its parent's chain for its tile. */
static void chain_add(ai_worker *w, int32_t c) {
    ai_node *nd = &w->nodes[c];
    nd->same_tile = -1;
    if (nd->move.type != CIT_MOVE_PLACE || w->tfull) return;
    int32_t *head = chain_slot(w, nd->parent, nd->move.tile, 1);
    if (!head) return;
    nd->same_tile = *head;
    *head = c;
}

/* Forgets every chain (a new search), or rebuilds them for a kept tree (in index order:
   a child list is newest, that is highest index, first). */
static void chains_reset(ai_worker *w) {
    if (++w->tgen == 0) {
        memset(w->tstamp, 0, ((size_t)w->tmask + 1) * sizeof *w->tstamp);
        w->tgen = 1;
    }
    w->tused = 0;
    w->tfull = 0;
    for (int32_t i = 1; i < w->n; i++) chain_add(w, i);
}

/* The first child of `node` to look at this step, and the next: the chain of the one
   tile every legal move places when there is one, else the whole child list. */
static int32_t first_child(ai_worker *w, int32_t node, int *chained) {
    *chained = w->one_tile >= 0 && !w->tfull;
    if (!*chained) return w->nodes[node].child;
    int32_t *head = chain_slot(w, node, w->one_tile, 0);
    return head ? *head : -1;
}

static inline int32_t next_child(const ai_worker *w, int32_t c, int chained) {
    return chained ? w->nodes[c].same_tile : w->nodes[c].sibling;
}

/* ---- MAST: move-average statistics over the whole search ---- */

static uint64_t mast_key(const cit_move *m, int player) {
    uint64_t k = ai_mix64(ai_move_key(m) ^ (uint64_t)(player + 1) << 61 ^ (uint64_t)(player + 1));
    return k ? k : 1; /* 0 marks a free slot */
}

/* The slot of key k, or -1; with insert, a free slot is taken while the table is less
   than three quarters full. */
static int mast_slot(ai_worker *w, uint64_t k, int insert) {
    unsigned s = (unsigned)(k >> 20) & (AI_MAST_SIZE - 1);
    for (;;) {
        if (w->mast[s].key == k) return (int)s;
        if (w->mast[s].key == 0) {
            if (!insert || w->mfill >= AI_MAST_SIZE / 4 * 3) return -1;
            w->mast[s].key = k;
            w->mfill++;
            return (int)s;
        }
        s = (s + 1) & (AI_MAST_SIZE - 1);
    }
}

/* A move's mean reward for its mover so far; 0.5 if never seen. */
static double mast_mean(ai_worker *w, const cit_move *m, int player) {
    int s = mast_slot(w, mast_key(m, player), 0);
    return s >= 0 && w->mast[s].count ? (double)w->mast[s].sum / (double)w->mast[s].count : 0.5;
}

static double mast_value(void *ctx, cit_move *m, int player) { return mast_mean(ctx, m, player); }

/* The playout's rating with cfg->sense on: the sense score plus, with MAST in playouts,
   the move's mean (in [0, 1], so it breaks the sense score's ties). */
static double sense_value(void *ctx, cit_move *m, int player) {
    ai_worker *w = ctx;
    double v = ai_sense_score(w->state, m, player);
    if ((w->cfg->mast & 1) && w->mast) v += mast_mean(w, m, player);
    return v;
}

/* cfg->lookahead: the lead placement m gives its mover once applied (on w->look), with
   the sense score (scaled below one point) to break ties when sense is on. */
static double lookahead_value(void *ctx, cit_move *m, int player) {
    ai_worker *w = ctx;
    if (!w->look && !(w->look = malloc(cit_game_size()))) return 0; /* only this knob needs it */
    cit_game_copy(w->look, w->state);
    double v = cit_game_apply(w->look, m, NULL) == CIT_OK ? (double)ai_lead(w->look, player) : -1e9;
    if (w->cfg->sense) v += 0.1 * ai_sense_score(w->state, m, player);
    return v;
}

/* cfg->closing: the points placement m is estimated to bring its mover (with
   closing_follower, after putting its follower where it scores at once). */
static double closing_value(void *ctx, cit_move *m, int player) {
    ai_worker *w = ctx;
    ai_tile_facts_for(&w->facts, w->state);
    if (w->cfg->closing_follower) return ai_close_score_follower(&w->facts, w->state, m, player);
    if (w->cfg->closing_fields) return ai_close_score_fields(&w->facts, w->state, m, player, w->cfg->closing_fields);
    return ai_close_score(&w->facts, w->state, m, player);
}

static void mast_note(ai_worker *w, const cit_move *m, int player) {
    if (w->mast && w->ntrace < AI_TRACE_MAX) {
        w->trace[w->ntrace] = mast_key(m, player);
        w->tplayer[w->ntrace++] = (uint8_t)player;
    }
}

/* ---- rewards ---- */

/*
 * Reward of each player for final (or projected) scores: a blend of winning (1 for a
 * sole win, 1/2 for a shared first place, 0 otherwise; with cfg->rank_win the share of
 * the other players beaten, a tie half) and the margin over the best other player,
 * squashed into [0, 1]. The margin term keeps the search purposeful when
 * every playout is already won or lost.
 */
void ai_rewards(const cit_ai_config *cfg, const double *score, int np, double *r) {
    for (int p = 0; p < np; p++) {
        double best = -1e9, sum = 0, beaten = 0, near = 0;
        for (int q = 0; q < np; q++)
            if (q != p) {
                sum += score[q];
                if (score[q] > best) best = score[q];
                beaten += score[p] > score[q] ? 1.0 : score[p] == score[q] ? 0.5 : 0.0;
                if (cfg->rank_soft) near += 0.5 + 0.5 * tanh((score[p] - score[q]) / cfg->rank_soft);
            }
        double win = score[p] > best ? 1.0 : score[p] == best ? 0.5 : 0.0;
        if (cfg->rank_win && np > 1) win = beaten / (np - 1);
        if (cfg->rank_soft && np > 1) win = near / (np - 1);
        double other = cfg->margin_mean && np > 1 ? sum / (np - 1) : best;
        double lead = (score[p] - other) / (double)cfg->margin_scale, m;
        if (cfg->margin_soft) {
            m = 0.5 + 0.5 * tanh(lead);
        } else {
            m = 0.5 + lead / 2;
            if (m < 0) m = 0;
            if (m > 1) m = 1;
        }
        r[p] = (1.0 - cfg->margin_weight) * win + cfg->margin_weight * m;
    }
}

static void new_node(ai_worker *w, int32_t parent, const cit_move *m, int player) {
    ai_node *c = &w->nodes[w->n];
    c->move = *m;
    c->parent = parent;
    c->child = -1;
    c->sibling = w->nodes[parent].child;
    c->visits = 0;
    c->avail = 1;
    c->reward = 0;
    c->player = (uint8_t)player;
    w->nodes[parent].child = w->n;
    chain_add(w, w->n);
    w->n++;
}

/* Deals what the observer cannot see for this iteration (once). */
static void deal(ai_worker *w, uint64_t seed) {
    cit_game_shuffle_unseen(w->state, w->observer, seed);
    w->dealt = 1;
}

/* Plays move m of `player` in the iteration's state; `root_child` is the node it enters
   when that is a root move, else -1. With cfg->crn or cfg->deals the deal waits until the
   root's move is chosen (the root's legal moves are the observer's own, the same in every
   deal), so that the moves can be compared on the same deals. With K fixed deals a root
   move's v-th visit plays on deal v mod K: each move meets the K futures in turn, and moves
   with as many visits (sequential halving's rounds) meet the same ones. (Dealing by the
   iteration's number instead gave the moves of a round of n different deals whenever n
   and K share a factor: with two moves left, one saw the even deals, the other the odd.) */
static void step(ai_worker *w, const cit_move *m, int player, int32_t root_child) {
    if (!w->dealt && w->cfg->deals && root_child >= 0) {
        uint64_t k = w->nodes[root_child].visits % w->cfg->deals;
        deal(w, ai_mix64(w->crn_base ^ ai_mix64(k + 0x9e3779b97f4a7c15ULL)));
    }
    if (!w->dealt) deal(w, w->it_seed);
    mast_note(w, m, player);
    cit_game_apply(w->state, m, NULL);
}

/* ---- sequential halving at the root (cfg->halving) ---- */

static double node_mean(const ai_node *c) {
    return c->visits ? c->reward / (double)c->visits : 0;
}

/*
 * Once every root move has a child, the root's iterations go round the moves still in
 * the running, each getting the same visits per round; after a round the better half
 * by mean reward stays (Karnin, Koren & Somekh 2013: a fixed budget spent to find the
 * best arm, not to earn on the way). The rounds share what is left of the budget.
 * Returns the child to follow, or -1 (the tree is not ready: UCB decides).
 */
static int32_t halving_pick(ai_worker *w, int n) {
    if (!w->sh) return -1;
    if (w->sh_n == 0) { /* start: every root child, in tree order */
        int k = 0;
        for (int32_t c = w->nodes[0].child; c >= 0 && k < n && k < CIT_MAX_MOVES; c = w->nodes[c].sibling)
            w->sh[k++] = c;
        w->sh_n = k;
        w->sh_pos = 0;
        w->sh_given = 0;
        w->sh_quota = 0;
    }
    if (w->sh_quota == 0 || w->sh_given >= (long)w->sh_quota * w->sh_n) {
        if (w->sh_quota) { /* round over: keep the better half (insertion sort by mean) */
            for (int i = 1; i < w->sh_n; i++) {
                int32_t c = w->sh[i];
                double v = node_mean(&w->nodes[c]);
                int j = i;
                for (; j > 0 && node_mean(&w->nodes[w->sh[j - 1]]) < v; j--) w->sh[j] = w->sh[j - 1];
                w->sh[j] = c;
            }
            if (w->sh_n > 1) w->sh_n = (w->sh_n + 1) / 2;
        }
        int rounds = 0;
        for (int m = w->sh_n; m > 1; m = (m + 1) / 2) rounds++;
        if (rounds < 1) rounds = 1;
        long left = (long)w->cfg->iterations - w->iterations;
        if (w->work_limit && w->iterations > 0) {
            /* a work budget: what the work left buys at the pace so far, if less */
            double done = (double)(w->playout_moves + AI_ITERATION_WORK * w->iterations);
            double more = (double)w->iterations * ((double)w->work_limit - done) / done;
            if (more < (double)left) left = more < 1 ? 1 : (long)more;
        }
        if (w->deadline > 0 && w->iterations > 0) {
            /* a time budget: what the time left buys at the pace so far, if less */
            double now = ai_now(), spent = now - w->t0;
            if (spent > 0) {
                double more = (double)w->iterations * (w->deadline - now) / spent;
                if (more < (double)left) left = more < 1 ? 1 : (long)more;
            }
        }
        long q = left / ((long)rounds * w->sh_n);
        w->sh_quota = (int)(q < 1 ? 1 : q > 1000000 ? 1000000 : q);
        w->sh_given = 0;
        w->sh_pos = 0;
        w->sh_round++;
    }
    int32_t c = w->sh[w->sh_pos];
    w->sh_j = (int)(w->sh_given / w->sh_n); /* this move's visit number in the round */
    w->sh_pos = w->sh_pos + 1 < w->sh_n ? w->sh_pos + 1 : 0;
    w->sh_given++;
    return c;
}

int32_t ai_worker_finalist(const ai_worker *w) {
    if (!w->cfg->halving || !w->sh || w->sh_n <= 0) return -1;
    int32_t best = w->sh[0];
    for (int i = 1; i < w->sh_n; i++)
        if (node_mean(&w->nodes[w->sh[i]]) > node_mean(&w->nodes[best])) best = w->sh[i];
    return best;
}

/*
 * One step down the tree at `node` for the determinised state: counts availability of
 * the children legal here, expands an untried legal move if there is one (returns 1:
 * the iteration goes on with a playout) or follows the UCB-best child (returns 0).
 * Returns -1 if no move is legal (should not happen while a decision is pending).
 */
static int descend(ai_worker *w, int32_t *node, int player) {
    cit_game *g = w->state;
    int n, tried = 0, chained = 0;
    uint32_t seen = 0; /* the most iterations any child legal here was legal in */
    int at_root = *node == 0;
    /* The root's moves are the observer's own, the same in every deal (crn relies on it
       too): once each is a child, a visit needs no listing and no lookups. */
    int root_known = *node == 0 && w->root_moves > 0;
    if (root_known) {
        n = tried = w->root_moves;
        for (int32_t c = w->nodes[0].child; c >= 0; c = w->nodes[c].sibling) w->nodes[c].avail++;
        goto select;
    }
    n = cit_game_legal_moves(g, w->moves, CIT_MAX_MOVES);
    if (n <= 0) return -1;
    if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
    set_build(w, n);
    for (int32_t c = first_child(w, *node, &chained); c >= 0; c = next_child(w, c, chained)) {
        int j = set_find(w, &w->nodes[c].move);
        if (j < 0) continue;
        w->mark[j] = 1;
        if (w->nodes[c].avail > seen) seen = w->nodes[c].avail;
        w->nodes[c].avail++;
        tried++;
    }
    if (*node == 0 && tried == n) w->root_moves = n;
    /* A decision whose module lists many answers best guess first (CIT_PENDING_WIDEN,
       e.g. bids cheapest first): they are tried in that order and widened with the
       node's visits (1 + sqrt(visits) children), so a small budget weighs the sensible
       answers instead of sampling a hundred once each. */
    cit_pending pd = cit_game_pending(g);
    int widen = (pd.flags & CIT_PENDING_WIDEN) != 0;
    /* cfg->listed_played: below the root such a decision is left to the playout. In the
       tree, the others' raises were explored by UCB a point at a time, and each raise
       explored after a high opening was a windfall for the auctioneer, who sold: the
       higher the opening, the better it looked. */
    if (widen && *node != 0 && w->cfg->listed_played) return 1;
    /* Progressive widening (cfg->widen) below the root at tile placement: the replies
       kept grow with the visits, so the tree goes deeper on the ones tried. */
    int pw = !widen && w->cfg->widen && *node != 0 && pd.decision == CIT_DECIDE_PLACE_TILE;
    /* Guided expansion (cfg->guided) below the root at tile placement: a child's
       availability counts the iterations that drew its tile here, so `seen` is how often
       this tile came; the node keeps 1 + sqrt(seen) replies to it, each the playout
       policy's own pick. With few visits the tree then plays as the playouts do, not
       uniformly (a uniform reply spends a follower on most tiles); with more, UCB finds
       the best of the sensible replies. */
    if (!widen && !pw && w->cfg->guided && *node != 0 && pd.decision == CIT_DECIDE_PLACE_TILE) {
        if (w->n < w->cap && tried < n && tried < 1 + (int)sqrt((double)seen)) {
            /* the smart policy, phased when the playouts are (uniform ones would not help);
               with guided 2 and closing playouts, the heavy playouts' pick: the best of
               closing_draws placements by what they close */
            int policy = w->cfg->smart_playouts >= AI_PLAYOUT_PHASED ? w->cfg->smart_playouts : 1;
            int heavy = w->cfg->guided == 2 && w->cfg->closing && !w->cfg->lookahead;
            int k = heavy ? (w->cfg->closing_draws ? w->cfg->closing_draws : 4) : 1;
            for (int t = 0; t < 8; t++) {
                cit_move m;
                if (!ai_playout_place_k(g, &pd, w->pl, AI_MAX_PLACEMENTS, policy, &w->seed, &m, k,
                                        heavy ? closing_value : NULL, w))
                    break;
                int j = set_find(w, &m);
                if (j < 0 || w->mark[j]) continue;
                new_node(w, *node, &w->moves[j], player);
                *node = w->n - 1;
                step(w, &w->moves[j], player, -1); /* guided: never at the root */
                return 1;
            }
        }
        goto select; /* UCB over the replies kept (none here: the iteration leaves the tree) */
    }
    if (tried < n && w->n < w->cap &&
        (!(widen || pw) || tried < 1 + (int)sqrt((double)w->nodes[*node].visits))) {
        int j = 0;
        if (w->cfg->prior && !widen) {
            /* the best of a few untried moves drawn at random, by the sense score (plus
               the MAST mean with mast bit 2) */
            double bestv = -1e300;
            for (int c = 0; c < 4; c++) {
                int k = (int)ai_rng_below(&w->seed, (uint32_t)(n - tried)), i = 0;
                for (;; i++)
                    if (!w->mark[i] && k-- == 0) break;
                const cit_move *m = &w->moves[i];
                double v = m->type == CIT_MOVE_PLACE ? ai_sense_score(g, m, player) : 0;
                if (w->cfg->mast & 2) v += mast_mean(w, m, player);
                if (v > bestv) {
                    bestv = v;
                    j = i;
                }
            }
        } else if ((w->cfg->mast & 2) && !widen) {
            /* the untried move with the best mean so far (from a random start: ties) */
            int start = (int)ai_rng_below(&w->seed, (uint32_t)n);
            double bestv = -1;
            for (int i = 0; i < n; i++) {
                int c = start + i < n ? start + i : start + i - n;
                if (w->mark[c]) continue;
                double v = mast_mean(w, &w->moves[c], player);
                if (v > bestv) {
                    bestv = v;
                    j = c;
                }
            }
        } else {
            int k = widen ? 0 : (int)ai_rng_below(&w->seed, (uint32_t)(n - tried));
            for (;; j++)
                if (!w->mark[j] && k-- == 0) break;
        }
        new_node(w, *node, &w->moves[j], player);
        *node = w->n - 1;
        step(w, &w->moves[j], player, at_root ? *node : -1);
        return 1;
    }
select:;
    int32_t best = -1;
    if (*node == 0 && w->cfg->halving && tried == n) best = halving_pick(w, n);
    if (best >= 0) {
        *node = best;
        if (!w->dealt && w->cfg->crn && !w->cfg->deals) {
            /* common random numbers: the j-th visit of every move left in this round
               sees the same deal and starts its playout from the same random stream, so
               the moves are compared on the same futures */
            uint64_t key = ai_mix64(w->crn_base ^ ai_mix64((uint64_t)w->sh_round << 32 | (uint64_t)w->sh_j));
            deal(w, key);
            w->seed = ai_mix64(key ^ 0x6a09e667f3bcc909ULL);
        }
        step(w, &w->nodes[best].move, player, best);
        return 0;
    }
    double bestv = -1e300;
    int32_t first = root_known ? w->nodes[0].child : first_child(w, *node, &chained);
    for (int32_t c = first; c >= 0; c = next_child(w, c, chained)) {
        const ai_node *cn = &w->nodes[c];
        if (!root_known && set_find(w, &cn->move) < 0) continue;
        double v;
        if (cn->visits == 0) {
            v = 1e100 - (double)c; /* unvisited (only when the pool is full): first come */
        } else {
            v = cn->reward / cn->visits +
                w->cfg->explore * sqrt(log((double)cn->avail) / (double)cn->visits);
        }
        if (v > bestv) {
            bestv = v;
            best = c;
        }
    }
    if (best < 0) { /* tree full and nothing tried here: leave the tree */
        int j = (int)ai_rng_below(&w->seed, (uint32_t)n);
        step(w, &w->moves[j], player, -1);
        return 1;
    }
    *node = best;
    step(w, &w->nodes[best].move, player, at_root ? best : -1);
    return 0;
}

static void playout(ai_worker *w) {
    cit_game *g = w->state;
    int smart = w->cfg->smart_playouts;
    /* A decision whose module has a playout answer of its own (CIT_PENDING_PLAYOUT)
       takes it at every level: e.g. uniform bids would make a playout's score noise.
       Only games with modules can have one; the base game never asks. */
    int modules = cit_game_modules(g) != 0 && !w->cfg->uniform_modules;
    int depth = w->cfg->playout_depth;
    if (!depth && w->cfg->crowd_depth && cit_game_setup(g)->nplayers >= AI_CROWD_PLAYERS)
        depth = w->cfg->crowd_depth;
    int left = depth ? depth : -1;
    /* placements still to weigh (lookahead: by playing them; closing: by estimate; 255 is
       more than a game has) */
    int ahead = smart ? (w->cfg->lookahead ? w->cfg->lookahead : w->cfg->closing) : 0;
    while (!cit_game_over(g) && left-- != 0) {
        int own = modules && (cit_game_pending(g).flags & CIT_PENDING_PLAYOUT);
        /* Uniform play: the engine's playout step draws and applies in one go. */
        if (!smart && !own && cit_game_play_random(g, ai_rng_next(&w->seed), NULL) == CIT_OK) {
            w->playout_moves++;
            continue;
        }
        /* read once: the policy below needs it several times a move */
        cit_pending pd = cit_game_pending(g);
        cit_move m;
        int mover = pd.player;
        /* A placement weighed among k drawn ones: by lookahead or closing for the first
           ones, then by sense or MAST when on. */
        ai_move_score score = NULL;
        int k = 0;
        if (ahead > 0 && !own && pd.decision == CIT_DECIDE_PLACE_TILE &&
            (!w->cfg->closing_self || mover == w->observer)) {
            ahead--;
            k = w->cfg->sense ? w->cfg->sense : w->cfg->closing_draws ? w->cfg->closing_draws : 4;
            score = w->cfg->lookahead ? lookahead_value : closing_value;
        } else if ((((w->cfg->mast & 1) && w->mast) || w->cfg->sense) && !own && smart) {
            k = w->cfg->sense ? w->cfg->sense : w->cfg->mast_k ? w->cfg->mast_k : 2;
            score = w->cfg->sense ? sense_value : mast_value;
        }
        if (score && ai_playout_place_k(g, &pd, w->pl, AI_MAX_PLACEMENTS, smart, &w->seed, &m, k, score, w) &&
            cit_game_apply(g, &m, NULL) == CIT_OK) {
            mast_note(w, &m, mover);
            w->playout_moves++;
            continue;
        }
        if (own) {
            if (cit_game_playout_move(g, &w->seed, &m) != CIT_OK || cit_game_apply(g, &m, NULL) != CIT_OK)
                break; /* cannot happen: the module answers with a legal move */
        } else if (!ai_playout_place(g, &pd, w->pl, AI_MAX_PLACEMENTS, smart, &w->seed, &m) ||
                   cit_game_apply(g, &m, NULL) != CIT_OK) {
            /* any other decision: uniform over the full legal list */
            int n = cit_game_legal_moves(g, w->moves, CIT_MAX_MOVES);
            if (n <= 0) break;
            if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
            m = ai_playout_pick(g, mover, w->moves, n, smart, &w->seed);
            if (cit_game_apply(g, &m, NULL) != CIT_OK) break; /* cannot happen: legal list */
        }
        mast_note(w, &m, mover);
        w->playout_moves++;
    }
}

static void iterate(ai_worker *w, long it) {
    cit_game *g = w->state;
    cit_game_copy(g, w->root);
    w->ntrace = 0;
    w->it_seed = ai_mix64(w->seed ^ ai_mix64((uint64_t)it));
    w->dealt = 0;
    if (!w->cfg->deals && !(w->cfg->crn && w->cfg->halving))
        deal(w, w->it_seed); /* else the root's move picks the deal (step) */
    int32_t node = 0;
    int depth = 0;
    w->path[depth++] = 0;
    while (!cit_game_over(g) && depth <= AI_MAX_DEPTH) {
        int player = cit_game_pending(g).player;
        int r = descend(w, &node, player);
        if (r < 0) break;
        if (w->path[depth - 1] != node) w->path[depth++] = node;
        if (r == 1 || (w->cfg->tree_depth && depth > w->cfg->tree_depth)) break;
    }
    if (!w->dealt || (w->cfg->deals && w->cfg->deal_tail)) deal(w, w->it_seed);
    w->tree_moves += depth - 1;
    playout(w);

    const cit_setup *su = cit_game_setup(g);
    int np = su->nplayers, score[CIT_MAX_PLAYERS];
    double rew[CIT_MAX_PLAYERS], value[CIT_MAX_PLAYERS];
    if (!cit_game_over(g) && w->cfg->playout_value && !cit_game_modules(g)) {
        ai_position_value(g, w->cfg->playout_value, value); /* a cut playout, valued */
        for (int p = 0; p < np; p++) score[p] = (int)lround(value[p]);
    } else {
        if (cit_game_over(g))
            for (int p = 0; p < np; p++) score[p] = cit_game_score(g, p);
        else
            cit_game_projected_scores(g, score);
        for (int p = 0; p < np; p++) value[p] = score[p];
    }
    ai_rewards(w->cfg, value, np, rew);
    for (int i = 0; i < w->ntrace; i++) {
        int sl = mast_slot(w, w->trace[i], 1);
        if (sl < 0) continue;
        w->mast[sl].sum += (float)rew[w->tplayer[i]];
        w->mast[sl].count++;
    }
    if (w->record) w->record(w, depth > 1 ? w->path[1] : -1, score, np);
    for (int i = 0; i < depth; i++) {
        ai_node *nd = &w->nodes[w->path[i]];
        nd->visits++;
        if (i > 0)
            nd->reward += w->cfg->paranoid && nd->player != w->observer ? 1.0 - rew[w->observer]
                                                                        : rew[nd->player];
    }
}

void ai_worker_search(ai_worker *w) {
    if (!w->keep) {
        w->n = 1;
        ai_node *root = &w->nodes[0];
        memset(root, 0, sizeof *root);
        root->parent = root->child = root->sibling = root->same_tile = -1;
    }
    w->keep = 0;
    w->root_moves = 0;
    chains_reset(w); /* after a reroot, the kept nodes' chains */
    if (w->mast) {
        memset(w->mast, 0, AI_MAST_SIZE * sizeof *w->mast);
        w->mfill = 0;
    }
    w->iterations = w->playout_moves = w->tree_moves = 0;
    w->facts.ts = NULL; /* read the tileset afresh: a game's may sit where another's was */
    w->sh_n = 0;
    w->sh_round = 0;
    w->crn_base = w->seed;
    w->t0 = w->deadline > 0 ? ai_now() : 0;
    w->cancelled = 0;
    for (long it = 0; it < w->cfg->iterations; it++) {
        if (atomic_load_explicit(w->cancel, memory_order_relaxed)) {
            w->cancelled = 1;
            break;
        }
        if (w->deadline > 0 && (it & 15) == 0 && it > 0 && ai_now() > w->deadline) break;
        if (w->work_limit && w->playout_moves + AI_ITERATION_WORK * w->iterations >= w->work_limit)
            break;
        iterate(w, it);
        w->iterations++;
        atomic_fetch_add_explicit(w->progress, 1, memory_order_relaxed);
    }
}
