type Level = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Keys whose values never reach the logs (passwords, tokens, identity numbers, card data, links with tokens). */
const SECRET_KEY =
  /pass(word)?|token|secret|authorization|cookie|identity_?number|card|cvc|iban|link|dsn|database_?url|smtp_?url/i;

/**
 * A failed query's error message lists its parameters (Drizzle: "Failed query: …\nparams: …"), and a database
 * error's detail quotes the offending value ("Key (email)=(…) already exists"): personal data either way.
 * What is kept: the SQL text (placeholders only), the error's name, code and the database's own message.
 */
const QUERY_PARAMS = /\nparams:[\s\S]*$/;

function withoutParams(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  // The stack repeats the message: cut the parameters there too, keep the frames.
  const frames = text.indexOf("\n    at ");
  if (frames === -1) return text.replace(QUERY_PARAMS, "");
  return text.slice(0, frames).replace(QUERY_PARAMS, "") + text.slice(frames);
}

function describeError(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: withoutParams(error.message),
    ...(typeof code === "string" ? { code } : {}),
    stack: withoutParams(error.stack),
    ...(error.cause instanceof Error && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return describeError(value, 0);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1),
    ]),
  );
}

export type Logger = {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
};

/** A small structured logger (one JSON line per event) with secret redaction. */
export function createLogger(
  level: Level = "info",
  sink: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const at = (lvl: Exclude<Level, "silent">) => (msg: string, data?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    sink(
      JSON.stringify({
        t: new Date().toISOString(),
        level: lvl,
        msg,
        ...(data ? (redact(data) as object) : {}),
      }),
    );
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
