import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** Fastify's logger is pino, which knows its levels' values (silent: Infinity). */
type PinoLogger = FastifyBaseLogger & { levels: { values: Record<string, number> } };
type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger that becomes a pino child only when it first writes a line. Fastify makes a
 * child per request (its id), and the access guard another (who made it); at the levels production
 * runs at (warn and above) most requests write no line, yet the two children cost a few
 * microseconds of CPU on every request. A line it does write is the one the children would have
 * written: the root logger's child with every binding, at the same level.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;
  private childLevel: string;

  /** `level` '' (what Fastify gives a route without a log level of its own) means the root's level. */
  constructor(
    private readonly root: PinoLogger,
    private readonly bindings: Record<string, unknown>,
    level: string,
  ) {
    this.childLevel = level || root.level;
  }

  get level(): string {
    return this.made?.level ?? this.childLevel;
  }

  set level(level: string) {
    this.childLevel = level;
    if (this.made) this.made.level = level;
  }

  /** Another lazy child with these bindings added (options other than a level need the real child). */
  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    const { level, ...rest } = options ?? {};
    if (this.made || Object.keys(rest).length > 0) return this.real().child(bindings, options);
    return new LazyChildLogger(this.root, { ...this.bindings, ...bindings }, level ?? this.level);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {
    // writes nothing, as pino's silent does
  }

  /** Nothing below the level; otherwise the line goes through the real child. */
  private write(method: LogMethod, args: unknown[]): void {
    if (!this.writes(method)) return;
    const real = this.real();
    (real[method] as (...line: unknown[]) => void).apply(real, args);
  }

  private writes(method: LogMethod): boolean {
    const values = this.root.levels.values;
    return (values[method] ?? 0) >= (values[this.level] ?? 0);
  }

  private real(): FastifyBaseLogger {
    this.made ??= this.root.child(this.bindings, { level: this.childLevel });
    return this.made;
  }
}

/**
 * Fastify's childLoggerFactory: each request's logger is a LazyChildLogger (a route's own log
 * serializers, which this API does not use, get the real child at once).
 */
export const lazyChildLoggers: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const { level, ...rest } = options;
  if (Object.keys(rest).length > 0) return logger.child(bindings, options);
  return new LazyChildLogger(logger as PinoLogger, bindings, level ?? '');
};
