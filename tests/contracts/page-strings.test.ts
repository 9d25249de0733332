import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import english from '@/locales/en.json';
import {
  pageNamespaces,
  shellNamespaces,
  stringsForPage,
  type PageStrings,
} from '@/contracts/page-strings';

const root = path.resolve(__dirname, '../..');
const namespaces = new Set(Object.keys(english).map((key) => key.split('.')[0] ?? ''));

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function namespaceOf(text: string): string | null {
  const match = /^([a-z_]+)\./.exec(text);
  return match?.[1] && namespaces.has(match[1]) ? match[1] : null;
}

/**
 * The namespaces the code reachable from `entry` uses: every string or template literal that
 * starts like a translation key, in every module it imports (statically or on demand), except
 * server code (which a page's browser side never runs).
 */
function namespacesUsedFrom(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const pending = [path.join(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file) || file.includes(`${path.sep}server${path.sep}`)) {
      continue;
    }
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      const specifier =
        (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
        ts.isExportDeclaration(node)
          ? node.moduleSpecifier
          : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
            ? node.arguments[0]
            : undefined;
      if (specifier && ts.isStringLiteral(specifier)) {
        const resolved = resolveImport(file, specifier.text);
        if (resolved) pending.push(resolved);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const namespace = namespaceOf(node.text);
        if (namespace) used.add(namespace);
      } else if (ts.isTemplateExpression(node)) {
        const namespace = namespaceOf(node.head.text);
        if (namespace) used.add(namespace);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

const pagesOfType: Record<PageStrings, readonly string[]> = {
  home: ['pages/index.tsx'],
  propertyList: ['pages/properties/index.tsx'],
  propertyDetail: ['pages/properties-details/[slug].tsx'],
  projectList: ['pages/projects/index.tsx'],
  projectDetail: ['pages/project-details/[slug].tsx'],
  mortgageCalculator: ['pages/mortgage-calculator.tsx'],
  faqs: ['pages/faqs.tsx'],
  articleList: ['pages/articles/index.tsx'],
  articleDetail: ['pages/articles/[slug].tsx'],
  siteText: ['pages/about-us.tsx', 'pages/privacy-policy.tsx', 'pages/terms-and-conditions.tsx'],
  areaConverter: ['pages/area-converter.tsx'],
  agentList: ['pages/agents/index.tsx'],
  agentDetail: ['pages/agents/[slug].tsx'],
  contact: ['pages/contact-us.tsx'],
  errorPage: ['pages/404.tsx', 'pages/500.tsx'],
};

describe('the strings a page carries', () => {
  it('covers what the app around every page shows with the shell', () => {
    const shell = new Set<string>(shellNamespaces);
    expect([...namespacesUsedFrom('pages/_app.tsx')].filter((used) => !shell.has(used))).toEqual(
      [],
    );
  });

  it.each(Object.entries(pagesOfType))(
    "lists every namespace the %s page's components use",
    (type, files) => {
      const declared = new Set<string>([
        ...shellNamespaces,
        ...pageNamespaces[type as PageStrings],
      ]);
      for (const file of files) {
        const missing = [...namespacesUsedFrom(file)].filter((used) => !declared.has(used));
        expect({ file, missing }).toEqual({ file, missing: [] });
      }
    },
  );

  it("keeps the page's namespaces and the shell's, and everything for a page without a type", () => {
    const translations = {
      'nav.home': 'Home',
      'home.hero.title': 'Find a home',
      'listing_form.title': 'Add a property',
    };
    expect(stringsForPage(translations, 'home')).toEqual({
      'nav.home': 'Home',
      'home.hero.title': 'Find a home',
    });
    expect(stringsForPage(translations, undefined)).toEqual(translations);
  });

  it('picks the strings once per language file and page type, and shares them read-only', () => {
    const translations = { 'nav.home': 'Home', 'home.hero.title': 'Find a home' };
    const home = stringsForPage(translations, 'home');
    expect(stringsForPage(translations, 'home')).toBe(home);
    expect(Object.isFrozen(home)).toBe(true);
    expect(stringsForPage(translations, 'faqs')).toEqual({ 'nav.home': 'Home' });

    // A changed language file is a new object: its strings are picked again.
    const changed = { ...translations, 'home.hero.title': 'Find your home' };
    expect(stringsForPage(changed, 'home')).toEqual({
      'nav.home': 'Home',
      'home.hero.title': 'Find your home',
    });
    expect(stringsForPage(translations, 'home')).toBe(home);
  });
});
