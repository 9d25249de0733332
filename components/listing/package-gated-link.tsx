import Link from 'next/link';
import { useRouter } from 'next/router';
import type { MouseEvent, ReactNode } from 'react';
import type { PackageLimitFeature } from '@/contracts/package-features';
import { usePackageGate } from '@/hooks/use-package-gate';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { notify } from '@/utils/notify';
import { PackageLimitDialog } from './package-limit-dialog';

export interface PackageGatedLinkProps {
  href: string;
  feature: PackageLimitFeature;
  className?: string;
  children: ReactNode;
}

/**
 * A link to an action a package limits (add a property, add a project): the package check runs
 * first, and when it fails the "Opps" dialog shows instead of the page. Without JavaScript it
 * is a plain link (the page itself checks again).
 */
export function PackageGatedLink({ href, feature, className, children }: PackageGatedLinkProps) {
  const { t } = useSiteText();
  const router = useRouter();
  const gate = usePackageGate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    gate
      .guard(feature, () => router.push(href))
      .catch((error: unknown) => void notify('error', apiErrorText(error, t)));
  };
  return (
    <>
      <Link
        href={href}
        prefetch={false}
        className={className}
        onClick={open}
        aria-busy={gate.isChecking || undefined}
      >
        {children}
      </Link>
      <PackageLimitDialog refusal={gate.refusal} onClose={gate.dismiss} />
    </>
  );
}
