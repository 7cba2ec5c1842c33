/* The scout test module (tests/modules/scout): its id, option, move and decision. */
#ifndef CIT_MOD_SCOUT_H
#define CIT_MOD_SCOUT_H

#include "engine.h"

/* The registry's free slot: the test links its own registry (registry.c). */
#define SCOUT_MODULE_ID CIT_MODULE_TEST

enum { CIT_OPT_SCOUT = CIT_MODULE_IDS(SCOUT_MODULE_ID) };   /* "scout": each player has one */
enum { CIT_MOVE_SCOUT = CIT_MODULE_IDS(SCOUT_MODULE_ID) };  /* "scout none|fN" */
enum { CIT_DECIDE_SCOUT = CIT_MODULE_IDS(SCOUT_MODULE_ID) }; /* "scout": after a placement
                                                                 without a figure */

/* 1 if player's scout is in its own supply (not on the board, kept or deployed). */
int scout_in_supply(const cit_game *g, int player);

struct rules_module;
extern const struct rules_module scout_module;

#endif
