/* The selfplay command line, parsed apart from main so tests and the fuzzer can call it. */
#ifndef CIT_SELFPLAY_ARGS_H
#define CIT_SELFPLAY_ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "ai.h"
#include "engine.h"

#define SELFPLAY_MAX_JOBS 8
#define SELFPLAY_MAX_GAMES 10000000

typedef struct {
    char name[32];
    cit_ai_config cfg;
    double seconds; /* thinking time per move (AGENT@SECONDS or --time); 0 = none */
    int fixed_bid;  /* AGENT+fixedbid: bazaar bids by a fixed value rule (selfplay_bidder.h) */
} selfplay_agent;

typedef struct {
    int ngames, njobs, verbose, nagents;
    uint64_t seed;
    selfplay_agent agents[CIT_MAX_PLAYERS];
    cit_options rules; /* --option NAME=VALUE, --count */
    int mode;          /* --mode NAME: cit_mode (classic by default) */
    int ladder;        /* --ladder: two agents, games in pairs sharing a deal */
    int nplayers;      /* seats per game: the number of agents, or --players with --ladder */
} selfplay_opts;

/*
 * Fills *o from argv[1..argc). Returns 0 when the games can start, 2 on a bad command
 * line with the reason in err (cap bytes; "" when only the usage should be shown).
 */
int selfplay_parse_args(int argc, char **argv, selfplay_opts *o, char *err, size_t cap);

#endif
