import type { Database } from '../database';
import { users } from '../schema';

/**
 * Demo people: verified agents with full profiles and a few ordinary users, some of them
 * with incomplete profiles. Nobody has a password; their addresses count as proven, so the demo
 * people can be signed in to with a one-time code. The admin is created elsewhere.
 */
export interface DemoUser {
  slug: string;
  name: string;
  email: string;
  mobile: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  aboutMe: string | null;
  isAgent: boolean;
  hasAvatar: boolean;
  /** Cities whose listings this agent mostly handles. */
  cities: readonly string[];
  /** Days before the seeding that the account was created. */
  joinedDaysAgo: number;
}

type Person = Pick<DemoUser, 'name' | 'email' | 'mobile' | 'address' | 'aboutMe'> & {
  place:
    | readonly [city: string, state: string, country: string, latitude: number, longitude: number]
    | null;
  cities?: readonly string[];
  hasAvatar?: boolean;
  joinedDaysAgo: number;
};

const agents: readonly Person[] = [
  {
    name: 'Olivia Bennett',
    email: 'olivia.bennett@example.com',
    mobile: '+12125550142',
    address: '250 West 57th Street, Suite 1410',
    place: ['New York', 'New York', 'United States', 40.7654, -73.9818],
    cities: ['New York'],
    aboutMe:
      'Manhattan agent for twelve years, focused on the Upper West Side and Chelsea. I help first-time buyers make sense of co-op boards and help sellers price for the market they actually have.',
    joinedDaysAgo: 410,
  },
  {
    name: 'Marcus Reed',
    email: 'marcus.reed@example.com',
    mobile: '+13235550178',
    address: '1800 Hillhurst Avenue',
    place: ['Los Angeles', 'California', 'United States', 34.1047, -118.2872],
    cities: ['Los Angeles'],
    aboutMe:
      'Born and raised on the Eastside of Los Angeles. I work with families and creatives looking for homes in Silver Lake, Los Feliz and Echo Park, and with investors buying small multi-unit buildings.',
    joinedDaysAgo: 380,
  },
  {
    name: 'Sofia Alvarez',
    email: 'sofia.alvarez@example.com',
    mobile: '+13055550116',
    address: '1200 Brickell Avenue, Floor 8',
    place: ['Miami', 'Florida', 'United States', 25.7634, -80.1918],
    cities: ['Miami'],
    aboutMe:
      'Bilingual agent covering Brickell, Coconut Grove and Edgewater. Condo reviews, flood zones and insurance quotes are part of every purchase I handle, so there are no surprises at closing.',
    joinedDaysAgo: 355,
  },
  {
    name: 'James Whitaker',
    email: 'james.whitaker@example.com',
    mobile: '+442079460321',
    address: '41 Upper Street, Islington',
    place: ['London', 'England', 'United Kingdom', 51.5383, -0.1026],
    cities: ['London', 'Manchester'],
    aboutMe:
      'Residential lettings and sales across north and east London, with a growing book in Manchester. Former surveyor, so expect straight answers about damp, leases and service charges.',
    joinedDaysAgo: 330,
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    mobile: '+971455501234',
    address: 'Marina Plaza, Office 2203, Dubai Marina',
    place: ['Dubai', 'Dubai', 'United Arab Emirates', 25.0805, 55.1403],
    cities: ['Dubai', 'Abu Dhabi'],
    aboutMe:
      'RERA-registered broker working in Dubai Marina, Downtown and Abu Dhabi’s Al Reem Island. I specialise in off-plan handovers and help overseas buyers with the whole process remotely.',
    joinedDaysAgo: 300,
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    mobile: '+14165550190',
    address: '100 King Street West, Suite 5600',
    place: ['Toronto', 'Ontario', 'Canada', 43.6487, -79.3817],
    cities: ['Toronto', 'Vancouver'],
    aboutMe:
      'Toronto and Vancouver condo specialist. I compare maintenance fees, reserve funds and rental rules so my clients buy buildings that hold their value.',
    joinedDaysAgo: 270,
  },
  {
    name: 'Chloe Martin',
    email: 'chloe.martin@example.com',
    mobile: '+61255501842',
    address: '88 Crown Street, Surry Hills',
    place: ['Sydney', 'New South Wales', 'Australia', -33.8792, 151.2132],
    cities: ['Sydney'],
    aboutMe:
      'Sales and leasing in Sydney’s inner east and the beaches. Auctions are my favourite part of the job: I prepare buyers and sellers so that auction day holds no surprises.',
    joinedDaysAgo: 240,
  },
  {
    name: 'Ethan Cole',
    email: 'ethan.cole@example.com',
    mobile: '+13125550163',
    address: '401 North Michigan Avenue, Suite 1200',
    place: ['Chicago', 'Illinois', 'United States', 41.8897, -87.6244],
    cities: ['Chicago', 'Austin'],
    aboutMe:
      'Commercial and residential agent in Chicago with a second office in Austin. Offices, retail units and warehouses are half my business; the other half is helping families move up to a bigger home.',
    joinedDaysAgo: 210,
  },
];

const members: readonly Person[] = [
  {
    name: 'Hannah Lee',
    email: 'hannah.lee@example.com',
    mobile: '+12125550187',
    address: '310 West 86th Street, Apt 5B',
    place: ['New York', 'New York', 'United States', 40.7887, -73.9767],
    aboutMe: 'Selling my apartment before moving to Boston for work.',
    hasAvatar: true,
    joinedDaysAgo: 160,
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    mobile: '+971255509876',
    address: 'Al Reem Island, Sun Tower, Apt 1804',
    place: ['Abu Dhabi', 'Abu Dhabi', 'United Arab Emirates', 24.4942, 54.4061],
    aboutMe: null,
    hasAvatar: true,
    joinedDaysAgo: 140,
  },
  {
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    mobile: null,
    address: null,
    place: null,
    aboutMe: null,
    joinedDaysAgo: 95,
  },
  {
    name: 'Emily Carter',
    email: 'emily.carter@example.com',
    mobile: '+447700900456',
    address: '12 Beech Road, Chorlton',
    place: ['Manchester', 'England', 'United Kingdom', 53.4416, -2.2764],
    aboutMe: null,
    joinedDaysAgo: 80,
  },
  {
    name: 'Ravi Patel',
    email: 'ravi.patel@example.com',
    mobile: '+16045550132',
    address: '2150 West 4th Avenue',
    place: ['Vancouver', 'British Columbia', 'Canada', 49.2681, -123.1566],
    aboutMe: 'Software engineer renting out a condo while I work abroad.',
    hasAvatar: true,
    joinedDaysAgo: 60,
  },
  {
    name: 'Grace Thompson',
    email: 'grace.thompson@example.com',
    mobile: null,
    address: null,
    place: null,
    aboutMe: null,
    joinedDaysAgo: 12,
  },
];

function toDemoUser(person: Person, isAgent: boolean): DemoUser {
  return {
    slug: person.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: person.name,
    email: person.email,
    mobile: person.mobile,
    address: person.address,
    city: person.place?.[0] ?? null,
    state: person.place?.[1] ?? null,
    country: person.place?.[2] ?? null,
    latitude: person.place?.[3] ?? null,
    longitude: person.place?.[4] ?? null,
    aboutMe: person.aboutMe,
    isAgent,
    hasAvatar: isAgent || person.hasAvatar === true,
    cities: person.cities ?? [],
    joinedDaysAgo: person.joinedDaysAgo,
  };
}

export const demoUsers: readonly DemoUser[] = [
  ...agents.map((person) => toDemoUser(person, true)),
  ...members.map((person) => toDemoUser(person, false)),
];

function socialHandle(user: DemoUser): string {
  return user.slug.replace(/-/g, '');
}

/** Inserts the demo users; returns their ids by slug. */
export async function insertUsers(
  tx: Database,
  avatars: ReadonlyMap<string, string>,
  now: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(users)
    .values(
      demoUsers.map((user) => {
        const joinedAt = new Date(now.getTime() - user.joinedDaysAgo * 86_400_000);
        const handle = socialHandle(user);
        return {
          name: user.name,
          email: user.email,
          emailVerifiedAt: joinedAt,
          mobile: user.mobile,
          mobileVerifiedAt: user.mobile ? joinedAt : null,
          passwordHash: null,
          loginType: 'email' as const,
          role: 'user' as const,
          slugId: user.slug,
          profileImage: avatars.get(user.slug) ?? null,
          address: user.address,
          city: user.city,
          state: user.state,
          country: user.country,
          latitude: user.latitude,
          longitude: user.longitude,
          aboutMe: user.aboutMe,
          facebookId: user.isAgent ? `https://facebook.com/${handle}` : null,
          twiiterId: user.isAgent ? `https://twitter.com/${handle}` : null,
          instagramId: user.isAgent ? `https://instagram.com/${handle}` : null,
          youtubeId: user.isAgent ? `https://youtube.com/@${handle}` : null,
          verificationStatus: user.isAgent ? ('success' as const) : ('not_applied' as const),
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    )
    .returning({ id: users.id, slug: users.slugId });
  return new Map(rows.map((row) => [row.slug, row.id]));
}
