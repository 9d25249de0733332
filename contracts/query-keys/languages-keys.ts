/** Query keys for `get_languages`. */
export const languageKeys = {
  all: ['languages'] as const,
  list: () => [...languageKeys.all, 'list'] as const,
  file: (code: string) => [...languageKeys.all, 'file', code] as const,
};
