/* "Learn to play" (lesson.h): the prepared game, its steps, and the card that guides each one. */
#include "scenes/lesson/lesson.h"
#include "scenes/lesson/lesson_text.h"
#include "scenes/game/board_view.h"
#include "scenes/scenes.h"
#include "app/engine_words.h"
#include "app/i18n.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>

/* The lesson's own geometry in layout units. */
static const struct {
    float gold_line, gold_breath;     /* the gold outline, and how much wider it breathes */
    float dock_margin, dock_bar;      /* a phone's docked card: from the board's edge; its scroll bar's room */
    float card_pad, card_title_px, card_button_w, card_w; /* the card over the board */
    float wheel_step, bar_w;          /* a wheel's notch scrolls this; the card's scroll bar */
    float frame_cell;                 /* the cells a step speaks of are framed at least this large */
} LS = {3, 2, 8, 8, 14, 17, 150, 460, 30, 4, 150};

/* The lesson as data: a seed no shuffled game uses (the deal below is what makes the lesson,
   the seed only tells it apart cheaply), the stack start tile first, and every move in order,
   the person's (even) and Bedřich's (odd). Bedřich's moves are chosen so that each idea comes
   up in turn and nothing of his gets in the person's way: a knight in a city, a crossroads that
   ends the person's road in the west, and a second small city he finishes himself. */
#define LESSON_SEED 0x4c6573736f6e31ull /* "Lesson1" */
static const char *const deal[] = {"D", "U", "E", "V", "E", "E", "W", "B", "U", "A", "E", "B", "U"};
#define NDEAL ((int)(sizeof deal / sizeof deal[0]))
static const char *const script[] = {
    "place U 1,0 r0",     /* a tile whose edges match */
    "place E 0,1 r2 f0",  /* Bedřich: a knight in a city */
    "place V 2,0 r0 f0",  /* a robber */
    "place E 1,-1 r0 f0", /* Bedřich */
    "place E 0,-1 r2 f0", /* a knight: the city finishes at once */
    "place W -1,0 r0 f1", /* Bedřich: his crossroads ends the person's road */
    "place B 1,1 r0 f0",  /* a monk */
    "place U -2,0 r0",    /* Bedřich */
    "place A 2,1 r2",     /* the road finishes: 5 points, the robber comes home */
    "place E 0,2 r0",     /* Bedřich finishes his city */
    "place B 3,0 r0 f1",  /* a farmer */
    "place U -3,0 r0",    /* Bedřich lays the last tile */
};
#define NSCRIPT ((int)(sizeof script / sizeof script[0]))
/* What the card says before each of the person's moves (script[2k]), then at the end. */
static const lesson_text_id step_text[] = {LESSON_STEP_TILE,      LESSON_STEP_ROBBER, LESSON_STEP_KNIGHT,
                                           LESSON_STEP_MONK,      LESSON_STEP_ROAD_DONE, LESSON_STEP_FARMER,
                                           LESSON_STEP_FINAL};
#define NSTEPS ((int)(sizeof step_text / sizeof step_text[0]))
/* The step (a move count) whose tile comes turned the wrong way, for the learner to turn: the
   robber's curve, which lies two ways on its cell (its road bending up or down). */
#define TURN_STEP 2

int gui_lesson_moves(void) { return NSCRIPT; }

static int tile_index(const cit_tileset *ts, const char *id)
{
    for (int t = 0; t < ts->ntiles; t++)
        if (strcmp(ts->tiles[t].id, id) == 0)
            return t;
    return -1;
}

/* Move i of the script in game e's terms; 0 if it does not parse. */
static int script_move(const cit_game *e, int i, cit_move *m)
{
    return i >= 0 && i < NSCRIPT && cit_move_parse(e, script[i], strlen(script[i]), m) == CIT_OK;
}

static int same_move(const cit_game *e, const cit_move *m, int i)
{
    cit_move want;
    return script_move(e, i, &want) && memcmp(&want, m, sizeof want) == 0;
}

int gui_lesson_at(const gui_scene_ctx *ctx)
{
    if (!ctx->game)
        return -1;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    if (s->seed != LESSON_SEED || s->nplayers != 2 || s->mode != CIT_MODE_CLASSIC)
        return -1;
    cit_tile_id order[CIT_MAX_STACK];
    if (cit_game_tile_order(e, order, CIT_MAX_STACK) != NDEAL)
        return -1;
    for (int i = 0; i < NDEAL; i++)
        if (order[i] != tile_index(ctx->tiles, deal[i]))
            return -1;
    int n = cit_session_length(ctx->game->sess);
    if (n > NSCRIPT)
        return -1;
    for (int i = 0; i < n; i++)
        if (!same_move(e, cit_session_move(ctx->game->sess, i), i))
            return -1; /* played on otherwise (a replay's "play on"): an ordinary game now */
    return n;
}

/* The lesson's save text: the seats, the stack, no moves. */
int gui_lesson_save(cit_setup *setup, char *buf, size_t cap)
{
    cit_setup_default(setup, 2, LESSON_SEED);
    setup->players[1].kind = CIT_SEAT_AI_MEDIUM;
    int n = snprintf(buf, cap, "citadela-save 4\nmode classic\nseed %llu\nplayer human 0 %s\nplayer ai-medium 1 Bedřich\ntiles",
                     (unsigned long long)LESSON_SEED, lesson_tr(LESSON_YOU));
    for (int i = 0; i < NDEAL && n > 0 && (size_t)n < cap; i++)
        n += snprintf(buf + n, cap - (size_t)n, " %s", deal[i]);
    if (n > 0 && (size_t)n < cap)
        n += snprintf(buf + n, cap - (size_t)n, "\nend\n");
    return n > 0 && (size_t)n < cap ? n : -1;
}

int gui_lesson_computer(const gui_scene_ctx *ctx, cit_move *m)
{
    int at = gui_lesson_at(ctx);
    const cit_game *e = at >= 0 ? gui_game_engine(ctx->game) : NULL;
    if (!e || cit_game_over(e) || gui_app_seat_here(ctx->app, gui_game_player(ctx->game)))
        return 0;
    return script_move(e, at, m);
}

int gui_lesson_wanted(const gui_scene_ctx *ctx, cit_move *m)
{
    int at = gui_lesson_at(ctx);
    const cit_game *e = at >= 0 ? gui_game_engine(ctx->game) : NULL;
    if (!e || cit_game_over(e) || !gui_app_seat_here(ctx->app, gui_game_player(ctx->game)))
        return 0;
    return script_move(e, at, m);
}

int gui_lesson_refuses_end(const gui_scene_ctx *ctx)
{
    cit_move m;
    gui_game *g = ctx->game;
    if (!gui_lesson_wanted(ctx, &m) || !g->has_tile)
        return 0; /* without a tile the core says what is missing */
    if (gui_lesson_to_turn(ctx)) {
        gui_app_toast(ctx->app, lesson_tr(LESSON_TURN_FIRST));
        return 1;
    }
    if (g->spot == m.spot)
        return 0;
    gui_app_toast(ctx->app, lesson_tr(m.spot == CIT_SPOT_NONE ? LESSON_NO_FOLLOWER : LESSON_NEED_SPOT));
    return 1;
}

/* Whether the turning step's tile lies turned otherwise than the step needs (the learner turns it). */
static int to_turn(const gui_scene_ctx *ctx, int at, const cit_move *m)
{
    return at == TURN_STEP && ctx->game->has_tile && ctx->game->trot != m->rot;
}

int gui_lesson_to_turn(const gui_scene_ctx *ctx)
{
    cit_move m;
    return gui_lesson_wanted(ctx, &m) && to_turn(ctx, gui_lesson_at(ctx), &m);
}

/* The person's tile and follower stay where the step wants them: a tile laid elsewhere goes back
   to the hand, the step's tile is turned as the step needs, a follower elsewhere comes off. The
   turning step's tile comes into the hand turned the other legal way (once: the learner turns
   it, in the hand or on the board, and it stays as they turn it). */
static void keep_to_step(const gui_scene_ctx *ctx, int at, const cit_move *m)
{
    gui_game *g = ctx->game;
    if (at == TURN_STEP && !g->has_tile && !ctx->view->lesson_turned) {
        int other = gui_game_rotmask(g, m->x, m->y) & ~(1 << m->rot);
        if (other)
            g->hand_rot = __builtin_ctz((unsigned)other);
        ctx->view->lesson_turned = 1;
    }
    if (!g->has_tile)
        return;
    if (g->tx != m->x || g->ty != m->y) {
        gui_game_lift(g);
        gui_app_toast(ctx->app, lesson_tr(LESSON_WRONG_CELL));
        return;
    }
    if (at != TURN_STEP && g->trot != m->rot) {
        gui_game_put(g, m->x, m->y, m->rot);
    }
    if (g->spot != CIT_SPOT_NONE && g->spot != m->spot) {
        gui_game_set_spot(g, CIT_SPOT_NONE);
        gui_app_toast(ctx->app, lesson_tr(m->spot == CIT_SPOT_NONE ? LESSON_NO_FOLLOWER : LESSON_WRONG_SPOT));
    }
    /* The circles offered are the step's: none on a step without a follower, the step's spot
       alone on one with (a drop anywhere else would only be refused). */
    int keep = 0;
    for (int i = 0; i < g->nspots; i++)
        if (g->spots[i] == m->spot)
            keep = 1;
    g->nspots = keep ? 1 : 0;
    if (keep)
        g->spots[0] = (int8_t)m->spot;
}

/* The step's cell, then (the tile laid) its follower spot, in gold, breathing in width. */
static void light(const gui_scene_ctx *ctx, const cit_move *m)
{
    gui_game *g = ctx->game;
    float pulse = 0.5f + 0.5f * SDL_sinf((float)g->now * 0.006f);
    SDL_Color gold = gui_rgba(GUI_LESSON_GOLD, 255);
    int thick = gui_px(ctx->ui, LS.gold_line + LS.gold_breath * pulse);
    SDL_RenderSetClipRect(ctx->r, &ctx->drawn->board_rc);
    if (!g->has_tile) {
        SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, m->x, m->y);
        gui_rect_outline(ctx->r, (SDL_Rect){rc.x - thick, rc.y - thick, rc.w + 2 * thick, rc.h + 2 * thick}, thick, gold);
    } else if (m->spot != CIT_SPOT_NONE && g->spot != m->spot && g->trot == m->rot) { /* once turned right */
        float px, py, r = gui_board_spot_radius(ctx, m->tile) * 1.6f;
        gui_board_anchor_px(ctx, m->tile, m->spot, m->rot, m->x, m->y, &px, &py);
        gui_ring(ctx->r, px, py, r, (float)thick, gold);
    }
    SDL_RenderSetClipRect(ctx->r, NULL);
}

/* The step's cell comes into view when it is not (the board grew, the view was moved): into
   the board, or beside a phone's docked card, in the middle of what is left of it. */
static void show_cell(const gui_scene_ctx *ctx, const cit_move *m)
{
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, m->x, m->y), in, room = ctx->drawn->board_rc, c;
    if (ctx->view->glide || ctx->view->drag.kind != GUI_DRAG_NONE || ctx->game->has_tile)
        return;
    if (gui_lesson_card_rect(ctx, &c) == 2)
        room = gui_board_free_rect(ctx);
    if (SDL_IntersectRect(&rc, &room, &in) && in.w == rc.w && in.h == rc.h)
        return;
    float z = ctx->view->cam.zoom > 0.0f ? ctx->view->cam.zoom : 1.0f;
    ctx->view->glide = 1;
    ctx->view->glide_cx = (float)m->x + 0.5f - (float)(room.x + room.w / 2 - (ctx->drawn->board_rc.x + ctx->drawn->board_rc.w / 2)) / z;
    ctx->view->glide_cy = (float)m->y + 0.5f - (float)(room.y + room.h / 2 - (ctx->drawn->board_rc.y + ctx->drawn->board_rc.h / 2)) / z;
    ctx->view->glide_zoom = ctx->view->cam.zoom;
}

/* Which step the card shows at move count `at`: the person's next, or the last at the end. */
static int step_of(int at, int over)
{
    return over ? NSTEPS - 1 : at / 2 < NSTEPS - 1 ? at / 2 : NSTEPS - 1;
}

/* The card's button: "Show me" on the person's turn, and at the end the way on to Results. */
static const char *card_button(int person, int over)
{
    return over ? lesson_tr(LESSON_SEE_RESULTS) : person ? lesson_tr(LESSON_SHOW_ME) : NULL;
}

/* The card's words and size for move count `at`: its rectangle (in the board's lower left, or
   docked on a phone), the text, the button's label (NULL: none) and where each part goes. */
typedef struct {
    SDL_Rect rc;
    const char *text, *label;
    int pad, px, tpx, bw, bh;
    int dock;      /* CARD_FREE, or where a phone's board keeps it (CARD_BOTTOM, CARD_SIDE) */
    SDL_Rect words; /* docked: where the sentences show (they scroll in it when longer) */
    int words_h;   /* docked: the sentences' whole height */
    int title_w;   /* docked: the width the title wraps in */
} card_layout;

enum { CARD_FREE, CARD_BOTTOM, CARD_SIDE };

/* Text measured, not drawn. */
static int wrapped_height(const char *s, int w, int px, int bold)
{
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(s, 0, 0, w, px, bold, gui_rgba(GUI_COL_INK, 255));
    gui_draw_enabled = was;
    return h;
}

static void step_title(const gui_scene_ctx *ctx, int at, char *title, size_t cap)
{
    char k[16], nk[16];
    snprintf(k, sizeof k, "%d", step_of(at, cit_game_over(gui_game_engine(ctx->game))) + 1);
    snprintf(nk, sizeof nk, "%d", NSTEPS);
    gui_subst(title, cap, lesson_tr(LESSON_TITLE), k, nk, NULL);
}

/*
 * A phone's board is too small for the card beside what it speaks of: the card docks to the
 * board's short side (its foot when the phone is upright, its left on its side) in the least
 * text, clear of the zoom buttons, at most about half the board; the sentences scroll in it
 * under a finger when they are longer. The title shares its row with the button at the foot.
 */
static void dock(const gui_scene_ctx *ctx, int at, card_layout *c)
{
    gui_ui *ui = ctx->ui;
    SDL_Rect b = ctx->drawn->board_rc, zoom = gui_game_zoom_column(ctx->app);
    int m = gui_px(ui, LS.dock_margin), gap = gui_px(ui, GUI_SIZE_GAP), bar = gui_px(ui, LS.dock_bar);
    c->pad = gui_px(ui, GUI_SIZE_PAD);
    c->px = c->tpx = gui_font_px(ui, GUI_FONT_SMALL);
    c->bw = c->label ? gui_text_width(c->label, gui_font_px(ui, GUI_FONT_BUTTON), 1) + 2 * c->pad : 0;
    char title[120];
    step_title(ctx, at, title, sizeof title);
    int w, most;
    if (ctx->h > ctx->w) {
        c->dock = CARD_BOTTOM;
        w = zoom.x - m - (b.x + m);
        most = b.h / 2;
        c->title_w = w - 2 * c->pad - (c->label ? c->bw + gap : 0);
    } else {
        c->dock = CARD_SIDE;
        w = gui_text_width(title, c->tpx, 1) + 2 * c->pad; /* the title on one line if it may */
        w = w < b.w * 9 / 20 ? b.w * 9 / 20 : w > b.w / 2 ? b.w / 2 : w;
        most = b.h - 2 * m;
        c->title_w = w - 2 * c->pad;
    }
    int th = wrapped_height(title, c->title_w, c->tpx, 1), text_w = w - 2 * c->pad - bar;
    c->words_h = wrapped_height(c->text, text_w, c->px, 0);
    int head = c->dock == CARD_BOTTOM && c->label && th < c->bh ? c->bh : th;
    int foot = c->dock == CARD_SIDE && c->label ? gap + c->bh : 0;
    int fixed = c->pad + head + gap + foot + c->pad, least = c->px * 5 / 2; /* two lines at least */
    int words = c->words_h < most - fixed ? c->words_h : most - fixed;
    if (words < least)
        words = least < c->words_h ? least : c->words_h;
    if (words < c->words_h) /* cut between lines, not through one */
        words -= words % (c->px * 5 / 4);
    int h = fixed + words;
    c->rc = (SDL_Rect){b.x + m, b.y + b.h - m - h, w, h};
    c->words = (SDL_Rect){c->rc.x + c->pad, c->rc.y + c->pad + head + gap, w - 2 * c->pad, words};
}

static card_layout layout(const gui_scene_ctx *ctx, int at, int person)
{
    gui_ui *ui = ctx->ui;
    int over = cit_game_over(gui_game_engine(ctx->game));
    card_layout c = {.label = card_button(person, over), .pad = gui_px(ui, LS.card_pad), .px = gui_font_px(ui, GUI_FONT_BODY),
                     .tpx = gui_font_px(ui, LS.card_title_px), .bw = gui_px(ui, LS.card_button_w), .bh = gui_hit_px(ui, GUI_SIZE_FORM_H)};
    int w = gui_px(ui, LS.card_w), room = ctx->drawn->board_rc.w - 2 * c.pad;
    if (ui->coarse && ctx->drawn->zoom_rc.w > 0 && ctx->drawn->zoom_rc.x > ctx->drawn->board_rc.x + ctx->drawn->board_rc.w / 2)
        room = ctx->drawn->zoom_rc.x - ctx->drawn->board_rc.x - 2 * c.pad; /* a phone's narrow board: clear of the zoom buttons */
    if (w > room)
        w = room;
    if (c.label && gui_text_width(c.label, gui_font_px(ui, GUI_FONT_BUTTON), 1) + 2 * c.pad > c.bw)
        c.bw = gui_text_width(c.label, gui_font_px(ui, GUI_FONT_BUTTON), 1) + 2 * c.pad;
    c.text = person || over ? lesson_tr(step_text[step_of(at, over)]) : lesson_tr(LESSON_COMPUTER);
    cit_move m;
    if (person && gui_lesson_wanted(ctx, &m) && to_turn(ctx, at, &m))
        c.text = lesson_tr(LESSON_TURN_TILE);
    int th = wrapped_height(c.text, w - 2 * c.pad, c.px, 0);
    int h = c.pad + c.tpx * 3 / 2 + th + (c.label ? c.pad + c.bh : 0) + c.pad;
    c.rc = (SDL_Rect){ctx->drawn->board_rc.x + c.pad, ctx->drawn->board_rc.y + ctx->drawn->board_rc.h - h - c.pad, w, h};
    /* Over a third of the board (a phone's): docked, so the board beside it shows the step. */
    if ((long)w * h * 3 > (long)ctx->drawn->board_rc.w * ctx->drawn->board_rc.h)
        dock(ctx, at, &c);
    return c;
}

/* A docked card's sentences in their window, swiped (or wheeled) when they are longer, with a
   bar that says so. The scroll starts at the top with each new text. */
static void docked_words(const gui_scene_ctx *ctx, const card_layout *c)
{
    gui_ui *ui = ctx->ui;
    gui_input *in = ctx->in;
    SDL_Rect v = c->words;
    if (ctx->view->lesson_text != c->text) {
        ctx->view->lesson_text = c->text;
        ctx->view->lesson_scroll = 0;
    }
    if (in->pressed[1] && gui_hit(in, v))
        ctx->view->lesson_swipe = 1 + in->my;
    if (!in->down[1]) {
        ctx->view->lesson_swipe = 0;
    } else if (ctx->view->lesson_swipe) {
        ctx->view->lesson_scroll += ctx->view->lesson_swipe - 1 - in->my;
        ctx->view->lesson_swipe = 1 + in->my;
    }
    if (in->wheel && gui_hit(in, v)) {
        ctx->view->lesson_scroll -= in->wheel * gui_px(ui, LS.wheel_step);
        in->wheel = 0; /* the card's, not the board's zoom */
    }
    int most = c->words_h > v.h ? c->words_h - v.h : 0;
    ctx->view->lesson_scroll = ctx->view->lesson_scroll < 0 ? 0 : ctx->view->lesson_scroll > most ? most : ctx->view->lesson_scroll;
    SDL_RenderSetClipRect(ctx->r, &v);
    gui_text_wrapped(c->text, v.x, v.y - ctx->view->lesson_scroll, v.w - gui_px(ui, GUI_SIZE_SPACE), c->px, 0, gui_rgba(GUI_COL_INK, 255));
    SDL_RenderSetClipRect(ctx->r, NULL);
    if (!most)
        return;
    int bar = gui_px(ui, LS.bar_w) > 2 ? gui_px(ui, LS.bar_w) : 2, th = v.h * v.h / c->words_h;
    int ty = v.y + (v.h - th) * ctx->view->lesson_scroll / most;
    gui_fill_rounded(ctx->r, (SDL_Rect){v.x + v.w - bar, v.y, bar, v.h}, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 60));
    gui_fill_rounded(ctx->r, (SDL_Rect){v.x + v.w - bar, ty, bar, th}, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 200));
}

/* The card: the step, its sentences and its button. Returns 1 when the button was pressed
   (Enter presses it too at the end, as the one thing left to do). */
static int card(const gui_scene_ctx *ctx, int at, int person)
{
    gui_ui *ui = ctx->ui;
    card_layout c = layout(ctx, at, person);
    SDL_Rect rc = c.rc;
    int over = cit_game_over(gui_game_engine(ctx->game)), pad = c.pad;
    char title[120];
    step_title(ctx, at, title, sizeof title);
    gui_panel(ui, rc);
    ctx->drawn->lesson_card_rc = rc; /* notices keep off it */
    SDL_Rect button = {rc.x + rc.w - pad - c.bw, rc.y + rc.h - pad - c.bh, c.bw, c.bh};
    if (c.dock) {
        if (c.dock == CARD_BOTTOM)
            button.y = rc.y + pad;
        gui_text_wrapped(title, rc.x + pad, rc.y + pad, c.title_w, c.tpx, 1, gui_rgba(GUI_COL_ACCENT, 255));
        docked_words(ctx, &c);
    } else {
        int tpx = c.tpx; /* a narrow card: the step's title smaller rather than cut */
        while (tpx > ui->least_text && tpx > 8 && gui_text_width(title, tpx, 1) > rc.w - 2 * pad)
            tpx--;
        gui_text(title, rc.x + pad, rc.y + pad, tpx, 1, gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
        gui_text_wrapped(c.text, rc.x + pad, rc.y + pad + c.tpx * 3 / 2, rc.w - 2 * pad, c.px, 0,
                         gui_rgba(GUI_COL_INK, 255));
    }
    int pressed = c.label && gui_button(ui, GUI_ID(0), button, c.label, 1);
    if (over && !pressed)
        pressed = gui_key_take(ui, SDLK_RETURN, SDLK_KP_ENTER);
    if (gui_hit(ui->in, rc) && ui->in->pressed[1])
        ui->consumed = 1; /* a press on the card is no board drag */
    return pressed;
}

int gui_lesson_card_rect(const gui_scene_ctx *ctx, SDL_Rect *rc)
{
    int at = gui_lesson_at(ctx);
    if (at < 0 || ctx->scene != GUI_SCENE_GAME)
        return 0;
    cit_move m;
    card_layout c = layout(ctx, at, gui_lesson_wanted(ctx, &m));
    *rc = c.rc;
    return c.dock ? 2 : 1;
}

/* What each of the person's steps speaks of, in cells (x0,y0..x1,y1): the step's cell and the
   tiles its sentences name (Bedřich's knight, the city, the road and the crossroads), so the
   camera shows them all clear of the card. The last step is the whole board. */
static const int subject[][4] = {
    {0, 0, 1, 0},   /* the start and the cell east of it */
    {0, 0, 2, 1},   /* Bedřich's knight south of the start, the curve's cell */
    {0, -1, 1, 0},  /* the two halves of the city */
    {0, -1, 1, 1},  /* the finished city and the cloister's cell */
    {-1, 0, 2, 1},  /* Bedřich's crossroads, the road, the cell that closes it */
    {-1, -1, 3, 2}, /* the road, Bedřich's city, the farmer's cell */
};

int gui_lesson_subject(const gui_scene_ctx *ctx, int *x0, int *y0, int *x1, int *y1)
{
    int at = gui_lesson_at(ctx);
    if (at < 0 || at % 2 || at / 2 >= (int)(sizeof subject / sizeof subject[0]))
        return 0;
    *x0 = subject[at / 2][0], *y0 = subject[at / 2][1], *x1 = subject[at / 2][2], *y1 = subject[at / 2][3];
    return 1;
}

/* Once a step, as it begins: its subject, with a cell of margin each way, clear of the card (at
   most the opening zoom, so a small subject is not blown up). */
static void frame_subject(const gui_scene_ctx *ctx, int at)
{
    int x0, y0, x1, y1;
    if (ctx->view->lesson_framed == at + 1 || ctx->view->drag.kind != GUI_DRAG_NONE || !gui_lesson_subject(ctx, &x0, &y0, &x1, &y1))
        return;
    ctx->view->lesson_framed = at + 1;
    gui_board_fit_cells(ctx, x0 - 1, y0 - 1, x1 + 1, y1 + 1, (float)gui_px(ctx->ui, LS.frame_cell), ctx->view->cam_ready);
}

/* "Show me": the step's tile and follower set up as the step asks, on the board before End turn
   (played at once, the learner saw only the result). */
static void show_me(const gui_scene_ctx *ctx, const cit_move *m)
{
    gui_game *g = ctx->game;
    ctx->view->lesson_turned = 1; /* shown as it must lie: not turned away again */
    if (gui_game_put(g, m->x, m->y, m->rot) && m->spot != CIT_SPOT_NONE)
        gui_game_set_spot(g, m->spot);
}

void gui_lesson_frame(const gui_scene_ctx *ctx)
{
    int at = gui_lesson_at(ctx);
    if (at < 0 || ctx->scene != GUI_SCENE_GAME || ctx->dlg->kind != GUI_DLG_NONE)
        return;
    cit_move m;
    int person = gui_lesson_wanted(ctx, &m);
    if (person && ctx->view->drag.kind == GUI_DRAG_NONE) {
        keep_to_step(ctx, at, &m);
        frame_subject(ctx, at);
        show_cell(ctx, &m);
    }
    if (person && !ctx->settings->purist)
        light(ctx, &m);
    int pressed = card(ctx, at, person);
    if (pressed && cit_game_over(gui_game_engine(ctx->game)))
        gui_app_set_scene(ctx->app, GUI_SCENE_RESULTS); /* the learner has read the final count */
    else if (pressed && person)
        show_me(ctx, &m);
}

int gui_lesson_holds_results(const gui_scene_ctx *ctx)
{
    return ctx->game && cit_game_over(gui_game_engine(ctx->game)) && gui_lesson_at(ctx) >= 0;
}

