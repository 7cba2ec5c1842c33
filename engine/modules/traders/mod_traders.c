/* Traders & Builders (RULES.md §7): goods tokens for completing a goods city and their
   majorities at the end, the builder and its double turn, the pig's field bonus. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_traders.h"

#include <string.h>

/*
 * How it runs (docs/rules-decisions.md, "Traders & Builders"):
 *   after_place: notes whether the placement extended the placer's builder feature (the
 *                double turn is earned) and whether a round of set-aside tiles (a
 *                bazaar's) was running; asks "figure none|builder fN|pig fN" when the
 *                placement put no follower on the new tile and a figure may go there;
 *   after_award: a city completed in play gives its goods to the placer; figures whose
 *                feature scored, or whose owner has no follower left there, go home;
 *   turn_end:    the same homecoming; the earned second part goes to the core (`again`),
 *                or waits until the round this part opened is over;
 *   bonus:       a pig adds one point per item its field pays for, to its owner if a
 *                majority owner; final_end: the goods majorities, 10 points each.
 * The builder and the pig are records of the core's figure table, declared below with
 * strength 0 and no FK_FOLLOWER: they never count in a majority, never score and never
 * go to the Count; the dragon eats them by FK_EATEN (figures_eat_cell). They stand on a
 * part only beside their owner's follower (FK_BESIDE), the builder until its feature is
 * completed (FK_UNTIL_DONE): the module sends them home with an event at its next look.
 */

static inline traders_state *tb_of(const cit_game *g) { return MODULE_STATE(g, traders_state, CIT_MODULE_TRADERS); }
static int running(const cit_game *g) { return g && (g->modules >> CIT_MODULE_TRADERS & 1); }
static int option_on(const cit_game *g, int id) { return g->setup.opt.v[id] > 0; }

/* Its figures, declared (rules.h figure_kind), in the order of CIT_TRADERS_BUILDER, _PIG. */
static const figure_kind traders_kinds[CIT_TRADERS_FIGURES] = {
    {"builder", CIT_OPT_BUILDER, 1, 0, FK_EATEN | FK_BESIDE | FK_UNTIL_DONE,
     1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY, "builder", NULL},
    {"pig", CIT_OPT_PIG, 1, 0, FK_EATEN | FK_BESIDE, 1u << CIT_FEAT_FIELD, "pig", NULL}};

/* Player's builder or pig (its record), or NULL when its option is off. */
static fig_record *record(cit_game *g, int fig, int player) { return figure_of(g, CIT_MODULE_TRADERS, fig, player, 0); }
static const fig_record *record_c(const cit_game *g, int fig, int player) {
    return figure_of_c(g, CIT_MODULE_TRADERS, fig, player, 0);
}
/* 1 if player's figure is in supply (on: its option is; asked after every placement, so
   its record is read straight, without figure_of's tests). */
static int in_supply(const cit_game *g, int fig, int player) {
    return option_on(g, traders_kinds[fig].option) &&
           figures_of_kind(g, CIT_MODULE_TRADERS, fig)[player].where == FIG_SUPPLY;
}

/* The slot of a goods symbol in traders_state.goods (wine, grain, cloth), or -1. */
static int goods_slot(int goods) {
    return goods == CIT_GOODS_WINE ? 0 : goods == CIT_GOODS_GRAIN ? 1 : goods == CIT_GOODS_CLOTH ? 2 : -1;
}
static const uint8_t slot_goods[3] = {CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH};

/* The part player's figure stands on, or -1: in supply, or home by the rules (its owner
   has no follower left in the feature; a builder's feature was completed). */
static int figure_node(const cit_game *g, int figure, int player) {
    const fig_record *f = record_c(g, figure, player);
    return f ? figure_stands(g, f, traders_kinds[figure].props) : -1;
}

static cit_feature_part part_of(const cit_game *g, uint16_t n) {
    const node *m = &g->nodes[n];
    const piece *q = &g->pieces[m->piece];
    cit_feature_part at = {q->x, q->y, (int8_t)m->feat, piece_half(g, m->piece)};
    return at;
}

static void part_event(emitter *e, int type, int player, int what, const cit_game *g, uint16_t n) {
    if (!e->out) return;
    cit_feature_part at = part_of(g, n);
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.quarter = (uint8_t)what;
    ev.x = at.x;
    ev.y = at.y;
    ev.spot = at.spot;
    ev.half = at.half;
    emit(e, ev);
}

/* Figures that went home by their kinds' rules since the last look go back to supply
   (so equal positions hash alike), each with an event; builders before pigs, each kind
   player by player (the records' order). Returns how many stay out. Nothing to look at
   while the turn_end hook rests (below): every figure is in supply then. */
static int send_home(cit_game *g, emitter *e) {
    if (turn_hook_resting(g, TURN_HOOK_TURN_END, CIT_MODULE_TRADERS)) return 0;
    int n, out = 0;
    fig_record *f = figures_of_module(g, CIT_MODULE_TRADERS, &n);
    for (int i = 0; i < n; i++, f++) {
        if (f->where == FIG_SUPPLY) continue; /* most of the time every one is */
        int fig = g->kind_local[f->kind];
        if (figure_stands(g, f, traders_kinds[fig].props) >= 0) {
            out++;
            continue;
        }
        part_event(e, CIT_EV_TRADERS_HOME, f->owner, fig, g, f->at);
        figure_home(f);
    }
    return out;
}

/* The turn_end hook has work while a builder or pig is out or a second part is earned or
   owed (rules.h turn_hook_rest): only this module puts them out (apply) or earns one
   (after_place); the others send them home (eaten), never out. */
static void wake(cit_game *g) { turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_TRADERS, 0); }

/* Whether some module holds set-aside tiles still to be played (a bazaar's round). */
static int round_running(const cit_game *g) {
    cit_tile_id tiles[CIT_MAX_PLAYERS];
    uint8_t players[CIT_MAX_PLAYERS];
    FOR_MODULES(g->modules, m) if (m->tiles_to_come && m->tiles_to_come(g, tiles, players, CIT_MAX_PLAYERS) > 0) return 1;
    return 0;
}

/* ---- the figure decision ----------------------------------------------------------------- */

/* Whether figure `fig` of player p may go on feature f of piece q. */
static int figure_may_go(const cit_game *g, const piece *q, int f, int fig, int p) {
    const node *part = &g->nodes[q->node0 + f];
    if (tile_takes_no_figure(g, q->tile)) return 0; /* a volcano */
    if (!(traders_kinds[fig].may_stand >> part->kind & 1)) return 0;
    const node *r = &g->nodes[feat_find(g, (uint16_t)(q->node0 + f))];
    return r->meeples[p] && (fig == CIT_TRADERS_PIG || !r->done);
}

/* Whether a figure of the mask `figures` may go on a feature of piece q (figure_may_go of
   some pair), asked after every placement: only the features of the kinds a free figure
   takes are visited (the tile's kind masks: the parts of a tile just laid have their
   catalogue kinds), each feature's root looked up inline once for both figures. */
static inline __attribute__((always_inline)) int figure_may_go_any(const cit_game *g, const piece *q, int figures, int p) {
    if (tile_takes_no_figure(g, q->tile)) return 0; /* a volcano */
    const uint16_t *of_kind = g->cat->kind_feats[q->tile];
    unsigned builder = 0, pig = 0; /* the kinds each may stand in, as features of the tile */
    if (figures >> CIT_TRADERS_BUILDER & 1)
        for (unsigned k = traders_kinds[CIT_TRADERS_BUILDER].may_stand; k; k &= k - 1) builder |= of_kind[__builtin_ctz(k)];
    if (figures >> CIT_TRADERS_PIG & 1)
        for (unsigned k = traders_kinds[CIT_TRADERS_PIG].may_stand; k; k &= k - 1) pig |= of_kind[__builtin_ctz(k)];
    for (unsigned m = builder | pig; m; m &= m - 1) {
        int f = __builtin_ctz(m);
        const node *r = &g->nodes[feat_root(g, (uint16_t)(q->node0 + f))];
        if (r->meeples[p] && ((pig >> f & 1) || !r->done)) return 1;
    }
    return 0;
}

/* figure_may_go_any, and the same by figure_may_go of every figure and feature (the
   reference; test_fastpaths_modules.c). */
int traders_figure_may_go_any(const cit_game *g, int pi, int figures, int p) {
    return figure_may_go_any(g, &g->pieces[pi], figures, p);
}
int traders_figure_may_go_any_plain(const cit_game *g, int pi, int figures, int p) {
    const piece *q = &g->pieces[pi];
    for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++)
        for (int f = 0; f < q->nfeat && (figures >> fig & 1); f++)
            if (figure_may_go(g, q, f, fig, p)) return 1;
    return 0;
}

/* The legal answers about piece pi for player p (rules.h: the "none" first). */
static int figure_answers(const cit_game *g, int pi, int p, cit_move *out, int cap) {
    const piece *q = &g->pieces[pi];
    int n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_TRADERS_FIGURE, 0, 0);
    n++;
    for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++) {
        if (!in_supply(g, fig, p)) continue;
        for (int f = 0; f < q->nfeat; f++) {
            if (!figure_may_go(g, q, f, fig, p)) continue;
            if (n < cap) {
                out[n] = decision_move(CIT_MOVE_TRADERS_FIGURE, 1 + fig, 0);
                out[n].spot = (int8_t)f;
            }
            n++;
        }
    }
    return n;
}

/* After a placement: the double turn earned (the placement added a part of the new tile
   to the feature the placer's builder stood in), the round noted, the figure asked. */
static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    traders_state *t = tb_of(g);
    int p = g->placer;
    const piece *q = &g->pieces[pi];
    const fig_record *builder = record_c(g, CIT_TRADERS_BUILDER, p);
    if (builder && builder->where == FIG_PART && !g->turn_part) {
        uint16_t b = feat_find(g, builder->at);
        for (int f = 0; f < q->nfeat; f++)
            if (feat_find(g, (uint16_t)(q->node0 + f)) == b) t->earned = 1;
        if (t->earned) {
            t->round_before = (uint8_t)round_running(g); /* asked only when it matters */
            wake(g);
        }
    }
    int free_figures = 0; /* the placer's figures in supply */
    for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++)
        free_figures |= in_supply(g, fig, p) << fig;
    if (!free_figures) return;
    if (!turn_figure_open(g, pi)) return; /* one figure a placement */
    if (!figure_may_go_any(g, q, free_figures, p)) return;
    t->asking = (uint16_t)(pi + 1);
    decide_step s = {CIT_DECIDE_TRADERS_FIGURE, (uint8_t)p, CIT_MODULE_TRADERS, 0};
    turn_queue_front(g, s);
}

#define MAX_ANSWERS (1 + 2 * CIT_MAX_TILE_FEATURES)

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    return figure_answers(g, tb_of(g)->asking - 1, s->player, out, cap);
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (m->type != CIT_MOVE_TRADERS_FIGURE) return CIT_ERR_WRONG_DECISION;
    cit_move all[MAX_ANSWERS];
    int n = legal(g, s, all, MAX_ANSWERS);
    for (int i = 0; i < n && i < MAX_ANSWERS; i++)
        if (all[i].arg0 == m->arg0 && all[i].spot == m->spot && !m->arg1 && !m->tile && !m->x && !m->y && !m->rot)
            return CIT_OK;
    return CIT_ERR_MODULE_RULE;
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    traders_state *t = tb_of(g);
    int pi = t->asking - 1;
    t->asking = 0; /* answered: equal positions hash alike */
    if (!m->arg0) return;
    turn_figure_used(g, s->player);
    int fig = m->arg0 - 1;
    uint16_t n = (uint16_t)(g->pieces[pi].node0 + m->spot);
    figure_put(record(g, fig, s->player), FIG_PART, n);
    wake(g);
    part_event(e, CIT_EV_TRADERS_FIGURE, s->player, fig, g, n);
}

/* Another figure was the placement's: the question is gone unanswered. */
static void figure_withdrawn(cit_game *g, const decide_step *s) {
    (void)s;
    tb_of(g)->asking = 0; /* as its answer would: equal positions hash alike */
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    (void)s;
    int pi = tb_of(g)->asking - 1;
    p->x = g->pieces[pi].x;
    p->y = g->pieces[pi].y;
    p->half = piece_half(g, pi);
    p->spot = CIT_SPOT_NONE;
}

/* A playout places a figure where it may three times in four (a builder first: its
   double turns pay), so simulated games keep the figures on the board as players do. */
static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    cit_move all[MAX_ANSWERS];
    int n = legal(g, s, all, MAX_ANSWERS);
    if (n > MAX_ANSWERS) n = MAX_ANSWERS;
    *out = all[0];
    if (n > 1 && rules_rng_below(rng, 4) != 0) *out = all[1 + rules_rng_below(rng, (uint32_t)(n - 1))];
    return 1;
}

/* ---- goods ---------------------------------------------------------------------------------- */

/* The goods symbols of the feature's parts, counted per slot. */
static int city_goods(const cit_game *g, uint16_t root, int counts[3]) {
    int total = 0;
    counts[0] = counts[1] = counts[2] = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        int k = goods_slot(g->cat->set.tiles[g->pieces[m->piece].tile].feat[m->feat].goods);
        if (k >= 0) counts[k]++, total++;
        n = m->next;
    } while (n != root);
    return total;
}

/* A city completed in play: its goods go to whoever placed the completing tile. */
static void take_goods(cit_game *g, uint16_t root, emitter *e) {
    int counts[3];
    if (!city_goods(g, root, counts)) return;
    traders_state *t = tb_of(g);
    for (int k = 0; k < 3; k++) {
        if (!counts[k]) continue;
        t->goods[g->placer][k] = (uint8_t)(t->goods[g->placer][k] + counts[k]);
        if (!e->out) continue;
        cit_event ev = score_feature_event(g, root, CIT_EV_TRADERS_GOODS);
        ev.player = g->placer;
        ev.quarter = slot_goods[k];
        ev.count = (uint8_t)counts[k];
        emit(e, ev);
    }
}

static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    if (!final && g->nodes[root].kind == CIT_FEAT_CITY && option_on(g, CIT_OPT_TRADERS)) take_goods(g, root, e);
    send_home(g, e);
}

/* After the fields: the most tokens of a good score 10 each (ties all); nobody scores a
   good nobody holds. */
static void final_end(cit_game *g, emitter *e) {
    if (!option_on(g, CIT_OPT_TRADERS)) return;
    const traders_state *t = tb_of(g);
    for (int k = 0; k < 3; k++) {
        int most = 0;
        for (int p = 0; p < g->nplayers; p++)
            if (t->goods[p][k] > most) most = t->goods[p][k];
        for (int p = 0; most && p < g->nplayers; p++) {
            if (t->goods[p][k] != most) continue;
            score_add(g, p, CIT_CAT_OTHER, 10);
            if (!e->out) continue;
            cit_event ev = {0};
            ev.type = CIT_EV_SCORE;
            ev.player = (uint8_t)p;
            ev.points = 10;
            ev.reason = CIT_SCORE_TRADERS_GOODS;
            ev.feature_kind = 0xFF;
            ev.quarter = slot_goods[k];
            ev.spot = CIT_SPOT_NONE;
            emit(e, ev);
        }
    }
}

/* ---- the pig ---------------------------------------------------------------------------------- */

static int bonus(const cit_game *g, uint16_t root, int final, int player, int extra) {
    if (!final || g->nodes[root].kind != CIT_FEAT_FIELD || !option_on(g, CIT_OPT_PIG)) return extra;
    int n = figure_node(g, CIT_TRADERS_PIG, player);
    if (n < 0 || feat_find(g, (uint16_t)n) != root) return extra;
    return extra + score_field_items(g, root);
}

/* ---- the double turn ---------------------------------------------------------------------------- */

/* End of a turn part: figures home; a second part earned now is owed to the core (or
   waits for the end of the round this part opened); a waiting one joins the turn that
   ends the round (one second part, not two). None when the stack is out. */
static void turn_end(cit_game *g, emitter *e) {
    traders_state *t = tb_of(g);
    int out = send_home(g, e);
    int earned = t->earned ? g->placer + 1 : 0, owed = earned;
    if (!earned && !t->deferred) { /* the common end of a turn */
        if (!out) turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_TRADERS, 1); /* until wake */
        return;
    }
    int before = t->round_before;
    t->earned = t->round_before = 0;
    int round = round_running(g);
    if (earned && round && !before) {
        t->deferred = (uint8_t)earned;
        owed = 0;
    } else if (t->deferred && !round) {
        owed = t->deferred;
        t->deferred = 0;
    }
    if (earned && e->out) {
        cit_event ev = {0};
        ev.type = CIT_EV_TRADERS_SECOND;
        ev.player = (uint8_t)(earned - 1);
        emit(e, ev);
    }
    if (owed && g->stage == STAGE_NEXT && g->next_draw < g->norder) g->again = (uint8_t)owed;
}

/* ---- set-up, move text, table ------------------------------------------------------------------- */

static void traders_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (s->opt.v[CIT_OPT_TRADERS]) box_add_set(cat, "traders", box, n);
}

static const char *const figure_words[CIT_TRADERS_FIGURES] = {"builder", "pig"};

static size_t format_figure(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 == 0) return m->spot == CIT_SPOT_NONE ? cit_fmt(buf, cap, "figure none") : 0;
    if (m->arg0 > CIT_TRADERS_FIGURES || m->spot < 0) return 0;
    return cit_fmt(buf, cap, "figure %s f%d", figure_words[m->arg0 - 1], m->spot);
}

static int parse_figure(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    int fig = mt_word_is(w, n, "builder") ? 0 : mt_word_is(w, n, "pig") ? 1 : -1;
    int spot;
    if (fig < 0 || !mt_word(c, &w, &n) || n < 2 || w[0] != 'f' ||
        !mt_number(w + 1, w + n, 0, CIT_MAX_TILE_FEATURES, &spot))
        return 0;
    m->arg0 = (uint8_t)(1 + fig);
    m->spot = (int8_t)spot;
    return 1;
}

static const move_verb verbs[] = {{"figure", CIT_MOVE_TRADERS_FIGURE, format_figure, parse_figure}};
static const decision_name decision_names[] = {{CIT_DECIDE_TRADERS_FIGURE, "figure"}};

static const module_option traders_options[] = {
    {CIT_OPT_TRADERS, {"traders", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Traders & Builders"),
          CIT_N_("24 more tiles. Who completes a city takes its goods (wine, grain, cloth); at the "
          "end the most of each good scores 10.")}},
    {CIT_OPT_BUILDER, {"builder", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Builder"),
          CIT_N_("Every player has a builder: placed beside an own follower on a road or city, it "
          "gives a second turn whenever its owner extends that road or city.")}},
    {CIT_OPT_PIG, {"pig", 0, 1, CIT_MODE_CLASSIC, 1, -1, CIT_OPT_FARMERS_OFF,
          CIT_N_("Pig"),
          CIT_N_("Every player has a pig: placed in a field beside an own farmer, it adds 1 point "
          "per city the field pays for, if its owner wins the field.")}},
};

const rules_module traders_module = {
    .name = "traders",
    .id = CIT_MODULE_TRADERS,
    .option = CIT_OPT_TRADERS,
    .also_option = CIT_OPT_BUILDER, /* and pig: every row marked is_module (modules.c) */
    .options = traders_options,
    .noptions = sizeof traders_options / sizeof traders_options[0],
    .state_size = sizeof(traders_state),
    .box = traders_box,
    .after_place = after_place,
    .after_award = after_award,
    .figure_kinds = traders_kinds,
    .nfigure_kinds = CIT_TRADERS_FIGURES,
    .bonus = bonus,
    .turn_end = turn_end,
    .final_end = final_end,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .figure_decisions = 1u << (CIT_DECIDE_TRADERS_FIGURE - CIT_MODULE_IDS(CIT_MODULE_TRADERS)),
    .figure_withdrawn = figure_withdrawn,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
    .playout = playout,
};

/* ---- queries ------------------------------------------------------------------------------------ */

int cit_game_traders_goods(const cit_game *g, int player, int goods) {
    int k = goods_slot(goods);
    if (!running(g) || k < 0 || player < 0 || player >= g->nplayers) return 0;
    return tb_of(g)->goods[player][k];
}

int cit_game_traders_city_goods(const cit_game *g, int x, int y, int half, int spot, int counts[3]) {
    counts[0] = counts[1] = counts[2] = 0;
    if (!running(g) || !option_on(g, CIT_OPT_TRADERS) || spot < 0) return 0;
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int pi = half == 0 || half == 1 ? cell_part_at(g, x, y, half) : 0;
    if (!pi || spot >= g->pieces[pi - 1].nfeat) return 0;
    uint16_t root = feat_find(g, (uint16_t)(g->pieces[pi - 1].node0 + spot));
    if (g->nodes[root].kind != CIT_FEAT_CITY) return 0;
    return city_goods(g, root, counts);
}

static int figure_on(const cit_game *g, int player, int figure) {
    return running(g) && player >= 0 && player < g->nplayers && figure >= 0 && figure < CIT_TRADERS_FIGURES &&
           record_c(g, figure, player);
}

int cit_game_traders_figure(const cit_game *g, int player, int figure, cit_feature_part *at) {
    if (!figure_on(g, player, figure)) return 0;
    int n = figure_node(g, figure, player);
    if (n < 0) return 0;
    if (at) *at = part_of(g, (uint16_t)n);
    return 1;
}

int cit_game_traders_figure_in_supply(const cit_game *g, int player, int figure) {
    return figure_on(g, player, figure) && figure_node(g, figure, player) < 0;
}

int cit_game_traders_second_part(const cit_game *g) {
    return running(g) && g->turn_part && g->stage != STAGE_OVER;
}

int cit_game_traders_second_part_owed(const cit_game *g) {
    if (!running(g)) return -1;
    if (g->again) return g->again - 1;
    return tb_of(g)->deferred ? tb_of(g)->deferred - 1 : -1;
}
