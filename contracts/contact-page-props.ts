import type { PageBaseProps } from './page-base-props';

/**
 * `/contact-us`: `renderedAt` is the server's time when it rendered the form, signed by it; the
 * form sends it back as `rendered_at`, so the server can tell a robot's instant submission.
 */
export interface ContactPageProps extends PageBaseProps {
  renderedAt: string;
}
