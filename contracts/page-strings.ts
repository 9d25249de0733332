/**
 * Which translation strings a page's props carry: the namespaces (a key's first segment,
 * 'property_list' in 'property_list.count.other') of what the page shows. The shell's (header,
 * footer, account menu, error toasts) go with every page; a page type listed below adds its own,
 * and any other page gets every string. tests/contracts/page-strings.test.ts reads each listed
 * page's components, the code they load on demand included, and fails when a namespace they use
 * is missing here.
 */
export const shellNamespaces = [
  'nav',
  'footer',
  'common',
  'errors',
  'account',
  'moderation',
  'language',
  // The header's bell: its labels and the sentence of each type (notifications.types.*).
  'notifications',
] as const;

export const pageNamespaces = {
  home: ['home', 'property', 'project_list'],
  propertyList: ['property_list', 'property', 'map', 'pagination'],
  propertyDetail: ['property', 'listing_detail', 'map', 'validation', 'chat_start'],
  projectList: ['project_list', 'property', 'pagination'],
  projectDetail: [
    'project_list',
    'project_detail',
    'listing_detail',
    'property',
    'map',
    'validation',
    'packages',
  ],
  mortgageCalculator: ['mortgage', 'validation'],
  faqs: ['faqs'],
  articleList: ['articles', 'pagination'],
  articleDetail: ['articles'],
  siteText: ['site_text'],
  areaConverter: ['area'],
  agentList: ['agents', 'pagination'],
  agentDetail: ['agents', 'property', 'project_list', 'pagination'],
  contact: ['contact', 'validation'],
  errorPage: [],
} as const satisfies Record<string, readonly string[]>;

export type PageStrings = keyof typeof pageNamespaces;

/**
 * The strings each page type picked from one language file, kept as long as that file is: the
 * server's process cache hands every page the same file object until it changes, so a page's
 * strings are filtered once per language and page type, not on every request.
 */
const pickedStrings = new WeakMap<
  Readonly<Record<string, string>>,
  Map<PageStrings | 'all', Readonly<Record<string, string>>>
>();

function pickStrings(
  translations: Readonly<Record<string, string>>,
  page: PageStrings | undefined,
): Readonly<Record<string, string>> {
  if (!page) return { ...translations };
  const wanted = new Set<string>([...shellNamespaces, ...pageNamespaces[page]]);
  return Object.fromEntries(
    Object.entries(translations).filter(([key]) => wanted.has(key.slice(0, key.indexOf('.')))),
  );
}

/**
 * The strings of a page type: its namespaces and the shell's; every string without a type. The
 * answer is shared between the pages of that type (frozen: nobody may change it).
 */
export function stringsForPage(
  translations: Readonly<Record<string, string>>,
  page: PageStrings | undefined,
): Readonly<Record<string, string>> {
  let byPage = pickedStrings.get(translations);
  if (!byPage) {
    byPage = new Map();
    pickedStrings.set(translations, byPage);
  }
  let strings = byPage.get(page ?? 'all');
  if (!strings) {
    strings = Object.freeze(pickStrings(translations, page));
    byPage.set(page ?? 'all', strings);
  }
  return strings;
}
