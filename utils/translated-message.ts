/** A translation key and its placeholders: the caller translates with `t(key, vars)`. */
export interface TranslatedMessage {
  key: string;
  vars?: Record<string, string>;
}
