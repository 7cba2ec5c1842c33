/* The Count of Carcassonne (RULES.md §3): the City of Carcassonne, its quarters and the Count. */
#include "rules.h"
#include "mod_count.h"
#include "modules/inns/mod_inns.h" /* the big follower may go to a quarter (RULES.md §6) */

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

/* Before majorities: every player with followers in the matching quarter may send any
   of them in, starting left of the player who triggered the scoring, that player last
   (at the end: whoever placed the last tile). */
static void before_award(cit_game *g, uint16_t root, int final) {
    int kind = g->nodes[root].kind;
    if (!quarter_open(g, kind, final)) return;
    int q = count_quarter_for_kind(kind);
    for (int k = 1; k <= g->nplayers; k++) {
        int p = (g->placer + k) % g->nplayers;
        if (count_of(g)->followers[q][p]) {
            decide_step s = {CIT_DECIDE_COUNT_DEPLOY, (uint8_t)p, CIT_MODULE_COUNT, (uint8_t)q};
            turn_queue_back(g, s);
        }
    }
}

int count_touches_the_city(const cit_game *g, uint16_t root) {
    uint16_t n = root;
    do {
        const piece *p = &g->pieces[g->nodes[n].piece];
        if (g->cat->set.tiles[p->tile].flags & CIT_TF_COUNT_CITY) return 1;
        n = g->nodes[n].next;
    } while (n != root);
    return 0;
}

/* The City of Carcassonne counts as one more completed city for every field touching it. */
static int value(const cit_game *g, uint16_t root, int final, int value) {
    if (final && g->nodes[root].kind == CIT_FEAT_FIELD && count_touches_the_city(g, root)) value += 3;
    return value;
}

/* A feature nobody stands on is still visited if someone could deploy into it and it is
   worth something. */
static int final_wanted(const cit_game *g, uint16_t root) {
    int kind = g->nodes[root].kind;
    if (!quarter_open(g, kind, 1)) return 0;
    int q = count_quarter_for_kind(kind), any = 0;
    for (int p = 0; p < g->nplayers; p++) any |= count_of(g)->followers[q][p];
    return any && turn_feature_value(g, root, 1) > 0;
}

/* The trigger: the turn's scorings paid someone else and not the placer. */
static void turn_end(cit_game *g, emitter *e) {
    (void)e;
    if (!g->scored_other || g->scored_self || !g->supply[g->placer]) return;
    decide_step s = {CIT_DECIDE_COUNT_QUARTER, g->placer, CIT_MODULE_COUNT, 0};
    turn_queue_back(g, s);
}

/* Player's figures in quarter q other than the big follower (Inns & Cathedrals). */
static int normal_in(const cit_game *g, int q, int p) {
    return count_of(g)->followers[q][p] - (inns_big_away(g, p) == q);
}

/* A normal follower of player's in supply (the supply the core counts may hold the big
   one too). */
static int normal_free(const cit_game *g, int p) { return g->supply[p] > inns_big_free(g, p); }

#define MAX_ANSWERS (2 * (CIT_FOLLOWERS + 2))

/* The "no" answer comes first in every list (final-scoring projections take it); the
   answers with the big follower (rot 1) follow those without it. */
static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    cit_move all[MAX_ANSWERS];
    int n = 0;
    switch (s->decision) {
    case CIT_DECIDE_COUNT_DEPLOY: {
        int big = inns_big_away(g, s->player) == s->arg, normal = normal_in(g, s->arg, s->player);
        for (int b = 0; b <= big; b++)
            for (int k = 0; k <= normal; k++) {
                all[n] = decision_move(CIT_MOVE_COUNT_DEPLOY, s->arg, k);
                all[n++].rot = (uint8_t)b;
            }
        break;
    }
    case CIT_DECIDE_COUNT_QUARTER:
        all[n++] = decision_move(CIT_MOVE_COUNT_QUARTER, CIT_QUARTER_NONE, 0);
        for (int b = !normal_free(g, s->player); b <= inns_big_free(g, s->player); b++)
            for (int q = 0; q < CIT_QUARTERS; q++) {
                all[n] = decision_move(CIT_MOVE_COUNT_QUARTER, q, 0);
                all[n++].rot = (uint8_t)b;
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

/* A decision move carries only its arguments (and the big follower's rot where it may):
   anything else set is not that move (so every legal move has exactly one form, as
   listed). */
static int canonical(const cit_move *m, int uses_arg1, int uses_rot) {
    return m->tile == 0 && m->x == 0 && m->y == 0 && m->rot <= uses_rot && m->spot == CIT_SPOT_NONE &&
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
    if (!canonical(m, s->decision == CIT_DECIDE_COUNT_DEPLOY, s->decision != CIT_DECIDE_COUNT_MOVE))
        return CIT_ERR_BAD_SPOT;
    switch (s->decision) {
    case CIT_DECIDE_COUNT_DEPLOY:
        if (m->arg0 != s->arg) return CIT_ERR_BAD_SPOT;
        if (m->rot && inns_big_away(g, s->player) != s->arg) return CIT_ERR_NO_FOLLOWER;
        return m->arg1 <= normal_in(g, s->arg, s->player) ? CIT_OK : CIT_ERR_NO_FOLLOWER;
    case CIT_DECIDE_COUNT_QUARTER:
        if (m->arg0 == CIT_QUARTER_NONE) return m->rot ? CIT_ERR_BAD_SPOT : CIT_OK;
        if (m->arg0 >= CIT_QUARTERS) return CIT_ERR_BAD_SPOT;
        return (m->rot ? inns_big_free(g, s->player) : normal_free(g, s->player)) ? CIT_OK : CIT_ERR_NO_FOLLOWER;
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
        int figures = m->arg1 + m->rot; /* the big follower is one figure that counts two */
        if (!figures) return;
        count_of(g)->followers[s->arg][s->player] = (uint8_t)(count_of(g)->followers[s->arg][s->player] - figures);
        turn_deploy(g, s->player, figures);
        if (m->rot) inns_big_deploy(g, s->player);
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
        g->supply[s->player]--;
        count_of(g)->followers[m->arg0][s->player]++;
        if (m->rot) inns_big_send_away(g, s->player, m->arg0);
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
            for (int k = 0; k < count_of(g)->followers[q][p]; k++, n++)
                if (n < cap) {
                    cit_follower f = {(uint8_t)p, (int8_t)x, (int8_t)y, CIT_SPOT_NONE, 0, CIT_AT_QUARTER, (uint8_t)q, 0};
                    out[n] = f;
                }
    }
    return n;
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    if (s->decision == CIT_DECIDE_COUNT_DEPLOY) p->limit = (uint8_t)normal_in(g, s->arg, s->player);
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


/* The word "big" after a deployment or a quarter: the big follower (rot 1). */
static int parse_big_word(mt_cursor *c, cit_move *m) {
    mt_cursor peek = *c;
    const char *w;
    size_t n;
    if (mt_word(&peek, &w, &n) && mt_word_is(w, n, "big")) {
        *c = peek;
        m->rot = 1;
    }
    return 1;
}

static size_t format_deploy(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_QUARTERS || m->rot > 1) return 0;
    return cit_fmt(buf, cap, "deploy %s %d%s", cit_quarter_name(m->arg0), m->arg1, m->rot ? " big" : "");
}

static int parse_deploy(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int q, k;
    if (!mt_word(c, &w, &n) || !quarter_word(w, n, "", &q) || q == CIT_QUARTER_NONE) return 0;
    if (!mt_word(c, &w, &n) || !mt_number(w, w + n, 0, CIT_FOLLOWERS, &k)) return 0;
    m->arg0 = (uint8_t)q;
    m->arg1 = (uint8_t)k;
    return parse_big_word(c, m);
}

static size_t format_quarter(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_QUARTERS && m->arg0 != CIT_QUARTER_NONE) return 0;
    if (m->rot > 1 || (m->rot && m->arg0 == CIT_QUARTER_NONE)) return 0;
    return cit_fmt(buf, cap, "quarter %s%s", cit_quarter_name(m->arg0), m->rot ? " big" : "");
}

static int parse_quarter(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int q;
    if (!mt_word(c, &w, &n) || !quarter_word(w, n, "none", &q)) return 0;
    m->arg0 = (uint8_t)q;
    return q == CIT_QUARTER_NONE || parse_big_word(c, m);
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
          "The Count of Carcassonne", "Hrabě z Carcassonne",
          "Start from the City of Carcassonne; feed others' scores to send followers into its "
          "quarters, then deploy them into features as they are scored.",
          "Začíná se městem Carcassonne; kdo přinese body jen soupeřům, pošle figurku do jeho "
          "čtvrti a odtud ji později nasadí do bodovaného území."}},
    {CIT_OPT_COUNT_ALL_SCORINGS, {"count_all_scorings", 1, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_COUNT, -1,
          "Count: deploy at the end too", "Hrabě: nasazovat i na konci",
          "Followers in Carcassonne may also join unfinished roads, cities and cloisters at "
          "final scoring.",
          "Figurky z Carcassonne lze nasadit i do nedokončených cest, měst a klášterů při "
          "závěrečném bodování."}},
};

const rules_module count_module = {
    .name = "count",
    .id = CIT_MODULE_COUNT,
    .option = CIT_OPT_COUNT,
    .options = count_options,
    .noptions = sizeof count_options / sizeof count_options[0],
    .state_size = sizeof(count_state),
    .start_board = start_board,
    .setup = setup,
    .before_award = before_award,
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
    return count_of(g)->followers[quarter][player];
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
