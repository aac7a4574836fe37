import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { redactSecrets } from './redact-secrets';

/** Never written to a log, wherever they appear in a logged object (up to three levels deep). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'secret',
  'apiKey',
  'api_key',
  'apiToken',
  'clientSecret',
  'webhookSecret',
  'webhookToken',
  'webhookPassword',
  'hmacSecret',
  'secrets',
  'credentials',
  'x-server-authorization-hmac-sha256',
  'wolt-api-key',
  'wolt-signature',
  'jwtSecret',
];

const SECRET_KEY_SET: ReadonlySet<string> = new Set(SECRET_KEYS);

interface RequestLogFields {
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request line as `req-7 GET /api/orders 200 in 12 ms from 10.0.0.5`; other lines keep their message. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const { reqId, req, res, responseTime } = log as RequestLogFields;
  const message = String(log[messageKey] ?? '');
  const parts: string[] = reqId ? [reqId] : [];
  if (req) parts.push(`${req.method} ${req.url}`);
  if (res) parts.push(`${res.statusCode} in ${Math.round(responseTime ?? 0)} ms`);
  if (req?.remoteAddress) parts.push(`from ${req.remoteAddress}`);
  if (!req && !res) parts.push(message);
  return parts.join(' ');
}

export interface LogSettings {
  level: string;
  /** `pretty`, `json`, or undefined: pretty when the output is a terminal. */
  format: 'pretty' | 'json' | undefined;
}

export function wantsPrettyLogs(
  format: LogSettings['format'],
  isTty = Boolean(process.stdout.isTTY),
): boolean {
  return format ? format === 'pretty' : isTty;
}

/**
 * The process logger: one JSON object a line for machines (the default when the output is not a
 * terminal, or with LOG_FORMAT=json), readable coloured lines for a person on a terminal. Formatting
 * happens in this thread, so nothing needs resolving from a bundle at run time.
 */
export function createLogger(settings: LogSettings, destination?: NodeJS.WritableStream): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    formatters: { log: (object) => redactSecrets(object, SECRET_KEY_SET) },
  };
  const logger = wantsPrettyLogs(settings.format)
    ? pino(
        options,
        pretty({
          colorize: destination === undefined && Boolean(process.stdout.isTTY),
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname,req,res,responseTime,reqId',
          messageFormat: readableMessage,
          singleLine: true,
          ...(destination ? { destination } : {}),
        }),
      )
    : pino(options, destination ?? process.stdout);
  return withRedactedChildBindings(logger);
}

/**
 * A child logger's bindings (Fastify's per request, for one) pass the same redaction: pino applies
 * the bindings formatter to the root's bindings only. Children inherit the method from the root.
 */
function withRedactedChildBindings(logger: Logger): Logger {
  const child = logger.child;
  logger.child = function (this: Logger, bindings, childOptions) {
    return child.call(this, redactSecrets(bindings, SECRET_KEY_SET), childOptions);
  } as Logger['child'];
  return logger;
}
