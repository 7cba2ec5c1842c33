/* The command line as UTF-8 on every platform: a file name with Czech letters must reach
   the program as it was typed. */
#ifndef CIT_PLAT_ARGV_H
#define CIT_PLAT_ARGV_H

/* argv as UTF-8 strings (Linux: argv itself; Windows: the wide command line converted, as
   main's argv there is in the ANSI code page, which has no 'ř'). The strings live until
   the program ends; NULL when the conversion fails. */
char **plat_utf8_argv(int argc, char **argv);

#endif
