import type { LoggerService } from '@nestjs/common';

import type { LogFormat } from '../../config/app-config';
import { writeLogLine } from './log-shape';

const LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];
const THRESHOLD: Record<string, number> = { trace: 0, debug: 1, info: 2, warn: 3, error: 4, fatal: 5, silent: 99 };
/** Nest's start-up chatter (one line per module and about 150 per route): debug, so a start says what matters in a few lines. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * Nest's logger as one object per line in the shape of the request logs (log-shape.ts): JSON, so every line can be parsed,
 * or the same fields as a readable line (LOG_FORMAT=pretty).
 */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;

  constructor(
    level: string,
    private readonly format: LogFormat = 'json',
  ) {
    this.threshold = THRESHOLD[level] ?? 2;
  }

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    this.write(typeof context === 'string' && START_UP_CONTEXTS.has(context) ? 'debug' : 'log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (LEVELS.indexOf(level) < this.threshold) return;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const fields = typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : { msg: String(message) };
    const line = { level: level === 'log' ? 'info' : level, time: new Date().toISOString(), ...fields, ...(context ? { context } : {}) };
    writeLogLine(line, this.format);
  }
}
