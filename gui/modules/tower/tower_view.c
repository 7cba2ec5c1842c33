/* The Tower on screen (tower_view.h). */
#include "modules/tower/tower_view.h"
#include "modules/tower/tower_text.h"
#include "modules/tower/tower.h"
#include "scenes/board_view.h"
#include "scenes/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "draw/atlas.h"

#include <stdio.h>

#define STONE_RGB 0xb9b2a3 /* neutral stone: no player's colour */
#define MAX_SHOWN_TOWERS 32

static SDL_Color colour_of(const gui_app *a, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    return gui_player_colour(a->settings.palette_cb, p >= 0 && p < s->nplayers ? s->players[p].colour : 0);
}

void gui_tower_stack(gui_app *a, float cx, float by, float w, int height)
{
    SDL_Color stone = gui_rgba(STONE_RGB, 255), edge = gui_darken(stone, 0.55f);
    float ring = w * 0.32f;
    /* a plinth, then one ring per piece, each a little narrower (so the count reads as steps) */
    for (int k = 0; k <= height; k++) {
        float rw = k ? w * (1.0f - 0.04f * (float)(k > 6 ? 6 : k)) : w * 1.1f, y = by - ring * (float)(k + 1);
        SDL_Rect rc = {(int)(cx - rw / 2), (int)y, (int)rw, (int)ring};
        gui_fill_rect(a->r, rc, k ? stone : gui_darken(stone, 0.75f));
        gui_rect_outline(a->r, rc, 1, edge);
    }
}

/* The tower's corner of its cell (the foundation art stands elsewhere on each tile; the stack
   takes the upper-right corner so a follower in the middle never hides it). */
static void draw_one(gui_app *a, const cit_tower *t)
{
    SDL_Rect c = gui_camera_cell_rect(&a->cam, t->x, t->y);
    float w = (float)c.w * 0.24f, cx = (float)c.x + (float)c.w * 0.80f, by = (float)c.y + (float)c.h * 0.50f;
    gui_tower_stack(a, cx, by, w, t->height);
    float top = by - w * 0.32f * (float)(t->height + 1);
    if (t->top) {
        const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
        gui_atlas_follower(a->atlas, a->settings.palette_cb, s->players[t->top - 1].colour, 0, cx, top - w * 0.35f,
                           w * (t->top_big ? 1.3f : 1.0f), 255);
    }
    if (t->height > 0) {
        char num[8];
        snprintf(num, sizeof num, "%d", t->height);
        int px = (int)(w * 0.9f) < 10 ? 10 : (int)(w * 0.9f);
        SDL_Rect badge = {(int)(cx - w * 0.5f - (float)px), (int)(by - (float)px * 1.3f), px, px * 5 / 4};
        gui_fill_rect(a->r, badge, gui_rgba(0x2b2722, 220));
        gui_text(num, badge.x + badge.w / 2, badge.y, px, 1, gui_rgba(0xffffff, 255), GUI_ALIGN_CENTER);
    }
}

void gui_tower_draw(gui_app *a)
{
    cit_tower t[MAX_SHOWN_TOWERS];
    int n = cit_game_towers(gui_game_engine(a->game), t, MAX_SHOWN_TOWERS);
    for (int i = 0; i < n && i < MAX_SHOWN_TOWERS; i++)
        draw_one(a, &t[i]);
}

int gui_tower_pieces(gui_app *a, int player, int x, int row_y)
{
    const cit_game *e = gui_game_engine(a->game);
    int h = gui_px(&a->ui, 16), y = row_y + gui_px(&a->ui, 28), px = gui_font_px(&a->ui, 13);
    gui_tower_stack(a, (float)x + (float)h * 0.4f, (float)(y + h), (float)h * 0.8f, 2);
    char num[16];
    snprintf(num, sizeof num, "\xC3\x97%d", cit_game_tower_pieces(e, player));
    int tx = x + h + gui_px(&a->ui, 2);
    gui_text(num, tx, y + (h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    tx += gui_text_width(num, px, 1) + gui_px(&a->ui, 6);
    /* prisoners beside their captor: a follower in its owner's colour and how many */
    int np = cit_game_setup(e)->nplayers;
    for (int o = 0; o < np; o++) {
        int big = 0, k = cit_game_tower_prisoners(e, player, o, &big);
        if (k <= 0)
            continue;
        gui_atlas_follower(a->atlas, a->settings.palette_cb, cit_game_setup(e)->players[o].colour, 0,
                           (float)tx + (float)h * 0.4f, (float)y + (float)h * 0.5f, (float)h, 255);
        gui_rect_outline(a->r, (SDL_Rect){tx - 1, y - 1, h * 4 / 5 + 2, h + 2}, 1, colour_of(a, player));
        snprintf(num, sizeof num, "%d%s", k, big ? "*" : "");
        gui_text(num, tx + h, y + (h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        tx += h + gui_text_width(num, px, 1) + gui_px(&a->ui, 4);
    }
    return tx - x;
}

static const char *name_of(const cit_game *g, int p)
{
    const cit_setup *s = cit_game_setup(g);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

int gui_tower_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char at[24];
    snprintf(at, sizeof at, "%d,%d", m->x, m->y);
    switch (m->type) {
    case CIT_MOVE_TOWER_FIGURE: {
        static const tower_text_id ids[] = {TOWER_MV_STEP_NONE, TOWER_MV_PIECE, TOWER_MV_CLOSE, TOWER_MV_CLOSE_BIG};
        gui_subst(buf, cap, tower_tr(ids[m->arg0 & 3]), at, NULL, NULL);
        return 1;
    }
    case CIT_MOVE_TOWER_CAPTURE: {
        if (m->arg0 == CIT_CAPTURE_NONE) {
            SDL_strlcpy(buf, tower_tr(TOWER_MV_CAPTURE_NONE), cap);
            return 1;
        }
        int owner = -1;
        cit_follower f[64];
        int n = cit_game_followers(g, f, 64);
        for (int i = 0; i < n && i < 64; i++) {
            int top = f[i].where == CIT_AT_QUARTER && f[i].quarter == CIT_TOWER_AT_TOP;
            if (f[i].x == m->x && f[i].y == m->y && (m->arg0 == CIT_CAPTURE_TOP ? top : f[i].spot == m->spot && !top))
                owner = f[i].player;
        }
        tower_text_id id = m->arg0 == CIT_CAPTURE_TOP ? TOWER_MV_CAPTURE_TOP
                           : m->arg1                  ? TOWER_MV_CAPTURE_BIG
                                                      : TOWER_MV_CAPTURE;
        gui_subst(buf, cap, tower_tr(id), name_of(g, owner), at, NULL);
        return 1;
    }
    case CIT_MOVE_TOWER_EXCHANGE:
        SDL_strlcpy(buf, tower_tr(m->arg0 ? TOWER_MV_EXCHANGE_BIG : TOWER_MV_EXCHANGE_NORMAL), cap);
        return 1;
    case CIT_MOVE_TOWER_RANSOM:
        if (m->arg0 == 0)
            SDL_strlcpy(buf, tower_tr(TOWER_MV_RANSOM_NONE), cap);
        else
            gui_subst(buf, cap, tower_tr(m->arg1 ? TOWER_MV_RANSOM_BIG : TOWER_MV_RANSOM), name_of(g, m->arg0 - 1),
                      NULL, NULL);
        return 1;
    default:
        return 0;
    }
}
