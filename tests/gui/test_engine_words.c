/* Every fault of the engine a player can meet says so in the player's language: each status
   (the core's and the modules') and each reason a save fails to load has words in all six
   languages, and a damaged save of each kind is explained by its code, never by the engine's
   English. So does every reason a network table gives for a refusal or a close
   (gui/app/net_reasons.c), a newer host's unknown word included. */
#include "app/engine_words.h"
#include "app/file_words.h"
#include "app/saves.h"
#include "draw/atlas.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "engine.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "count_check.h"

/* English is the msgids themselves; the others must each have their own words. */
static const char *const languages[] = {"cs", "de", "pl", "fr", "es"};
#define NLANG (int)(sizeof languages / sizeof languages[0])

static void test_statuses(void)
{
    for (int lang = 0; lang < NLANG; lang++) {
        CHECK(gui_i18n_set(languages[lang]));
        for (int st = 1; st < CIT_STATUS_MAX; st++) {
            if (!cit_status_key((cit_status)st))
                continue;
            const char *english = cit_status_str((cit_status)st), *said = gui_status(st);
            int own = said[0] && strcmp(said, english) != 0;
            CHECK(own);
            if (!own)
                fprintf(stderr, "  %s: status %s is said in English: %s\n", languages[lang],
                        cit_status_key((cit_status)st), english);
        }
        for (int r = CIT_LOAD_NONE + 1; r < CIT_LOAD_REASON_COUNT; r++) {
            const gui_words *w = gui_load_reason_words(r);
            CHECK(w && w->msgid);
            int own = w && strcmp(gui_word(w), w->msgid) != 0;
            CHECK(own);
            if (!own)
                fprintf(stderr, "  %s: load reason %d is said in English\n", languages[lang], r);
        }
    }
    CHECK(!gui_load_reason_words(CIT_LOAD_NONE) && !gui_load_reason_words(CIT_LOAD_REASON_COUNT));
    gui_i18n_set("en");
}

/* `text` with its first `from` replaced by `to` (NULL from: `to` appended); the caller frees. */
static char *edited(const char *text, const char *from, const char *to)
{
    const char *at = from ? strstr(text, from) : text + strlen(text);
    if (!at)
        return NULL;
    size_t head = (size_t)(at - text), cut = from ? strlen(from) : 0, len = strlen(text) + strlen(to) + 1;
    char *out = malloc(len);
    if (!out)
        return NULL;
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + cut);
    return out;
}

/* A real save of a few moves, from the engine itself. */
static char *a_save(void)
{
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 7);
    cit_session *sess = cit_session_new(&s, &st);
    for (int i = 0; sess && i < 3; i++) {
        cit_move m;
        if (cit_game_random_move(cit_session_game(sess), (uint64_t)i + 1, &m) == CIT_OK)
            cit_session_apply(sess, &m, NULL);
    }
    size_t need = cit_session_save(sess, NULL, 0);
    char *text = malloc(need + 1);
    if (text)
        cit_session_save(sess, text, need + 1);
    cit_session_free(sess);
    return text;
}

/* The first move line twice: the second lays a tile the rules refuse. */
static char *move_twice(const char *save)
{
    const char *m = strstr(save, "\nmove ");
    const char *eol = m ? strchr(m + 1, '\n') : NULL;
    if (!eol)
        return NULL;
    char line[256];
    size_t n = (size_t)(eol - m);
    if (n >= sizeof line)
        return NULL;
    memcpy(line, m, n);
    line[n] = 0;
    char twice[520];
    snprintf(twice, sizeof twice, "%s%s", line, line);
    return edited(save, line, twice);
}

static void check_damaged(const char *what, char *text, cit_load_reason want)
{
    CHECK(text != NULL);
    if (!text)
        return;
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    cit_load_error le;
    st = cit_session_load(sess, text, strlen(text), &le);
    int right = st != CIT_OK && le.reason == want;
    CHECK(right);
    if (!right)
        fprintf(stderr, "  %s: status %d reason %d (want %d): %s\n", what, st, le.reason, want, le.message);
    char english[256], said[256];
    gui_i18n_set("en");
    gui_load_reason(&le, english, sizeof english);
    CHECK(english[0] && !strstr(english, "%1"));
    for (int lang = 0; lang < NLANG; lang++) {
        gui_i18n_set(languages[lang]);
        gui_load_reason(&le, said, sizeof said);
        /* Its own words, with the refusal's status in them in the same language. */
        int own = said[0] && strcmp(said, english) != 0 && !strstr(said, le.message) && !strstr(said, "%1");
        CHECK(own);
        if (want == CIT_LOAD_ILLEGAL_MOVE)
            CHECK(strstr(said, gui_status(le.status)) != NULL);
        if (!own)
            fprintf(stderr, "  %s in %s: %s\n", what, languages[lang], said);
    }
    gui_i18n_set("en");
    cit_session_free(sess);
    free(text);
}

static void test_damaged_saves(void)
{
    char *save = a_save();
    CHECK(save && strstr(save, "\nmove ") && strstr(save, "\nend"));
    if (!save)
        return;
    check_damaged("not a save", edited("a shopping list\n", NULL, ""), CIT_LOAD_NOT_A_SAVE);
    check_damaged("format 99", edited(save, "citadela-save 4", "citadela-save 99"), CIT_LOAD_OTHER_FORMAT);
    check_damaged("no end", edited(save, "\nend", "\n"), CIT_LOAD_TRUNCATED);
    check_damaged("after end", edited(save, NULL, "more text\n"), CIT_LOAD_AFTER_END);
    check_damaged("bad seed", edited(save, "\nseed ", "\nseed x"), CIT_LOAD_BAD_HEADER);
    check_damaged("bad player", edited(save, "\nplayer human", "\nplayer wizard"), CIT_LOAD_BAD_PLAYERS);
    check_damaged("bad mode", edited(save, "\nmode classic", "\nmode checkers"), CIT_LOAD_UNKNOWN_RULES);
    check_damaged("bad tiles", edited(save, "\ntiles ", "\ntiles QQQ "), CIT_LOAD_BAD_TILES);
    check_damaged("bad move", edited(save, "\nmove place", "\nmove dance"), CIT_LOAD_BAD_MOVE);
    check_damaged("move twice", move_twice(save), CIT_LOAD_ILLEGAL_MOVE);
    free(save);
}

/* Every reason word the host, the server and the client library give (docs/protocol.md
   "Reasons"), and one a newer host might send. */
static const char *const net_keys[] = {
    "full", "started", "name", "name-taken", "name-away", "token", "code", "wait", "busy", "key", "device",
    "no-keys", "tables", "connections", "version", "no-correspondence", "create", "setup", "parse", "errors",
    "flood", "shutdown", "timeout", "tls", "lost", "protocol", "bad-view", "out-of-step", "left", "unreachable",
    "tls-name", "tls-untrusted", "tls-expired", "tls-pin", "tls-none", "tls-broken", "tls-unavailable",
    "stale", "illegal", "not-your-turn", "state", "storage", "maintenance",
};
#define NKEYS (int)(sizeof net_keys / sizeof net_keys[0])

static void test_net_reasons(void)
{
    for (int k = 0; k < NKEYS; k++) {
        char english[300], said[300];
        gui_i18n_set("en");
        gui_net_reason(net_keys[k], 3, english, sizeof english);
        /* A sentence, not the bare word (an unknown one is named inside its sentence). */
        CHECK(strcmp(english, net_keys[k]) != 0 && strchr(english, ' '));
        for (int lang = 0; lang < NLANG; lang++) {
            gui_i18n_set(languages[lang]);
            gui_net_reason(net_keys[k], 3, said, sizeof said);
            int own = said[0] && strcmp(said, english) != 0 && strcmp(said, net_keys[k]) != 0 && !strstr(said, "%1");
            CHECK(own);
            if (!own)
                fprintf(stderr, "  %s: the reason '%s' is said as '%s'\n", languages[lang], net_keys[k], said);
        }
    }
    gui_i18n_set("en");
}

/* A save that cannot be written or a file that cannot be read says why in the player's words,
   never in the C library's English (strerror). */
static void test_file_faults(void)
{
    static const int faults[] = {ENOENT, EACCES, EPERM, EROFS, ENOSPC, ENOMEM, EISDIR, ENOTDIR, ENAMETOOLONG,
                                 EIO, EMFILE, ENFILE, EBUSY, EFBIG};
    for (size_t f = 0; f < sizeof faults / sizeof faults[0]; f++) {
        char english[200], said[200], sys[200];
        gui_i18n_set("en");
        SDL_strlcpy(sys, strerror(faults[f]), sizeof sys); /* the C library's English */
        gui_file_fault(faults[f], english, sizeof english);
        CHECK(english[0] && strcmp(english, sys) != 0 && !strstr(english, "%1"));
        for (int lang = 0; lang < NLANG; lang++) {
            gui_i18n_set(languages[lang]);
            gui_file_fault(faults[f], said, sizeof said);
            int own = said[0] && strcmp(said, english) != 0 && !strstr(said, sys) && !strstr(said, "%1");
            CHECK(own);
            if (!own)
                fprintf(stderr, "  %s: errno %d is said as '%s'\n", languages[lang], faults[f], said);
        }
    }
    /* A fault without words of its own still says it in the sentence of the language. */
    char rare[200];
    gui_i18n_set("de");
    gui_file_fault(EXDEV, rare, sizeof rare);
    CHECK(strstr(rare, strerror(EXDEV)) && strcmp(rare, strerror(EXDEV)) != 0);
    /* Real faults: a save into a folder that does not exist, a load of a file that does not. */
    char path[256], err[300], want[200], noent[200];
    gui_i18n_set("en");
    SDL_strlcpy(noent, strerror(ENOENT), sizeof noent);
    snprintf(path, sizeof path, "%s/citadela-absent-%d/game.sav", SDL_getenv("TMPDIR") ? SDL_getenv("TMPDIR") : "/tmp",
             (int)SDL_GetTicks());
    gui_i18n_set("cs");
    CHECK(gui_write_atomic(path, "x", 1, err, sizeof err) != 0);
    gui_file_fault(ENOENT, want, sizeof want);
    int right = strstr(err, want) && !strstr(err, noent);
    CHECK(right);
    if (!right)
        fprintf(stderr, "  cs: a save into a missing folder says '%s'\n", err);
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    int line = 0;
    gui_i18n_set("pl");
    CHECK(sess && gui_load_session(sess, path, &line, err, sizeof err) != 0);
    gui_file_fault(ENOENT, want, sizeof want);
    right = strcmp(err, want) == 0;
    CHECK(right);
    if (!right)
        fprintf(stderr, "  pl: a load of a missing file says '%s'\n", err);
    cit_session_free(sess);
    gui_i18n_set("en");
}

/* Damaged tile art (an index's lines that cannot be read, tiles without a picture, tiles outside
   their part) is said in the player's words, the file's name and the numbers in them. */
static void test_art_faults(void)
{
    for (int kind = GUI_ART_FAULT_LINES; kind <= GUI_ART_FAULT_OUTSIDE; kind++)
        for (int count = 1; count <= 5; count += 4) {
            gui_art_fault f = {kind, "tiles-128.txt", 7, count};
            char english[200], said[200], num[16];
            snprintf(num, sizeof num, "%d", count);
            gui_i18n_set("en");
            gui_art_fault_words(&f, english, sizeof english);
            CHECK(strstr(english, "tiles-128.txt") && strstr(english, num) && !strchr(english, '%'));
            for (int lang = 0; lang < NLANG; lang++) {
                gui_i18n_set(languages[lang]);
                gui_art_fault_words(&f, said, sizeof said);
                int own = strcmp(said, english) != 0 && strstr(said, "tiles-128.txt") && strstr(said, num) &&
                          !strchr(said, '%') && !strstr(said, "picture") && !strstr(said, "line");
                CHECK(own);
                if (!own)
                    fprintf(stderr, "  %s: art fault %d (%d) is said as '%s'\n", languages[lang], kind, count, said);
            }
        }
    gui_i18n_set("en");
}

int main(void)
{
    test_statuses();
    test_net_reasons();
    test_damaged_saves();
    test_file_faults();
    test_art_faults();
    printf("engine_words: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
