/* Halflings' state inside cit_game. */
#ifndef CIT_MOD_HALFLINGS_H
#define CIT_MOD_HALFLINGS_H

#include <stdint.h>

#include "modules/halflings/halflings.h" /* its public face */

#define HALFLINGS_TRIANGLES 24

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint8_t hill;       /* 1 once the hill is on the board */
    int8_t hill_x, hill_y;
    uint8_t drafting;   /* halflings_draft: 1 while the draft runs */
    uint8_t picks;      /* picks made in the draft */
    uint8_t npool;      /* triangles face up in the draft's display */
    uint8_t crop;       /* 1 while a crop circle's action runs */
    uint8_t crop_kind;  /* cit_feature_kind of the named follower type */
    uint8_t crop_action; /* CIT_CROP_ADD / CIT_CROP_RETURN */
    uint8_t crop_k;     /* the player asked next: placer + crop_k (1 .. nplayers) */
    uint8_t left;       /* LEFT_*: symbols a later module in play rules (rules_word_played_later) */
    uint16_t crop_new;  /* the part of the placer's follower on the crop circle (its
                           placement's), which the action must not touch; 0xFFFF: none */
    cit_tile_id pool[HALFLINGS_TRIANGLES]; /* the display, in the shuffled order */
} halflings_state;

enum { LEFT_HILL = 1, LEFT_VINEYARD = 2 };

struct rules_module;
extern const struct rules_module halflings_module;

#endif
