/* Under the Big Top's ringmaster, the calls of ringmaster.c (RULES.md §13, decision 4). */
#ifndef CIT_BIGTOP_RINGMASTER_H
#define CIT_BIGTOP_RINGMASTER_H

#include "bigtop_state.h"

int ringmaster_offered(const cit_game *g, int player, int pi);
int ringmaster_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status ringmaster_check(const cit_game *g, const decide_step *s, const cit_move *m);
void ringmaster_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void ringmaster_barn_scoring(cit_game *g, emitter *e);
void ringmaster_after_award(cit_game *g, uint16_t root, int final, emitter *e);
void ringmaster_sync(cit_game *g);
size_t ringmaster_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int ringmaster_parse(const cit_game *g, mt_cursor *c, cit_move *m);

#endif
