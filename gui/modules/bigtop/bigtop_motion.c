/* Under the Big Top's motion and sound (bigtop_motion.h). Each change is found by comparing
   the engine's public queries with what was drawn last, so no event has to reach the board:
   the same frames run after a person's move, a computer's, a network seat's or a replay. */
#include "modules/bigtop/bigtop_motion.h"
#include "modules/bigtop/bigtop_view.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "app/sound.h"
#include "draw/atlas.h"
#include "draw/camera.h"

#include <math.h>
#include <string.h>

static gui_bigtop_state *state_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_BIGTOP); }

/* How long a motion lasts, in game ms: the board's glide at the chosen speed (0: instant, no
   motion). The turned animal stays twice that, to be read. */
static int motion_ms(const gui_module_ctx *ctx) { return gui_board_glide_ms(ctx->settings->anim_speed); }

/* The big top's cell now against the last: a move glides from the old cell; the token that
   left the pool since is the one it turned there. */
static void follow_top(gui_module_ctx *ctx, gui_bigtop_state *s, int animate)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int x = 0, y = 0, has = cit_game_bigtop_at(e, &x, &y);
    uint32_t now = ctx->game->now;
    for (int a = 0; a < CIT_BIGTOP_ANIMALS; a++) {
        int left = cit_game_bigtop_tokens(e, a);
        if (left < 0)
            left = 0;
        if (animate && s->has_top && left < s->pool[a])
            s->turned = (int8_t)a, s->turned_x = s->x, s->turned_y = s->y, s->turned_since = now;
        s->pool[a] = (uint8_t)left;
    }
    if (has && animate && s->has_top && (x != s->x || y != s->y))
        s->from_x = s->x, s->from_y = s->y, s->gliding = 1, s->glide_since = now;
    s->has_top = (uint8_t)has, s->x = (int8_t)x, s->y = (int8_t)y;
}

/* The acrobat spaces now against the last: a space emptied (its pyramid scored, the dragon)
   leaves its acrobats leaping off it. */
static void follow_spaces(gui_module_ctx *ctx, gui_bigtop_state *s, int animate)
{
    const cit_game *e = gui_game_engine(ctx->game);
    bigtop_space_seen now[BIGTOP_SPACES];
    int n = 0, placed = cit_game_placed_count(e);
    for (int i = 0; i < placed && n < BIGTOP_SPACES; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        if (!bigtop_tile_is(ctx, t.tile, CIT_TF_ACROBATS))
            continue;
        int colours[3];
        bigtop_space_seen *v = &now[n++];
        memset(v, 0, sizeof *v);
        v->x = t.x, v->y = t.y;
        v->n = (uint8_t)bigtop_space_colours(ctx, t.x, t.y, colours);
        for (int k = 0; k < v->n; k++)
            v->colours[k] = (uint8_t)colours[k];
    }
    for (int j = 0; animate && j < s->nspace; j++) {
        const bigtop_space_seen *was = &s->space[j];
        int still = 0;
        for (int i = 0; i < n; i++)
            if (now[i].x == was->x && now[i].y == was->y)
                still = now[i].n;
        if (!was->n || still)
            continue;
        for (int k = 0; k < BIGTOP_SPACES; k++)
            if (!s->leaving[k].n) {
                s->leaving[k] = *was;
                s->leaving[k].since = ctx->game->now;
                break;
            }
    }
    memcpy(s->space, now, sizeof now[0] * (size_t)n);
    s->nspace = n;
}

void bigtop_motion_update(gui_module_ctx *ctx)
{
    gui_bigtop_state *s = state_of(ctx->game);
    if (!s)
        return;
    if (!s->known)
        s->turned = -1;
    int ms = motion_ms(ctx), animate = s->known && ms > 0;
    uint32_t now = ctx->game->now;
    follow_top(ctx, s, animate);
    follow_spaces(ctx, s, animate);
    s->known = 1;
    /* what has run its time stops */
    if (s->gliding && (ms <= 0 || now - s->glide_since >= (uint32_t)ms))
        s->gliding = 0;
    if (s->turned >= 0 && (ms <= 0 || now - s->turned_since >= 2u * (uint32_t)ms))
        s->turned = -1;
    for (int k = 0; k < BIGTOP_SPACES; k++)
        if (s->leaving[k].n && (ms <= 0 || now - s->leaving[k].since >= (uint32_t)ms))
            s->leaving[k].n = 0;
}

/* How far a motion that started at `since` has come (0..1), eased: it sets off and lands softly. */
static float progress(const gui_module_ctx *ctx, uint32_t since, int ms)
{
    float t = ms > 0 ? (float)(ctx->game->now - since) / (float)ms : 1.0f;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return t * t * (3.0f - 2.0f * t);
}

int bigtop_motion_top(gui_module_ctx *ctx, float *fx, float *fy)
{
    const gui_bigtop_state *s = state_of(ctx->game);
    int x, y;
    if (!cit_game_bigtop_at(gui_game_engine(ctx->game), &x, &y))
        return 0;
    *fx = (float)x, *fy = (float)y;
    if (!s || !s->gliding || s->x != x || s->y != y)
        return 1;
    float t = progress(ctx, s->glide_since, motion_ms(ctx));
    *fx = (float)s->from_x + (float)(x - s->from_x) * t;
    *fy = (float)s->from_y + (float)(y - s->from_y) * t - 0.35f * sinf(3.14159265f * t); /* carried over the tiles */
    return 1;
}

void bigtop_motion_draw(gui_module_ctx *ctx)
{
    const gui_bigtop_state *s = state_of(ctx->game);
    if (!s)
        return;
    int ms = motion_ms(ctx), pal = ctx->settings->palette_cb;
    float h = bigtop_figure_h(ctx);
    if (s->turned >= 0) { /* face up where the big top stood, rising and fading */
        float t = progress(ctx, s->turned_since, 2 * ms);
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, s->turned_x, s->turned_y);
        float cx = (float)c.x + (float)c.w / 2, cy = (float)c.y + (float)c.h / 2 - (float)c.h * 0.25f * t;
        bigtop_token_draw(ctx, s->turned, cx, cy, h * (1.0f + 0.4f * t), (Uint8)(255.0f * (1.0f - t * t)));
    }
    /* the pyramid's acrobats leap off, each its own way, fading */
    static const float away[3][2] = {{-0.9f, -0.7f}, {0.9f, -0.7f}, {0.0f, -1.4f}};
    static const float at[3][2] = {{-0.32f, 0.18f}, {0.32f, 0.18f}, {0.0f, -0.5f}};
    for (int k = 0; k < BIGTOP_SPACES; k++) {
        const bigtop_space_seen *v = &s->leaving[k];
        if (!v->n)
            continue;
        float t = progress(ctx, v->since, ms);
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, v->x, v->y);
        float cx = (float)c.x + (float)c.w / 2, cy = (float)c.y + (float)c.h / 2;
        for (int i = 0; i < v->n && i < 3; i++)
            gui_atlas_follower(ctx->atlas, pal, v->colours[i], 0, cx + (at[i][0] + away[i][0] * t) * h,
                               cy + (at[i][1] + away[i][1] * t) * h, h, (Uint8)(255.0f * (1.0f - t)));
    }
}

int bigtop_motion_busy(const gui_game *g)
{
    const gui_bigtop_state *s = state_of(g);
    if (!s)
        return 0;
    int busy = (s->gliding ? 1 : 0) | (s->known && s->turned >= 0 ? 2 : 0);
    for (int k = 0; k < BIGTOP_SPACES; k++)
        if (s->leaving[k].n)
            busy |= 4;
    return busy;
}

int bigtop_sound(const cit_event *e)
{
    switch (e->type) {
    case CIT_EV_BIGTOP_MOVE:
        return GUI_SFX_MOVE;
    case CIT_EV_BIGTOP_ACROBAT:
    case CIT_EV_BIGTOP_RINGMASTER:
        return GUI_SFX_FOLLOWER;
    case CIT_EV_BIGTOP_HOME: /* only a scored pyramid sends acrobats home with an event */
        return GUI_SFX_COMPLETE;
    default:
        return -1;
    }
}
