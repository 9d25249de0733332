import fs from 'node:fs';
import path from 'node:path';

/** Every `validation.*` key written in a file of contracts/ (the schemas' messages). */
export function keysNamedInContracts(): string[] {
  const folder = path.join(process.cwd(), 'contracts');
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' });
  const keys = files
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      return [...source.matchAll(/'(validation\.[\w.]+)'/g)].map((match) => match[1] ?? '');
    });
  return [...new Set(keys)];
}
