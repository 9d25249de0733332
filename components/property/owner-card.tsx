import type { ListingOwnerDto } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingOwnerCard, OwnerCardPrompt } from '@/components/listing/listing-owner-card';
import { useSignInGate } from '@/components/listing/use-sign-in-gate';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { MessageOwnerButton, type MessageOwnerButtonProps } from './message-owner-button';

export interface OwnerCardProps {
  owner: ListingOwnerDto;
  /** A premium listing whose contact details the viewer's packages do not open. */
  isPremiumLocked?: boolean;
  /** The listing a message to the owner is about ("Message the owner"); none without. */
  listing?: MessageOwnerButtonProps['listing'];
}

/** Who lists the property: photo, name, verified-agent badge, listings, and how to reach them. */
export function OwnerCard({ owner, isPremiumLocked = false, listing }: OwnerCardProps) {
  const { t, tCount } = useSiteText();
  const { isSignedIn, loginHref } = useSignInGate();
  const hasContact = Boolean(owner.mobile || owner.email);
  const agentPage = paths.agentDetail(owner.slug_id);
  let prompt = null;
  if (!hasContact && !isSignedIn) {
    prompt = (
      <OwnerCardPrompt
        text={t('property.owner.sign_in_text')}
        link={{ href: loginHref, text: t('property.owner.sign_in_link') }}
      />
    );
  } else if (!hasContact && isPremiumLocked) {
    const plans = paths.subscriptionPlan();
    prompt = (
      <OwnerCardPrompt
        text={t('property.owner.premium_text')}
        link={hasPage(plans) ? { href: plans, text: t('property.owner.premium_link') } : null}
      />
    );
  }
  return (
    <ListingOwnerCard
      title={t('property.owner.title')}
      owner={owner}
      ownerHref={owner.properties_count > 0 && hasPage(agentPage) ? agentPage : null}
      verifiedText={t('property.owner.verified')}
      countText={tCount('property.owner.listings', owner.properties_count)}
      contact={owner}
    >
      {listing ? <MessageOwnerButton owner={owner} listing={listing} /> : null}
      {prompt}
    </ListingOwnerCard>
  );
}
