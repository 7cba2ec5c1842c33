/* Citadela's network layer (libnet.a): the protocol's messages, a table's host
   logic, a seat's view, and the TCP transport. docs/protocol.md is the wire format;
   docs/architecture.md says how the layer sits between the engine and the window. It
   uses the engine's public header only and names no rules module. */
#ifndef CIT_NET_H
#define CIT_NET_H

#include <stddef.h>
#include <stdint.h>

#include "engine.h"

#define NET_VERSION 4 /* 2 (2026-11-26): the host tells the lobby's ready marks; 3 (2026-11-27): 10-character
                         join codes, `give`, the refusals of docs/protocol.md "Hostile peers"; 4
                         (2026-11-30): `reveal chance`, and `drawn` lines in a view */
#define NET_LINE_MAX 1024       /* a line with its newline */
#define NET_BLOB_MAX 65536      /* a save after view / final */
#define NET_SETUP_MAX 8192      /* a set-up after setup: a save without moves (the Big Box's
                                   tile order for six is under 3 KB) */
#define NET_OUT_MAX (256 * 1024) /* bytes queued for one peer before it is dropped */
#define NET_WORD_MAX 40         /* a join code, token, tile id, reason, seat state */
#define NET_CODE_LEN 10       /* 50 bits: docs/protocol.md says why guessing is hopeless */
#define NET_TOKEN_LEN 32        /* hex digits: 128 bits (a seat's token, a player key) */
#define NET_DEVICE_CODE_S 600   /* a one-time code for another device is good this long */
#define NET_CHAT_MAX 200
#define NET_PING_MS 1000        /* silence before a ping */
#define NET_DEAD_MS 5000        /* silence before a peer is dead */
/* A connection that carried nothing but pings and pongs for NET_QUIET_MS (a game left open
   on a phone, a lobby waiting for friends) is quiet: the host pings it after
   NET_QUIET_PING_MS of silence and a quarter more at most (spread), a client after half as
   long again (so the host's ping comes first), and NET_QUIET_DEAD_MS of silence is dead.
   Any other line, either way, makes it lively again, with NET_DEAD_MS counted from then.
   Each side decides from the lines it sees, so an older peer (1 s pings) still works.
   Two minutes is well inside what NATs keep an idle TCP mapping for (RFC 5382: 2 hours). */
#define NET_QUIET_MS 60000
#define NET_QUIET_PING_MS 120000
#define NET_QUIET_DEAD_MS 300000
#define NET_MAX_ERRORS 8        /* refusals before the host closes a connection */
#define NET_FLOOD_LINES 400     /* lines a second before the host closes a connection */

/* ---- messages (codec.c) ------------------------------------------------------------ */

typedef enum {
    NET_M_HELLO,       /* citadela-net V                num[0] = V */
    NET_M_CREATE,      /* create NAME                   text */
    NET_M_JOIN,        /* join CODE NAME                word, text */
    NET_M_REJOIN,      /* rejoin CODE TOKEN             word, text */
    NET_M_WELCOME,     /* welcome SEAT TOKEN            num[0], text */
    NET_M_TABLE,       /* table CODE                    word */
    NET_M_REFUSE,      /* refuse REASON [TEXT]          word, text */
    NET_M_SEAT,        /* seat P STATE NAME             num[0], word, text */
    NET_M_VIEW,        /* view N (+ N bytes)            num[0] */
    NET_M_SETUP,       /* setup N (+ N bytes)           num[0] */
    NET_M_FINAL,       /* final N (+ N bytes)           num[0] */
    NET_M_REVEAL_DRAW, /* reveal draw K T               num[0] = K, word = T */
    NET_M_REVEAL_HAND, /* reveal hand P I T             num[0] = P (255: face down), num[1] = I, word = T */
    NET_M_MOVE,        /* move SEQ [HASH] TEXT          num[0], hash (host to client only), text */
    NET_M_READY,       /* ready [P] 0|1                 client: num[0] = mark; host: num[0] = P, num[1] = mark */
    NET_M_START,       /* start */
    NET_M_CHAT,        /* chat [P] TEXT                 num[0] = P (host to client only), text */
    NET_M_ERROR,       /* error REASON [TEXT]           word, text */
    NET_M_BYE,         /* bye [REASON]                  word */
    NET_M_PING,        /* ping N                        num[0] */
    NET_M_PONG,        /* pong N                        num[0] */
    NET_M_GIVE,        /* give P                        num[0]: the creator gives away seat P */
    NET_M_RESUME,      /* resume                        client: it comes back by itself when its connection
                                                        breaks; host: heard (docs/protocol.md "Faults") */
    NET_M_KIND,        /* kind [live | correspondence DAYS]   word ("" for the client's question), num[0] = DAYS */
    NET_M_PLAYER,      /* player [KEY]                  word: a player key ("": a client asks for a new one) */
    NET_M_DEVICE,      /* device [CODE [SECONDS]]       client: "" asks, CODE uses one; host: word, num[0] */
    NET_M_MINE,        /* mine CODE SEAT TOKEN          host: a seat of the signed-in player: word, num[0], text */
    NET_M_PUSH,        /* push key [KEY] | push on [ENDPOINT P256DH AUTH] | push off
                                                        word: key, on, off; text: the rest (docs/protocol.md "Push") */
    NET_M_GAME,        /* game CODE SEAT INFO           host: that seat's game for "My games" (net/games.h): word, num[0], text */
    NET_M_GAMES,       /* games [N NOW]                 client: asks its player's games; host: N listed, its clock: num[0], num[1] */
    NET_M_AWAY,        /* away [DAYS | end] | away UNTIL LEFT   client: asks (num[0] 0), declares DAYS (num[0]) or
                                                        ends (word "end"); host: the player's absence ends at UNTIL
                                                        (0: not away), LEFT days left this year (docs/protocol.md "Absence") */
    NET_M_ABSENT,      /* absent [P UNTIL]              client: asks, and hears changes; host: seat P's player is away
                                                        until UNTIL (0: not away): num[0], num[1] */
    NET_M_MAIL,        /* mail [set LANG ADDRESS | mode turn|daily | off] | mail none | mail pending|on MODE ADDRESS
                                                        word; text: the rest (docs/protocol.md "Mail") */
    NET_M_NOTIFY,      /* notify [all|mine FROM TO ZONE]  a player's notification settings: word; text FROM TO ZONE
                                                        (docs/protocol.md "Notify"); client: "" asks */
    NET_M_REVEAL_CHANCE, /* reveal chance K V           num[0] = K, num[1] = V: the next move's K-th chance drew V */
    NET_M_COUNT
} net_msg_type;

typedef struct {
    uint8_t type;             /* net_msg_type */
    uint32_t num[2];
    uint64_t hash;
    char word[NET_WORD_MAX];  /* NUL-terminated */
    char text[NET_LINE_MAX];  /* NUL-terminated */
} net_msg;

/*
 * Parses one line (len bytes, without its newline; a trailing \r is dropped) sent by the
 * host (from_host = 1) or by a client (0). Returns 1 and fills m, or 0 with a short
 * English reason in *why (may be NULL): too long, not UTF-8, a control character, an
 * unknown verb, a bad number, a word or name out of bounds. Never reads past len.
 */
int net_parse_line(const char *line, size_t len, int from_host, net_msg *m, const char **why);
/* Writes m as one line with its newline (NUL-terminated) into buf; returns the length,
   or 0 if it does not fit or m is not a valid message for that direction. */
size_t net_format(const net_msg *m, int from_host, char *buf, size_t cap);
/* Whether a message of this type is followed by a blob (view, setup, final). */
int net_msg_has_blob(int type);
/* A word that names a tile, reason or state: 1-39 printable ASCII bytes, no space. */
int net_word_ok(const char *w, size_t len);
/* A join code: NET_CODE_LEN characters of the code alphabet (docs/protocol.md). */
int net_code_ok(const char *w, size_t len);
/* Makes a join code from random bytes (NET_CODE_LEN of them). out: NET_CODE_LEN + 1. */
void net_code_make(const uint8_t *random, char *out);
/* A code as people read and dictate it: two groups of five ("K7MPQ RX2VA"). out:
   NET_CODE_SHOWN bytes. A string that is not a code is copied as it is. */
#define NET_CODE_SHOWN (NET_CODE_LEN + 2)
void net_code_show(const char *code, char *out);
/* A code as a person typed it: spaces and dashes dropped, lower case taken as upper. Returns
   1 and the code (out: NET_CODE_LEN + 1), or 0 if what is left is not a code. */
int net_code_read(const char *typed, char *out);
/* A correspondence table's time per move: one of NET_PACE_DAYS (1, 2, 3, 5, 7 or 14). */
#define NET_PACE_COUNT 6
extern const int NET_PACE_DAYS[NET_PACE_COUNT];
int net_pace_ok(uint32_t days);
/* A token, or a player key (docs/protocol.md "Players"): NET_TOKEN_LEN lowercase hex digits. */
int net_token_ok(const char *w, size_t len);

/* Copies src into dst (cap bytes, cap > 0) cut short if need be, always NUL-terminated;
   net_append adds src at the end of what dst holds. */
void net_copy(char *dst, size_t cap, const char *src);
void net_append(char *dst, size_t cap, const char *src);

/* Shorthands that build a message. */
net_msg net_msg_make(int type, uint32_t n0, uint32_t n1, const char *word, const char *text);

#endif
