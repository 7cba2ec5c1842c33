/* Final scoring as a sequence of steps: grouping the engine's events per feature, and its clock. */
#include "scenes/game/finale.h"
#include "app/settings.h"
#include "modules/gui_module.h"
#include "app/sound.h"

#include <string.h>

/* The pause on the finished board before the first step, and after the last. */
enum { LEAD_MS = 900, TAIL_MS = 1400 };

/* Roads, then cities, then cloisters, then fields: the order of the rulebook's final scoring. */
static int kind_rank(int kind)
{
    switch (kind) {
    case CIT_FEAT_ROAD: return 0;
    case CIT_FEAT_CITY: return 1;
    case CIT_FEAT_CLOISTER: return 2;
    case CIT_FEAT_FIELD: return 4;
    default: return kind < 0 ? 5 : 3; /* a module's own steps come last */
    }
}

int gui_finale_claims(const cit_game *g, const cit_event *e, int *kind)
{
    int k = e->feature_kind;
    if (e->player >= CIT_MAX_PLAYERS)
        return 0;
    /* A score "as at the final scoring" made during play (a module may score a feature so) is no step of it. */
    int in_final = cit_game_over(g) || cit_game_pending(g).final;
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_FINAL || !in_final) { /* a module's, or none */
        int claimed = 0;
        GUI_FOR_MODULES(m, g)
            if (!claimed && m->final_event)
                claimed = m->final_event(e, &k);
        /* a module's reason may score in play too (a pyramid, the big top): a step only at the end */
        if (!claimed || !in_final)
            return 0;
    }
    if (kind)
        *kind = k;
    return 1;
}

static int has_part(const cit_feature_part *p, int n, int x, int y, int spot)
{
    for (int i = 0; i < n; i++)
        if (p[i].x == x && p[i].y == y && p[i].spot == spot)
            return 1;
    return 0;
}

int gui_field_cities(const cit_game *g, const cit_feature_part *parts, int nparts, cit_feature_part *out, int cap,
                     int *nout)
{
    const cit_tileset *ts = cit_game_tileset(g);
    int ncities = 0;
    *nout = 0;
    for (int i = 0; i < nparts; i++) {
        cit_placed_tile pc[2];
        if (cit_game_parts_at(g, parts[i].x, parts[i].y, pc) <= parts[i].half || pc[parts[i].half].tile >= ts->ntiles)
            continue;
        cit_placed_tile t = pc[parts[i].half];
        const cit_tile_def *d = &ts->tiles[t.tile];
        if (parts[i].spot < 0 || parts[i].spot >= d->nfeat)
            continue;
        unsigned touches = d->feat[parts[i].spot].touches;
        for (int f = 0; f < d->nfeat; f++) {
            if (!(touches & (1u << f)) || d->feat[f].kind != CIT_FEAT_CITY || has_part(out, *nout, t.x, t.y, f))
                continue;
            cit_feature_info info;
            cit_feature_part m[GUI_FINALE_PARTS];
            int nm = 0;
            if (!cit_game_feature(g, t.x, t.y, f, t.half, &info, m, GUI_FINALE_PARTS, &nm) || !info.complete)
                continue;
            ncities++;
            for (int k = 0; k < nm && k < GUI_FINALE_PARTS && *nout < cap; k++)
                if (!has_part(out, *nout, m[k].x, m[k].y, m[k].spot))
                    out[(*nout)++] = m[k];
        }
    }
    return ncities;
}

static void centre(gui_finale_step *s, const cit_event *ev)
{
    s->cx = (float)ev->x + 0.5f;
    s->cy = (float)ev->y + 0.5f;
    if (!s->nparts)
        return;
    float sx = 0, sy = 0;
    for (int k = 0; k < s->nparts; k++) {
        sx += s->parts[k].x;
        sy += s->parts[k].y;
    }
    s->cx = sx / (float)s->nparts + 0.5f;
    s->cy = sy / (float)s->nparts + 0.5f;
}

void gui_finale_build(gui_finale *f, const cit_game *g, const cit_outcome *o, uint32_t now)
{
    memset(f, 0, sizeof *f);
    for (int i = 0; o && i < o->n; i++) {
        const cit_event *ev = &o->ev[i];
        int kind;
        if (!gui_finale_claims(g, ev, &kind))
            continue;
        if (kind < 0) { /* a module's step: one per event */
            if (f->n == GUI_FINALE_STEPS)
                continue;
            gui_finale_step *ms = &f->step[f->n++];
            memset(ms, 0, sizeof *ms);
            ms->kind = kind;
            ms->ev = *ev;
            GUI_FOR_MODULES(m, g)
                if (m->final_event && m->final_event(ev, &kind))
                    ms->module = m->module;
            ms->points[ev->player] = ev->points;
            cit_feature_info info;
            int nm = 0; /* a module's own event names a feature part: the step outlines it */
            if (ev->type != CIT_EV_SCORE &&
                cit_game_feature(g, ev->x, ev->y, ev->spot, ev->half, &info, ms->parts, GUI_FINALE_PARTS, &nm))
                ms->nparts = nm < GUI_FINALE_PARTS ? nm : GUI_FINALE_PARTS;
            centre(ms, ev);
            continue;
        }
        /* Shared features give one event per owner: they are one step. */
        gui_finale_step *s = NULL;
        for (int k = 0; k < f->n && !s; k++)
            if (f->step[k].kind == ev->feature_kind && has_part(f->step[k].parts, f->step[k].nparts, ev->x, ev->y, ev->spot))
                s = &f->step[k];
        if (!s) {
            if (f->n == GUI_FINALE_STEPS)
                continue;
            s = &f->step[f->n++];
            s->kind = ev->feature_kind;
            s->ev = *ev;
            cit_feature_info info;
            int nm = 0;
            if (cit_game_feature(g, ev->x, ev->y, ev->spot, ev->half, &info, s->parts, GUI_FINALE_PARTS, &nm))
                s->nparts = nm < GUI_FINALE_PARTS ? nm : GUI_FINALE_PARTS;
            if (!s->nparts) {
                s->parts[0] = (cit_feature_part){ev->x, ev->y, ev->spot, ev->half};
                s->nparts = 1;
            }
            centre(s, ev);
            if (s->kind == CIT_FEAT_FIELD)
                gui_field_cities(g, s->parts, s->nparts, s->cities, GUI_FINALE_PARTS, &s->ncities);
        }
        s->points[ev->player] += ev->points;
    }
    /* A stable insertion sort by kind keeps the engine's order inside each kind. */
    for (int i = 1; i < f->n; i++) {
        gui_finale_step t = f->step[i];
        int j = i;
        for (; j > 0 && kind_rank(f->step[j - 1].kind) > kind_rank(t.kind); j--)
            f->step[j] = f->step[j - 1];
        f->step[j] = t;
    }
    f->active = f->n > 0;
    f->t0 = now;
    f->heard = 0;
}

uint32_t gui_finale_step_ms(int speed)
{
    /* "Instant" is for computer moves; the ending is still shown, at the fast pace (a click skips it). */
    static const uint32_t ms[GUI_SPEED_COUNT] = {2000, 1300, 650, 650};
    return speed >= 0 && speed < GUI_SPEED_COUNT ? ms[speed] : ms[GUI_SPEED_NORMAL];
}

/* How many step lengths step i lasts: a module's own step (a negative kind: a watchman's
   sight lines across the city) draws more than a feature's points flying off and stays twice
   as long, so it can be followed at the fitted zoom. */
static uint32_t step_units(const gui_finale_step *s) { return s->kind < 0 ? 2 : 1; }

int gui_finale_at(const gui_finale *f, uint32_t now, int speed, float *within)
{
    uint32_t step = gui_finale_step_ms(speed), t = now - f->t0;
    *within = 0;
    if (!step)
        return f->n;
    if (t < LEAD_MS)
        return -1;
    t -= LEAD_MS;
    for (int i = 0; i < f->n; i++) {
        uint32_t len = step * step_units(&f->step[i]);
        if (t < len) {
            *within = (float)t / (float)len;
            return i;
        }
        t -= len;
    }
    return f->n;
}

int gui_finale_pending(const gui_finale *f, uint32_t now, int speed, int p)
{
    float within;
    int at = gui_finale_at(f, now, speed, &within), sum = 0;
    if (!f->active)
        return 0;
    /* A step's points land when its flight ends, at 85 % of the step. */
    for (int i = at < 0 ? 0 : at; i < f->n; i++)
        if (i > at || within < 0.85f)
            sum += f->step[i].points[p];
    return sum;
}

void gui_finale_sound(gui_finale *f, uint32_t now, int speed)
{
    float within;
    int at = gui_finale_at(f, now, speed, &within);
    int landed = at < 0 ? 0 : at >= f->n ? f->n : at + (within >= 0.85f); /* as gui_finale_pending */
    if (f->active && landed > f->heard)
        gui_sound_play(GUI_SFX_POINTS);
    f->heard = landed > f->heard ? landed : f->heard;
}

int gui_finale_over(const gui_finale *f, uint32_t now, int speed)
{
    uint32_t step = gui_finale_step_ms(speed);
    if (!f->active || !step)
        return 1;
    uint32_t units = 0;
    for (int i = 0; i < f->n; i++)
        units += step_units(&f->step[i]);
    return now - f->t0 >= LEAD_MS + step * units + TAIL_MS;
}
