import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/layout/icons';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './contact.module.css';

/** The site's own address, phone and email from the settings (only those that are set). */
export function ContactDetails() {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const { company_address: address, company_tel: tel, company_email: email } = settings;
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.detailsTitle}>
        {t('contact.details.title')}
      </h2>
      <p className={styles.detailsIntro}>
        {t('contact.details.intro', { name: settings.company_name })}
      </p>
      <dl className={styles.detailList}>
        {address ? (
          <div>
            <dt>
              <MapPinIcon size={18} aria-hidden="true" />
              {t('contact.details.address')}
            </dt>
            <dd dir="auto">{address}</dd>
          </div>
        ) : null}
        {tel ? (
          <div>
            <dt>
              <PhoneIcon size={18} aria-hidden="true" />
              {t('contact.details.phone')}
            </dt>
            <dd>
              <a href={`tel:${tel.replace(/[^\d+]/g, '')}`} dir="ltr">
                {tel}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt>
              <MailIcon size={18} aria-hidden="true" />
              {t('contact.details.email')}
            </dt>
            <dd>
              <a href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
