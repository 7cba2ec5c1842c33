/* Where the game's font is: DejaVu Sans, found by fontconfig on Linux, the copy shipped
   beside the program on Windows. */
#ifndef CIT_PLAT_FONT_H
#define CIT_PLAT_FONT_H
#include <stddef.h>

/* The regular (bold 0) or bold face's file as UTF-8 into out; 0 when there is none. Where
   the font has one place only (Windows: fonts\ beside the program), out holds that place
   even then, so a failure names what is missing; otherwise out is left as it was. */
int plat_font_find(int bold, char *out, size_t cap);
/* Frees what the lookup kept (fontconfig's cache). */
void plat_font_done(void);

#endif
