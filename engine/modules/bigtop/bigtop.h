/* Under the Big Top (RULES.md §13): its public face (options, tile words, moves, events,
   queries). The engine's own header names no module; who talks to Under the Big Top
   includes this one. */
#ifndef CIT_BIGTOP_H
#define CIT_BIGTOP_H

#include "engine.h"

/* Its index in the registry (engine/registry.c): the free slot between the Dragon's and
   Abbey & Mayor's (hooks run in id order; docs/rules-decisions.md, "Under the Big Top"). */
enum { CIT_MODULE_BIGTOP = 11 };

/* Its tile words (bigtop_tilewords.c): `circus`, the circus space where the big top stands,
   and `acrobats`, the acrobat space (one a tile, up to 3 normal followers). No feature: no
   road, city, cloister or field, no wagon reaches them. */
enum { CIT_TF_CIRCUS = 1u << 21, CIT_TF_ACROBATS = 1u << 22 };

/* Its options (ids of cit_options.v; rows in its rules table). The three parts are on by
   default and matter only with `bigtop` (RULES.md §13 decision 1). */
enum {
    CIT_OPT_BIGTOP = CIT_MODULE_IDS(CIT_MODULE_BIGTOP), /* the 20 tiles join the land stack */
    CIT_OPT_BIGTOP_CIRCUS,     /* the big top and the 16 animal tokens */
    CIT_OPT_BIGTOP_ACROBATS,   /* acrobat spaces take followers; pyramids score */
    CIT_OPT_BIGTOP_RINGMASTER  /* one ringmaster per player */
};

/* The animal tokens, face down until the big top's scoring turns one (RULES.md §13). */
enum { CIT_BIGTOP_FLEA, CIT_BIGTOP_MONKEY, CIT_BIGTOP_SEAL, CIT_BIGTOP_BEAR, CIT_BIGTOP_TIGER, CIT_BIGTOP_ELEPHANT,
       CIT_BIGTOP_ANIMALS };

/* The acrobats' question, a figure question (one figure a placement): after a placement
   that put no figure on its tile, "acrobat none", "acrobat X,Y" (a normal follower from
   supply onto the acrobat space of cell X,Y: the new tile or one of its 8 neighbours, fewer
   than 3 there) or "pyramid X,Y" (the complete pyramid at X,Y, anywhere, scores 5 a
   follower and all go home). The ringmaster's question: "ringmaster none" or
   "ringmaster fN" (a part of the new tile, as a follower of strength 1). */
enum { CIT_MOVE_BIGTOP_ACROBAT = CIT_MODULE_IDS(CIT_MODULE_BIGTOP), CIT_MOVE_BIGTOP_PYRAMID,
       CIT_MOVE_BIGTOP_RINGMASTER };
enum { CIT_DECIDE_BIGTOP_ACROBATS = CIT_MODULE_IDS(CIT_MODULE_BIGTOP), CIT_DECIDE_BIGTOP_RINGMASTER };
/* Its figure kind (rules_module.figure_kinds): the ringmaster. */
enum { CIT_BIGTOP_RINGMASTER_KIND = 0 };
/* Its points (SCORE reasons; category other): the big top's token times a player's meeples
   around it (x, y: the big top; count: the token), a pyramid or an acrobat at the end
   (x, y: its space), a ringmaster's bonus (x, y, spot: its part). */
enum { CIT_SCORE_BIGTOP_CIRCUS = CIT_MODULE_IDS(CIT_MODULE_BIGTOP), CIT_SCORE_BIGTOP_ACROBATS,
       CIT_SCORE_BIGTOP_RINGMASTER };

enum {
    /* the big top went onto the circus tile at x, y (player: the placer) */
    CIT_EV_BIGTOP_MOVE = CIT_MODULE_IDS(CIT_MODULE_BIGTOP),
    /* the big top's token at x, y was turned: `count` is the animal (CIT_BIGTOP_*), points
       its value; it leaves the game */
    CIT_EV_BIGTOP_TOKEN,
    /* player put a follower on the acrobat space at x, y (count: followers there now) */
    CIT_EV_BIGTOP_ACROBAT,
    /* `count` of player's followers left the acrobat space at x, y for the supply */
    CIT_EV_BIGTOP_HOME,
    /* player put the ringmaster on x, y, spot */
    CIT_EV_BIGTOP_RINGMASTER
};

/* cit_follower.quarter of a follower on an acrobat space (CIT_AT_QUARTER; x, y: its cell). */
#define CIT_BIGTOP_AT_ACROBATS 0x20

/* The big top's cell (1) or 0 when it is not on the board (or the option is off). */
int cit_game_bigtop_at(const cit_game *g, int *x, int *y);
/* Animal tokens of kind `animal` not yet turned (the face-down one under the big top
   among them: nobody knows which it is); -1 for a bad kind or without the option. */
int cit_game_bigtop_tokens(const cit_game *g, int animal);
/* The points an animal token is worth (flea 1 ... elephant 7), 0 for a bad kind. */
int cit_bigtop_animal_value(int animal);
/* Player's followers on the acrobat space of cell x, y (player -1: everyone's); 0 for a
   cell without one. */
int cit_game_bigtop_acrobats(const cit_game *g, int x, int y, int player);

#endif
