/* libFuzzer target: the command lines of cit-cli, bench, selfplay and citadela. The first
   byte picks the tool; the rest is its arguments, separated by NUL bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench_args.h"
#include "cli_args.h"
#include "app/cmdline.h"
#include "selfplay_args.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ARGS 24

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 1024) return 0;
    char *copy = malloc(size); /* argv strings must outlive the parse (options keep pointers) */
    memcpy(copy, data + 1, size - 1);
    copy[size - 1] = '\0';
    char *argv[MAX_ARGS + 1] = {"tool"};
    int argc = 1;
    for (char *p = copy; p < copy + size - 1 && argc < MAX_ARGS; p += strlen(p) + 1) argv[argc++] = p;
    argv[argc] = NULL;
    char err[160];
    switch (data[0] % 4) {
    case 0: {
        cli_args a;
        int rc = cli_parse_args(argc, argv, &a, err, sizeof err);
        if (rc == 0 && a.cmd == CLI_PLAY && (a.players < 2 || a.players > 6)) abort();
        if (rc != 0 && (rc != 2 || !err[0])) abort();
        break;
    }
    case 1: {
        bench_args a;
        int rc = bench_parse_args(argc, argv, &a, err, sizeof err);
        if (rc == 0 && !(a.seconds >= 0.01 && a.seconds <= 3600)) abort();
        if (rc != 0 && (rc != 2 || !err[0])) abort();
        break;
    }
    case 2: {
        static selfplay_opts o;
        int rc = selfplay_parse_args(argc, argv, &o, err, sizeof err);
        if (rc == 0)
            for (int i = 0; i < o.nagents; i++)
                if (cit_ai_config_problem(&o.agents[i].cfg)) abort();
        if (rc != 0 && (rc != 2 || !err[0])) abort();
        break;
    }
    default: {
        gui_app_options o;
        memset(&o, 0, sizeof o);
        gui_args_result r = gui_parse_args(argc, argv, &o, err, sizeof err);
        if (r == GUI_ARGS_RUN && o.w && (o.w < GUI_MIN_WINDOW_W || o.h < GUI_MIN_WINDOW_H)) abort();
        if (r == GUI_ARGS_RUN && o.scale_pct && (o.scale_pct < 75 || o.scale_pct > 200)) abort();
        if (r == GUI_ARGS_BAD && !err[0]) abort();
        break;
    }
    }
    free(copy);
    return 0;
}
