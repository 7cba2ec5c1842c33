/* The server's mail sender (docs/server.md "Mail"): whole messages handed over by the loop
   go to the admin's SMTP relay (`--smtp URL`) on threads of their own through libcurl, from a
   queue with a bound, each with a timeout, so that a slow or absent relay delays no table.
   TLS always: smtps://, or smtp:// with STARTTLS required. The relay's user name and
   password come from a file only the server's user may read (`--smtp-secret FILE`: first
   line the user, second the password); the server refuses to start when group or others
   may read it. Linux server only. */
#ifndef CIT_SERVER_MAIL_SEND_H
#define CIT_SERVER_MAIL_SEND_H

#include <stddef.h>

#define MAIL_SEND_QUEUE 128        /* mails waiting at most: beyond, new ones are dropped and counted */
#define MAIL_SEND_THREADS 2        /* mails in flight at once */
#define MAIL_SEND_TRIES 3          /* a mail's tries when the relay cannot be reached or says 4xx: 5 s, then 60 s between */
#define MAIL_SEND_TIMEOUT_MS 30000 /* one mail's whole SMTP exchange, connecting included */

typedef struct mail_sender mail_sender;

typedef struct {
    const char *url;     /* smtps://HOST[:PORT] or smtp://HOST[:PORT] (then STARTTLS) */
    const char *secret;  /* the credentials file, NULL: the relay takes mail without a login */
    const char *from;    /* the envelope's and From's address */
    const char *test_ca; /* --smtp-test-ca FILE: the relay's certificate checked against it (tests) */
} mail_send_config;

typedef struct {
    long queued, sent, retried, failed, full;
} mail_send_counts;

/* Checks the URL and the credentials file (mode, form) and starts the threads: NULL with why. */
mail_sender *mail_sender_new(const mail_send_config *cfg, char *why, size_t cap);
void mail_sender_free(mail_sender *m); /* a mail in flight is cut; NULL is a no-op */
/* Queues a whole message (copied) for `to`: 1, or 0 when the queue is full (counted). */
int mail_sender_send(mail_sender *m, const char *to, const char *message, size_t len);
void mail_sender_counts(mail_sender *m, mail_send_counts *out);
/* Whether a credentials file may be used: 1, or 0 with why (it is missing, not a regular
   file, group or world readable, or has no user line). */
int mail_secret_ok(const char *path, char *user, size_t ucap, char *password, size_t pcap, char *why, size_t cap);

#endif
