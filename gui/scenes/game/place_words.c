/* Where a tile went and which, in words: the start board as the landmark, compass directions. */
#include "scenes/game/place_words.h"
#include "app/i18n.h"

#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The octant (0 north, clockwise) of a vector with y pointing south; -1 for none. A side must
   lead the other twice over to be a plain north/east/south/west. */
static int octant(float dx, float dy)
{
    float ax = fabsf(dx), ay = fabsf(dy);
    if (ax < 0.05f && ay < 0.05f)
        return -1;
    if (ay > 2.0f * ax)
        return dy < 0 ? 0 : 4;
    if (ax > 2.0f * ay)
        return dx > 0 ? 2 : 6;
    return dy < 0 ? (dx > 0 ? 1 : 7) : (dx > 0 ? 3 : 5);
}

void gui_kind_in_sentence(int kind, char *buf, size_t cap)
{
    SDL_strlcpy(buf, gui_feature_kind_name(kind), cap);
    if (!strcmp(gui_i18n_get(), "de")) /* a German noun keeps its capital ("Straße") */
        return;
    if (buf[0] >= 'A' && buf[0] <= 'Z') /* ASCII capitals: every kind name starts with one */
        buf[0] = (char)(buf[0] - 'A' + 'a');
}

void gui_tile_kinds(const cit_tileset *ts, int tile, char *buf, size_t cap)
{
    buf[0] = 0;
    if (tile < 0 || tile >= ts->ntiles)
        return;
    const cit_tile_def *d = &ts->tiles[tile];
    /* Cities first, then roads and cloisters, then a module's kinds; fields only if nothing else. */
    static const int first[3] = {CIT_FEAT_CITY, CIT_FEAT_ROAD, CIT_FEAT_CLOISTER};
    int order[CIT_FEAT_KIND_COUNT + 8], n = 0;
    for (int i = 0; i < 3; i++)
        order[n++] = first[i];
    for (int k = CIT_FEAT_CLOISTER + 1; k < CIT_FEAT_KIND_COUNT + 8; k++)
        order[n++] = k;
    for (int i = 0; i < n; i++) {
        int has = 0;
        for (int f = 0; f < d->nfeat && !has; f++)
            has = d->feat[f].kind == order[i];
        if (!has)
            continue;
        char k[40];
        gui_kind_in_sentence(order[i], k, sizeof k);
        if (buf[0])
            SDL_strlcat(buf, " + ", cap);
        SDL_strlcat(buf, k, cap);
    }
    if (!buf[0])
        gui_kind_in_sentence(CIT_FEAT_FIELD, buf, cap);
}

void gui_tile_words(const cit_tileset *ts, int tile, char *buf, size_t cap)
{
    char kinds[96];
    gui_tile_kinds(ts, tile, kinds, sizeof kinds);
    gui_subst(buf, cap, gui_tr(MSG_TILE_OF), kinds, NULL, NULL);
}

void gui_where_words(const cit_game *e, int x, int y, char *buf, size_t cap)
{
    buf[0] = 0;
    int start = cit_game_start_pieces(e), near = 1 << 20;
    float cx = 0, cy = 0;
    start = start < 1 ? 1 : start;
    if (cit_game_placed_count(e) < start)
        return;
    for (int i = 0; i < start; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        cx += (float)t.x;
        cy += (float)t.y;
        int d = abs(x - t.x) > abs(y - t.y) ? abs(x - t.x) : abs(y - t.y);
        near = d < near ? d : near;
    }
    int o = octant((float)x - cx / (float)start, (float)y - cy / (float)start);
    if (near == 0 || o < 0)
        return;
    char dist[32];
    gui_tiles(dist, sizeof dist, near);
    gui_subst(buf, cap, gui_tr(MSG_WHERE_START), dist, gui_tr((gui_msg)(MSG_DIR_N + o)), NULL);
}

/* Where port p (0-11, clockwise from the north-west) lies, from the tile's middle (y south). */
static void port_at(int p, float *px, float *py)
{
    static const float at[12][2] = {{-1.f / 3, -.5f}, {0, -.5f}, {1.f / 3, -.5f}, {.5f, -1.f / 3}, {.5f, 0}, {.5f, 1.f / 3},
                                    {1.f / 3, .5f},   {0, .5f},  {-1.f / 3, .5f}, {-.5f, 1.f / 3}, {-.5f, 0}, {-.5f, -1.f / 3}};
    *px = at[p][0];
    *py = at[p][1];
}

void gui_spot_words(const cit_tileset *ts, int tile, int rot, int spot, char *buf, size_t cap)
{
    buf[0] = 0;
    if (tile < 0 || tile >= ts->ntiles || spot < 0 || spot >= ts->tiles[tile].nfeat)
        return;
    const cit_feature_def *f = &ts->tiles[tile].feat[spot];
    char kind[40];
    gui_kind_in_sentence(f->kind, kind, sizeof kind);
    float sx = 0, sy = 0;
    for (int p = 0; p < 12; p++)
        if (f->ports & (1u << p)) {
            float px, py;
            port_at((p + 3 * (rot & 3)) % 12, &px, &py);
            sx += px;
            sy += py;
        }
    int o = octant(sx, sy);
    if (o < 0)
        SDL_strlcpy(buf, kind, cap);
    else
        gui_subst(buf, cap, gui_tr(MSG_SPOT_SIDE), kind, gui_tr((gui_msg)(MSG_SIDE_N + o)), NULL);
}

void gui_placement_words(const cit_game *e, const cit_move *m, char *buf, size_t cap)
{
    char tile[128], where[128];
    gui_tile_words(cit_game_tileset(e), m->tile, tile, sizeof tile);
    gui_where_words(e, m->x, m->y, where, sizeof where);
    snprintf(buf, cap, "%s%s%s", tile, where[0] ? " " : "", where);
}

const char *gui_follower_word(int kind)
{
    return gui_tr(kind == CIT_FEAT_CITY ? MSG_KNIGHT : kind == CIT_FEAT_ROAD ? MSG_ROBBER
                  : kind == CIT_FEAT_CLOISTER ? MSG_MONK : kind == CIT_FEAT_FIELD ? MSG_FARMER : MSG_A_FOLLOWER);
}
