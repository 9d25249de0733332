/**
 * Generates benchmark projects in SQL, one per hundred listings (at least 200): copies of the
 * demo projects (title, description, category, price range, completion, photo, floor plans and
 * gallery) placed at the address of a generated listing, so their cities follow the listings'
 * long tail. Approved and active, published over the last year, owned by the generated
 * listing's owner. Run after generateListings.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';

export interface GeneratedProjects {
  count: number;
  plans: number;
  images: number;
}

async function rowCount(db: Database, text: string): Promise<number> {
  const answer = (await db.execute(sql.raw(text))) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(answer.rowCount ?? answer.affectedRows ?? 0);
}

/** The demo projects, numbered 0… in id order: the templates the copies take after. */
const templatesCte = `templates as (
  select row_number() over (order by id) - 1 as ord, * from projects
   where review_status = 'approved' and slug_id not like 'bench-project-%')`;

export async function generateProjects(
  db: Database,
  listings: { firstId: number; lastId: number },
): Promise<GeneratedProjects> {
  const listingCount = listings.lastId - listings.firstId + 1;
  const count = listingCount > 0 ? Math.max(200, Math.floor(listingCount / 100)) : 0;
  if (count === 0) return { count: 0, plans: 0, images: 0 };
  const inserted = await rowCount(
    db,
    `with ${templatesCte},
       total as (select count(*) as n from templates)
     insert into projects (slug_id, owner_id, category_id, title, description, type, location,
       city, state, country, latitude, longitude, min_price, max_price, completion_date, image,
       review_status, is_active, published_at, created_at, updated_at)
     select 'bench-project-' || g.n, p.owner_id, t.category_id, t.title || ', ' || p.city,
       t.description, t.type, p.address, p.city, p.state, p.country, p.latitude, p.longitude,
       t.min_price, t.max_price, t.completion_date, t.image, 'approved', true,
       now() - ((g.n * 37) % 365) * interval '1 day', now() - ((g.n * 37) % 365) * interval '1 day',
       now()
     from generate_series(0, ${count - 1}) as g(n)
     cross join total
     join templates t on t.ord = g.n % total.n
     join properties p on p.id = ${listings.firstId} + (g.n * 7919) % ${listingCount}`,
  );
  const slugOrdinal = `(substring(c.slug_id from 15)::bigint % (select count(*) from templates))`;
  const plans = await rowCount(
    db,
    `with ${templatesCte}
     insert into project_plans (project_id, title, document, kind, position)
     select c.id, tp.title, tp.document, tp.kind, tp.position
     from projects c join templates t on t.ord = ${slugOrdinal}
     join project_plans tp on tp.project_id = t.id
     where c.slug_id like 'bench-project-%'`,
  );
  const images = await rowCount(
    db,
    `with ${templatesCte}
     insert into project_images (project_id, image, sequence)
     select c.id, ti.image, ti.sequence
     from projects c join templates t on t.ord = ${slugOrdinal}
     join project_images ti on ti.project_id = t.id
     where c.slug_id like 'bench-project-%'`,
  );
  return { count: inserted, plans, images };
}
