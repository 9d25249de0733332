import { NotFoundScreen } from '@/components/errors/not-found-screen';

export { getStaticProps } from '@/server/ssr/static-error-page';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
