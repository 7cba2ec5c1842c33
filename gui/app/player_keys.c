/* Player keys on this computer and the key panel's sign-in (player_keys.h). */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/player_keys.h"
#include "app/saves.h"

#define SEATS_KEPT 1000 /* listed seats kept, all servers together */
#define EXPORT_WORD "citadela-key"

static void file_path(const char *name, char *buf, size_t cap) { snprintf(buf, cap, "%s%s", gui_saves_dir(), name); }

/* The next line of a text being read (its newline made a NUL), or NULL at the end. */
static char *next_line(char **at)
{
    char *line = *at;
    if (!line || !*line)
        return NULL;
    char *nl = strchr(line, '\n');
    if (nl)
        *nl = 0;
    *at = nl ? nl + 1 : line + strlen(line);
    return line;
}

/* ---- player-keys.txt: ADDRESS PORT KEY a line, the newest last ---------------------------- */

typedef struct {
    char addr[128], key[NET_TOKEN_LEN + 1];
    int port;
} kept_key;

static int read_keys(kept_key *k, int cap)
{
    char path[1200];
    file_path("player-keys.txt", path, sizeof path);
    size_t len = 0;
    char *text = gui_read_file(path, &len), *at = text;
    int n = 0;
    for (char *line; n < cap && (line = next_line(&at));) {
        char addr[128], key[NET_TOKEN_LEN + 2];
        int port = 0;
        if (sscanf(line, "%127s %d %33s", addr, &port, key) != 3 || port <= 0 || port > 65535 ||
            !net_token_ok(key, strlen(key)))
            continue; /* a damaged line: skipped, the others kept */
        SDL_strlcpy(k[n].addr, addr, sizeof k[n].addr);
        SDL_strlcpy(k[n].key, key, sizeof k[n].key);
        k[n++].port = port;
    }
    free(text);
    return n;
}

int gui_keys_get(const char *addr, int port, char *key)
{
    kept_key k[GUI_KEYS_SERVERS];
    int n = read_keys(k, GUI_KEYS_SERVERS);
    for (int i = n - 1; i >= 0; i--)
        if (k[i].port == port && !strcmp(k[i].addr, addr))
            return SDL_strlcpy(key, k[i].key, NET_TOKEN_LEN + 1), 1;
    return 0;
}

int gui_keys_servers(char (*addr)[128], int *port, int cap)
{
    kept_key k[GUI_KEYS_SERVERS];
    int n = read_keys(k, GUI_KEYS_SERVERS), out = 0;
    for (int i = n - 1; i >= 0 && out < cap; i--) { /* the newest first */
        int dup = 0;
        for (int j = 0; j < out && !dup; j++)
            dup = port[j] == k[i].port && !strcmp(addr[j], k[i].addr);
        if (dup)
            continue;
        SDL_strlcpy(addr[out], k[i].addr, sizeof addr[0]);
        port[out++] = k[i].port;
    }
    return out;
}

int gui_keys_put(const char *addr, int port, const char *key)
{
    if (!addr[0] || strchr(addr, ' ') || !net_token_ok(key, strlen(key)))
        return -1;
    kept_key k[GUI_KEYS_SERVERS];
    int n = read_keys(k, GUI_KEYS_SERVERS);
    char *text = malloc((size_t)(n + 1) * 200), err[128];
    if (!text)
        return -1;
    size_t len = 0;
    int skip = n >= GUI_KEYS_SERVERS; /* full: the oldest gives way */
    for (int i = skip; i < n; i++)
        if (k[i].port != port || strcmp(k[i].addr, addr))
            len += (size_t)sprintf(text + len, "%s %d %s\n", k[i].addr, k[i].port, k[i].key);
    len += (size_t)sprintf(text + len, "%s %d %s\n", addr, port, key);
    char path[1200];
    file_path("player-keys.txt", path, sizeof path);
    int rc = gui_write_atomic(path, text, len, err, sizeof err);
    free(text);
    if (rc != 0)
        SDL_Log("citadela: net: the player key could not be kept: %s", err); /* never the key itself */
    return rc == 0 ? 0 : -1;
}

void gui_keys_export_text(const char *addr, int port, const char *key, char *buf, size_t cap)
{
    snprintf(buf, cap, EXPORT_WORD " %s %d %s", addr, port, key);
}

/* A key as typed or pasted: 32 hex digits once blanks and dashes are dropped. */
static int read_key(const char *typed, char *key)
{
    size_t n = 0;
    for (const char *p = typed; *p; p++) {
        if (*p == ' ' || *p == '-' || *p == '\t' || *p == '\n' || *p == '\r')
            continue;
        if (n == NET_TOKEN_LEN)
            return 0;
        key[n++] = (char)(*p >= 'A' && *p <= 'F' ? *p - 'A' + 'a' : *p);
    }
    key[n] = 0;
    return net_token_ok(key, n);
}

int gui_keys_parse(const char *text, const char *addr, int port, char *out_addr, size_t acap, int *out_port, char *key)
{
    while (*text == ' ')
        text++;
    char a[128];
    int p = 0, used = 0;
    if (!strncmp(text, EXPORT_WORD " ", strlen(EXPORT_WORD) + 1) &&
        sscanf(text + strlen(EXPORT_WORD), " %127s %d %n", a, &p, &used) == 2 && used > 0) {
        if (p <= 0 || p > 65535 || !read_key(text + strlen(EXPORT_WORD) + used, key))
            return 0;
        SDL_strlcpy(out_addr, a, acap);
        *out_port = p;
        return 1;
    }
    if (!addr[0] || !read_key(text, key))
        return 0;
    SDL_strlcpy(out_addr, addr, acap);
    *out_port = port;
    return 1;
}

/* ---- player-seats.txt: ADDRESS PORT CODE SEAT TOKEN a line ---------------------------------- */

void gui_keys_keep_seats(const char *addr, int port, const net_client *c)
{
    char path[1200], err[128];
    file_path("player-seats.txt", path, sizeof path);
    size_t len = 0, old_len = 0;
    char *old = gui_read_file(path, &old_len), *at = old;
    char *text = malloc((size_t)SEATS_KEPT * 200 + 1);
    if (!text) {
        free(old);
        return;
    }
    int n = 0;
    for (int i = 0; i < net_client_mine_count(c) && n < SEATS_KEPT; i++, n++) {
        const net_client_seat_ref *r = net_client_mine(c, i);
        len += (size_t)sprintf(text + len, "%s %d %s %d %s\n", addr, port, r->code, r->seat, r->token);
    }
    for (char *line; n < SEATS_KEPT && (line = next_line(&at));) {
        char a[128];
        int p = 0;
        if (sscanf(line, "%127s %d", a, &p) != 2 || (p == port && !strcmp(a, addr)) || strlen(line) > 190)
            continue;
        len += (size_t)sprintf(text + len, "%s\n", line), n++;
    }
    if (gui_write_atomic(path, text, len, err, sizeof err) != 0)
        SDL_Log("citadela: net: the player's seats could not be kept: %s", err);
    free(text);
    free(old);
}

int gui_keys_seat_token(const char *addr, int port, const char *code, char *tok, size_t cap)
{
    char path[1200];
    file_path("player-seats.txt", path, sizeof path);
    size_t len = 0;
    char *text = gui_read_file(path, &len), *at = text;
    int found = 0;
    for (char *line; !found && (line = next_line(&at));) {
        char a[128], c[NET_WORD_MAX], t[NET_TOKEN_LEN + 2];
        int p = 0, seat = 0;
        if (sscanf(line, "%127s %d %39s %d %33s", a, &p, c, &seat, t) == 5 && p == port && !strcmp(a, addr) &&
            !strcmp(c, code) && net_token_ok(t, strlen(t)))
            found = 1, SDL_strlcpy(tok, t, cap);
    }
    free(text);
    return found;
}

/* ---- the panel's sign-in ---------------------------------------------------------------------- */

int gui_keys_begin(gui_keys_signin *signin, struct gui_app *a, const char *addr, int port, const char *device_code)
{
    char key[NET_TOKEN_LEN + 1] = "";
    const char *why = NULL;
    gui_keys_end(signin);
    SDL_strlcpy(signin->addr, addr, sizeof signin->addr);
    signin->port = port;
    signin->state = GUI_KEYS_FAILED;
    if (!device_code && !gui_keys_get(addr, port, key)) {
        SDL_strlcpy(signin->reason, "key", sizeof signin->reason);
        return -1;
    }
    net_client_tls tls = gui_net_tls_for(a, addr, port);
    signin->c = net_client_sign_in(addr, port, device_code ? NULL : key, device_code, &tls, &why);
    if (!signin->c) {
        SDL_strlcpy(signin->reason, device_code ? "device" : "unreachable", sizeof signin->reason);
        return -1;
    }
    signin->asked = !device_code;
    signin->state = GUI_KEYS_WORKING;
    return 0;
}

gui_keys_state gui_keys_poll(gui_keys_signin *signin)
{
    if (signin->state != GUI_KEYS_WORKING)
        return signin->state;
    int before = net_client_signed_in(signin->c);
    net_client_poll(signin->c, 0);
    if (!before && net_client_signed_in(signin->c)) {
        gui_keys_keep_seats(signin->addr, signin->port, signin->c);
        if (!signin->asked) /* a device code's: this device's own key */
            gui_keys_put(signin->addr, signin->port, net_client_player_key(signin->c));
        else
            net_client_ask_device_code(signin->c);
    }
    if (net_client_signed_in(signin->c) && (!signin->asked || net_client_device_code(signin->c, NULL)[0])) {
        signin->state = GUI_KEYS_DONE;
        net_client_leave(signin->c); /* the list and the code are kept: the connection's work is done */
    } else if (net_client_state(signin->c) == NET_CLIENT_CLOSED) {
        SDL_strlcpy(signin->reason, net_client_reason(signin->c), sizeof signin->reason);
        signin->state = GUI_KEYS_FAILED;
    }
    return signin->state;
}

const char *gui_keys_device_code(const gui_keys_signin *signin, int *seconds)
{
    return signin->c ? net_client_device_code(signin->c, seconds) : "";
}
int gui_keys_games(const gui_keys_signin *signin) { return signin->c ? net_client_mine_count(signin->c) : 0; }
const char *gui_keys_reason(const gui_keys_signin *signin) { return signin->reason; }

void gui_keys_end(gui_keys_signin *signin)
{
    if (signin->c && signin->state == GUI_KEYS_WORKING)
        net_client_leave(signin->c);
    net_client_free(signin->c);
    memset(signin, 0, sizeof *signin);
}
