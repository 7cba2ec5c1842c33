/* Worker-thread seam for computer players; the chooser is a stand-in until the AI module lands. */
#include "ai_seam.h"

#include <SDL.h>
#include <stdlib.h>

struct gui_ai_job {
    SDL_Thread *thread;
    cit_game *game;
    int level;
    cit_move move;
    SDL_atomic_t state; /* 0 thinking, 1 done, -1 failed */
};

/*
 * The one call the computer-players work replaces: choose a move for the pending
 * decision of g. Until then it takes the first legal move, so loaded saves with
 * computer seats still play on.
 */
static int choose_move(cit_game *g, int level, cit_move *out)
{
    (void)level;
    cit_move *moves = malloc(sizeof *moves * CIT_MAX_MOVES);
    if (!moves)
        return -1;
    int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
    if (n > 0)
        *out = moves[0];
    free(moves);
    return n > 0 ? 0 : -1;
}

static int worker(void *arg)
{
    gui_ai_job *j = arg;
    int rc = choose_move(j->game, j->level, &j->move);
    SDL_AtomicSet(&j->state, rc == 0 ? 1 : -1);
    return 0;
}

gui_ai_job *gui_ai_start(const cit_game *g, int level)
{
    gui_ai_job *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->game = cit_game_clone(g);
    j->level = level;
    if (!j->game) {
        free(j);
        return NULL;
    }
    j->thread = SDL_CreateThread(worker, "citadela-ai", j);
    if (!j->thread) {
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

void gui_ai_free(gui_ai_job *j)
{
    if (!j)
        return;
    SDL_WaitThread(j->thread, NULL);
    cit_game_free(j->game);
    free(j);
}

int gui_ai_available(void) { return 0; }
