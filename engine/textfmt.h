/* A tiny printf-free formatter, so the engine can write messages, moves and saves. */
#ifndef CIT_TEXTFMT_H
#define CIT_TEXTFMT_H

#include <stdarg.h>
#include <stddef.h>

/*
 * Formats into buf (always NUL-terminated when cap > 0) and returns the length the full
 * text would have. Understands %s %d %u %c %% and %.*s; anything else is copied as is.
 */
size_t cit_fmt(char *buf, size_t cap, const char *fmt, ...);
size_t cit_vfmt(char *buf, size_t cap, const char *fmt, va_list ap);

#endif
