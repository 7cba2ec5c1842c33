/* citadela-server: the headless host. Many tables at once, each opened by its
   first player (`create`) and joined by its join code; every table is kept in the store
   (server/store_open.h: a database on Linux): a move before it is answered, other changes
   within a quarter second and on SIGTERM; reopened on start (a lobby left empty is not: it
   closes). No SDL. The options are in usage() and the man
   page (assets/citadela-server.6); the limits against hostile peers in docs/protocol.md;
   TLS (--tls-cert, SIGHUP) in docs/protocol.md "TLS" and docs/server.md. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "args.h"
#include "version.h"
#include "cit_commit.h" /* generated: $(BUILD)/gen */
#include "conn.h"
#include "fs.h"
#include "host.h"
#include "machine.h"
#include "proc.h"
#include "sock.h"
#include "store_open.h"
#include "notify.h"
#include "mail.h"
#include "push.h"
#include "tls.h"

static volatile int stop;   /* set by plat_on_stop */
static volatile int reload; /* set by plat_on_reload (SIGHUP) */

/* A changed table (a seat, a token, a lobby's set-up) is written within this many
   milliseconds, not at every change; a move goes to the store before it is answered
   (net_hub_config.store), and with a table-file store only with these writes: the whole
   game's text per move was a quarter of the server's time. SIGTERM writes them all. */
#define SAVE_EVERY_MS 250

/* Descriptors kept back from --max-clients: standard streams, the listening sockets, a
   table file being written or read, the state directory, the random source. */
#define FD_RESERVE 16

/* The limits' records a restart keeps (net_hub_state) are written this often and on
   SIGTERM: a server killed with -9 forgets at most this much of them. Each write is a line
   a table: not every few seconds on a server of thousands. */
#define STATE_EVERY_MS 30000
/* The store is walked for put-away games past --keep-unfinished this often: a walk of every
   stored table, for games kept a week. And at once when a test moved the tables' clock on
   (--test-clock): what the jump made due is swept then, not ten minutes later. */
#define SWEEP_EVERY_MS (10 * 60000)
#define DAY_MS (24 * 60 * 60 * 1000LL)
#define STATE_FILE "limits.state"

/* Tables are looked at for closing this often, not at every wake-up: the walk is over every
   table, and a busy server wakes for each move. Idle times are counted in seconds. With
   nothing to write, the loop sleeps this long at most (a signal wakes it at once). */
#define REAP_EVERY_MS 1000

typedef struct {
    const char *dir;
    net_store *store;
    int quiet;
    long lobby_idle_s; /* a lobby nobody is in closes after this; its file too */
    long unfinished_s; /* the same for a game left unfinished by everyone */
    net_table **dirty; /* changed since written */
    int ndirty, cap_dirty;
    net_hub *hub;
    int max_tables;
    int kept_live; /* live games put away, kept in the store: the last sweep's count and those put
                      away since (-1: not counted yet); at most KEPT_PER_TABLE times max_tables */
    time_t save_failed_said; /* a failing disk is said once a minute, not at every save */
    const char *tls_cert, *tls_key; /* --tls-cert, --tls-key (NULL: no TLS) */
    net_tls_ctx *tls;
    int64_t expiry_said_at; /* the certificate's end was last looked at (once a day) */
    const char *test_clock; /* --test-clock FILE: tests move the tables' clocks on (read_test_clock) */
    int64_t skew_ms;        /* how far they run ahead of the system's */
    server_machine *machine; /* the computer players (--ai-threads; NULL: none) */
    char (*due)[NET_CODE_LEN + 1]; /* stored correspondence games whose move is late (sweep_one) */
    int ndue, cap_due;
    long max_corr;  /* --max-correspondence: correspondence games held, open and stored (100,000:
                       the store measured at that size, docs/history/storage.md) */
    long corr_held; /* the last sweep's count of them and those opened since (-1: not counted yet) */
    server_push *push;   /* Web Push's sender (NULL: none: --no-push, or a build without) */
    notify_memo *notify; /* the tables' turns as last seen, for "your turn" pushes and mails */
    server_mail *mail;   /* "your turn" by mail (--smtp; NULL: none) */
} server;

/* The tables' clocks run skew_ms ahead of the system's (host.h, skew_ms): 0 unless a test
   wrote a number of seconds into its --test-clock file, read at each look at the tables. */
static int64_t table_skew(void *ctx) { return ((const server *)ctx)->skew_ms; }
static long long table_time(const server *s) { return (long long)time(NULL) + s->skew_ms / 1000; }

static void read_test_clock(server *s) {
    if (!s->test_clock) return;
    FILE *f = plat_fopen(s->test_clock, "rb");
    long long ahead = 0;
    if (f && fscanf(f, "%lld", &ahead) == 1 && ahead >= 0 && ahead < 100LL * 365 * 86400) s->skew_ms = ahead * 1000;
    if (f) fclose(f);
}

static void log_line(void *ctx, const char *line) {
    server *s = ctx;
    if (s->quiet) return;
    char when[32];
    time_t now = time(NULL);
    struct tm tm;
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", gmtime_r(&now, &tm));
    fprintf(stderr, "%s citadela-server: %s\n", when, line);
}

/* Writes the table into the store (a finished game stays until the table is gone, so
   players can fetch the final save on a late rejoin). A failing disk is said once a minute. */
static int save_table(void *ctx, net_table *t) {
    server *s = ctx;
    if (net_store_put(s->store, t)) return 1;
    if (time(NULL) - s->save_failed_said < 60) return 0;
    s->save_failed_said = time(NULL);
    char line[400];
    snprintf(line, sizeof line, "cannot save a table: %s", net_store_why(s->store));
    log_line(ctx, line);
    return 0;
}

static void consider(server *s, net_table *t);

static void mark_changed(void *ctx, net_table *t) {
    server *s = ctx;
    consider(s, t); /* a move or a start may have brought a computer's turn */
    if (s->notify) notify_turn(s->push, s->mail, s->store, s->notify, t, table_time(s)); /* or an away player's */
    for (int i = 0; i < s->ndirty; i++)
        if (s->dirty[i] == t) return;
    if (s->ndirty == s->cap_dirty) {
        int cap = s->cap_dirty ? s->cap_dirty * 2 : 64;
        net_table **d = realloc(s->dirty, sizeof *d * (size_t)cap);
        if (!d) {
            save_table(ctx, t); /* no room to remember it: write it now */
            return;
        }
        s->dirty = d;
        s->cap_dirty = cap;
    }
    s->dirty[s->ndirty++] = t;
}

/* Writes the changed tables for at most SAVE_SLICE_MS (one at least): when thousands change
   at once (every game of a busy server starting), writing them all in one go held every
   connection's turn for seconds and players were closed as silent. The rest go in the next
   slices, with a round of the network between. 1 when some are left. */
#define SAVE_SLICE_MS 20
static int save_changed(server *s) {
    int64_t t0 = net_now_ms();
    int i = 0;
    while (i < s->ndirty && (i == 0 || net_now_ms() - t0 < SAVE_SLICE_MS)) save_table(s, s->dirty[i++]);
    memmove(s->dirty, s->dirty + i, sizeof *s->dirty * (size_t)(s->ndirty - i));
    s->ndirty -= i;
    return s->ndirty > 0;
}

/* A finished table closed: it leaves the store. */
static void forget_table(void *ctx, const char *code) {
    server *s = ctx;
    if (s->machine) server_machine_forget(s->machine, code);
    for (int i = s->ndirty - 1; i >= 0; i--) /* it is freed next */
        if (!strcmp(net_table_code(s->dirty[i]), code)) s->dirty[i] = s->dirty[--s->ndirty];
    net_store_remove(s->store, code);
}

static void forget_dirty(server *s, const net_table *t) {
    for (int i = s->ndirty - 1; i >= 0; i--)
        if (s->dirty[i] == t) s->dirty[i] = s->dirty[--s->ndirty];
}

static int cmp_code(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* The codes of the open tables, sorted for is_open (NULL without memory or tables). */
static const char **open_codes(const server *s) {
    int n = net_hub_tables(s->hub);
    const char **codes = n ? malloc(sizeof *codes * (size_t)n) : NULL;
    for (int i = 0; codes && i < n; i++) codes[i] = net_table_code(net_hub_table(s->hub, i));
    if (codes) qsort(codes, (size_t)n, sizeof *codes, cmp_code);
    return codes;
}

/* Whether a table of that code is open now: a search of the sorted codes, as a sweep asks
   for every file (thousands of tables, thousands of files); without them, a walk. */
static int is_open(const server *s, const char **codes, const char *code) {
    int n = net_hub_tables(s->hub);
    if (codes) return bsearch(&code, codes, (size_t)n, sizeof *codes, cmp_code) != NULL;
    for (int i = 0; i < n; i++)
        if (!strcmp(net_table_code(net_hub_table(s->hub, i)), code)) return 1;
    return 0;
}

/* The stored games put away to make room: each goes after --keep-unfinished like an open
   table left by everyone, never before (whatever strangers start and leave, a paused
   game stays its week). There are at most KEPT_PER_TABLE times --max-tables live ones:
   beyond, no live game is put away (the host sheds new tables instead; the churn that fills
   the store is budgeted per address and network, net/host_admit.c). Correspondence games
   are not counted: a server keeps thousands of them by design, bounded by the tables each
   address may hold; counting them refused every put-away once a store held a thousand, and
   a full server could reopen none. Returns the live ones kept now. */
#define KEPT_PER_TABLE 4
typedef struct {
    server *s;
    const char **open;
    char (*old)[NET_CODE_LEN + 1]; /* expired: removed after the walk */
    int kept, nold, cap_old;
    long corr; /* correspondence tables, open or not */
} sweep;

/* A code to the end of a growing list of codes (0 without memory: the next sweep). */
static int code_push(char (**list)[NET_CODE_LEN + 1], int *n, int *cap, const char *code) {
    if (*n == *cap) {
        int more = *cap ? *cap * 2 : 16;
        char(*l)[NET_CODE_LEN + 1] = realloc(*list, sizeof **list * (size_t)more);
        if (!l) return 0;
        *list = l, *cap = more;
    }
    snprintf((*list)[(*n)++], NET_CODE_LEN + 1, "%s", code);
    return 1;
}

static int sweep_one(void *ctx, const net_store_row *row) {
    sweep *w = ctx;
    server *s = w->s;
    w->corr += row->days > 0; /* an open table is stored too */
    if (is_open(s, w->open, row->code)) return 1;
    /* a correspondence game in the store whose move is late: reopened a few a second
       (reopen_due) for the computer to move for its seat, as at an open table (whose
       player may be away: consider() then leaves it, and it stays open till room is needed) */
    if (s->machine && row->days > 0 && row->deadline && row->deadline <= table_time(s))
        code_push(&s->due, &s->ndue, &s->cap_due, row->code);
    if (table_time(s) - row->touched <= s->unfinished_s) {
        w->kept += row->days <= 0; /* a table of unknown kind counts as live */
        return 1;
    }
    code_push(&w->old, &w->nold, &w->cap_old, row->code);
    return 1;
}

/* Whether a stored table is a correspondence game with a move to make: it never expires
   (net_table_awaits_move). Read only for a table past its time, so rarely. */
static int awaits_move(server *s, const char *code) {
    size_t len = 0;
    char *text = net_store_get(s->store, code, &len);
    net_table *t = text && strstr(text, "\n#@net pace ") ? net_table_load(text, len, NULL, NULL, NULL) : NULL;
    int waits = t && net_table_awaits_move(t);
    net_table_free(t);
    free(text);
    return waits;
}

static int sweep_kept(server *s) {
    sweep w = {s, open_codes(s), NULL, 0, 0, 0, 0};
    s->ndue = 0; /* the walk finds them again */
    net_store_each(s->store, sweep_one, &w);
    for (int i = 0; i < w.nold; i++) /* past its time: only a correspondence game waits on */
        if (!awaits_move(s, w.old[i])) net_store_remove(s->store, w.old[i]);
    free(w.old);
    free(w.open);
    s->corr_held = w.corr; /* those just removed were over or never started: few, counted till the next sweep */
    return s->kept_live = w.kept;
}

/* A correspondence table is about to open (net_hub_config.correspondence_room): at most
   --max-correspondence are held, open and stored, whoever opened them, so that strangers
   with more networks than the per-network budgets foresee cannot fill the disk; games
   already held are never dropped for a new one. */
static int correspondence_room(void *ctx) {
    server *s = ctx;
    if (s->corr_held < 0) sweep_kept(s);
    if (s->corr_held >= s->max_corr) return 0;
    s->corr_held++;
    return 1;
}

/* A table closed to make room on a full server: a started game is written and kept for
   its players (reopen_kept brings it back when one of them comes with the code), unless
   the store is full (0: it stays open); anything else goes with its file. */
static int close_table(void *ctx, net_table *t, int keep) {
    server *s = ctx;
    if (!keep) {
        forget_table(s, net_table_code(t));
        return 1;
    }
    int live = net_table_pace(t) == 0;
    if (keep == 1 && live && (s->kept_live < 0 ? sweep_kept(s) : s->kept_live) >= KEPT_PER_TABLE * s->max_tables)
        return 0; /* 2: a swap */
    save_table(s, t);
    s->kept_live += live && s->kept_live >= 0;
    forget_dirty(s, t);
    return 1;
}

/* Reads a file of at most max bytes (NULL if missing or unreadable); *len its length. */
static char *read_small(const char *path, size_t max, size_t *len) {
    FILE *f = plat_fopen(path, "rb");
    if (!f) return NULL;
    char *text = malloc(max + 1);
    *len = text ? fread(text, 1, max, f) : 0;
    fclose(f);
    if (text) text[*len] = 0;
    return text;
}

/* A join names a code no open table has: a game put away to make room is brought back
   (the code has passed the parser: only letters and digits of the code alphabet). */
static int reopen_kept(void *ctx, const char *code) {
    server *s = ctx;
    size_t len = 0;
    char *text = net_store_get(s->store, code, &len);
    const char *why = NULL;
    int ok = text && net_hub_restore(s->hub, text, len, &why) != NULL;
    free(text);
    return ok;
}

/* The limits' records (how long each table has been empty, who opened it, each address's
   wrong codes): a restart does not give an attacker a new week or new budgets. */
static void save_state(server *s) {
    size_t need = net_hub_state(s->hub, NULL, 0);
    char *text = malloc(need + 1), path[4096], tmp[4200];
    if (!text) return;
    net_hub_state(s->hub, text, need + 1);
    snprintf(path, sizeof path, "%s/" STATE_FILE, s->dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = plat_fopen(tmp, "wb");
    int ok = f && fwrite(text, 1, need, f) == need;
    if (f && fclose(f) != 0) ok = 0;
    if (ok) plat_replace(tmp, path);
    free(text);
}

static void load_state(server *s) {
    char path[4096];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/" STATE_FILE, s->dir);
    char *text = read_small(path, 16 << 20, &len);
    if (text) net_hub_load_state(s->hub, text, len);
    free(text);
}

/* Whether a saved table is a lobby (a game that never started) left empty for longer than
   the server keeps one: such a table is removed at start, not reopened. */
static int stale_lobby(const server *s, const char *text, size_t len, long long touched) {
    const char *mark = NULL;
    for (size_t at = 0; at + 12 < len && !mark; at++)
        if (!memcmp(text + at, "#@net table ", 12) && (at == 0 || text[at - 1] == '\n')) mark = text + at;
    char code[NET_WORD_MAX];
    int started = 1;
    if (!mark || sscanf(mark, "#@net table %39s %d", code, &started) != 2 || started) return 0;
    int corr = strstr(mark, "\n#@net pace ") != NULL; /* a correspondence lobby waits as a game does */
    return table_time(s) - touched > (corr ? s->unfinished_s : s->lobby_idle_s);
}

typedef struct {
    char (*code)[NET_CODE_LEN + 1];
    long long *touched;
    int n, cap;
} stored_list;

static int list_one(void *ctx, const net_store_row *row) {
    const char *code = row->code;
    long long touched = row->touched;
    stored_list *l = ctx;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        char(*c)[NET_CODE_LEN + 1] = realloc(l->code, sizeof *c * (size_t)cap);
        if (c) l->code = c;
        long long *t = c ? realloc(l->touched, sizeof *t * (size_t)cap) : NULL;
        if (!t) return 0;
        l->touched = t;
        l->cap = cap;
    }
    snprintf(l->code[l->n], NET_CODE_LEN + 1, "%s", code);
    l->touched[l->n++] = touched;
    return 1;
}

/* The list's entries by their last write, newest first. */
static const long long *touched_of;
static int newest_first(const void *a, const void *b) {
    long long x = touched_of[*(const int *)a], y = touched_of[*(const int *)b];
    return x > y ? -1 : x < y;
}

/* At start the newest stored tables are reopened, up to seven eighths of --max-tables (the
   rest of the room for new tables); the others stay in the store and come back when a player
   comes with their code (reopen_kept), as games put away to make room do. A server holding
   100,000 correspondence games thus starts in the time of a few hundred: reopening every one
   swapped each out again with a durable write (10,000 games: 55 s; 1,000: 1.7 s). */
static void reopen_tables(net_hub *h, server *s) {
    stored_list l = {0};
    net_store_each(s->store, list_one, &l); /* first the list: a stale lobby leaves it */
    int *order = l.n ? malloc(sizeof *order * (size_t)l.n) : NULL;
    for (int i = 0; order && i < l.n; i++) order[i] = i;
    touched_of = l.touched;
    if (order) qsort(order, (size_t)l.n, sizeof *order, newest_first);
    int dropped = 0, kept = 0, room = s->max_tables - s->max_tables / 8;
    for (int k = 0; k < l.n; k++) {
        int i = order ? order[k] : k;
        if (net_hub_tables(h) >= room) {
            kept++;
            continue;
        }
        size_t len = 0;
        char *text = net_store_get(s->store, l.code[i], &len);
        const char *why = text ? NULL : net_store_why(s->store);
        if (text && stale_lobby(s, text, len, l.touched[i])) {
            net_store_remove(s->store, l.code[i]);
            dropped++;
        } else if (!text || !net_hub_restore(h, text, len, &why)) {
            char line[600];
            snprintf(line, sizeof line, "cannot reopen table %.4s...: %s", l.code[i], why ? why : "?");
            log_line(s, line);
        }
        free(text);
    }
    free(order);
    free(l.code);
    free(l.touched);
    if (dropped) {
        char line[128];
        snprintf(line, sizeof line, "%d lobbies left empty for over %ld s not reopened; removed", dropped,
                 s->lobby_idle_s);
        log_line(s, line);
    }
    if (kept) {
        char line[128];
        snprintf(line, sizeof line, "%d older tables kept in the store: each reopens when a player comes back", kept);
        log_line(s, line);
    }
}

/* The first start on a database: the table files of an older server (open tables and
   games put away) are copied in, then moved into DIR/migrated-tables/ (kept, not deleted:
   an admin may go back). A file that does not load stays where it is, and the log says so. */
#define MIGRATED_DIR "migrated-tables"
static void move_aside(void *ctx, const char *code) {
    const server *s = ctx;
    char from[4200], to[4300];
    snprintf(to, sizeof to, "%s/" MIGRATED_DIR, s->dir);
    plat_mkdir(to);
    snprintf(from, sizeof from, "%s/%s.table", s->dir, code);
    snprintf(to, sizeof to, "%s/" MIGRATED_DIR "/%s.table", s->dir, code);
    plat_replace(from, to);
}

static void migrate_files(server *s) {
    if (!strcmp(net_store_kind(s->store), "files")) return;
    net_store *files = net_store_files_open(s->dir);
    int failed = 0, copied = files ? net_store_copy_all(files, s->store, move_aside, s, &failed) : 0;
    net_store_close(files);
    char line[4500];
    if (copied) {
        snprintf(line, sizeof line, "migrated %d table files into the %s store; the files are kept in %s/" MIGRATED_DIR,
                 copied, net_store_kind(s->store), s->dir);
        log_line(s, line);
    }
    if (failed) {
        snprintf(line, sizeof line, "%d table files did not load or store and stay in %s (last: %s)", failed, s->dir,
                 net_store_why(s->store));
        log_line(s, line);
    }
}

/* ---- computer players (server/machine.h; docs/server.md "Computer seats") ---- */

/* The level a table's computer plays at, as a seat's kind (CIT_SEAT_AI_*): a computer
   seat's own (its set-up's); for a player out of time, that of the table's first computer
   seat, or medium (as a hosting window's stand-in) at a table without one. */
static int table_level(const net_table *t, int seat) {
    const cit_setup *su = net_table_setup(t);
    if (net_table_seat_kind(t, seat) == NET_SEAT_AI && su->players[seat].kind != CIT_SEAT_HUMAN)
        return su->players[seat].kind;
    for (int i = 0; i < su->nplayers; i++)
        if (net_table_seat_kind(t, i) == NET_SEAT_AI && su->players[i].kind != CIT_SEAT_HUMAN) return su->players[i].kind;
    return CIT_SEAT_AI_MEDIUM;
}

/* Whether the game waits for the computer: a seat it plays, or a correspondence seat whose
   deadline passed (stand_in). If so the worker is asked, once per move. */
static void consider(server *s, net_table *t) {
    const cit_game *g = s->machine ? net_table_game(t) : NULL;
    if (!g || cit_game_over(g)) return;
    int seat = cit_game_pending(g).player;
    if (seat < 0 || seat >= cit_game_setup(g)->nplayers) return;
    int computer = net_table_seat_state(t, seat) == NET_SEAT_AI;
    long long deadline = net_table_deadline(t), away_until = 0;
    int late = !computer && net_table_awaits_move(t) && deadline && deadline <= table_time(s);
    /* its player's absence stops the clock: read only once the table's own deadline passed */
    if (late) late = net_hub_away_deadline(s->hub, t, seat, &away_until) <= table_time(s) && !away_until;
    uint32_t seq = (uint32_t)cit_session_length(net_table_session(t));
    if ((!computer && !late) || server_machine_asked(s->machine, net_table_code(t), seq)) return;
    if (!server_machine_ask(s->machine, g, table_level(t, seat), net_table_code(t), seq, seat, late))
        log_line(s, "no memory for a computer's move: asked again in a second");
}

/* Once a second (with the reaping): every table, for deadlines the clock passed and for a
   computer's turn whose question failed. */
static void consider_all(server *s) {
    if (!s->machine) return;
    for (int i = 0; i < net_hub_tables(s->hub); i++) consider(s, net_hub_table(s->hub, i));
}

/* Stored games whose move is late (the last sweep's list) come back a few a second, each
   bringing its table into play as a player's return would (another may be put away for
   it): then the computer moves for the late seat. A few, so that a thousand deadlines
   passed at once never hold the loop for the writes that room costs. */
#define DUE_PER_SECOND 4
static void reopen_due(server *s) {
    for (int done = 0; s->ndue > 0 && done < DUE_PER_SECOND;) {
        const char *code = s->due[--s->ndue];
        if (net_hub_find(s->hub, code)) continue; /* back already: a player came */
        done++;
        if (!reopen_kept(s, code)) {
            char line[160];
            snprintf(line, sizeof line, "cannot reopen table %.4s... whose move is late: %s", code,
                     net_store_why(s->store)[0] ? net_store_why(s->store) : "no room");
            log_line(s, line);
            continue;
        }
        net_table *t = net_hub_find(s->hub, code);
        if (t) consider(s, t);
    }
}

/* The workers answered (their pipe is readable): each move is played if its table is still
   open and at that move, else dropped (the game moved on: a player came back in time, the
   table closed or was put away). */
static void computer_answers(void *ctx) {
    server *s = ctx;
    server_machine_reply a;
    while (server_machine_answer(s->machine, &a)) {
        net_table *t = net_hub_find(s->hub, a.code);
        const cit_game *g = t ? net_table_game(t) : NULL;
        if (!a.ok || !g || cit_game_over(g) || (uint32_t)cit_session_length(net_table_session(t)) != a.seq ||
            cit_game_pending(g).player != a.seat)
            continue;
        int computer = net_table_seat_state(t, a.seat) == NET_SEAT_AI;
        if (!a.stand_in && !computer) continue; /* its player took the seat back meanwhile */
        const char *why = NULL;
        if (!net_hub_play(s->hub, t, &a.move, a.stand_in && !computer, &why)) {
            char line[300];
            snprintf(line, sizeof line, "a computer's move was not played at table %.4s...: %s", a.code, why ? why : "?");
            log_line(s, line);
        } else if (a.stand_in && !computer) {
            char line[200];
            snprintf(line, sizeof line, "table %.4s...: seat %d out of time, the computer moved for it (%d in a row%s)",
                     a.code, a.seat, net_table_timeouts(t, a.seat),
                     net_table_seat_state(t, a.seat) == NET_SEAT_AI ? ": it keeps the seat" : "");
            log_line(s, line);
        }
    }
}

/* ---- Web Push (server/push.h, server/notify.h; docs/server.md "Push") ---- */

/* The sender with its key (made in the state directory at the first start), its contact the
   admin's --push-contact or mailto:citadela@ the server's first --name (server/push.c: else
   its host name). A build without push says so and goes on; a damaged key refuses to start. */
static int start_push(server *s, server_push_config *pc, const char *name) {
    char why[400];
    pc->dir = s->dir;
    pc->name = name;
    int made = 0;
    if (!(s->push = server_push_new(pc, &made, why, sizeof why))) {
        if (!net_store_keeps_players(s->store)) { /* Windows: no players, no push */
            log_line(s, why);
            return 1;
        }
        fprintf(stderr, "citadela-server: refusing to start: %s (--no-push runs without push)\n", why);
        return 0;
    }
    if (!(s->notify = calloc(1, sizeof *s->notify))) return fputs("citadela-server: no memory\n", stderr), 0;
    char line[600];
    snprintf(line, sizeof line, "push: %s key %s/" "push-vapid.pem, contact %s", made ? "made the" : "the", s->dir,
             server_push_contact(s->push));
    log_line(s, line);
    return 1;
}

/* ---- Mail (server/mail.h; docs/server.md "Mail") ---- */

/* --smtp: the relay, its credentials (refused when others may read them), the sender
   (--mail-from, else citadela@ the first --name) and the links' base (--public-url, else
   https:// the first --name, with the port unless 443). The links are answered on the HTTP
   side, so mail needs --web. */
static int start_mail(server *s, server_mail_config *mc, const char *name, int port, const char *web) {
    if (!mc->send.url) return 1;
    char from[300], base[300], why[600];
    if (!web) return fputs("citadela-server: refusing to start: --smtp needs --web (its links are pages)\n", stderr), 0;
    if ((!mc->send.from || !mc->base) && !name)
        return fputs("citadela-server: refusing to start: --smtp needs --name (or --mail-from and --public-url)\n", stderr), 0;
    if (!mc->send.from) snprintf(from, sizeof from, "citadela@%s", name), mc->send.from = from;
    if (!mc->base) {
        if (port == 443) snprintf(base, sizeof base, "https://%s", name);
        else snprintf(base, sizeof base, "https://%s:%d", name, port);
        mc->base = base;
    }
    if (!(s->mail = server_mail_new(mc, s->store, why, sizeof why))) {
        fprintf(stderr, "citadela-server: refusing to start: %s\n", why);
        return 0;
    }
    if (!s->notify && !(s->notify = calloc(1, sizeof *s->notify))) return fputs("citadela-server: no memory\n", stderr), 0;
    char line[800];
    snprintf(line, sizeof line, "mail: through %s from %s, links at %s",
             strchr(mc->send.url, '@') ? "the relay (its URL holds a login: not logged)" : mc->send.url, mc->send.from, mc->base);
    log_line(s, line);
    return 1;
}

static void mail_talk(void *ctx, int64_t player, const net_msg *in, net_msg *out) {
    server_mail_talk(((server *)ctx)->mail, player, in, out);
}
static void notify_talk(void *ctx, int64_t player, const net_msg *in, net_msg *out) {
    server_notify_talk(((server *)ctx)->store, player, in, out);
}
static int mail_link(void *ctx, int post, const char *target, char *page, size_t cap) {
    return server_mail_link(((server *)ctx)->mail, post, target, page, cap);
}

/* The sender found subscriptions gone (404, 410) or pointing where no push goes: removed. */
static void push_gone(void *ctx) {
    server *s = ctx;
    char endpoint[1024];
    while (server_push_gone(s->push, endpoint, sizeof endpoint))
        if (!net_store_push_drop(s->store, endpoint)) log_line(s, "cannot remove a push subscription");
}

/* --max-clients beyond the descriptors the process may open would leave accept() failing
   with the listening socket readable: a busy loop. Raise the soft limit as far as the hard
   one allows, then clamp, and say so. */
static void fit_descriptors(server *s, net_hub_config *cfg) {
    long want = cfg->max_clients ? cfg->max_clients : 512;
    long have = plat_fd_limit(want + FD_RESERVE);
    if (have < 0 || want + FD_RESERVE <= have) return;
    long room = have - FD_RESERVE;
    cfg->max_clients = room > 1 ? (int)room : 1;
    char line[200];
    snprintf(line, sizeof line,
             "warning: --max-clients %ld is more than the %ld descriptors this process may open allow; serving %d",
             want, have, cfg->max_clients);
    log_line(s, line);
}

/* Reads the certificate and key (at start, and again on SIGHUP: certificates are renewed
   every 60-90 days). A file that does not read keeps the one in use, and says why. */
static int load_tls(server *s) {
    char why[512], line[700];
    net_tls_ctx *x = net_tls_server_ctx(s->tls_cert, s->tls_key, why, sizeof why);
    if (!x) {
        snprintf(line, sizeof line, "%s%s", s->tls ? "kept the certificate in use: " : "", why);
        log_line(s, line);
        return 0;
    }
    net_tls_ctx_free(s->tls); /* connections made with it keep it till they end */
    s->tls = x;
    if (s->hub) net_hub_set_tls(s->hub, x);
    char desc[320];
    net_tls_ctx_describe(x, desc, sizeof desc);
    snprintf(line, sizeof line, "TLS certificate %s: %s", s->tls_cert, desc);
    log_line(s, line);
    s->expiry_said_at = net_now_ms();
    return 1;
}

/* A server runs for months while its certificate nears its end: once a day the log says so
   when fewer than NET_TLS_RENEW_DAYS are left (certbot renews with 30 left: one that did
   not is news) or when it has ended. */
static void check_expiry(server *s) {
    if (!s->tls || net_now_ms() - s->expiry_said_at < DAY_MS) return;
    s->expiry_said_at = net_now_ms();
    int days = net_tls_ctx_days_left(s->tls);
    if (days >= NET_TLS_RENEW_DAYS) return;
    char line[600];
    if (days < 0) snprintf(line, sizeof line, "TLS certificate %s has EXPIRED: renew it and send SIGHUP", s->tls_cert);
    else snprintf(line, sizeof line, "TLS certificate %s ends in %d days: renew it and send SIGHUP", s->tls_cert, days);
    log_line(s, line);
}

/* --backup FILE: a consistent copy of the store of the server running on the same state
   directory (a second process: SQLite lets a reader copy while the server writes). */
static int backup(const char *dir, const char *to) {
    char why[600];
    if (!server_store_backup(dir, to, why, sizeof why)) {
        fprintf(stderr, "citadela-server: no backup: %s\n", why);
        return 1;
    }
    fprintf(stderr, "citadela-server: backup written to %s\n", to);
    return 0;
}

static int usage(const char *msg) {
    fprintf(stderr,
            "citadela-server: %s\n"
            "usage: citadela-server [--port N] [--addr ADDRESS] [--dir STATE_DIR] [--max-clients N]\n"
            "                       [--max-tables N] [--keep-finished SECONDS] [--lobby-idle SECONDS]\n"
            "                       [--keep-unfinished SECONDS]\n"
            "                       [--web FOLDER [--name NAME]...] [--tls-cert FILE --tls-key FILE]\n"
            "                       [--clients-per-address N] [--tables-per-address N] [--join-delay MS]\n"
            "                       [--seats-per-address N] [--connects-per-address N] [--lobby-wait SECONDS]\n"
            "                       [--handshake-wait SECONDS]\n"
            "                       [--sync full|normal] [--ai-threads N] [--max-correspondence N]\n"
            "                       [--games-per-player N] [--push-contact URL] [--no-push] [--quiet]\n"
            "                       [--smtp URL [--smtp-secret FILE] [--mail-from ADDRESS] [--public-url URL]]\n"
            "       citadela-server --backup FILE [--dir STATE_DIR]\n",
            msg);
    return 2;
}

/* What the command line asks beyond the server's own state and the hub's configuration. */
enum { SERVER_NAMES_MAX = 32 };
typedef struct {
    server_push_config push; /* --push-contact, --no-push, the test options */
    int no_push;
    server_mail_config mail; /* --smtp and its companions */
    const char *backup_to;   /* --backup FILE */
    int sync_mode;           /* --sync full|normal */
    long ai_threads;         /* --ai-threads: one search at a time (docs/server.md "Computer seats") */
    int ai_asked;            /* given on the command line: a build without computers then refuses to start */
    long keep_s;             /* a finished game's table stays this long after its last player left */
    const char *names[SERVER_NAMES_MAX]; /* --name: what browsers may call the server (Host) */
    int nnames;
} server_options;

/* Reads the command line into s, cfg and o. Returns -1 to go on, else main's exit status
   (--help, --version, a bad argument). */
static int read_args(int argc, char **argv, server *s, net_hub_config *cfg, server_options *o) {
    memset(o, 0, sizeof *o);
    memset(cfg, 0, sizeof *cfg);
    o->sync_mode = SERVER_DB_FULL;
    o->ai_threads = 1;
    o->keep_s = 600;
    cfg->fail_delay_ms = 1000; /* a wrong join code is answered after a second */
    cfg->port = 7447;
    cfg->allow_create = 1;
    cfg->keepalive = 1;
    for (int i = 1; i < argc; i++) {
        long v;
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quiet")) s->quiet = 1;
        else if (!strcmp(a, "--port") && args_long(next, 0, 65535, &v)) cfg->port = (int)v, i++;
        else if (!strcmp(a, "--max-clients") && args_long(next, 1, 100000, &v)) cfg->max_clients = (int)v, i++;
        else if (!strcmp(a, "--max-tables") && args_long(next, 1, 100000, &v)) cfg->max_tables = (int)v, i++;
        else if (!strcmp(a, "--max-correspondence") && args_long(next, 1, 100000000, &v)) s->max_corr = v, i++;
        else if (!strcmp(a, "--games-per-player") && args_long(next, 1, 1000, &v)) cfg->games_per_player = (int)v, i++;
        else if (!strcmp(a, "--keep-finished") && args_long(next, 0, 1000000, &v)) o->keep_s = v, i++;
        else if (!strcmp(a, "--lobby-idle") && args_long(next, 1, 100000000, &v)) s->lobby_idle_s = v, i++;
        else if (!strcmp(a, "--keep-unfinished") && args_long(next, 1, 100000000, &v)) s->unfinished_s = v, i++;
        else if (!strcmp(a, "--clients-per-address") && args_long(next, 1, 100000, &v)) cfg->clients_per_addr = (int)v, i++;
        else if (!strcmp(a, "--tables-per-address") && args_long(next, 1, 100000, &v)) cfg->tables_per_addr = (int)v, i++;
        else if (!strcmp(a, "--seats-per-address") && args_long(next, 1, 100000, &v)) cfg->seats_per_addr = (int)v, i++;
        else if (!strcmp(a, "--connects-per-address") && args_long(next, 1, 100000, &v)) cfg->accepts_per_addr = (int)v, i++;
        else if (!strcmp(a, "--join-delay") && args_long(next, 0, 60000, &v)) cfg->fail_delay_ms = (int)v, i++;
        else if (!strcmp(a, "--lobby-wait") && args_long(next, 1, 86400, &v)) cfg->lobby_wait_ms = (int)v * 1000, i++;
        else if (!strcmp(a, "--handshake-wait") && args_long(next, 1, 3600, &v)) cfg->handshake_ms = (int)v * 1000, i++;
        else if (!strcmp(a, "--ai-threads") && args_long(next, 0, SERVER_MACHINE_MAX_THREADS, &v)) o->ai_threads = v, o->ai_asked = 1, i++;
        else if (!strcmp(a, "--addr") && next) cfg->addr = next, i++;
        else if (!strcmp(a, "--dir") && next) s->dir = next, i++;
        else if (!strcmp(a, "--backup") && next) o->backup_to = next, i++;
        else if (!strcmp(a, "--sync") && next && !strcmp(next, "full")) o->sync_mode = SERVER_DB_FULL, i++;
        else if (!strcmp(a, "--sync") && next && !strcmp(next, "normal")) o->sync_mode = SERVER_DB_NORMAL, i++;
        else if (!strcmp(a, "--web") && next) cfg->web_dir = next, i++;
        else if (!strcmp(a, "--name") && next && next[0] && o->nnames < SERVER_NAMES_MAX) o->names[o->nnames++] = next, i++;
        else if (!strcmp(a, "--tls-cert") && next) s->tls_cert = next, i++;
        else if (!strcmp(a, "--tls-key") && next) s->tls_key = next, i++;
        else if (!strcmp(a, "--test-clock") && next) s->test_clock = next, i++;
        else if (!strcmp(a, "--push-contact") && next && (!strncmp(next, "mailto:", 7) || !strncmp(next, "https://", 8)))
            o->push.contact = next, i++;
        else if (!strcmp(a, "--no-push")) o->no_push = 1;
        else if (!strcmp(a, "--push-test-loopback")) o->push.test_loopback = 1;
        else if (!strcmp(a, "--push-test-ca") && next) o->push.test_ca = next, i++;
        else if (!strcmp(a, "--smtp") && next) o->mail.send.url = next, i++;
        else if (!strcmp(a, "--smtp-secret") && next) o->mail.send.secret = next, i++;
        else if (!strcmp(a, "--smtp-test-ca") && next) o->mail.send.test_ca = next, i++;
        else if (!strcmp(a, "--mail-from") && next) o->mail.send.from = next, i++;
        else if (!strcmp(a, "--public-url") && next && (!strncmp(next, "https://", 8) || !strncmp(next, "http://", 7)))
            o->mail.base = next, i++;
        else if (!strcmp(a, "--help")) return usage("the headless host for network play"), 0;
        else if (!strcmp(a, "--version")) return puts("citadela-server " CIT_VERSION " (commit " CIT_COMMIT ")"), 0;
        else return usage("bad argument");
    }
    return -1;
}

/* Until SIGTERM or SIGINT: the hub's connections, a SIGHUP's certificate read again, the
   changed tables written, the finished ones reaped and the put-away ones swept, each on its
   own period (keep_s: how long a finished game's table stays). */
static void serve(server *s, net_hub *h, long keep_s) {
    int64_t saved_at = net_now_ms(), state_at = saved_at, reaped_at = saved_at, swept_at = saved_at;
    int64_t swept_skew = s->skew_ms;
    int backlog = 0; /* changed tables left by the last slice: written on at once */
    while (!stop) {
        net_hub_poll(h, backlog ? 0 : s->ndirty ? SAVE_EVERY_MS / 5 : REAP_EVERY_MS);
        if (reload) {
            reload = 0;
            if (s->tls_cert) load_tls(s);
            else log_line(s, "SIGHUP: nothing to read again (no --tls-cert)");
        }
        if (s->ndirty && (backlog || net_now_ms() - saved_at >= SAVE_EVERY_MS)) {
            backlog = save_changed(s);
            saved_at = net_now_ms();
        } else if (!s->ndirty) {
            backlog = 0;
            saved_at = net_now_ms();
        }
        if (net_now_ms() - reaped_at >= REAP_EVERY_MS) {
            read_test_clock(s);
            net_hub_reap(h, (int64_t)keep_s * 1000, forget_table, s);
            consider_all(s);
            reopen_due(s);
            reaped_at = net_now_ms();
        }
        if (net_now_ms() - state_at >= STATE_EVERY_MS) {
            save_state(s), check_expiry(s), state_at = net_now_ms();
            server_mail_digests(s->mail, table_time(s)); /* those held back a day */
        }
        if (net_now_ms() - swept_at >= SWEEP_EVERY_MS || s->skew_ms != swept_skew)
            sweep_kept(s), swept_at = net_now_ms(), swept_skew = s->skew_ms;
    }
}

/* The tables written, the figures logged, everything closed. */
static void stop_serving(server *s, net_hub *h) {
    char line[300];
    save_state(s);
    /* a database holds every table as of its last change: only the changed ones are written */
    int saved = 0, all = !net_store_durable(s->store);
    for (int i = 0; i < net_hub_tables(h); i++) {
        net_table *t = net_hub_table(h, i);
        int dirty = 0;
        for (int k = 0; k < s->ndirty && !dirty; k++) dirty = s->dirty[k] == t;
        saved += (all || dirty) && save_table(s, t);
    }
    snprintf(line, sizeof line, "stopping: %d open tables stored (%d written now)", net_hub_tables(h), saved);
    log_line(s, line);
    if (s->machine) {
        long moves;
        double cpu;
        server_machine_totals(s->machine, &moves, &cpu);
        snprintf(line, sizeof line, "the computer played %ld moves in %.3f s of CPU", moves, cpu);
        log_line(s, line);
    }
    net_hub_shutdown(h);
    net_hub_free(h);
    server_machine_free(s->machine); /* a search running stops at once; its answer is dropped */
    if (s->push) {
        server_push_counts n;
        server_push_counts_get(s->push, &n);
        snprintf(line, sizeof line,
                 "push: %ld queued, %ld sent, %ld retried, %ld failed, %ld gone, %ld refused, %ld dropped (queue full), %ld over budget",
                 n.queued, n.sent, n.retried, n.failed, n.gone, n.refused, n.full, n.over_budget);
        log_line(s, line);
    }
    server_push_free(s->push); /* a POST in flight is cut */
    if (s->mail) server_mail_counts_line(s->mail, line, sizeof line), log_line(s, line);
    server_mail_free(s->mail); /* a mail in flight is cut */
    free(s->notify);
    net_tls_ctx_free(s->tls);
    net_store_close(s->store);
    free(s->dirty);
    free(s->due);
}

int main(int argc, char **argv) {
    server s = {".", NULL, 0, 300, 7 * 86400, NULL, 0, 0, NULL, 256, -1, 0, NULL, NULL, NULL, 0, NULL, 0, NULL, NULL, 0, 0, 100000, -1, NULL, NULL, NULL};
    server_options o;
    net_hub_config cfg;
    int done = read_args(argc, argv, &s, &cfg, &o);
    if (done >= 0) return done;
    if (o.backup_to) return backup(s.dir, o.backup_to);
    if (!s.tls_cert != !s.tls_key) return usage("--tls-cert and --tls-key go together");
    if (s.tls_cert && !net_tls_available()) return usage("this build has no TLS");
    if (s.tls_cert && !load_tls(&s)) return 1;
    cfg.tls = s.tls;
    if (plat_sock_init() != 0) {
        fputs("citadela-server: cannot start the sockets\n", stderr);
        return 1;
    }
    plat_mkdir(s.dir);
    char store_why[400];
    if (!(s.store = server_store_open(s.dir, o.sync_mode, store_why, sizeof store_why))) {
        fprintf(stderr, "citadela-server: refusing to start: %s\n", store_why);
        return 1;
    }
    cfg.store = s.store;
    cfg.web_names = o.names;
    cfg.web_nnames = o.nnames;
    cfg.lobby_idle_ms = (int64_t)s.lobby_idle_s * 1000;
    cfg.unfinished_idle_ms = (int64_t)s.unfinished_s * 1000;
    fit_descriptors(&s, &cfg);
    cfg.on_change = mark_changed;
    cfg.on_close = close_table;
    cfg.reopen = reopen_kept;
    cfg.log = log_line;
    cfg.skew_ms = table_skew;
    cfg.correspondence_room = correspondence_room;
    cfg.ctx = &s;
    if (o.ai_threads > 0) {
        const char *no = NULL;
        if (!(s.machine = server_machine_new((int)o.ai_threads, &no)) && o.ai_asked) {
            fprintf(stderr, "citadela-server: no computer players: %s (--ai-threads 0 runs without)\n", no);
            return 1;
        }
        if (!s.machine) { /* the default, where the build has none (Windows): tables without computers */
            char line[300];
            snprintf(line, sizeof line, "no computer seats: %s", no);
            log_line(&s, line);
        }
    }
    cfg.computers = s.machine != NULL;
    if (!o.no_push && !start_push(&s, &o.push, o.nnames ? o.names[0] : NULL)) return 1;
    cfg.push_key = s.push ? server_push_key(s.push) : NULL;
    if (!start_mail(&s, &o.mail, o.nnames ? o.names[0] : NULL, cfg.port, cfg.web_dir)) return 1;
    cfg.mail = s.mail ? mail_talk : NULL;
    cfg.mail_link = s.mail ? mail_link : NULL;
    cfg.notify = s.notify ? notify_talk : NULL; /* push or mail: the settings for both */
    read_test_clock(&s);
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    if (!h) {
        fprintf(stderr, "citadela-server: %s\n", why ? why : "cannot listen");
        return 1;
    }
    s.hub = h;
    if (cfg.max_tables) s.max_tables = cfg.max_tables;
    if (s.machine && !net_hub_watch(h, server_machine_fd(s.machine), computer_answers, &s)) {
        fputs("citadela-server: cannot watch the computer's answers\n", stderr);
        return 1;
    }
    if (s.push && !net_hub_watch(h, server_push_fd(s.push), push_gone, &s)) {
        fputs("citadela-server: cannot watch the push sender\n", stderr);
        return 1;
    }
    plat_on_stop(&stop);
    plat_on_reload(&reload);
    migrate_files(&s);
    reopen_tables(h, &s);
    load_state(&s);
    char line[300];
    int days = s.tls ? net_tls_ctx_days_left(s.tls) : NET_TLS_RENEW_DAYS;
    snprintf(line, sizeof line, "listening on port %d, %d tables reopened%s", net_hub_port(h), net_hub_tables(h),
             days < 0 ? ", the TLS certificate has EXPIRED" : days < NET_TLS_RENEW_DAYS ? ", the TLS certificate ends soon" : "");
    log_line(&s, line);
    printf("port %d\n", net_hub_port(h)); /* for scripts and tests that asked for port 0 */
    fflush(stdout);
    serve(&s, h, o.keep_s);
    stop_serving(&s, h);
    return 0;
}
