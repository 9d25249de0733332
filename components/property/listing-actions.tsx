import { notify } from '@/utils/notify';
import { useToggleFavourite } from '@/api/properties/toggle-favourite';
import { useToggleInterest } from '@/api/properties/toggle-interest';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { absoluteUrl } from '@/utils/absolute-url';
import { HandIcon, HeartIcon, ShareIcon } from '@/components/layout/action-icons';
import { apiErrorText } from '@/components/ui/api-error-text';
import styles from '@/components/listing/listing-actions.module.css';
import { ReportListingButton } from '@/components/listing/report-listing-button';
import { SignInAction as Action } from '@/components/listing/sign-in-action';
import { useSignInGate } from '@/components/listing/use-sign-in-gate';

export interface ListingActionsProps {
  property: PropertyDetailDto;
}

/** Favourite, "I'm interested", share and report, on the detail page. */
export function ListingActions({ property }: ListingActionsProps) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const isHydrated = useHydrated();
  const { isSignedIn, loginHref } = useSignInGate();
  const favourite = useToggleFavourite();
  const interest = useToggleInterest();
  const isFavourite = isSignedIn && property.is_favourite;
  const isInterested = isSignedIn && property.is_interested;
  const showError = (error: unknown) =>
    void notify('error', apiErrorText(error, t), { toastId: `listing-action-${property.id}` });

  const share = async () => {
    const url = absoluteUrl(
      settings.site_url || window.location.origin,
      paths.propertyDetail(property.slug_id),
    );
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: property.title, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      void notify('success', t('property.actions.link_copied'), { toastId: 'listing-link-copied' });
    } catch {
      void notify('error', t('property.actions.copy_failed'), {
        toastId: 'listing-link-copy-failed',
      });
    }
  };

  return (
    <div className={styles.actions}>
      <Action
        isSignedIn={isSignedIn}
        loginHref={loginHref}
        pressed={isFavourite}
        onClick={() =>
          favourite.mutate({ property, isFavourite: !isFavourite }, { onError: showError })
        }
      >
        <HeartIcon size={20} isOn={isFavourite} className={styles.heart} />
        {isFavourite ? t('property.actions.favourite_saved') : t('property.actions.favourite')}
      </Action>
      <Action
        isSignedIn={isSignedIn}
        loginHref={loginHref}
        pressed={isInterested}
        onClick={() =>
          interest.mutate({ property, isInterested: !isInterested }, { onError: showError })
        }
      >
        <HandIcon size={20} isOn={isInterested} />
        {t('property.actions.interested')}
      </Action>
      {isHydrated ? (
        <button type="button" className={styles.action} onClick={() => void share()}>
          <ShareIcon size={20} />
          {t('property.actions.share')}
        </button>
      ) : null}
      <ReportListingButton kind="property" listingId={property.id} />
    </div>
  );
}
