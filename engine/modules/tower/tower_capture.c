/* The Tower's capture (RULES.md §10): which followers a tower reaches, taking one,
   prisoners and the exchange of one pair. */
#include "mod_tower.h"

/* Whether no tower takes the follower on part nd of piece q (decision 7): on an off-land
   tile (the City of Carcassonne) or held where it is by another module's rule (guarding
   a castle). Inline, each bit first: the listings ask it of every follower, and most
   games have neither. */
static inline int immune(const cit_game *g, uint16_t nd, const piece *q) {
    unsigned uses = g->turn_hooks;
    if ((uses & TURN_USES_OFF_LAND) && (g->cat->set.tiles[q->tile].flags & CIT_TF_OFF_LAND)) return 1;
    return g->hook_mods[TURN_HOOK_HELD] && turn_figure_held(g, nd);
}

/* Whether a figure's code is a kind of strength 1 kept and placed by figure_kind_* (a
   mayor, a wagon); 0 is the normal follower, the follower of strength 2 is the other. */
static int kept_kind(const cit_game *g, int code) { return code && figure_follower_kept(g, code - 1); }

/* owner's record of follower code `code` (not 0), or NULL. */
static const fig_record *code_record(const cit_game *g, int code, int owner) {
    return figure_record(g, figure_follower_kind(g, code - 1), owner);
}

static int kept_at(const fig_record *f, int slot) {
    return f && f->where == FIG_KEPT && f->keeper == CIT_MODULE_TOWER && f->at == slot;
}

int tower_kept(const cit_game *g, int slot, int owner, int code) {
    if (!code) return figure_normal_kept(g, owner, CIT_MODULE_TOWER, slot);
    return kept_at(code_record(g, code, owner), slot);
}

/* A prisoner record of captor h: h's bit in *captors, code bit `bit` in codes[h]. */
static inline void note_prisoner(const fig_record *f, unsigned bit, unsigned *captors, unsigned *codes) {
    if (f->keeper != CIT_MODULE_TOWER || FIG_SLOT_PLACE(f->at) != CIT_TOWER_AT_PRISON) return;
    unsigned h = FIG_SLOT_WHICH(f->at);
    if (!(*captors >> h & 1)) codes[h] = 0;
    codes[h] |= bit;
    *captors |= 1u << h;
}

unsigned tower_held_by(const cit_game *g, int owner, unsigned *codes) {
    unsigned captors = 0;
    int n;
    const fig_record *r = figure_normals_kept(g, owner, &n);
    for (int i = 0; i < n; i++) note_prisoner(&r[i], 1u, &captors, codes);
    for (int i = 0; i < g->nfollower_kinds; i++) { /* one each, where the kind has records */
        int k = g->follower_kind[i];
        const fig_record *f = &g->figures[g->kind_first[k] + owner * g->kind_per_player[k]];
        if (g->kind_per_player[k] && f->where == FIG_KEPT) note_prisoner(f, 2u << i, &captors, codes);
    }
    return captors;
}

int tower_prisoners_any(const cit_game *g) {
    unsigned codes[CIT_MAX_PLAYERS];
    for (int p = 0; p < g->nplayers; p++)
        if (tower_held_by(g, p, codes)) return 1;
    return 0;
}

unsigned tower_held_kinds(const cit_game *g, int holder, int owner) {
    unsigned codes[CIT_MAX_PLAYERS];
    return tower_held_by(g, owner, codes) >> holder & 1 ? codes[holder] : 0;
}

int tower_top(const cit_game *g, int i, int *code) {
    *code = 0;
    if (!tower_of(g)->closed[i]) return -1;
    for (int p = 0; p < g->nplayers; p++) {
        int n;
        const fig_record *r = figure_normals_kept(g, p, &n);
        for (int j = 0; j < n; j++)
            if (r[j].keeper == CIT_MODULE_TOWER && r[j].at == TOWER_SLOT_TOP(i)) return p;
    }
    /* any other follower code on a top (the one of strength 2 alone closes one) */
    for (int c = 1; c <= g->nfollower_kinds; c++)
        for (int p = 0; p < g->nplayers; p++)
            if (kept_at(code_record(g, c, p), TOWER_SLOT_TOP(i))) {
                *code = c;
                return p;
            }
    return -1;
}

/* The followers on tile parts in range, each part once, one answer per kind standing
   there (a normal follower and the big one, or the mayor, on one part are two). */
static inline __attribute__((always_inline)) int part_answers(const cit_game *g, int tx, int ty, int h, uint8_t skip,
                                                              cit_move *out, int cap, int n) {
    /* a figure of a follower kind may stand somewhere: the big one, a mayor or wagon */
    int figures = figure_kinds_any(g), kinds = figures || figure_strong_any(g), big_kind = 0;
    for (int k = 0; k < g->nfollowers; k++) {
        uint16_t nd = g->followers[k];
        const node *m = &g->nodes[nd];
        if (skip && m->owner == skip) continue; /* skip: player + 1 whose followers are left out */
        const piece *q = &g->pieces[m->piece];
        if (!tower_in_range(tx, ty, h, q->x, q->y)) continue;
        /* a part listed twice holds two followers: answered at its first entry (the
           range first, so the look back is made only for the few parts in range) */
        int seen = 0;
        for (int j = 0; j < k && !seen; j++) seen = g->followers[j] == nd;
        if (seen) continue;
        if (immune(g, nd, q)) continue;
        cit_move a = decision_move(CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_PART, 0);
        a.x = q->x;
        a.y = q->y;
        a.spot = (int8_t)m->feat;
        a.rot = piece_half(g, m->piece);
        if (!kinds) { /* normal followers only */
            n = tower_push(out, cap, n, a);
            continue;
        }
        int big = figure_strong_on(g, nd), figure = figures ? figure_follower_on(g, nd) : -1;
        if (followers_on(g, nd) > big + (figure >= 0)) n = tower_push(out, cap, n, a);
        if (big) {
            if (!big_kind) big_kind = figure_strong_code(g);
            a.arg1 = (uint8_t)big_kind;
            n = tower_push(out, cap, n, a);
        }
        if (figure >= 0) {
            a.arg1 = (uint8_t)(figure + 1);
            n = tower_push(out, cap, n, a);
        }
    }
    return n;
}

/* The answers for followers other modules keep on cells in range (an acrobat space):
   one per cell and owner, after the parts and tops. A game without such a keeper pays
   one test in figures_takeable. */
static int kept_answers(const cit_game *g, int tx, int ty, int h, int skip, cit_move *out, int cap, int n) {
    kept_spot s[TOWER_TARGETS_MAX];
    int k = figures_takeable(g, CIT_MODULE_TOWER, s, TOWER_TARGETS_MAX);
    for (int j = 0; j < k; j++) {
        if (s[j].owner + 1 == skip || !tower_in_range(tx, ty, h, s[j].x, s[j].y)) continue;
        cit_move a = decision_move(CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_KEPT, 0);
        a.x = s[j].x;
        a.y = s[j].y;
        a.spot = (int8_t)s[j].keeper;
        a.rot = s[j].owner;
        n = tower_push(out, cap, n, a);
    }
    return n;
}

/* The answers after "none" (skip: player + 1 whose followers are left out, 0 none). */
/* Inline both, so the listing with skip 0 tests nothing more than before. */
static inline __attribute__((always_inline)) int capture_list(const cit_game *g, int i, int h, int skip, cit_move *out,
                                                              int cap, int n) {
    const tower_state *t = tower_of(g);
    int tx = t->x[i], ty = t->y[i];
    n = part_answers(g, tx, ty, h, (uint8_t)skip, out, cap, n);
    for (int u = 0; u < t->ntowers; u++) {
        if (u == i || !t->closed[u] || !tower_in_range(tx, ty, h, t->x[u], t->y[u])) continue;
        int code;
        if (tower_top(g, u, &code) + 1 == skip) continue;
        cit_move a = decision_move(CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_TOP, code);
        a.x = t->x[u];
        a.y = t->y[u];
        n = tower_push(out, cap, n, a);
    }
    return kept_answers(g, tx, ty, h, skip, out, cap, n);
}

int tower_capture_answers(const cit_game *g, int i, int h, cit_move *out, int cap) {
    int n = tower_push(out, cap, 0, decision_move(CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_NONE, 0));
    return capture_list(g, i, h, 0, out, cap, n);
}

int tower_capture_others(const cit_game *g, int i, int h, int player, cit_move *out, int cap) {
    return capture_list(g, i, h, player + 1, out, cap, 0);
}

int tower_capture_any(const cit_game *g, int i, int h, int player, int others) {
    const tower_state *t = tower_of(g);
    int tx = t->x[i], ty = t->y[i];
    uint8_t own = (uint8_t)(player + 1);
    for (int k = 0; k < g->nfollowers; k++) { /* a part with a follower gives an answer */
        uint16_t nd = g->followers[k];
        const node *m = &g->nodes[nd];
        const piece *q = &g->pieces[m->piece];
        if ((others && m->owner == own) || !tower_in_range(tx, ty, h, q->x, q->y)) continue;
        if (immune(g, nd, q)) continue;
        return 1;
    }
    for (int u = 0; u < t->ntowers; u++) {
        if (u == i || !t->closed[u] || !tower_in_range(tx, ty, h, t->x[u], t->y[u])) continue;
        int code;
        if (!others || tower_top(g, u, &code) != player) return 1;
    }
    cit_move a[1];
    return kept_answers(g, tx, ty, h, others ? player + 1 : 0, a, 1, 0) > 0;
}

int tower_others_cells(const cit_game *g, int player, int8_t *xs, int8_t *ys, int cap) {
    const tower_state *t = tower_of(g);
    uint8_t own = (uint8_t)(player + 1);
    int n = 0;
    for (int k = 0; k < g->nfollowers && n < cap; k++) {
        uint16_t nd = g->followers[k];
        const node *m = &g->nodes[nd];
        const piece *q = &g->pieces[m->piece];
        if (m->owner == own || immune(g, nd, q)) continue;
        xs[n] = q->x, ys[n++] = q->y;
    }
    for (int u = 0; u < t->ntowers && n < cap; u++) {
        int code;
        if (t->closed[u] && tower_top(g, u, &code) != player) xs[n] = t->x[u], ys[n++] = t->y[u];
    }
    kept_spot s[TOWER_TARGETS_MAX];
    int k = figures_takeable(g, CIT_MODULE_TOWER, s, TOWER_TARGETS_MAX);
    for (int j = 0; j < k && n < cap; j++)
        if (s[j].owner != player) xs[n] = s[j].x, ys[n++] = s[j].y;
    return n;
}

/* One follower of that code off part n: it leaves its feature at once. Returns its
   owner. */
static int take_from_part(cit_game *g, uint16_t n, int code) {
    node *m = &g->nodes[n];
    int v = m->owner - 1;
    if (code && !kept_kind(g, code)) figure_strong_home(g, v); /* its second vote leaves the feature */
    for (int k = 0; k < g->nfollowers; k++)
        if (g->followers[k] == n) {
            g->followers[k] = g->followers[--g->nfollowers];
            break;
        }
    node *r = &g->nodes[feat_find(g, n)];
    r->meeples[v]--;
    r->nmeeples--;
    if (!followers_any_on(g, n)) node_disown(g, m);
    return v;
}

/* owner's figure of that code, kept at `slot`, back in its own supply: the core's for a
   normal or the big follower, its own for a mayor or wagon. */
static void to_own_supply(cit_game *g, int owner, int code, int slot) {
    if (!code) figure_normal_free(g, owner, CIT_MODULE_TOWER, slot, 1);
    else if (kept_kind(g, code)) figure_kind_return(g, owner, figure_follower_kind(g, code - 1));
    else {
        figure_strong_back(g, owner);
        g->supply[owner]++;
    }
}

/* owner's figure of that code, kept at `slot`, leaves it as if taken off the board (on
   the plain path, in no supply): imprison then keeps it again or sends it home. */
static void off_slot(cit_game *g, int owner, int code, int slot) {
    if (!code) figure_normal_free(g, owner, CIT_MODULE_TOWER, slot, 0);
    else if (!kept_kind(g, code)) figure_strong_back(g, owner);
}

/* Whether a tile of cell x, y shows a foundation: most cells the dragon eats have none,
   answered without a look through the towers. */
static int foundation_cell(const cit_game *g, int x, int y) {
    const piece *q = board_piece_at(g, x, y);
    if (!q) return 0;
    uint32_t flags = g->cat->set.tiles[q->tile].flags;
    if (q->partner) flags |= g->cat->set.tiles[g->pieces[q->partner - 1].tile].flags;
    return (flags & CIT_TF_TOWER) != 0;
}

int tower_kept_cell(const cit_game *g, const fig_record *f, int *x, int *y) {
    const tower_state *t = tower_of(g);
    unsigned i = FIG_SLOT_WHICH(f->at);
    if (FIG_SLOT_PLACE(f->at) != CIT_TOWER_AT_TOP || i >= t->ntowers) return 0;
    *x = t->x[i];
    *y = t->y[i];
    return 1;
}

void tower_top_eaten(cit_game *g, int x, int y, uint8_t *eaten) {
    if (!foundation_cell(g, x, y)) return;
    tower_state *t = tower_of(g);
    int i = tower_index(t, x, y), code;
    int owner = i < 0 ? -1 : tower_top(g, i, &code);
    if (owner < 0) return;
    to_own_supply(g, owner, code, TOWER_SLOT_TOP(i));
    t->closed[i] = 0; /* the tower reopens (RULES.md §10 decision 6, §9 decision 4) */
    eaten[owner]++;
}

/* The last prisoner left: the ransom's turn_end hook rests until imprison. */
static void rest_if_none(cit_game *g) {
    if (!tower_prisoners_any(g)) turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_TOWER, 1);
}

static void release(cit_game *g, int holder, int owner, int code) {
    to_own_supply(g, owner, code, TOWER_SLOT_PRISON(holder));
}

void tower_release(cit_game *g, int holder, int owner, int code) {
    release(g, holder, owner, code);
    rest_if_none(g);
}

static void exchange_event(emitter *e, int c, int v, int code) {
    cit_event ev = {0};
    ev.type = CIT_EV_TOWER_EXCHANGE;
    ev.player = (uint8_t)c;
    ev.other = (uint8_t)v;
    ev.quarter = (uint8_t)code;
    ev.spot = CIT_SPOT_NONE;
    emit(e, ev);
}

/* The pair: v's follower just captured goes home, one of c's held by v comes back. */
static void exchange_pair(cit_game *g, int c, int v, int captured, int back, emitter *e) {
    release(g, c, v, captured);
    release(g, v, c, back);
    rest_if_none(g);
    exchange_event(e, c, v, back);
}

void tower_exchange(cit_game *g, int c, int code, emitter *e) {
    tower_state *t = tower_of(g);
    int v = t->exchange_with - 1, captured = t->exchange_kind;
    t->exchange_with = t->exchange_kind = 0;
    exchange_pair(g, c, v, captured, code, e);
}

/* v's follower of that code, off the board, becomes c's prisoner (decision 3: one's own
   simply goes home); an exchange follows at once if v holds c's (decision 4), a question
   when v holds more than one kind of them. */
static void imprison(cit_game *g, int c, int v, int code, emitter *e) {
    tower_state *t = tower_of(g);
    int slot = TOWER_SLOT_PRISON(c);
    if (kept_kind(g, code)) /* its record is off the board */
        figure_kind_keep(g, v, figure_follower_kind(g, code - 1), CIT_MODULE_TOWER, slot);
    else if (!code)
        figure_normal_keep(g, v, CIT_MODULE_TOWER, slot, 0);
    else
        figure_strong_send_away(g, v, CIT_MODULE_TOWER, slot);
    if (v == c) {
        to_own_supply(g, c, code, slot);
        return;
    }
    turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_TOWER, 0); /* a prisoner: the ransom's turn_end wakes */
    unsigned back = tower_held_kinds(g, v, c);
    if (back & (back - 1)) { /* more than one kind: the captor chooses which comes back */
        t->exchange_with = (uint8_t)(v + 1);
        t->exchange_kind = (uint8_t)code;
        decide_step s = {CIT_DECIDE_TOWER_EXCHANGE, (uint8_t)c, CIT_MODULE_TOWER, 0};
        turn_queue_front(g, s);
    } else if (back) {
        int k = 0;
        while (!(back >> k & 1)) k++;
        exchange_pair(g, c, v, code, k, e);
    }
}

void tower_capture(cit_game *g, int c, const cit_move *m, emitter *e) {
    tower_state *t = tower_of(g);
    int code = m->arg1, v;
    cit_event ev = {0};
    ev.type = CIT_EV_TOWER_CAPTURE;
    ev.x = m->x;
    ev.y = m->y;
    ev.spot = CIT_SPOT_NONE;
    if (m->arg0 == CIT_CAPTURE_TOP) {
        int u = tower_index(t, m->x, m->y), top_code;
        v = tower_top(g, u, &top_code); /* top_code is arg1: the answer was listed */
        off_slot(g, v, top_code, TOWER_SLOT_TOP(u));
        t->closed[u] = 0; /* the tower reopens (decision 6) */
    } else if (m->arg0 == CIT_CAPTURE_KEPT) { /* a listed answer: the keeper has one there */
        v = m->rot;
        figure_kept_take(g, m->x, m->y, v, m->spot);
        ev.feature_kind = 0xFF;
    } else {
        int pi = cell_part_at(g, m->x, m->y, m->rot) - 1;
        v = take_from_part(g, (uint16_t)(g->pieces[pi].node0 + m->spot), code);
        ev.spot = m->spot;
        ev.half = m->rot;
    }
    ev.player = (uint8_t)c;
    ev.other = (uint8_t)v;
    ev.quarter = (uint8_t)code;
    emit(e, ev);
    imprison(g, c, v, code, e);
}
