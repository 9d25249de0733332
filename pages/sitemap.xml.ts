export { getServerSideProps } from '@/server/ssr/sitemap-page';

/** The XML is written by getServerSideProps; there is nothing to render. */
export default function Sitemap() {
  return null;
}
