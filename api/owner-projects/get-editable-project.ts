import { useQuery } from '@tanstack/react-query';
import type { ProjectDetailDto, ProjectGatedDetailDto } from '@/contracts/dto/project-dto';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { dataOf } from '../answers';
import { defineGet, useSessionUserId } from '../define-query';

/** What the edit form starts from: the project as its owner sees it, with its files. */
export interface EditableProject {
  detail: ProjectDetailDto;
  /** The floor plans' files and the documents. */
  files: ProjectGatedDetailDto;
}

/** GET `get-project-detail`: the owner's preview answers a pending, rejected or inactive project too. */
const fetchOwnProjectDetail = defineGet('get-project-detail', {
  query: (slug: string) => ({ slug_id: slug }),
  answer: dataOf<ProjectDetailDto>,
});

/** GET `get-project-gated-detail` by id: the project's plans' files and documents. */
const fetchProjectFiles = defineGet('get-project-gated-detail', {
  query: (id: number) => ({ id }),
  answer: dataOf<ProjectGatedDetailDto>,
});

/**
 * The project's detail and then its files. Someone else's hidden project is a 404, like one
 * that does not exist.
 */
export async function fetchEditableProject(
  slug: string,
  signal?: AbortSignal,
): Promise<EditableProject> {
  const detail = await fetchOwnProjectDetail([slug], signal);
  return { detail, files: await fetchProjectFiles([detail.id], signal) };
}

/** The project to edit; idle while nobody is signed in. */
export function useEditableProject(slug: string | null) {
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ownerProjectKeys.editable(userId, slug ?? ''),
    queryFn: ({ signal }) => fetchEditableProject(slug ?? '', signal),
    enabled: userId !== null && slug !== null,
    // The project changes outside this page (review, another tab).
    staleTime: 0,
    retry: false,
  });
}
