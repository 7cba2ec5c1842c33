/* Inns & Cathedrals inside the engine: its rules table and state. Whether a road has an
   inn or a city a cathedral is read from the tile parts it is made of; each big follower
   is a record of the core's figure table (kind "big follower"). */
#ifndef CIT_MOD_INNS_H
#define CIT_MOD_INNS_H

#include "modules/inns/inns.h" /* its public face */

#include <stdint.h>

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint16_t asking;    /* the part the pending "big yes|no" is about */
} inns_state;

struct rules_module;
extern const struct rules_module inns_module;

/*
 * The big follower for the modules that move figures (the Count, Castles, Halflings;
 * RULES.md §6). Each answers 0 / does nothing in a game without the big follower, or
 * replayed from a save of format 3 or older (mod_inns.c), so a caller needs no test of
 * its own. The figure itself is always one entry in the core's
 * supply or follower list; these keep track of which one it is and of its second vote.
 */
/* 1 if player's big follower is in supply (on no part, in no module's keeping). */
int inns_big_free(const cit_game *g, int player);
/* 1 if the big follower of part n's owner stands on part n. */
int inns_big_on(const cit_game *g, uint16_t n);
/* The place (0..) another module keeps player's big follower in, or -1. */
int inns_big_away(const cit_game *g, int player);
/* A figure of player's from supply just went onto part n (a crop circle's action, the
   crop circle's follower): the big one if nothing else was left, else the player is asked
   "big yes|no" before anything else (queued in front). */
void inns_ask_big(cit_game *g, int player, uint16_t n);
/* The figure just put on part n is player's big follower (counts two from now). */
void inns_big_put(cit_game *g, int player, uint16_t n);
/* Player's big follower left the part it stood on for the supply while its feature stays
   (returned alone by a module): its second vote leaves the feature. */
void inns_big_home(cit_game *g, int player);
/* Player's big follower, in supply, goes into module `keeper`'s keeping at `place`. */
void inns_big_send_away(cit_game *g, int player, int keeper, int place);
/* Player's big follower leaves that keeping for the supply (The Tower: a prisoner set
   free, a tower's top follower captured by its owner). The caller counts it in supply. */
void inns_big_back(cit_game *g, int player);
/* Player's big follower leaves that keeping for the feature being scored (counts two
   there; goes home with the other deployed figures when the feature is done). */
void inns_big_deploy(cit_game *g, int player);
/* 1 if player's big follower was deployed into the feature being scored. */
int inns_big_deployed(const cit_game *g, int player);
/* The feature being scored ended without an award (turn_drop_item: a castle): deployed
   big followers are home, their second votes leave the feature. */
void inns_big_drop(cit_game *g);

#endif
