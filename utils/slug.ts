/** Lowercase letters and digits in groups joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the API accepts. */
export const slugMaxLength = 200;

/** The longest slug slugify() produces, leaving room for a uniqueness suffix. */
export const slugifyMaxLength = 80;

/** What slugify() returns when nothing of the title survives (an Arabic-only title, say). */
export const fallbackSlug = 'listing';

/** Latin letters that NFKD does not split into a base letter and a mark. */
const letterReplacements: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

export function isValidSlug(value: string): boolean {
  return value.length <= slugMaxLength && slugPattern.test(value);
}

/**
 * Turns any title into a valid slug: "Café Déjà Vu, 3 BHK!" → "cafe-deja-vu-3-bhk". Accents are
 * dropped, every other run of characters becomes one hyphen, and the result is capped at 80
 * characters; `fallback` when nothing is left. Not unique by itself: the caller still has to
 * make it unique.
 */
export function slugify(text: string, fallback: string = fallbackSlug): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => letterReplacements[letter] ?? '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugifyMaxLength)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}
