/* The server's mails and link pages in the player's language (docs/server.md "Mail"): an
   address checked for form, the whole RFC 5322 message of a confirmation, a "your turn" or
   a daily digest (UTF-8, its unsubscribe headers of RFC 8058), and the small pages the
   links answer with. Pure text: no sockets, no store (tests/net/mail_units.c). The words
   are a table of the six languages here, not the game's po/ catalogues: the server links
   no gettext, and these few sentences are all it says. */
#ifndef CIT_SERVER_MAIL_TEXT_H
#define CIT_SERVER_MAIL_TEXT_H

#include <stddef.h>

#define MAIL_ADDRESS_MAX 254 /* RFC 5321's path limit less its brackets */
#define MAIL_LANG_MAX 7
#define MAIL_MESSAGE_MAX 16384 /* a digest of MAIL_DIGEST_GAMES games fits */
#define MAIL_DIGEST_GAMES 20   /* games a digest names; more are counted, not named */

typedef enum { MAIL_CONFIRM, MAIL_TURN, MAIL_DIGEST } mail_kind;

typedef struct {
    const char *code, *game, *moved; /* a table's join code, its game's name, who moved ("" unknown) */
} mail_game;

typedef struct {
    mail_kind kind;
    const char *lang;    /* en cs de pl fr es (another: en) */
    const char *from;    /* the server's sender address */
    const char *to;      /* checked by mail_address_ok */
    const char *base;    /* the server's public https:// URL, without a trailing slash */
    const char *token;   /* the address's link secret (hex) */
    const mail_game *games; /* MAIL_TURN: one; MAIL_DIGEST: ngames */
    int ngames;
    long long now;          /* the Date header's (seconds since 1970) */
    const char *message_id; /* unique: its left part (hex) */
} mail_letter;

/* Whether `addr` may be mailed: local@domain in printable ASCII, no spaces, quotes, angle
   brackets, commas or control characters (nothing that could add a header or a second
   recipient), a domain with a dot, at most MAIL_ADDRESS_MAX. Returns NULL or why (English). */
const char *mail_address_problem(const char *addr);
/* The language code among the six, or NULL. */
const char *mail_lang(const char *code);
/* The whole message (headers, a blank line, the body in base64) with CRLF line ends: its
   length, 0 when it does not fit. */
size_t mail_compose(const mail_letter *l, char *out, size_t cap);

/* The links' pages (docs/server.md "Mail"). */
typedef enum {
    MAIL_PAGE_CONFIRM_ASK,  /* GET of a confirmation link: a button that POSTs it */
    MAIL_PAGE_CONFIRMED,
    MAIL_PAGE_UNSUBSCRIBE_ASK,
    MAIL_PAGE_UNSUBSCRIBED,
    MAIL_PAGE_UNKNOWN /* a link whose address is no longer kept */
} mail_page;
/* An HTML page in the language; `action`: the form's target (the link's own path and
   query). Returns its length, 0 when it does not fit. */
size_t mail_page_html(mail_page page, const char *lang, const char *action, char *out, size_t cap);

#endif
