// Writes server/db/migrations/0021_job_queue.sql: pg-boss's own schema (its construction plan
// for the installed version) as drizzle statements, plus one queue per job we run. The queue's
// tables then exist wherever our migrations ran — every test database too — so queueing a job
// never depends on a worker having started first. Run again (and add a migration) when pg-boss
// is upgraded or a job is added: `node scripts/db/write-job-queue-migration.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PgBoss = require('pg-boss');

/** Our queues: name and options, as server/jobs and the job definitions name them. */
const queues = [
  [
    'chat.missed-messages-email',
    { policy: 'standard', retryLimit: 5, retryDelay: 60, retryBackoff: true },
  ],
  ['notifications.push', { policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true }],
  [
    'packages.notify-ending',
    { policy: 'standard', retryLimit: 3, retryDelay: 300, retryBackoff: true },
  ],
  [
    'housekeeping.prune',
    { policy: 'standard', retryLimit: 3, retryDelay: 300, retryBackoff: true },
  ],
];

/** Splits SQL on `;` outside quotes and `$$` bodies. */
function statementsOf(script) {
  const statements = [];
  let current = '';
  let inDollar = false;
  let inQuote = false;
  for (let i = 0; i < script.length; i += 1) {
    const char = script[i];
    if (!inQuote && script.startsWith('$$', i)) {
      inDollar = !inDollar;
      current += '$$';
      i += 1;
      continue;
    }
    if (!inDollar && char === "'") inQuote = !inQuote;
    if (char === ';' && !inDollar && !inQuote) {
      statements.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) statements.push(current.trim());
  return statements.filter(Boolean);
}

// The migrator runs each migration in its own transaction: pg-boss's BEGIN/COMMIT, its SET
// LOCALs and its advisory lock are left out.
const construction = statementsOf(PgBoss.getConstructionPlans('pgboss')).filter(
  (statement) => !/^(BEGIN|COMMIT|SET LOCAL|SELECT pg_advisory_xact_lock)/i.test(statement),
);
const queueStatements = queues.map(
  ([name, options]) => `SELECT pgboss.create_queue('${name}', '${JSON.stringify(options)}')`,
);
const header = `-- pg-boss ${require('pg-boss/package.json').version}'s schema and our queues, written by scripts/db/write-job-queue-migration.mjs.\n`;
const target = path.join(process.cwd(), 'server', 'db', 'migrations', '0021_job_queue.sql');
fs.writeFileSync(
  target,
  header +
    [...construction, ...queueStatements].map((s) => `${s};`).join('\n--> statement-breakpoint\n') +
    '\n',
);
console.log(`wrote ${target}: ${construction.length + queueStatements.length} statements`);
