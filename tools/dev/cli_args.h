/* The cit-cli command line, parsed apart from main so tests and the fuzzer can call it. */
#ifndef CIT_CLI_ARGS_H
#define CIT_CLI_ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "engine.h"

/* The review budget without --budget: ai/review.h's CIT_REVIEW_BUDGET_MEDIUM (kept
   apart so the parser needs no AI library; cli.c checks they agree). */
#define CLI_REVIEW_BUDGET 10000
#define CLI_REVIEW_BUDGET_MAX 1000000

typedef enum { CLI_PLAY, CLI_REPLAY, CLI_MOVES, CLI_REVIEW } cli_command;

typedef struct {
    cli_command cmd;
    uint64_t seed;     /* play */
    int players;       /* play: 2-6 */
    const char *save;  /* play: where to write the save, or NULL */
    cit_options rules; /* play: --option NAME=VALUE, --count */
    int mode;          /* play: --mode NAME (cit_mode, classic by default) */
    const char *file;  /* replay, moves, review */
    long budget;       /* review: iterations per search (default CLI_REVIEW_BUDGET) */
    long from;         /* review: the first decision judged (1-based; default 1) */
} cli_args;

/* Fills *a from argv[1..argc). Returns 0, or 2 with the reason in err (cap bytes). */
int cli_parse_args(int argc, char **argv, cli_args *a, char *err, size_t cap);

#endif
