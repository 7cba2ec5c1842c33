/* Single-observer information-set MCTS: one search thread over determinised copies of the game. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

static double system_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double (*clock_now)(void) = system_now;

double ai_now(void) { return clock_now(); }

void ai_set_clock(double (*now)(void)) { clock_now = now ? now : system_now; }

int ai_worker_init(ai_worker *w, int node_cap) {
    memset(w, 0, sizeof *w);
    w->cap = node_cap < 2 ? 2 : node_cap;
    w->nodes = malloc((size_t)w->cap * sizeof *w->nodes);
    w->state = calloc(1, cit_game_size());
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

void ai_worker_free(ai_worker *w) {
    free(w->nodes);
    free(w->state);
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
    /* a tile's high bits above the parent's (the keys of tiles below 256 as they were) */
    uint64_t k = (uint64_t)(uint32_t)parent << 8 | (uint64_t)(tile & 0xFF) | (uint64_t)(tile >> 8) << 40;
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

/* ---- heavy playouts ---- */

/* cfg->closing: the points placement m is estimated to bring its mover. */
static double closing_value(void *ctx, const cit_move *m, int player) {
    ai_worker *w = ctx;
    ai_tile_facts_for(&w->facts, w->state);
    return ai_close_score(&w->facts, w->state, m, player);
}

/* ---- rewards ---- */

/*
 * Reward of each player for final (or projected) scores: a blend of winning (1 for a
 * sole win, 1/2 for a shared first place, 0 otherwise) and the margin over the best
 * other player, squashed into [0, 1]. The margin term keeps the search purposeful when
 * every playout is already won or lost.
 */
void ai_rewards(const cit_ai_config *cfg, const double *score, int np, double *r) {
    for (int p = 0; p < np; p++) {
        double best = -1e9;
        for (int q = 0; q < np; q++)
            if (q != p && score[q] > best) best = score[q];
        double win = score[p] > best ? 1.0 : score[p] == best ? 0.5 : 0.0;
        double m = 0.5 + (score[p] - best) / (double)cfg->margin_scale / 2;
        if (m < 0) m = 0;
        if (m > 1) m = 1;
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
    }
    int32_t c = w->sh[w->sh_pos];
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
    /* The root's moves are the observer's own, the same in every deal: once each is a
       child, a visit needs no listing and no lookups. */
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
    if (tried < n && w->n < w->cap && (!widen || tried < 1 + (int)sqrt((double)w->nodes[*node].visits))) {
        int j = 0, k = widen ? 0 : (int)ai_rng_below(&w->seed, (uint32_t)(n - tried));
        for (;; j++)
            if (!w->mark[j] && k-- == 0) break;
        new_node(w, *node, &w->moves[j], player);
        *node = w->n - 1;
        cit_game_apply(g, &w->moves[j], NULL);
        return 1;
    }
select:;
    int32_t best = -1;
    if (*node == 0 && w->cfg->halving && tried == n) best = halving_pick(w, n);
    if (best >= 0) {
        *node = best;
        cit_game_apply(g, &w->nodes[best].move, NULL);
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
        cit_game_apply(g, &w->moves[j], NULL);
        return 1;
    }
    *node = best;
    cit_game_apply(g, &w->nodes[best].move, NULL);
    return 0;
}

static void playout(ai_worker *w) {
    cit_game *g = w->state;
    int smart = w->cfg->smart_playouts;
    /* A decision whose module has a playout answer of its own (CIT_PENDING_PLAYOUT)
       takes it at every level: e.g. uniform bids would make a playout's score noise.
       Only games with modules can have one; the base game never asks. */
    int modules = cit_game_modules(g) != 0;
    /* heavy placements still to weigh (cfg->closing; 255 is more than a game has) */
    int ahead = smart ? w->cfg->closing : 0;
    int draws = w->cfg->closing_draws ? w->cfg->closing_draws : 4;
    while (!cit_game_over(g)) {
        int own = modules && cit_game_pending_playout(g);
        /* Uniform play: the engine's playout step draws and applies in one go. */
        if (!smart && !own && cit_game_play_random(g, ai_rng_next(&w->seed), NULL) == CIT_OK) {
            w->playout_moves++;
            continue;
        }
        /* read once: the policy below needs it several times a move */
        cit_pending pd = cit_game_pending(g);
        cit_move m;
        int mover = pd.player;
        /* a heavy placement: the best of `draws` drawn ones by the lead it closes */
        if (ahead > 0 && !own && pd.decision == CIT_DECIDE_PLACE_TILE) {
            ahead--;
            if (ai_playout_place_k(g, &pd, w->pl, AI_MAX_PLACEMENTS, &w->seed, &m, draws, closing_value, w) &&
                cit_game_apply(g, &m, NULL) == CIT_OK) {
                w->playout_moves++;
                continue;
            }
        }
        if (own) {
            /* the module's answer is legal by its contract: applied without a second check */
            if (cit_game_play_playout(g, &w->seed, &m) != CIT_OK) break; /* cannot happen */
        } else if (!ai_playout_place(g, &pd, w->pl, AI_MAX_PLACEMENTS, smart, &w->seed, &m) ||
                   cit_game_apply(g, &m, NULL) != CIT_OK) {
            /* any other decision: uniform over the full legal list */
            int n = cit_game_legal_moves(g, w->moves, CIT_MAX_MOVES);
            if (n <= 0) break;
            if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
            m = ai_playout_pick(g, mover, w->moves, n, smart, &w->seed);
            if (cit_game_apply(g, &m, NULL) != CIT_OK) break; /* cannot happen: legal list */
        }
        w->playout_moves++;
    }
}

static void iterate(ai_worker *w, long it) {
    cit_game *g = w->state;
    cit_game_copy_used(g, w->root);
    /* this iteration's determinisation: what the observer cannot see, dealt afresh */
    cit_game_shuffle_unseen(g, w->observer, ai_mix64(w->seed ^ ai_mix64((uint64_t)it)));
    int32_t node = 0;
    int depth = 0;
    w->path[depth++] = 0;
    while (!cit_game_over(g) && depth <= AI_MAX_DEPTH) {
        int player = cit_game_pending(g).player;
        int r = descend(w, &node, player);
        if (r < 0) break;
        if (w->path[depth - 1] != node) w->path[depth++] = node;
        if (r == 1) break;
    }
    w->tree_moves += depth - 1;
    playout(w);

    const cit_setup *su = cit_game_setup(g);
    int np = su->nplayers, score[CIT_MAX_PLAYERS];
    double rew[CIT_MAX_PLAYERS], value[CIT_MAX_PLAYERS];
    if (cit_game_over(g))
        for (int p = 0; p < np; p++) score[p] = cit_game_score(g, p);
    else /* a playout that could not go on (cannot happen with a sound module) */
        cit_game_projected_scores(g, score);
    for (int p = 0; p < np; p++) value[p] = score[p];
    ai_rewards(w->cfg, value, np, rew);
    if (w->record) w->record(w, depth > 1 ? w->path[1] : -1, score, np);
    for (int i = 0; i < depth; i++) {
        ai_node *nd = &w->nodes[w->path[i]];
        nd->visits++;
        if (i > 0) nd->reward += rew[nd->player];
    }
}

void ai_worker_begin(ai_worker *w) {
    if (!w->keep) {
        w->n = 1;
        ai_node *root = &w->nodes[0];
        memset(root, 0, sizeof *root);
        root->parent = root->child = root->sibling = root->same_tile = -1;
    }
    w->keep = 0;
    w->root_moves = 0;
    chains_reset(w); /* after a reroot, the kept nodes' chains */
    w->iterations = w->playout_moves = w->tree_moves = 0;
    w->facts.ts = NULL; /* read the tileset afresh: a game's may sit where another's was */
    w->sh_n = 0;
    w->t0 = w->deadline > 0 ? ai_now() : 0;
    w->cancelled = 0;
}

/* The iteration numbered w->iterations is the next: a run stopped by `until` goes on where it
   stopped, so the iterations and their seeds are those of one run straight through. */
int ai_worker_run(ai_worker *w, long most, double until) {
    for (long k = 0; k < most; k++) {
        long it = w->iterations;
        if (it >= w->cfg->iterations) return 1;
        if (atomic_load_explicit(w->cancel, memory_order_relaxed)) {
            w->cancelled = 1;
            return 1;
        }
        if (w->deadline > 0 && (it & 15) == 0 && it > 0 && ai_now() > w->deadline) return 1;
        if (until > 0 && k > 0 && ai_now() >= until) return 0;
        iterate(w, it);
        w->iterations++;
        atomic_fetch_add_explicit(w->progress, 1, memory_order_relaxed);
    }
    return w->iterations >= w->cfg->iterations;
}

void ai_worker_search(ai_worker *w) {
    ai_worker_begin(w);
    ai_worker_run(w, LONG_MAX, 0);
}
