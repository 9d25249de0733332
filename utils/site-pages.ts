/**
 * The pages this build has, as route patterns. A link to a page is shown only when the page
 * exists: the navigation, the footer, the sitemap and links inside pages ask `hasPage`, so no
 * link leads to a 404 while a section is still to come. A test checks this list against the
 * files under pages/ both ways; a new page is added here with its file. The admin console's
 * pages are listed apart (utils/admin-pages.ts): public pages never link to them.
 */
export const sitePages = [
  '/',
  '/properties',
  '/properties-details/[slug]',
  '/projects',
  '/project-details/[slug]',
  '/login',
  '/register',
  '/forgot-password',
  '/user/dashboard',
  '/user/profile',
  '/user/favourites',
  '/user/chat',
  '/user/transaction-history',
  '/user/personalised-feed',
  '/user/properties',
  '/user/advertisement',
  '/subscription-plan',
  '/user/add-property',
  '/user/edit-property/[slug]',
  '/user/projects',
  '/user/add-project',
  '/user/edit-project/[slug]',
  '/my-property/[slug]',
  '/user/verification',
  '/user/notifications',
  '/mortgage-calculator',
  '/faqs',
  '/articles',
  '/articles/[slug]',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/area-converter',
  '/agents',
  '/agents/[slug]',
  '/contact-us',
  '/unsubscribe',
] as const;

function patternMatches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => /^\[[^\]]+\]$/.test(part) || part === actual[index])
  );
}

/** Whether a link's page exists ('/contact-us' → false until the contact page is built). */
export function hasPage(href: string): boolean {
  const pathname = href.split(/[?#]/)[0] || '/';
  return sitePages.some((pattern) => patternMatches(pattern, pathname));
}
