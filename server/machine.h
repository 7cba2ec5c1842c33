/* The server's computer players: a few worker threads at the lowest priority that choose
   moves for the tables' computer seats and for correspondence seats whose clock ran out,
   so that the event loop never waits for a search (docs/server.md "Computer seats"). The
   loop hands a copy of the position over (server_machine_ask) and learns of an answer
   through a descriptor it watches (server_machine_fd), then takes it
   (server_machine_answer) and applies it only if its table is still at that move.
   server/machine.c on Linux (pthreads, the ai/ library); server/machine_none.c where the
   server is built without it (Windows): no computer there. */
#ifndef CIT_SERVER_MACHINE_H
#define CIT_SERVER_MACHINE_H

#include <stdint.h>

#include "net.h"

/* A search's wall-clock cap on the server, whatever the level's iteration budget buys
   (a loaded machine): the move is the best found by then. */
#define SERVER_MACHINE_MAX_SECONDS 10.0
#define SERVER_MACHINE_MAX_THREADS 8

typedef struct server_machine server_machine;

typedef struct {
    char code[NET_CODE_LEN + 1]; /* the table */
    uint32_t seq;                /* the move it answers: the game's length when asked */
    int seat;                    /* whose decision */
    int stand_in;                /* 1: the seat's player ran out of time (a correspondence clock) */
    int ok;                      /* 0: no move (the search failed or was stopped) */
    cit_move move;
    double cpu_seconds;          /* the worker thread's CPU time for it */
} server_machine_reply;

/* `threads` workers (1..SERVER_MACHINE_MAX_THREADS); NULL with *why when they cannot
   start, or in a build without computer players. */
server_machine *server_machine_new(int threads, const char **why);
/* Stops the searches running (they return at once), waits for the workers, frees every
   question and answer. NULL is a no-op. */
void server_machine_free(server_machine *m);
/* Readable when answers wait: the loop watches it. */
int server_machine_fd(const server_machine *m);
/* Queues a search at the level of a seat of kind `level` (CIT_SEAT_AI_EASY, _MEDIUM, _HARD) for the decision pending in g (copied), for
   table `code` at move `seq`. 0 without memory. */
int server_machine_ask(server_machine *m, const cit_game *g, int level, const char *code, uint32_t seq, int seat,
                       int stand_in);
/* Whether a question for that table and move is queued or being searched. */
int server_machine_asked(server_machine *m, const char *code, uint32_t seq);
/* A table closed: its questions still queued are dropped (a search running ends as it
   would, and its answer finds no table). */
void server_machine_forget(server_machine *m, const char *code);
/* Takes one answer (1), or 0 when none waits. */
int server_machine_answer(server_machine *m, server_machine_reply *out);
/* Moves chosen and their CPU seconds since the start (the log's stopping line, benches). */
void server_machine_totals(server_machine *m, long *moves, double *cpu_seconds);

#endif
