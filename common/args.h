/* Strict number parsing for command lines: the whole argument or nothing, in range. */
#ifndef CIT_ARGS_H
#define CIT_ARGS_H

#include <stddef.h>
#include <stdint.h>

/* 1 and *out if `text` is exactly a decimal integer in lo..hi (no sign for lo >= 0,
   no spaces, no trailing text), else 0. text may be NULL (then 0). */
int args_long(const char *text, long lo, long hi, long *out);
/* 1 and *out if `text` is exactly an unsigned decimal that fits in 64 bits. */
int args_u64(const char *text, uint64_t *out);
/* 1 and *out if `text` is exactly a finite decimal number in lo..hi. */
int args_double(const char *text, double lo, double hi, double *out);
/* 1 and *w, *h if `text` is exactly "WxH" with both in lo..hi. */
int args_size(const char *text, int lo, int hi, int *w, int *h);

/* Formats a message into err[0..cap) (cap may be 0), printf-style; returns 2, the exit
   status for a bad command line, so parsers can `return args_fail(...)`. */
int args_fail(char *err, size_t cap, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
