import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/** The logging methods, each passed to the child as it is. */
const LINE_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LineMethod = (typeof LINE_METHODS)[number];

/**
 * A request's logger that becomes pino's child logger (the request id bound) only when the request
 * writes a line. Fastify makes that child for every request before routing; answer saves run
 * thousands of times a second and write no line when they go well (request-log.ts), and making the
 * child cost about 2 % of a save's CPU. A line that is written is the same line, with the same
 * bindings and level, as the eager child would have written.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

// The line methods go on the prototype, once, each calling the child's own.
const lineMethods = LazyRequestLogger.prototype as unknown as Record<
  LineMethod,
  (...line: unknown[]) => void
>;
for (const method of LINE_METHODS) {
  lineMethods[method] = function (this: LazyRequestLogger, ...args: unknown[]) {
    (this.logger()[method] as (...line: unknown[]) => void)(...args);
  };
}

/** Fastify's childLoggerFactory: every request's logger, made lazily. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
