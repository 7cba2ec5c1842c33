/* A player's absence (absence.h): the calendar and the clock's arithmetic, no state. The
   calendar is computed, not asked of the C library: gmtime_r is not on every platform the
   net library is built for, and the days since 1970 give the date exactly. */
#include <stddef.h>

#include "absence.h"

/* Days since 1970-01-01 of a civil date (the proleptic Gregorian calendar). */
static long long days_from_civil(long long y, int m, int d) {
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400;
    long long yoe = y - era * 400;
    long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void net_absence_date(long long t, int *year, int *month, int *day) {
    long long z = (t >= 0 ? t : t - (NET_DAY_S - 1)) / NET_DAY_S + 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    int d = (int)(doy - (153 * mp + 2) / 5 + 1), m = (int)(mp < 10 ? mp + 3 : mp - 9);
    if (year) *year = (int)(yoe + era * 400 + (m <= 2));
    if (month) *month = m;
    if (day) *day = d;
}

int net_absence_year(long long t) {
    int y = 0;
    net_absence_date(t, &y, NULL, NULL);
    return y;
}

long long net_absence_year_start(int year) { return days_from_civil(year, 1, 1) * NET_DAY_S; }

int net_absence_days(long long began, long long ended) {
    long long s = ended - began, days = (s + NET_DAY_S - 1) / NET_DAY_S;
    return days < 1 ? 1 : days > 366 ? 366 : (int)days;
}

long long net_absence_deadline(long long deadline, int days, const net_absence *a, int n, long long now,
                               long long *away_until) {
    long long began = deadline - (long long)days * NET_DAY_S, d = deadline;
    *away_until = 0;
    for (int i = 0; i < n; i++) {
        if (a[i].began <= now && now < a[i].until && a[i].until > *away_until) *away_until = a[i].until;
        if (!deadline || a[i].until <= began || a[i].began >= d) continue; /* outside the decision's time */
        d += a[i].until - (a[i].began > began ? a[i].began : began);
    }
    return d;
}
