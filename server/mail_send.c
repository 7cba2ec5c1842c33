/* The mail sender (server/mail_send.h): a bounded queue, a few threads, libcurl's SMTP with
   TLS required. libcurl because the push sender uses it already (server/push.c): one
   well-kept client for both, on the same OpenSSL. */
#define _DEFAULT_SOURCE
#include "mail_send.h"

#include <curl/curl.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mail_text.h"
#include "sendq.h"

#define SECRET_MAX 512

typedef struct {
    char to[MAIL_ADDRESS_MAX + 1];
    char *message;
    size_t len, at; /* at: how much libcurl has read */
} job;

struct mail_sender {
    char url[512], from[MAIL_ADDRESS_MAX + 1], test_ca[512];
    char user[SECRET_MAX], password[SECRET_MAX];
    sendq *q; /* the mails and the threads that send them */
};

/* One line of the file without its line end: 1, or 0 at its end. */
static int secret_line(FILE *f, char *out, size_t cap) {
    if (!fgets(out, (int)cap, f)) return 0;
    out[strcspn(out, "\r\n")] = 0;
    return 1;
}

int mail_secret_ok(const char *path, char *user, size_t ucap, char *password, size_t pcap, char *why, size_t cap) {
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        snprintf(why, cap, "cannot read the SMTP credentials %s: %s", path, strerror(errno));
        if (fd >= 0) close(fd);
        return 0;
    }
    if (!S_ISREG(st.st_mode) || (st.st_mode & (S_IRWXG | S_IRWXO))) {
        close(fd);
        snprintf(why, cap, "the SMTP credentials %s may be read by others (chmod 600 it, owned by the server's user)", path);
        return 0;
    }
    FILE *f = fdopen(fd, "r");
    if (!f) return close(fd), snprintf(why, cap, "cannot read the SMTP credentials %s", path), 0;
    int ok = secret_line(f, user, ucap) && user[0] && secret_line(f, password, pcap);
    fclose(f);
    if (!ok) snprintf(why, cap, "the SMTP credentials %s are not two lines, the user and the password", path);
    return ok;
}

/* ---- one mail ---- */

static size_t read_message(char *buf, size_t size, size_t n, void *ctx) {
    job *j = ctx;
    size_t take = size * n < j->len - j->at ? size * n : j->len - j->at;
    memcpy(buf, j->message + j->at, take);
    j->at += take;
    return take;
}

static int still_wanted(void *ctx, curl_off_t a, curl_off_t b, curl_off_t c, curl_off_t d) {
    mail_sender *m = ctx;
    (void)a, (void)b, (void)c, (void)d;
    return sendq_stopping(m->q);
}

enum { SENT = SENDQ_SENT, RETRY = SENDQ_RETRY, FAILED = SENDQ_FAILED };

static int deliver(void *ctx, void *job_) {
    mail_sender *m = ctx;
    job *j = job_;
    CURL *c = curl_easy_init();
    if (!c) return RETRY;
    struct curl_slist *rcpt = curl_slist_append(NULL, j->to);
    j->at = 0;
    curl_easy_setopt(c, CURLOPT_URL, m->url);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    curl_easy_setopt(c, CURLOPT_USE_SSL, (long)CURLUSESSL_ALL); /* smtp:// only with STARTTLS */
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_PROXY, "");
    if (m->user[0]) {
        curl_easy_setopt(c, CURLOPT_USERNAME, m->user);
        curl_easy_setopt(c, CURLOPT_PASSWORD, m->password);
    }
    curl_easy_setopt(c, CURLOPT_MAIL_FROM, m->from);
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, rcpt);
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, read_message);
    curl_easy_setopt(c, CURLOPT_READDATA, j);
    curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, (curl_off_t)j->len);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, 10000L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, (long)MAIL_SEND_TIMEOUT_MS);
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, still_wanted);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, m);
    if (m->test_ca[0]) curl_easy_setopt(c, CURLOPT_CAINFO, m->test_ca);
    CURLcode rc = curl_easy_perform(c);
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_cleanup(c);
    curl_slist_free_all(rcpt);
    if (rc == CURLE_OK) return SENT;
    /* a relay that ran out the time is not asked again; one that said 5xx (a refused
       recipient, a refused login) would say it again */
    if (rc == CURLE_OPERATION_TIMEDOUT || status >= 500 || rc == CURLE_LOGIN_DENIED || rc == CURLE_USE_SSL_FAILED)
        return FAILED;
    return RETRY;
}

static void free_job(void *job_) {
    job *j = job_;
    if (j) free(j->message), free(j);
}

mail_sender *mail_sender_new(const mail_send_config *cfg, char *why, size_t cap) {
    if (strncmp(cfg->url, "smtps://", 8) && strncmp(cfg->url, "smtp://", 7))
        return snprintf(why, cap, "--smtp takes smtps://HOST[:PORT] or smtp://HOST[:PORT] (with STARTTLS)"), NULL;
    if (mail_address_problem(cfg->from)) return snprintf(why, cap, "the sender address %s: %s", cfg->from, mail_address_problem(cfg->from)), NULL;
    static int curl_ready;
    if (!curl_ready) { /* before any thread (push's sender does the same: it is counted) */
        if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return snprintf(why, cap, "libcurl does not start"), NULL;
        curl_ready = 1;
    }
    mail_sender *m = calloc(1, sizeof *m);
    if (!m) return snprintf(why, cap, "no memory"), NULL;
    snprintf(m->url, sizeof m->url, "%s", cfg->url);
    snprintf(m->from, sizeof m->from, "%s", cfg->from);
    snprintf(m->test_ca, sizeof m->test_ca, "%s", cfg->test_ca ? cfg->test_ca : "");
    if (cfg->secret && !mail_secret_ok(cfg->secret, m->user, sizeof m->user, m->password, sizeof m->password, why, cap))
        return free(m), NULL;
    sendq_config qc = {MAIL_SEND_THREADS, MAIL_SEND_QUEUE, MAIL_SEND_TRIES, {5000, 60000}, deliver, NULL, free_job, m};
    if (!(m->q = sendq_new(&qc))) {
        snprintf(why, cap, "cannot start the mail sender: %s", strerror(errno));
        mail_sender_free(m);
        return NULL;
    }
    return m;
}

void mail_sender_free(mail_sender *m) {
    if (!m) return;
    sendq_free(m->q); /* a mail in flight is cut */
    memset(m->password, 0, sizeof m->password);
    free(m);
}

int mail_sender_send(mail_sender *m, const char *to, const char *message, size_t len) {
    job *j = calloc(1, sizeof *j);
    int ok = j && strlen(to) <= MAIL_ADDRESS_MAX && (j->message = malloc(len)) != NULL;
    if (ok) {
        snprintf(j->to, sizeof j->to, "%s", to);
        memcpy(j->message, message, len);
        j->len = len;
        ok = sendq_add(m->q, j);
    }
    if (!ok) free_job(j);
    return ok;
}

void mail_sender_counts(mail_sender *m, mail_send_counts *out) {
    sendq_counts q;
    sendq_counts_get(m->q, &q);
    *out = (mail_send_counts){q.queued, q.outcome[SENT], q.retried, q.outcome[FAILED] + q.outcome[RETRY], q.full};
}
