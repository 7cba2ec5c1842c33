/* Shared declarations of the cmocka unit-test groups. */
#ifndef CIT_UNIT_H
#define CIT_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "tileset.h"

/* Parses tile-file text into a cleared `set` (test_tileset.c). */
cit_parse_status unit_parse_tiles(cit_tileset *set, const char *text, cit_parse_error *err);

int unit_run_tileset(void);
int unit_run_board(void);
int unit_run_game(void);
int unit_run_session(void);
int unit_run_fastpaths(void);
int unit_run_fastpaths_modules(void);
int unit_run_modules(void);
int unit_run_names(void);
int unit_run_hardening(void);
int unit_run_bazaar(void);
int unit_run_parts(void);
int unit_run_movetext(void);
int unit_run_tilewords(void);
int unit_run_links(void);
int unit_run_tower(void);
int unit_run_dragon(void);
int unit_run_copy(void);

#endif
