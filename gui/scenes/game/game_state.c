/* Turn state for the game scene: what the player has tentatively done, and what the engine said. */
#include "scenes/game/game_state.h"
#include "scenes/game/place_words.h"
#include "modules/gui_module.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "app/sound.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

gui_game *gui_game_new(const cit_setup *setup, cit_status *st)
{
    gui_game *g = calloc(1, sizeof *g);
    if (!g) {
        *st = CIT_ERR_NO_MEMORY;
        return NULL;
    }
    g->sess = cit_session_new(setup, st);
    if (!g->sess) {
        free(g);
        return NULL;
    }
    g->synced = -1;
    g->spot = CIT_SPOT_NONE;
    g->special_mod = -1;
    g->preview_key = -1;
    g->you = -1;
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->state_size && (*m)->module >= 0 && (*m)->module < CIT_MODULE_MAX &&
            !(g->mstate[(*m)->module] = calloc(1, (*m)->state_size))) {
            *st = CIT_ERR_NO_MEMORY;
            gui_game_free(g);
            return NULL;
        }
    gui_game_sync(g);
    return g;
}

void *gui_game_module(const gui_game *g, int id) { return id >= 0 && id < CIT_MODULE_MAX ? g->mstate[id] : NULL; }


void gui_game_free(gui_game *g)
{
    if (!g)
        return;
    cit_session_free(g->sess);
    free(g->log);
    free(g->logref);
    free(g->finale);
    free(g->final_events);
    cit_game_free(g->preview);
    for (int id = 0; id < CIT_MODULE_MAX; id++)
        free(g->mstate[id]);
    free(g);
}

const cit_game *gui_game_engine(const gui_game *g) { return cit_session_game(g->sess); }

static void log_add(gui_game *g, const char *line, gui_log_ref ref)
{
    if (g->nlog == g->caplog) {
        int nc = g->caplog ? g->caplog * 2 : 256;
        void *nl = realloc(g->log, (size_t)nc * GUI_LOG_LINE);
        if (!nl)
            return;
        g->log = nl;
        void *nr = realloc(g->logref, (size_t)nc * sizeof *g->logref);
        if (!nr)
            return;
        g->logref = nr;
        g->caplog = nc;
    }
    g->logref[g->nlog] = ref;
    snprintf(g->log[g->nlog++], GUI_LOG_LINE, "%s", line);
}

const char *gui_game_player_name(const gui_game *g, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(g));
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

int gui_game_player_colour(const gui_game *g, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(g));
    return p >= 0 && p < s->nplayers ? s->players[p].colour : 0;
}


/* Whether a part of the feature lies in a cell holding a triangle (half tile). */
static int any_triangle(const cit_game *e, const cit_feature_part *parts, int n);

void gui_feature_size(const cit_game *e, const cit_feature_part *parts, int n, int count, char *buf, size_t cap)
{
    (any_triangle(e, parts, n) ? gui_cells : gui_tiles)(buf, cap, count);
}

static int any_triangle(const cit_game *e, const cit_feature_part *parts, int n)
{
    const cit_tileset *ts = cit_game_tileset(e);
    for (int i = 0; i < n; i++) {
        cit_placed_tile pc[2];
        int k = cit_game_parts_at(e, parts[i].x, parts[i].y, pc);
        for (int j = 0; j < k; j++)
            if (pc[j].tile < ts->ntiles && ts->tiles[pc[j].tile].shape == CIT_SHAPE_TRIANGLE)
                return 1;
    }
    return 0;
}

/* The short form of a feature the history uses: "city, 4 tiles", "field, 2 finished cities"
   (a field feeding none: "field"), "cloister" (kind in lower case); empty if there is none. */
static void feature_brief(const cit_game *e, int x, int y, int spot, int half, char *buf, size_t cap)
{
    cit_feature_info info;
    cit_feature_part parts[160], cities[GUI_FINALE_PARTS];
    int n = 0, nc = 0;
    buf[0] = 0;
    if (!cit_game_feature(e, x, y, spot, half, &info, parts, 160, &n))
        return;
    char kind[40], more[64] = "";
    gui_kind_in_sentence(info.kind, kind, sizeof kind);
    if (info.kind == CIT_FEAT_FIELD) {
        /* a field says only the finished cities it feeds, if any */
        int fed = gui_field_cities(e, parts, n < 160 ? n : 160, cities, GUI_FINALE_PARTS, &nc);
        if (fed > 0)
            gui_finished_cities(more, sizeof more, fed);
    } else if (info.kind != CIT_FEAT_CLOISTER) {
        /* the engine counts cells; with a triangle in the feature they are no tiles */
        gui_feature_size(e, parts, n < 160 ? n : 160, info.cells, more, sizeof more);
        /* a module's kind may count what pays instead (a quarter's markets), as its hover does */
        char worth[64];
        for (const gui_module *const *m = gui_modules; *m; m++)
            if (gui_module_on(*m, e) && (*m)->feature_words &&
                (*m)->feature_words(e, &info, more, sizeof more, worth, sizeof worth))
                break;
    }
    /* what a module does to it, in its short form (an inn: "inn: 2 per tile") */
    char note[128] = "";
    GUI_FOR_MODULES(M, e)
        if (M->feature_note && M->feature_note(e, x, y, spot, half, 1, note, sizeof note))
            break;
    snprintf(buf, cap, "%s%s%s%s%s", kind, more[0] ? ", " : "", more, note[0] ? ", " : "", note);
}

void gui_log_ref_feature(gui_log_ref *r, const cit_event *e)
{
    r->has_feature = 1;
    r->fx = e->x;
    r->fy = e->y;
    r->fspot = e->spot;
    r->fhalf = (int8_t)e->half;
}

/* Counts event e in the results row of the module that claims it (gui_module.tally). */
static void tally_event(gui_game *g, const cit_game *after, const cit_event *e)
{
    GUI_FOR_MODULES(mod, after) {
        int row = 0, taken = -1, payer = -1;
        if (!mod->tally || !mod->tally(after, e, &row, &taken, &payer))
            continue;
        int gainer = payer >= 0 ? e->other : e->player;
        if (row < 0 || row >= GUI_TALLY_ROWS || gainer >= CIT_MAX_PLAYERS || payer >= CIT_MAX_PLAYERS ||
            mod->module >= CIT_MODULE_MAX)
            return;
        for (int side = 0; side < 2; side++) { /* the points' gainer, then a payer's loss */
            int p = side ? payer : gainer, pts = side ? -e->points : e->points;
            if (p < 0)
                continue;
            g->tally_pts[mod->module][row][p] = (int16_t)(g->tally_pts[mod->module][row][p] + pts);
            g->tally_n[mod->module][row][p]++;
            if (taken >= 0 && taken < CIT_CAT_COUNT)
                g->tally_taken[taken][p] = (int16_t)(g->tally_taken[taken][p] + pts);
        }
        return;
    }
}

/*
 * Writes history lines for move number `idx` and its outcome, as a player would tell it
 * (no coordinates: hovering a line shows the place): "Anna: city + road, 2 tiles east of the
 * start · knight (city, 3 tiles)" (what the tile shows, where from the start board),
 * then one line per score, "  Anna +8 · city, 4 tiles". `after` is the game after the move.
 */
static void log_move(gui_game *g, const cit_game *before, const cit_game *after, const cit_move *m, int idx,
                     int player, const cit_outcome *o)
{
    char line[GUI_LOG_LINE], what[160];
    const cit_tileset *ts = cit_game_tileset(before);
    gui_log_ref ref = {(int16_t)idx, m->x, m->y, 0, 0, 0, 0, 0, 0};
    if (m->type == CIT_MOVE_PLACE) {
        int said = 0;
        char where[128];
        gui_where_words(before, m->x, m->y, where, sizeof where);
        GUI_FOR_MODULES(mod, before)
            if (!said && mod->place_line)
                said = mod->place_line(g, before, m, player, line, sizeof line);
        if (said) { /* a module's line says what it laid; where it went follows */
            if (where[0]) {
                SDL_strlcat(line, " \xC2\xB7 ", sizeof line);
                SDL_strlcat(line, where, sizeof line);
            }
        } else {
            char tile[128], base[GUI_LOG_LINE];
            gui_tile_kinds(ts, m->tile, tile, sizeof tile);
            gui_subst(base, sizeof base, gui_tr_seat(MSG_HIST_PLACE, gui_game_is_you(g, player)),
                      gui_game_player_name(g, player), tile, where);
            if (m->spot != CIT_SPOT_NONE && m->tile < ts->ntiles && m->spot < ts->tiles[m->tile].nfeat) {
                /* The feature as it stands after the move (a completed one stays queryable). */
                cit_placed_tile there[2]; /* a triangle into a half-filled cell is its second half */
                int half = cit_game_parts_at(before, m->x, m->y, there) > 0;
                feature_brief(after, m->x, m->y, m->spot, half, what, sizeof what);
                gui_subst(line, sizeof line, gui_tr(MSG_HIST_PLACE_FOLLOWER), base,
                          gui_follower_word(ts->tiles[m->tile].feat[m->spot].kind), what);
            } else {
                SDL_strlcpy(line, base, sizeof line);
            }
        }
        log_add(g, line, ref);
    } else {
        ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0}; /* other decisions (the modules') are told by their events */
        gui_log_ref mr = ref;
        int said = 0;
        GUI_FOR_MODULES(mod, before)
            if (!said && mod->move_line)
                said = mod->move_line(g, before, m, player, line, sizeof line, &mr);
        if (said)
            log_add(g, line, mr); /* ...or by a line of the module's own */
    }
    int final_shown = 0;
    for (int i = 0; o && i < o->n; i++) {
        const cit_event *e = &o->ev[i];
        gui_log_ref mr = ref;
        int said = 0;
        tally_event(g, after, e);
        /* The heading goes before the first line of the final scoring, a module's included. */
        if (!final_shown && gui_finale_claims(after, e, NULL)) {
            log_add(g, gui_tr(MSG_HIST_FINAL), (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0});
            final_shown = 1;
        }
        GUI_FOR_MODULES(mod, before)
            if (!said && mod->event_line)
                said = mod->event_line(g, before, e, line, sizeof line, &mr);
        if (said) {
            log_add(g, line, mr);
            if (said == 2) { /* worth a notice when a computer did it (decide.c) */
                g->notices++;
                g->notice_player = e->player;
                const char *t = line;
                while (*t == ' ')
                    t++; /* the notice without the history's indent */
                snprintf(g->notice, sizeof g->notice, "%s", t);
            }
        } else if (e->type == CIT_EV_SCORE) {
            feature_brief(after, e->x, e->y, e->spot, e->half, what, sizeof what);
            if (!what[0])
                gui_kind_in_sentence(e->feature_kind, what, sizeof what); /* "(road)" */
            gui_score_line(g, e->player, e->points, what, line, sizeof line);
            gui_log_ref sr = ref;
            gui_log_ref_feature(&sr, e);
            sr.scorer = (int8_t)(e->player + 1);
            log_add(g, line, sr);
        } else if (e->type == CIT_EV_DISCARD) {
            log_add(g, gui_tr(MSG_DISCARDED), (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0});
        }
    }
}

/* Replays the session from the start to rebuild the history log. */
static void rebuild_log(gui_game *g)
{
    const cit_game *cur = gui_game_engine(g);
    cit_tile_id order[CIT_MAX_STACK];
    int n = cit_game_tile_order(cur, order, CIT_MAX_STACK);
    cit_status st;
    g->nlog = 0;
    g->notices = 0;
    memset(g->tally_pts, 0, sizeof g->tally_pts);
    memset(g->tally_n, 0, sizeof g->tally_n);
    memset(g->tally_taken, 0, sizeof g->tally_taken);
    cit_game *r = cit_game_new(cit_game_setup(cur), order, n, &st);
    if (!r)
        return;
    cit_game *before = cit_game_clone(r);
    cit_outcome *o = malloc(sizeof *o);
    int len = cit_session_length(g->sess);
    for (int i = 0; before && o && i < len; i++) {
        const cit_move *m = cit_session_move(g->sess, i);
        int p = cit_game_pending(r).player;
        cit_game_copy(before, r);
        if (cit_game_apply(r, m, o) != CIT_OK)
            break;
        log_move(g, before, r, m, i, p, o);
    }
    free(o);
    cit_game_free(before);
    cit_game_free(r);
}

/* A cell beside a half-filled cell's empty half and no full edge: no tile may border it
   yet, so it is no cell the engine's "can be filled" is about (no false red
   cross). Asked only beside a half-filled cell; other cells keep their marks (The City's
   beyond the wall). */
static int open_half_only(const cit_game *e, int x, int y)
{
    static const int d[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    const cit_tileset *ts = cit_game_tileset(e);
    int half = 0;
    for (int k = 0; k < 4 && !half; k++) {
        cit_placed_tile pc[2];
        half = cit_game_parts_at(e, x + d[k][0], y + d[k][1], pc) == 1 && pc[0].tile < ts->ntiles &&
               ts->tiles[pc[0].tile].shape == CIT_SHAPE_TRIANGLE;
    }
    return half && !cit_game_cell_borders(e, x, y);
}

void gui_game_sync(gui_game *g)
{
    int len = cit_session_length(g->sess);
    if (g->synced == len)
        return;
    const cit_game *e = gui_game_engine(g);
    g->synced = len;
    g->pend = cit_game_pending(e);
    g->nplace = 0;
    if (g->pend.decision == CIT_DECIDE_PLACE_TILE) {
        g->nplace = cit_game_legal_placements(e, g->place, GUI_MAX_PLACEMENTS);
        if (g->nplace > GUI_MAX_PLACEMENTS)
            g->nplace = GUI_MAX_PLACEMENTS;
    }
    /* Empty cells beside placed tiles, and whether any remaining tile can fill them. */
    g->nfrontier = 0;
    int np = cit_game_placed_count(e);
    static const int d[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    for (int i = 0; i < np; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        for (int k = 0; k < 4; k++) {
            int x = t.x + d[k][0], y = t.y + d[k][1], dup = 0;
            if (x < -127 || x > 127 || y < -127 || y > 127 || cit_game_parts_at(e, x, y, NULL) ||
                open_half_only(e, x, y))
                continue;
            for (int j = 0; j < g->nfrontier && !dup; j++)
                dup = g->frontier[j][0] == x && g->frontier[j][1] == y;
            if (dup || g->nfrontier >= GUI_MAX_PLACEMENTS)
                continue;
            g->frontier[g->nfrontier][0] = (int8_t)x;
            g->frontier[g->nfrontier][1] = (int8_t)y;
            g->fillable[g->nfrontier] = (uint8_t)(cit_game_over(e) || cit_game_cell_fillable(e, x, y));
            g->nfrontier++;
        }
    }
    /* An empty board (a mode without a start tile): the cells the first tile may take. */
    for (int i = 0; !np && i < g->nplace && g->nfrontier < GUI_MAX_PLACEMENTS; i++) {
        int dup = 0;
        for (int j = 0; j < g->nfrontier && !dup; j++)
            dup = g->frontier[j][0] == g->place[i].x && g->frontier[j][1] == g->place[i].y;
        if (dup)
            continue;
        g->frontier[g->nfrontier][0] = g->place[i].x;
        g->frontier[g->nfrontier][1] = g->place[i].y;
        g->fillable[g->nfrontier++] = 1;
    }
    g->has_tile = 0;
    g->nspots = 0;
    g->spot = CIT_SPOT_NONE;
    g->special_mod = -1;
    GUI_FOR_MODULES(mod, e)
        if (mod->turn_reset)
            mod->turn_reset(g);
}

/* The tentative tile changed: the modules' pieces follow it. */
static void tile_changed(gui_game *g)
{
    GUI_FOR_MODULES(mod, gui_game_engine(g))
        if (mod->tile_changed)
            mod->tile_changed(g);
}

/* A game just loaded: its ending is not replayed, its history is rebuilt. */
static void loaded(gui_game *g)
{
    g->synced = -1;
    free(g->finale); /* a loaded game's ending is not replayed */
    g->finale = NULL;
    free(g->final_events);
    g->final_events = NULL;
    rebuild_log(g);
    memset(g->fx, 0, sizeof g->fx);
    gui_game_sync(g);
}

void gui_game_rewound(gui_game *g) { loaded(g); }

int gui_game_load(gui_game *g, const char *path, int *line, char *err, size_t cap)
{
    if (gui_load_session(g->sess, path, line, err, cap) != 0)
        return -1;
    gui_load_record(&g->rec, path, cit_session_length(g->sess), cit_game_setup(cit_session_game(g->sess))->nplayers);
    loaded(g);
    g->answer_due = 0; /* a question the loaded game stopped at is asked in its dialog */
    return 0;
}

int gui_game_load_before(gui_game *g, const char *path, int bad_line)
{
    int n = gui_load_session_before(g->sess, path, bad_line);
    if (n >= 0) {
        gui_load_record(&g->rec, path, n, cit_game_setup(cit_session_game(g->sess))->nplayers);
        loaded(g);
        g->answer_due = 0;
    }
    return n;
}

int gui_game_rotmask(const gui_game *g, int x, int y)
{
    for (int i = 0; i < g->nplace; i++)
        if (g->place[i].x == x && g->place[i].y == y)
            return g->place[i].rotmask;
    return 0;
}

int gui_game_rot_from(const gui_game *g, int x, int y, int want)
{
    int mask = gui_game_rotmask(g, x, y);
    for (int k = 0; k < 4; k++) {
        int r = (want + k) & 3;
        if (mask & (1 << r))
            return r;
    }
    return -1;
}

float gui_half_depth(int rot, float fx, float fy)
{
    switch (rot & 3) {
    case 0: return fy - fx;        /* SW: below the NW-SE diagonal */
    case 1: return 1 - fx - fy;    /* NW */
    case 2: return fx - fy;        /* NE */
    default: return fx + fy - 1;   /* SE */
    }
}

int gui_rot_at_point(int mask, float fx, float fy)
{
    int best = -1;
    float bestd = 0;
    for (int r = 0; r < 4; r++)
        if ((mask & (1 << r)) && (best < 0 || gui_half_depth(r, fx, fy) > bestd)) {
            best = r;
            bestd = gui_half_depth(r, fx, fy);
        }
    return best;
}

int gui_game_hand_triangle(const gui_game *g)
{
    const cit_tileset *ts = cit_game_tileset(gui_game_engine(g));
    return g->pend.decision == CIT_DECIDE_PLACE_TILE && g->pend.tile < ts->ntiles &&
           ts->tiles[g->pend.tile].shape == CIT_SHAPE_TRIANGLE;
}

int gui_game_rot_at(const gui_game *g, int x, int y, float fx, float fy, int want)
{
    if (gui_game_hand_triangle(g))
        return gui_rot_at_point(gui_game_rotmask(g, x, y), fx, fy);
    return gui_game_rot_from(g, x, y, want);
}

/* Follower spots of the move as set up, the modules' pieces included (a follower may stand on one). */
static void compute_spots(gui_game *g)
{
    cit_move m = gui_game_tentative_move(g, CIT_SPOT_NONE);
    g->nspots = cit_game_move_spots(gui_game_engine(g), &m, g->spots, CIT_MAX_TILE_FEATURES);
    if (g->nspots > CIT_MAX_TILE_FEATURES)
        g->nspots = CIT_MAX_TILE_FEATURES;
    if (g->nspots < 0)
        g->nspots = 0;
    int keep = 0;
    if (g->special_mod >= 0 && g->spot != CIT_SPOT_NONE) { /* a special piece keeps a spot of its own */
        int8_t sp[CIT_MAX_TILE_FEATURES + 2];
        int n = gui_game_special_spots(g, g->special_mod, g->special_kind, sp, (int)sizeof sp);
        for (int i = 0; i < n; i++)
            keep |= sp[i] == g->spot;
    } else {
        for (int i = 0; i < g->nspots; i++)
            keep |= g->spots[i] == g->spot;
    }
    if (!keep) {
        g->spot = CIT_SPOT_NONE;
        g->special_mod = -1;
    }
}

void gui_game_refresh_spots(gui_game *g) { compute_spots(g); }

int gui_game_put(gui_game *g, int x, int y, int rot)
{
    if (rot < 0 || !(gui_game_rotmask(g, x, y) & (1 << (rot & 3))))
        return 0;
    g->has_tile = 1;
    g->tx = x;
    g->ty = y;
    g->trot = rot & 3;
    g->hand_rot = g->trot;
    g->spot = CIT_SPOT_NONE;
    g->special_mod = -1;
    tile_changed(g);
    compute_spots(g);
    return 1;
}

void gui_game_rotate_placed(gui_game *g)
{
    if (!g->has_tile)
        return;
    g->trot = gui_game_rot_from(g, g->tx, g->ty, (g->trot + 1) & 3);
    g->hand_rot = g->trot;
    tile_changed(g);
    compute_spots(g);
}

void gui_game_lift(gui_game *g)
{
    g->has_tile = 0;
    g->nspots = 0;
    g->spot = CIT_SPOT_NONE;
    g->special_mod = -1;
    tile_changed(g);
}

int gui_game_set_spot(gui_game *g, int spot)
{
    if (spot == CIT_SPOT_NONE) {
        g->spot = CIT_SPOT_NONE;
        g->special_mod = -1;
        return 1;
    }
    for (int i = 0; i < g->nspots; i++)
        if (g->spots[i] == spot) {
            g->spot = spot;
            g->special_mod = -1;
            return 1;
        }
    return 0;
}

/* The table entry of module `mod` with special pieces, if the game runs it. */
static const gui_module *special_module(const gui_game *g, int mod)
{
    const gui_module *m = gui_module_find(mod);
    m = m ? gui_module_on(m, gui_game_engine(g)) : NULL;
    return m && m->nspecial > 0 && m->special_spots ? m : NULL;
}

int gui_game_special_spots(gui_game *g, int mod, int kind, int8_t *spots, int cap)
{
    const gui_module *m = special_module(g, mod);
    if (!g->has_tile || !m || kind < 0 || kind >= m->nspecial || g->pend.decision != CIT_DECIDE_PLACE_TILE ||
        (m->special_home && !m->special_home(gui_game_engine(g), g->pend.player, kind)))
        return 0;
    int n = m->special_spots(g, kind, spots, cap);
    return n < 0 ? 0 : n > cap ? cap : n;
}

int gui_game_set_special(gui_game *g, int mod, int kind, int spot)
{
    int8_t sp[CIT_MAX_TILE_FEATURES + 2];
    int n = gui_game_special_spots(g, mod, kind, sp, (int)sizeof sp);
    for (int i = 0; i < n; i++)
        if (sp[i] == spot) {
            g->spot = spot;
            g->special_mod = mod;
            g->special_kind = kind;
            return 1;
        }
    return 0;
}

int gui_game_normal_supply(const gui_game *g, int p)
{
    const cit_game *e = gui_game_engine(g);
    int n = cit_game_supply(e, p);
    GUI_FOR_MODULES(m, e)
        for (int k = 0; k < m->nspecial && k < 32; k++)
            if ((m->special_counted >> k & 1u) && m->special_home && m->special_home(e, p, k))
                n--;
    return n < 0 ? 0 : n;
}

int gui_game_supply_left(const gui_game *g, int p)
{
    int placing = p == gui_game_player(g) && g->has_tile && g->spot != CIT_SPOT_NONE && g->special_mod < 0;
    return gui_game_normal_supply(g, p) - placing;
}

int gui_game_special_answer(gui_game *g, cit_move *out)
{
    if (!g->answer_due || g->answer_due != cit_session_length(g->sess) || g->pend.player != g->answer_player)
        return 0;
    g->answer_due = 0; /* once: a question it cannot answer goes to its dialog */
    const gui_module *m = gui_module_find(g->pend.module);
    m = m ? gui_module_on(m, gui_game_engine(g)) : NULL;
    int figure = (g->pend.flags & CIT_PENDING_FIGURE) != 0, len = cit_session_length(g->sess);
    if (figure && g->answer_mod >= 0 && (!m || g->answer_mod != m->module)) {
        /* the person set up another module's figure: one figure a placement, so this
           question's answer is its "none" (the first) */
        if (cit_game_legal_moves(gui_game_engine(g), out, 1) < 1)
            return 0;
        g->answer_due = len + 1;
        return 1;
    }
    if (!m || !m->special_answer) {
        if (figure) /* asked in its own dialog; the set-up still answers the figure questions after it */
            g->answer_due = len + 1;
        return 0;
    }
    int mine = g->answer_mod == m->module;
    if (!m->special_answer(g, mine ? g->answer_kind : -1, mine ? g->answer_spot : CIT_SPOT_NONE, out)) {
        if (figure)
            g->answer_due = len + 1;
        return 0;
    }
    g->answer_due = len + 1; /* a second question of another module may follow */
    return 1;
}

int gui_game_undo(gui_game *g)
{
    if (g->has_tile && g->spot != CIT_SPOT_NONE) {
        g->spot = CIT_SPOT_NONE;
        g->special_mod = -1;
        return 2;
    }
    GUI_FOR_MODULES(mod, gui_game_engine(g))
        if (g->has_tile && mod->undo && mod->undo(g))
            return 3;
    if (g->has_tile) {
        gui_game_lift(g);
        return 1;
    }
    return 0;
}

int gui_game_player(const gui_game *g) { return g->pend.player; }

/* Starts score pop-ups for the scoring events of an outcome. */
static void add_fx(gui_game *g, const cit_outcome *o)
{
    const cit_game *e = gui_game_engine(g);
    for (int i = 0; i < o->n; i++) {
        const cit_event *ev = &o->ev[i];
        /* Final scoring is shown step by step by the finale, not all at once. */
        if (ev->type != CIT_EV_SCORE || ev->points <= 0 || gui_finale_claims(e, ev, NULL))
            continue;
        gui_fx *f = NULL;
        for (int k = 0; k < GUI_MAX_FX && !f; k++)
            if (!g->fx[k].active)
                f = &g->fx[k];
        if (!f)
            return;
        memset(f, 0, sizeof *f);
        f->active = 1;
        f->points = ev->points;
        f->player = ev->player;
        f->t0 = g->now;
        f->x = (float)ev->x + 0.5f;
        f->y = (float)ev->y + 0.5f;
        cit_feature_info info;
        int nm = 0;
        if (cit_game_feature(e, ev->x, ev->y, ev->spot, ev->half, &info, f->parts, 48, &nm)) {
            f->nparts = nm < 48 ? nm : 48;
            float sx = 0, sy = 0;
            for (int k = 0; k < f->nparts; k++) {
                sx += f->parts[k].x;
                sy += f->parts[k].y;
            }
            if (f->nparts) {
                f->x = sx / (float)f->nparts + 0.5f;
                f->y = sy / (float)f->nparts + 0.5f;
            }
        }
    }
}

/* What a move sounds like: the tile's knock, the follower's tap, then a chime for what it
   completed and a blip for other points; a module gives its own events a sound. The final
   scoring's points sound step by step in the finale (gui_finale_sound). */
static void play_sounds(const cit_game *before, const cit_move *m, const cit_outcome *o, int game_over)
{
    int after = 0, complete = 0, points = 0;
    if (m->type == CIT_MOVE_PLACE) {
        gui_sound_play(GUI_SFX_TILE);
        after = 110;
    }
    for (int i = 0; i < o->n; i++) {
        const cit_event *e = &o->ev[i];
        int own = -1;
        GUI_FOR_MODULES(mod, before)
            if (own < 0 && mod->sound)
                own = mod->sound(e);
        if (own >= 0) {
            gui_sound_play_after((gui_sfx)own, after);
        } else if (e->type == CIT_EV_FOLLOWER) {
            gui_sound_play_after(GUI_SFX_FOLLOWER, after);
            after += 90;
        } else if (e->type == CIT_EV_SCORE && e->reason == CIT_SCORE_COMPLETED && e->points > 0) {
            complete = 1;
        } else if (e->type == CIT_EV_SCORE && e->reason != CIT_SCORE_FINAL && e->points > 0) {
            points = 1;
        }
    }
    if (complete)
        gui_sound_play_after(GUI_SFX_COMPLETE, after + 60);
    if (points)
        gui_sound_play_after(GUI_SFX_POINTS, after + (complete ? 420 : 60));
    if (game_over)
        gui_sound_play_after(GUI_SFX_FINAL, after + 500);
}

/* Final scoring may pause for decisions (a module's), so its score events
   arrive over several moves: the finale shows them all. */
static void keep_final_events(gui_game *g, const cit_outcome *o)
{
    for (int k = 0; k < o->n; k++) {
        const cit_event *e = &o->ev[k];
        if (!gui_finale_claims(gui_game_engine(g), e, NULL))
            continue;
        if (!g->final_events && !(g->final_events = calloc(1, sizeof *g->final_events)))
            return;
        if (g->final_events->n < CIT_MAX_EVENTS)
            g->final_events->ev[g->final_events->n++] = *e;
    }
}

cit_status gui_game_apply(gui_game *g, const cit_move *m, cit_outcome *out)
{
    cit_outcome local;
    cit_outcome *o = out ? out : &local;
    cit_game *before = cit_game_clone(gui_game_engine(g));
    int p = g->pend.player, idx = cit_session_length(g->sess);
    int placed = cit_game_placed_count(gui_game_engine(g));
    cit_status st = cit_session_apply(g->sess, m, o);
    if (st == CIT_OK) {
        g->applied_placed = cit_game_placed_count(gui_game_engine(g)) > placed;
        if (before)
            log_move(g, before, gui_game_engine(g), m, idx, p, o);
        for (int k = 0; k < o->n; k++)
            g->discards += o->ev[k].type == CIT_EV_DISCARD;
        add_fx(g, o);
        g->applied_at = g->now;
        g->applied_by_computer = 0; /* the scene says so after a computer's move */
        keep_final_events(g, o);
        if (before)
            play_sounds(before, m, o, cit_game_over(gui_game_engine(g)));
        if (cit_game_over(gui_game_engine(g)) && (g->finale || (g->finale = malloc(sizeof *g->finale))))
            gui_finale_build(g->finale, gui_game_engine(g), g->final_events ? g->final_events : o, g->now);
        gui_game_sync(g);
        g->hand_rot = 0;
    }
    cit_game_free(before);
    return st;
}

cit_move gui_game_tentative_move(const gui_game *g, int spot)
{
    cit_move m;
    memset(&m, 0, sizeof m);
    m.type = CIT_MOVE_PLACE;
    m.tile = g->pend.tile;
    m.x = (int8_t)g->tx;
    m.y = (int8_t)g->ty;
    m.rot = (uint8_t)g->trot;
    m.spot = (int8_t)spot;
    GUI_FOR_MODULES(mod, gui_game_engine(g))
        if (mod->tentative)
            mod->tentative(g, &m);
    return m;
}

const char *gui_game_missing(const gui_game *g)
{
    GUI_FOR_MODULES(mod, gui_game_engine(g)) {
        const char *why = mod->missing ? mod->missing(g) : NULL;
        if (why)
            return why;
    }
    return NULL;
}

cit_status gui_game_end_turn(gui_game *g, cit_outcome *out)
{
    if (!g->has_tile || g->pend.decision != CIT_DECIDE_PLACE_TILE || gui_game_missing(g))
        return CIT_ERR_WRONG_DECISION;
    /* A special piece the engine asks about after the placement (the builder) leaves the
       placement without a follower; its answer follows (gui_game_special_answer). */
    const gui_module *sm = g->special_mod >= 0 ? special_module(g, g->special_mod) : NULL;
    int rides = !sm || (sm->special_in_place >> g->special_kind & 1u);
    cit_move m = gui_game_tentative_move(g, rides ? g->spot : CIT_SPOT_NONE);
    int p = g->pend.player, mod = sm ? g->special_mod : -1, kind = g->special_kind, spot = g->spot;
    cit_status st = gui_game_apply(g, &m, out);
    if (st == CIT_OK) {
        g->answer_due = cit_session_length(g->sess);
        g->answer_player = p;
        g->answer_mod = mod;
        g->answer_kind = kind;
        g->answer_spot = spot;
    }
    return st;
}

void gui_game_relog(gui_game *g) { rebuild_log(g); }

void gui_score_line(const gui_game *g, int player, int points, const char *what, char *buf, size_t cap)
{
    char num[16], pts[48];
    snprintf(num, sizeof num, "%d", points);
    gui_points(pts, sizeof pts, points);
    /* The third person is a tally ("Anna +8"); spoken to, a sentence ("You score 8 points"). */
    const char *args[4] = {gui_game_player_name(g, player), num, what, pts};
    gui_subst_all(buf, cap, gui_tr_seat(MSG_HIST_SCORE, gui_game_is_you(g, player)), args, 4);
}

int gui_game_is_you(const gui_game *g, int p) { return g && p >= 0 && p == g->you; }

void gui_game_set_you(gui_game *g, int seat)
{
    if (!g || g->you == seat)
        return;
    g->you = seat;
    rebuild_log(g); /* its lines said "you" of another seat, or of nobody */
}

const cit_game *gui_game_preview(gui_game *g)
{
    if (!g->has_tile || g->pend.decision != CIT_DECIDE_PLACE_TILE)
        return NULL;
    cit_move m = gui_game_tentative_move(g, CIT_SPOT_NONE); /* the modules' arguments are part of the key */
    int key = (((cit_session_length(g->sess) * 256 + (g->tx & 255)) * 256 + (g->ty & 255)) * 4 + g->trot) * 16 +
              (m.arg0 & 7) * 2 + (m.arg1 & 1);
    if (g->preview && key == g->preview_key)
        return g->preview;
    cit_game_free(g->preview);
    g->preview = cit_game_clone(gui_game_engine(g));
    g->preview_key = key;
    if (!g->preview)
        return NULL;
    if (cit_game_apply(g->preview, &m, NULL) != CIT_OK) {
        cit_game_free(g->preview);
        g->preview = NULL;
    }
    return g->preview;
}

/* Walks the figure questions of the tentative placement on a copy of the preview, answering
   each "none" (its first answer) to reach the next; their answers are kept until the
   placement set up changes. */
static void walk_figure_chain(gui_game *g)
{
    const cit_game *pv = gui_game_preview(g);
    if (!pv) {
        g->nfigure_chain = 0;
        g->figure_key = 0;
        return;
    }
    if (g->figure_key == g->preview_key + 1)
        return;
    g->figure_key = g->preview_key + 1;
    g->nfigure_chain = 0;
    cit_pending p = cit_game_pending(pv);
    int placer = p.player;
    if (!(p.flags & CIT_PENDING_FIGURE))
        return;
    cit_game *c = cit_game_clone(pv);
    while (c && g->nfigure_chain < GUI_FIGURE_CHAIN) {
        p = cit_game_pending(c);
        if (!(p.flags & CIT_PENDING_FIGURE) || p.player != placer)
            break;
        gui_figure_question *q = &g->figure_chain[g->nfigure_chain++];
        int n = cit_game_legal_moves(c, q->mv, GUI_FIGURE_ANSWERS);
        q->decision = p.decision;
        q->n = n < 0 ? 0 : n > GUI_FIGURE_ANSWERS ? GUI_FIGURE_ANSWERS : n;
        if (q->n < 1 || cit_game_apply(c, &q->mv[0], NULL) != CIT_OK)
            break;
    }
    cit_game_free(c);
}

int gui_game_figure_answers(gui_game *g, int decision, cit_move *out, int cap)
{
    walk_figure_chain(g);
    for (int i = 0; i < g->nfigure_chain; i++) {
        const gui_figure_question *q = &g->figure_chain[i];
        if (q->decision != decision)
            continue;
        int n = q->n < cap ? q->n : cap;
        memcpy(out, q->mv, sizeof out[0] * (size_t)n);
        return n;
    }
    return 0;
}

void gui_game_tick(gui_game *g, uint32_t dt_ms)
{
    g->now += dt_ms;
    for (int k = 0; k < GUI_MAX_FX; k++)
        if (g->fx[k].active && g->now - g->fx[k].t0 > 2200)
            g->fx[k].active = 0;
}
