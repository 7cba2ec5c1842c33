/* Hills & Sheep's entry in the GUI module table: the shepherd as a special piece dragged from
   the supply box (its answer to the engine's "shepherd" question), the flock's question in a
   dialog, the shepherds, flocks and the tiles under hills on the board, the bag in the side
   panel, the history's and hover's words, the flocks' row in the results, and the rules of its
   two switches. */
#include "modules/hills/hills_module.h"
#include "modules/hills/hills_flock.h"
#include "modules/hills/hills_text.h"
#include "modules/hills/hills_view.h"
#include "modules/hills/hills_motion.h"
#include "modules/hills/hills.h"
#include "scenes/game/game_state.h"
#include "app/i18n.h"
#include "tileset.h"

#include <stdio.h>

/* ---- the shepherd as a special piece ---- */

const gui_figure_ask hills_shepherd_ask = {CIT_DECIDE_HILLS_SHEPHERD, CIT_MOVE_HILLS_SHEPHERD};

static int shepherd_home(const cit_game *e, int player, int kind)
{
    (void)kind;
    return cit_game_setup(e)->opt.v[CIT_OPT_SHEPHERD] && !cit_game_hills_shepherd(e, player, NULL);
}

/* The fields the engine will offer the shepherd once the tile lies as set up (no follower). */
static int shepherd_spots(gui_game *g, int kind, int8_t *spots, int cap)
{
    (void)kind;
    return gui_figure_ask_spots(g, hills_shepherd_ask, 1, spots, cap);
}

static void shepherd_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h,
                                  Uint8 alpha)
{
    (void)kind;
    (void)lying;
    hills_shepherd_draw(ctx, gui_game_player_colour(ctx->game, player), cx, cy, h, alpha);
}

/* The shepherd question after the placement: on the field the person dragged it to, or none. */
static int shepherd_answer(const gui_game *g, int kind, int spot, cit_move *out)
{
    return gui_figure_ask_answer(g, hills_shepherd_ask, kind == 0, spot, out);
}

static const char *shepherd_tip(int kind)
{
    (void)kind;
    return hills_tr(HS_TIP_SHEPHERD);
}

/* The turn hint while the shepherd may go on the tile just put (End turn without it answers
   "none"). */
static const char *hint(const gui_module_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || g->spot != CIT_SPOT_NONE || !gui_module_ctx_seat_here(ctx, g->pend.player))
        return NULL;
    int8_t sp[CIT_MAX_TILE_FEATURES];
    return gui_game_special_spots(g, CIT_MODULE_HILLS, 0, sp, (int)sizeof sp) > 0 ? hills_tr(HS_HINT_SHEPHERD) : NULL;
}

static int hint_words(const gui_module_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap)
{
    (void)ctx;
    if (m->type == CIT_MOVE_HILLS_FLOCK)
        return 0; /* the core's "Hint: " and the move's words */
    if (m->type != CIT_MOVE_HILLS_SHEPHERD)
        return 0;
    hills_text_id id = m->arg0 ? (then ? HS_HINT_THEN_FIGURE : HS_HINT_FIGURE) : (then ? HS_HINT_THEN_NONE : HS_HINT_NONE);
    SDL_strlcpy(buf, hills_tr(id), cap);
    return 1;
}

static const char *key_help(const gui_module_ctx *ctx)
{
    return ctx->pend && ctx->pend->module == CIT_MODULE_HILLS && ctx->pend->decision == CIT_DECIDE_HILLS_FLOCK
               ? hills_tr(HS_FLOCK_KEYS)
               : NULL;
}

/* The flock's question in its dialog; the shepherd's (asked in a dialog only when no drag set
   it up: a save loaded there) in the list of its answers, numbered on the board. */
static int decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    if (ctx->pend->decision == CIT_DECIDE_HILLS_FLOCK)
        return hills_flock_dialog(ctx, chosen, fresh);
    return gui_module_ctx_decide_list(ctx, chosen, 0);
}

/* ---- moves and events in words ---- */

static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    (void)g;
    if (m->type == CIT_MOVE_HILLS_FLOCK) {
        SDL_strlcpy(buf, hills_tr(m->arg0 ? HS_MV_GATHER : HS_MV_GROW), cap);
        return 1;
    }
    if (m->type != CIT_MOVE_HILLS_SHEPHERD)
        return 0;
    char num[8];
    snprintf(num, sizeof num, "%d", m->spot + 1);
    gui_subst(buf, cap, hills_tr(m->arg0 ? HS_MV_SHEPHERD : HS_MV_NONE), num, NULL, NULL);
    return 1;
}

/* The flock's answer gets a line of its own (what it drew or scored follows as events). */
static int move_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf, size_t cap,
                     gui_log_ref *ref)
{
    (void)before;
    (void)ref;
    if (m->type != CIT_MOVE_HILLS_FLOCK)
        return 0;
    gui_subst(buf, cap, gui_word_seat(&hills_text[m->arg0 ? HS_HIST_GATHERS : HS_HIST_GROW], gui_game_is_you(g, player)),
              gui_game_player_name(g, player), NULL, NULL);
    return 1;
}

static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap, gui_log_ref *ref)
{
    (void)before;
    const char *who = gui_game_player_name(g, e->player);
    int you = gui_game_is_you(g, e->player); /* the person at this screen: spoken to */
    char num[12];
    snprintf(num, sizeof num, "%d", e->type == CIT_EV_SCORE ? e->points : e->count);
    switch (e->type) {
    case CIT_EV_HILLS_UNDER:
        SDL_strlcpy(buf, hills_tr(HS_HIST_UNDER), cap);
        return 1;
    case CIT_EV_HILLS_SHEPHERD:
        gui_subst(buf, cap, gui_word_seat(&hills_text[HS_HIST_SHEPHERD], you), who, NULL, NULL);
        gui_log_ref_feature(ref, e);
        return 1;
    case CIT_EV_HILLS_SHEEP:
        gui_subst(buf, cap, hills_tr_n(you ? HS_HIST_SHEEP_YOU : HS_HIST_SHEEP, e->count), who, num, NULL);
        gui_log_ref_feature(ref, e);
        return 1;
    case CIT_EV_HILLS_WOLF: /* a notice too: a computer's wolf is news to everyone */
        gui_subst(buf, cap, gui_word_seat(&hills_text[HS_HIST_WOLF], you), who, NULL, NULL);
        gui_log_ref_feature(ref, e);
        return 2;
    case CIT_EV_HILLS_HOME:
        gui_subst(buf, cap, hills_tr_n(you ? HS_HIST_HOME_YOU : HS_HIST_HOME, e->count), who, num, NULL);
        gui_log_ref_feature(ref, e);
        return 1;
    case CIT_EV_SCORE:
        if (e->reason != CIT_SCORE_HILLS_FLOCK)
            return 0;
        if (you) /* "You score 5 points · flock gathered"; the others' tally keeps its own words */
            gui_score_line(g, e->player, e->points, hills_tr(HS_GATHERED), buf, cap);
        else
            gui_subst(buf, cap, hills_tr_n(HS_HIST_GATHER, e->points), who, num, NULL);
        gui_log_ref_feature(ref, e);
        return 1;
    default:
        return 0;
    }
}

/* ---- hover and results ---- */

/* 1 if a piece in cell x,y is of a tile with tile word `word` (hill, vineyard). */
static int cell_has(const cit_game *e, int x, int y, const char *word)
{
    const cit_tile_word *w = cit_tile_word_find(CIT_WORD_TILE, word, SDL_strlen(word));
    const cit_tileset *ts = cit_game_tileset(e);
    cit_placed_tile pc[2];
    int n = cit_game_parts_at(e, x, y, pc);
    for (int k = 0; k < n && w && ts; k++)
        if (pc[k].tile < ts->ntiles && (ts->tiles[pc[k].tile].flags & w->value))
            return 1;
    return 0;
}

/* A feature with a part on a hill tile, whose ties its followers there break: "hill breaks
   ties"; a cloister's vineyards around it: "2 vineyards: +6 when completed". */
static int symbols_more(const cit_game *e, int x, int y, int spot, int half, const cit_feature_info *info, char *buf,
                        size_t cap)
{
    if (!cit_game_setup(e)->opt.v[CIT_OPT_HILLS_SHEEP])
        return 0;
    if (info->kind == CIT_FEAT_CLOISTER) {
        int vines = 0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                vines += cell_has(e, x + dx, y + dy, "vineyard");
        if (!vines)
            return 0;
        char a[12], b[12];
        SDL_snprintf(a, sizeof a, "%d", vines);
        SDL_snprintf(b, sizeof b, "%d", 3 * vines);
        gui_subst(buf, cap, hills_tr_n(HS_HOVER_VINEYARDS, vines), a, b, NULL);
        return 1;
    }
    cit_feature_part parts[64];
    int n = 0;
    cit_feature_info full;
    if (!cit_game_feature(e, x, y, spot, half, &full, parts, 64, &n))
        return 0;
    for (int i = 0; i < n && i < 64; i++)
        if (cell_has(e, parts[i].x, parts[i].y, "hill")) {
            SDL_strlcpy(buf, hills_tr(HS_HOVER_HILL), cap);
            return 1;
        }
    return 0;
}

/* What the expansion adds to a feature's hover: its hill and vineyards (symbols_more), the
   sheep that stay in a field (a sheep triangle's: "3 sheep stay here for good..."), and whose
   shepherds stand in it, with their flocks: "Anna's shepherd, 5 sheep". */
static int feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap)
{
    cit_feature_info here, there;
    int n = 0, k = 0;
    buf[0] = 0;
    if (!cit_game_feature(e, x, y, spot, half, &here, NULL, 0, &n))
        return 0;
    k = symbols_more(e, x, y, spot, half, &here, buf, cap);
    if (here.kind != CIT_FEAT_FIELD)
        return k;
    const cit_setup *s = cit_game_setup(e);
    int lasting = cit_game_hills_field_sheep(e, x, y, spot, half), at_len = (int)SDL_strlen(buf);
    for (int p = 0; p < s->nplayers; p++) {
        cit_feature_part at;
        if (!cit_game_hills_shepherd(e, p, &at) || !cit_game_feature(e, at.x, at.y, at.spot, at.half, &there, NULL, 0, &n) ||
            there.id != here.id)
            continue;
        char one[96], num[12];
        int sheep = cit_game_hills_flock(e, p);
        snprintf(num, sizeof num, "%d", sheep);
        gui_subst(one, sizeof one, hills_tr_n(p == you ? HS_HOVER_SHEPHERD_YOU : HS_HOVER_SHEPHERD, sheep), s->players[p].name, num, NULL);
        if (k++)
            SDL_strlcat(buf, ", ", cap);
        SDL_strlcat(buf, one, cap);
        lasting -= sheep;
    }
    if (lasting > 0) { /* what no flock holds: the sheep that stay, said before the shepherds */
        char one[128], num[12], rest[256];
        snprintf(num, sizeof num, "%d", lasting);
        gui_subst(one, sizeof one, hills_tr_n(HS_HOVER_LASTING, lasting), num, NULL, NULL);
        SDL_strlcpy(rest, buf + at_len, sizeof rest);
        buf[at_len] = 0;
        if (at_len)
            SDL_strlcat(buf, ", ", cap);
        SDL_strlcat(buf, one, cap);
        if (rest[0]) {
            if (rest[0] != ',')
                SDL_strlcat(buf, ", ", cap);
            SDL_strlcat(buf, rest, cap);
        }
        k++;
    }
    return k > 0;
}

/* The flocks' points get a row of their own (out of Other, where the engine counts them). */
static int tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer)
{
    (void)after;
    (void)payer;
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_HILLS_FLOCK)
        return 0;
    *row = 0;
    *taken = CIT_CAT_OTHER;
    return 1;
}

static int tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                     size_t ccap)
{
    (void)count;
    if (row || !cit_game_setup(e)->opt.v[CIT_OPT_SHEPHERD])
        return 0;
    SDL_strlcpy(label, hills_tr(HS_RESULT_FLOCKS), lcap);
    snprintf(cell, ccap, "%d", points);
    return 1;
}

/* ---- rules ---- */

/* The expansion's rules, then what its hills, vineyards and shepherd make of Halflings'
   special triangles (RULES.md §12 "With Halflings"). */
static const char *rules(const cit_options *o, const char **on_line)
{
    static char text[4096]; /* global: the rules hook has no state to keep its text in */
    *on_line = o->v[CIT_OPT_HILLS_SHEEP] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    SDL_snprintf(text, sizeof text, "%s\n%s", hills_tr(HS_RULES), hills_tr(HS_RULES_HALFLINGS));
    return text;
}

static const char *rules_shepherd(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_SHEPHERD] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return hills_tr(HS_RULES_SHEPHERD);
}

static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? hills_tr((hills_text_id)(HS_LESSON_1 + screen)) : NULL;
}

const gui_module gui_hills_module = {
    .module = CIT_MODULE_HILLS,
    .state_size = sizeof(gui_hills_state),
    .sound = hills_sound,
    .move_words = move_words,
    .move_line = move_line,
    .event_line = event_line,
    .draw_under = hills_draw_under,
    .draw_over = hills_draw_over,
    .ghost_answer = hills_ghost_answer,
    .pieces = hills_pieces,
    .panel = hills_panel,
    .hint = hint,
    .key_help = key_help,
    .nspecial = 1,
    .special_home = shepherd_home,
    .special_spots = shepherd_spots,
    .special_draw = shepherd_special_draw,
    .special_answer = shepherd_answer,
    .special_tip = shepherd_tip,
    .decide = decide,
    .hint_words = hint_words,
    .feature_more = feature_more,
    .tally = tally,
    .tally_row = tally_row,
    .words = hills_text,
    .nwords = HS_NWORDS,
    .option = CIT_OPT_HILLS_SHEEP,
    .rules = rules,
    .rules_diagram = hills_diagram,
    .lesson = lesson,
};

/* The shepherd's own switch: an entry with no hooks but its option and rules, so the new-game
   screen offers it under Hills & Sheep (ticked with it) and the rules screen gives it a block. */
const gui_module gui_shepherd_module = {
    .module = CIT_MODULE_HILLS,
    .option = CIT_OPT_SHEPHERD,
    .rules = rules_shepherd,
};
