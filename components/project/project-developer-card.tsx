import Link from 'next/link';
import { useId } from 'react';
import type { ProjectDeveloperDto } from '@/contracts/dto/project-dto';
import { UserAvatar } from '@/components/ui/user-avatar';
import { MailIcon, PhoneIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/property/owner-card.module.css';
import { useGatedProject } from './use-project-viewer';

export interface ProjectDeveloperCardProps {
  slug: string;
  developer: ProjectDeveloperDto;
}

/**
 * Who develops or markets the project: photo, name, verified-agent badge and their projects;
 * the contact details only for a signed-in viewer (a gated part, asked in the browser).
 */
export function ProjectDeveloperCard({ slug, developer }: ProjectDeveloperCardProps) {
  const { t, tCount } = useSiteText();
  const headingId = useId();
  const { viewer, gated } = useGatedProject(slug);
  const contact = gated.data?.contact;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('project_detail.developer.title')}
      </h2>
      <div className={styles.who}>
        <UserAvatar name={developer.name} src={developer.profile} size={56} />
        <div className={styles.identity}>
          <p className={styles.name}>
            <bdi>{developer.name}</bdi>
          </p>
          {developer.is_verified_agent ? (
            <p className={styles.verified}>
              <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z"
                />
              </svg>
              {t('project_detail.developer.verified')}
            </p>
          ) : null}
          <p className={styles.count}>
            {tCount('project_detail.developer.projects', developer.projects_count)}
          </p>
        </div>
      </div>
      {contact && (contact.mobile || contact.email) ? (
        <ul className={styles.contacts}>
          {contact.mobile ? (
            <li>
              <a href={`tel:${contact.mobile.replace(/[^\d+]/g, '')}`} className={styles.contact}>
                <PhoneIcon size={18} />
                <span dir="ltr">{contact.mobile}</span>
              </a>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              <a href={`mailto:${contact.email}`} className={styles.contact}>
                <MailIcon size={18} />
                <span>{contact.email}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {viewer.isSignedIn ? null : (
        <p className={styles.signIn}>
          {t('project_detail.developer.sign_in_text')}{' '}
          <Link href={viewer.loginHref} prefetch={false}>
            {t('project_detail.developer.sign_in_link')}
          </Link>
        </p>
      )}
    </section>
  );
}
