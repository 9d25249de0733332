import { ownerProjectsPageSize, useAddedProjects } from '@/api/owner-projects/get-added-projects';
import { useUrlListPage } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import { OwnerList, OwnerListScreen, type OwnerListKind } from './owner-list-screen';
import { OwnerProjectRow } from './owner-project-row';

const ownerProjects: OwnerListKind = {
  texts: 'owner_projects',
  feature: 'project_list',
  addPath: paths.addProject(),
  listPath: paths.userProjects(),
};

function OwnerProjectsContent() {
  const range = useUrlListPage(ownerProjectsPageSize);
  const result = useAddedProjects({
    limit: range.limit,
    offset: range.offset,
    status: '',
    search: '',
  });
  return (
    <OwnerList
      kind={ownerProjects}
      result={result}
      pageSize={ownerProjectsPageSize}
      page={range.page}
      hrefFor={(at) => paths.userProjects({ page: at > 1 ? at : null })}
      renderRow={(project) => <OwnerProjectRow key={project.id} project={project} />}
    />
  );
}

/** /user/projects: the user's own projects in every state, with their actions. */
export function OwnerProjectsScreen() {
  return (
    <OwnerListScreen kind={ownerProjects}>
      <OwnerProjectsContent />
    </OwnerListScreen>
  );
}
