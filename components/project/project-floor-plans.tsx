import Link from 'next/link';
import type {
  ProjectDocumentDto,
  ProjectPlanFileDto,
  ProjectPlanSummaryDto,
} from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './project-floor-plans.module.css';
import { useGatedProject } from './use-project-viewer';
import { DocumentLinks } from '@/components/listing/document-links';
import { refusalMessageKey } from '@/components/listing/package-limit-dialog';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';

export interface ProjectFloorPlansProps {
  slug: string;
  /** The plans' titles and kinds, as the public page shows them (never their files). */
  plans: readonly ProjectPlanSummaryDto[];
  documentsCount: number;
}

function PlanFile({ plan }: { plan: ProjectPlanFileDto }) {
  const { t } = useSiteText();
  if (plan.kind === 'image') {
    return (
      <a href={plan.file} className={styles.preview} target="_blank" rel="noopener noreferrer">
        <img
          src={plan.image_card ?? plan.file}
          alt={t('project_detail.plans.image_alt', { title: plan.title })}
          width={480}
          height={360}
          loading="lazy"
        />
      </a>
    );
  }
  return (
    <a href={plan.file} target="_blank" rel="noopener noreferrer">
      {t('project_detail.plans.open_pdf', { title: plan.title })}
    </a>
  );
}

function Documents({ documents }: { documents: readonly ProjectDocumentDto[] }) {
  const { t } = useSiteText();
  if (documents.length === 0) return null;
  return (
    <div className={styles.documents}>
      <h3>{t('project_detail.documents.title')}</h3>
      <DocumentLinks documents={documents} />
    </div>
  );
}

/**
 * The floor plans: their titles for everyone; their files and the project's documents only for
 * a signed-in viewer, from `get-project-gated-detail` (a static page never holds them). Visitors
 * are asked to sign in; a viewer whose packages lack project access is sent to the packages.
 */
export function ProjectFloorPlans({ slug, plans, documentsCount }: ProjectFloorPlansProps) {
  const { t } = useSiteText();
  const { viewer, gated, refusal } = useGatedProject(slug);
  if (plans.length === 0 && documentsCount === 0) return null;
  const files = new Map((gated.data?.plans ?? []).map((plan) => [plan.id, plan]));

  return (
    <DetailSection title={t('project_detail.plans.title')}>
      {plans.length > 0 ? (
        <ul className={styles.plans}>
          {plans.map((plan) => {
            const file = files.get(plan.id);
            return (
              <li key={plan.id} className={styles.plan}>
                <h3 className={styles.planTitle} dir="auto">
                  {plan.title}
                </h3>
                <p className={styles.kind}>{t(`project_detail.plans.kind.${plan.kind}`)}</p>
                {file ? <PlanFile plan={file} /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {viewer.isSignedIn ? null : (
        <div className={styles.gate}>
          <p>{t('project_detail.plans.sign_in_text')}</p>
          <Link href={viewer.loginHref} className="button button-secondary" prefetch={false}>
            {t('project_detail.plans.sign_in_link')}
          </Link>
        </div>
      )}
      {viewer.isSignedIn && gated.isPending ? (
        <p role="status">{t('project_detail.plans.loading')}</p>
      ) : null}
      {refusal ? (
        <div className={styles.gate}>
          <p>{t(refusalMessageKey(refusal))}</p>
          {hasPage(paths.subscriptionPlan()) ? (
            <Link
              href={paths.subscriptionPlan()}
              className="button button-primary"
              prefetch={false}
            >
              {t('packages.opps.confirm')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {viewer.isSignedIn && gated.isError && !refusal ? (
        <p role="alert">{t('project_detail.plans.load_failed')}</p>
      ) : null}
      {gated.data ? <Documents documents={gated.data.documents} /> : null}
    </DetailSection>
  );
}
