/* The real server as the network tests start it: a child running argv (argv[0] the binary,
   NULL after the last), its standard output read for the "port N" it prints when it
   listens, its standard error appended to `log` (NULL: left as it is), its files limited to
   file_limit bytes (0: as they are: net_store_restart's full disk). Static, for one
   program each. */
#ifndef CIT_TESTS_NET_SERVER_PROC_H
#define CIT_TESTS_NET_SERVER_PROC_H

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

/* The port the server listens on, its process in *pid; -1 when it printed none (its end is
   the caller's to wait for: a test of a refused start reads its exit status). */
static inline int server_proc_start(const char *const *argv, const char *log, long file_limit, pid_t *pid) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    *pid = fork();
    if (*pid < 0) {
        close(fds[0]), close(fds[1]);
        return -1;
    }
    if (*pid == 0) {
        if (file_limit) {
            struct rlimit lim;
            getrlimit(RLIMIT_FSIZE, &lim);
            lim.rlim_cur = (rlim_t)file_limit;
            setrlimit(RLIMIT_FSIZE, &lim);
        }
        dup2(fds[1], 1);
        close(fds[0]);
        FILE *f = log ? fopen(log, "a") : NULL;
        if (f) dup2(fileno(f), 2);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    int port = -1;
    if (!f || fscanf(f, "port %d", &port) != 1) port = -1;
    if (f) fclose(f);
    return port;
}

/* The server's log lines holding `what` ("closed a connection", "refused"), on standard
   error: what a failed test shows of the server's side. */
static inline void server_proc_show_log(const char *log, const char *what) {
    FILE *f = fopen(log, "r");
    char line[512];
    while (f && fgets(line, sizeof line, f))
        if (strstr(line, what)) fprintf(stderr, "  server: %s", line);
    if (f) fclose(f);
}

#endif
