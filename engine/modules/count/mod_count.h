/* The Count of Carcassonne's state and the rules module's table. */
#ifndef CIT_MOD_COUNT_H
#define CIT_MOD_COUNT_H

#include <stdint.h>

#include "modules/count/count.h" /* its public face */


/* Where the Count stands (the figures in the quarters are records of the core's figure
   table the Count keeps: mod_count.c). */
typedef struct {
    uint8_t at; /* cit_quarter */
    /* the figures in each quarter, all players' together: a filter for the final scoring,
       which asks of every field part whether anyone could deploy (the records say whose;
       test_fastpaths_modules: count_quarters_match_the_records) */
    uint8_t in[CIT_QUARTERS];
    uint8_t spare; /* no padding: the game's hash reads the bytes */
    uint16_t mayor_in[CIT_MAX_PLAYERS]; /* root + 1 of the feature each player's mayor was
                                           deployed into, while it is scored; 0: none */
} count_state;

struct rules_module;
extern const struct rules_module count_module;
int count_quarter_for_kind(int kind); /* the quarter whose followers may join `kind`, or -1 */

#endif
