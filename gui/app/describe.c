/* What the window shows, as JSON for the browser's tests: they find a button or field by its
   words, not by a position that a change of layout would move (app/describe.h). */
#include "app/describe.h"
#include "app/my_games.h"
#include "scenes/lesson/lesson.h"
#include "scenes/scene_state.h"

#include <stdarg.h>
#include <stdio.h>

/* Appends to a buffer that keeps its terminating zero; `full` once something did not fit. */
typedef struct {
    char *out;
    size_t cap, len;
    int full;
} sink;

static void put(sink *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(sink *s, const char *fmt, ...)
{
    if (s->full)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(s->out + s->len, s->cap - s->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= s->cap - s->len)
        s->full = 1;
    else
        s->len += (size_t)n;
}

/* A label as a JSON string: quotes, backslashes and control bytes escaped, UTF-8 as it is. */
static void put_string(sink *s, const char *text)
{
    put(s, "\"");
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            put(s, "\\%c", *c);
        else if (*c < 0x20)
            put(s, "\\u%04x", *c);
        else
            put(s, "%c", *c);
    }
    put(s, "\"");
}

static void put_rect(sink *s, SDL_Rect rc)
{
    put(s, "\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d", rc.x, rc.y, rc.w, rc.h);
}

static const char *scene_name(gui_scene scene)
{
    static const char *const names[] = {"menu",  "newgame", "game", "results", "settings",
                                        "rules", "replay",  "join", "lobby", "mygames"};
    return (unsigned)scene < sizeof names / sizeof names[0] ? names[scene] : "?";
}

/* The game scene's board: whether this window's seat is to move (the hand and the lit cells
   are drawn for a computer's tile too), the tile in hand to drag (none once it is laid) and
   the lit cells it may go to that are in view, at most `most`. */
static void put_board(sink *s, const gui_app *a, int most)
{
    const gui_game *g = a->game;
    int yours = !cit_game_over(gui_game_engine(g)) && gui_app_seat_here(a, gui_game_player(g));
    put(s, ",\"yours\":%d,\"laid\":%d,\"hand\":", yours, g->has_tile);
    if (gui_drawn(a)->hand_rc.w > 0 && !g->has_tile) {
        put(s, "{");
        put_rect(s, gui_drawn(a)->hand_rc);
        put(s, "}");
    } else {
        put(s, "null");
    }
    put(s, ",\"cells\":[");
    for (int i = 0, n = 0; i < g->nplace && n < most; i++) {
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, g->place[i].x, g->place[i].y);
        SDL_Point mid = {rc.x + rc.w / 2, rc.y + rc.h / 2};
        if (!SDL_PointInRect(&mid, &gui_drawn(a)->board_rc))
            continue;
        put(s, "%s{\"cx\":%d,\"cy\":%d,", n++ ? "," : "", g->place[i].x, g->place[i].y);
        put_rect(s, rc);
        put(s, "}");
    }
    put(s, "]");
}

/* My games' cards as listed: the table's code, its state, whose turn (and whether it is this
   player's) and the moves made, so that a test finds a game by its code and reads its card. */
static void put_mygames(sink *s, const gui_app *a)
{
    static const char *const states[] = {"lobby", "play", "over"};
    /* Only looked up: the scene's state is not changed. */
    const gui_mygames_state *st = gui_mygames_state_of((gui_app *)a);
    put(s, ",\"games\":[");
    for (int i = 0; st && i < gui_mygames_count(st->list); i++) {
        const gui_mygame *g = gui_mygames_at(st->list, i);
        put(s, "%s{\"code\":", i ? "," : "");
        put_string(s, g->code);
        put(s, ",\"state\":\"%s\",\"yours\":%d,\"moves\":%d,\"turn\":",
            (unsigned)g->info.state < 3 ? states[g->info.state] : "?", g->yours, g->info.moves);
        put_string(s, g->info.state == NET_GAME_PLAY ? g->info.names[g->info.turn] : "");
        put(s, "}");
    }
    put(s, "]");
}

size_t gui_app_describe(const gui_app *a, char *out, size_t cap)
{
    sink s = {out, cap, 0, cap == 0};
    const gui_ui *ui = &a->ui;
    put(&s, "{\"scene\":\"%s\",\"dialog\":%d,\"w\":%d,\"h\":%d,\"lesson\":%d", scene_name(a->scene), (int)a->dlg.kind,
        a->w, a->h, gui_lesson_at(GUI_SCENE_CTX(a)));
    put(&s, ",\"buttons\":[");
    for (int i = 0; i < ui->nseen; i++) {
        put(&s, "%s{\"label\":", i ? "," : "");
        put_string(&s, ui->seen[i].label);
        put(&s, ",\"on\":%d,", ui->seen[i].enabled);
        if (ui->seen[i].ticked >= 0)
            put(&s, "\"ticked\":%d,", ui->seen[i].ticked);
        put_rect(&s, ui->seen[i].rc);
        put(&s, "}");
    }
    put(&s, "],\"fields\":[");
    for (int i = 0; i < ui->nfields; i++) {
        put(&s, "%s{\"label\":", i ? "," : "");
        put_string(&s, ui->fields[i].label);
        put(&s, ",");
        put_rect(&s, ui->fields[i].rc);
        put(&s, "}");
    }
    put(&s, "]");
    if (a->scene == GUI_SCENE_GAME && a->game)
        put_board(&s, a, 12);
    if (a->scene == GUI_SCENE_MYGAMES)
        put_mygames(&s, a);
    put(&s, "}");
    if (s.full)
        return 0;
    return s.len;
}
