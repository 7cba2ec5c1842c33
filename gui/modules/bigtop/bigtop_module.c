/* Under the Big Top's entry in the GUI module table: the ringmaster as a special piece dragged
   from the supply box (its answer to the engine's "ringmaster" question) and as a follower kind
   others name; the acrobats' question in its dialog with the spaces lit on the board; the big
   top, its tokens and the pyramids on the board and in the side panel; the history's and
   hover's words, the results' rows, and the rules and lesson of its four switches. */
#include "modules/bigtop/bigtop_module.h"
#include "modules/bigtop/bigtop_acrobats.h"
#include "modules/bigtop/bigtop_text.h"
#include "modules/bigtop/bigtop_view.h"
#include "modules/bigtop/bigtop_motion.h"
#include "modules/bigtop/bigtop.h"
#include "scenes/game/figure_ask.h"
#include "scenes/game/game_state.h"
#include "scenes/game/place_words.h"
#include "app/i18n.h"

#include <stdio.h>

/* ---- the ringmaster as a special piece ---- */

static int ringmaster_kind(const cit_game *e) { return cit_game_follower_named(e, "ringmaster"); }

static int ringmaster_home(const cit_game *e, int player, int kind)
{
    (void)kind;
    int k = ringmaster_kind(e);
    return cit_game_setup(e)->opt.v[CIT_OPT_BIGTOP_RINGMASTER] && k && cit_game_follower_counted(e, player, k) == 0;
}

static const gui_figure_ask ringmaster_ask = {CIT_DECIDE_BIGTOP_RINGMASTER, CIT_MOVE_BIGTOP_RINGMASTER};

/* The spots the engine will offer the ringmaster once the tile lies as set up (no follower),
   after the acrobats' question before it was answered "none". */
static int ringmaster_spots(gui_game *g, int kind, int8_t *spots, int cap)
{
    (void)kind;
    return gui_figure_ask_spots(g, ringmaster_ask, 1, spots, cap);
}

static void ringmaster_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h,
                                    Uint8 alpha)
{
    (void)kind;
    (void)lying;
    bigtop_ringmaster_draw(ctx, gui_game_player_colour(ctx->game, player), cx, cy, h, alpha);
}

/* The figure questions after the placement, for the person's set-up: the acrobats' is "none"
   when the ringmaster was dragged (one figure a placement), else its dialog asks; the
   ringmaster's is its spot, or none. */
static int special_answer(const gui_game *g, int kind, int spot, cit_move *out)
{
    const cit_game *e = gui_game_engine(g);
    if (cit_game_pending(e).decision == CIT_DECIDE_BIGTOP_ACROBATS) {
        if (kind != 0 || cit_game_legal_moves(e, out, 1) < 1)
            return 0;
        return 1; /* "acrobat none", its first answer */
    }
    return gui_figure_ask_answer(g, ringmaster_ask, kind == 0, spot, out);
}

static const char *ringmaster_tip(int kind)
{
    (void)kind;
    return bigtop_tr(BT_TIP_RINGMASTER);
}

/* The ringmaster's bonus where it would stand: "Eva's ringmaster: +4 when scored". */
static int circus_tiles_around(const cit_game *e, int x, int y)
{
    const cit_tileset *ts = cit_game_tileset(e);
    int k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            cit_placed_tile pc[2];
            int n = cit_game_parts_at(e, x + dx, y + dy, pc);
            for (int i = 0; i < n; i++)
                k += pc[i].tile < ts->ntiles && (ts->tiles[pc[i].tile].flags & (CIT_TF_CIRCUS | CIT_TF_ACROBATS)) != 0;
        }
    return k;
}

/* "Anna's ringmaster: +4 when scored", or "your ringmaster" to the person at this screen. */
static void ringmaster_words(const cit_game *e, int player, int you, int x, int y, char *buf, size_t cap)
{
    char num[12];
    int pts = 2 * circus_tiles_around(e, x, y);
    snprintf(num, sizeof num, "%d", pts);
    gui_subst(buf, cap, bigtop_tr_n(you ? BT_HOVER_RINGMASTER_YOU : BT_HOVER_RINGMASTER, pts),
              cit_game_setup(e)->players[player].name, num, NULL);
}

static int special_note(const cit_game *preview, int player, int you, int kind, int x, int y, int spot, int half,
                        char *buf, size_t cap)
{
    (void)kind;
    (void)spot;
    (void)half;
    if (player < 0 || player >= cit_game_setup(preview)->nplayers)
        return 0;
    ringmaster_words(preview, player, you, x, y, buf, cap);
    return 1;
}

/* "Anna's ringmaster: +4 when scored" after the size of the feature it stands in. */
static int feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap)
{
    cit_feature_info here, there;
    int n = 0, k = 0, kind = ringmaster_kind(e);
    buf[0] = 0;
    if (!kind || !cit_game_feature(e, x, y, spot, half, &here, NULL, 0, &n))
        return 0;
    cit_follower f[64];
    int nf = cit_game_followers(e, f, 64);
    for (int i = 0; i < nf && i < 64; i++) {
        if (f[i].where != CIT_AT_PART || f[i].figure != kind ||
            !cit_game_feature(e, f[i].x, f[i].y, f[i].spot, f[i].half, &there, NULL, 0, &n) || there.id != here.id)
            continue;
        char one[96];
        ringmaster_words(e, f[i].player, f[i].player == you, f[i].x, f[i].y, one, sizeof one);
        if (k++)
            SDL_strlcat(buf, ", ", cap);
        SDL_strlcat(buf, one, cap);
    }
    return k > 0;
}

/* The turn hint while the ringmaster may go on the tile just put, or the acrobats' question
   will follow End turn. */
static const char *hint(const gui_module_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || g->spot != CIT_SPOT_NONE || !gui_module_ctx_seat_here(ctx, g->pend.player))
        return NULL;
    int8_t sp[CIT_MAX_TILE_FEATURES];
    cit_move mv[4];
    if (gui_game_figure_answers(g, CIT_DECIDE_BIGTOP_ACROBATS, mv, 4) > 1)
        return bigtop_tr(BT_HINT_ACROBATS);
    return gui_game_special_spots(g, CIT_MODULE_BIGTOP, 0, sp, (int)sizeof sp) > 0 ? bigtop_tr(BT_HINT_RINGMASTER) : NULL;
}

static int hint_words(const gui_module_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap)
{
    (void)ctx;
    if (m->type != CIT_MOVE_BIGTOP_RINGMASTER)
        return 0; /* the acrobats' answers: the core's "Hint: " and the move's words */
    bigtop_text_id id = m->arg0 ? (then ? BT_HINT_THEN_FIGURE : BT_HINT_FIGURE) : (then ? BT_HINT_THEN_NONE : BT_HINT_NONE);
    SDL_strlcpy(buf, bigtop_tr(id), cap);
    return 1;
}

static const char *key_help(const gui_module_ctx *ctx)
{
    return ctx->pend && ctx->pend->module == CIT_MODULE_BIGTOP && ctx->pend->decision == CIT_DECIDE_BIGTOP_ACROBATS
               ? bigtop_tr(BT_ACRO_KEYS)
               : NULL;
}

/* The acrobats' question in its dialog; the ringmaster's (asked in a dialog only when no drag
   set it up: a save loaded there) in the list of its answers. */
static int decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    if (ctx->pend->decision == CIT_DECIDE_BIGTOP_ACROBATS)
        return bigtop_acrobats_dialog(ctx, chosen, fresh);
    return gui_module_ctx_decide_list(ctx, chosen, 0);
}

/* A hint's ringmaster see-through on its spot (of the hint's placement, or of the tile just laid). */
static int ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                        float *px, float *py, float *pr)
{
    (void)pr;
    if (m->type != CIT_MOVE_BIGTOP_RINGMASTER || !m->arg0 || m->spot < 0)
        return 0;
    cit_placed_tile t = {0};
    if (after) {
        t.tile = after->tile, t.rot = after->rot, t.x = after->x, t.y = after->y;
    } else {
        const cit_game *e = gui_game_engine(ctx->game);
        cit_pending pd = cit_game_pending(e);
        cit_placed_tile pc[2];
        if (cit_game_parts_at(e, pd.x, pd.y, pc) <= pd.half)
            return 0;
        t = pc[pd.half];
    }
    if (t.tile >= ctx->tiles->ntiles || m->spot >= ctx->tiles->tiles[t.tile].nfeat)
        return 0;
    gui_module_ctx_board_anchor_px(ctx, t.tile, m->spot, t.rot, t.x, t.y, px, py);
    bigtop_ringmaster_draw(ctx, gui_game_player_colour(ctx->game, player), *px, *py,
                           gui_module_ctx_board_follower_h(ctx, NULL), alpha);
    return 1;
}

/* ---- moves and events in words ---- */

static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char num[24];
    switch (m->type) {
    case CIT_MOVE_BIGTOP_RINGMASTER:
        snprintf(num, sizeof num, "%d", m->spot + 1);
        gui_subst(buf, cap, bigtop_tr(m->arg0 ? BT_MV_RING : BT_MV_RING_NONE), num, NULL, NULL);
        return 1;
    case CIT_MOVE_BIGTOP_ACROBAT:
    case CIT_MOVE_BIGTOP_PYRAMID: {
        char where[96]; /* in words, as the history and the other hints say a place */
        gui_where_words(g, m->x, m->y, where, sizeof where);
        if (!where[0]) /* the start itself: no acrobat space lies there, but say something */
            snprintf(where, sizeof where, "%d,%d", m->x, m->y);
        gui_subst(buf, cap,
                  bigtop_tr(m->type == CIT_MOVE_BIGTOP_PYRAMID ? BT_MV_PYRAMID : m->arg0 ? BT_MV_ACRO : BT_MV_ACRO_NONE),
                  where, NULL, NULL);
        return 1;
    }
    default:
        return 0;
    }
}

/* Scoring a pyramid gets a line of its own (its points and the followers home follow). */
static int move_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf, size_t cap,
                     gui_log_ref *ref)
{
    (void)before;
    (void)ref;
    if (m->type != CIT_MOVE_BIGTOP_PYRAMID)
        return 0;
    gui_subst(buf, cap, gui_word_seat(&bigtop_text[BT_HIST_PYRAMID], gui_game_is_you(g, player)),
              gui_game_player_name(g, player), NULL, NULL);
    return 1;
}

static int score_line(gui_game *g, const cit_event *e, char *buf, size_t cap, gui_log_ref *ref)
{
    static const bigtop_text_id ids[3] = {BT_HIST_CIRCUS, BT_HIST_ACRO_SCORE, BT_HIST_RING_SCORE};
    static const bigtop_text_id what[3] = {BT_WHAT_CIRCUS, BT_WHAT_ACROBATS, BT_FIG_RING};
    int k = e->reason - CIT_SCORE_BIGTOP_CIRCUS;
    if (k < 0 || k > 2)
        return 0;
    char num[12];
    snprintf(num, sizeof num, "%d", e->points);
    if (gui_game_is_you(g, e->player)) /* "You score 6 points · big top"; the others' tally as before */
        gui_score_line(g, e->player, e->points, bigtop_tr(what[k]), buf, cap);
    else
        gui_subst(buf, cap, bigtop_tr(ids[k]), gui_game_player_name(g, e->player), num, NULL);
    if (k == 2)
        gui_log_ref_feature(ref, e);
    ref->scorer = (int8_t)(e->player + 1);
    return 1;
}

static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap, gui_log_ref *ref)
{
    (void)before;
    const char *who = gui_game_player_name(g, e->player);
    char num[12], animal[48];
    snprintf(num, sizeof num, "%d", e->type == CIT_EV_BIGTOP_TOKEN ? e->points : e->count);
    switch (e->type) {
    case CIT_EV_BIGTOP_MOVE:
        SDL_strlcpy(buf, bigtop_tr(BT_HIST_MOVE), cap);
        return 1;
    case CIT_EV_BIGTOP_TOKEN: /* a notice too: the animal turned is news to everyone */
        SDL_strlcpy(animal, e->count < CIT_BIGTOP_ANIMALS ? bigtop_tr((bigtop_text_id)(BT_ANIMAL_0 + e->count)) : "?",
                    sizeof animal);
        gui_subst(buf, cap, bigtop_tr_n(BT_HIST_TOKEN, e->points), animal, num, NULL);
        return 2;
    case CIT_EV_BIGTOP_ACROBAT:
        gui_subst(buf, cap, gui_word_seat(&bigtop_text[BT_HIST_ACROBAT], gui_game_is_you(g, e->player)), who, num, NULL);
        return 1;
    case CIT_EV_BIGTOP_HOME:
        gui_subst(buf, cap, bigtop_tr_n(gui_game_is_you(g, e->player) ? BT_HIST_HOME_YOU : BT_HIST_HOME, e->count), who,
                  num, NULL);
        return 1;
    case CIT_EV_BIGTOP_RINGMASTER:
        gui_subst(buf, cap, gui_word_seat(&bigtop_text[BT_HIST_RINGMASTER], gui_game_is_you(g, e->player)), who, NULL, NULL);
        gui_log_ref_feature(ref, e);
        return 1;
    case CIT_EV_SCORE:
        return score_line(g, e, buf, cap, ref);
    default:
        return 0;
    }
}

/* ---- results and the final scoring ---- */

/* The big top's, the acrobats' and the ringmasters' points get rows of their own (out of
   Other, where the engine counts them). */
static int tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer)
{
    (void)after;
    (void)payer;
    int k = e->reason - CIT_SCORE_BIGTOP_CIRCUS;
    if (e->type != CIT_EV_SCORE || k < 0 || k > 2)
        return 0;
    *row = k;
    *taken = CIT_CAT_OTHER;
    return 1;
}

static int tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                     size_t ccap)
{
    (void)count;
    static const int option[3] = {CIT_OPT_BIGTOP_CIRCUS, CIT_OPT_BIGTOP_ACROBATS, CIT_OPT_BIGTOP_RINGMASTER};
    static const bigtop_text_id name[3] = {BT_RESULT_CIRCUS, BT_RESULT_ACROBATS, BT_RESULT_RINGMASTER};
    if (row < 0 || row > 2 || !cit_game_setup(e)->opt.v[option[row]])
        return 0;
    SDL_strlcpy(label, bigtop_tr(name[row]), lcap);
    snprintf(cell, ccap, "%d", points);
    return 1;
}

/* Its step kinds in the final scoring (the Abbey's barns -40, the Inns' -30, ...). */
enum { STEP_ACROBATS = -50, STEP_BIGTOP = -51 };

static int final_event(const cit_event *e, int *kind)
{
    if (e->type != CIT_EV_SCORE || (e->reason != CIT_SCORE_BIGTOP_CIRCUS && e->reason != CIT_SCORE_BIGTOP_ACROBATS))
        return 0;
    *kind = e->reason == CIT_SCORE_BIGTOP_CIRCUS ? STEP_BIGTOP : STEP_ACROBATS;
    return 1;
}

static const char *final_name(int kind)
{
    return kind == STEP_BIGTOP ? bigtop_tr(BT_RESULT_CIRCUS) : kind == STEP_ACROBATS ? bigtop_tr(BT_RESULT_ACROBATS) : NULL;
}

/* ---- rules ---- */

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BIGTOP] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return bigtop_tr(BT_RULES);
}

static const char *rules_part(const cit_options *o, int option, bigtop_text_id id, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BIGTOP] && o->v[option] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return bigtop_tr(id);
}

static const char *rules_circus(const cit_options *o, const char **on_line)
{
    return rules_part(o, CIT_OPT_BIGTOP_CIRCUS, BT_RULES_CIRCUS, on_line);
}

static const char *rules_acrobats(const cit_options *o, const char **on_line)
{
    return rules_part(o, CIT_OPT_BIGTOP_ACROBATS, BT_RULES_ACROBATS, on_line);
}

static const char *rules_ringmaster(const cit_options *o, const char **on_line)
{
    return rules_part(o, CIT_OPT_BIGTOP_RINGMASTER, BT_RULES_RINGMASTER, on_line);
}

static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? bigtop_tr((bigtop_text_id)(BT_LESSON_1 + screen)) : NULL;
}

/* The ringmaster as others show it (gui_figure_of): a tower's prisoner, the portal's choice. */
static void ringmaster_figure_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    bigtop_ringmaster_draw(ctx, colour, cx, cy, h, alpha);
}

static const char *ringmaster_name(int form) { return bigtop_tr((bigtop_text_id)(BT_FIG_RING + form)); }

static const gui_figure figures[] = {
    {.word = "ringmaster", .draw = ringmaster_figure_draw, .name = ringmaster_name, .key = SDLK_r, .board_scale = 1.1f,
     .board_draw = 1},
};

static const char *const special_figures[1] = {"ringmaster"};

const gui_module gui_bigtop_module = {
    .module = CIT_MODULE_BIGTOP,
    .state_size = sizeof(gui_bigtop_state),
    .sound = bigtop_sound,
    .move_words = move_words,
    .move_line = move_line,
    .event_line = event_line,
    .draw_under = bigtop_draw_under,
    .draw_over = bigtop_draw_over,
    .ghost_answer = ghost_answer,
    .pieces = bigtop_pieces,
    .panel = bigtop_panel,
    .hint = hint,
    .key_help = key_help,
    .nspecial = 1,
    .special_home = ringmaster_home,
    .special_spots = ringmaster_spots,
    .special_draw = ringmaster_special_draw,
    .special_answer = special_answer,
    .special_figures = special_figures,
    .special_note = special_note,
    .special_tip = ringmaster_tip,
    .decide = decide,
    .hint_words = hint_words,
    .feature_more = feature_more,
    .figures = figures,
    .nfigures = 1,
    .tally = tally,
    .tally_row = tally_row,
    .final_event = final_event,
    .final_name = final_name,
    .words = bigtop_text,
    .nwords = BT_NWORDS,
    .option = CIT_OPT_BIGTOP,
    .rules = rules,
    .rules_diagram = bigtop_diagram,
    .lesson = lesson,
};

/* The three parts' own switches: entries with no hooks but their option and rules, so the
   new-game screen offers them under Under the Big Top (ticked with it) and the rules screen
   gives each a block. */
const gui_module gui_circus_module = {.module = CIT_MODULE_BIGTOP, .option = CIT_OPT_BIGTOP_CIRCUS, .rules = rules_circus};
const gui_module gui_acrobats_module = {.module = CIT_MODULE_BIGTOP, .option = CIT_OPT_BIGTOP_ACROBATS,
                                        .rules = rules_acrobats};
const gui_module gui_ringmaster_module = {.module = CIT_MODULE_BIGTOP, .option = CIT_OPT_BIGTOP_RINGMASTER,
                                          .rules = rules_ringmaster};
