/* Network play in the window (net_seam.h). The host's game screen plays the table's one
   true game: the window's session and the table's start from the same set-up (the same
   seed), the window sends its own seats' moves to the table and takes the others' from
   it. A client's game screen plays its seat's view: its session is rebuilt from the view's
   tile order and the moves after every move the host sends, so placeholders never show. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/net_parts.h"
#include "app/net_seam.h"
#include "app/my_games.h"
#include "app/player_keys.h"
#include "app/table_file.h"
#include "absence.h"
#include "client.h"
#include "discover.h"
#include "fs.h"
#include "host.h"
#include "link.h"
#include "loop.h"
#include "proc.h"

typedef struct gui_net {
    int role;
    net_hub *hub;
    net_table *table;
    net_client *client;
    uint8_t friend_seat[CIT_MAX_PLAYERS];
    int nseats;
    int synced;             /* client: the view length the window's session was rebuilt for (-1 none) */
    int held_at;            /* client: a move made here that drew a chance, sent and taken back till
                               the host's comes at this view length (-1 none) */
    char error_seen[200];   /* client: the host's last refusal already handled */
    uint64_t signature;     /* what the window last showed, to tell a change */
    char addr[128], code[NET_CODE_LEN + 1], name[CIT_NAME_LEN];
    int port;
    char chat[GUI_NET_CHAT][NET_CHAT_MAX + CIT_NAME_LEN + 4];
    int nchat;
    char chat_draft[200];   /* the line being typed, not yet said */
    int final_loaded;       /* client: the host's final save (the true game) replaced the view */
    int told_closed;        /* client: the player was told the connection closed */
    int was_reconnecting;   /* client: its connection was lost at the last poll (and tried again) */
    net_beacon *beacon;     /* host: announces the table on the local network while seats are open */
    uint32_t beacon_at;     /* SDL ticks of the last beacon */
    uint8_t seen_state[CIT_MAX_PLAYERS]; /* seat states last told (a player dropping out, coming back) */
    uint32_t away_since[CIT_MAX_PLAYERS];  /* host: SDL ticks a friend's seat went away (0: not away) */
    uint32_t away_ms;       /* host: a friend away this long is played by the computer (0: never) */
    int created;            /* client: this window opened the table on a server (it starts the game) */
    char closed_text[300];  /* client: why the connection closed, in the player's language */
    char logged[160];       /* the last state line logged (what tests and people read in the log) */
    gui_table_file *file;   /* host: network-table.txt, written off the frame loop */
    char key_kept[NET_TOKEN_LEN + 1]; /* client: the player key last kept (player_keys.h) */
    int news_from;          /* client: moves the player saw before ("My games"); the rest are marked (-1 none) */
    int seen_kept;          /* client: the moves "My games" remembers this device saw here (-1 none yet) */
    int stood_told;         /* client: the computer's last move for a seat out of time, told (-1 none) */
    long long away_told[CIT_MAX_PLAYERS]; /* client: each seat's absence last told (its end; 0 none) */
} gui_net;

static gui_net *net_of(const gui_app *a) { return a->net; }

int gui_net_role_of(const gui_app *a) { return a->net ? a->net->role : GUI_NET_NONE; }

/* ---- files: the host's table (the client's seat: net_seat_file.c) ------------------------- */

/* A key the server gave (or took) differs from the one kept: kept, once. */
static void keep_player_key(gui_net *n)
{
    const char *key = net_client_player_key(n->client);
    if (key[0] && strcmp(key, n->key_kept)) {
        SDL_strlcpy(n->key_kept, key, sizeof n->key_kept);
        if (gui_keys_put(n->addr, n->port, key) == 0)
            SDL_Log("citadela: net: a player key is kept for this server");
    }
}

/* The player's key for the server, if this computer keeps one: a seat at a correspondence
   table is bound to it (or gets a new one, kept by gui_net_poll). */
static void use_player_key(gui_net *n)
{
    char key[NET_TOKEN_LEN + 1];
    if (gui_keys_get(n->addr, n->port, key))
        net_client_set_player_key(n->client, key), SDL_strlcpy(n->key_kept, key, sizeof n->key_kept);
}

/* The hub calls this after every move or seat change (a lobby storm: hundreds a second):
   only a mark; gui_net_poll hands the text to the writer thread at most every
   GUI_TABLE_FILE_GAP_MS (table_file.h). */
static void table_changed(void *ctx, net_table *t)
{
    gui_net *n = ctx;
    (void)t;
    if (n->file)
        gui_table_file_touch(n->file);
}

#define PORT_LINE "#@gui port " /* the window's own line in the table's file: the port to reopen on */

/* The table's text with the port line to the writer, when due (`now`: without waiting for
   the gap, as when the table closes). */
static void hand_over_table(gui_net *n, int now)
{
    if (!n->file || !n->table || !gui_table_file_due(n->file, now))
        return;
    size_t len = net_table_save(n->table, NULL, 0);
    char *buf = malloc(len + 40);
    if (!buf)
        return;
    net_table_save(n->table, buf, len + 1);
    if (len && buf[len - 1] != '\n')
        buf[len++] = '\n';
    len += (size_t)snprintf(buf + len, 40, PORT_LINE "%d\n", n->port); /* a comment to the loaders */
    gui_table_file_put(n->file, buf, len);
    free(buf);
}

/* The port a kept table listened on (0: the file has no port line). */
static int kept_port(const char *text)
{
    const char *p = strstr(text, "\n" PORT_LINE);
    int port = p ? atoi(p + 1 + strlen(PORT_LINE)) : 0;
    return port > 0 && port < 65536 ? port : 0;
}

static gui_table_file *table_writer(void)
{
    char path[1200];
    gui_net_file_path("network-table.txt", path, sizeof path);
    gui_table_file *f = gui_table_file_new(path);
    if (!f)
        SDL_Log("citadela: net: no thread to keep the table's file: it is not kept");
    return f;
}

int gui_net_table_writes(const gui_app *a, int *on_frame_loop)
{
    const gui_net *n = net_of(a);
    if (on_frame_loop)
        *on_frame_loop = 0;
    return n ? gui_table_file_writes(n->file, on_frame_loop) : 0;
}

/* ---- opening and closing ------------------------------------------------------------------ */

static gui_net *fresh(gui_app *a, int role)
{
    gui_net_close(a);
    gui_net *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->role = role;
    n->synced = -1;
    n->held_at = -1;
    n->news_from = -1;
    n->seen_kept = -1;
    n->stood_told = -1;
    n->away_ms = (uint32_t)a->settings.away_min * 60000u; /* the host's last choice */
    a->net = n;
    return n;
}

int gui_net_listed(const gui_app *a) { return a->net && a->net->beacon; }

static void add_chat(gui_net *n, const char *who, const char *text);

/* The hub passes a friend's chat line on to the seats; the host's window shows it too. */
static void host_heard(void *ctx, net_table *t, int seat, const char *text)
{
    gui_net *n = ctx;
    if (seat >= 0 && seat < n->nseats)
        add_chat(n, net_table_setup(t)->players[seat].name, text);
}

static net_hub *open_hub(gui_net *n, int port, const char **why)
{
    net_hub_config cfg = {0};
    cfg.port = port;
    cfg.keepalive = 1;
    cfg.on_change = table_changed;
    cfg.on_chat = host_heard;
    cfg.ctx = n;
    cfg.max_tables = 1;
    net_hub *h = net_hub_new(&cfg, why);
    if (!h && port) { /* the usual port is taken (another table on this machine): any free one */
        cfg.port = 0;
        h = net_hub_new(&cfg, why);
    }
    return h;
}

int gui_net_host(gui_app *a, const cit_setup *su, const uint8_t *friend_seat, int port, int listed, char *err,
                 size_t cap)
{
    gui_net *n = fresh(a, GUI_NET_HOST);
    const char *why = gui_status(CIT_ERR_NO_MEMORY); /* the library's words are English: never shown */
    if (n && !(n->hub = open_hub(n, port, &why)))
        why = gui_tr(MSG_NET_WHY_LISTEN);
    if (!n || !n->hub)
        goto fail;
    uint8_t kinds[CIT_MAX_PLAYERS] = {0};
    for (int i = 0; i < su->nplayers; i++) {
        n->friend_seat[i] = friend_seat[i];
        kinds[i] = friend_seat[i] ? NET_SEAT_OPEN : su->players[i].kind != CIT_SEAT_HUMAN ? NET_SEAT_AI : NET_SEAT_LOCAL;
    }
    n->nseats = su->nplayers;
    if (!(n->table = net_hub_open(n->hub, su, kinds, &why))) {
        why = gui_tr(MSG_NET_WHY_OPEN);
        goto fail;
    }
    n->port = net_hub_port(n->hub);
    SDL_strlcpy(n->code, net_table_code(n->table), sizeof n->code);
    n->file = table_writer();
    table_changed(n, n->table);
    hand_over_table(n, 1); /* at once: the host form's Reopen finds it after a crash */
    if (listed && gui_net_lan_possible(a)) /* none: the table is only not listed */
        n->beacon = gui_net_lan_beacon(a);
    gui_app_set_scene(a, GUI_SCENE_LOBBY);
    return 0;
fail:
    snprintf(err, cap, "%s", why);
    gui_net_close(a);
    return -1;
}

/* The host's game screen for a table that has started (a reopened one: its moves so far). */
static int host_enter_game(gui_app *a, char *err, size_t cap)
{
    gui_net *n = net_of(a);
    const cit_session *ts = net_table_session(n->table);
    cit_status st;
    gui_game *g = gui_game_new(cit_game_setup(cit_session_game(ts)), &st);
    if (!g) {
        snprintf(err, cap, "%s", gui_status(st));
        return -1;
    }
    size_t len = cit_session_save(ts, NULL, 0);
    char *text = malloc(len + 1);
    if (text) {
        cit_session_save(ts, text, len + 1);
        cit_session_load(g->sess, text, len, NULL);
        free(text);
    }
    gui_game_rewound(g);
    gui_app_enter_game(a, g);
    gui_app_autosave(a);
    return 0;
}

int gui_net_reopen(gui_app *a, char *err, size_t cap)
{
    char path[1200];
    size_t len = 0;
    gui_net_file_path("network-table.txt", path, sizeof path);
    char *text = gui_read_file(path, &len);
    gui_net *n = text ? fresh(a, GUI_NET_HOST) : NULL;
    const char *why = "no table to reopen";
    /* On the port the table had, where its friends come back (else --port, else the usual). */
    int port = text && kept_port(text) ? kept_port(text) : a->net_port ? a->net_port : GUI_NET_PORT;
    if (!n || !(n->hub = open_hub(n, port, &why)) || !(n->table = net_hub_restore(n->hub, text, len, &why))) {
        why = gui_tr(!text ? MSG_NET_WHY_NO_TABLE : n && !n->hub ? MSG_NET_WHY_LISTEN : MSG_NET_WHY_BAD_TABLE);
        free(text);
        snprintf(err, cap, "%s", why);
        gui_net_close(a);
        return -1;
    }
    free(text);
    n->port = net_hub_port(n->hub);
    SDL_strlcpy(n->code, net_table_code(n->table), sizeof n->code);
    n->file = table_writer();
    table_changed(n, n->table); /* the port may have changed (the old one taken) */
    n->nseats = net_table_setup(n->table)->nplayers;
    for (int i = 0; i < n->nseats; i++) /* a friend's seat the computer played meanwhile stays theirs */
        n->friend_seat[i] = net_table_seat_kind(n->table, i) == NET_SEAT_OPEN;
    if (net_table_started(n->table))
        return host_enter_game(a, err, cap);
    gui_app_set_scene(a, GUI_SCENE_LOBBY);
    return 0;
}

/* How a connection to addr:port uses TLS: required with the fingerprint the player trusted
   for it, or required because an https:// link named it; otherwise tried first, and plain
   TCP only when the server answers the handshake in plain text (a window's table, a server
   without a certificate), before the code or a token was sent. */
net_client_tls gui_net_tls_for(const gui_app *a, const char *addr, int port)
{
    net_client_tls t = {NET_CLIENT_TLS_TRY, NULL, NULL, NULL};
    /* In a page the socket is a WebSocket the browser opens, wss:// from an https:// page, and
       the browser checks the certificate: nothing for the game to add. */
    if (plat_sock_websocket(NULL)) {
        t.mode = NET_CLIENT_TLS_OFF;
        return t;
    }
    for (int i = 0; i < a->settings.ntrust; i++)
        if (a->settings.trust[i].port == port && !strcmp(a->settings.trust[i].host, addr)) {
            t.mode = NET_CLIENT_TLS_REQUIRE;
            t.pin = a->settings.trust[i].fp;
            return t;
        }
    if (a->join.tls_addr[0] && a->join.tls_port == port && !strcmp(a->join.tls_addr, addr))
        t.mode = NET_CLIENT_TLS_REQUIRE;
    return t;
}

int gui_net_join(gui_app *a, const char *addr, int port, const char *code, const char *name, char *err, size_t cap)
{
    gui_net *n = fresh(a, GUI_NET_CLIENT);
    const char *why = gui_status(CIT_ERR_NO_MEMORY);
    char tok[64];
    if (!n)
        goto fail;
    SDL_strlcpy(n->addr, addr, sizeof n->addr);
    SDL_strlcpy(n->code, code, sizeof n->code);
    SDL_strlcpy(n->name, name, sizeof n->name);
    n->port = port;
    gui_net_kept_token(addr, port, code, tok, sizeof tok);
    net_client_tls tls = gui_net_tls_for(a, addr, port);
    if (!(n->client = net_client_connect_tls(addr, port, code, name, tok[0] ? tok : NULL, NULL, 0, &tls, &why))) {
        why = gui_tr(MSG_NET_WHY_UNREACHABLE);
        goto fail;
    }
    net_client_set_reconnect(n->client, 1); /* once seated, a lost connection comes back by itself */
    use_player_key(n);
    gui_app_set_scene(a, GUI_SCENE_LOBBY);
    return 0;
fail:
    snprintf(err, cap, "%s", why);
    gui_net_close(a);
    return -1;
}

int gui_net_create(gui_app *a, const char *addr, int port, const cit_setup *su, const char *name, int days, char *err,
                   size_t cap)
{
    gui_net *n = fresh(a, GUI_NET_CLIENT);
    const char *why = gui_status(CIT_ERR_NO_MEMORY);
    cit_status st;
    cit_session *s = n ? cit_session_new(su, &st) : NULL; /* the set-up travels as a save without moves */
    size_t len = s ? cit_session_save(s, NULL, 0) : 0;
    char *text = len ? malloc(len + 1) : NULL;
    if (!n || !text) {
        if (n && !s)
            why = gui_status(st);
        goto fail;
    }
    cit_session_save(s, text, len + 1);
    SDL_strlcpy(n->addr, addr, sizeof n->addr);
    SDL_strlcpy(n->name, name, sizeof n->name);
    n->port = port;
    n->created = 1;
    net_client_tls tls = gui_net_tls_for(a, addr, port);
    if (!(n->client = net_client_open_table(addr, port, name, text, len, days, &tls, &why))) {
        why = gui_tr(MSG_NET_WHY_UNREACHABLE);
        goto fail;
    }
    net_client_set_reconnect(n->client, 1);
    use_player_key(n);
    free(text);
    cit_session_free(s);
    gui_app_set_scene(a, GUI_SCENE_LOBBY);
    return 0;
fail:
    free(text);
    cit_session_free(s);
    snprintf(err, cap, "%s", why);
    gui_net_close(a);
    return -1;
}

void gui_net_close(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!n)
        return;
    if (n->client)
        net_client_leave(n->client);
    net_client_free(n->client);
    if (n->hub)
        net_hub_shutdown(n->hub);
    hand_over_table(n, 1); /* the file complete on leaving and on quitting */
    net_hub_free(n->hub); /* frees the table too */
    gui_table_file_free(n->file); /* waits for the last write */
    net_beacon_free(n->beacon);
    free(n);
    a->net = NULL;
}

/* ---- the lobby ----------------------------------------------------------------------------- */

int gui_net_seats(const gui_app *a)
{
    const gui_net *n = net_of(a);
    if (!n)
        return 0;
    return n->role == GUI_NET_HOST ? n->nseats : net_client_seats(n->client);
}

int gui_net_seat_state(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n)
        return GUI_NET_SEAT_OPEN;
    return n->role == GUI_NET_HOST ? net_table_seat_state(n->table, seat) : net_client_seat_state(n->client, seat);
}

const char *gui_net_seat_name(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n)
        return "";
    if (n->role == GUI_NET_CLIENT)
        return net_client_seat_name(n->client, seat);
    return seat >= 0 && seat < n->nseats && net_table_seat_state(n->table, seat) != NET_SEAT_OPEN
               ? net_table_setup(n->table)->players[seat].name
               : "";
}

int gui_net_own_seat(const gui_app *a)
{
    const gui_net *n = net_of(a);
    return n && n->role == GUI_NET_CLIENT ? net_client_seat(n->client) : -1;
}

const char *gui_net_code(const gui_app *a) { return a->net ? a->net->code : ""; }
const char *gui_net_addr(const gui_app *a) { return a->net ? a->net->addr : ""; }
net_client *gui_net_client(gui_app *a) { return a->net && a->net->role == GUI_NET_CLIENT ? a->net->client : NULL; }
int gui_net_port(const gui_app *a) { return a->net ? a->net->port : 0; }

int gui_net_link(const gui_app *a, char *buf, size_t cap)
{
    const gui_net *n = net_of(a);
    if (cap)
        buf[0] = 0;
    if (!n || n->role != GUI_NET_CLIENT || !n->created || !n->code[0])
        return 0;
    return net_link_format(n->addr, n->port, n->code, net_client_secure(n->client), buf, cap) > 0;
}

int gui_net_addresses(char (*out)[64], int cap) { return net_host_addresses(out, cap); }

const char *gui_net_closed(const gui_app *a)
{
    gui_net *n = net_of(a); /* its closed_text holds the sentence */
    if (!n || n->role != GUI_NET_CLIENT || net_client_state(n->client) != NET_CLIENT_CLOSED)
        return NULL;
    const char *key = net_client_reason(n->client);
    if (!strcmp(key, "code") && net_client_seat(n->client) >= 0) { /* seated once: coming back found no table */
        SDL_strlcpy(n->closed_text, gui_tr(MSG_NET_WHY_TABLE_GONE), sizeof n->closed_text);
        return n->closed_text;
    }
    return gui_net_reason(key, net_client_host_version(n->client), n->closed_text, sizeof n->closed_text);
}

int gui_net_reconnecting(const gui_app *a)
{
    const gui_net *n = net_of(a);
    return n && n->role == GUI_NET_CLIENT && net_client_state(n->client) == NET_CLIENT_RECONNECTING;
}

const char *gui_net_untrusted(const gui_app *a)
{
    gui_net *n = net_of(a);
    if (!n || n->role != GUI_NET_CLIENT || net_client_state(n->client) != NET_CLIENT_CLOSED ||
        strcmp(net_client_reason(n->client), "tls-untrusted"))
        return NULL;
    const char *fp = net_client_fingerprint(n->client);
    return fp[0] ? fp : NULL;
}

int gui_net_trust(gui_app *a)
{
    gui_net *n = net_of(a);
    const char *fp = gui_net_untrusted(a);
    if (!fp)
        return -1;
    gui_settings *s = &a->settings;
    int at = 0; /* the same server's entry is replaced; else the oldest gives way */
    while (at < s->ntrust && !(s->trust[at].port == n->port && !strcmp(s->trust[at].host, n->addr)))
        at++;
    if (at == s->ntrust && s->ntrust < GUI_TRUST_MAX)
        s->ntrust++;
    if (at == GUI_TRUST_MAX)
        at = GUI_TRUST_MAX - 1;
    memmove(&s->trust[1], &s->trust[0], sizeof s->trust[0] * (size_t)at);
    SDL_strlcpy(s->trust[0].host, n->addr, sizeof s->trust[0].host);
    SDL_strlcpy(s->trust[0].fp, fp, sizeof s->trust[0].fp);
    s->trust[0].port = n->port;
    SDL_Log("citadela: net: the certificate of %s port %d trusted by its fingerprint %s", n->addr, n->port, fp);
    if (!a->no_settings)
        gui_settings_save(s);
    return 0;
}

int gui_net_ready(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n)
        return 0;
    return n->role == GUI_NET_HOST ? net_table_ready(n->table, seat) : net_client_ready(n->client, seat);
}

void gui_net_set_ready(gui_app *a, int on)
{
    gui_net *n = net_of(a);
    if (n && n->role == GUI_NET_CLIENT) {
        net_client_set_ready(n->client, on);
        net_client_poll(n->client, 0);
    }
}

int gui_net_all_ready(const gui_app *a)
{
    for (int i = 0; i < gui_net_seats(a); i++) /* the one who starts needs no mark */
        if (!gui_net_ready(a, i) && !(gui_net_starts(a) && i == gui_net_own_seat(a)))
            return 0;
    return 1;
}

uint32_t gui_net_away_ms(const gui_app *a) { return a->net ? a->net->away_ms : 0; }

void gui_net_set_away_ms(gui_app *a, uint32_t ms)
{
    if (a->net)
        a->net->away_ms = ms;
}

int gui_net_ai_kind(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n || n->role != GUI_NET_HOST || seat < 0 || seat >= n->nseats || !n->friend_seat[seat])
        return 0;
    return net_table_seat_state(n->table, seat) == NET_SEAT_AI ? CIT_SEAT_AI_MEDIUM : 0;
}

/* Host, in play: a friend away for away_ms is played by this window's computer until they
   rejoin (the table gives the seat back then). */
static void hand_over_away(gui_app *a)
{
    gui_net *n = net_of(a);
    uint32_t now = SDL_GetTicks();
    for (int i = 0; i < n->nseats; i++) {
        int st = net_table_seat_state(n->table, i); /* reconnecting: away for as long, whatever comes of it */
        if (!n->friend_seat[i] || (st != NET_SEAT_AWAY && st != NET_SEAT_RECONNECTING)) {
            n->away_since[i] = 0;
            continue;
        }
        if (!n->away_since[i])
            n->away_since[i] = now ? now : 1;
        if (!net_table_started(n->table) || net_table_over(n->table) || !n->away_ms || now - n->away_since[i] < n->away_ms)
            continue;
        net_table_seat_to_ai(n->table, i);
        table_changed(n, n->table);
        char msg[200];
        gui_subst(msg, sizeof msg, gui_tr(MSG_NET_AI_TAKES), net_table_setup(n->table)->players[i].name, NULL, NULL);
        gui_app_toast(a, msg);
    }
}

int gui_net_starts(const gui_app *a)
{
    const gui_net *n = net_of(a);
    return n && (n->role == GUI_NET_HOST || (n->created && net_client_seat(n->client) == 0));
}

int gui_net_can_give(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n || !gui_net_starts(a) || seat < 0 || seat >= gui_net_seats(a) || seat == gui_net_own_seat(a))
        return 0;
    int st = gui_net_seat_state(a, seat);
    int gone = st == GUI_NET_SEAT_AWAY || st == GUI_NET_SEAT_RECONNECTING;
    if (n->role == GUI_NET_CLIENT) /* a server runs no computer: away (or reconnecting) is the only such state */
        return gone;
    return n->friend_seat[seat] && (gone || st == GUI_NET_SEAT_AI);
}

void gui_net_give_seat(gui_app *a, int seat)
{
    gui_net *n = net_of(a);
    if (!gui_net_can_give(a, seat))
        return;
    char msg[240];
    gui_subst(msg, sizeof msg, gui_tr(MSG_NET_GAVE_SEAT), gui_net_seat_name(a, seat), NULL, NULL);
    if (n->role == GUI_NET_CLIENT) {
        net_client_give(n->client, seat);
        net_client_poll(n->client, 0);
    } else if (net_table_give_seat(n->table, seat)) {
        n->away_since[seat] = 0;
        table_changed(n, n->table);
        net_hub_poll(n->hub, 0); /* the seat's new state out at once */
    }
    SDL_Log("citadela: net: seat %d given to a newcomer", seat);
    gui_app_toast(a, msg);
}

int gui_net_can_start(const gui_app *a)
{
    const gui_net *n = net_of(a);
    if (!gui_net_starts(a))
        return 0;
    if (n->role == GUI_NET_HOST ? net_table_started(n->table)
                                : net_client_state(n->client) != NET_CLIENT_SEATED ||
                                      (net_client_view(n->client) && net_seatview_game(net_client_view(n->client))))
        return 0;
    for (int i = 0; i < gui_net_seats(a) && gui_net_pace(a) <= 0; i++) /* correspondence: they join later */
        if (gui_net_seat_state(a, i) == GUI_NET_SEAT_OPEN)
            return 0;
    return gui_net_seats(a) > 0;
}

int gui_net_pace(const gui_app *a)
{
    const gui_net *n = net_of(a);
    return n && n->role == GUI_NET_CLIENT ? net_client_pace(n->client) : -1;
}

int gui_net_start(gui_app *a, char *err, size_t cap)
{
    gui_net *n = net_of(a);
    const char *why = NULL;
    if (n && n->role == GUI_NET_CLIENT && gui_net_can_start(a)) {
        net_client_start(n->client); /* the server deals; the view brings the game screen */
        net_client_poll(n->client, 0);
        return 0;
    }
    if (!n || n->role != GUI_NET_HOST || !net_table_start(n->table, &why)) {
        /* Start is offered only when it can work (gui_net_can_start): an open seat is what a
           player could still meet; the library's English is for logs. */
        int open = 0;
        for (int i = 0; i < gui_net_seats(a); i++)
            open |= gui_net_seat_state(a, i) == GUI_NET_SEAT_OPEN;
        snprintf(err, cap, "%s", gui_tr(open ? MSG_NET_WAIT_SEATS : MSG_NET_WHY_OPEN));
        return -1;
    }
    table_changed(n, n->table); /* the hub saves what its clients change; this change is ours */
    return host_enter_game(a, err, cap);
}

static void add_chat(gui_net *n, const char *who, const char *text)
{
    if (n->nchat == GUI_NET_CHAT) {
        memmove(n->chat[0], n->chat[1], sizeof n->chat[0] * (GUI_NET_CHAT - 1));
        n->nchat--;
    }
    snprintf(n->chat[n->nchat++], sizeof n->chat[0], "%s: %s", who, text);
}

void gui_net_chat(gui_app *a, const char *text)
{
    gui_net *n = net_of(a);
    if (!n || !text[0])
        return;
    if (n->role == GUI_NET_CLIENT) {
        net_client_chat(n->client, text); /* the host sends it back to every seat */
        return;
    }
    /* The host speaks as its first seat played here. */
    int seat = 0;
    for (int i = 0; i < n->nseats; i++)
        if (!n->friend_seat[i]) {
            seat = i;
            break;
        }
    net_table_chat(n->table, seat, text);
    add_chat(n, gui_net_seat_name(a, seat), text);
}

int gui_net_chat_lines(const gui_app *a, const char **out, int cap)
{
    const gui_net *n = net_of(a);
    int k = 0;
    for (int i = 0; n && i < n->nchat && k < cap; i++)
        out[k++] = n->chat[i];
    return k;
}

char *gui_net_chat_draft(gui_app *a, size_t *cap)
{
    gui_net *n = net_of(a);
    *cap = n ? sizeof n->chat_draft : 0;
    return n ? n->chat_draft : NULL;
}

/* ---- the client's session, rebuilt from its view ------------------------------------------- */

/* The window's session := the view's tile order with the first `moves` moves. */
static int rebuild(const net_seatview *v, cit_session *dst, int moves)
{
    const cit_game *g = net_seatview_game(v);
    const cit_tileset *ts = cit_game_tileset(g);
    cit_session *tmp = cit_session_new(cit_game_setup(g), NULL);
    if (!tmp)
        return -1;
    size_t hn = cit_session_save(tmp, NULL, 0);
    char *head = malloc(hn + 1);
    cit_tile_id order[CIT_MAX_STACK];
    int norder = cit_game_view_order(g, net_seatview_seat(v), order, CIT_MAX_STACK);
    size_t cap = hn + (size_t)norder * 16 + (size_t)moves * 200 + 64, len = 0;
    char *text = malloc(cap);
    if (!head || !text) {
        free(head);
        free(text);
        cit_session_free(tmp);
        return -1;
    }
    cit_session_save(tmp, head, hn + 1);
    cit_session_free(tmp);
    for (char *line = head; *line;) {
        char *nl = strchr(line, '\n');
        size_t ll = nl ? (size_t)(nl - line) + 1 : strlen(line);
        if (!strncmp(line, "seed ", 5)) {
            len += (size_t)snprintf(text + len, cap - len, "seed 0\n");
        } else if (!strncmp(line, "tiles ", 6)) {
            len += (size_t)snprintf(text + len, cap - len, "tiles");
            for (int i = 0; i < norder; i++)
                len += (size_t)snprintf(text + len, cap - len, " %s", ts->tiles[order[i]].id);
            len += (size_t)snprintf(text + len, cap - len, "\n");
        } else if (strncmp(line, "end", 3) != 0 && strncmp(line, "move ", 5) != 0) {
            memcpy(text + len, line, ll);
            len += ll;
        }
        line += ll;
    }
    free(head);
    for (int i = 0; i < moves; i++) {
        char mt[140];
        uint8_t drawn[CIT_CHANCE_MAX];
        int nd = net_seatview_drawn_at(v, i, drawn, CIT_CHANCE_MAX);
        if (cit_move_format(g, net_seatview_move_at(v, i), mt, sizeof mt) != CIT_OK)
            break;
        if (nd) /* the chances the host drew, which seed 0 cannot make */
            len += (size_t)snprintf(text + len, cap - len, "drawn");
        for (int k = 0; k < nd; k++)
            len += (size_t)snprintf(text + len, cap - len, " %d", drawn[k]);
        if (nd)
            len += (size_t)snprintf(text + len, cap - len, "\n");
        len += (size_t)snprintf(text + len, cap - len, "move %s\n", mt);
    }
    len += (size_t)snprintf(text + len, cap - len, "end\n");
    int rc = cit_session_load(dst, text, len, NULL) == CIT_OK ? 0 : -1;
    free(text);
    return rc;
}

/* A client's table started (or it rejoined a running one): its game screen. */
static void client_enter_game(gui_app *a)
{
    gui_net *n = net_of(a);
    const net_seatview *v = net_client_view(n->client);
    cit_status st;
    gui_game *g = gui_game_new(cit_game_setup(net_seatview_game(v)), &st);
    if (!g)
        return;
    rebuild(v, g->sess, net_seatview_length(v));
    gui_game_rewound(g);
    n->synced = net_seatview_length(v);
    if (n->news_from >= 0 && n->news_from < n->synced) { /* what came since the player last looked */
        g->news_at = n->synced;
        for (int i = n->news_from; i < n->synced; i++)
            g->news_tiles += net_seatview_move_at(v, i) && net_seatview_move_at(v, i)->type == CIT_MOVE_PLACE;
    }
    gui_app_enter_game(a, g);
}

/* A client's game is over and the host sent the whole game: the window's session becomes
   it (true order and seed), so the results, the replay and the review see the real game and
   the autosave keeps it. Once the final scoring has been shown. */
static void client_final(gui_app *a)
{
    gui_net *n = net_of(a);
    const net_seatview *v = net_client_view(n->client);
    size_t len = 0;
    const char *text = v ? net_seatview_final(v, &len) : NULL;
    if (n->final_loaded || !text || !a->game || a->scene != GUI_SCENE_RESULTS ||
        !cit_game_over(gui_game_engine(a->game)))
        return;
    n->final_loaded = 1;
    if (cit_session_load(a->game->sess, text, len, NULL) != CIT_OK)
        return;
    gui_game_rewound(a->game);
    gui_app_autosave(a);
}

int gui_net_final(const gui_app *a) { return a->net && a->net->final_loaded; }

void gui_net_set_news(gui_app *a, int seen)
{
    if (a->net)
        a->net->news_from = seen;
}

/* ---- polling ---------------------------------------------------------------------------------- */

static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

static uint64_t signature(const gui_app *a)
{
    const gui_net *n = net_of(a);
    uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
        h = mix(h, (uint64_t)gui_net_seat_state(a, i) * 2 + (uint64_t)gui_net_ready(a, i));
        const char *s = gui_net_seat_name(a, i);
        for (; *s; s++)
            h = mix(h, (uint8_t)*s);
    }
    if (n->role == GUI_NET_HOST) {
        h = mix(h, (uint64_t)cit_session_length(net_table_session(n->table)));
        h = mix(h, (uint64_t)net_hub_clients(n->hub));
    } else {
        const net_seatview *v = net_client_view(n->client);
        h = mix(h, (uint64_t)net_client_state(n->client));
        h = mix(h, v ? (uint64_t)net_seatview_length(v) + 1 : 0);
    }
    return mix(h, (uint64_t)n->nchat);
}

/* One log line whenever what the table shows changes: the screen, the seats (a letter each:
   o open, h here, a away, c computer, l local, b coming back (reconnecting); r: here and
   ready), the moves, whether this screen decides now (its keys act), and "reconnecting"
   while its own connection is lost. Cheap, once per change; the two-window test
   waits on these lines instead of sleeping. */
static void log_state(gui_app *a)
{
    gui_net *n = net_of(a);
    char seats[CIT_MAX_PLAYERS + 1] = "", line[sizeof n->logged];
    int k = 0;
    for (int i = 0; i < gui_net_seats(a) && k < CIT_MAX_PLAYERS; i++) {
        int st = gui_net_seat_state(a, i);
        seats[k++] = st == GUI_NET_SEAT_HERE && gui_net_ready(a, i) ? 'r' : "ohaclb"[st >= 0 && st <= 5 ? st : 0];
    }
    seats[k] = 0;
    int in_game = a->game && a->scene == GUI_SCENE_GAME, moves = in_game ? cit_session_length(a->game->sess) : -1;
    int here = in_game && !cit_game_over(gui_game_engine(a->game)) && gui_app_seat_here(a, gui_game_player(a->game));
    snprintf(line, sizeof line, "table %s scene %s seats %s moves %d here %d%s", n->code,
             a->scene == GUI_SCENE_LOBBY ? "lobby" : in_game ? "game" : "other", seats, moves, here,
             gui_net_reconnecting(a) ? " reconnecting" : "");
    if (!strcmp(line, n->logged))
        return;
    SDL_strlcpy(n->logged, line, sizeof n->logged);
    SDL_Log("citadela: net: %s", line);
}

/* The host's beacon, about once a second while a seat waits for a friend. */
static void beacon(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!n->beacon || net_table_started(n->table) || SDL_GetTicks() - n->beacon_at < 1000)
        return;
    for (int i = 0; i < n->nseats; i++)
        if (net_table_seat_state(n->table, i) == NET_SEAT_OPEN) {
            n->beacon_at = SDL_GetTicks();
            net_beacon_send(n->beacon, n->table, n->port, gui_net_seat_name(a, 0));
            return;
        }
}

void gui_net_day_words(long long t, char *out, size_t cap)
{
    int y = 0, m = 1, d = 1;
    char day[8];
    net_absence_date(t, &y, &m, &d);
    snprintf(day, sizeof day, "%d", d);
    gui_subst(out, cap, gui_tr((gui_msg)(MSG_DAY_JAN + m - 1)), day, NULL, NULL);
}

long long gui_net_away_until(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n || n->role != GUI_NET_CLIENT)
        return 0;
    long long until = net_client_absent_until(n->client, seat);
    return until > (long long)time(NULL) ? until : 0;
}

void gui_net_away_words(const gui_app *a, int seat, char *out, size_t cap)
{
    char date[64];
    gui_net_day_words(gui_net_away_until(a, seat), date, sizeof date);
    gui_subst(out, cap, gui_tr_seat(MSG_NET_AWAY_UNTIL, gui_app_you(a) == seat), gui_net_seat_name(a, seat), date, NULL);
}

/* In play: a seat's player going away (until when), and the computer's move for a seat whose
   time ran out, each told once as it comes. */
static void tell_absences(gui_app *a, gui_net *n)
{
    char msg[300];
    for (int i = 0; i < gui_net_seats(a) && i < CIT_MAX_PLAYERS; i++) {
        long long until = gui_net_away_until(a, i);
        if (until == n->away_told[i])
            continue;
        n->away_told[i] = until;
        if (until && a->game && a->scene == GUI_SCENE_GAME) {
            gui_net_away_words(a, i, msg, sizeof msg);
            gui_app_toast(a, msg);
        }
    }
    int seat = -1, seq = net_client_stood_in(n->client, &seat);
    if (seq >= 0 && seq != n->stood_told && a->game && a->scene == GUI_SCENE_GAME) {
        gui_subst(msg, sizeof msg, gui_tr_seat(MSG_NET_STOOD_IN, gui_app_you(a) == seat), gui_net_seat_name(a, seat), NULL,
                  NULL);
        gui_app_toast(a, msg);
    }
    n->stood_told = seq;
}

int gui_net_poll(gui_app *a, int timeout_ms)
{
    gui_net *n = net_of(a);
    if (!n) {
        if (!gui_net_finding(a))
            return 0;
        if (timeout_ms > 0)
            SDL_Delay((Uint32)timeout_ms); /* the finder never waits; the idle loop does */
        return gui_net_lan_poll(a);
    }
    if (n->role == GUI_NET_HOST)
        beacon(a);
    char text[NET_CHAT_MAX + 1];
    if (n->role == GUI_NET_HOST) {
        net_hub_poll(n->hub, timeout_ms);
        hand_over_away(a);
        hand_over_table(n, 0);
    } else {
        int before = net_client_seat(n->client);
        if (plat_page_network_back()) /* a page: the browser is online again, or the page shown again */
            net_client_retry_now(n->client);
        net_client_poll(n->client, timeout_ms);
        if (!n->code[0] && net_client_code(n->client)[0]) /* a table this window opened on a server */
            SDL_strlcpy(n->code, net_client_code(n->client), sizeof n->code);
        if (before < 0 && net_client_seat(n->client) >= 0)
            gui_net_keep_token(n->addr, n->port, n->code, net_client_token(n->client), n->name);
        keep_player_key(n);
        /* refused at joining, or at coming back (its last try) */
        if ((before < 0 || n->was_reconnecting) && net_client_state(n->client) == NET_CLIENT_CLOSED &&
            !strcmp(net_client_reason(n->client), "token"))
            gui_net_forget_token(n->addr, n->port, n->code);
        for (int seat; (seat = net_client_take_chat(n->client, text, sizeof text)) >= 0;)
            add_chat(n, net_client_seat_name(n->client, seat), text);
        net_client_take_moves(n->client); /* gui_net_next compares lengths */
        const net_seatview *v = net_client_view(n->client);
        if (v && net_seatview_game(v) && net_client_pace(n->client) > 0 && net_seatview_length(v) != n->seen_kept) {
            /* a correspondence game seen here: "My games" counts what comes after (a line
               rewritten a move, and moves come days apart) */
            n->seen_kept = net_seatview_length(v);
            gui_mygames_set_seen(n->addr, n->port, n->code, n->seen_kept);
        }
        if (v && net_seatview_game(v) && n->synced < 0 && (a->scene == GUI_SCENE_LOBBY || !a->game))
            client_enter_game(a);
        client_final(a);
        /* A lost connection is said quietly (the header's "Reconnecting…"); a host that closed
           the table (a restart) in a notice too, as the window goes on trying. */
        int reconnecting = gui_net_reconnecting(a);
        if (reconnecting && !n->was_reconnecting && strcmp(net_client_reason(n->client), "lost") != 0) {
            char msg[320];
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_CLOSED),
                      gui_net_reason(net_client_reason(n->client), 0, n->closed_text, sizeof n->closed_text), NULL, NULL);
            gui_app_toast(a, msg);
        }
        n->was_reconnecting = reconnecting;
        /* In play the lobby's message is not on screen: the connection's end is told once. */
        if (net_client_state(n->client) == NET_CLIENT_CLOSED && !n->told_closed && a->scene == GUI_SCENE_GAME) {
            char msg[320];
            n->told_closed = 1;
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_CLOSED), gui_net_closed(a), NULL, NULL);
            gui_app_message(a, msg);
        }
    }
    /* In play, a player dropping out or coming back is told. */
    for (int i = 0; i < gui_net_seats(a); i++) {
        int st = gui_net_seat_state(a, i), was = n->seen_state[i];
        n->seen_state[i] = (uint8_t)st;
        if (!a->game || a->scene != GUI_SCENE_GAME || st == was)
            continue;
        char msg[200];
        int gone = st == GUI_NET_SEAT_AWAY || st == GUI_NET_SEAT_RECONNECTING;
        if (gone || ((was == GUI_NET_SEAT_AWAY || was == GUI_NET_SEAT_AI || was == GUI_NET_SEAT_RECONNECTING) &&
                     st == GUI_NET_SEAT_HERE)) {
            static const gui_msg stale[] = {MSG_NET_LEFT, MSG_NET_AI_TAKES, MSG_NET_IS_RECONNECTING};
            for (int k = 0; st == GUI_NET_SEAT_HERE && k < 3; k++) { /* "X dropped out" is no longer true */
                gui_subst(msg, sizeof msg, gui_tr(stale[k]), gui_net_seat_name(a, i), NULL, NULL);
                gui_app_toast_withdraw(a, msg);
            }
            gui_subst(msg, sizeof msg,
                      gui_tr(st == GUI_NET_SEAT_AWAY ? MSG_NET_LEFT
                             : st == GUI_NET_SEAT_RECONNECTING ? MSG_NET_IS_RECONNECTING
                                                               : MSG_NET_BACK),
                      gui_net_seat_name(a, i), NULL, NULL);
            gui_app_toast(a, msg);
        }
    }
    if (n->role == GUI_NET_CLIENT)
        tell_absences(a, n);
    log_state(a);
    uint64_t sig = signature(a);
    int changed = sig != n->signature;
    n->signature = sig;
    return changed;
}

/* ---- the game screen ----------------------------------------------------------------------- */

int gui_net_elsewhere(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n)
        return 0;
    if (n->role == GUI_NET_HOST)
        return seat >= 0 && seat < CIT_MAX_PLAYERS && n->friend_seat[seat];
    return seat != net_client_seat(n->client);
}

int gui_net_remote(const gui_app *a, int seat)
{
    const gui_net *n = net_of(a);
    if (!n || !a->game)
        return 0;
    if (n->role == GUI_NET_HOST) /* a friend's seat, unless this window's computer plays it meanwhile */
        return seat >= 0 && seat < CIT_MAX_PLAYERS && n->friend_seat[seat] && !gui_net_ai_kind(a, seat);
    const net_seatview *v = net_client_view(n->client);
    int waiting = v && (cit_session_length(a->game->sess) > net_seatview_length(v) || n->held_at >= 0);
    return waiting || seat != net_client_seat(n->client) || net_client_state(n->client) == NET_CLIENT_CLOSED;
}

static int host_next(gui_app *a, int may_animate)
{
    gui_net *n = net_of(a);
    const cit_session *ts = net_table_session(n->table);
    int have = cit_session_length(a->game->sess);
    if (!ts || cit_session_length(ts) <= have || !may_animate)
        return 0;
    return gui_game_apply(a->game, cit_session_move(ts, have), NULL) == CIT_OK;
}

static int client_next(gui_app *a, int may_animate)
{
    gui_net *n = net_of(a);
    const net_seatview *v = net_client_view(n->client);
    if (!v || !net_seatview_game(v))
        return 0;
    int len = net_seatview_length(v), have = cit_session_length(a->game->sess);
    const char *err = net_client_last_error(n->client);
    int held = n->held_at >= 0;
    if (held && len > n->held_at)
        n->held_at = -1; /* the host's move came: shown below like another seat's */
    if ((have > len || held) && err[0] && strcmp(err, n->error_seen) != 0) {
        /* The host refused the move made here: back to the table's position. */
        SDL_strlcpy(n->error_seen, err, sizeof n->error_seen);
        char key[NET_WORD_MAX], why[200], msg[300]; /* "REASON text": the reason word is the key */
        sscanf(err, "%39s", key);
        gui_subst(msg, sizeof msg, gui_tr(MSG_NET_REFUSED_MOVE), gui_net_reason(key, 0, why, sizeof why), NULL, NULL);
        gui_app_toast(a, msg);
        n->synced = -2;
        n->held_at = -1;
    }
    if (len == n->synced || (have > len && n->synced != -2))
        return 0;
    if (len == have + 1 && len > 0) {
        if (!may_animate)
            return 0;
        /* Another seat's move: the position before it, then the move, which glides in. */
        uint8_t drawn[CIT_CHANCE_MAX];
        int nd = net_seatview_drawn_at(v, len - 1, drawn, CIT_CHANCE_MAX);
        if (rebuild(v, a->game->sess, len - 1) == 0 && cit_session_give_draws(a->game->sess, drawn, nd) == CIT_OK &&
            gui_game_apply(a->game, net_seatview_move_at(v, len - 1), NULL) == CIT_OK) {
            n->synced = len;
            return 1;
        }
    }
    /* The host confirmed the move made here (the next tile now stands where it will be
       drawn), a rejoin's fresh view, or several moves at once: rebuilt without a show. */
    rebuild(v, a->game->sess, len);
    gui_game_rewound(a->game);
    n->synced = len;
    return 2;
}

int gui_net_next(gui_app *a, int may_animate)
{
    const gui_net *n = net_of(a);
    if (!n || !a->game)
        return 0;
    return n->role == GUI_NET_HOST ? host_next(a, may_animate) : client_next(a, may_animate);
}

int gui_net_unconfirmed(const gui_app *a)
{
    const gui_net *n = net_of(a);
    if (!n || !a->game || n->role == GUI_NET_HOST)
        return 0;
    const net_seatview *v = net_client_view(n->client);
    return !v || cit_session_length(a->game->sess) != net_seatview_length(v) || n->held_at >= 0;
}

void gui_net_sent(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!n || !a->game)
        return;
    const cit_session *s = a->game->sess;
    int have = cit_session_length(s);
    if (n->role == GUI_NET_HOST) {
        const char *why;
        for (int i = cit_session_length(net_table_session(n->table)); i < have; i++)
            if (!net_table_apply(n->table, cit_session_move(s, i), &why)) {
                gui_app_toast(a, why);
                break;
            }
        table_changed(n, n->table);
        net_hub_poll(n->hub, 0); /* out at once, not at the next frame */
        return;
    }
    const net_seatview *v = net_client_view(n->client);
    if (v && have == net_seatview_length(v) + 1) {
        net_client_move(n->client, cit_session_move(s, have - 1));
        net_client_poll(n->client, 0);
        /* A move that drew a chance (a shepherd's token) drew it from this window's generator,
           not the host's: taken back before it is drawn, and shown when the host's move comes
           with the host's draw (client_next), as another seat's would be. */
        uint8_t drawn[CIT_CHANCE_MAX];
        if (cit_session_drawn(s, have - 1, drawn, CIT_CHANCE_MAX) > 0 &&
            rebuild(v, a->game->sess, have - 1) == 0) {
            gui_game_rewound(a->game);
            n->synced = n->held_at = have - 1;
        }
    }
}
