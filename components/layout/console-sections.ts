import { moderationRoles, userReadRoles, type StaffRole } from '@/contracts/staff-roles';
import { paths } from '@/utils/paths';

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
  { href: paths.adminDashboard, text: 'console.nav.dashboard', roles: userReadRoles },
  { href: paths.adminListings, text: 'moderation.nav_link', roles: moderationRoles },
  { href: paths.adminProjects, text: 'moderation.projects_nav_link', roles: moderationRoles },
  {
    href: paths.adminVerifications,
    text: 'moderation.verification_nav_link',
    roles: moderationRoles,
  },
  { href: paths.adminReports, text: 'nav.admin_reports', roles: userReadRoles },
  { href: paths.adminUsers, text: 'console.nav.users', roles: userReadRoles },
  { href: paths.adminMessages, text: 'nav.admin_messages', roles: ['administrator', 'support'] },
  {
    href: paths.adminTransactions,
    text: 'admin_payments.nav_link',
    roles: ['administrator', 'support'],
  },
  { href: paths.adminCategories, text: 'nav.admin_categories', roles: ['administrator'] },
  { href: paths.adminSiteContent, text: 'nav.admin_site_content', roles: ['administrator'] },
  { href: paths.adminLanguages, text: 'nav.admin_languages', roles: ['administrator'] },
  { href: paths.adminSettings, text: 'nav.admin_settings', roles: ['administrator'] },
  { href: paths.adminStaff, text: 'console.nav.staff', roles: ['administrator'] },
  { href: paths.adminAuditLog, text: 'console.nav.audit_log', roles: ['administrator'] },
];
