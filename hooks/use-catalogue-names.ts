import { useCallback, useContext, useMemo } from 'react';
import {
  catalogueName,
  choiceLabel,
  type CatalogueEntity,
  type ChoiceSource,
} from '@/utils/catalogue-names';
import { PageLanguageContext } from './use-translation';

export interface CatalogueNames {
  /** A category, parameter or facility name in the page's language. */
  nameOf: (entity: CatalogueEntity) => string;
  /** A parameter choice's label in the page's language (the value stays canonical). */
  choiceOf: (parameter: ChoiceSource, value: string) => string;
}

/** catalogueName and choiceLabel bound to the language the page was rendered in. */
export function useCatalogueNames(): CatalogueNames {
  const languageCode = useContext(PageLanguageContext)?.code ?? 'en';
  const nameOf = useCallback(
    (entity: CatalogueEntity) => catalogueName(entity, languageCode),
    [languageCode],
  );
  const choiceOf = useCallback(
    (parameter: ChoiceSource, value: string) => choiceLabel(parameter, value, languageCode),
    [languageCode],
  );
  return useMemo(() => ({ nameOf, choiceOf }), [nameOf, choiceOf]);
}
