/* The River's entry in the GUI module table: the open end on the board, the river tiles to
   come, the removal of a river tile in the history, the river's hover line, its rules and
   diagram. */
#include "modules/river/river_module.h"
#include "modules/river/river_text.h"
#include "modules/river/river_view.h"
#include "modules/river/river.h"
#include "scenes/rules/rules_diagram.h"

#include <SDL.h>
#include <stdio.h>

/* A river tile removed because it could not continue the river (the core says "discarded"). */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    (void)g;
    if (e->type != CIT_EV_DISCARD || !cit_tile_is_river(before, e->tile))
        return 0;
    const cit_tile_def *d = &cit_game_tileset(before)->tiles[e->tile];
    if (d->flags & CIT_TF_LAKE)
        SDL_strlcpy(buf, river_tr(RIVER_HIST_LAKE_REMOVED), cap);
    else
        gui_subst(buf, cap, river_tr(RIVER_HIST_REMOVED), d->id, NULL, NULL);
    *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0};
    return 1;
}

static const char *kind_name(int kind) { return kind == CIT_FEAT_RIVER ? river_tr(RIVER_KIND) : NULL; }

/* "River · 5 tiles · scores nothing, separates the fields": no points, no owner to promise. */
static int feature_line(const cit_game *e, const cit_feature_info *info, char *line, size_t cap)
{
    (void)e;
    if (info->kind != CIT_FEAT_RIVER)
        return 0;
    char size[64];
    gui_tiles(size, sizeof size, info->cells);
    gui_subst(line, cap, river_tr(RIVER_HOVER), size, NULL, NULL);
    return 1;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_RIVER] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return river_tr(RIVER_RULES);
}

/* From the spring a right turn, a left turn, then the lake; a farmer (red) by the river. */
static const gui_diagram_piece diagram[] = {
    {"R-01", 0, 0, 0, -1, 0}, {"R-06", 1, 0, 0, 1, 0}, {"R-09", 2, 0, 0, -1, 0},
    {"R-09", 2, 1, 2, -1, 0}, {"R-10", 3, 1, 0, -1, 0}};

static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    gui_diagram_frame f;
    int h =
        gui_module_ctx_diagram_board(ctx, diagram, (int)(sizeof diagram / sizeof diagram[0]), x, y, w, 0, &f) + px / 2;
    return h + gui_diagram_caption(river_tr(RIVER_DIAGRAM), x, y + h, w, px);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? river_tr((river_text_id)(RIVER_LESSON_1 + screen)) : NULL;
}

const gui_module gui_river_module = {
    .module = CIT_MODULE_RIVER,
    .box = GUI_BOX_BIG, /* sold in the Big Box */
    .event_line = event_line,
    .draw_under = river_draw_under,
    .panel = river_panel,
    .hint = river_hint,
    .kind_name = kind_name,
    .feature_line = feature_line,
    .words = river_text,
    .nwords = RIVER_NWORDS,
    .option = CIT_OPT_RIVER,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};
