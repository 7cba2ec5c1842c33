/* Worker-thread seam between the game screen and the AI library (ai/ai.h). */
#include "app/ai_seam.h"
#include "app/wake.h"

#include <SDL.h>
#include <stdlib.h>

#include "ai.h"
#include "proc.h"

struct gui_ai_job {
    SDL_Thread *thread;
    cit_ai *ai;
    double seconds;  /* the time budget (hard), for the progress bar; 0: iterations */
    uint64_t started; /* SDL_GetPerformanceCounter at the start */
    cit_game *game;  /* the worker's own copy: the main thread keeps its session */
    cit_move move;
    SDL_atomic_t state; /* 0 thinking, 1 done, -1 failed */
    int ponder;         /* 1: cit_ai_ponder for seat `observer` (gui_ai_ponder) */
    int sliced;         /* 1: no thread: searched a slice a frame (gui_ai_slices) */
    int slices;         /* the slices it took so far */
    gui_ai_job *next;   /* the sliced jobs' list */
    int observer, kind, tenths;
    uint64_t key;
    gui_ai_seam *seam; /* whose sliced list it is on */
};

/* The seam's own state: the settings the searches start with and what runs on the main thread. */
struct gui_ai_seam {
    gui_ai_job *sliced_jobs; /* the searches run in slices (no threads) */
    int thinking_tenths;
    int cores_setting;       /* 0: one search thread per core */
    int held;
    cit_ai_config last_cfg;
    int ponder_on;
    gui_ai_job *pondering;   /* at most one ponder at a time */
    uint64_t failed_key;     /* the position whose ponder could not start (failed_seat >= 0) */
    int failed_seat;
};

gui_ai_seam *gui_ai_seam_new(void)
{
    gui_ai_seam *s = calloc(1, sizeof *s);
    if (s) {
        s->thinking_tenths = 10;
        s->failed_seat = -1;
    }
    return s;
}

void gui_ai_seam_free(gui_ai_seam *s)
{
    if (!s)
        return;
    gui_ai_ponder_stop(s);
    free(s);
}

/* A search's end, on its thread or (sliced) on the main one. */
static void finished(gui_ai_job *j, cit_status st)
{
    if (!j->ponder && st == CIT_OK) { /* the search's speed, for comparing builds (the browser's: tests/web) */
        cit_ai_stats stats;
        cit_ai_last_stats(j->ai, &stats);
        if (j->sliced)
            SDL_Log("citadela: ai: %ld iterations in %.3f s (in %d slices)", stats.iterations, stats.seconds,
                    j->slices);
        else
            SDL_Log("citadela: ai: %ld iterations in %.3f s", stats.iterations, stats.seconds);
    }
    SDL_AtomicSet(&j->state, st == CIT_OK ? 1 : -1);
    if (!j->ponder) /* the move (or hint) is shown now, not at the next input */
        gui_wake();
}

static int worker(void *arg)
{
    gui_ai_job *j = arg;
    finished(j, j->ponder ? cit_ai_ponder(j->ai, j->game, j->observer) : cit_ai_choose(j->ai, j->game, &j->move));
    return 0;
}

/* ---- without threads: the search in slices between frames ---- */

/* Starts j's search in slices (no thread): 1 if it started or ended at once. */
static int start_sliced(gui_ai_job *j)
{
    cit_status st = j->ponder ? cit_ai_ponder_start(j->ai, j->game, j->observer) : cit_ai_choose_start(j->ai, j->game);
    j->sliced = 1;
    if (st != CIT_OK) {
        if (j->ponder)
            cit_ai_ponder_end(j->ai);
        else
            cit_ai_choose_end(j->ai, &j->move);
        finished(j, st);
        return 1;
    }
    j->next = j->seam->sliced_jobs;
    j->seam->sliced_jobs = j;
    return 1;
}

/* Ends a sliced job's search (what is left runs first: at once after a cancel). */
static cit_status end_sliced(gui_ai_job *j)
{
    gui_ai_job **p = &j->seam->sliced_jobs;
    while (*p && *p != j)
        p = &(*p)->next;
    if (*p)
        *p = j->next;
    return j->ponder ? cit_ai_ponder_end(j->ai) : cit_ai_choose_end(j->ai, &j->move);
}

int gui_ai_sliced(const gui_ai_seam *s) { return s->sliced_jobs != NULL; }

void gui_ai_slices(gui_ai_seam *s, double seconds)
{
    /* the moves and hints first (up to twice the time), a ponder with what `seconds` leaves */
    double start = SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
    for (int pass = 0; pass < 2; pass++)
        for (gui_ai_job *j = s->sliced_jobs, *next; j; j = next) {
            next = j->next;
            if (j->ponder != pass)
                continue;
            double until = start + (pass == 0 ? 2 * seconds : seconds);
            double left = until - SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
            if (left <= 0.001 && pass == 1)
                return;
            j->slices++;
            if (cit_ai_slice(j->ai, 0, left > 0.001 ? left : 0.001))
                finished(j, end_sliced(j));
        }
}

void gui_ai_set_thinking(gui_ai_seam *s, int tenths)
{
    s->thinking_tenths = tenths < 5 ? 5 : tenths > 100 ? 100 : tenths;
}

double gui_ai_thinking(const gui_ai_seam *s)
{
    return s->thinking_tenths / 10.0;
}

void gui_ai_set_cores(gui_ai_seam *s, int threads)
{
    s->cores_setting = threads < 0 ? 0 : threads > CIT_AI_MAX_THREADS ? CIT_AI_MAX_THREADS : threads;
}

int gui_ai_machine_cores(void)
{
    if (!plat_threads()) /* one tree, grown in slices */
        return 1;
    int n = SDL_GetCPUCount();
    return n < 1 ? 1 : n > CIT_AI_MAX_THREADS ? CIT_AI_MAX_THREADS : n;
}

int gui_ai_cores(const gui_ai_seam *s)
{
    return s->cores_setting ? s->cores_setting : gui_ai_machine_cores();
}

void gui_ai_hold(gui_ai_seam *s, int on) { s->held = on; }

void gui_ai_last_config(const gui_ai_seam *s, cit_ai_config *out) { *out = s->last_cfg; }

/* Starts the worker on a copy of g with cfg (and, if that config cannot get its memory, `fallback`). */
static gui_ai_job *launch_with(gui_ai_seam *s, const cit_game *g, cit_ai_config *cfg, const cit_ai_config *fallback,
                               uint64_t seed, double seconds, cit_ai *have, int ponder, int observer)
{
    gui_ai_job *j = calloc(1, sizeof *j);
    if (!j) {
        cit_ai_free(have);
        return NULL;
    }
    j->seam = s;
    j->seconds = seconds;
    j->started = SDL_GetPerformanceCounter();
    j->ponder = ponder;
    j->observer = observer;
    j->ai = have ? have : cit_ai_new_config(cfg, seed);
    if (!j->ai && fallback) { /* no memory for that long a search: the level's own budget, capped */
        *cfg = *fallback;
        j->seconds = 0;
        j->ai = cit_ai_new_config(cfg, seed);
    }
    if (j->ai && j->seconds > 0) /* the progress bar: the time this move gets */
        j->seconds = cit_ai_move_seconds(j->ai, g);
    if (!ponder)
        s->last_cfg = *cfg;
    j->game = cit_game_clone(g);
    if (j->ai && j->game && plat_threads())
        j->thread = SDL_CreateThread(worker, "citadela-ai", j);
    /* no thread to be had: on this one, a slice a frame */
    if (!j->thread && !(j->ai && j->game && start_sliced(j))) {
        cit_ai_free(j->ai);
        cit_game_free(j->game);
        free(j);
        return NULL;
    }
    return j;
}

static gui_ai_job *launch(gui_ai_seam *s, const cit_game *g, cit_ai_config *cfg, const cit_ai_config *fallback,
                          uint64_t seed, double seconds)
{
    return launch_with(s, g, cfg, fallback, seed, seconds, NULL, 0, -1);
}

/* ---- thinking during a person's turn (Settings: off by default) ---- */

void gui_ai_set_ponder(gui_ai_seam *s, int on)
{
    s->ponder_on = on != 0;
    if (!s->ponder_on)
        gui_ai_ponder_stop(s);
}

int gui_ai_ponder_enabled(const gui_ai_seam *s) { return s->ponder_on; }

void gui_ai_ponder_stop(gui_ai_seam *s)
{
    gui_ai_free(s->pondering);
    s->pondering = NULL;
}

int gui_ai_ponder_busy(const gui_ai_seam *s) { return s->pondering && SDL_AtomicGet(&s->pondering->state) == 0; }

int gui_ai_ponder_seat(const cit_game *g)
{
    const cit_setup *su = cit_game_setup(g);
    cit_pending pd = cit_game_pending(g);
    if (pd.decision == CIT_DECIDE_NONE || su->nplayers < 1)
        return -1;
    for (int k = 1; k <= su->nplayers; k++) {
        int p = (pd.player + k) % su->nplayers;
        if (su->players[p].kind != CIT_SEAT_HUMAN)
            return p == pd.player ? -1 : p;
    }
    return -1;
}

/* The configuration a computer seat of `kind` searches with (and the fallback of hard). */
static double seat_config(const gui_ai_seam *s, int kind, int tenths, cit_ai_config *cfg, cit_ai_config *fallback,
                          int *hard)
{
    int level = cit_ai_level_for_seat((cit_seat_kind)kind);
    if (level < 0)
        level = CIT_AI_MEDIUM;
    /* Hard thinks for the time set on every core, or on as many as Settings allow (one
       search tree per thread, merged at the root), the time set being a game's average a move:
       twice that at the start, a tenth at the end (time_spread, docs/ai.md "Time spread
       over a game"); easy and medium keep their budgets and stop at that time on a slow
       or busy machine. */
    cit_ai_config_default(cfg, (cit_ai_level)level);
    double secs = tenths >= 5 && tenths <= 100 ? tenths / 10.0 : gui_ai_thinking(s);
    *hard = level == CIT_AI_HARD;
    if (*hard) {
        cfg->threads = (uint8_t)gui_ai_cores(s);
        cit_ai_config_set_time(cfg, secs);
        cfg->time_spread = 1;
        cit_ai_config_default(fallback, CIT_AI_HARD);
        fallback->time_limit = secs;
        fallback->time_spread = 1;
    } else {
        cfg->time_limit = secs;
    }
    return secs;
}

void gui_ai_ponder(gui_ai_seam *s, const cit_game *g, int seat, int kind, uint64_t seed, int tenths, uint64_t key)
{
    if (!s->ponder_on || s->held || seat < 0) {
        gui_ai_ponder_stop(s);
        return;
    }
    if (s->pondering && s->pondering->key == key && s->pondering->observer == seat)
        return; /* still this position (or done with it: the budget is spent) */
    if (!s->pondering && s->failed_key == key && s->failed_seat == seat)
        return; /* no memory or thread for it here: not again every frame */
    gui_ai_ponder_stop(s);
    cit_ai_config cfg, fallback;
    int hard;
    seat_config(s, kind, tenths, &cfg, &fallback, &hard);
    cfg.reuse_tree = 1; /* the seat's own search goes on from this tree */
    gui_ai_job *j = launch_with(s, g, &cfg, NULL, seed, 0, NULL, 1, seat);
    s->pondering = j;
    s->failed_key = key;
    s->failed_seat = j ? -1 : seat;
    if (j) {
        j->kind = kind;
        j->tenths = tenths;
        j->key = key;
    }
}

gui_ai_job *gui_ai_start_hint(gui_ai_seam *s, const cit_game *g, uint64_t seed)
{
    gui_ai_ponder_stop(s); /* a hint goes first */
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.time_limit = 2.0;
    return launch(s, g, &cfg, NULL, seed, 0);
}

gui_ai_job *gui_ai_start(gui_ai_seam *s, const cit_game *g, int kind, uint64_t seed)
{
    gui_ai_ponder_stop(s);
    return gui_ai_start_seat(s, g, kind, seed, 0);
}

gui_ai_job *gui_ai_start_seat(gui_ai_seam *s, const cit_game *g, int kind, uint64_t seed, int tenths)
{
    if (s->held) {
        gui_ai_ponder_stop(s);
        return NULL;
    }
    cit_ai_config cfg, fallback;
    int hard;
    double secs = seat_config(s, kind, tenths, &cfg, &fallback, &hard);
    /* This seat pondered the person's turn: stop that search and go on from its tree. */
    cit_ai *have = NULL;
    gui_ai_job *pondering = s->pondering;
    if (pondering && pondering->observer == (int)cit_game_pending(g).player && pondering->kind == kind &&
        pondering->tenths == tenths) {
        cit_ai_cancel(pondering->ai);
        if (pondering->sliced && SDL_AtomicGet(&pondering->state) == 0)
            end_sliced(pondering);
        SDL_WaitThread(pondering->thread, NULL);
        pondering->thread = NULL;
        have = pondering->ai;
        pondering->ai = NULL;
        cit_ai_resume(have);
        cfg.reuse_tree = 1;
    }
    gui_ai_ponder_stop(s);
    return launch_with(s, g, &cfg, hard ? &fallback : NULL, seed, hard ? secs : 0, have, 0, -1);
}

int gui_ai_poll(gui_ai_job *j, cit_move *out)
{
    int s = SDL_AtomicGet(&j->state);
    if (s == 1)
        *out = j->move;
    return s;
}

int gui_ai_running(const gui_ai_job *j) { return SDL_AtomicGet((SDL_atomic_t *)&j->state) == 0; }

float gui_ai_progress(const gui_ai_job *j)
{
    long budget = cit_ai_budget(j->ai);
    if (SDL_AtomicGet((SDL_atomic_t *)&j->state) != 0)
        return 1.0f;
    if (budget <= 0)
        return 0.5f;
    float p = (float)cit_ai_progress(j->ai) / (float)budget;
    if (j->seconds > 0) { /* a time budget: the bar shows the time used */
        double t = (double)(SDL_GetPerformanceCounter() - j->started) / (double)SDL_GetPerformanceFrequency();
        float q = (float)(t / j->seconds);
        p = q > p ? q : p;
    }
    return p > 1.0f ? 1.0f : p;
}

void gui_ai_free(gui_ai_job *j)
{
    if (!j)
        return;
    cit_ai_cancel(j->ai); /* returns within one iteration if still searching */
    if (j->thread)
        SDL_WaitThread(j->thread, NULL);
    if (j->sliced && SDL_AtomicGet(&j->state) == 0)
        end_sliced(j);
    cit_ai_free(j->ai);
    cit_game_free(j->game);
    free(j);
}
