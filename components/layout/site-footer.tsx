import Link from 'next/link';
import type { ReactNode } from 'react';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XIcon,
  YoutubeIcon,
} from './icons';
import styles from './site-footer.module.css';
import { SiteLogo } from './site-logo';
import { useSiteSettings } from './use-site-settings';
import { useSiteText } from './use-site-text';

interface FooterLink {
  labelKey: string;
  href: string;
}

/** A column's links to pages that exist (sections still to come are left out). */
const existing = (links: FooterLink[]): readonly FooterLink[] =>
  links.filter((link) => hasPage(link.href));

const exploreLinks = existing([
  { labelKey: 'nav.properties', href: paths.properties() },
  { labelKey: 'nav.rent', href: paths.propertiesForRent() },
  { labelKey: 'nav.buy', href: paths.propertiesForSale() },
  { labelKey: 'nav.projects', href: paths.projects() },
  { labelKey: 'nav.agents', href: paths.agents() },
]);

const companyLinks = existing([
  { labelKey: 'nav.about', href: paths.about() },
  { labelKey: 'nav.contact', href: paths.contact() },
  { labelKey: 'nav.articles', href: paths.articles() },
  { labelKey: 'nav.faqs', href: paths.faqs() },
  { labelKey: 'nav.subscription_plan', href: paths.subscriptionPlan() },
  { labelKey: 'nav.privacy_policy', href: paths.privacyPolicy() },
  { labelKey: 'nav.terms', href: paths.termsConditions() },
]);

const toolLinks = existing([
  { labelKey: 'nav.mortgage_calculator', href: paths.mortgageCalculator() },
  { labelKey: 'nav.area_converter', href: paths.areaConverter() },
  { labelKey: 'nav.add_property', href: paths.addProperty() },
]);

type SocialNetwork = keyof WebSettingsDto['social_links'];

const socialIcons: Record<SocialNetwork, (props: { size?: number }) => ReactNode> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: XIcon,
  youtube: YoutubeIcon,
};

const socialOrder: readonly SocialNetwork[] = ['facebook', 'instagram', 'twitter', 'youtube'];

function LinkColumn(props: { title: string; links: readonly FooterLink[] }) {
  const { t } = useSiteText();
  if (props.links.length === 0) return null;
  return (
    <div>
      <h2 className={styles.heading}>{props.title}</h2>
      <ul className={styles.links}>
        {props.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const settings = useSiteSettings();
  const { t } = useSiteText();
  const year = new Date().getFullYear();
  const socials = socialOrder.filter((network) => settings.social_links[network]);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <SiteLogo variant="footer" />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <address className={styles.contact}>
            {settings.company_address ? (
              <p>
                <MapPinIcon size={18} />
                <span>{settings.company_address}</span>
              </p>
            ) : null}
            {settings.company_tel ? (
              <p>
                <PhoneIcon size={18} />
                <a href={`tel:${settings.company_tel.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {settings.company_tel}
                </a>
              </p>
            ) : null}
            {settings.company_email ? (
              <p>
                <MailIcon size={18} />
                <a href={`mailto:${settings.company_email}`}>{settings.company_email}</a>
              </p>
            ) : null}
          </address>
        </div>
        <LinkColumn title={t('footer.explore')} links={exploreLinks} />
        <LinkColumn title={t('footer.company')} links={companyLinks} />
        <LinkColumn title={t('footer.tools')} links={toolLinks} />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>
          {t('footer.copyright', { year, name: settings.company_name })}
        </p>
        {socials.length > 0 ? (
          <ul className={styles.social} aria-label={t('footer.follow_us')}>
            {socials.map((network) => {
              const SocialIcon = socialIcons[network];
              return (
                <li key={network}>
                  <a
                    href={settings.social_links[network]}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <SocialIcon size={18} />
                    <span className="visually-hidden">{t(`footer.social.${network}`)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
