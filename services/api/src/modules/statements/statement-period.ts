/** A statement's period: whole UTC days, `start` to `end` both included, as YYYY-MM-DD. */
export interface StatementPeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** The first instant of a UTC day. */
export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The instants the period's postings fall in: [from, to). */
export function periodInstants(period: StatementPeriod): { from: Date; to: Date } {
  return {
    from: startOfDay(period.start),
    to: new Date(startOfDay(period.end).getTime() + DAY_MS),
  };
}

export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The calendar month (UTC) that holds `instant`. */
export function monthOf(instant: Date): StatementPeriod {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth();
  return {
    start: isoDay(new Date(Date.UTC(year, month, 1))),
    end: isoDay(new Date(Date.UTC(year, month + 1, 0))),
  };
}

/** The month after the one that holds `instant`. */
export function nextMonth(period: StatementPeriod): StatementPeriod {
  return monthOf(new Date(startOfDay(period.end).getTime() + DAY_MS));
}

/** The last month that has ended by `instant`. */
export function lastEndedMonth(instant: Date): StatementPeriod {
  return monthOf(new Date(startOfDay(monthOf(instant).start).getTime() - DAY_MS));
}
