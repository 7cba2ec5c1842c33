/* The citadela command line, parsed apart from main (and from SDL) so tests and the fuzzer can call it. */
#ifndef CIT_GUI_CMDLINE_H
#define CIT_GUI_CMDLINE_H

#include <stddef.h>

#include "app/app.h"

typedef enum { GUI_ARGS_RUN, GUI_ARGS_HELP, GUI_ARGS_VERSION, GUI_ARGS_BAD } gui_args_result;

/* Window sizes --size accepts, in points. */
#define GUI_MIN_WINDOW_W 320
#define GUI_MIN_WINDOW_H 320
#define GUI_MAX_WINDOW 16384

/*
 * Fills *o (which the caller has set to its defaults) from argv[1..argc). GUI_ARGS_BAD
 * comes with the reason in err (cap bytes); main prints it and exits with status 2.
 */
gui_args_result gui_parse_args(int argc, char **argv, gui_app_options *o, char *err, size_t cap);

#endif
