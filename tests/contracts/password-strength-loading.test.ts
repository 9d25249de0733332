import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '@/contracts/requests/password-strength';

const root = path.resolve(__dirname, '../..');

/** The project files a file imports statically (`import … from`; not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gms),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [`package:${specifier}`];
    const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
    return candidates.filter((candidate) => fs.existsSync(candidate));
  });
}

/** Everything a page pulls in statically, project files and package names. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith('package:')) queue.push(...staticImports(file));
  }
  return seen;
}

describe('the password strength check', () => {
  it('refuses the guessable passwords of issue 11 and accepts a passphrase', () => {
    for (const password of ['123456', 'aaaaaaa', 'password1']) {
      expect(checkPasswordStrength(password).isStrong, password).toBe(false);
    }
    expect(checkPasswordStrength('quiet-harbour-17').isStrong).toBe(true);
  });

  it.each(['pages/properties/index.tsx', 'pages/properties-details/[slug].tsx', 'pages/index.tsx'])(
    'stays out of %s: neither the account schemas nor zxcvbn are imported',
    (page) => {
      const graph = [...staticGraph(page)];
      expect(graph.length).toBeGreaterThan(20);
      expect(graph.filter((file) => file.includes('account-requests'))).toEqual([]);
      expect(
        graph.filter((file) => file.includes('zxcvbn') || file.includes('password-strength')),
      ).toEqual([]);
    },
  );

  it('reaches the account schemas only through a dynamic import', () => {
    const graph = [...staticGraph('pages/register.tsx')];
    expect(graph.some((file) => file.endsWith('account-requests.ts'))).toBe(true);
    expect(
      graph.some((file) => file.includes('zxcvbn') || file.includes('password-strength')),
    ).toBe(false);
  });
});
