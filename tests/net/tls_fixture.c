/* The TLS test programs' shared folder, certificates, server and sockets (tls_fixture.h). */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tls_fixture.h"

char tmp[256], ca[300];

int sh(const char *fmt, ...) {
    char cmd[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    return system(cmd);
}

void path_of(char *out, size_t cap, const char *name) { snprintf(out, cap, "%s/%s", tmp, name); }

#define EC_KEY_OPTS "-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes"

int tls_fixture_begin(const char *prefix) {
    snprintf(tmp, sizeof tmp, "/tmp/%s.XXXXXX", prefix);
    if (!mkdtemp(tmp)) return 0;
    path_of(ca, sizeof ca, "ca.pem");
    return sh("cd '%s' && mkdir www && printf '<!doctype html><title>Citadela</title>\\n' >www/index.html && openssl req -x509 " EC_KEY_OPTS " -keyout ca.key -out ca.pem -days 2 "
              "-subj '/CN=Citadela test authority' -addext basicConstraints=critical,CA:TRUE "
              "-addext keyUsage=critical,keyCertSign,cRLSign 2>/dev/null",
              tmp) == 0;
}

void tls_fixture_end(int failed) {
    if (!failed && sh("rm -rf '%s'", tmp) != 0) fprintf(stderr, "%s left behind\n", tmp);
}

int make_cert_of(const char *name, const char *key) {
    char opts[128];
    if (!strcmp(key, "ec")) snprintf(opts, sizeof opts, "%s", EC_KEY_OPTS);
    else snprintf(opts, sizeof opts, "-newkey %s -nodes", key);
    return sh("cd '%s' && n=%s && printf 'subjectAltName=DNS:%%s\\n' $n >ext.cnf && "
              "openssl req %s -keyout $n.key -out $n.csr -subj /CN=$n 2>/dev/null && "
              "openssl x509 -req -in $n.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 2 -extfile ext.cnf "
              "-out leaf.pem 2>/dev/null && cat leaf.pem ca.pem >$n.pem",
              tmp, name, opts);
}
int make_cert(const char *name) { return make_cert_of(name, "ec"); }

pid_t start_server_with(const char *bin, const char *cert, const char *key, const char *log, int *port_out,
                        const char *const *extra) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        int lf = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (lf >= 0) dup2(lf, 2);
        char state[300], www[300];
        path_of(state, sizeof state, "state");
        path_of(www, sizeof www, "www");
        const char *argv[40];
        int n = 0;
        const char *base[] = {bin, "--port", "0", "--addr", "127.0.0.1", "--dir", state, "--join-delay", "0"};
        for (size_t i = 0; i < sizeof base / sizeof *base; i++) argv[n++] = base[i];
        if (cert) {
            const char *tls[] = {"--web", www, "--tls-cert", cert, "--tls-key", key};
            for (size_t i = 0; i < sizeof tls / sizeof *tls; i++) argv[n++] = tls[i];
        }
        for (int i = 0; extra && extra[i] && n < 39; i++) argv[n++] = extra[i];
        argv[n] = NULL;
        execv(bin, (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    if (!f || fscanf(f, "port %d", port_out) != 1) *port_out = -1;
    if (f) fclose(f);
    return pid;
}

int stop_server(pid_t pid) {
    int status = 0;
    kill(pid, SIGTERM);
    waitpid(pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int log_count(const char *log, const char *what) {
    FILE *f = fopen(log, "r");
    char line[1024];
    int found = 0;
    while (f && fgets(line, sizeof line, f)) found += strstr(line, what) != NULL;
    if (f) fclose(f);
    return found;
}
int log_has(const char *log, const char *what) { return log_count(log, what) > 0; }

int dial_from(int port, const char *from) {
    struct sockaddr_in me = {0}, to = {0};
    me.sin_family = to.sin_family = AF_INET;
    inet_pton(AF_INET, from, &me.sin_addr);
    inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    to.sin_port = htons((uint16_t)port);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0 || bind(fd, (struct sockaddr *)&me, sizeof me) != 0 || connect(fd, (struct sockaddr *)&to, sizeof to) != 0) {
        if (fd >= 0) close(fd);
        return -1;
    }
    struct timeval tv = {3, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    return fd;
}

size_t read_all(int fd, char *buf, size_t cap) {
    size_t n = 0;
    while (n + 1 < cap) {
        ssize_t k = recv(fd, buf + n, cap - 1 - n, 0);
        if (k <= 0) break;
        n += (size_t)k;
    }
    buf[n] = 0;
    return n;
}
