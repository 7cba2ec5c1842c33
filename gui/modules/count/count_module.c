/* The Count's entry in the GUI module table: the city on the board, its decisions and words. */
#include "modules/count/count_module.h"
#include "modules/count/count_decide.h"
#include "modules/count/count_view.h"
#include "modules/count/count_words.h"
#include "app/i18n.h"
#include "app/sound.h"
#include "modules/count/count_text.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/atlas.h"


/* The Count's events; a computer's show as a notice too. Hovering a deployment shows the feature joined. */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    (void)g;
    if (!gui_count_event_words(before, g->you, e, buf, cap))
        return 0;
    *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0};
    if (e->type == CIT_EV_DEPLOY) {
        ref->has_feature = 1;
        ref->fx = e->x;
        ref->fy = e->y;
        ref->fspot = e->spot;
    }
    return 2;
}

/* The Count slid to another quarter. */
/* The Count moving slides; a follower sent into a quarter, or deployed from one, taps as any
   follower set down. */
static int sound(const cit_event *e)
{
    if (e->type == CIT_EV_COUNT_MOVE)
        return GUI_SFX_MOVE;
    return e->type == CIT_EV_QUARTER || e->type == CIT_EV_DEPLOY ? GUI_SFX_FOLLOWER : -1;
}

static int frame(gui_module_ctx *ctx, cit_move *chosen)
{
    (void)chosen;
    gui_count_decide_watch(ctx);
    return 0;
}

/* The decision bar over the top of the board, while it is shown. */
static int covers(gui_module_ctx *ctx, SDL_Rect *rc)
{
    const gui_count_state *d = gui_count_of(ctx->game);
    *rc = d->bar_rc;
    return d->bar_rc.w > 0;
}

static int pieces(gui_module_ctx *ctx, int player, int x, int row_y) { return gui_count_pieces(ctx, player, x, row_y); }

static void after_input(gui_module_ctx *ctx, int human)
{
    (void)human;
    gui_count_rows_tip(ctx);
}

/* A field touching the City of Carcassonne counts it as one more finished city at the end
   (RULES.md §3): its hover says so, as the engine's value counts it. */
static int field_feeds(const cit_game *e, const cit_feature_part *parts, int n, char *buf, size_t cap)
{
    const cit_tileset *ts = cit_game_tileset(e);
    for (int i = 0; i < n; i++) {
        cit_placed_tile pc[2];
        if (cit_game_parts_at(e, parts[i].x, parts[i].y, pc) > parts[i].half && pc[parts[i].half].tile < ts->ntiles &&
            (ts->tiles[pc[parts[i].half].tile].flags & CIT_TF_COUNT_CITY)) {
            SDL_strlcpy(buf, count_tr(COUNT_FIELD_FEEDS), cap);
            return 1;
        }
    }
    return 0;
}

/* The rules' picture: the City of Carcassonne (its 12 tiles as the set-up lays them), the Count
   on the Castle, a red follower in the Market. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {
        {"CO-1", 0, 0, 0, -1, 0},  {"CO-2", 1, 0, 0, -1, 0},  {"CO-3", 2, 0, 0, -1, 0}, {"CO-4", 3, 0, 0, -1, 0},
        {"CO-5", 0, 1, 0, -1, 0},  {"CO-6", 1, 1, 0, -1, 0},  {"CO-7", 2, 1, 0, -1, 0}, {"CO-8", 3, 1, 0, -1, 0},
        {"CO-9", 0, 2, 0, -1, 0},  {"CO-10", 1, 2, 0, -1, 0}, {"CO-11", 2, 2, 0, -1, 0}, {"CO-12", 3, 2, 0, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 12, x, y, dw, 0, &f);
    SDL_Rect castle = gui_diagram_cell(&f, 2, 0), market = gui_diagram_cell(&f, 2, 1);
    /* Where the board puts them: the Count high in its quarter's cell, the follower by the stalls. */
    gui_count_figure(ctx, (float)castle.x + 0.5f * (float)castle.w, (float)castle.y + 0.36f * (float)castle.h,
                     (float)f.cell * 0.5f, 255);
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, 0, 0, (float)market.x + 0.86f * (float)market.w,
                       (float)market.y + 0.62f * (float)market.h, (float)f.cell * 0.42f, 255);
    int ch = gui_diagram_caption(count_tr(COUNT_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy,
                                 w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_COUNT] ? count_tr(COUNT_RULE_COUNT_ON) : NULL;
    return count_tr(COUNT_RULES_COUNT);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? count_tr((count_text_id)(COUNT_LESSON_1 + screen)) : NULL;
}

const gui_module gui_count_module = {
    .module = CIT_MODULE_COUNT,
    .state_size = sizeof(gui_count_state),
    .event_line = event_line,
    .sound = sound,
    .move_words = gui_count_move_words,
    .draw_over = gui_count_draw,
    .field_feeds = field_feeds,
    .covers = covers,
    .supply_usable = gui_count_supply_usable,
    .pieces = pieces,
    .after_input = after_input,
    .frame = frame,
    .decide = gui_count_decide,
    .option = CIT_OPT_COUNT,
    .words = count_text,
    .nwords = COUNT_NWORDS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};
