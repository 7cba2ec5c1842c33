/* Worker-thread seam between the game screen and the AI library (ai/ai.h). */
#include "app/ai_seam.h"

#include <SDL.h>
#include <stdlib.h>

#include "ai.h"

struct gui_ai_job {
    SDL_Thread *thread;
    cit_ai *ai;
    double seconds;  /* the time budget (hard), for the progress bar; 0: iterations */
    uint64_t started; /* SDL_GetPerformanceCounter at the start */
    cit_game *game;  /* the worker's own copy: the main thread keeps its session */
    cit_move move;
    SDL_atomic_t state; /* 0 thinking, 1 done, -1 failed */
};

static int worker(void *arg)
{
    gui_ai_job *j = arg;
    cit_status st = cit_ai_choose(j->ai, j->game, &j->move);
    SDL_AtomicSet(&j->state, st == CIT_OK ? 1 : -1);
    return 0;
}

static int thinking_tenths = 10;

void gui_ai_set_thinking(int tenths)
{
    thinking_tenths = tenths < 5 ? 5 : tenths > 100 ? 100 : tenths;
}

double gui_ai_thinking(void)
{
    return thinking_tenths / 10.0;
}

static int held; /* the main thread's only */

void gui_ai_hold(int on) { held = on; }

static cit_ai_config last_cfg;

void gui_ai_last_config(cit_ai_config *out) { *out = last_cfg; }

/* Starts the worker on a copy of g with cfg (and, if that config cannot get its memory, `fallback`). */
static gui_ai_job *launch(const cit_game *g, cit_ai_config *cfg, const cit_ai_config *fallback, uint64_t seed,
                          double seconds)
{
    gui_ai_job *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->seconds = seconds;
    j->started = SDL_GetPerformanceCounter();
    j->ai = cit_ai_new_config(cfg, seed);
    if (!j->ai && fallback) { /* no memory for that long a search: the level's own budget, capped */
        *cfg = *fallback;
        j->seconds = 0;
        j->ai = cit_ai_new_config(cfg, seed);
    }
    last_cfg = *cfg;
    j->game = cit_game_clone(g);
    if (j->ai && j->game)
        j->thread = SDL_CreateThread(worker, "citadela-ai", j);
    if (!j->thread) {
        cit_ai_free(j->ai);
        cit_game_free(j->game);
        free(j);
        return NULL;
    }
    return j;
}

gui_ai_job *gui_ai_start_hint(const cit_game *g, uint64_t seed)
{
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.time_limit = 2.0;
    return launch(g, &cfg, NULL, seed, 0);
}

gui_ai_job *gui_ai_start(const cit_game *g, int kind, uint64_t seed) { return gui_ai_start_seat(g, kind, seed, 0); }

gui_ai_job *gui_ai_start_seat(const cit_game *g, int kind, uint64_t seed, int tenths)
{
    if (held)
        return NULL;
    int level = cit_ai_level_for_seat((cit_seat_kind)kind);
    if (level < 0)
        level = CIT_AI_MEDIUM;
    /* Hard thinks for the time set on every core (one search tree per core, issue 22);
       easy and medium keep their budgets and stop at that time on a slow or busy machine. */
    cit_ai_config cfg, fallback;
    cit_ai_config_default(&cfg, (cit_ai_level)level);
    double secs = tenths >= 5 && tenths <= 100 ? tenths / 10.0 : gui_ai_thinking();
    if (level == CIT_AI_HARD) {
        int cores = SDL_GetCPUCount();
        cfg.threads = (uint8_t)(cores < 1 ? 1 : cores > CIT_AI_MAX_THREADS ? CIT_AI_MAX_THREADS : cores);
        cit_ai_config_set_time(&cfg, secs);
        cit_ai_config_default(&fallback, CIT_AI_HARD);
        fallback.time_limit = secs;
        return launch(g, &cfg, &fallback, seed, secs);
    }
    cfg.time_limit = secs;
    return launch(g, &cfg, NULL, seed, 0);
}

int gui_ai_poll(gui_ai_job *j, cit_move *out)
{
    int s = SDL_AtomicGet(&j->state);
    if (s == 1)
        *out = j->move;
    return s;
}

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
    SDL_WaitThread(j->thread, NULL);
    cit_ai_free(j->ai);
    cit_game_free(j->game);
    free(j);
}
