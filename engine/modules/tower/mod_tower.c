/* The Tower (RULES.md §10): foundations, tower pieces, closing a tower with a follower,
   capture, prisoners, the exchange and the ransom. */
#include "mod_tower.h"

#include <string.h>

/*
 * How it runs (docs/rules-decisions.md, "The Tower"):
 *   after_place: a tile with a foundation adds it to the list; when the placement put no
 *                follower on the tile, the placer is asked the figure step ("towerstep"),
 *                a figure question (rules.h): a piece or a closing withdraws the others;
 *   the step:    a piece raises a tower and may be followed by "capture"; a capture may
 *                be followed by "exchange" (the captor's choice of two kinds);
 *   turn_end:    the player whose turn follows (turn_next_player: the next seat, an end
 *                round's holder, nobody once the game is over), unless the next turn is a
 *                builder's second part, is asked "ransom" before their draw while they
 *                have 3 points and a prisoner somewhere (the turn's start: every hook of
 *                the next turn runs after it). It rests while nobody holds a prisoner
 *                (rules.h turn_hook_rest): imprison wakes it, the last release rests it.
 * Tower tops and prisoners are the core's figure records kept by The Tower (mod_tower.h,
 * TOWER_SLOT_*), whatever their kind; the core's supply does not count them, and
 * cit_game_followers lists them (CIT_AT_QUARTER, tower.h), so followers are conserved.
 */

int tower_index(const tower_state *t, int x, int y) {
    for (int i = 0; i < t->ntowers; i++)
        if (t->x[i] == x && t->y[i] == y) return i;
    return -1;
}

int tower_normal_supply(const cit_game *g, int p) { return g->supply[p] - figure_strong_free(g, p); }

int cit_tower_pieces_for(int nplayers) {
    static const uint8_t share[CIT_MAX_PLAYERS + 1] = {0, 10, 10, 9, 7, 6, 5};
    return nplayers >= 1 && nplayers <= CIT_MAX_PLAYERS ? share[nplayers] : 0;
}

/* A foundation on the piece just laid joins the list (in the order laid). */
static void note_foundation(cit_game *g, int pi) {
    tower_state *t = tower_of(g);
    const piece *q = &g->pieces[pi];
    if (!(g->cat->set.tiles[q->tile].flags & CIT_TF_TOWER) || t->ntowers >= TOWER_MAX) return;
    t->x[t->ntowers] = q->x;
    t->y[t->ntowers] = q->y;
    t->ntowers++;
}

/* The shares, and a foundation on the start tile (a test's `start TW-..`). */
static void setup(cit_game *g) {
    tower_state *t = tower_of(g);
    for (int p = 0; p < g->nplayers; p++) t->pieces[p] = (uint8_t)cit_tower_pieces_for(g->nplayers);
    for (int i = 0; i < g->npieces; i++) note_foundation(g, i);
}

static void tower_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (s->opt.v[CIT_OPT_TOWER]) box_add_set(cat, "tower", box, n);
}

/* ---- the figure step ------------------------------------------------------------------- */

/* The step's answers for player p: none, pieces, closings (rules.h: the "no" first). */
static int step_answers(const cit_game *g, int p, cit_move *out, int cap) {
    const tower_state *t = tower_of(g);
    int n = tower_push(out, cap, 0, decision_move(CIT_MOVE_TOWER_FIGURE, CIT_TOWER_NONE, 0));
    int normal = tower_normal_supply(g, p) > 0, big = figure_strong_free(g, p);
    for (int i = 0; i < t->ntowers; i++) {
        if (t->closed[i]) continue;
        cit_move m = decision_move(CIT_MOVE_TOWER_FIGURE, CIT_TOWER_PIECE, 0);
        m.x = t->x[i];
        m.y = t->y[i];
        if (t->pieces[p]) n = tower_push(out, cap, n, m);
        /* a piece is no figure, but a follower on the top stands on the cell (decision 20) */
        if (!t->height[i] || figures_barred(g, m.x, m.y)) continue;
        m.arg0 = CIT_TOWER_CLOSE;
        if (normal) n = tower_push(out, cap, n, m);
        m.arg0 = CIT_TOWER_CLOSE_BIG;
        if (big) n = tower_push(out, cap, n, m);
    }
    return n;
}

/* Whether the step has an answer besides "none" for player p (step_answers' count above
   1, without the list). Whether a figure may close a tower is asked only at the first
   open tower with height a follower may stand on, when p has no piece (the step is asked
   after every placement). */
static int step_offers(const cit_game *g, int p) {
    const tower_state *t = tower_of(g);
    for (int i = 0; i < t->ntowers; i++) {
        if (t->closed[i]) continue;
        if (t->pieces[p]) return 1;
        if (t->height[i] && !figures_barred(g, t->x[i], t->y[i]))
            return tower_normal_supply(g, p) > 0 || figure_strong_free(g, p);
    }
    return 0;
}

static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    tower_state *t = tower_of(g);
    note_foundation(g, pi);
    if (!t->ntowers || !turn_figure_open(g, pi) || !step_offers(g, g->placer)) return;
    t->piece_at = (uint8_t)(pi + 1);
    decide_step s = {CIT_DECIDE_TOWER_FIGURE, g->placer, CIT_MODULE_TOWER, 0};
    turn_queue_front(g, s);
}

/* Another figure was the placement's: the step is gone unanswered. */
static void figure_withdrawn(cit_game *g, const decide_step *s) {
    (void)s;
    tower_of(g)->piece_at = 0; /* as its answer would: equal positions hash alike */
}

static void tower_event(emitter *e, int type, int player, int x, int y, int count, int big) {
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.x = (int8_t)x;
    ev.y = (int8_t)y;
    ev.spot = CIT_SPOT_NONE;
    ev.count = (uint8_t)count;
    ev.quarter = (uint8_t)big;
    emit(e, ev);
}

static void apply_step(cit_game *g, int p, const cit_move *m, emitter *e) {
    tower_state *t = tower_of(g);
    t->piece_at = 0;
    if (m->arg0 == CIT_TOWER_NONE) return;
    int i = tower_index(t, m->x, m->y);
    turn_figure_used(g, p);
    if (m->arg0 == CIT_TOWER_PIECE) {
        t->pieces[p]--;
        t->height[i]++;
        tower_event(e, CIT_EV_TOWER_PIECE, p, m->x, m->y, t->height[i], 0);
        if (!tower_capture_any(g, i, t->height[i], p, 0)) return;
        t->asking = (uint8_t)(i + 1);
        decide_step s = {CIT_DECIDE_TOWER_CAPTURE, (uint8_t)p, CIT_MODULE_TOWER, 0};
        turn_queue_front(g, s);
        return;
    }
    int big = m->arg0 == CIT_TOWER_CLOSE_BIG;
    if (big) {
        g->supply[p]--;
        figure_strong_send_away(g, p, CIT_MODULE_TOWER, TOWER_SLOT_TOP(i));
    } else {
        figure_normal_keep(g, p, CIT_MODULE_TOWER, TOWER_SLOT_TOP(i), 1);
    }
    t->closed[i] = 1;
    tower_event(e, CIT_EV_TOWER_CLOSE, p, m->x, m->y, t->height[i], big);
}

/* ---- the ransom ------------------------------------------------------------------------ */

static int ransom_answers(const cit_game *g, int p, cit_move *out, int cap) {
    int n = tower_push(out, cap, 0, decision_move(CIT_MOVE_TOWER_RANSOM, 0, 0));
    if (g->score[p] < 3) return n; /* decision 5: never below 0 */
    unsigned codes[CIT_MAX_PLAYERS];
    unsigned captors = tower_held_by(g, p, codes) & ~(1u << p);
    for (int h = 0; captors >> h; h++) {
        unsigned kinds = captors >> h & 1 ? codes[h] : 0;
        for (int k = 0; kinds; k++, kinds >>= 1)
            if (kinds & 1) n = tower_push(out, cap, n, decision_move(CIT_MOVE_TOWER_RANSOM, h + 1, k));
    }
    return n;
}

/* The end of a turn: the ransom of the player whose turn follows (the turn machine's
   answer: the next seat, an end round's holder; nobody once the game is over, hands
   left or not: decision 5), before anything of their turn. A second part is the same
   turn (once per turn, double turn included). */
static void turn_end(cit_game *g, emitter *e) {
    (void)e;
    if (g->stage != STAGE_NEXT || g->again) return;
    int next = turn_next_player(g);
    unsigned codes[CIT_MAX_PLAYERS];
    /* ransom_answers' "ransom P" answers: 3 points (decision 5: never below 0) and a
       captor other than next */
    if (next >= 0 && g->score[next] >= 3 && (tower_held_by(g, next, codes) & ~(1u << next))) {
        decide_step s = {CIT_DECIDE_TOWER_RANSOM, (uint8_t)next, CIT_MODULE_TOWER, 0};
        turn_queue_back(g, s);
        return;
    }
    /* nobody raised a tower yet, so nobody captured (a game's first turns; tower_release
       rests it again once the last prisoner leaves) */
    const tower_state *t = tower_of(g);
    int share = cit_tower_pieces_for(g->nplayers);
    for (int p = 0; p < g->nplayers; p++)
        if (t->pieces[p] != share) return;
    turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_TOWER, 1); /* until imprison */
}

static void apply_ransom(cit_game *g, int p, const cit_move *m, emitter *e) {
    if (!m->arg0) return;
    int holder = m->arg0 - 1;
    score_add(g, p, CIT_CAT_OTHER, -3);
    score_add(g, holder, CIT_CAT_OTHER, 3);
    tower_release(g, holder, p, m->arg1);
    cit_event ev = {0};
    ev.type = CIT_EV_TOWER_RANSOM;
    ev.player = (uint8_t)p;
    ev.other = (uint8_t)holder;
    ev.points = 3;
    ev.quarter = m->arg1;
    ev.spot = CIT_SPOT_NONE;
    emit(e, ev);
}

/* ---- the decisions --------------------------------------------------------------------- */

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    switch (s->decision) {
    case CIT_DECIDE_TOWER_FIGURE: return step_answers(g, s->player, out, cap);
    case CIT_DECIDE_TOWER_CAPTURE: {
        const tower_state *t = tower_of(g);
        return tower_capture_answers(g, t->asking - 1, t->height[t->asking - 1], out, cap);
    }
    case CIT_DECIDE_TOWER_EXCHANGE: { /* the kinds of the captor's the other player holds */
        unsigned kinds = tower_held_kinds(g, tower_of(g)->exchange_with - 1, s->player);
        int n = 0;
        for (int k = 0; k <= g->nfollower_kinds; k++)
            if (kinds >> k & 1) n = tower_push(out, cap, n, decision_move(CIT_MOVE_TOWER_EXCHANGE, k, 0));
        return n;
    }
    case CIT_DECIDE_TOWER_RANSOM: return ransom_answers(g, s->player, out, cap);
    }
    return 0;
}

#define MAX_ANSWERS 96 /* a step: 1 + 3 per tower; a capture: 1 + a follower each */

static const uint8_t move_of[4] = {CIT_MOVE_TOWER_FIGURE, CIT_MOVE_TOWER_CAPTURE, CIT_MOVE_TOWER_EXCHANGE,
                                   CIT_MOVE_TOWER_RANSOM};

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (m->type != move_of[s->decision - CIT_DECIDE_TOWER_FIGURE]) return CIT_ERR_WRONG_DECISION;
    cit_move all[MAX_ANSWERS];
    int n = legal(g, s, all, MAX_ANSWERS);
    for (int i = 0; i < n && i < MAX_ANSWERS; i++)
        if (!memcmp(&all[i], m, sizeof *m)) return CIT_OK;
    return CIT_ERR_MODULE_RULE;
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    switch (s->decision) {
    case CIT_DECIDE_TOWER_FIGURE: apply_step(g, s->player, m, e); break;
    case CIT_DECIDE_TOWER_CAPTURE:
        tower_of(g)->asking = 0;
        if (m->arg0 != CIT_CAPTURE_NONE) tower_capture(g, s->player, m, e);
        break;
    case CIT_DECIDE_TOWER_EXCHANGE: tower_exchange(g, s->player, m->arg0, e); break;
    case CIT_DECIDE_TOWER_RANSOM: apply_ransom(g, s->player, m, e); break;
    }
}

/* The step names the tile just placed; a capture its tower (limit: its height); an
   exchange the other player (arg); the ransom's turn is the payer's (active). */
static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    const tower_state *t = tower_of(g);
    if (s->decision == CIT_DECIDE_TOWER_FIGURE && t->piece_at) {
        p->x = g->pieces[t->piece_at - 1].x;
        p->y = g->pieces[t->piece_at - 1].y;
        p->half = piece_half(g, t->piece_at - 1);
    } else if (s->decision == CIT_DECIDE_TOWER_CAPTURE && t->asking) {
        p->x = t->x[t->asking - 1];
        p->y = t->y[t->asking - 1];
        p->limit = t->height[t->asking - 1];
    } else if (s->decision == CIT_DECIDE_TOWER_EXCHANGE) {
        p->arg = (uint8_t)(t->exchange_with - 1);
    } else if (s->decision == CIT_DECIDE_TOWER_RANSOM) {
        p->active = s->player; /* asked as the first thing of the payer's own turn */
    }
    p->spot = CIT_SPOT_NONE;
}

/* ---- searching -------------------------------------------------------------------------- */

/* The step's playout: the piece answers (the open towers in step_answers' order, when p
   has pieces) that reach another's follower one piece higher, into out; returns how many.
   The targets are listed once (an open tower has no top, so every target cell is another
   tower's or a part's), not each tower's capture answers. */
static int reaching_pieces(const cit_game *g, int p, cit_move *out) {
    const tower_state *t = tower_of(g);
    if (!t->pieces[p]) return 0;
    int8_t xs[TOWER_TARGETS_MAX], ys[TOWER_TARGETS_MAX];
    int k = 0, targets = tower_others_cells(g, p, xs, ys, TOWER_TARGETS_MAX);
    if (!targets) return 0;
    /* a tower that no target's bits may reach (tower_bits_near) reaches none, which is
       most towers, without a look at the targets one by one */
    tower_bits bits;
    tower_bits_make(&bits, xs, ys, targets);
    for (int u = 0; u < t->ntowers; u++) {
        if (t->closed[u]) continue;
        int x = t->x[u], y = t->y[u], h = t->height[u] + 1;
        if (!tower_bits_near(&bits, x, y, h)) continue;
        int reach = 0;
        for (int j = 0; j < targets && !reach; j++) reach = tower_in_range(x, y, h, xs[j], ys[j]);
        if (!reach) continue;
        out[k] = decision_move(CIT_MOVE_TOWER_FIGURE, CIT_TOWER_PIECE, 0);
        out[k].x = t->x[u];
        out[k++].y = t->y[u];
    }
    return k;
}

/* Playouts: a piece where it can take someone else's follower is raised three times in
   four, any other step now and then; a capture takes an opponent, never one's own; the
   exchange brings back the last kind listed (a mayor or wagon, else the big follower);
   the ransom is paid when supply runs low. The step lists its answers only when it takes
   any one of them (it is asked in most turns of a game with towers). */
static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    cit_move all[MAX_ANSWERS];
    int p = s->player;
    if (s->decision == CIT_DECIDE_TOWER_FIGURE) {
        *out = decision_move(CIT_MOVE_TOWER_FIGURE, CIT_TOWER_NONE, 0); /* step_answers' first */
        if (!step_offers(g, p)) return 1;
        int k = reaching_pieces(g, p, all);
        if (k && rules_rng_below(rng, 4)) *out = all[rules_rng_below(rng, (uint32_t)k)];
        else if (!rules_rng_below(rng, 8)) {
            int n = legal(g, s, all, MAX_ANSWERS);
            *out = all[1 + rules_rng_below(rng, (uint32_t)((n > MAX_ANSWERS ? MAX_ANSWERS : n) - 1))];
        }
        return 1;
    }
    if (s->decision == CIT_DECIDE_TOWER_CAPTURE) { /* the listing's answers taking another's */
        const tower_state *t = tower_of(g);
        int k = tower_capture_others(g, t->asking - 1, t->height[t->asking - 1], p, all, MAX_ANSWERS - 1);
        *out = k ? all[rules_rng_below(rng, (uint32_t)(k < MAX_ANSWERS - 1 ? k : MAX_ANSWERS - 1))]
                 : decision_move(CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_NONE, 0);
        return 1;
    }
    int n = legal(g, s, all, MAX_ANSWERS);
    if (n > MAX_ANSWERS) n = MAX_ANSWERS;
    *out = all[0];
    if (s->decision == CIT_DECIDE_TOWER_EXCHANGE) {
        *out = all[n - 1];
    } else if (s->decision == CIT_DECIDE_TOWER_RANSOM) {
        if (n > 1 && tower_normal_supply(g, p) <= 1) *out = all[1 + rules_rng_below(rng, (uint32_t)(n - 1))];
    }
    return 1;
}

/* Everything here is public (heights, tops, pieces, prisoners): one hash of the state
   and of the records it keeps (a player's normal ones in order: figures.h). */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    const uint8_t *b = (const uint8_t *)tower_of(g);
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < sizeof(tower_state); i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    for (int i = 0; i < g->nfigures; i++) {
        const fig_record *f = &g->figures[i];
        if (f->where != FIG_KEPT || f->keeper != CIT_MODULE_TOWER) continue;
        const uint8_t *r = (const uint8_t *)f;
        for (size_t j = 0; j < sizeof *f; j++) h = (h ^ r[j]) * 0x100000001b3ULL;
    }
    return h;
}

/* Tower tops and prisoners, listed as followers off the board (tower.h). */
static int list_followers(const cit_game *g, cit_follower *out, int n, int cap) {
    const tower_state *t = tower_of(g);
    for (int i = 0; i < t->ntowers; i++) {
        int code, owner = tower_top(g, i, &code);
        if (owner < 0) continue;
        cit_follower f = {(uint8_t)owner, t->x[i], t->y[i], CIT_SPOT_NONE, 0, CIT_AT_QUARTER, CIT_TOWER_AT_TOP, 0, 0};
        if (n < cap) out[n] = f;
        n++;
    }
    for (int c = 0; c < g->nplayers; c++)
        for (int v = 0; v < g->nplayers; v++)
            for (int code = 0; code <= g->nfollower_kinds; code++) { /* y: the prisoner's code */
                int k = tower_kept(g, TOWER_SLOT_PRISON(c), v, code);
                for (int j = 0; j < k; j++, n++)
                    if (n < cap) {
                        cit_follower f = {(uint8_t)v, (int8_t)c, (int8_t)code, CIT_SPOT_NONE, 0, CIT_AT_QUARTER,
                                          CIT_TOWER_AT_PRISON, 0, 0};
                        out[n] = f;
                    }
            }
    return n;
}

/* ---- the table ------------------------------------------------------------------------- */

static const decision_name decision_names[] = {
    {CIT_DECIDE_TOWER_FIGURE, "tower_step"},
    {CIT_DECIDE_TOWER_CAPTURE, "tower_capture"},
    {CIT_DECIDE_TOWER_EXCHANGE, "tower_exchange"},
    {CIT_DECIDE_TOWER_RANSOM, "tower_ransom"},
};

static const module_option tower_options[] = {
    {CIT_OPT_TOWER, {"tower", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1, CIT_N_("The Tower"),
          CIT_N_("18 more tiles with tower foundations and 30 tower pieces. Instead of a follower, "
          "raise a tower and capture a follower in its line; ransom prisoners for 3 points.")}},
};

const rules_module tower_module = {
    .name = "tower",
    .id = CIT_MODULE_TOWER,
    .option = CIT_OPT_TOWER,
    .options = tower_options,
    .noptions = sizeof tower_options / sizeof tower_options[0],
    .state_size = sizeof(tower_state),
    .keeps_followers = 1, /* prisoners and tops: records (figure_normal_*) */
    .box = tower_box,
    .setup = setup,
    .after_place = after_place,
    .figures_eaten = tower_top_eaten,
    .kept_cell = tower_kept_cell,
    .turn_end = turn_end,
    .list_followers = list_followers,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .figure_decisions = 1u << (CIT_DECIDE_TOWER_FIGURE - CIT_MODULE_IDS(CIT_MODULE_TOWER)),
    .figure_withdrawn = figure_withdrawn,
    .verbs = tower_verbs,
    .nverbs = TOWER_NVERBS,
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
    .playout = playout,
    .view_hash = view_hash,
};
