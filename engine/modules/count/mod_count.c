/* The Count of Carcassonne (RULES.md §3): the City of Carcassonne, its quarters and the Count. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_count.h"

#include <string.h>

/* This module's state in the game (rules.h, MODULE_STATE). */
static inline count_state *count_of(const cit_game *g) { return MODULE_STATE(g, count_state, CIT_MODULE_COUNT); }

/* The 12 tiles lie as a 4x3 block with tile (2,1) of the block, the market, at 0,0. */
#define BLOCK_X0 (-2)
#define BLOCK_Y0 (-1)

static const char *const quarter_names[CIT_QUARTERS] = {"castle", "blacksmith", "cathedral", "market"};

const char *cit_quarter_name(int quarter) {
    return quarter >= 0 && quarter < CIT_QUARTERS ? quarter_names[quarter] : "none";
}

int count_quarter_for_kind(int kind) {
    switch (kind) {
    case CIT_FEAT_CITY: return CIT_QUARTER_CASTLE;
    case CIT_FEAT_ROAD: return CIT_QUARTER_BLACKSMITH;
    case CIT_FEAT_CLOISTER: return CIT_QUARTER_CATHEDRAL;
    case CIT_FEAT_FIELD: return CIT_QUARTER_MARKET;
    default: return -1;
    }
}

/* The City of Carcassonne replaces the start tile; every order entry is drawn. */
static int start_board(cit_game *g) {
    const cit_tileset *ts = &g->cat->set;
    for (int t = 0; t < ts->ntiles; t++)
        if (ts->tiles[t].flags & CIT_TF_COUNT_CITY)
            board_place_piece(g, t, BLOCK_X0 + ts->tiles[t].pos_x, BLOCK_Y0 + ts->tiles[t].pos_y, 0);
    return 0;
}

static void setup(cit_game *g) { count_of(g)->at = CIT_QUARTER_CASTLE; }

/* May the followers of quarter q join a feature of `kind` now? Not from the quarter the
   Count stands on; fields only at the end; unfinished features only with the option. */
static int quarter_open(const cit_game *g, int kind, int final) {
    int q = count_quarter_for_kind(kind);
    if (q < 0 || q == count_of(g)->at) return 0;
    if (!final) return kind != CIT_FEAT_FIELD;
    return kind == CIT_FEAT_FIELD || g->setup.opt.v[CIT_OPT_COUNT_ALL_SCORINGS];
}

/* ---- the figures in the quarters (RULES.md §3, §11 "With the Count") ------------------ */

/* Every figure in a quarter is a record of the core's figure table that the Count keeps
   (FIG_KEPT, keeper CIT_MODULE_COUNT) at slot q for quarter q: the normal followers (the
   core lays out their records for a module that keeps them: figures.h, figure_normal_*)
   as every follower kind (the big follower, the mayor, the wagon...). A figure is named
   by its follower code c: 0 the normal follower, i + 1 follower kind i, whose rot bit in
   the Count's moves is bit i. DEPLOYED: a figure the core does not count in its supply
   (strength 1: the mayor, the wagon) while the feature it joined is scored, in no quarter
   and listed with the deployed followers. */
#define DEPLOYED CIT_QUARTERS
#define ALL_FIGS ((1u << MAX_FOLLOWER_KINDS) - 1)

/* The game kind of follower code c (-1: none). */
static int code_kind(const cit_game *g, int c) { return c ? figure_follower_kind(g, c - 1) : g->normal_kind - 1; }

/* How many of player p's figures of code c the Count keeps at slot `slot`: its kind's
   records, the same walk for every kind. A player's records of a kind stay in order of
   place (figures.h, figure_normal_*; a kind of one each trivially), so the kept ones are
   last and the walk stops at the first that is not: one look for a player with none kept
   (the final scoring asks for every field). */
static int kept_at(const cit_game *g, int c, int p, int slot) {
    int k = code_kind(g, c), n = 0;
    const fig_record *f = figure_record(g, k, p);
    for (int i = f ? g->kind_per_player[k] - 1 : -1; i >= 0 && f[i].where == FIG_KEPT; i--)
        n += f[i].keeper == CIT_MODULE_COUNT && f[i].at == slot;
    return n;
}

/* The rot bits of the follower kinds player p has in quarter q (or at DEPLOYED). */
static unsigned kinds_at(const cit_game *g, int p, int slot) {
    unsigned in = 0;
    for (int c = 1; c <= g->nfollower_kinds; c++)
        if (kept_at(g, c, p, slot)) in |= 1u << (c - 1);
    return in;
}

/* Whether player p has any figure in quarter q. */
static int any_in(const cit_game *g, int q, int p) { return kept_at(g, 0, p, q) || kinds_at(g, p, q); }

/* Whether a figure of code c may enter quarter q: may it join the quarter's feature kind
   (declared where it may stand). */
static int figure_may_enter(const cit_game *g, int c, int q) {
    static const uint8_t quarter_kind[CIT_QUARTERS] = {
        [CIT_QUARTER_CASTLE] = CIT_FEAT_CITY, [CIT_QUARTER_BLACKSMITH] = CIT_FEAT_ROAD,
        [CIT_QUARTER_CATHEDRAL] = CIT_FEAT_CLOISTER, [CIT_QUARTER_MARKET] = CIT_FEAT_FIELD};
    return figure_kind_may_stand(g, code_kind(g, c), quarter_kind[q]);
}

/* Where the core counts a figure decides how it moves: the normal follower and the one of
   strength 2 (g->strong_kind: the big follower) are in the supply the core counts
   (g->supply, the follower list), the others have their records alone (figure_kind_*). */
static int code_is_strong(const cit_game *g, int c) {
    return c && g->strong_kind && code_kind(g, c) == g->strong_kind - 1;
}

/* Whether player p's figure of code c is in supply (a normal one: the core's supply holds
   one besides the big follower). */
static int code_free(const cit_game *g, int p, int c) {
    if (!c) return g->supply[p] > figure_strong_free(g, p);
    if (code_is_strong(g, c)) return figure_strong_free(g, p);
    return figure_kind_free(g, p, code_kind(g, c));
}

/* One figure of code c from player p's supply into quarter q. */
static void send_to(cit_game *g, int p, int c, int q) {
    count_of(g)->in[q]++;
    if (!c) {
        figure_normal_keep(g, p, CIT_MODULE_COUNT, q, 1);
    } else if (code_is_strong(g, c)) {
        g->supply[p]--;
        figure_strong_send_away(g, p, CIT_MODULE_COUNT, q);
    } else {
        figure_kind_keep(g, p, code_kind(g, c), CIT_MODULE_COUNT, q);
    }
}

/* n figures of code c of player p leave quarter q for the feature being scored (which
   turn_deploy counts them in): a normal one is on the plain path again, the big one counts
   two there, one of strength 1 is held as DEPLOYED and a pennant-counting one's
   (FK_PENNANTS: the mayor) strength is the city's pennants instead of one, taken out again
   after the award. */
static void deploy_from(cit_game *g, int p, int c, int q, int n) {
    if (!c) {
        while (n-- > 0) figure_normal_free(g, p, CIT_MODULE_COUNT, q, 0);
    } else if (code_is_strong(g, c)) {
        figure_strong_deploy(g, p);
    } else {
        int kind = code_kind(g, c);
        figure_kind_keep(g, p, kind, CIT_MODULE_COUNT, DEPLOYED);
        if (g->kind_props[kind] & FK_PENNANTS) {
            followers_weigh(g, g->item_root, p, g->nodes[g->item_root].pennants - 1);
            count_of(g)->mayor_in[p] = (uint16_t)(g->item_root + 1);
        }
    }
}

/* Deployed kept figures are home once their feature is done (the core put them in the
   supply it counts, with the deployed followers: they leave it for their own). Where the
   feature keeps its counts (at the end, or dropped without an award: a castle) a
   pennant-counting figure's strength (FK_PENNANTS: the mayor) leaves it; in play the award
   zeroed them. */
static void deployed_figures_home(cit_game *g, int counts_kept) {
    if (!figure_kinds_any(g)) return;
    count_state *c = count_of(g);
    for (int p = 0; p < g->nplayers; p++)
        for (unsigned on = kinds_at(g, p, DEPLOYED); on; on &= on - 1) {
            int kind = figure_follower_kind(g, __builtin_ctz(on));
            if (g->kind_props[kind] & FK_PENNANTS) {
                if (counts_kept && c->mayor_in[p]) {
                    uint16_t root = feat_find(g, (uint16_t)(c->mayor_in[p] - 1));
                    followers_weigh(g, root, p, 1 - g->nodes[root].pennants);
                }
                c->mayor_in[p] = 0;
            }
            if (g->supply[p]) g->supply[p]--;
            figure_kind_return(g, p, kind);
        }
}

static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)e;
    (void)root;
    deployed_figures_home(g, final);
}

/* Before majorities: every player with figures in the matching quarter may send any of
   them in, starting left of the player who triggered the scoring, that player last (at
   the end: whoever placed the last tile). A figure still marked deployed belongs to a
   feature dropped without an award (a castle): it is home. */
static void before_award(cit_game *g, uint16_t root, int final) {
    deployed_figures_home(g, 1);
    int kind = g->nodes[root].kind;
    if (!quarter_open(g, kind, final)) return;
    int q = count_quarter_for_kind(kind);
    for (int k = 1; k <= g->nplayers && count_of(g)->in[q]; k++) {
        int p = (g->placer + k) % g->nplayers;
        if (any_in(g, q, p)) {
            decide_step s = {CIT_DECIDE_COUNT_DEPLOY, (uint8_t)p, CIT_MODULE_COUNT, (uint8_t)q};
            turn_queue_back(g, s);
        }
    }
}

/* The City of Carcassonne counts as one more completed city for every field touching it. */
static int value(const cit_game *g, uint16_t root, int final, int value) {
    if (final && g->nodes[root].kind == CIT_FEAT_FIELD && score_touches_off_land(g, root)) value += 3;
    return value;
}

/* A feature nobody stands on is still visited if someone could deploy into it and it is
   worth something. */
static int final_wanted(const cit_game *g, uint16_t root) {
    int kind = g->nodes[root].kind;
    if (!quarter_open(g, kind, 1)) return 0;
    return count_of(g)->in[count_quarter_for_kind(kind)] && turn_feature_value(g, root, 1) > 0;
}

/* A figure of player's that may go to a quarter now. */
static int any_figure_free(const cit_game *g, int p) {
    for (int c = 0; c <= g->nfollower_kinds; c++)
        if (code_free(g, p, c)) return 1;
    return 0;
}

/* The trigger: the turn's scorings paid someone else and not the placer. */
static void turn_end(cit_game *g, emitter *e) {
    (void)e;
    deployed_figures_home(g, 1);
    if (!g->scored_other || g->scored_self || !any_figure_free(g, g->placer)) return;
    decide_step s = {CIT_DECIDE_COUNT_QUARTER, g->placer, CIT_MODULE_COUNT, 0};
    turn_queue_back(g, s);
}

/* The figure of rot bit `figure` player may send to quarter q now (rot 0 stands for a
   normal follower). */
static int may_send(const cit_game *g, int p, unsigned figure, int q) {
    if (figure & (figure - 1) || figure > ALL_FIGS) return 0;
    int c = figure ? __builtin_ctz(figure) + 1 : 0;
    return figure_may_enter(g, c, q) && code_free(g, p, c);
}

#define MAX_ANSWERS ((ALL_FIGS + 1) * (CIT_FOLLOWERS + 2))

/* The "no" answer comes first in every list (final-scoring projections take it); the
   answers with the big follower, the mayor, the wagon (rot bits, the follower kinds'
   order) follow those without. */
static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    cit_move all[MAX_ANSWERS];
    int n = 0;
    switch (s->decision) {
    case CIT_DECIDE_COUNT_DEPLOY: {
        unsigned there = kinds_at(g, s->player, s->arg);
        int normal = kept_at(g, 0, s->player, s->arg);
        for (unsigned figs = 0; figs < 1u << g->nfollower_kinds; figs++) { /* the game's kinds */
            if (figs & ~there) continue;
            for (int k = 0; k <= normal; k++) {
                all[n] = decision_move(CIT_MOVE_COUNT_DEPLOY, s->arg, k);
                all[n++].rot = (uint8_t)figs;
            }
        }
        break;
    }
    case CIT_DECIDE_COUNT_QUARTER:
        all[n++] = decision_move(CIT_MOVE_COUNT_QUARTER, CIT_QUARTER_NONE, 0);
        for (unsigned figure = 0; figure < 1u << g->nfollower_kinds; figure = figure ? figure * 2 : 1)
            for (int q = 0; q < CIT_QUARTERS; q++) {
                if (!may_send(g, s->player, figure, q)) continue;
                all[n] = decision_move(CIT_MOVE_COUNT_QUARTER, q, 0);
                all[n++].rot = (uint8_t)figure;
            }
        break;
    case CIT_DECIDE_COUNT_MOVE:
        all[n++] = decision_move(CIT_MOVE_COUNT_MOVE, CIT_QUARTER_NONE, 0);
        for (int q = 0; q < CIT_QUARTERS; q++)
            if (q != count_of(g)->at) all[n++] = decision_move(CIT_MOVE_COUNT_MOVE, q, 0);
        break;
    default:
        return 0;
    }
    for (int i = 0; i < n && i < cap; i++) out[i] = all[i];
    return n;
}

/* A decision move carries only its arguments (and the figures' rot where it may):
   anything else set is not that move (so every legal move has exactly one form, as
   listed). */
static int canonical(const cit_move *m, int uses_arg1, int max_rot) {
    return m->tile == 0 && m->x == 0 && m->y == 0 && m->rot <= max_rot && m->spot == CIT_SPOT_NONE &&
           (uses_arg1 || m->arg1 == 0);
}

/* The move type each decision takes. */
static int move_for(int decision) {
    switch (decision) {
    case CIT_DECIDE_COUNT_DEPLOY: return CIT_MOVE_COUNT_DEPLOY;
    case CIT_DECIDE_COUNT_QUARTER: return CIT_MOVE_COUNT_QUARTER;
    case CIT_DECIDE_COUNT_MOVE: return CIT_MOVE_COUNT_MOVE;
    default: return -1;
    }
}

/* Another verb (a tile placement included) is the wrong decision, whatever its fields
   hold; only then does the form of the right verb matter. */
static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (m->type != move_for(s->decision)) return CIT_ERR_WRONG_DECISION;
    if (!canonical(m, s->decision == CIT_DECIDE_COUNT_DEPLOY, s->decision != CIT_DECIDE_COUNT_MOVE ? ALL_FIGS : 0))
        return CIT_ERR_BAD_SPOT;
    switch (s->decision) {
    case CIT_DECIDE_COUNT_DEPLOY:
        if (m->arg0 != s->arg) return CIT_ERR_BAD_SPOT;
        if (m->rot & ~kinds_at(g, s->player, s->arg)) return CIT_ERR_NO_FOLLOWER;
        return m->arg1 <= kept_at(g, 0, s->player, s->arg) ? CIT_OK : CIT_ERR_NO_FOLLOWER;
    case CIT_DECIDE_COUNT_QUARTER:
        if (m->arg0 == CIT_QUARTER_NONE) return m->rot ? CIT_ERR_BAD_SPOT : CIT_OK;
        if (m->arg0 >= CIT_QUARTERS || (m->rot & (m->rot - 1))) return CIT_ERR_BAD_SPOT; /* one figure */
        /* (a kind not in the game: no such figure, so none in supply) */
        if (m->rot && figure_follower_kept(g, __builtin_ctz(m->rot)) &&
            !figure_may_enter(g, __builtin_ctz(m->rot) + 1, m->arg0))
            return CIT_ERR_BAD_SPOT;
        return may_send(g, s->player, m->rot, m->arg0) ? CIT_OK : CIT_ERR_NO_FOLLOWER;
    case CIT_DECIDE_COUNT_MOVE:
        if (m->arg0 == CIT_QUARTER_NONE) return CIT_OK;
        return m->arg0 < CIT_QUARTERS && m->arg0 != count_of(g)->at ? CIT_OK : CIT_ERR_BAD_SPOT;
    default:
        return CIT_ERR_WRONG_DECISION;
    }
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    cit_event ev = {0};
    ev.player = s->player;
    ev.quarter = m->arg0;
    if (s->decision == CIT_DECIDE_COUNT_DEPLOY) {
        int figures = m->arg1 + __builtin_popcount(m->rot);
        if (!figures) return;
        turn_deploy(g, s->player, figures);
        count_of(g)->in[s->arg] = (uint8_t)(count_of(g)->in[s->arg] - figures);
        deploy_from(g, s->player, 0, s->arg, m->arg1);
        for (unsigned on = m->rot; on; on &= on - 1)
            deploy_from(g, s->player, __builtin_ctz(on) + 1, s->arg, 1);
        if (e->out) {
            ev = score_feature_event(g, g->item_root, CIT_EV_DEPLOY);
            ev.player = s->player;
            ev.quarter = m->arg0;
            ev.count = (uint8_t)figures;
            ev.rot = m->rot;
            emit(e, ev);
        }
    } else if (s->decision == CIT_DECIDE_COUNT_QUARTER) {
        if (m->arg0 == CIT_QUARTER_NONE) return;
        send_to(g, s->player, m->rot ? __builtin_ctz(m->rot) + 1 : 0, m->arg0);
        ev.rot = m->rot;
        ev.type = CIT_EV_QUARTER;
        emit(e, ev);
        /* then the same player may move the Count */
        decide_step next = {CIT_DECIDE_COUNT_MOVE, s->player, CIT_MODULE_COUNT, count_of(g)->at};
        turn_queue_front(g, next);
    } else if (s->decision == CIT_DECIDE_COUNT_MOVE) {
        if (m->arg0 == CIT_QUARTER_NONE) return;
        count_of(g)->at = m->arg0;
        ev.type = CIT_EV_COUNT_MOVE;
        emit(e, ev);
    }
}

static int list_followers(const cit_game *g, cit_follower *out, int n, int cap) {
    for (int q = 0; q < CIT_QUARTERS; q++) {
        int x = 0, y = 0;
        cit_game_quarter_cell(g, q, &x, &y);
        for (int p = 0; p < g->nplayers; p++)
            for (int k = kept_at(g, 0, p, q) + __builtin_popcount(kinds_at(g, p, q)); k > 0; k--, n++)
                if (n < cap) {
                    cit_follower f = {(uint8_t)p, (int8_t)x, (int8_t)y, CIT_SPOT_NONE, 0, CIT_AT_QUARTER, (uint8_t)q, 0, 0};
                    out[n] = f;
                }
    }
    return n;
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    if (s->decision == CIT_DECIDE_COUNT_DEPLOY) p->limit = (uint8_t)kept_at(g, 0, s->player, s->arg);
}

/* Where the Count stands (its followers in the quarters are listed as followers). */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    return (uint64_t)count_of(g)->at + 1;
}

/* ---- move text: "deploy Q N", "quarter Q|none", "count Q|stay" ------------------------ */

/* A quarter's name, or "none" (the word of a pass: `quarter none`) or the word given
   as `pass_word`. */
static int quarter_word(const char *w, size_t n, const char *pass_word, int *q) {
    if (strlen(pass_word) == n && memcmp(w, pass_word, n) == 0) {
        *q = CIT_QUARTER_NONE;
        return 1;
    }
    for (int i = 0; i < CIT_QUARTERS; i++) {
        const char *name = cit_quarter_name(i);
        if (strlen(name) == n && memcmp(w, name, n) == 0) {
            *q = i;
            return 1;
        }
    }
    return 0;
}


/* The follower kinds' words ("big", "mayor", "wagon"), in the kinds' order, after a
   deployment or a quarter: those figures' rot bits (a kind the game lacks: a bit past
   them, which no answer has). */
static int parse_figure_words(const cit_game *g, mt_cursor *c, cit_move *m) {
    int last = -1;
    for (;;) {
        mt_cursor peek = *c;
        const char *w;
        size_t n;
        if (!mt_word(&peek, &w, &n)) return 1;
        int i = figure_follower_named(g, w, n, NULL);
        if (i < 0) return 1;
        if (i < FIGURE_ABSENT && i <= last) return 0; /* each once, in the kinds' order */
        if (i < FIGURE_ABSENT) last = i;
        *c = peek;
        m->rot = (uint8_t)(m->rot | 1u << i);
    }
}

/* " big mayor wagon", as far as rot has them; 0 for a bit no declared kind has. */
static int figure_text(const cit_game *g, unsigned rot, char *out, size_t cap) {
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; rot >> i; i++) {
        if (!(rot >> i & 1)) continue;
        const char *w = figure_follower_word(g, i);
        if (!w) return 0;
        at += cit_fmt(out + at, cap - at, " %s", w);
    }
    return 1;
}

static size_t format_deploy(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    char figs[48];
    if (m->arg0 >= CIT_QUARTERS || !figure_text(g, m->rot, figs, sizeof figs)) return 0;
    return cit_fmt(buf, cap, "deploy %s %d%s", cit_quarter_name(m->arg0), m->arg1, figs);
}

static int parse_deploy(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int q, k;
    if (!mt_word(c, &w, &n) || !quarter_word(w, n, "", &q) || q == CIT_QUARTER_NONE) return 0;
    if (!mt_word(c, &w, &n) || !mt_number(w, w + n, 0, CIT_FOLLOWERS, &k)) return 0;
    m->arg0 = (uint8_t)q;
    m->arg1 = (uint8_t)k;
    return parse_figure_words(g, c, m);
}

static size_t format_quarter(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    char figs[48];
    if (m->arg0 >= CIT_QUARTERS && m->arg0 != CIT_QUARTER_NONE) return 0;
    if ((m->rot & (m->rot - 1)) || (m->rot && m->arg0 == CIT_QUARTER_NONE)) return 0;
    if (!figure_text(g, m->rot, figs, sizeof figs)) return 0;
    return cit_fmt(buf, cap, "quarter %s%s", cit_quarter_name(m->arg0), figs);
}

static int parse_quarter(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int q;
    if (!mt_word(c, &w, &n) || !quarter_word(w, n, "none", &q)) return 0;
    m->arg0 = (uint8_t)q;
    return q == CIT_QUARTER_NONE || (parse_figure_words(g, c, m) && !(m->rot & (m->rot - 1)));
}

static size_t format_count(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_QUARTERS && m->arg0 != CIT_QUARTER_NONE) return 0;
    return cit_fmt(buf, cap, "count %s", m->arg0 == CIT_QUARTER_NONE ? "stay" : cit_quarter_name(m->arg0));
}

static int parse_count(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int q;
    if (!mt_word(c, &w, &n) || !quarter_word(w, n, "stay", &q)) return 0;
    m->arg0 = (uint8_t)q;
    return 1;
}

static const move_verb verbs[] = {
    {"deploy", CIT_MOVE_COUNT_DEPLOY, format_deploy, parse_deploy},
    {"quarter", CIT_MOVE_COUNT_QUARTER, format_quarter, parse_quarter},
    {"count", CIT_MOVE_COUNT_MOVE, format_count, parse_count},
};

static const decision_name decision_names[] = {
    {CIT_DECIDE_COUNT_DEPLOY, "count_deploy"},
    {CIT_DECIDE_COUNT_QUARTER, "count_quarter"},
    {CIT_DECIDE_COUNT_MOVE, "count_move"},
};

/* The options it brings (rows of the options table). */
static const module_option count_options[] = {
    {CIT_OPT_COUNT, {"count", 0, 1, CIT_MODE_CLASSIC, 1, -1, CIT_OPT_FARMERS_OFF,
          CIT_N_("The Count of Carcassonne"),
          CIT_N_("Start from the City of Carcassonne; feed others' scores to send followers into its "
          "quarters, then deploy them into features as they are scored.")}},
    {CIT_OPT_COUNT_ALL_SCORINGS, {"count_all_scorings", 1, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_COUNT, -1,
          CIT_N_("Count: deploy at game end"),
          CIT_N_("Followers in Carcassonne may also join unfinished roads, cities and cloisters at "
          "final scoring.")}},
};

const rules_module count_module = {
    .name = "count",
    .id = CIT_MODULE_COUNT,
    .option = CIT_OPT_COUNT,
    .lays_start = 1, /* its city: so not with the River, which lays its spring */
    .options = count_options,
    .noptions = sizeof count_options / sizeof count_options[0],
    .state_size = sizeof(count_state),
    .keeps_followers = 1, /* the quarters' normal followers are records (figures.h, figure_normal_*) */
    .start_board = start_board,
    .setup = setup,
    .before_award = before_award,
    .after_award = after_award,
    .value = value,
    .final_wanted = final_wanted,
    .turn_end = turn_end,
    .list_followers = list_followers,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .view_hash = view_hash,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries -------------------------------------------------------------------------- */

int cit_game_quarter_followers(const cit_game *g, int quarter, int player) {
    if (!g || !(g->modules >> CIT_MODULE_COUNT & 1) || quarter < 0 || quarter >= CIT_QUARTERS ||
        player < 0 || player >= g->nplayers)
        return 0;
    int n = 0; /* the figures the core counts in supply (cit_game_supply): the big follower too */
    for (int c = 0; c <= g->nfollower_kinds; c++)
        if (!c || code_is_strong(g, c)) n += kept_at(g, c, player, quarter);
    return n;
}

int cit_game_quarter_figure(const cit_game *g, int player, int figure) {
    if (!g || !(g->modules >> CIT_MODULE_COUNT & 1) || player < 0 || player >= g->nplayers) return -1;
    if (figure < 1 || figure > g->nfollower_kinds) return -1;
    for (int q = 0; q < CIT_QUARTERS; q++)
        if (kept_at(g, figure, player, q)) return q;
    return -1;
}

int cit_game_count_quarter(const cit_game *g) {
    return g && (g->modules >> CIT_MODULE_COUNT & 1) ? count_of(g)->at : -1;
}

int cit_game_quarter_cell(const cit_game *g, int quarter, int *x, int *y) {
    if (!g || !(g->modules >> CIT_MODULE_COUNT & 1) || quarter < 0 || quarter >= CIT_QUARTERS) return 0;
    char want[24] = "quarter=";
    strcat(want, quarter_names[quarter]);
    const cit_tileset *ts = &g->cat->set;
    for (int t = 0; t < ts->ntiles; t++) {
        const cit_tile_def *d = &ts->tiles[t];
        if (!(d->flags & CIT_TF_COUNT_CITY) || !strstr(d->art, want)) continue;
        if (x) *x = BLOCK_X0 + d->pos_x;
        if (y) *y = BLOCK_Y0 + d->pos_y;
        return 1;
    }
    return 0;
}
