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

/** What translating a parameter reads: its name and its choices, with their translations. */
const parameterNameColumns = {
  id: parameters.id,
  name: parameters.name,
  choices: parameters.choices,
  translations: parameters.translations,
};

/** What translating a category or a facility reads: its name, with its translations. */
const nameColumnsOf = (table: (typeof tables)[keyof typeof tables]) => ({
  id: table.id,
  name: table.name,
  translations: table.translations,
});

async function listOfKind(
  db: Database,
  kind: CatalogueTranslationKind,
): Promise<CatalogueNameRow[]> {
  if (kind === 'parameter') {
    const rows = await db
      .select(parameterNameColumns)
      .from(parameters)
      .orderBy(asc(parameters.name), asc(parameters.id));
    return rows.map((row) => ({ kind, ...row }));
  }
  const table = tables[kind];
  const rows = await db
    .select(nameColumnsOf(table))
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
      .select(parameterNameColumns)
      .from(parameters)
      .where(eq(parameters.id, id))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  const table = tables[kind];
  const [row] = await db.select(nameColumnsOf(table)).from(table).where(eq(table.id, id)).limit(1);
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
