import type { StaffRole } from '@/contracts/staff-roles';
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
  { href: paths.adminListings, text: 'moderation.nav_link', roles: ['administrator', 'moderator'] },
  {
    href: paths.adminProjects,
    text: 'moderation.projects_nav_link',
    roles: ['administrator', 'moderator'],
  },
  {
    href: paths.adminVerifications,
    text: 'moderation.verification_nav_link',
    roles: ['administrator', 'moderator'],
  },
  {
    href: paths.adminReports,
    text: 'nav.admin_reports',
    roles: ['administrator', 'moderator', 'support'],
  },
  {
    href: paths.adminMessages,
    text: 'nav.admin_messages',
    roles: ['administrator', 'support'],
  },
];
