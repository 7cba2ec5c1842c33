/* Game review: win-chance estimates from one player's view, and every decision of a game judged by them. */
#include "review.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define ROW (1 + 3 * CIT_MAX_PLAYERS) /* per root child: count, then win, margin, score per player */

/* Everything one search says: each player's prospects under the decider's best move. */
typedef struct {
    int decider;
    cit_move best;
    long visits, iterations;
    int cancelled;
    cit_chance p[CIT_MAX_PLAYERS];
} review_result;

struct cit_review {
    cit_ai *ai;
    long budget;
    void *cur, *next, *alt; /* cit_game buffers for cit_review_game */
    atomic_int done;  /* decisions judged by the running cit_review_game */
    atomic_int total;
    struct { /* cit_review_game between calls (review_advance) */
        const cit_move *moves;
        cit_review_step *out;
        int n, i, phase, have, me, over, same, searching, result;
        review_result here, there, mine, alt, *after;
        const cit_game *sgame; /* the search running: where, and its result */
        review_result *sres;
    } g;
};

/* Win (1 sole first, 1/2 shared), margin over the best other, score: as the search's
   reward counts them (mcts.c, rewards). */
static void outcome(const int *score, int np, double *row) {
    for (int p = 0; p < np; p++) {
        int best = -1000000;
        for (int q = 0; q < np; q++)
            if (q != p && score[q] > best) best = score[q];
        row[3 * p] += score[p] > best ? 1.0 : score[p] == best ? 0.5 : 0.0;
        row[3 * p + 1] += (double)(score[p] - best);
        row[3 * p + 2] += (double)score[p];
    }
}

/* Review statistics of one iteration (the worker's `record` hook): `child` is the root
   child the iteration went through (-1: none), score[] the final or projected scores. */
static void ai_review_record(ai_worker *w, int32_t child, const int *score, int np) {
    w->rroot[0] += 1;
    outcome(score, np, w->rroot + 1);
    if (child < 0) return;
    int32_t s = w->rslot[child];
    if (s < 0 || s >= w->nslots || w->slotnode[s] != child) {
        if (w->nslots >= w->slotcap) return; /* more root children than rows: not recorded */
        s = w->nslots++;
        w->rslot[child] = s;
        w->slotnode[s] = child;
        memset(w->racc + (size_t)s * ROW, 0, ROW * sizeof *w->racc);
    }
    double *row = w->racc + (size_t)s * ROW;
    row[0] += 1;
    outcome(score, np, row + 1);
}

void cit_review_config(cit_ai_config *cfg, long budget) {
    cit_ai_config_default(cfg, CIT_AI_MEDIUM);
    cfg->iterations = (int32_t)(budget < 1 ? 1 : budget > CIT_AI_MAX_ITERATIONS ? CIT_AI_MAX_ITERATIONS : budget);
    /* Less exploration than in play: a node's value averages over the replies tried
       below it, and with ~80 replies tried alike the side to move looks far better off
       than it is (docs/ai.md, "Review": 13 points of win chance at C = 0.7 with 4,000
       iterations, 3 at C = 0.15 with 12,000). */
    cfg->explore = 0.15;
}

cit_review *cit_review_new(long budget, uint64_t seed) {
    if (budget < 1 || budget > CIT_AI_MAX_ITERATIONS) return NULL;
    cit_ai_config cfg;
    cit_review_config(&cfg, budget);
    return cit_review_new_config(&cfg, seed);
}

cit_review *cit_review_new_config(const cit_ai_config *cfg, uint64_t seed) {
    if (cit_ai_config_problem(cfg) || cfg->level < CIT_AI_EASY) return NULL;
    cit_review *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->budget = (long)cfg->iterations * cfg->threads;
    r->ai = cit_ai_new_config(cfg, seed);
    r->cur = calloc(1, cit_game_size());
    r->next = calloc(1, cit_game_size());
    r->alt = calloc(1, cit_game_size());
    int ok = r->ai && r->cur && r->next && r->alt;
    for (int t = 0; ok && t < r->ai->nworkers; t++) {
        ai_worker *w = &r->ai->workers[t];
        w->slotcap = w->cap < CIT_MAX_MOVES ? w->cap : CIT_MAX_MOVES;
        w->racc = malloc((size_t)w->slotcap * ROW * sizeof *w->racc);
        w->record = ai_review_record;
        w->rslot = calloc((size_t)w->cap, sizeof *w->rslot);
        w->slotnode = calloc((size_t)w->slotcap, sizeof *w->slotnode);
        ok = w->racc && w->rslot && w->slotnode;
    }
    atomic_init(&r->done, 0);
    atomic_init(&r->total, 0);
    if (!ok) {
        cit_review_free(r);
        return NULL;
    }
    return r;
}

void cit_review_free(cit_review *r) {
    if (!r) return;
    cit_ai_free(r->ai); /* frees the workers' review rows too */
    free(r->cur);
    free(r->next);
    free(r->alt);
    free(r);
}

void cit_review_cancel(cit_review *r) {
    if (r) cit_ai_cancel(r->ai);
}

void cit_review_resume(cit_review *r) {
    if (r) cit_ai_resume(r->ai);
}

long cit_review_budget(const cit_review *r) {
    return r ? r->budget : 0;
}

double cit_review_progress(const cit_review *r) {
    if (!r) return 0;
    int total = atomic_load(&((cit_review *)r)->total), done = atomic_load(&((cit_review *)r)->done);
    if (total <= 0) return 0;
    double part = (double)cit_ai_progress(r->ai) / (double)r->budget;
    if (part > 0.999) part = 0.999;
    double f = ((double)done + (done < total ? part : 0)) / (double)total;
    return f > 1 ? 1 : f;
}

/* Whether a and b see the same hidden tiles at g: neither keeps a private hand (the
   stack and the tiles face down are unseen by everybody alike). */
static int same_view(const cit_game *g, int a, int b) {
    return a == b || (cit_game_hand(g, a, NULL, 0) == 0 && cit_game_hand(g, b, NULL, 0) == 0);
}

/* The exact prospects at the end of the game. */
static void final_result(const cit_game *g, review_result *res) {
    int np = cit_game_setup(g)->nplayers, score[CIT_MAX_PLAYERS] = {0};
    double row[3 * CIT_MAX_PLAYERS] = {0};
    for (int p = 0; p < np; p++) score[p] = cit_game_score(g, p);
    outcome(score, np, row);
    for (int p = 0; p < np; p++)
        res->p[p] = (cit_chance){row[3 * p], row[3 * p + 1], row[3 * p + 2]};
}

/*
 * One search at g from `observer`'s view (or, when the decider sees the same hidden
 * tiles, from the decider's: the same determinisations, so every observer of the same
 * view gets the same numbers from one search). Fills every player's prospects under
 * the decider's most visited root move (ties: higher mean reward, then first found).
 */
/* Its first half: 1 with the workers set up to search (ai_run_prepared or slices), 0 when
   the result is known without one (the game is over). */
static int search_begin(cit_review *r, const cit_game *g, int observer, review_result *res) {
    memset(res, 0, sizeof *res);
    cit_pending pd = cit_game_pending(g);
    if (pd.decision == CIT_DECIDE_NONE || cit_game_over(g)) {
        res->decider = -1;
        final_result(g, res);
        return 0;
    }
    res->decider = pd.player;
    int view = same_view(g, observer, pd.player) ? pd.player : observer;
    cit_ai *ai = r->ai;
    atomic_store(&ai->progress, 0);
    for (int t = 0; t < ai->nworkers; t++) {
        ai->workers[t].nslots = 0;
        memset(ai->workers[t].rroot, 0, sizeof ai->workers[t].rroot);
    }
    uint64_t seed = ai_mix64(ai->seed ^ ai_visible_hash(g, view) ^ 0x7265766965770000ULL);
    ai_prepare_workers(ai, g, view, seed);
    return 1;
}

/* Its second half, once the workers have run: the merge. */
static void search_end(cit_review *r, const cit_game *g, review_result *res) {
    cit_ai *ai = r->ai;
    /* Merge the root children of every tree by move (fixed order: deterministic). */
    uint64_t bestkey = 0;
    long bestv = -1;
    double bestmean = -1;
    int np = cit_game_setup(g)->nplayers;
    for (int t = 0; t < ai->nworkers; t++) {
        const ai_worker *w = &ai->workers[t];
        res->iterations += w->iterations;
        res->cancelled |= w->cancelled;
        for (int32_t c = w->nodes[0].child; c >= 0; c = w->nodes[c].sibling) {
            uint64_t k = ai_move_key(&w->nodes[c].move);
            long v = 0;
            double rw = 0;
            for (int u = 0; u < ai->nworkers; u++)
                for (int32_t d = ai->workers[u].nodes[0].child; d >= 0; d = ai->workers[u].nodes[d].sibling)
                    if (ai_move_key(&ai->workers[u].nodes[d].move) == k) {
                        v += ai->workers[u].nodes[d].visits;
                        rw += ai->workers[u].nodes[d].reward;
                        break;
                    }
            double mean = v ? rw / (double)v : 0;
            if (v > bestv || (v == bestv && mean > bestmean)) {
                bestv = v;
                bestmean = mean;
                bestkey = k;
                res->best = w->nodes[c].move;
            }
        }
    }
    res->visits = bestv < 0 ? 0 : bestv;
    /* The prospects under the best move: its rows summed over the trees; if it has
       none (a cancel before the first iteration ended), every iteration's. */
    double sum[ROW] = {0};
    for (int t = 0; t < ai->nworkers && bestv > 0; t++) {
        const ai_worker *w = &ai->workers[t];
        for (int s = 0; s < w->nslots; s++)
            if (ai_move_key(&w->nodes[w->slotnode[s]].move) == bestkey)
                for (int k = 0; k < ROW; k++) sum[k] += w->racc[(size_t)s * ROW + (size_t)k];
    }
    if (sum[0] <= 0)
        for (int t = 0; t < ai->nworkers; t++)
            for (int k = 0; k < ROW; k++) sum[k] += ai->workers[t].rroot[k];
    if (sum[0] <= 0) { /* nothing searched: no idea, an even chance */
        for (int p = 0; p < np; p++) res->p[p] = (cit_chance){1.0 / np, 0, (double)cit_game_score(g, p)};
        return;
    }
    for (int p = 0; p < np; p++)
        res->p[p] = (cit_chance){sum[1 + 3 * p] / sum[0], sum[2 + 3 * p] / sum[0], sum[3 + 3 * p] / sum[0]};
}

static void search_at(cit_review *r, const cit_game *g, int observer, review_result *res) {
    if (search_begin(r, g, observer, res)) {
        ai_run_prepared(r->ai);
        search_end(r, g, res);
    }
}

cit_status cit_review_estimate(cit_review *r, const cit_game *g, int observer, cit_estimate *out) {
    if (!r || !g || !out) return CIT_ERR_BAD_ARGUMENT;
    if (observer < 0 || observer >= cit_game_setup(g)->nplayers) return CIT_ERR_BAD_ARGUMENT;
    review_result res;
    search_at(r, g, observer, &res);
    memset(out, 0, sizeof *out);
    out->observer = observer;
    out->decider = res.decider;
    out->raw = res.p[observer];
    out->value = res.p[observer];
    if (res.decider >= 0)
        out->value.win = cit_review_calibrate(out->raw.win, cit_review_phase(g), cit_game_setup(g)->nplayers);
    out->best = res.best;
    out->best_visits = res.visits;
    out->iterations = res.iterations;
    out->cancelled = res.cancelled;
    return CIT_OK;
}

/* The calibration (review.h), fitted on 2-player medium-vs-medium base games reviewed at
   the medium budget (docs/ai.md, "Speed and calibration": data, seeds, held-out check). */
#define CAL_A 0.0
#define CAL_B 0.400

double cit_review_phase(const cit_game *g) {
    int placed = cit_game_placed_count(g) - cit_game_start_pieces(g), left = cit_game_stack_left(g);
    if (placed < 0) placed = 0;
    if (left < 0) left = 0;
    return placed + left > 0 ? (double)placed / (double)(placed + left) : 1.0;
}

double cit_review_calibrate(double raw, double phase, int nplayers) {
    if (nplayers < 2) nplayers = 2;
    if (phase < 0) phase = 0;
    if (phase > 1) phase = 1;
    double lo = 0.001, hi = 0.999, r = raw < lo ? lo : raw > hi ? hi : raw;
    double l0 = log(1.0 / (double)(nplayers - 1)); /* logit(1 / nplayers) */
    double z = l0 + (CAL_A + CAL_B * phase) * (log(r / (1 - r)) - l0);
    return 1 / (1 + exp(-z));
}

/* A move the engine takes where it is played: one of the legal-move list, or one the list spells
   otherwise (a tile that looks the same turned half way, e.g. a straight road, turned the other
   way: a player may play either, the list holds one), tried on `scratch`. */
static int is_legal(const cit_game *g, const cit_move *m, cit_move *buf, cit_game *scratch) {
    int n = cit_game_legal_moves(g, buf, CIT_MAX_MOVES);
    for (int i = 0; i < n && i < CIT_MAX_MOVES; i++)
        if (ai_move_key(&buf[i]) == ai_move_key(m)) return 1;
    cit_game_copy_used(scratch, g);
    return cit_game_apply(scratch, m, NULL) == CIT_OK;
}

/*
 * cit_review_game as steps that may stop between any two search iterations (the review in
 * slices: cit_review_game_start, cit_review_slice). Each decision i goes through the phases:
 * HERE (the position before it, unless the last decision's NEXT search judged it), THERE
 * (the position after it from its next decider's view), MINE (the same from the mover's, when
 * the two see other hidden tiles), ALT (the position the search's best move leads to, when it
 * is not the move played), then the step is written.
 */
enum { R_HERE, R_THERE, R_MINE, R_ALT, R_STEP, R_DONE };

/* Begins a search of g into res, then phase `then` (at once when no search is needed). */
static void review_search(cit_review *r, const cit_game *g, int observer, review_result *res, int then) {
    r->g.sgame = g;
    r->g.sres = res;
    r->g.phase = then;
    r->g.searching = search_begin(r, g, observer, res);
}

static int review_finish(cit_review *r, int result) {
    r->g.result = result;
    r->g.phase = R_DONE;
    return 1;
}

/* Move i's step once its searches are in: what the move played cost against the best one
   found (cit_review_step), then the position after it made the current one. 0 when the best
   move's search was cancelled (the review ends at i). */
static int review_record(cit_review *r) {
    int i = r->g.i, me = r->g.me, same = r->g.same;
    cit_game *cur = r->cur, *next = r->next;
    const review_result *after = r->g.after, *before = after;
    if (!same) {
        if (r->g.alt.cancelled) return 0;
        /* judged alike, the move played may come out better: then nothing better
           was found (the search's pick was a misjudgement, not a gain) */
        if (r->g.alt.p[me].win > after->p[me].win ||
            (r->g.alt.p[me].win == after->p[me].win && r->g.alt.p[me].margin > after->p[me].margin))
            before = &r->g.alt;
        else
            same = 1;
    }
    cit_review_step *st = &r->g.out[i];
    memset(st, 0, sizeof *st);
    st->move = i;
    st->player = me;
    st->played = r->g.moves[i];
    st->best = same ? r->g.moves[i] : r->g.here.best;
    st->played_best = same;
    st->before_raw = before->p[me];
    st->after_raw = after->p[me];
    st->before = st->before_raw;
    st->after = st->after_raw;
    /* both are judged at positions a move on (next, or the best move's) */
    double phase = cit_review_phase(next);
    int np = cit_game_setup(next)->nplayers;
    st->before.win = before->decider < 0 ? before->p[me].win : cit_review_calibrate(before->p[me].win, phase, np);
    st->after.win = after->decider < 0 ? after->p[me].win : cit_review_calibrate(after->p[me].win, phase, np);
    if (!st->played_best) {
        st->gain_win = st->before.win - st->after.win;
        st->gain_points = st->before.margin - st->after.margin;
    }
    /* swap the buffers: the next position becomes the current one */
    r->cur = next;
    r->next = cur;
    r->g.here = r->g.there;
    r->g.have = 1;
    r->g.i = i + 1;
    r->g.phase = R_HERE;
    atomic_store(&r->done, i + 1);
    return 1;
}

/* Runs the review until it is done (1: r->g.result says how it ended) or, with `sliced`, a
   slice's iterations or seconds are spent (0). Without `sliced`, each search runs whole, its
   helpers on threads of their own. */
static int review_advance(cit_review *r, int sliced, long iterations, double seconds) {
    cit_game *cur = r->cur, *next = r->next;
    for (;;) {
        if (r->g.phase == R_DONE) return 1;
        if (r->g.searching) {
            if (!sliced) ai_run_prepared(r->ai);
            else if (!ai_slices_run(r->ai, iterations, seconds)) return 0;
            search_end(r, r->g.sgame, r->g.sres);
            r->g.searching = 0;
            if (sliced) return 0; /* what follows comes with the next slice */
        }
        int i = r->g.i;
        switch (r->g.phase) {
        case R_HERE:
            if (i >= r->g.n) return review_finish(r, r->g.n);
            r->g.me = cit_game_pending(cur).player;
            if (cit_game_pending(cur).decision == CIT_DECIDE_NONE ||
                !is_legal(cur, &r->g.moves[i], r->ai->moves, r->alt))
                return review_finish(r, -1);
            if (!r->g.have) review_search(r, cur, r->g.me, &r->g.here, R_THERE);
            else r->g.phase = R_THERE;
            break;
        case R_THERE:
            if (r->g.here.cancelled) return review_finish(r, i);
            cit_game_copy_used(next, cur);
            if (cit_game_apply(next, &r->g.moves[i], NULL) != CIT_OK) return review_finish(r, -1);
            /* the next position from its decider's view; the mover's "after" from the same
               search when the two see the same hidden tiles, else from a search of its own */
            r->g.over = cit_game_pending(next).decision == CIT_DECIDE_NONE;
            review_search(r, next, r->g.over ? r->g.me : (int)cit_game_pending(next).player, &r->g.there, R_MINE);
            break;
        case R_MINE:
            r->g.after = &r->g.there;
            if (!r->g.over && !same_view(next, r->g.me, r->g.there.decider)) {
                r->g.after = &r->g.mine;
                review_search(r, next, r->g.me, &r->g.mine, R_ALT);
            } else {
                r->g.phase = R_ALT;
            }
            break;
        case R_ALT:
            if (r->g.there.cancelled || r->g.after->cancelled) return review_finish(r, i);
            /* "before": the same estimate at the position the best move leads to (two
               positions after a move, judged alike, so a move found best gains nothing and
               the search's bias in favour of whoever decides cancels out) */
            r->g.same = ai_move_key(&r->g.here.best) == ai_move_key(&r->g.moves[i]);
            if (!r->g.same) {
                cit_game_copy_used(r->alt, cur);
                if (cit_game_apply(r->alt, &r->g.here.best, NULL) != CIT_OK) return review_finish(r, -1); /* cannot happen */
                review_search(r, r->alt, r->g.me, &r->g.alt, R_STEP);
            } else {
                r->g.phase = R_STEP;
            }
            break;
        case R_STEP:
            if (!review_record(r)) return review_finish(r, i);
            cur = r->cur;
            next = r->next;
            break;
        }
        if (r->g.searching && sliced) ai_slices_begin(r->ai);
    }
}

static int review_begin(cit_review *r, const cit_game *start, const cit_move *moves, int n, cit_review_step *out) {
    if (!r || !start || (n > 0 && (!moves || !out)) || n < 0) return -1;
    atomic_store(&r->done, 0);
    atomic_store(&r->total, n);
    cit_game_copy_used(r->cur, start);
    memset(&r->g, 0, sizeof r->g);
    r->g.moves = moves;
    r->g.out = out;
    r->g.n = n;
    r->g.phase = R_HERE;
    return 0;
}

int cit_review_game(cit_review *r, const cit_game *start, const cit_move *moves, int n,
                    cit_review_step *out) {
    if (review_begin(r, start, moves, n, out) != 0) return -1;
    review_advance(r, 0, 0, 0);
    return r->g.result;
}

int cit_review_game_start(cit_review *r, const cit_game *start, const cit_move *moves, int n,
                          cit_review_step *out) {
    return review_begin(r, start, moves, n, out);
}

int cit_review_slice(cit_review *r, long iterations, double seconds, int *result) {
    if (!r || r->g.phase == R_DONE || !r->g.moves) {
        if (result) *result = r ? r->g.result : -1;
        return 1;
    }
    int over = review_advance(r, 1, iterations, seconds);
    if (over && result) *result = r->g.result;
    return over;
}

cit_game *cit_review_start(const cit_session *s) {
    const cit_game *end = cit_session_game(s);
    if (!end) return NULL;
    cit_tile_id order[CIT_MAX_STACK];
    int n = cit_game_tile_order(end, order, CIT_MAX_STACK);
    if (n > CIT_MAX_STACK) n = CIT_MAX_STACK;
    return cit_game_new(cit_game_setup(end), order, n, NULL);
}

int cit_review_session(cit_review *r, const cit_session *s, cit_review_step *out) {
    cit_game *g = cit_review_start(s);
    if (!g) return -1;
    int n = cit_session_length(s);
    cit_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    int k = -1;
    if (moves) {
        for (int i = 0; i < n; i++) moves[i] = *cit_session_move(s, i);
        k = cit_review_game(r, g, moves, n, out);
    }
    free(moves);
    cit_game_free(g);
    return k;
}
