/* platform/argv.h on Linux: the command line is already UTF-8 bytes. */
#include "argv.h"

char **plat_utf8_argv(int argc, char **argv) {
    (void)argc;
    return argv;
}
