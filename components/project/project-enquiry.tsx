import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import { useProjectViewer } from './use-project-viewer';

/** The form (Formik and the schema) loads for signed-in viewers only, after hydration. */
const ProjectEnquiryForm = dynamic(
  () => import('./project-enquiry-form').then((module) => module.ProjectEnquiryForm),
  { ssr: false },
);

/** "Ask the developer": the enquiry form for a signed-in viewer, a way to sign in for others. */
export function ProjectEnquiry({ projectId }: { projectId: number }) {
  const { t } = useSiteText();
  const viewer = useProjectViewer();
  return (
    <DetailSection title={t('project_detail.enquiry.title')}>
      <p>{t('project_detail.enquiry.intro')}</p>
      {viewer.isSignedIn ? (
        <ProjectEnquiryForm projectId={projectId} />
      ) : (
        <p>
          <Link href={viewer.loginHref} className="button button-primary" prefetch={false}>
            {t('project_detail.enquiry.sign_in')}
          </Link>
        </p>
      )}
    </DetailSection>
  );
}
