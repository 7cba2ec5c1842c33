/* Castles (RULES.md §2): a completed city of two tiles may become a castle that earns
   what the next feature completed beside it is worth. Decisions: docs/rules-decisions.md,
   "Castles". */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_castles.h"

#include <string.h>

/* This module's state in the game (rules.h, MODULE_STATE). */
static inline castles_state *castles_of(const cit_game *g) { return MODULE_STATE(g, castles_state, CIT_MODULE_CASTLES); }

static void setup(cit_game *g) {
    int per_player = g->nplayers <= 4 ? 3 : 2;
    for (int p = 0; p < g->nplayers; p++) castles_of(g)->left[p] = (uint8_t)per_player;
}

/* ---- small helpers ------------------------------------------------------------------- */

/* The lowest node of a feature: the name turn_pending_feature gives it too. */
static uint16_t lowest_node(const cit_game *g, uint16_t root) { return turn_first_node(g, root); }

static cit_feature_part part_of(const cit_game *g, uint16_t n) {
    const piece *p = &g->pieces[g->nodes[n].piece];
    cit_feature_part part = {p->x, p->y, (int8_t)g->nodes[n].feat, piece_half(g, g->nodes[n].piece)};
    return part;
}

/* The city's majority owner: most followers (those deployed by the Count included),
   ties to the first in turn order from the player who placed the tile; -1 if empty. */
static int city_owner(const cit_game *g, uint16_t root) { return score_first_winner(g, root, g->placer); }

static int no_castle_part(const cit_game *g, uint16_t root) {
    uint16_t n = root;
    do {
        const piece *p = &g->pieces[g->nodes[n].piece];
        if (g->cat->set.tiles[p->tile].feat[g->nodes[n].feat].flags & CIT_FF_NO_CASTLE) return 1;
        n = g->nodes[n].next;
    } while (n != root);
    return 0;
}

/* The castle whose city is `root`, or -1. */
static int castle_of_city(const cit_game *g, uint16_t root) {
    for (int i = 0; i < castles_of(g)->n; i++)
        if (feat_find(g, castles_of(g)->list[i].node) == root) return i;
    return -1;
}

static int in_area(const cit_game *g, int c, int x, int y) {
    int8_t xs[6], ys[6];
    int n = cit_game_castle_area(g, c, xs, ys);
    for (int i = 0; i < n; i++)
        if (xs[i] == x && ys[i] == y) return 1;
    return 0;
}

/* Has the feature a part in castle c's neighbourhood? A cloister only by its own cell. */
static int feature_touches(const cit_game *g, int c, uint16_t root) {
    uint16_t n = root;
    do {
        const piece *p = &g->pieces[g->nodes[n].piece];
        if (in_area(g, c, p->x, p->y)) return 1;
        n = g->nodes[n].next;
    } while (n != root);
    return 0;
}

static int castle_touches(const cit_game *g, int c, int other) {
    const castle_token *o = &castles_of(g)->list[other];
    return in_area(g, c, o->x, o->y) || in_area(g, c, o->x2, o->y2);
}

/* ---- the decision: castle or points ------------------------------------------------- */

/* Only cities completed in play, of two cells, with a follower whose owner still has a
   token (a city nobody stands on yet is not asked, even if the Count may deploy). */
static void before_award(cit_game *g, uint16_t root, int final) {
    const node *r = &g->nodes[root];
    if (final || r->kind != CIT_FEAT_CITY || !r->nmeeples) return;
    if (feat_distinct_cells(g, root) != 2 || no_castle_part(g, root)) return;
    int owner = city_owner(g, root);
    if (owner < 0 || !castles_of(g)->left[owner]) return;
    /* queued behind the Count's deployments, which may still change the owner */
    decide_step s = {CIT_DECIDE_CASTLE, (uint8_t)owner, CIT_MODULE_CASTLES, 0};
    turn_queue_back(g, s);
}

/* The castle's two cells: the cell of `keep` first. */
static void castle_cells(const cit_game *g, uint16_t root, uint16_t keep, castle_token *c) {
    const piece *first = &g->pieces[g->nodes[keep].piece];
    c->x = c->x2 = first->x;
    c->y = c->y2 = first->y;
    uint16_t n = root;
    do {
        const piece *p = &g->pieces[g->nodes[n].piece];
        if (p->x != first->x || p->y != first->y) {
            c->x2 = p->x;
            c->y2 = p->y;
        }
        n = g->nodes[n].next;
    } while (n != root);
}

/* Sends home every follower on the city's parts except the one on `keep`. */
static void return_all_but(cit_game *g, uint16_t root, uint16_t keep, emitter *e) {
    node *r = &g->nodes[root];
    uint8_t back[CIT_MAX_PLAYERS] = {0};
    uint16_t n = root;
    do {
        node *m = &g->nodes[n];
        if (m->owner) {
            int p = m->owner - 1, gone = followers_take(g, n, n == keep ? 1 : 0);
            back[p] = (uint8_t)(back[p] + gone);
            r->meeples[p] = (uint8_t)(r->meeples[p] - gone);
            r->nmeeples = (uint8_t)(r->nmeeples - gone);
        }
        n = m->next;
    } while (n != root);
    for (int p = 0; p < g->nplayers; p++) {
        if (!back[p]) continue;
        cit_event ev = score_feature_event(g, root, CIT_EV_RETURN);
        ev.player = (uint8_t)p;
        ev.count = back[p];
        emit(e, ev);
    }
}

/* The owner's figure that stays (docs/rules-decisions.md, Inns & Cathedrals 6): a normal
   follower before the big one; of each kind one on the board (on the lowest part holding
   one) before one the Count deployed (now home), which is put on the lowest part. Every
   other follower in the city goes home. */
static uint16_t castle_follower(cit_game *g, uint16_t root, int owner, int deployed_normal, int deployed_big,
                                emitter *e) {
    uint16_t normal = NO_NODE, big = NO_NODE, n = root;
    do {
        if (g->nodes[n].owner == owner + 1) {
            int on_big = figure_strong_on(g, n);
            if (followers_on(g, n) > on_big && (normal == NO_NODE || n < normal)) normal = n;
            if (on_big) big = n;
        }
        n = g->nodes[n].next;
    } while (n != root);
    uint16_t keep = normal != NO_NODE || deployed_normal ? normal : big;
    int keep_big = keep != NO_NODE && normal == NO_NODE;
    /* the big followers leaving the city take their second votes with them */
    n = root;
    do {
        int p = g->nodes[n].owner - 1;
        if (p >= 0 && figure_strong_on(g, n) && !(p == owner && keep_big)) figure_strong_home(g, p);
        n = g->nodes[n].next;
    } while (n != root);
    if (keep != NO_NODE) {
        return_all_but(g, root, keep, e);
        return keep;
    }
    keep = lowest_node(g, root);
    return_all_but(g, root, NO_NODE, e);
    followers_put(g, keep, owner);
    if (!deployed_normal && deployed_big) figure_strong_put(g, owner, keep);
    return keep;
}

static void process_payments(cit_game *g, emitter *e);

/* The city being scored becomes a castle instead: no points, one follower stays. The
   root stays COMPLETED, so final scoring passes it by and fields count it as a city. */
static void build(cit_game *g, int owner, emitter *e) {
    uint16_t root = g->item_root;
    int deployed_big = figure_strong_deployed(g, owner);
    int deployed_normal = g->deployed[owner] > deployed_big;
    figure_strong_drop(g);
    turn_drop_item(g);
    uint16_t keep = castle_follower(g, root, owner, deployed_normal, deployed_big, e);
    castle_token *c = &castles_of(g)->list[castles_of(g)->n++];
    memset(c, 0, sizeof *c);
    c->node = keep;
    c->owner = (uint8_t)owner;
    c->built_at = g->npieces;
    castle_cells(g, root, keep, c);
    castles_of(g)->left[owner]--;
    cit_event ev = score_feature_event(g, root, CIT_EV_CASTLE);
    cit_feature_part at = part_of(g, keep);
    ev.player = (uint8_t)owner;
    ev.x = at.x;
    ev.y = at.y;
    ev.spot = at.spot;
    ev.half = at.half;
    ev.tile = g->pieces[g->nodes[keep].piece].tile;
    emit(e, ev);
    /* the item ended without its award, so no after_award follows: if it was the
       turn's last feature, the castles are paid here */
    if (g->agenda_at == g->nagenda) process_payments(g, e);
}

/* ---- payments ------------------------------------------------------------------------ */

/* What may pay castle c now: this placement's completed features beside it (a city
   just turned into a castle is no completed feature) and castles paid this turn beside
   it. Roots out, values alongside; returns how many. */
static int candidates(const cit_game *g, int c, uint16_t *roots, int16_t *values, int cap) {
    int n = 0;
    for (int k = 0; k < g->nagenda && n < cap; k++) {
        uint16_t r = g->agenda[k];
        if (castle_of_city(g, r) >= 0 || !feature_touches(g, c, r)) continue;
        roots[n] = r;
        /* what it scored: every module's value included (an inn road's double) */
        values[n++] = (int16_t)turn_feature_value(g, r, 0);
    }
    for (int i = 0; i < castles_of(g)->n && n < cap; i++) {
        const castle_token *o = &castles_of(g)->list[i];
        if (i == c || !o->paid || o->paid_at != g->npieces || !castle_touches(g, c, i)) continue;
        roots[n] = feat_find(g, o->node);
        values[n++] = o->points;
    }
    return n;
}

/* May castle c be paid this turn? Built before this placement and not yet paid. */
static int payable(const cit_game *g, int c) {
    const castle_token *t = &castles_of(g)->list[c];
    return !t->paid && t->built_at != g->npieces;
}

static void pay(cit_game *g, int c, int v, emitter *e) {
    castle_token *t = &castles_of(g)->list[c];
    uint16_t root = feat_find(g, t->node);
    cit_feature_part at = part_of(g, t->node);
    int p = t->owner;
    g->score[p] = (int16_t)(g->score[p] + v);
    g->score_cat[p][CIT_CAT_CITY] = (int16_t)(g->score_cat[p][CIT_CAT_CITY] + v);
    if (v) {
        if (p == g->placer) g->scored_self = 1;
        else g->scored_other = 1;
    }
    cit_event ev = score_feature_event(g, root, CIT_EV_SCORE);
    ev.player = (uint8_t)p;
    ev.x = at.x;
    ev.y = at.y;
    ev.spot = at.spot;
    ev.half = at.half;
    ev.points = (int16_t)v;
    ev.reason = CIT_SCORE_CASTLE;
    emit(e, ev);
    /* the follower goes home, the token stays */
    if (g->nodes[t->node].owner == p + 1) {
        if (figure_strong_on(g, t->node)) figure_strong_home(g, p);
        int gone = followers_take(g, t->node, 0);
        g->nodes[root].meeples[p] = (uint8_t)(g->nodes[root].meeples[p] - gone);
        g->nodes[root].nmeeples = (uint8_t)(g->nodes[root].nmeeples - gone);
        ev.type = CIT_EV_RETURN;
        ev.points = 0;
        ev.reason = 0;
        ev.count = (uint8_t)gone;
        emit(e, ev);
    }
    t->paid = 1;
    t->points = (int16_t)v;
    t->paid_at = g->npieces;
}

/* Pays every castle something beside it completed this turn, until none is left: a
   castle paid counts as completed for its neighbours, so one payment may start another.
   A castle with several candidates asks its owner, and the rest waits for the answer. */
static void process_payments(cit_game *g, emitter *e) {
    if (!g->nagenda) return;
    for (int c = 0; c < castles_of(g)->n; c++) {
        if (!payable(g, c)) continue;
        uint16_t roots[MAX_AGENDA + MAX_CASTLES];
        int16_t values[MAX_AGENDA + MAX_CASTLES];
        int n = candidates(g, c, roots, values, MAX_AGENDA + MAX_CASTLES);
        if (n == 0) continue;
        if (n > 1) {
            decide_step s = {CIT_DECIDE_CASTLE_PICK, castles_of(g)->list[c].owner, CIT_MODULE_CASTLES, (uint8_t)c};
            turn_queue_front(g, s);
            return;
        }
        pay(g, c, values[0], e);
        c = -1; /* a new payment may reach castles already passed over */
    }
}

/* After the turn's last completed feature is scored, before the end of turn (whose
   Count trigger must see what the castles paid). */
static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)root;
    if (final || g->agenda_at != g->nagenda) return;
    process_payments(g, e);
}

/* ---- fields -------------------------------------------------------------------------- */

/* A castle is a completed city that pays 4 to a field instead of 3: the base game has
   counted it (its root stays COMPLETED), so each castle the field touches adds 1. */
static int value(const cit_game *g, uint16_t root, int final, int value) {
    if (!final || g->nodes[root].kind != CIT_FEAT_FIELD || !castles_of(g)->n) return value;
    uint16_t cities[MAX_FIELD_CITIES];
    int n = score_field_cities(g, root, cities);
    for (int i = 0; i < n; i++) value += castle_of_city(g, cities[i]) >= 0;
    return value;
}

/* ---- decisions ----------------------------------------------------------------------- */

/* Who answers the castle question: the owner now (the Count may have changed it). */
static int decider(const cit_game *g, const decide_step *s) {
    if (s->decision != CIT_DECIDE_CASTLE) return s->player;
    int owner = city_owner(g, g->item_root);
    return owner < 0 ? s->player : owner;
}

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    cit_move all[MAX_AGENDA + MAX_CASTLES];
    int n = 0;
    if (s->decision == CIT_DECIDE_CASTLE) {
        /* the "no" first: final projections take the first answer */
        all[n++] = decision_move(CIT_MOVE_CASTLE, 0, 0);
        if (castles_of(g)->left[decider(g, s)]) {
            all[n] = decision_move(CIT_MOVE_CASTLE, 0, 0);
            all[n++].arg0 = 1;
        }
    } else if (s->decision == CIT_DECIDE_CASTLE_PICK) {
        uint16_t roots[MAX_AGENDA + MAX_CASTLES];
        int16_t values[MAX_AGENDA + MAX_CASTLES];
        int k = candidates(g, s->arg, roots, values, MAX_AGENDA + MAX_CASTLES);
        for (int i = 0; i < k; i++) {
            cit_feature_part at = part_of(g, lowest_node(g, roots[i]));
            all[n] = decision_move(CIT_MOVE_CASTLE_PICK, 0, 0);
            all[n].x = at.x;
            all[n].y = at.y;
            all[n].rot = at.half; /* a part's half rides in rot (engine.h) */
            all[n++].spot = at.spot;
        }
    }
    for (int i = 0; i < n && i < cap; i++) out[i] = all[i];
    return n;
}

/* A move is legal if it is one of the listed ones, field by field. */
static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    int want = s->decision == CIT_DECIDE_CASTLE ? CIT_MOVE_CASTLE : CIT_MOVE_CASTLE_PICK;
    if (m->type != want) return CIT_ERR_WRONG_DECISION;
    cit_move all[MAX_AGENDA + MAX_CASTLES];
    int n = legal(g, s, all, MAX_AGENDA + MAX_CASTLES);
    for (int i = 0; i < n; i++)
        if (all[i].x == m->x && all[i].y == m->y && all[i].spot == m->spot && all[i].arg0 == m->arg0 &&
            m->arg1 == 0 && m->tile == 0 && m->rot == all[i].rot)
            return CIT_OK;
    if (s->decision == CIT_DECIDE_CASTLE && m->arg0 == 1 && m->spot == CIT_SPOT_NONE) return CIT_ERR_NO_FOLLOWER;
    return CIT_ERR_BAD_SPOT;
}

/* Both decisions may send figures home outside an award (the castle's other followers, a
   paid castle's own): the modules that keep figures among the core's count them again at
   once, before a wagon freed this turn is asked to move (rules.h, figures_home). */
static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (s->decision == CIT_DECIDE_CASTLE) {
        /* "score": the award goes on as usual (4 points, or 2 with the old rule) */
        if (m->arg0) {
            build(g, decider(g, s), e);
            turn_figures_home(g);
        }
        return;
    }
    uint16_t roots[MAX_AGENDA + MAX_CASTLES];
    int16_t values[MAX_AGENDA + MAX_CASTLES];
    int k = candidates(g, s->arg, roots, values, MAX_AGENDA + MAX_CASTLES);
    for (int i = 0; i < k; i++) {
        cit_feature_part at = part_of(g, lowest_node(g, roots[i]));
        if (at.x == m->x && at.y == m->y && at.spot == m->spot && at.half == m->rot) {
            pay(g, s->arg, values[i], e);
            break;
        }
    }
    process_payments(g, e);
    turn_figures_home(g);
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    p->player = (uint8_t)decider(g, s);
    if (s->decision == CIT_DECIDE_CASTLE_PICK) {
        cit_feature_part at = part_of(g, castles_of(g)->list[s->arg].node);
        p->x = at.x;
        p->y = at.y;
        p->spot = at.spot;
        p->half = at.half;
    }
}

/* The expansion's 12 tiles (one set for Bridges, Castles and Bazaars together). */
static void bcb_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)s;
    (void)start;
    box_add_set(cat, "bcb", box, n);
}

/* ---- move text: "castle build|score", "castlepay X,Y fN" ------------------------------ */

static size_t format_castle(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1) return 0;
    return cit_fmt(buf, cap, "castle %s", m->arg0 ? "build" : "score");
}

static int parse_castle(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "build")) m->arg0 = 1;
    else if (!mt_word_is(w, n, "score")) return 0;
    return 1;
}

static size_t format_castle_pick(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return mt_format_part("castlepay", m, buf, cap);
}

static int parse_castle_pick(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return mt_parse_part(c, m);
}

static const move_verb verbs[] = {
    {"castle", CIT_MOVE_CASTLE, format_castle, parse_castle},
    {"castlepay", CIT_MOVE_CASTLE_PICK, format_castle_pick, parse_castle_pick},
};

static const decision_name decision_names[] = {
    {CIT_DECIDE_CASTLE, "castle"},
    {CIT_DECIDE_CASTLE_PICK, "castle_pick"},
};

/* The options it brings (rows of the options table). */
static const module_option castles_options[] = {
    {CIT_OPT_CASTLES, {"castles", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Castles"),
          CIT_N_("A completed city of two tiles may become a castle instead of scoring 4: it earns "
          "what the next feature completed beside it is worth.")}},
};

/* A castle's follower stands on no feature any more until the castle is paid (decisions
   4 and 6 of RULES.md's Castles): nothing eats, captures or guards it. */
static int figure_held(const cit_game *g, uint16_t n) {
    const castles_state *c = castles_of(g);
    for (int i = 0; i < c->n; i++)
        if (!c->list[i].paid && c->list[i].node == n) return 1;
    return 0;
}

/* A castle paid in this turn part is a scoring of its follower (the fairy beside it pays). */
static int figure_paid(const cit_game *g, uint16_t n) {
    const castles_state *c = castles_of(g);
    for (int i = 0; i < c->n; i++) {
        const castle_token *t = &c->list[i];
        if (t->paid && t->paid_at == g->npieces && t->node == n) return t->owner + 1;
    }
    return 0;
}

const rules_module castles_module = {
    .name = "castles",
    .id = CIT_MODULE_CASTLES,
    .option = CIT_OPT_CASTLES,
    .options = castles_options,
    .noptions = sizeof castles_options / sizeof castles_options[0],
    .state_size = sizeof(castles_state),
    .box = bcb_box,
    .setup = setup,
    .before_award = before_award,
    .after_award = after_award,
    .value = value,
    .figure_held = figure_held,
    .figure_paid = figure_paid,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries -------------------------------------------------------------------------- */

static int castles_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_CASTLES & 1); }

int cit_game_castles_left(const cit_game *g, int player) {
    return castles_on(g) && player >= 0 && player < g->nplayers ? castles_of(g)->left[player] : 0;
}

int cit_game_castles(const cit_game *g, cit_castle *out, int cap) {
    if (!castles_on(g)) return 0;
    for (int i = 0; i < castles_of(g)->n && i < cap; i++) {
        const castle_token *c = &castles_of(g)->list[i];
        cit_castle o = {c->x, c->y, (int8_t)g->nodes[c->node].feat, c->x2, c->y2, c->owner, c->paid, c->points,
                        piece_half(g, g->nodes[c->node].piece)};
        out[i] = o;
    }
    return castles_of(g)->n;
}

int cit_game_castle_area(const cit_game *g, int i, int8_t *xs, int8_t *ys) {
    if (!castles_on(g) || i < 0 || i >= castles_of(g)->n) return 0;
    const castle_token *c = &castles_of(g)->list[i];
    int across_x = c->y == c->y2; /* a castle lying W-E has its neighbours N and S */
    int dx = across_x ? 0 : 1, dy = across_x ? 1 : 0;
    int8_t x[6] = {c->x, c->x2, (int8_t)(c->x - dx), (int8_t)(c->x + dx), (int8_t)(c->x2 - dx), (int8_t)(c->x2 + dx)};
    int8_t y[6] = {c->y, c->y2, (int8_t)(c->y - dy), (int8_t)(c->y + dy), (int8_t)(c->y2 - dy), (int8_t)(c->y2 + dy)};
    memcpy(xs, x, 6);
    memcpy(ys, y, 6);
    return 6;
}

int cit_game_castle_candidates(const cit_game *g, cit_feature_part *parts, int16_t *values, int cap) {
    if (!castles_on(g) || !g->nqueue || g->queue[0].decision != CIT_DECIDE_CASTLE_PICK) return 0;
    uint16_t roots[MAX_AGENDA + MAX_CASTLES];
    int16_t vals[MAX_AGENDA + MAX_CASTLES];
    int n = candidates(g, g->queue[0].arg, roots, vals, MAX_AGENDA + MAX_CASTLES);
    for (int i = 0; i < n && i < cap; i++) {
        parts[i] = part_of(g, lowest_node(g, roots[i]));
        values[i] = vals[i];
    }
    return n;
}
