/* Rule options on command lines ("--option NAME=VALUE"), read through the engine's option table. */
#ifndef CIT_OPTARG_H
#define CIT_OPTARG_H

#include <stddef.h>

#include "engine.h"

/*
 * Sets the option named in `arg` ("NAME=VALUE"; a bare "NAME" means NAME=1) in *o.
 * Returns 1, or 0 with a one-line reason in err (unknown name, missing or out-of-range
 * value) that names the options and values allowed.
 */
int tools_option_arg(cit_options *o, const char *arg, char *err, size_t errlen);

/* Writes the options that differ from their defaults as "name=value ..." ("defaults"
   if none) into buf. */
void tools_options_text(const cit_options *o, char *buf, size_t len);

#endif
