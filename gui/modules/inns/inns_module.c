/* Inns & Cathedrals' entry in the GUI module table: the big follower in the panel and as a
   special piece to drag from the supply box, its question's answers and history line, a
   hint's big follower on the board and in words, and the rules text. Inns and cathedrals need no
   drawing of their own here: the tile art shows them and the feature hover's value
   already counts them (the engine's value hook). */
#include "modules/inns/inns_module.h"
#include "modules/inns/inns_text.h"
#include "scenes/game/game_state.h"
#include "scenes/game/board_view.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "app/i18n.h"
#include "modules/inns/inns.h"
#include "scenes/rules/rules_diagram.h"
#include "app/hint.h"

#include <SDL.h>

/* Sizes in layout units: in a player's row the big follower and its word (below the theme's
   tag size: it sits between the supply's figures); a ghost follower's least height on the board. */
enum { INNS_ROW_FIGURE = 19, INNS_ROW_FONT = 11, INNS_GHOST_LEAST = 14 };

/* The big follower beside the player's normal followers (the core's row counts those only):
   full colour while in supply, faint while it stands on the board. */
static int pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    if (!s->opt.v[CIT_OPT_BIG_FOLLOWER])
        return 0;
    gui_ui *ui = ctx->ui;
    int home = cit_game_big_follower_in_supply(e, player);
    SDL_Color c = gui_player_colour(ctx->settings->palette_cb, s->players[player].colour);
    c.a = home ? 255 : 70;
    /* on the line of the supply's figures, a little taller than they are: clear of the name above */
    int h = gui_px(ui, INNS_ROW_FIGURE), cy = row_y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y);
    gui_draw_meeple(ctx->r, (float)x + (float)h * 0.45f, (float)cy, (float)h, 0, c);
    int px = gui_font_px(ui, INNS_ROW_FONT);
    gui_text(inns_tr(INNS_PANEL_BIG), x + h, cy - px / 2, px, 1,
             gui_rgba(home ? GUI_COL_INK : GUI_COL_DISABLED, 255), GUI_ALIGN_LEFT);
    return h + gui_px(ui, GUI_SIZE_NUDGE) + gui_text_width(inns_tr(INNS_PANEL_BIG), px, 1);
}

/* How much larger the big follower stands on the board than a normal one. */
#define BIG_SCALE 1.3f

/* The gold disc in `player`'s colour rim that marks a big follower standing at px,py (its
   radius in *r, the rim's): just wider than the figure, as in the supply box, so it does not
   cover the tile under it (a cloister) at the opening zoom. */
static void board_disc(gui_module_ctx *ctx, int player, int tile, float px, float py, Uint8 alpha, float *r)
{
    (void)tile;
    float h = gui_module_ctx_board_follower_h(ctx, NULL) * BIG_SCALE;
    SDL_Color rim = gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, player));
    rim.a = alpha;
    gui_fill_circle(ctx->r, px, py, h * 0.46f, rim);
    gui_fill_circle(ctx->r, px, py, h * 0.40f, (SDL_Color){0xf0, 0xc8, 0x40, alpha});
    if (r)
        *r = h * 0.46f;
}

/* A gold disc under each big follower on the board, in its player's colour rim: the
   figure itself is the core's meeple. */
static void draw_under(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    if (!cit_game_setup(e)->opt.v[CIT_OPT_BIG_FOLLOWER])
        return;
    cit_follower f[CIT_MAX_PLAYERS * (CIT_FOLLOWERS + 1) + 8];
    int n = cit_game_followers(e, f, (int)(sizeof f / sizeof f[0]));
    if (n > (int)(sizeof f / sizeof f[0]))
        n = (int)(sizeof f / sizeof f[0]);
    for (int p = 0; p < cit_game_setup(e)->nplayers; p++) {
        cit_feature_part at;
        if (!cit_game_big_follower(e, p, &at))
            continue;
        for (int i = 0; i < n; i++) {
            if (f[i].where != CIT_AT_PART || f[i].player != p || f[i].x != at.x || f[i].y != at.y ||
                f[i].spot != at.spot || f[i].half != at.half)
                continue;
            float px, py;
            if (!gui_module_ctx_board_follower_px(ctx, f, n, i, &px, &py))
                break;
            int tile = 0, rot = 0;
            board_disc(ctx, p, cit_game_tile_at(e, at.x, at.y, &tile, &rot) == 1 ? tile : -1, px, py, 255, NULL);
            break;
        }
    }
}

/* ---- the big follower as a special piece: dragged from the supply box like a follower ---- */

static int big_home(const cit_game *e, int player, int kind)
{
    (void)kind;
    return cit_game_setup(e)->opt.v[CIT_OPT_BIG_FOLLOWER] && cit_game_big_follower_in_supply(e, player);
}

/* It may stand wherever a follower may. */
static int big_spots(gui_game *g, int kind, int8_t *spots, int cap)
{
    (void)kind;
    int n = 0;
    for (int i = 0; i < g->nspots && n < cap; i++)
        spots[n++] = g->spots[i];
    return n;
}

/* The figure on its gold disc, as on the board. */
static void big_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h, Uint8 alpha)
{
    (void)kind;
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    SDL_Color rim = gui_player_colour(ctx->settings->palette_cb, s->players[player].colour);
    rim.a = alpha;
    gui_fill_circle(ctx->r, cx, cy, h * 0.42f, rim);
    gui_fill_circle(ctx->r, cx, cy, h * 0.36f, (SDL_Color){0xf0, 0xc8, 0x40, alpha});
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, s->players[player].colour, lying, cx, cy, h, alpha);
}

static const char *big_tip(int kind)
{
    (void)kind;
    return inns_tr(INNS_TIP_BIG);
}

/* "Is it the big one?" answered by which figure the person dragged (kind 0: the big one). */
static int big_answer(const gui_game *g, int kind, int spot, cit_move *out)
{
    (void)spot;
    const cit_game *e = gui_game_engine(g);
    if (cit_game_pending(e).decision != CIT_DECIDE_BIG)
        return 0;
    cit_move mv[4];
    int n = cit_game_legal_moves(e, mv, 4);
    for (int i = 0; i < n && i < 4; i++)
        if (mv[i].type == CIT_MOVE_BIG && (mv[i].arg0 != 0) == (kind == 0)) {
            *out = mv[i];
            return 1;
        }
    return 0;
}

/* ---- a hint's answer (hint.h): the big follower, as the board draws it ---- */

/* The hint's "big yes" as a big follower see-through: on its gold disc in the player's colour,
   the figure over it, the size they have on the board. After the hint's placement it stands on
   that placement's follower spot (drawn over the follower's ghost: the disc, then the figure
   again, so it reads as the big one); while the question is pending, on the follower just put
   (pending names its part). A "no" leaves the normal follower's ghost as it is. */
static int ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                        float *px, float *py, float *pr)
{
    if (m->type != CIT_MOVE_BIG || !m->arg0)
        return 0;
    int tile = -1, lying = 0;
    if (after) {
        if (after->tile >= ctx->tiles->ntiles || after->spot < 0 || after->spot >= ctx->tiles->tiles[after->tile].nfeat)
            return 0; /* a follower on a module's piece: its ghost is the module's */
        tile = after->tile;
        lying = gui_follower_lying(ctx->tiles->tiles[tile].feat[after->spot].kind);
        gui_module_ctx_board_anchor_px(ctx, tile, after->spot, after->rot, after->x, after->y, px, py);
    } else {
        const cit_game *e = gui_game_engine(ctx->game);
        cit_pending pd = cit_game_pending(e);
        cit_follower f[CIT_MAX_PLAYERS * (CIT_FOLLOWERS + 1) + 8];
        int n = cit_game_followers(e, f, (int)(sizeof f / sizeof f[0])), at = -1;
        if (n > (int)(sizeof f / sizeof f[0]))
            n = (int)(sizeof f / sizeof f[0]);
        for (int i = 0; pd.decision == CIT_DECIDE_BIG && i < n && at < 0; i++)
            if (f[i].where == CIT_AT_PART && f[i].player == pd.player && f[i].x == pd.x && f[i].y == pd.y &&
                f[i].spot == pd.spot && f[i].half == pd.half)
                at = i;
        cit_placed_tile pc[2];
        if (at < 0 || !gui_module_ctx_board_follower_px(ctx, f, n, at, px, py) ||
            cit_game_parts_at(e, pd.x, pd.y, pc) <= pd.half)
            return 0;
        tile = pc[pd.half].tile;
        lying = gui_follower_lying(f[at].feature_kind);
    }
    board_disc(ctx, player, tile, *px, *py, alpha, pr);
    /* the ghost's follower height (board_view.c) */
    float h = ctx->cam->zoom * 0.36f, minh = (float)gui_px(ctx->ui, INNS_GHOST_LEAST);
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, player), lying, *px,
                       *py, h < minh ? minh : h, alpha);
    return 1;
}

/* Where a follower on a feature of `kind` stands, for the hint's line ("on the road"); the
   feature's name for a kind of another module's tiles. */
static void feature_place(int kind, char *buf, size_t cap)
{
    inns_text_id id = kind == CIT_FEAT_ROAD       ? INNS_ON_ROAD
                      : kind == CIT_FEAT_CITY     ? INNS_ON_CITY
                      : kind == CIT_FEAT_FIELD    ? INNS_ON_FIELD
                      : kind == CIT_FEAT_CLOISTER ? INNS_ON_CLOISTER
                                                  : INNS_ON_OTHER;
    gui_subst(buf, cap, inns_tr(id), gui_feature_kind_name(kind), NULL, NULL);
}

/* After the hint's placement, "big yes|no" only says which follower it is: one line for the
   whole turn (2), naming the follower and its feature. The question pending now keeps the
   core's line, the words of the button to press. */
static int hint_words(const gui_module_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap)
{
    const cit_move *place = then ? gui_module_ctx_hint_shown(ctx) : NULL;
    if (m->type != CIT_MOVE_BIG || !place || place->type != CIT_MOVE_PLACE || place->tile >= ctx->tiles->ntiles ||
        place->spot < 0 || place->spot >= ctx->tiles->tiles[place->tile].nfeat)
        return 0;
    char where[64];
    feature_place(ctx->tiles->tiles[place->tile].feat[place->spot].kind, where, sizeof where);
    gui_subst(buf, cap, inns_tr(m->arg0 ? INNS_HINT_BIG : INNS_HINT_NORMAL), where, NULL, NULL);
    return 2;
}

static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    (void)g;
    if (m->type != CIT_MOVE_BIG)
        return 0;
    SDL_strlcpy(buf, inns_tr(m->arg0 ? INNS_MV_BIG_YES : INNS_MV_BIG_NO), cap);
    return 1;
}

/* "Anna: the big follower"; a "no" needs no line (the placement said it all). */
static int move_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf,
                     size_t cap, gui_log_ref *ref)
{
    (void)before;
    (void)ref;
    if (m->type != CIT_MOVE_BIG || !m->arg0)
        return 0;
    gui_subst(buf, cap, inns_tr(INNS_HIST_BIG), gui_game_player_name(g, player), NULL, NULL);
    return 1;
}

/* What an inn or a cathedral does to the feature (the engine's mark: only while the
   module's tiles count). */
static int feature_note(const cit_game *e, int x, int y, int spot, int half, int brief, char *buf, size_t cap)
{
    int mark = cit_game_inns_mark(e, x, y, half, spot);
    if (!mark)
        return 0;
    int inn = mark == CIT_INNS_INN;
    SDL_strlcpy(buf, inns_tr(brief ? (inn ? INNS_NOTE_INN : INNS_NOTE_CATHEDRAL)
                                   : (inn ? INNS_NOTE_INN_OPEN : INNS_NOTE_CATHEDRAL_OPEN)), cap);
    return 1;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_INNS] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return inns_tr(INNS_RULES);
}

/* An inn road of three tiles closed by two cloisters, red's big follower on it; beside it a
   cap opens into the cathedral city IC-11 (no follower: its cathedral stays in sight), three
   sides still open. */
static const gui_diagram_piece diagram[] = {
    {"A", 0, 0, 3, -1, 0}, {"IC-02", 1, 0, 0, -1, 0}, {"A", 2, 0, 1, -1, 0},
    {"E", 3, 0, 1, -1, 0}, {"IC-11", 4, 0, 0, -1, 0}};

static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    gui_diagram_frame f;
    int h =
        gui_module_ctx_diagram_board(ctx, diagram, (int)(sizeof diagram / sizeof diagram[0]), x, y, w, 0, &f) + px / 2;
    /* the big follower drawn here: on its gold disc, as on the board (the inn road crosses
       IC-02's middle) */
    SDL_Rect c = gui_diagram_cell(&f, 1, 0);
    float cx = (float)c.x + (float)c.w / 2, cy = (float)c.y + (float)c.h / 2, r = (float)c.w * 0.16f;
    SDL_Color rim = gui_player_colour(ctx->settings->palette_cb, 0);
    gui_fill_circle(ctx->r, cx, cy, r * 1.2f, rim);
    gui_fill_circle(ctx->r, cx, cy, r, (SDL_Color){0xf0, 0xc8, 0x40, 255});
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, 0, 0, cx, cy - r * 0.3f, (float)c.w * 0.3f, 255);
    return h + gui_diagram_caption(inns_tr(INNS_DIAGRAM), x, y + h, w, px);
}

static const char *rules_big(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BIG_FOLLOWER] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return inns_tr(INNS_RULES_BIG);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? inns_tr((inns_text_id)(INNS_LESSON_1 + screen)) : NULL;
}

/* The big follower where other modules show it (gui_figure_of): on its gold disc at its
   feet, as a tower's prisoner or the portal's choice. */
static void big_figure(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    SDL_Color rim = gui_player_colour(ctx->settings->palette_cb, colour);
    rim.a = alpha;
    gui_fill_circle(ctx->r, cx, cy + h * 0.25f, h * 0.42f, rim);
    gui_fill_circle(ctx->r, cx, cy + h * 0.25f, h * 0.36f, (SDL_Color){0xf0, 0xc8, 0x40, alpha});
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour, 0, cx, cy, h, alpha);
}

static const char *big_name(int form) { return inns_tr((inns_text_id)(INNS_FIG_BIG + form)); }

/* The big follower: the modules that move followers (Halflings' crop circle) ask about it
   through the core (gui_figure_in_supply...). */
static const gui_figure figures[] = {{.word = "big",
                                      .draw = big_figure,
                                      .name = big_name,
                                      .follower_words = 1, /* "for your big follower" */
                                      .key = SDLK_b,
                                      .board_scale = BIG_SCALE, /* taller than the others */
                                      .decision = CIT_DECIDE_BIG,
                                      .in_supply = cit_game_big_follower_in_supply,
                                      .on_board = cit_game_big_follower}};

const gui_module gui_inns_module = {
    .module = CIT_MODULE_INNS,
    .box = GUI_BOX_BIG, /* sold in the Big Box */
    .move_words = move_words,
    .move_line = move_line,
    .pieces = pieces,
    .draw_under = draw_under,
    .figures = figures,
    .nfigures = 1,
    .feature_note = feature_note,
    .nspecial = 1,
    .special_home = big_home,
    .special_counted = 1u,
    .special_in_place = 1u,
    .special_spots = big_spots,
    .special_draw = big_draw,
    .special_answer = big_answer,
    .special_tip = big_tip,
    .ghost_answer = ghost_answer,
    .hint_words = hint_words,
    .event_line = gui_inns_event_line,
    .final_event = gui_inns_final_event,
    .final_name = gui_inns_final_name,
    .final_draw = gui_inns_final_draw,
    .tally = gui_inns_tally,
    .tally_row = gui_inns_tally_row,
    .option = CIT_OPT_INNS,
    .words = inns_text,
    .nwords = INNS_NWORDS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};

/* The big follower's own switch: an entry with no hooks but its option and rules, so the
   new-game screen offers it beside Inns & Cathedrals (either may be on alone) and the
   rules screen gives it a block of its own. The hooks are the entry above. */
const gui_module gui_big_follower_module = {
    .module = CIT_MODULE_INNS,
    .option = CIT_OPT_BIG_FOLLOWER,
    .rules = rules_big,
};
