/*
 * Moves as text, for the modules: the reading helpers movetext.c uses itself, and the
 * row a module gives for each verb of its own (rules_module.verbs). The core writes and
 * reads "place ..."; every other verb is a module's (docs/architecture.md).
 */
#ifndef CIT_MOVETEXT_H
#define CIT_MOVETEXT_H

#include <stddef.h>

#include "engine.h"
#include "textfmt.h"

/* The words after a verb. */
typedef struct {
    const char *p, *end;
} mt_cursor;

/* The next blank-separated word (*w, *n); 0 at the end of the text. */
int mt_word(mt_cursor *c, const char **w, size_t *n);
/* A signed decimal filling [s, e) exactly, within lo..hi. */
int mt_number(const char *s, const char *e, int lo, int hi, int *out);
/* A cell "x,y" filling the word exactly. */
int mt_cell(const char *w, size_t n, int *x, int *y);
/* Whether the word is s. */
int mt_word_is(const char *w, size_t n, const char *s);
/* A tile part in a decision: "VERB X,Y fN", or "fN'" for the second triangle of the
   cell (half 1, carried in the move's rot: engine.h). */
size_t mt_format_part(const char *verb, const cit_move *m, char *buf, size_t cap);
int mt_parse_part(mt_cursor *c, cit_move *m);
/* A yes-or-no decision: "VERB yes|no", the answer in arg0 (1: yes). */
size_t mt_format_yes_no(const char *verb, const cit_move *m, char *buf, size_t cap);
int mt_parse_yes_no(mt_cursor *c, cit_move *m);

/*
 * One verb of a module: its word, the move type it writes, and how. `format` writes the
 * whole line (verb first) and returns its length as cit_fmt does, 0 if the move's
 * fields are not valid for it; `parse` reads the words after the verb into m (type,
 * spot = none and the rest zero already) and returns 0 on anything else. Several rows
 * may share a type (the first one writes it: a "yes" and a "no" verb of one move type).
 */
typedef struct {
    const char *word;
    uint8_t type;
    size_t (*format)(const cit_game *g, const cit_move *m, char *buf, size_t cap);
    int (*parse)(const cit_game *g, mt_cursor *c, cit_move *m);
} move_verb;

/* A decision kind of a module and its stable name (cit_decision_name). */
typedef struct {
    uint8_t decision;
    const char *name;
} decision_name;

/* An event type of a module and its stable name (cit_event_name). */
typedef struct {
    uint8_t event;
    const char *name;
} event_name;

#endif
