import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { insertDailyView, readDailySalt } from './property-view-repository';

/**
 * How many listings' views one visitor (address or user) can add in a day. A person reading
 * the site views far fewer; past it, a script walking the catalogue to game "most viewed"
 * adds nothing.
 */
export const dailyViewsPerVisitor = 200;

export interface PropertyVisit {
  propertyId: number;
  /** The signed-in user, when known: then the user is the visitor. */
  userId?: number | null;
  /**
   * Otherwise the visitor is the caller's network (an IPv4 address, an IPv6 /64: see
   * clientNetwork), hashed with a salt that changes daily. The browser is not part of it: a
   * changed User-Agent is not a new visitor.
   */
  network: string;
  /** Only to leave robots out. */
  userAgent: string;
  /** For tests; defaults to now. The day is the UTC date. */
  at?: Date;
}

/** Self-declared robots, link previews and HTTP libraries: their fetches are not views. */
const botPattern =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|go-http-client|node-fetch|axios|okhttp|httpclient|scrapy|phantomjs/i;

export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || botPattern.test(userAgent);
}

const saltCache = new WeakMap<Database, { day: string; salt: string }>();

async function saltOf(db: Database, day: string): Promise<string> {
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = await readDailySalt(db, day);
  saltCache.set(db, { day, salt });
  return salt;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Counts a view of the listing once per visitor per day (the domain rule), and at most
 * `dailyViewsPerVisitor` listings per visitor per day. Robots are not counted. The raw address
 * is never stored: only a salted hash whose salt is deleted after two days. Answers whether
 * this view was counted.
 */
export async function recordPropertyView(db: Database, visit: PropertyVisit): Promise<boolean> {
  if (isBotUserAgent(visit.userAgent)) return false;
  const day = (visit.at ?? new Date()).toISOString().slice(0, 10);
  const visitorHash = visit.userId
    ? sha256(`user:${visit.userId}`)
    : sha256(`visitor:${visit.network}\n${await saltOf(db, day)}`);
  return insertDailyView(
    db,
    { propertyId: visit.propertyId, visitorHash, day },
    dailyViewsPerVisitor,
  );
}
