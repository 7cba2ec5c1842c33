/* Names a person could take for one another: what a table compares a joining player's
   name with (docs/protocol.md "Handshake"). */
#ifndef CIT_NET_NAMEFOLD_H
#define CIT_NET_NAMEFOLD_H

#include <stddef.h>
#include <stdint.h>

#define NET_SKELETON_MAX 64 /* characters of a skeleton compared: more than a name holds */

/* The name's skeleton: its characters with the invisible ones dropped (format characters,
   fillers, variation selectors, combining marks, spaces), fullwidth forms and accented
   Latin letters as their base letter, case folded, Cyrillic and Greek letters that look
   Latin as that letter, and I l 1 | as one, O 0 as one. Writes up to cap characters;
   returns how many there are. */
size_t net_name_skeleton(const char *name, uint32_t *out, size_t cap);
/* Whether two names have the same skeleton. */
int net_names_alike(const char *a, const char *b);
/* Whether a name mixes Latin, Greek and Cyrillic letters (a single script is the rule:
   "Аnna" with a Cyrillic A is refused rather than compared). */
int net_name_mixed(const char *name);

#endif
