import Link from 'next/link';
import { useRouter } from 'next/router';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './site-nav.module.css';
import { useSiteText } from './use-site-text';

interface NavItem {
  labelKey: string;
  href: string;
}

/** The main navigation, in display order: only the sections whose pages exist. */
export const navItems: readonly NavItem[] = (
  [
    { labelKey: 'nav.home', href: paths.home() },
    { labelKey: 'nav.properties', href: paths.properties() },
    { labelKey: 'nav.rent', href: paths.propertiesForRent() },
    { labelKey: 'nav.buy', href: paths.propertiesForSale() },
    { labelKey: 'nav.projects', href: paths.projects() },
    { labelKey: 'nav.agents', href: paths.agents() },
    { labelKey: 'nav.articles', href: paths.articles() },
    { labelKey: 'nav.about', href: paths.about() },
    { labelKey: 'nav.contact', href: paths.contact() },
  ] satisfies NavItem[]
).filter((item) => hasPage(item.href));

function splitUrl(url: string): { pathname: string; query: URLSearchParams } {
  const [beforeHash = ''] = url.split('#');
  const [pathname = '/', search = ''] = beforeHash.split('?');
  return { pathname: pathname || '/', query: new URLSearchParams(search) };
}

/** How well `href` matches the current URL: -1 for no match, more for a more specific match. */
function matchScore(href: string, current: string): number {
  const target = splitUrl(href);
  const here = splitUrl(current);
  const samePath =
    target.pathname === here.pathname ||
    (target.pathname !== '/' && here.pathname.startsWith(`${target.pathname}/`));
  if (!samePath) return -1;
  let score = 0;
  for (const [key, value] of target.query) {
    if (here.query.get(key) !== value) return -1;
    score += 1;
  }
  return score;
}

/** The nav item for the current URL (the most specific match), if any. */
export function activeNavHref(current: string): string | null {
  let best: { href: string; score: number } | null = null;
  for (const item of navItems) {
    const score = matchScore(item.href, current);
    if (score >= 0 && (!best || score > best.score)) best = { href: item.href, score };
  }
  return best?.href ?? null;
}

export interface SiteNavProps {
  onNavigate?: () => void;
}

export function SiteNav({ onNavigate }: SiteNavProps) {
  const { t } = useSiteText();
  const router = useRouter();
  const active = activeNavHref(router.asPath);

  return (
    <nav className={styles.nav} aria-label={t('nav.main_label')}>
      <ul className={styles.list}>
        {navItems.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              prefetch={item.href === paths.home() ? undefined : false}
              className={styles.link}
              aria-current={item.href === active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
