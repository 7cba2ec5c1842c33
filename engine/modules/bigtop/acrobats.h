/* Under the Big Top's acrobat spaces and pyramids, the calls of acrobats.c (RULES.md §13,
   decision 3). */
#ifndef CIT_BIGTOP_ACROBATS_H
#define CIT_BIGTOP_ACROBATS_H

#include "bigtop_state.h"

int acrobats_offered(const cit_game *g, int player, int pi);
int acrobats_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
void acrobats_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void acrobats_final(cit_game *g, emitter *e);
void acrobats_eaten(cit_game *g, int x, int y, uint8_t *eaten);
int acrobats_on(const cit_game *g, int pi, int player);
/* rules_module.piece_held: a follower on piece pi's acrobat space (no bridge over it). */
int acrobats_hold_piece(const cit_game *g, int pi);
/* rules_module.kept_cell: a follower kept on an acrobat space stands on its tile's cell. */
int acrobats_cell(const cit_game *g, const fig_record *f, int *x, int *y);
int acrobats_list(const cit_game *g, cit_follower *out, int n, int cap);
int acrobats_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out);
size_t acrobat_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int acrobat_parse(const cit_game *g, mt_cursor *c, cit_move *m);
size_t pyramid_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int pyramid_parse(const cit_game *g, mt_cursor *c, cit_move *m);

#endif
