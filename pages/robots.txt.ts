export { getServerSideProps } from '@/server/ssr/robots-page';

/** The text is written by getServerSideProps; there is nothing to render. */
export default function Robots() {
  return null;
}
