// The benchmark's options: `--name value` (or `--name=value`) arguments, else BENCH_* variables,
// else the defaults. DATABASE_URL chooses PostgreSQL (a separate hearth_bench database on that
// server); without it, PGlite in .bench-data/.

const definitions = {
  listings: { env: 'BENCH_LISTINGS', fallback: 100_000, min: 0, max: 1_000_000 },
  connections: { env: 'BENCH_CONNECTIONS', fallback: 20, min: 1, max: 1000 },
  duration: { env: 'BENCH_DURATION', fallback: 10, min: 1, max: 600 },
  warmup: { env: 'BENCH_WARMUP', fallback: 2, min: 0, max: 60 },
  port: { env: 'BENCH_PORT', fallback: 3300, min: 1024, max: 65_000 },
};

export const usage = `Usage: npm run bench -- [options]
  --listings N      generated listings (default 100000, at most 1000000)
  --connections C   concurrent connections per target (default 20)
  --duration S      seconds of load per target (default 10)
  --warmup S        seconds of unrecorded load per target before it (default 2)
  --port P          first port to try for the server (default 3300)
  --city NAME       the city of the list and API targets (default: the one with most listings)
Each option can also come from BENCH_LISTINGS, BENCH_CONNECTIONS, … BENCH_CITY.
DATABASE_URL set: PostgreSQL, in a database hearth_bench created (and dropped first) on that
server; otherwise PGlite in .bench-data/.`;

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
    } else {
      values.set(name, argv[index + 1] ?? '');
      index += 1;
    }
  }
  return values;
}

export function parseBenchOptions(argv, env) {
  const values = readArguments(argv);
  if (values.has('help')) return { help: true };
  const known = new Set([...Object.keys(definitions), 'city']);
  for (const name of values.keys()) {
    if (!known.has(name)) throw new Error(`Unknown option --${name}.`);
  }
  const options = { help: false };
  for (const [name, { env: variable, fallback, min, max }] of Object.entries(definitions)) {
    const raw = values.get(name) ?? env[variable];
    const value = raw === undefined || raw === '' ? fallback : Number(raw.replace(/_/g, ''));
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
    }
    options[name] = value;
  }
  options.city = values.get('city') || env.BENCH_CITY || null;
  options.databaseUrl = env.DATABASE_URL?.trim() || null;
  return options;
}
