import type { Translate } from '@/hooks/use-translation';

/** A field's label and the hint under it: the text of `key`, and of `key` with `_hint`. */
export const labelAndHint = (t: Translate, key: string) => ({
  label: t(key),
  hint: t(`${key}_hint`),
});
