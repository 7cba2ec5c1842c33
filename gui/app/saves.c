/* Autosave and named saves: text from the engine's session, written with temp file + rename. */
#define _POSIX_C_SOURCE 200809L
#include "app/saves.h"
#include "app/engine_words.h"
#include "app/file_words.h"
#include "app/i18n.h"

#include "dirs.h"
#include "fs.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int gui_file_exists(const char *path)
{
    plat_file_info st;
    return plat_stat(path, &st) == 0 && st.is_file;
}

int gui_write_atomic(const char *path, const char *data, size_t len, char *err, size_t cap)
{
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = plat_fopen(tmp, "wb");
    char why[200];
    if (!f) {
        snprintf(err, cap, "%s: %s", tmp, gui_file_fault(errno, why, sizeof why));
        return -1;
    }
    int ok = fwrite(data, 1, len, f) == len && plat_fsync(f) == 0;
    int e = errno;
    if (fclose(f) != 0)
        ok = 0;
    if (!ok || plat_replace(tmp, path) != 0) {
        e = ok ? errno : e;
        snprintf(err, cap, "%s: %s", path, gui_file_fault(e, why, sizeof why));
        plat_remove(tmp);
        return -1;
    }
    return 0;
}

char *gui_read_file(const char *path, size_t *len)
{
    FILE *f = plat_fopen(path, "rb");
    if (!f)
        return NULL;
    /* Sized from the file's length, read in one go: grown by doubling, a 4 MB tile sheet was
       copied a dozen times (a fifth of a window test's time under ASan). A file that grows
       meanwhile, or one whose length cannot be told, is still read whole. */
    size_t cap = 4096, n = 0;
    if (fseek(f, 0, SEEK_END) == 0) {
        long end = ftell(f);
        if (end > 0) /* a positive long fits a size_t (Windows: a 32-bit long) */
            cap = (size_t)end + 1; /* + 1: a read that fills it exactly asks once more, at the end */
        rewind(f);
    }
    char *buf = malloc(cap + 1);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        char *nb = realloc(buf, cap * 2 + 1);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = n;
    }
    return buf;
}

/* Earlier versions kept everything in .../citadela/citadela/ (SDL's org/app pair): move it once. */
static void migrate_old_layout(const char *data, const char *state)
{
    char old[1100], from[1200], to[1200];
    snprintf(old, sizeof old, "%scitadela/", data);
    snprintf(from, sizeof from, "%sautosave.cit", old);
    snprintf(to, sizeof to, "%sautosave.cit", state);
    if (gui_file_exists(from) && !gui_file_exists(to))
        plat_replace(from, to);
    snprintf(from, sizeof from, "%ssaves", old);
    snprintf(to, sizeof to, "%ssaves", data);
    plat_replace(from, to); /* fails harmlessly if there is nothing to move or saves/ exists */
    plat_remove(old);
}

const char *gui_saves_dir(void)
{
    static char dir[1024]; /* global: the user's folder is the process's (SDL_GetPrefPath) */
    if (!dir[0]) {
        plat_user_dir(PLAT_DIR_DATA, dir, sizeof dir); /* the folder stays empty without one */
        if (!dir[0]) {
            char *p = SDL_GetPrefPath("", "citadela");
            if (p) {
                SDL_strlcpy(dir, p, sizeof dir);
                SDL_free(p);
            }
        }
    }
    return dir;
}

/* The autosave is state, not a document: $XDG_STATE_HOME/citadela/ (default ~/.local/state/citadela/). */
static const char *state_dir(void)
{
    static char dir[1024]; /* global: the same, the process's */
    if (!dir[0]) {
        plat_user_dir(PLAT_DIR_STATE, dir, sizeof dir);
        if (!dir[0])
            SDL_strlcpy(dir, gui_saves_dir(), sizeof dir);
        else
            migrate_old_layout(gui_saves_dir(), dir);
    }
    return dir;
}

void gui_autosave_path(char *buf, size_t cap)
{
    snprintf(buf, cap, "%sautosave.cit", state_dir());
}

void gui_named_save_path(const char *name, char *buf, size_t cap)
{
    char clean[GUI_SAVE_NAME];
    size_t n = 0;
    for (const char *p = name; *p && n + 1 < sizeof clean; p++) {
        char c = *p;
        unsigned char u = (unsigned char)c;
        /* Letters of any language (UTF-8 bytes pass as they are), digits, - and _. */
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
            u >= 0x80)
            clean[n++] = c;
        else if (c == ' ')
            clean[n++] = '_';
    }
    /* Never end inside a UTF-8 sequence cut by the length limit. */
    size_t lead = n;
    while (lead > 0 && ((unsigned char)clean[lead - 1] & 0xC0) == 0x80)
        lead--;
    if (lead > 0 && (unsigned char)clean[lead - 1] >= 0xC0) {
        unsigned char b = (unsigned char)clean[lead - 1];
        size_t need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
        if (n - (lead - 1) < need)
            n = lead - 1;
    }
    clean[n] = 0;
    if (!n)
        SDL_strlcpy(clean, "game", sizeof clean);
    char dir[1100];
    snprintf(dir, sizeof dir, "%ssaves", gui_saves_dir());
    plat_mkdir(dir);
    snprintf(buf, cap, "%s/%s.cit", dir, clean);
}

void gui_listed_save_path(const char *name, char *buf, size_t cap)
{
    /* A file copied in keeps its name (spaces and all); the game writes underscores itself. */
    int plain = name[0] && name[0] != '.' && !strchr(name, '/') && !strchr(name, '\\');
    char dir[1100];
    snprintf(dir, sizeof dir, "%ssaves", gui_saves_dir());
    snprintf(buf, cap, "%s/%s.cit", dir, name);
    if (!plain || !gui_file_exists(buf))
        gui_named_save_path(name, buf, cap);
}

int gui_save_session(const cit_session *s, const char *path, char *err, size_t cap)
{
    return gui_save_game_record(s, NULL, path, err, cap);
}

/* ---- the window's record beside the moves ------------------------------------------------- */

void gui_record_add_hint(gui_record *r, int player, int move)
{
    for (int i = 0; i < r->nhints; i++)
        if (r->hint[i].move == move && r->hint[i].player == player)
            return; /* asked again for the same decision: one hint */
    if (r->nhints >= GUI_MAX_HINTS || player < 0 || player >= CIT_MAX_PLAYERS || move < 0 || move > INT16_MAX)
        return;
    r->hint[r->nhints].move = (int16_t)move;
    r->hint[r->nhints].player = (int8_t)player;
    r->nhints++;
}

int gui_record_hints(const gui_record *r, int player)
{
    int n = 0;
    for (int i = 0; i < r->nhints; i++)
        n += player < 0 || r->hint[i].player == player;
    return n;
}

int gui_record_hint_at(const gui_record *r, int move)
{
    for (int i = 0; i < r->nhints; i++)
        if (r->hint[i].move == move)
            return r->hint[i].player;
    return -1;
}

void gui_record_cut(gui_record *r, int move)
{
    int k = 0;
    for (int i = 0; i < r->nhints; i++)
        if (r->hint[i].move < move)
            r->hint[k++] = r->hint[i];
    r->nhints = k;
}

size_t gui_record_format(const gui_record *r, char *buf, size_t cap)
{
    size_t n = 0;
    int any = r->nhints > 0;
    for (int p = 0; p < CIT_MAX_PLAYERS; p++)
        any |= r->think[p] > 0;
    if (!any) {
        if (cap)
            buf[0] = 0;
        return 0;
    }
#define PUT(...)                                                                                                   \
    do {                                                                                                           \
        int k_ = snprintf(n < cap ? buf + n : NULL, n < cap ? cap - n : 0, __VA_ARGS__);                            \
        n += k_ > 0 ? (size_t)k_ : 0;                                                                              \
    } while (0)
    PUT("#@ record %d\n", GUI_RECORD_VERSION);
    for (int p = 0; p < CIT_MAX_PLAYERS; p++)
        if (r->think[p] > 0)
            PUT("#@ think %d %d\n", p, r->think[p]);
    for (int i = 0; i < r->nhints; i++)
        PUT("#@ hint %d %d\n", r->hint[i].player, r->hint[i].move);
#undef PUT
    return n;
}

/* A whole number 0..max at *p (blanks skipped first); -1 if none. */
static long record_number(const char **p, const char *end, long max)
{
    while (*p < end && (**p == ' ' || **p == '\t'))
        (*p)++;
    long v = 0;
    int digits = 0;
    while (*p < end && **p >= '0' && **p <= '9' && digits < 9) {
        v = v * 10 + (**p - '0');
        (*p)++;
        digits++;
    }
    if (!digits || (*p < end && **p >= '0' && **p <= '9') || v > max)
        return -1;
    return v;
}

static int record_word(const char **p, const char *end, const char *word)
{
    size_t n = strlen(word);
    while (*p < end && (**p == ' ' || **p == '\t'))
        (*p)++;
    if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0 || (*p + n < end && (*p)[n] != ' ' && (*p)[n] != '\t'))
        return 0;
    *p += n;
    return 1;
}

void gui_record_parse(gui_record *r, const char *text, size_t len, int nmoves, int nplayers)
{
    memset(r, 0, sizeof *r);
    const char *p = text, *end = text + len;
    int version = 0;
    while (p < end) {
        const char *eol = p;
        while (eol < end && *eol != '\n' && *eol != '\r')
            eol++;
        if (eol - p >= 2 && p[0] == '#' && p[1] == '@') {
            const char *q = p + 2;
            long a, b;
            if (record_word(&q, eol, "record")) {
                a = record_number(&q, eol, 1000);
                version = (int)a;
            } else if (version == GUI_RECORD_VERSION && record_word(&q, eol, "think")) {
                a = record_number(&q, eol, CIT_MAX_PLAYERS - 1);
                b = a >= 0 ? record_number(&q, eol, 100) : -1;
                if (a >= 0 && a < nplayers && b >= 5)
                    r->think[a] = (int)b;
            } else if (version == GUI_RECORD_VERSION && record_word(&q, eol, "hint")) {
                a = record_number(&q, eol, CIT_MAX_PLAYERS - 1);
                b = a >= 0 ? record_number(&q, eol, INT16_MAX) : -1;
                if (a >= 0 && a < nplayers && b >= 0 && b <= nmoves)
                    gui_record_add_hint(r, (int)a, (int)b);
            }
        }
        p = eol < end ? eol + 1 : eol;
    }
}

void gui_load_record(gui_record *r, const char *path, int nmoves, int nplayers)
{
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    memset(r, 0, sizeof *r);
    if (text)
        gui_record_parse(r, text, len, nmoves, nplayers);
    free(text);
}

int gui_save_game_record(const cit_session *s, const gui_record *r, const char *path, char *err, size_t cap)
{
    size_t bufcap = 8192;
    char *buf = malloc(bufcap);
    if (!buf) {
        snprintf(err, cap, "%s", gui_status(CIT_ERR_NO_MEMORY));
        return -1;
    }
    size_t need = cit_session_save(s, buf, bufcap);
    if (need >= bufcap) {
        char *nb = realloc(buf, need + 1);
        if (!nb) {
            free(buf);
            snprintf(err, cap, "%s", gui_status(CIT_ERR_NO_MEMORY));
            return -1;
        }
        buf = nb;
        need = cit_session_save(s, buf, need + 1);
    }
    /* The window's record follows the engine's `end` line (the engine reads past it). */
    size_t extra = r ? gui_record_format(r, NULL, 0) : 0;
    if (extra) {
        char *nb = realloc(buf, need + extra + 1);
        if (!nb) {
            free(buf);
            snprintf(err, cap, "%s", gui_status(CIT_ERR_NO_MEMORY));
            return -1;
        }
        buf = nb;
        gui_record_format(r, buf + need, extra + 1);
        need += extra;
    }
    int rc = gui_write_atomic(path, buf, need, err, cap);
    free(buf);
    return rc;
}

/* Loads the file's first `before - 1` lines (all when before is 0) into s. */
static int load_lines(cit_session *s, const char *path, int before, int *line, char *err, size_t cap)
{
    size_t len = 0;
    *line = 0;
    char *text = gui_read_file(path, &len);
    if (!text) {
        gui_file_fault(errno, err, cap);
        return -1;
    }
    if (before > 0) {
        /* Cut the text at the start of line `before` and close it as a complete file. */
        size_t at = 0;
        for (int l = 1; l < before && at < len; at++)
            l += text[at] == '\n';
        char *cut = realloc(text, at + 5);
        if (!cut) {
            free(text);
            gui_file_fault(ENOMEM, err, cap);
            return -1;
        }
        text = cut;
        memcpy(text + at, "end\n", 4);
        len = at + 4;
    }
    cit_load_error le;
    memset(&le, 0, sizeof le);
    cit_status st = cit_session_load(s, text, len, &le);
    free(text);
    if (st != CIT_OK) {
        *line = le.line;
        gui_load_reason(&le, err, cap);
        return -1;
    }
    return 0;
}

int gui_load_session(cit_session *s, const char *path, int *line, char *err, size_t cap)
{
    return load_lines(s, path, 0, line, err, cap);
}

int gui_load_session_before(cit_session *s, const char *path, int bad_line)
{
    char err[256];
    int line;
    return bad_line > 1 && load_lines(s, path, bad_line, &line, err, sizeof err) == 0 ? cit_session_length(s) : -1;
}

int gui_recoverable_moves(const char *path, int bad_line)
{
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    int n = sess ? gui_load_session_before(sess, path, bad_line) : -1;
    cit_session_free(sess);
    return n;
}

int gui_save_cut_short(const char *path)
{
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    if (!text)
        return 0;
    int found = 0;
    for (size_t at = 0; at < len && !found;) { /* a line "end" (CR LF too) */
        size_t e = at;
        while (e < len && text[e] != '\n')
            e++;
        size_t n = e > at && text[e - 1] == '\r' ? e - at - 1 : e - at;
        found = n == 3 && memcmp(text + at, "end", 3) == 0;
        at = e + 1;
    }
    free(text);
    return !found;
}

/* True if the save at path holds nothing to lose: a finished game, or one not begun. */
static int nothing_to_lose(const char *path)
{
    cit_setup s;
    cit_status st;
    char err[200];
    int line, done = 0;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    if (sess && gui_load_session(sess, path, &line, err, sizeof err) == 0)
        done = cit_game_over(cit_session_game(sess)) || cit_session_length(sess) == 0;
    cit_session_free(sess);
    return done;
}

int gui_save_info(const char *path, char *players, size_t cap, int *moves, int *over, char *date, size_t dcap)
{
    cit_setup s;
    cit_status st;
    char err[200];
    int line, ok = 0;
    plat_file_info sb;
    players[0] = 0;
    *moves = 0;
    *over = 0;
    date[0] = 0;
    if (plat_stat(path, &sb) == 0) {
        time_t t = (time_t)sb.mtime;
        struct tm *tp = localtime(&t);
        if (tp)
            strftime(date, dcap, "%Y-%m-%d %H:%M", tp);
    }
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    if (sess && gui_load_session(sess, path, &line, err, sizeof err) == 0) {
        const cit_setup *su = cit_game_setup(cit_session_game(sess));
        for (int p = 0; p < su->nplayers; p++) {
            if (p)
                SDL_strlcat(players, ", ", cap);
            SDL_strlcat(players, su->players[p].name, cap);
        }
        /* Then the mode (when not the classic game) and the expansions it plays with. */
        const cit_mode_def *md = cit_mode_def_at(su->mode);
        int first = 1;
        if (md && su->mode != CIT_MODE_CLASSIC) {
            SDL_strlcat(players, " · ", cap);
            SDL_strlcat(players, gui_translate(md->label_en), cap);
            first = 0;
        }
        for (int id = 0; id < cit_option_count(); id++) {
            const cit_option_def *d = cit_option_def_at(id);
            if (!d || !d->is_module || d->mode != su->mode || cit_option_get(&su->opt, id) <= 0)
                continue;
            SDL_strlcat(players, first ? " · " : ", ", cap);
            SDL_strlcat(players, gui_translate(d->label_en), cap);
            first = 0;
        }
        *moves = cit_session_length(sess);
        *over = cit_game_over(cit_session_game(sess));
        ok = 1;
    }
    cit_session_free(sess);
    return ok;
}

int gui_move_aside(const char *from, const char *prefix, char *name, size_t cap)
{
    char to[1200], stamp[32] = "game";
    time_t t = time(NULL);
    struct tm *tp = localtime(&t);
    if (tp)
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", tp);
    for (int k = 0; k < 100; k++) {
        if (k == 0)
            snprintf(name, cap, "%s-%s", prefix, stamp);
        else
            snprintf(name, cap, "%s-%s-%d", prefix, stamp, k);
        gui_named_save_path(name, to, sizeof to);
        if (!gui_file_exists(to))
            return plat_replace(from, to) == 0;
    }
    return 0;
}

/* True if a named save holds exactly the bytes of the file at path (a game loaded from it
   and not played on, or one kept before): keeping it again would only fill the list. */
static int already_saved(const char *path)
{
    size_t len = 0, olen = 0;
    char *text = gui_read_file(path, &len);
    if (!text)
        return 0;
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME];
    int n = gui_list_saves(names, GUI_MAX_SAVES), same = 0;
    for (int i = 0; i < n && !same; i++) {
        char other[1200];
        gui_named_save_path(names[i], other, sizeof other);
        char *o = gui_read_file(other, &olen);
        same = o && olen == len && memcmp(o, text, len) == 0;
        free(o);
    }
    free(text);
    return same;
}

/* A save the window named when it kept an unfinished game ("unfinished-DATE" in any language
   the game speaks: the player may have changed it since), not one the player named. */
static int kept_unfinished(const char *name)
{
    for (int l = 0; l < gui_i18n_count(); l++) {
        const char *prefix = gui_tr_in(gui_i18n_code(l), MSG_UNFINISHED_PREFIX);
        size_t n = strlen(prefix);
        if (!strncmp(name, prefix, n) && name[n] == '-' && name[n + 1] >= '0' && name[n + 1] <= '9')
            return 1;
    }
    return 0;
}

/* Only the newest GUI_KEEP_UNFINISHED kept games stay: each New game after an unfinished one
   kept one more, and the Load list filled with them. The one just kept (`now`) stays whatever
   its file's time (that of its last move). */
static void forget_old_unfinished(const char *now)
{
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME], path[1200];
    int n = gui_list_saves(names, GUI_MAX_SAVES), seen = 1; /* newest first */
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], now) && kept_unfinished(names[i]) && ++seen > GUI_KEEP_UNFINISHED) {
            gui_named_save_path(names[i], path, sizeof path);
            plat_remove(path);
        }
}

int gui_keep_unfinished_autosave(char *name, size_t cap)
{
    char from[1200];
    gui_autosave_path(from, sizeof from);
    if (!gui_file_exists(from) || nothing_to_lose(from) || already_saved(from))
        return 0;
    if (!gui_move_aside(from, gui_tr(MSG_UNFINISHED_PREFIX), name, cap))
        return 0;
    forget_old_unfinished(name);
    return 1;
}

int gui_list_saves(char names[][GUI_SAVE_NAME], int max)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%ssaves", gui_saves_dir());
    plat_folder *d = plat_folder_open(dir);
    if (!d)
        return 0;
    long long mt[GUI_MAX_SAVES];
    int n = 0;
    const char *e;
    while ((e = plat_folder_next(d)) && n < max && n < GUI_MAX_SAVES) {
        size_t l = strlen(e);
        if (l < 5 || l - 4 >= GUI_SAVE_NAME || strcmp(e + l - 4, ".cit") != 0)
            continue;
        char full[1400];
        plat_file_info st;
        snprintf(full, sizeof full, "%s/%s", dir, e);
        if (plat_stat(full, &st) != 0)
            continue;
        /* Insertion sort, newest first. */
        int i = n++;
        while (i > 0 && mt[i - 1] < st.mtime) {
            mt[i] = mt[i - 1];
            memcpy(names[i], names[i - 1], GUI_SAVE_NAME);
            i--;
        }
        mt[i] = st.mtime;
        memcpy(names[i], e, l - 4);
        names[i][l - 4] = 0;
    }
    plat_folder_close(d);
    return n;
}
