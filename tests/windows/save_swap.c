/* A save handed between the Windows and the Linux build: plays seeded random moves and
   writes them with the game's own save code (gui/app/saves.c: the session's text, written
   atomically through the platform layer), loads a save the same way and prints the state's
   hash, so tests/windows/save-swap.sh can check that both builds read one file alike.
     save_swap new classic|city SEED MOVES FILE [OPTION...]   a new game of MOVES moves
     save_swap more FILE MOVES                                 loads FILE, plays on, saves
     save_swap hash FILE                                       loads FILE
   Each prints "loaded|saved MOVES HASH" lines (with " over" for a finished game); OPTION is an engine option set to 1
   (bridges, castles, ...). Exit 1 when a file does not load or write, 2 on a bad line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/saves.h"
#include "argv.h"
#include "engine.h"

static void say(const char *what, const cit_session *s) {
    const cit_game *g = cit_session_game(s);
    printf("%s %d %016llx%s\n", what, cit_session_length(s), (unsigned long long)cit_game_hash(g),
           cit_game_over(g) ? " over" : "");
}

/* Random legal moves from a seed, at most n (fewer when the game ends). */
static void play(cit_session *s, uint64_t seed, long n) {
    static cit_move ms[CIT_MAX_MOVES];
    uint64_t r = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    for (long i = 0; i < n && !cit_game_over(cit_session_game(s)); i++) {
        int k = cit_game_legal_moves(cit_session_game(s), ms, CIT_MAX_MOVES);
        if (k <= 0) break;
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        cit_session_apply(s, &ms[(r >> 33) % (uint64_t)k], NULL);
    }
}

static int save(const cit_session *s, const char *path) {
    char err[300];
    if (gui_save_game_record(s, NULL, path, err, sizeof err) != 0) {
        fprintf(stderr, "save_swap: %s\n", err);
        return 1;
    }
    say("saved", s);
    return 0;
}

/* A session loaded from path (NULL after saying why). */
static cit_session *load(const char *path) {
    cit_setup su;
    cit_status st;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, &st);
    char err[300];
    int line = 0;
    if (s && gui_load_session(s, path, &line, err, sizeof err) != 0) {
        fprintf(stderr, "save_swap: %s: line %d: %s\n", path, line, err);
        cit_session_free(s);
        return NULL;
    }
    if (s) say("loaded", s);
    return s;
}

static int new_game(int argc, char **argv) {
    cit_setup su;
    cit_setup_default(&su, 3, strtoull(argv[3], NULL, 10));
    su.mode = (uint8_t)(!strcmp(argv[2], "city") ? CIT_MODE_CITY : CIT_MODE_CLASSIC);
    for (int i = 6; i < argc; i++) {
        int id = cit_option_find(argv[i], strlen(argv[i]));
        if (id < 0 || !cit_option_set(&su.opt, id, 1)) {
            fprintf(stderr, "save_swap: no option %s\n", argv[i]);
            return 2;
        }
    }
    cit_status st;
    cit_session *s = cit_session_new(&su, &st);
    if (!s) {
        fprintf(stderr, "save_swap: %s\n", cit_status_str(st));
        return 2;
    }
    play(s, su.seed, strtol(argv[4], NULL, 10));
    int rc = save(s, argv[5]);
    cit_session_free(s);
    return rc;
}

int main(int argc, char **argv) {
    argv = plat_utf8_argv(argc, argv);
    if (!argv) return 2;
    const char *cmd = argc > 1 ? argv[1] : "";
    if (!strcmp(cmd, "new") && argc >= 6) return new_game(argc, argv);
    if ((!strcmp(cmd, "more") && argc == 4) || (!strcmp(cmd, "hash") && argc == 3)) {
        cit_session *s = load(argv[2]);
        if (!s) return 1;
        int rc = 0;
        if (cmd[0] == 'm') {
            play(s, (uint64_t)cit_session_length(s), strtol(argv[3], NULL, 10));
            rc = save(s, argv[2]);
        }
        cit_session_free(s);
        return rc;
    }
    fputs("usage: save_swap new classic|city SEED MOVES FILE [OPTION...] | more FILE MOVES | hash FILE\n", stderr);
    return 2;
}
