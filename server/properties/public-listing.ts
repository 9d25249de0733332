import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { properties } from '../db/schema';

/** The visibility rule: the public sees approved, active listings only. */
export function isPublicListing(): SQL {
  return sql`(${qualified(properties.reviewStatus)} = 'approved' and ${qualified(properties.isActive)})`;
}
