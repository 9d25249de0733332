import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { FlagIcon } from '@/components/layout/action-icons';
import type { ReportedListingKind } from './report-dialog';
import { SignInAction } from './sign-in-action';
import { useSignInGate } from './use-sign-in-gate';

/** The report form (Formik) loads when someone opens it, not with every listing page. */
const ReportDialog = dynamic(
  () => import('./report-dialog').then((module) => module.ReportDialog),
  { ssr: false },
);

/**
 * "Report" on a listing's page (a property or a project): a button opening the report dialog
 * when signed in; for visitors a link to sign in that comes back here.
 */
export function ReportListingButton({
  kind,
  listingId,
}: {
  kind: ReportedListingKind;
  listingId: number;
}) {
  const { t } = useSiteText();
  const { isSignedIn, loginHref } = useSignInGate();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <SignInAction isSignedIn={isSignedIn} loginHref={loginHref} onClick={() => setIsOpen(true)}>
        <FlagIcon size={20} />
        {t('property.actions.report')}
      </SignInAction>
      {isSignedIn && isOpen ? (
        <ReportDialog kind={kind} listingId={listingId} isOpen onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  );
}
