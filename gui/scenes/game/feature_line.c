/* The hover line of a feature: what it is, its size, what it is worth and who holds it
   ("City · 3 tiles · unfinished · 5 points now · Anna"), as it stands or as the tile being
   placed would make it; gui_tooltip (game_panels.c) draws it. */
#include "scenes/game/game_panels.h"
#include "scenes/game/board_view.h"
#include "scenes/scenes.h"
#include "modules/gui_module.h"
#include "app/i18n.h"

#include <stdio.h>
#include <string.h>

static const char *kind_msg(int kind)
{
    return kind == CIT_FEAT_FIELD || kind == CIT_FEAT_ROAD || kind == CIT_FEAT_CITY || kind == CIT_FEAT_CLOISTER
               ? gui_tr(kind == CIT_FEAT_ROAD ? MSG_ROAD : kind == CIT_FEAT_CITY ? MSG_CITY
                        : kind == CIT_FEAT_CLOISTER ? MSG_CLOISTER : MSG_FIELD)
               : gui_feature_kind_name(kind); /* a module's kind: the module names it */
}

/* "finished" / "unfinished" in the gender of the feature's Czech name. */
static const char *state_word(int kind, int done)
{
    /* A module's kinds take the road's words (their Czech names are feminine, as cesta). */
    int k = kind == CIT_FEAT_CITY ? 1 : kind == CIT_FEAT_FIELD ? 2 : kind == CIT_FEAT_CLOISTER ? 3 : 0;
    return gui_tr((gui_msg)((done ? MSG_DONE_ROAD : MSG_OPEN_ROAD) + k));
}

/* One line a player understands: "City · 3 tiles · unfinished · 5 points now · Anna". */
void gui_feature_line(const cit_game *e, int x, int y, int spot, int half, char *line, size_t cap)
{
    gui_feature_line_as(e, x, y, spot, half, 1, line, cap);
}

/* Who has followers on it: the owner's name when one follower stands there, else every owner
   with a count, most first ("Anna 2, Ben 1"), so two followers on one part are told apart
   from one; seat `you` (the person at this screen) is "you". */
static void owners_words(const cit_setup *s, int you, const uint8_t *followers, char *owners, size_t cap)
{
    int best = 0, total = 0;
    owners[0] = 0;
    for (int p = 0; p < s->nplayers; p++) {
        best = followers[p] > best ? followers[p] : best;
        total += followers[p];
    }
    int counted = best > 1 || total > best;
    for (int c = best; c > 0 && (counted || c == best); c--)
        for (int p = 0; p < s->nplayers; p++)
            if (followers[p] == c) {
                char one[48];
                const char *name = p == you ? gui_tr(MSG_HOLDER_YOU) : s->players[p].name;
                if (owners[0])
                    SDL_strlcat(owners, ", ", cap);
                if (counted)
                    snprintf(one, sizeof one, "%s %d", name, c);
                else
                    snprintf(one, sizeof one, "%s", name);
                SDL_strlcat(owners, one, cap);
            }
}

void gui_feature_line_as(const cit_game *e, int x, int y, int spot, int half, int value, char *line, size_t cap)
{
    gui_feature_line_plus(e, x, y, spot, half, value, -1, line, cap);
}

void gui_feature_line_plus(const cit_game *e, int x, int y, int spot, int half, int value, int plus, char *line,
                           size_t cap)
{
    gui_feature_line_scored(e, x, y, spot, half, value, plus, -1, line, cap);
}

/* Takes off followers[] (each player's votes in feature `here`) the figures that vote nothing
   there (a mayor in a city without pennants), so the hover names nobody as a holder for them. */
static void unvoted_figures(const cit_game *e, const cit_feature_info *here, uint8_t *followers)
{
    cit_follower f[CIT_MAX_PLAYERS * (CIT_FOLLOWERS + 4)];
    int n = cit_game_followers(e, f, (int)(sizeof f / sizeof f[0]));
    if (n > (int)(sizeof f / sizeof f[0]))
        n = (int)(sizeof f / sizeof f[0]);
    for (int i = 0; i < n; i++) {
        cit_feature_info there;
        if (!f[i].figure || f[i].where != CIT_AT_PART || f[i].player >= CIT_MAX_PLAYERS ||
            cit_game_follower_votes(e, f[i].figure, here->pennants) > 0 ||
            !cit_game_feature_brief(e, f[i].x, f[i].y, f[i].spot, f[i].half, &there) || there.id != here->id)
            continue;
        int strength = cit_game_follower_strength(e, f[i].figure);
        followers[f[i].player] -= (uint8_t)(followers[f[i].player] < strength ? followers[f[i].player] : strength);
    }
}

/* Votes special piece `kind` of module sm would have in the feature of part x,y,spot,half of
   game `preview` (gui_module.special_figures): 0 for a piece that is no follower. */
static int special_votes(const cit_game *preview, const gui_module *sm, int kind, int x, int y, int spot, int half)
{
    const char *word = sm->special_figures && kind >= 0 && kind < sm->nspecial ? sm->special_figures[kind] : NULL;
    int f = word ? cit_game_follower_named(preview, word) : 0;
    cit_feature_info info;
    if (!f || !cit_game_feature_brief(preview, x, y, spot, half, &info))
        return 0;
    return cit_game_follower_votes(preview, f, info.pennants);
}

void gui_feature_line_scored(const cit_game *e, int x, int y, int spot, int half, int value, int plus, int scorers,
                             char *line, size_t cap)
{
    gui_feature_line_seen(e, -1, x, y, spot, half, value, plus, scorers, line, cap);
}

void gui_feature_line_seen(const cit_game *e, int you, int x, int y, int spot, int half, int value, int plus,
                           int scorers, char *line, size_t cap)
{
    cit_feature_info info;
    cit_feature_part parts[160], cities[GUI_FINALE_PARTS];
    int n = 0, nc = 0;
    line[0] = 0;
    if (!cit_game_feature(e, x, y, spot, half, &info, parts, 160, &n))
        return;
    for (const gui_module *const *m = gui_modules; *m; m++) /* a module's kind: its own line */
        if ((*m)->feature_line && (*m)->feature_line(e, &info, line, cap))
            return;
    char size[128], pts[48], val[192], owners[200] = "";
    gui_points(pts, sizeof pts, info.value);
    /* A field scores only at the end: its value says so, not "now". */
    gui_subst(val, sizeof val,
              gui_tr(info.complete ? MSG_VALUE_SCORED : info.kind == CIT_FEAT_FIELD ? MSG_VALUE_AT_END : MSG_VALUE_NOW), pts,
              NULL, NULL);
    if (info.kind == CIT_FEAT_FIELD) {
        char num[96] = "", more[64];
        int fed = gui_field_cities(e, parts, n < 160 ? n : 160, cities, GUI_FINALE_PARTS, &nc), fed_more = 0;
        if (fed)
            gui_finished_cities(num, sizeof num, fed);
        /* What a module adds to the field's points (the City of Carcassonne) is said too, so the
           points at the end add up with what the line names. */
        GUI_FOR_MODULES(M, e)
            if (M->field_feeds && M->field_feeds(e, parts, n < 160 ? n : 160, more, sizeof more)) {
                if (num[0])
                    SDL_strlcat(num, " + ", sizeof num);
                SDL_strlcat(num, more, sizeof num);
                fed_more = 1;
            }
        if (fed || fed_more)
            gui_subst(size, sizeof size, gui_tr(MSG_FIELD_FEEDS), num, NULL, NULL);
        else /* "feeds 0 finished cities" reads like a fault */
            SDL_strlcpy(size, gui_tr(MSG_FIELD_FEEDS_NONE), sizeof size);
    } else {
        gui_feature_size(e, parts, n < 160 ? n : 160, info.cells, size, sizeof size);
    }
    /* A module's kind may say what it is worth in words of its own (a quarter's markets). */
    for (const gui_module *const *m = gui_modules; *m; m++)
        if (gui_module_on(*m, e) && (*m)->feature_words && (*m)->feature_words(e, &info, size, sizeof size, val, sizeof val))
            break;
    /* A module may say what it does to the feature (an inn): instead of the worth while open, after it once done. */
    char note[128];
    GUI_FOR_MODULES(M, e)
        if (M->feature_note && M->feature_note(e, x, y, spot, half, info.complete, note, sizeof note)) {
            if (info.complete) {
                SDL_strlcat(val, " \xC2\xB7 ", sizeof val);
                SDL_strlcat(val, note, sizeof val);
            } else {
                SDL_strlcpy(val, note, sizeof val);
            }
            break;
        }
    /* and what else it holds (a city's goods, a builder) */
    for (const gui_module *const *m = gui_modules; *m; m++) {
        char more[96];
        if (gui_module_on(*m, e) && (*m)->feature_more && (*m)->feature_more(e, you, x, y, spot, half, more, sizeof more)) {
            SDL_strlcat(size, " \xC2\xB7 ", sizeof size);
            SDL_strlcat(size, more, sizeof size);
        }
    }
    const cit_setup *s = cit_game_setup(e);
    unvoted_figures(e, &info, info.followers);
    if (plus >= 0 && plus < s->nplayers)
        info.followers[plus]++;
    if (info.complete && scorers >= 0) { /* its followers went home: the owners are who scored it */
        for (int p = 0; p < s->nplayers; p++)
            info.followers[p] = (uint8_t)(scorers >> p & 1);
        if (!scorers) /* "scored 4 points · nobody" read as if someone had */
            gui_subst(val, sizeof val, gui_tr(MSG_VALUE_WORTH), pts, NULL, NULL);
    }
    owners_words(s, you, info.followers, owners, sizeof owners);
    const char *nobody = gui_tr(info.complete && scorers == 0 ? MSG_NOBODY_SCORED : MSG_NOBODY);
    const char *dot = " \xC2\xB7 ";
    if (!value) /* a purist's hover: what is there, not what it is worth */
        snprintf(line, cap, "%s%s%s%s%s", kind_msg(info.kind), dot, size, dot, owners[0] ? owners : nobody);
    else if (info.kind == CIT_FEAT_FIELD) /* a field is never finished: its state word says nothing */
        snprintf(line, cap, "%s%s%s%s%s%s%s", kind_msg(info.kind), dot, size, dot, val, dot, owners[0] ? owners : nobody);
    else
        snprintf(line, cap, "%s%s%s%s%s%s%s%s%s", kind_msg(info.kind), dot, size, dot,
                 state_word(info.kind, info.complete), dot, val, dot, owners[0] ? owners : nobody);
}

/* The player whose follower stands on the tile being placed on the feature a spot of that tile
   would join (counted by its hover before End turn), or -1. */
static int tentative_owner(const gui_scene_ctx *ctx, const cit_game *preview)
{
    const gui_game *g = ctx->game;
    cit_feature_info here, there;
    int n = 0;
    const gui_module *sm = g->special_mod >= 0 ? gui_module_find(g->special_mod) : NULL;
    if (!ctx->view->hover.preview || g->spot == CIT_SPOT_NONE ||
        !cit_game_feature(preview, ctx->view->hover.x, ctx->view->hover.y, ctx->view->hover.spot, ctx->view->hover.half, &here, NULL, 0, &n) ||
        !cit_game_feature(preview, g->tx, g->ty, g->spot, ctx->view->hover.half, &there, NULL, 0, &n))
        return -1;
    /* a piece asked after the placement (the mayor, the wagon) counts by its strength there; a
       builder or pig for nobody */
    if (sm && !(sm->special_in_place >> g->special_kind & 1u) &&
        special_votes(preview, sm, g->special_kind, g->tx, g->ty, g->spot, ctx->view->hover.half) <= 0)
        return -1;
    return here.id == there.id ? g->pend.player : -1;
}

/* A special piece set on the tile being placed (the mayor, the wagon), in the feature hovered:
   what it will be there, after the line ("Eva's mayor counts nothing (no pennant)"): its
   owner alone would not say why a mayor without pennants leaves the feature to "nobody". */
static void special_note(const gui_scene_ctx *ctx, const cit_game *preview, char *line, size_t cap)
{
    const gui_game *g = ctx->game;
    const gui_module *sm = g->special_mod >= 0 ? gui_module_find(g->special_mod) : NULL;
    cit_feature_info here, there;
    int n = 0;
    char note[128];
    if (!sm || !sm->special_note || g->spot == CIT_SPOT_NONE ||
        !cit_game_feature(preview, ctx->view->hover.x, ctx->view->hover.y, ctx->view->hover.spot, ctx->view->hover.half, &here, NULL, 0, &n) ||
        !cit_game_feature(preview, g->tx, g->ty, g->spot, ctx->view->hover.half, &there, NULL, 0, &n) || here.id != there.id ||
        !sm->special_note(preview, g->pend.player, gui_game_is_you(g, g->pend.player), g->special_kind, g->tx, g->ty,
                          g->spot, ctx->view->hover.half, note, sizeof note))
        return;
    SDL_strlcat(line, " \xC2\xB7 ", cap);
    SDL_strlcat(line, note, cap);
}

/* Who scored the completed feature through this part, from the history's score lines (a bit
   per player; 0: nobody did); -1 if it is not complete. */
static int scorers_of(const gui_game *g, const cit_game *e, int x, int y, int spot, int half)
{
    cit_feature_info info, other;
    if (!cit_game_feature(e, x, y, spot, half, &info, NULL, 0, NULL) || !info.complete)
        return -1;
    int mask = 0;
    for (int i = 0; i < g->nlog; i++) {
        const gui_log_ref *r = &g->logref[i];
        if (r->scorer > 0 && r->has_feature &&
            cit_game_feature(e, r->fx, r->fy, r->fspot, r->fhalf, &other, NULL, 0, NULL) && other.id == info.id &&
            other.complete)
            mask |= 1 << (r->scorer - 1);
    }
    return mask;
}

void gui_panel_tooltip_line(const gui_scene_ctx *ctx, char *line, size_t cap)
{
    line[0] = 0;
    if (!ctx->view->hover.valid || !ctx->game)
        return;
    /* A spot on the tile being placed is described on the board as it will be. */
    const cit_game *e = ctx->view->hover.preview ? gui_game_preview(ctx->game) : gui_game_engine(ctx->game);
    if (e)
        gui_feature_line_seen(e, ctx->game->you, ctx->view->hover.x, ctx->view->hover.y, ctx->view->hover.spot, ctx->view->hover.half, !ctx->settings->purist,
                                tentative_owner(ctx, e), scorers_of(ctx->game, e, ctx->view->hover.x, ctx->view->hover.y, ctx->view->hover.spot,
                                                                  ctx->view->hover.half), line, cap);
    if (e && ctx->view->hover.preview)
        special_note(ctx, e, line, cap);
}

void gui_panel_tooltip(const gui_scene_ctx *ctx)
{
    if (!ctx->view->hover.valid)
        return;
    char line[240];
    gui_panel_tooltip_line(ctx, line, sizeof line);
    if (!line[0])
        return;
    gui_tooltip(ctx, line, 0);
}
