import { useId, useState } from 'react';
import {
  projectEnquiriesPageSize,
  useProjectEnquiries,
} from '@/api/owner-projects/get-project-enquiries';
import type { OwnerProjectDto, ProjectEnquiryDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PageButtons } from '@/components/ui/page-buttons';
import { useLocalListPage } from '@/hooks/use-list-page';
import { dateTimeFormat, numberFormat } from '@/utils/intl-formatters';
import styles from './project-enquiries.module.css';

/** One enquiry: who sent it, how to reach them, when, and what they asked. */
function EnquiryItem({ enquiry }: { enquiry: ProjectEnquiryDto }) {
  const { t, locale } = useSiteText();
  const sent = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(enquiry.created_at),
  );
  const contacts = [
    ['email', enquiry.email, `mailto:${enquiry.email}`],
    ['mobile', enquiry.mobile, `tel:${enquiry.mobile}`],
    ['phone', enquiry.phone ?? '', `tel:${enquiry.phone ?? ''}`],
  ] as const;
  return (
    <li className={styles.item}>
      <p className={styles.head}>
        <bdi className={styles.name}>{enquiry.name}</bdi>
        <time className={styles.date} dateTime={enquiry.created_at}>
          {t('owner_projects.enquiries.sent_on', { date: sent })}
        </time>
      </p>
      <dl className={styles.contacts}>
        {contacts
          .filter(([, value]) => value !== '')
          .map(([key, value, href]) => (
            <div key={key} className={styles.contact}>
              <dt>{t(`owner_projects.enquiries.${key}`)}</dt>
              <dd>
                <a href={href} dir="ltr">
                  {value}
                </a>
              </dd>
            </div>
          ))}
      </dl>
      <p className={styles.message} dir="auto">
        {enquiry.message}
      </p>
    </li>
  );
}

/** A page of one project's enquiries, the latest first, with newer / older pages. */
function EnquiryList({ project }: { project: OwnerProjectDto }) {
  const { t, locale } = useSiteText();
  const { page, limit, offset, setPage } = useLocalListPage(projectEnquiriesPageSize);
  const result = useProjectEnquiries({ projectId: project.id, limit, offset });
  const number = numberFormat(locale);
  return (
    <PagedList
      result={result}
      failedText={t('owner_projects.enquiries.load_failed')}
      statusClassName={styles.status}
      pageSize={projectEnquiriesPageSize}
      empty={<p className={styles.status}>{t('owner_projects.enquiries.empty')}</p>}
      pages={(pageCount) => (
        <PageButtons
          page={page}
          pageCount={pageCount}
          onPage={setPage}
          previousText={t('owner_projects.enquiries.newer')}
          nextText={t('owner_projects.enquiries.older')}
          positionText={t('owner_projects.enquiries.page_of', {
            page: number.format(page),
            count: number.format(pageCount),
          })}
          className={styles.pages}
        />
      )}
    >
      {(enquiries) => (
        <ol
          className={styles.list}
          aria-label={t('owner_projects.enquiries.list_label', { title: project.title })}
          aria-busy={result.isFetching || undefined}
        >
          {enquiries.data.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} />
          ))}
        </ol>
      )}
    </PagedList>
  );
}

/**
 * "Enquiries (N)" on a project in "My projects": a disclosure that, opened, loads and shows the
 * enquiries to the project (get-project-enquiries), the latest first.
 */
export function ProjectEnquiries({ project }: { project: OwnerProjectDto }) {
  const { t, locale } = useSiteText();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.enquiries}>
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        {t('owner_projects.enquiries.toggle', {
          count: numberFormat(locale).format(project.total_enquiries),
        })}
      </Button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        {isOpen ? <EnquiryList project={project} /> : null}
      </div>
    </div>
  );
}
