import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/utils/paths';
import { adminPages } from '@/utils/admin-pages';
import { hasPage, sitePages } from '@/utils/site-pages';

/** The route patterns of the files under pages/ (pages/user/index.tsx → /user). */
function routesOnDisk(directory = path.resolve(__dirname, '../../pages'), prefix = ''): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === 'api'
        ? []
        : routesOnDisk(path.join(directory, entry.name), `${prefix}/${entry.name}`);
    }
    const name = entry.name.replace(/\.tsx?$/, '');
    if (name.startsWith('_') || ['404', '500', 'robots.txt', 'sitemap.xml'].includes(name))
      return [];
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

describe('the pages the site has', () => {
  it('lists exactly the pages that have a file under pages/', () => {
    expect([...sitePages, ...adminPages].sort()).toEqual(routesOnDisk().sort());
  });

  it('tells a link to an existing page, with its query, from one to a page to come', () => {
    expect(hasPage(paths.propertiesForRent())).toBe(true);
    expect(hasPage(paths.propertyDetail('sea-view'))).toBe(true);
    expect(hasPage(paths.home())).toBe(true);
    expect(hasPage(paths.contact())).toBe(true);
    expect(hasPage(paths.subscriptionPlan())).toBe(true);
    expect(hasPage(paths.chat({ with: 7, property: 12 }))).toBe(true);
    // Saved searches are still to come (alerts, a later issue): no page, so no link.
    expect(hasPage('/user/saved-searches')).toBe(false);
    expect(hasPage(paths.articleDetail('guide'))).toBe(true);
  });
});
