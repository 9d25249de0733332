import { moderationRoles, userReadRoles, type StaffRole } from '@/contracts/staff-roles';
import { adminPaths } from '@/utils/admin-paths';

/** One section of the admin console's navigation, shown to the staff roles that may use it. */
export interface ConsoleSection {
  href: () => string;
  /** The link's text key. */
  text: string;
  /** The roles whose calls the section's page makes (the server enforces them). */
  roles: readonly StaffRole[];
}

/**
 * The console's sections, in order. A section is listed once its page and calls exist; the
 * roles mirror its routes' `auth.roles` (server/<domain>/routes.ts).
 */
export const consoleSections: readonly ConsoleSection[] = [
  { href: adminPaths.dashboard, text: 'console.nav.dashboard', roles: userReadRoles },
  { href: adminPaths.listings, text: 'moderation.nav_link', roles: moderationRoles },
  { href: adminPaths.projects, text: 'moderation.projects_nav_link', roles: moderationRoles },
  {
    href: adminPaths.verifications,
    text: 'moderation.verification_nav_link',
    roles: moderationRoles,
  },
  { href: adminPaths.reports, text: 'nav.admin_reports', roles: userReadRoles },
  { href: adminPaths.users, text: 'console.nav.users', roles: userReadRoles },
  { href: adminPaths.messages, text: 'nav.admin_messages', roles: ['administrator', 'support'] },
  {
    href: adminPaths.transactions,
    text: 'admin_payments.nav_link',
    roles: ['administrator', 'support'],
  },
  { href: adminPaths.categories, text: 'nav.admin_categories', roles: ['administrator'] },
  { href: adminPaths.siteContent, text: 'nav.admin_site_content', roles: ['administrator'] },
  { href: adminPaths.articles, text: 'nav.admin_articles', roles: ['administrator'] },
  { href: adminPaths.packages, text: 'nav.admin_packages', roles: ['administrator'] },
  { href: adminPaths.languages, text: 'nav.admin_languages', roles: ['administrator'] },
  { href: adminPaths.settings, text: 'nav.admin_settings', roles: ['administrator'] },
  { href: adminPaths.staff, text: 'console.nav.staff', roles: ['administrator'] },
  { href: adminPaths.auditLog, text: 'console.nav.audit_log', roles: ['administrator'] },
];
