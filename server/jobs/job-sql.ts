import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';

/** What pg-boss runs its SQL through (its `db` option): text with `$n` placeholders. */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A client that runs several statements in one string (PGlite's `exec`, pg's simple query). */
interface ScriptClient {
  exec?(script: string): Promise<unknown>;
  query(script: string): Promise<unknown>;
}

/**
 * pg-boss's SQL run on our database — the process's pool or PGlite, or a transaction, so a job
 * queued inside one is stored with it (or not at all). Statements with values go through
 * drizzle, each `$n` becoming a bound parameter; pg-boss's set-up scripts (several statements,
 * no values) go to the driver's multi-statement call, which a prepared statement cannot run.
 */
export function jobSqlOn(db: Database): JobSql {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const client = (db as unknown as { $client?: ScriptClient }).$client;
        if (client && /;\s*\S/.test(text)) {
          if (client.exec) await client.exec(text);
          else await client.query(text);
          return { rows: [] };
        }
      }
      const result = (await db.execute(boundStatement(text, values ?? []))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return { rows: result.rows };
    },
  };
}

/** `select $1::int + $2` → drizzle SQL with the values bound, in the order they appear. */
function boundStatement(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(parameterOf(values[Number(match[1]) - 1]))}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Values as both drivers bind them alike: objects as JSON, dates as ISO text, arrays (pg-boss
 * passes ids as `$2::uuid[]`) as an array literal.
 */
function parameterOf(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value.map((item) => JSON.stringify(String(item))).join(',')}}`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}
