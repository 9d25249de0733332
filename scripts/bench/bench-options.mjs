// The benchmark's options: `--name value` (or `--name=value`) arguments, else BENCH_* variables,
// else the defaults. DATABASE_URL chooses PostgreSQL (a separate bench database on that
// server); without it, PGlite in .bench-data/.

const numbers = {
  listings: { env: 'BENCH_LISTINGS', fallback: 100_000, min: 0, max: 1_000_000 },
  connections: { env: 'BENCH_CONNECTIONS', fallback: 20, min: 1, max: 1000 },
  duration: { env: 'BENCH_DURATION', fallback: 10, min: 1, max: 600 },
  warmup: { env: 'BENCH_WARMUP', fallback: 2, min: 0, max: 60 },
  port: { env: 'BENCH_PORT', fallback: 3300, min: 1024, max: 65_000 },
  seed: { env: 'BENCH_SEED', fallback: 20_260_101, min: 0, max: 2 ** 31 - 1 },
  streams: { env: 'BENCH_STREAMS', fallback: 5000, min: 1, max: 100_000 },
  'message-rate': { env: 'BENCH_MESSAGE_RATE', fallback: 200, min: 1, max: 10_000 },
};
const texts = {
  city: { env: 'BENCH_CITY', fallback: null },
  rows: { env: 'BENCH_ROWS', fallback: null },
  database: { env: 'BENCH_DATABASE', fallback: 'hearth_bench' },
};
const flags = {
  reuse: { env: 'BENCH_REUSE' },
  profile: { env: 'BENCH_PROFILE' },
};

export const usage = `Usage: npm run bench -- [options]
  --listings N      generated listings (default 100000, at most 1000000)
  --connections C   concurrent connections per row (default 20)
  --duration S      seconds of load per row (default 10)
  --warmup S        seconds of unrecorded load per row before it (default 2)
  --port P          first port to try for the server (default 3300)
  --rows LIST       only these rows: keys or prefixes, comma-separated, e.g.
                    --rows api-filters,list-filters or --rows api- (default: every row;
                    --rows help lists them)
  --seed N          the random traffic's seed (default 20260101): same seed, same requests
  --streams N       live streams the realtime row opens on one instance (default 5000)
  --message-rate R  chat messages a second the realtime row sends (default 200)
  --database NAME   the PostgreSQL database to (re)create (default hearth_bench)
  --reuse           keep the database seeded by the last run of the same size (no seeding)
  --profile         write the server's CPU profile to bench-results/ and print its top frames
  --city NAME       the city of the single-URL rows (default: the one with most listings)
Each option can also come from BENCH_LISTINGS, BENCH_CONNECTIONS, … BENCH_ROWS, BENCH_REUSE=1.
DATABASE_URL set: PostgreSQL, in the database --database created (and dropped first) on that
server; otherwise PGlite in .bench-data/. The realtime row needs DATABASE_URL (it makes a
throwaway database there) and REDIS_URL for its two-instance half; --rows realtime runs it
alone, without seeding the listings.`;

function readArguments(argv) {
  const values = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') {
      values.set('help', 'true');
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    if (!match) throw new Error(`Unknown argument "${argument}".`);
    const [, name, inline] = match;
    if (inline !== undefined) {
      values.set(name, inline);
    } else if (name in flags) {
      values.set(name, 'true');
    } else {
      values.set(name, argv[index + 1] ?? '');
      index += 1;
    }
  }
  return values;
}

const isOn = (raw) => raw !== undefined && !['', '0', 'false', 'no', 'off'].includes(raw);

export function parseBenchOptions(argv, env) {
  const values = readArguments(argv);
  if (values.has('help')) return { help: true };
  const known = new Set([...Object.keys(numbers), ...Object.keys(texts), ...Object.keys(flags)]);
  for (const name of values.keys()) {
    if (!known.has(name)) throw new Error(`Unknown option --${name}.`);
  }
  const options = { help: false };
  for (const [name, { env: variable, fallback, min, max }] of Object.entries(numbers)) {
    const raw = values.get(name) ?? env[variable];
    const value = raw === undefined || raw === '' ? fallback : Number(raw.replace(/_/g, ''));
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
    }
    options[name] = value;
  }
  for (const [name, { env: variable, fallback }] of Object.entries(texts)) {
    options[name] = values.get(name) || env[variable] || fallback;
  }
  for (const [name, { env: variable }] of Object.entries(flags)) {
    options[name] = isOn(values.get(name) ?? env[variable]);
  }
  options.databaseUrl = env.DATABASE_URL?.trim() || null;
  return options;
}

/**
 * The rows `--rows` asks for (all without it): each item of the list is a row's key or the
 * start of keys. An item that names no row is an error that lists the rows.
 */
export function selectRows(rows, wanted) {
  if (!wanted) return rows;
  const items = wanted
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = items.filter((item) => !rows.some((row) => row.key.startsWith(item)));
  if (unknown.length > 0 || items.length === 0) {
    const list = rows.map((row) => `  ${row.key.padEnd(24)} ${row.label}`).join('\n');
    const asked = wanted === 'help' ? '' : `no row is called ${unknown.join(', ')}. `;
    throw new Error(`--rows ${wanted}: ${asked}Rows:\n${list}`);
  }
  return rows.filter((row) => items.some((item) => row.key.startsWith(item)));
}
