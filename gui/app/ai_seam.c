/* Worker-thread seam between the game screen and the AI library (ai/ai.h). */
#include "app/ai_seam.h"

#include <SDL.h>
#include <stdlib.h>

#include "ai.h"

struct gui_ai_job {
    SDL_Thread *thread;
    cit_ai *ai;
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

static int held; /* the main thread's only */

void gui_ai_hold(int on) { held = on; }

gui_ai_job *gui_ai_start(const cit_game *g, int kind, uint64_t seed)
{
    if (held)
        return NULL;
    int level = cit_ai_level_for_seat((cit_seat_kind)kind);
    if (level < 0)
        level = CIT_AI_MEDIUM;
    gui_ai_job *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->ai = cit_ai_new((cit_ai_level)level, seed);
    /* Medium promises an answer within a second even on a busy machine. */
    if (j->ai && level == CIT_AI_MEDIUM)
        cit_ai_set_time_limit(j->ai, 1.0);
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
