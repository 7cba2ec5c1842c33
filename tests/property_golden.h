/* The golden catalogue of property (property_golden.c). */
#ifndef CIT_PROPERTY_GOLDEN_H
#define CIT_PROPERTY_GOLDEN_H

#include <stdio.h>

/* Writes the catalogue: per seed the first 12 tiles drawn and the final scores of a game
   that always plays the middle legal move. */
void property_golden(FILE *out);
/* Compares it with the file at path; prints the result line; 0 when equal. */
int property_check_golden(const char *path);

#endif
