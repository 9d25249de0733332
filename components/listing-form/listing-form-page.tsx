import type { ReactNode } from 'react';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { AccountScreen } from '@/components/layout/account-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { ListingFormTexts } from './listing-form-kind';
import styles from './listing-form.module.css';

/**
 * Why the form could not load: `notFound` (a translation key: "not yours or gone", "sold") when
 * the listing cannot be edited, else "try again".
 */
export function FormLoadProblem({
  notFound,
  onRetry,
}: {
  notFound: string | null;
  onRetry: () => void;
}) {
  const { t } = useSiteText();
  if (notFound) {
    return (
      <FormAlert>
        <p>{t(notFound)}</p>
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p>{t('listing_form.load_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.try_again')}
      </Button>
    </FormAlert>
  );
}

/**
 * The add page (slug null) or edit page of a kind of listing (signed in only): its title and intro
 * (`${texts}.add.title`, `${texts}.edit.intro` …), then the content. `pathOf` gives the kind's add
 * page, or its edit page of a slug.
 */
/** Where a kind's add page is, and the edit page of one of its listings. */
export interface ListingFormPaths {
  add: () => string;
  edit: (slug: string) => string;
}

export function ListingFormPage({
  texts,
  slug,
  pathOf,
  children,
}: {
  texts: ListingFormTexts;
  slug: string | null;
  pathOf: ListingFormPaths;
  children: (user: SessionUserDto) => ReactNode;
}) {
  const { t } = useSiteText();
  const mode = slug ? 'edit' : 'add';
  return (
    <AccountScreen
      title={t(`${texts}.${mode}.title`)}
      description={t(`${texts}.${mode}.intro`)}
      canonicalPath={slug ? pathOf.edit(slug) : pathOf.add()}
      className={styles.page}
      introClassName={styles.intro}
    >
      {children}
    </AccountScreen>
  );
}

/**
 * A kind's add and edit screens (/user/add-property, /user/edit-property/{slug} …): its form
 * page around `renderContent`, given the slug (null when adding) and the signed-in user.
 */
export function listingFormScreens(
  texts: ListingFormTexts,
  pathOf: ListingFormPaths,
  renderContent: (slug: string | null, user: SessionUserDto) => ReactNode,
) {
  const page = (slug: string | null) => (
    <ListingFormPage texts={texts} slug={slug} pathOf={pathOf}>
      {(user) => renderContent(slug, user)}
    </ListingFormPage>
  );
  return {
    AddScreen: function AddListingScreen() {
      return page(null);
    },
    EditScreen: function EditListingScreen({ slug }: { slug: string }) {
      return page(slug);
    },
  };
}
