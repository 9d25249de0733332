import type { ReactNode } from 'react';
import type { PackageLimitFeature } from '@/contracts/package-features';
import { AccountScreen } from '@/components/layout/account-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/owner-listings.module.css';
import { PackageGatedLink } from '@/components/listing/package-gated-link';
import { PagedList, type PagedResult } from '@/components/ui/paged-list';

/**
 * What the owner's lists of each kind ("My properties", "My projects") differ in: their texts
 * (`${texts}.title`, `.empty`, `.count` …), the package feature adding one takes, and paths.
 */
export interface OwnerListKind {
  texts: 'owner_listings' | 'owner_projects';
  feature: PackageLimitFeature;
  addPath: string;
  listPath: string;
}

/** "Add …": the package check first, then the kind's add form. */
function AddListingLink({ kind }: { kind: OwnerListKind }) {
  const { t } = useSiteText();
  return (
    <PackageGatedLink href={kind.addPath} feature={kind.feature} className="button button-primary">
      {t(`${kind.texts}.add`)}
    </PackageGatedLink>
  );
}

/** One page of the owner's listings of a kind: the count, the rows, the page links. */
export function OwnerList<Item extends { id: number }>({
  kind,
  result,
  pageSize,
  page,
  hrefFor,
  isFiltered = false,
  renderRow,
}: {
  kind: OwnerListKind;
  result: PagedResult<{ total: number; data: readonly Item[] }>;
  pageSize: number;
  page: number;
  hrefFor: (page: number) => string;
  /** A filter or search narrows the list (its empty text says so, without the add link). */
  isFiltered?: boolean;
  renderRow: (item: Item) => ReactNode;
}) {
  const { t, tCount } = useSiteText();
  return (
    <PagedList
      result={result}
      failedText={t(`${kind.texts}.load_failed`)}
      pageSize={pageSize}
      empty={
        <div className={styles.empty}>
          <p>{t(isFiltered ? `${kind.texts}.empty_filtered` : `${kind.texts}.empty`)}</p>
          {isFiltered ? null : <AddListingLink kind={kind} />}
        </div>
      }
      pages={{ page, hrefFor, label: t(`${kind.texts}.pagination_label`) }}
      countText={(items) => tCount(`${kind.texts}.count`, items.total)}
      countClassName={styles.count}
    >
      {(items) => <ul className={styles.list}>{items.data.map(renderRow)}</ul>}
    </PagedList>
  );
}

/** The owner's page of a kind (signed in only): title, intro, "Add …", then the list. */
export function OwnerListScreen({ kind, children }: { kind: OwnerListKind; children: ReactNode }) {
  const { t } = useSiteText();
  return (
    <AccountScreen
      title={t(`${kind.texts}.title`)}
      description={t(`${kind.texts}.intro`)}
      canonicalPath={kind.listPath}
      className={styles.page}
      headClassName={styles.head}
      aside={<AddListingLink kind={kind} />}
    >
      {() => children}
    </AccountScreen>
  );
}
