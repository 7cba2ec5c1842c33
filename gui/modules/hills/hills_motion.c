/* Hills & Sheep's motion and sound (hills_motion.h). Each change is found by comparing the
   engine's public queries with what was drawn last, so a person's move, a computer's and a
   network seat's animate alike. */
#include "modules/hills/hills_motion.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "app/sound.h"

#include <string.h>

static gui_hills_state *state_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_HILLS); }

/* A motion lasts the board's glide at the chosen speed (0: instant, no motion). */
static int motion_ms(const gui_module_ctx *ctx) { return gui_board_glide_ms(ctx->settings->anim_speed); }

static hills_seen seen_now(const cit_game *e, int player)
{
    hills_seen v;
    memset(&v, 0, sizeof v);
    v.out = (uint8_t)cit_game_hills_shepherd(e, player, &v.at);
    for (int size = 1; v.out && size < HILLS_SIZES; size++)
        v.tokens[size] = (uint8_t)cit_game_hills_flock_tokens(e, player, size);
    return v;
}

static int same_part(const cit_feature_part *a, const cit_feature_part *b)
{
    return a->x == b->x && a->y == b->y && a->spot == b->spot && a->half == b->half;
}

void hills_motion_update(gui_module_ctx *ctx)
{
    gui_hills_state *s = state_of(ctx->game);
    if (!s)
        return;
    const cit_game *e = gui_game_engine(ctx->game);
    int ms = motion_ms(ctx), animate = s->known && ms > 0, n = cit_game_setup(e)->nplayers;
    uint32_t now = ctx->game->now;
    for (int p = 0; p < n && p < CIT_MAX_PLAYERS; p++) {
        hills_seen was = s->seen[p], v = seen_now(e, p);
        int stayed = was.out && v.out && same_part(&was.at, &v.at);
        for (int size = 1; animate && stayed && size < HILLS_SIZES; size++)
            if (v.tokens[size] > was.tokens[size])
                s->arriving[p] = (int8_t)size, s->arriving_since[p] = now;
        int had = 0;
        for (int size = 1; size < HILLS_SIZES; size++)
            had += was.tokens[size];
        if (animate && was.out && !stayed && had)
            s->left[p] = was, s->left_since[p] = now;
        s->seen[p] = v;
        if (s->arriving[p] && (ms <= 0 || now - s->arriving_since[p] >= (uint32_t)ms))
            s->arriving[p] = 0;
        if (s->left[p].out && (ms <= 0 || now - s->left_since[p] >= (uint32_t)ms))
            s->left[p].out = 0;
    }
    s->known = 1;
}

static float progress(const gui_module_ctx *ctx, uint32_t since)
{
    int ms = motion_ms(ctx);
    float t = ms > 0 ? (float)(ctx->game->now - since) / (float)ms : 1.0f;
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

float hills_motion_arriving(gui_module_ctx *ctx, int player, int size)
{
    const gui_hills_state *s = state_of(ctx->game);
    if (!s || player < 0 || player >= CIT_MAX_PLAYERS || s->arriving[player] != size)
        return -1;
    float t = progress(ctx, s->arriving_since[player]);
    return 1.0f - (1.0f - t) * (1.0f - t); /* falls fast, lands softly */
}

int hills_motion_leaving(gui_module_ctx *ctx, int player, const hills_seen **flock, float *t)
{
    const gui_hills_state *s = state_of(ctx->game);
    if (!s || player < 0 || player >= CIT_MAX_PLAYERS || !s->left[player].out)
        return 0;
    *flock = &s->left[player];
    *t = progress(ctx, s->left_since[player]);
    return 1;
}

int hills_motion_busy(const gui_game *g)
{
    const gui_hills_state *s = state_of(g);
    int busy = 0;
    for (int p = 0; s && p < CIT_MAX_PLAYERS; p++)
        busy |= (s->arriving[p] ? 1 : 0) | (s->left[p].out ? 2 : 0);
    return busy;
}

int hills_sound(const cit_event *e)
{
    switch (e->type) {
    case CIT_EV_HILLS_SHEPHERD:
    case CIT_EV_HILLS_SHEEP:
        return GUI_SFX_FOLLOWER;
    case CIT_EV_HILLS_WOLF:
        return GUI_SFX_MOVE;
    default:
        return -1;
    }
}
