import { asc, eq } from 'drizzle-orm';
import type { CatalogueTranslationKind } from '@/contracts/dto/admin-language-dto';
import type { CatalogueTranslations } from '@/contracts/dto/catalogue-translations';
import type { Database } from '../db/database';
import { categories, facilities, parameters } from '../db/schema';

export interface CatalogueNameRow {
  kind: CatalogueTranslationKind;
  id: number;
  name: string;
  choices: string[];
  translations: CatalogueTranslations;
}

const tables = { category: categories, parameter: parameters, facility: facilities } as const;

/** The names of one kind of catalogue entry (or of every kind), with their translations. */
export async function listCatalogueNames(
  db: Database,
  kind?: CatalogueTranslationKind,
): Promise<CatalogueNameRow[]> {
  const kinds = kind ? [kind] : (['category', 'parameter', 'facility'] as const);
  const lists = await Promise.all(kinds.map((each) => listOfKind(db, each)));
  return lists.flat();
}

async function listOfKind(
  db: Database,
  kind: CatalogueTranslationKind,
): Promise<CatalogueNameRow[]> {
  if (kind === 'parameter') {
    const rows = await db
      .select({
        id: parameters.id,
        name: parameters.name,
        choices: parameters.choices,
        translations: parameters.translations,
      })
      .from(parameters)
      .orderBy(asc(parameters.name), asc(parameters.id));
    return rows.map((row) => ({ kind, ...row }));
  }
  const table = tables[kind];
  const rows = await db
    .select({ id: table.id, name: table.name, translations: table.translations })
    .from(table)
    .orderBy(asc(table.name), asc(table.id));
  return rows.map((row) => ({ kind, ...row, choices: [] }));
}

export async function findCatalogueName(
  db: Database,
  kind: CatalogueTranslationKind,
  id: number,
): Promise<CatalogueNameRow | null> {
  if (kind === 'parameter') {
    const [row] = await db
      .select({
        id: parameters.id,
        name: parameters.name,
        choices: parameters.choices,
        translations: parameters.translations,
      })
      .from(parameters)
      .where(eq(parameters.id, id))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  const table = tables[kind];
  const [row] = await db
    .select({ id: table.id, name: table.name, translations: table.translations })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? { kind, ...row, choices: [] } : null;
}

export async function setCatalogueTranslations(
  db: Database,
  kind: CatalogueTranslationKind,
  id: number,
  translations: CatalogueTranslations,
): Promise<void> {
  const table = tables[kind];
  await db.update(table).set({ translations, updatedAt: new Date() }).where(eq(table.id, id));
}
