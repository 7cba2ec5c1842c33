/* A game's review: the worker thread, the swings and the cache file (see game_review.h). */
#include "scenes/replay/game_review.h"
#include "scenes/game/game_state.h"
#include "app/wake.h"

#include <math.h>
#include "fs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint64_t gui_review_hash(const char *text, size_t len)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)text[i];
        h *= 1099511628211ull;
    }
    return h;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    for (int k = 0; k < 8; k++) {
        h ^= (v >> (8 * k)) & 0xff;
        h *= 1099511628211ull;
    }
    return h;
}

long gui_review_default_budget(void)
{
    const char *env = getenv("CITADELA_REVIEW_BUDGET");
    long b = env && *env ? strtol(env, NULL, 10) : 0;
    return b >= 1 && b <= CIT_AI_MAX_ITERATIONS ? b : CIT_REVIEW_BUDGET_MEDIUM;
}

char *gui_review_record(const cit_session *s, size_t *len)
{
    size_t n = cit_session_save(s, NULL, 0);
    char *text = malloc(n + 1);
    if (!text)
        return NULL;
    cit_session_save(s, text, n + 1);
    *len = n;
    return text;
}

/* The biggest losses: the steps with the largest gain_win (at least 3 points), in move order. */
static void find_swings(gui_review *r)
{
    r->nswing = 0;
    for (int i = 0; i < r->nsteps; i++) {
        double g = r->steps[i].gain_win;
        if (r->steps[i].played_best || g < 0.03)
            continue;
        if (r->nswing == GUI_REVIEW_SWINGS && r->steps[r->swing[GUI_REVIEW_SWINGS - 1]].gain_win >= g)
            continue; /* smaller than the five kept */
        int j = r->nswing < GUI_REVIEW_SWINGS ? r->nswing++ : GUI_REVIEW_SWINGS - 1;
        while (j > 0 && r->steps[r->swing[j - 1]].gain_win < g) { /* largest first */
            r->swing[j] = r->swing[j - 1];
            j--;
        }
        r->swing[j] = i;
    }
    for (int a = 1; a < r->nswing; a++) /* then in move order */
        for (int b = a; b > 0 && r->swing[b] < r->swing[b - 1]; b--) {
            int t = r->swing[b];
            r->swing[b] = r->swing[b - 1];
            r->swing[b - 1] = t;
        }
}

/* The review's end, on its thread or (sliced) on the main one: n steps judged. */
static void review_ended(gui_review *r, int n)
{
    SDL_Log("citadela: review: %d of %d decisions judged%s", n, r->nsteps, r->sliced ? " (in slices)" : "");
    if (n == r->nsteps) {
        find_swings(r);
        if (r->cache[0])
            gui_review_cache_write(r, r->cache);
        SDL_AtomicSet(&r->state, GUI_REVIEW_DONE);
    } else {
        SDL_AtomicSet(&r->state, n < 0 ? GUI_REVIEW_FAILED : GUI_REVIEW_CANCELLED);
    }
    gui_wake(); /* the finished review is drawn now, not at the next input */
}

static int worker(void *arg)
{
    gui_review *r = arg;
    review_ended(r, cit_review_session(r->rv, r->sess, r->steps));
    return 0;
}

/* No thread: the review starts here and goes on a slice a frame. */
static int start_sliced(gui_review *r)
{
    int n = r->nsteps;
    r->sliced_start = cit_review_start(r->sess);
    r->sliced_moves = malloc(((size_t)n + 1) * sizeof *r->sliced_moves);
    if (!r->sliced_start || !r->sliced_moves)
        return 0;
    for (int i = 0; i < n; i++)
        r->sliced_moves[i] = *cit_session_move(r->sess, i);
    if (cit_review_game_start(r->rv, r->sliced_start, r->sliced_moves, n, r->steps) != 0)
        return 0;
    SDL_Log("citadela: review: no thread (%s): judged between frames", SDL_GetError());
    r->sliced = 1;
    return 1;
}

void gui_review_slices(gui_review *r, double seconds)
{
    int n = 0;
    if (r && r->sliced && gui_review_get_state(r) == GUI_REVIEW_RUNNING && cit_review_slice(r->rv, 0, seconds, &n))
        review_ended(r, n);
}

gui_review *gui_review_start(const char *record, size_t len, const char *cache)
{
    gui_review *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->hover = -1;
    r->budget = gui_review_default_budget();
    r->seed = 1;
    r->record = malloc(len + 1);
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    r->sess = cit_session_new(&s, NULL);
    if (!r->record || !r->sess)
        goto fail;
    memcpy(r->record, record, len);
    r->record[len] = 0;
    r->record_len = len;
    if (cit_session_load(r->sess, record, len, NULL) != CIT_OK)
        goto fail;
    r->record_hash = gui_review_hash(record, len);
    r->key = mix(mix(mix(r->record_hash, (uint64_t)r->budget), r->seed), GUI_REVIEW_FORMAT);
    r->nplayers = cit_game_setup(cit_session_game(r->sess))->nplayers;
    r->nsteps = cit_session_length(r->sess);
    r->steps = calloc((size_t)(r->nsteps > 0 ? r->nsteps : 1), sizeof *r->steps);
    if (!r->steps)
        goto fail;
    if (cache)
        SDL_strlcpy(r->cache, cache, sizeof r->cache);
    if (r->cache[0] && gui_review_cache_read(r, r->cache)) {
        r->from_cache = 1;
        find_swings(r);
        SDL_AtomicSet(&r->state, GUI_REVIEW_DONE);
        return r;
    }
    SDL_AtomicSet(&r->state, GUI_REVIEW_RUNNING);
    r->rv = cit_review_new(r->budget, r->seed);
    if (!r->rv)
        goto fail;
    r->thread = SDL_CreateThread(worker, "citadela-review", r);
    if (!r->thread && !start_sliced(r))
        goto fail;
    return r;
fail:
    gui_review_free(r);
    return NULL;
}

gui_review_state gui_review_get_state(const gui_review *r)
{
    return (gui_review_state)SDL_AtomicGet((SDL_atomic_t *)&r->state);
}

float gui_review_progress(const gui_review *r)
{
    if (gui_review_get_state(r) == GUI_REVIEW_DONE)
        return 1.0f;
    double p = r->rv ? cit_review_progress(r->rv) : 0.0;
    return p < 0 ? 0.0f : p > 1 ? 1.0f : (float)p;
}

void gui_review_cancel(gui_review *r)
{
    if (r && r->sliced && gui_review_get_state(r) == GUI_REVIEW_RUNNING) {
        cit_review_cancel(r->rv);
        SDL_AtomicSet(&r->state, GUI_REVIEW_CANCELLED);
        return;
    }
    if (!r || !r->thread)
        return;
    cit_review_cancel(r->rv); /* within one iteration */
    SDL_WaitThread(r->thread, NULL);
    r->thread = NULL;
    if (gui_review_get_state(r) == GUI_REVIEW_RUNNING)
        SDL_AtomicSet(&r->state, GUI_REVIEW_CANCELLED);
}

void gui_review_free(gui_review *r)
{
    if (!r)
        return;
    gui_review_cancel(r);
    cit_review_free(r->rv);
    cit_game_free(r->sliced_start);
    free(r->sliced_moves);
    cit_session_free(r->sess);
    gui_game_free(r->results_game);
    free(r->steps);
    free(r->record);
    free(r);
}

double gui_review_win(const gui_review *r, int i, int p)
{
    if (i < 0 || i >= r->nsteps || r->steps[i].player != p)
        return -1;
    return r->steps[i].after.win;
}

/* ---- the cache file ------------------------------------------------------------------------ */

static long fix(double v, double scale) { return lround(v * scale); }

static void put_move(FILE *f, const cit_move *m)
{
    fprintf(f, " %d %d %d %d %d %d %d %d", m->type, m->tile, m->x, m->y, m->rot, m->spot, m->arg0, m->arg1);
}

static void put_chance(FILE *f, const cit_chance *c)
{
    fprintf(f, " %ld %ld %ld", fix(c->win, 1e6), fix(c->margin, 1e3), fix(c->score, 1e3));
}

int gui_review_cache_write(const gui_review *r, const char *path)
{
    char tmp[1300];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = plat_fopen(tmp, "w");
    if (!f)
        return -1;
    fprintf(f, "citadela-review %d\nkey %016llx\nrecord %016llx\nbudget %ld\nseed %llu\nsteps %d\n", GUI_REVIEW_FORMAT,
            (unsigned long long)r->key, (unsigned long long)r->record_hash, r->budget, (unsigned long long)r->seed,
            r->nsteps);
    for (int i = 0; i < r->nsteps; i++) {
        const cit_review_step *s = &r->steps[i];
        fprintf(f, "%d %d %d", s->move, s->player, s->played_best);
        put_chance(f, &s->before);
        put_chance(f, &s->after);
        fprintf(f, " %ld %ld", fix(s->gain_win, 1e6), fix(s->gain_points, 1e3));
        put_move(f, &s->played);
        put_move(f, &s->best);
        fputc('\n', f);
    }
    fprintf(f, "end\n");
    int bad = ferror(f);
    bad |= fclose(f) != 0;
    if (bad || plat_replace(tmp, path) != 0) {
        plat_remove(tmp);
        return -1;
    }
    return 0;
}

static int get_move(char **p, cit_move *m)
{
    long v[8];
    for (int k = 0; k < 8; k++) {
        char *end;
        v[k] = strtol(*p, &end, 10);
        /* the tile (field 1) is a tile type, every other field a byte */
        if (end == *p || v[k] < (k == 1 ? 0 : -128) || v[k] > (k == 1 ? CIT_MAX_TILE_TYPES - 1 : 255))
            return 0;
        *p = end;
    }
    m->type = (uint8_t)v[0];
    m->tile = (cit_tile_id)v[1];
    m->x = (int8_t)v[2];
    m->y = (int8_t)v[3];
    m->rot = (uint8_t)v[4];
    m->spot = (int8_t)v[5];
    m->arg0 = (uint8_t)v[6];
    m->arg1 = (uint8_t)v[7];
    return 1;
}

static int get_longs(char **p, long *v, int n)
{
    for (int k = 0; k < n; k++) {
        char *end;
        v[k] = strtol(*p, &end, 10);
        if (end == *p)
            return 0;
        *p = end;
    }
    return 1;
}

static void to_chance(const long *v, cit_chance *c)
{
    c->win = (double)v[0] / 1e6;
    c->margin = (double)v[1] / 1e3;
    c->score = (double)v[2] / 1e3;
}

int gui_review_cache_read(gui_review *r, const char *path)
{
    FILE *f = plat_fopen(path, "r");
    if (!f)
        return 0;
    char line[512];
    int ok = 0, version = -1, nsteps = -1, i = 0;
    unsigned long long key = 0, rec = 0;
    if (!fgets(line, sizeof line, f) || sscanf(line, "citadela-review %d", &version) != 1 || version != GUI_REVIEW_FORMAT)
        goto done;
    if (!fgets(line, sizeof line, f) || sscanf(line, "key %llx", &key) != 1 || key != r->key)
        goto done;
    if (!fgets(line, sizeof line, f) || sscanf(line, "record %llx", &rec) != 1 || rec != r->record_hash)
        goto done;
    if (!fgets(line, sizeof line, f) || strncmp(line, "budget ", 7) != 0)
        goto done;
    if (!fgets(line, sizeof line, f) || strncmp(line, "seed ", 5) != 0)
        goto done;
    if (!fgets(line, sizeof line, f) || sscanf(line, "steps %d", &nsteps) != 1 || nsteps != r->nsteps)
        goto done;
    for (i = 0; i < nsteps; i++) {
        if (!fgets(line, sizeof line, f))
            goto done;
        char *p = line;
        long v[11];
        cit_review_step s;
        memset(&s, 0, sizeof s);
        if (!get_longs(&p, v, 3) || v[0] != i || v[1] < 0 || v[1] >= r->nplayers || (v[2] != 0 && v[2] != 1))
            goto done;
        s.move = (int)v[0];
        s.player = (int)v[1];
        s.played_best = (int)v[2];
        if (!get_longs(&p, v, 8) || !get_move(&p, &s.played) || !get_move(&p, &s.best))
            goto done;
        for (int k = 0; k < 6; k += 3)
            if (v[k] < 0 || v[k] > 1000000)
                goto done;
        to_chance(v, &s.before);
        to_chance(v + 3, &s.after);
        s.gain_win = (double)v[6] / 1e6;
        s.gain_points = (double)v[7] / 1e3;
        /* the move played must be the record's */
        const cit_move *m = cit_session_move(r->sess, i);
        if (!m || memcmp(m, &s.played, sizeof *m) != 0)
            goto done;
        r->steps[i] = s;
    }
    ok = fgets(line, sizeof line, f) && strcmp(line, "end\n") == 0;
done:
    fclose(f);
    if (!ok && r->nsteps > 0)
        memset(r->steps, 0, (size_t)r->nsteps * sizeof *r->steps);
    return ok;
}
