/* A player's absence (docs/protocol.md "Absence"): up to NET_AWAY_DAYS_A_YEAR days a
   calendar year during which the clocks of their seats at correspondence tables stand still
   and the server's computer never moves for them. The rules as plain functions: the days an
   absence is charged, the year they count in, and a pending move's deadline once the
   absences that fell inside its time are added. The host and the server use them; the
   store keeps the absences (net/store.h). */
#ifndef CIT_NET_ABSENCE_H
#define CIT_NET_ABSENCE_H

#define NET_AWAY_DAYS_A_YEAR 30   /* a month: a long holiday, or two, and a hospital stay */
#define NET_AWAY_CHANGES_A_DAY 4  /* absences a player declares in 24 hours (each end is one's) */
#define NET_DAY_S 86400LL

/* One absence: from `began` to `until` (seconds since 1970; until is its planned end while
   it runs, the moment it ended once ended early). */
typedef struct {
    long long began, until;
} net_absence;

/* The calendar year (UTC) of a moment: the year an absence's days count in is its start's. */
int net_absence_year(long long t);
/* The moment the calendar year `year` begins (UTC). */
long long net_absence_year_start(int year);
/* The year, month (1-12) and day of a moment (UTC), for the words "away until 12 Dec". */
void net_absence_date(long long t, int *year, int *month, int *day);
/* The days an absence from began to ended is charged: each day begun, at least one. */
int net_absence_days(long long began, long long ended);
/* A pending move's deadline with its player's absences added: each absence that began
   before the deadline (as the earlier ones moved it) and ended after the decision began
   (deadline - days) moves it on by the time it took from the decision's clock. `a` in the
   order they began. *away_until: the end of an absence running at `now` (0: none): the
   move is then not late, whatever the deadline. */
long long net_absence_deadline(long long deadline, int days, const net_absence *a, int n, long long now,
                               long long *away_until);

#endif
