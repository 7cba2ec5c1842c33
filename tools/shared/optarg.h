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

/*
 * The game mode named in `arg` ("classic", "city": the engine's mode table). Returns the
 * mode, or -1 with a one-line reason in err naming the modes (a mode that cannot be
 * played yet is refused too).
 */
int tools_mode_arg(const char *arg, char *err, size_t errlen);

/* 1 if every option set away from its default belongs to `mode` (the options of the
   classic game do not apply to The City), else 0 with a reason in err. */
int tools_options_fit_mode(const cit_options *o, int mode, char *err, size_t errlen);

#endif
