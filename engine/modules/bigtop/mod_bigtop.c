/* Under the Big Top (RULES.md §13): its rules table, the figure questions after a placement
   and the queries. The circus: circus.c; acrobats and pyramids: acrobats.c; the
   ringmaster: ringmaster.c. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_bigtop.h"
#include "tileset.h"

#include <string.h>

/*
 * How it runs (docs/rules-decisions.md, "Under the Big Top"):
 *   box:          the 20 tiles join the land stack;
 *   after_place:  a circus tile is noted; with the placement's figure still to give, the
 *                 acrobats' question, then the ringmaster's (figure questions: one
 *                 figure a placement, a "none" passes to the next);
 *   after_award:  the ringmasters in the scored feature pay their bonus;
 *   turn_end:     a ringmaster a barn is about to score pays its bonus (ringmaster.c),
 *                 the big top is scored and moves (circus.c);
 *   final_end:    every acrobat scores 5, then the big top once more;
 *   eaten:        the dragon's cell sends its acrobats home.
 */

static void bigtop_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (s->opt.v[CIT_OPT_BIGTOP]) box_add_set(cat, "bigtop", box, n);
}

/* The flag bit + 1 of a tile word another module registers, or 0. */
static uint8_t word_bit(const char *word) {
    const cit_tile_word *w = cit_tile_word_find(CIT_WORD_TILE, word, strlen(word));
    return (uint8_t)(w && w->value ? __builtin_ctz(w->value) + 1 : 0);
}

static void setup(cit_game *g) {
    bigtop_of(g)->portal_bit = word_bit("portal");
    circus_setup(g);
}

/* Whether a figure question of this module is still queued (the other one's answer was
   "none"): the piece it is about is kept until the last is answered. */
static int question_queued(const cit_game *g) {
    for (int i = 0; i < g->nqueue; i++)
        if (g->queue[i].module == CIT_MODULE_BIGTOP) return 1;
    return 0;
}

static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    ringmaster_sync(g);
    circus_after_place(g, pi);
    if (!turn_figure_open(g, pi)) return;
    int p = g->placer, acro = acrobats_offered(g, p, pi), ring = ringmaster_offered(g, p, pi);
    if (!acro && !ring) return;
    bigtop_state *b = bigtop_of(g);
    bigtop_set_piece(&b->asking_lo, &b->asking_hi, pi);
    if (acro) turn_queue_back(g, (decide_step){CIT_DECIDE_BIGTOP_ACROBATS, (uint8_t)p, CIT_MODULE_BIGTOP, 0});
    if (ring) turn_queue_back(g, (decide_step){CIT_DECIDE_BIGTOP_RINGMASTER, (uint8_t)p, CIT_MODULE_BIGTOP, 0});
}

static void forget_piece(cit_game *g) {
    bigtop_state *b = bigtop_of(g);
    b->asking_lo = b->asking_hi = 0; /* equal positions hash alike */
}

static void figure_withdrawn(cit_game *g, const decide_step *s) {
    (void)s;
    if (!question_queued(g)) forget_piece(g);
}

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_BIGTOP_RINGMASTER) return ringmaster_legal(g, s, out, cap);
    return acrobats_legal(g, s, out, cap);
}

enum { MAX_ANSWERS = 1 + 9 + CIT_MAX_TILE_FEATURES };

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (s->decision == CIT_DECIDE_BIGTOP_RINGMASTER) return ringmaster_check(g, s, m);
    if (m->type != CIT_MOVE_BIGTOP_ACROBAT && m->type != CIT_MOVE_BIGTOP_PYRAMID) return CIT_ERR_WRONG_DECISION;
    cit_move all[MAX_ANSWERS];
    int n = acrobats_legal(g, s, all, MAX_ANSWERS);
    for (int i = 0; i < n && i < MAX_ANSWERS; i++)
        if (!memcmp(&all[i], m, sizeof *m)) return CIT_OK;
    return CIT_ERR_MODULE_RULE;
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (s->decision == CIT_DECIDE_BIGTOP_RINGMASTER) ringmaster_apply(g, s, m, e);
    else acrobats_apply(g, s, m, e);
    if (!question_queued(g)) forget_piece(g);
}

static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    return s->decision == CIT_DECIDE_BIGTOP_ACROBATS ? acrobats_playout(g, s, rng, out) : 0;
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    (void)s;
    const bigtop_state *b = bigtop_of(g);
    int pi = bigtop_piece(b->asking_lo, b->asking_hi);
    p->spot = CIT_SPOT_NONE;
    if (pi < 0) return;
    p->x = g->pieces[pi].x;
    p->y = g->pieces[pi].y;
    p->half = piece_half(g, pi);
}

static void after_award(cit_game *g, uint16_t root, int final, emitter *e) { ringmaster_after_award(g, root, final, e); }

static void turn_end(cit_game *g, emitter *e) {
    ringmaster_sync(g);
    ringmaster_barn_scoring(g, e);
    circus_turn_end(g, e);
}

/* A ringmaster another rule sent home outside an award (a barn's scoring, at a turn's end
   after this module's) is back in its own supply when the next turn opens, or before the
   end's scorings. */
static void turn_open(cit_game *g, emitter *e) {
    (void)e;
    ringmaster_sync(g);
}

static void final_begin(cit_game *g, emitter *e) {
    (void)e;
    ringmaster_sync(g);
}

static void final_end(cit_game *g, emitter *e) {
    acrobats_final(g, e);
    circus_final(g, e);
}

static void figures_home(cit_game *g) { ringmaster_sync(g); }

static void figures_eaten(cit_game *g, int x, int y, uint8_t *eaten) { acrobats_eaten(g, x, y, eaten); }

static int list_followers(const cit_game *g, cit_follower *out, int n, int cap) { return acrobats_list(g, out, n, cap); }

/* Everything here is public: the big top's cell, the tokens not turned yet (each turned
   one was seen), the piece a question is about. No face-down token is kept (circus.c). */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    const uint8_t *b = (const uint8_t *)bigtop_of(g);
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < sizeof(bigtop_state); i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

/* ---- queries ---- */

static int running(const cit_game *g) { return g && (g->modules >> CIT_MODULE_BIGTOP & 1); }

int cit_game_bigtop_at(const cit_game *g, int *x, int *y) {
    if (!running(g)) return 0;
    const bigtop_state *b = bigtop_of(g);
    int top = bigtop_piece(b->top_lo, b->top_hi);
    if (top < 0) return 0;
    if (x) *x = g->pieces[top].x;
    if (y) *y = g->pieces[top].y;
    return 1;
}

int cit_game_bigtop_tokens(const cit_game *g, int animal) {
    if (!running(g) || !bigtop_option(g, CIT_OPT_BIGTOP_CIRCUS) || animal < 0 || animal >= CIT_BIGTOP_ANIMALS) return -1;
    return bigtop_of(g)->pool[animal];
}

int cit_game_bigtop_acrobats(const cit_game *g, int x, int y, int player) {
    if (!running(g) || player < -1 || player >= g->nplayers) return 0;
    int pi = cell_piece_at(g, x, y);
    return pi ? acrobats_on(g, pi - 1, player) : 0;
}

/* ---- the table ------------------------------------------------------------------------- */

static const move_verb verbs[] = {{"acrobat", CIT_MOVE_BIGTOP_ACROBAT, acrobat_format, acrobat_parse},
                                  {"pyramid", CIT_MOVE_BIGTOP_PYRAMID, pyramid_format, pyramid_parse},
                                  {"ringmaster", CIT_MOVE_BIGTOP_RINGMASTER, ringmaster_format, ringmaster_parse}};
static const decision_name decision_names[] = {{CIT_DECIDE_BIGTOP_ACROBATS, "acrobats"},
                                               {CIT_DECIDE_BIGTOP_RINGMASTER, "ringmaster"}};
static const event_name event_names[] = {
    {CIT_EV_BIGTOP_MOVE, "bigtop_move"},       {CIT_EV_BIGTOP_TOKEN, "bigtop_token"},
    {CIT_EV_BIGTOP_ACROBAT, "bigtop_acrobat"}, {CIT_EV_BIGTOP_HOME, "bigtop_home"},
    {CIT_EV_BIGTOP_RINGMASTER, "bigtop_ringmaster"}};

/* The ringmaster: a follower of strength 1 on roads, cities, cloisters and fields (never an
   acrobat space: that is no feature). */
static const figure_kind bigtop_kinds[1] = {
    {"ringmaster", CIT_OPT_BIGTOP_RINGMASTER, 1, 1, FK_FOLLOWER,
     1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY | 1u << CIT_FEAT_CLOISTER | 1u << CIT_FEAT_FIELD, "ringmaster", NULL}};

/* Its labels are the new-game screen's words: marked for the window's catalogues (CIT_N_). */
static const module_option bigtop_options[] = {
    {CIT_OPT_BIGTOP, {"bigtop", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1, CIT_N_("Under the Big Top"),
          CIT_N_("20 more tiles: circus tiles move the big top, which pays its animal for every follower "
                 "around it; acrobat tiles hold pyramids of followers.")}},
    {CIT_OPT_BIGTOP_CIRCUS, {"circus", 1, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_BIGTOP, -1, CIT_N_("Big Top: the circus"),
          CIT_N_("Each circus tile moves the big top; where it stood, its animal pays every follower around it.")}},
    {CIT_OPT_BIGTOP_ACROBATS, {"acrobats", 1, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_BIGTOP, -1, CIT_N_("Big Top: acrobats"),
          CIT_N_("Followers climb acrobat spaces; a pyramid of three scores 5 each, and every acrobat 5 at the end.")}},
    {CIT_OPT_BIGTOP_RINGMASTER, {"ringmaster", 1, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_BIGTOP, -1, CIT_N_("Big Top: ringmaster"),
          CIT_N_("Every player has a ringmaster: 2 points for each circus and acrobat tile around it when "
                 "its feature scores.")}},
};

const rules_module bigtop_module = {
    .name = "bigtop",
    .id = CIT_MODULE_BIGTOP,
    .option = CIT_OPT_BIGTOP,
    .options = bigtop_options,
    .noptions = sizeof bigtop_options / sizeof bigtop_options[0],
    .state_size = sizeof(bigtop_state),
    .box = bigtop_box,
    .setup = setup,
    .after_place = after_place,
    .after_award = after_award,
    .turn_open = turn_open,
    .turn_end = turn_end,
    .final_begin = final_begin,
    .final_end = final_end,
    .figures_home = figures_home,
    .figures_eaten = figures_eaten,
    .piece_held = acrobats_hold_piece,
    .kept_cell = acrobats_cell,
    .kept_word = "acrobats", /* a tower captures them (decision 8b): "capture X,Y acrobats P" */
    .figure_kinds = bigtop_kinds,
    .nfigure_kinds = 1,
    .keeps_followers = 1, /* the acrobats are normal records kept on their spaces */
    .list_followers = list_followers,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .figure_decisions = 1u << (CIT_DECIDE_BIGTOP_ACROBATS - CIT_MODULE_IDS(CIT_MODULE_BIGTOP)) |
                        1u << (CIT_DECIDE_BIGTOP_RINGMASTER - CIT_MODULE_IDS(CIT_MODULE_BIGTOP)),
    .figure_withdrawn = figure_withdrawn,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
    .playout = playout,
    .view_hash = view_hash,
    .event_names = event_names,
    .nevent_names = sizeof event_names / sizeof event_names[0],
};
