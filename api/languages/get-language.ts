import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { callApi } from '../client';
import { languageKeys } from '@/contracts/query-keys/languages-keys';

/** GET `get_languages` with `language_code` and `web_language_file=1` (open): one language's strings. */
export async function fetchLanguage(code: string, signal?: AbortSignal): Promise<LanguageFileDto> {
  const answer = await callApi<LanguageFileDto>({
    method: 'GET',
    path: 'get_languages',
    query: { language_code: code, web_language_file: 1 },
    auth: false,
    signal,
  });
  return answer.data;
}

export function languageQueryOptions(code: string) {
  return queryOptions({
    queryKey: languageKeys.file(code),
    queryFn: ({ signal }) => fetchLanguage(code, signal),
  });
}

/** The language file for `code`; idle while `code` is null. */
export function useLanguage(code: string | null) {
  return useQuery({ ...languageQueryOptions(code ?? ''), enabled: code !== null && code !== '' });
}
