/* The window's network files in its saves folder: network-seat.txt, the client's last seat
   (address, port, code, token, name) to rejoin and to fill the join form with; and where
   network-table.txt, the host's table, lives (net_parts.h). */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/net_parts.h"
#include "app/net_seam.h"
#include "app/player_keys.h"
#include "app/saves.h"
#include "fs.h"
#include "link.h"

void gui_net_file_path(const char *name, char *buf, size_t cap) { snprintf(buf, cap, "%s%s", gui_saves_dir(), name); }

void gui_net_keep_token(const char *addr, int port, const char *code, const char *token, const char *name)
{
    if (!token[0])
        return;
    char path[1200], line[512], err[128];
    gui_net_file_path("network-seat.txt", path, sizeof path);
    int len = snprintf(line, sizeof line, "%s %d %s %s %s\n", addr, port, code, token, name);
    if (len > 0 && (size_t)len < sizeof line)
        gui_write_atomic(path, line, (size_t)len, err, sizeof err);
}

/* The seat file's line: address, port, code, token, name (the name may hold blanks).
   Read field by field, so a code of any length NET_CODE_LEN may grow to still parses. */
typedef struct {
    char addr[128], code[NET_WORD_MAX], token[NET_WORD_MAX + 1], name[CIT_NAME_LEN];
    int port;
} seat_file;

static int read_seat_file(seat_file *f)
{
    char path[1200];
    gui_net_file_path("network-seat.txt", path, sizeof path);
    size_t tlen = 0;
    char *text = gui_read_file(path, &tlen), *field[4] = {0}, *p = text;
    for (int i = 0; p && i < 4; i++) {
        while (*p == ' ')
            p++;
        field[i] = p;
        p = strchr(p, ' ');
        if (p)
            *p++ = 0;
    }
    int ok = p && field[3] && strlen(field[0]) < sizeof f->addr && strlen(field[2]) < sizeof f->code &&
             strlen(field[3]) < sizeof f->token && net_token_ok(field[3], strlen(field[3]));
    if (ok) {
        SDL_strlcpy(f->addr, field[0], sizeof f->addr);
        f->port = atoi(field[1]);
        SDL_strlcpy(f->code, field[2], sizeof f->code);
        SDL_strlcpy(f->token, field[3], sizeof f->token);
        p[strcspn(p, "\n")] = 0;
        SDL_strlcpy(f->name, p, sizeof f->name);
    }
    free(text);
    return ok;
}

void gui_net_forget_token(const char *addr, int port, const char *code)
{
    seat_file f;
    char path[1200];
    if (!read_seat_file(&f) || strcmp(f.addr, addr) || f.port != port || strcmp(f.code, code))
        return;
    gui_net_file_path("network-seat.txt", path, sizeof path);
    plat_remove(path); /* UTF-8 path, as the saves' */
}

void gui_net_kept_token(const char *addr, int port, const char *code, char *tok, size_t cap)
{
    seat_file f;
    tok[0] = 0;
    if (read_seat_file(&f) && !strcmp(f.addr, addr) && f.port == port && !strcmp(f.code, code))
        SDL_strlcpy(tok, f.token, cap);
    else /* a seat of this player that another device of theirs took: the key's sign-in listed it */
        gui_keys_seat_token(addr, port, code, tok, cap);
}


int gui_net_last_join(char *addr, size_t acap, int *port, char *code, size_t ccap, char *name, size_t ncap)
{
    seat_file f;
    if (!read_seat_file(&f))
        return 0;
    SDL_strlcpy(addr, f.addr, acap);
    *port = f.port;
    SDL_strlcpy(code, f.code, ccap);
    SDL_strlcpy(name, f.name, ncap);
    return 1;
}

int gui_net_can_reopen(void)
{
    char path[1200];
    gui_net_file_path("network-table.txt", path, sizeof path);
    return gui_file_exists(path);
}
