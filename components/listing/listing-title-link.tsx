import Link from 'next/link';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';

/** A listing's title: a link to its public page while the public sees it. */
export function ListingTitleLink(props: { title: string; href: string; isPublic: boolean }) {
  return props.isPublic && hasPage(props.href) ? (
    <Link href={props.href} prefetch={false} dir="auto">
      {props.title}
    </Link>
  ) : (
    <span dir="auto">{props.title}</span>
  );
}

/** A project's title: a link to its public page while the public sees it. */
export function ProjectTitleLink({
  project,
}: {
  project: { title: string; slug_id: string; is_public: boolean };
}) {
  return (
    <ListingTitleLink
      title={project.title}
      href={paths.projectDetail(project.slug_id)}
      isPublic={project.is_public}
    />
  );
}
