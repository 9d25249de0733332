import { privateShellPage } from './server-side-page';

/**
 * Account pages (sign-in, registration, password reset, /user/*) and the admin's screens: the
 * shell only. Visitors without a session go to the sign-in page in the browser; the API itself
 * answers 401/403 to anyone not allowed.
 */
export const getServerSideProps = privateShellPage;
