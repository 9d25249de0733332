import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { verifyPassword } from '@/server/accounts/verify-password';
import {
  CreateAdminArgumentsError,
  createAdminAccount,
  describeCreateAdminResult,
  parseCreateAdminArguments,
} from '@/server/accounts/create-admin-account';
import { insertUser } from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase();

async function userByEmail(email: string) {
  const [row] = await handle.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('createAdminAccount', () => {
  it('creates an admin account that signs in with the given password', async () => {
    const result = await createAdminAccount(handle.db, {
      email: 'boss@example.com',
      password: 'secret-1',
      name: 'The Boss',
    });
    expect(result).toMatchObject({ action: 'created', email: 'boss@example.com' });
    const row = await userByEmail('boss@example.com');
    expect(row).toMatchObject({ id: result.userId, role: 'admin', name: 'The Boss' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword('secret-1', row!.passwordHash!)).toBe(true);
    expect(describeCreateAdminResult(result)).toContain('Created the administrator account');
  });

  it('promotes an existing user, re-enables them, sets the password and keeps their name', async () => {
    const user = await insertUser(handle.db, {
      email: 'Helper@Example.com',
      name: 'Helper',
      isActive: false,
    });
    const result = await createAdminAccount(handle.db, {
      email: 'helper@example.com',
      password: 'another-secret',
    });
    expect(result).toMatchObject({ action: 'promoted', userId: user.id });
    const row = await userByEmail('Helper@Example.com');
    expect(row).toMatchObject({ role: 'admin', isActive: true, name: 'Helper' });
    expect(await verifyPassword('another-secret', row!.passwordHash!)).toBe(true);
  });

  it('sets a new password for an existing admin without creating another account', async () => {
    await createAdminAccount(handle.db, { email: 'twice@example.com', password: 'first-pass' });
    const again = await createAdminAccount(handle.db, {
      email: 'twice@example.com',
      password: 'second-pass',
    });
    expect(again.action).toBe('updated');
    const rows = await handle.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(await verifyPassword('second-pass', rows[0]!.passwordHash!)).toBe(true);
  });
});

describe('parseCreateAdminArguments', () => {
  it('reads --email, --password and --name, in both spellings', async () => {
    expect(
      await parseCreateAdminArguments([
        '--email',
        ' Admin@Example.com ',
        '--password=violet-harbour-42',
        '--name',
        'Ada',
      ]),
    ).toEqual({ email: 'admin@example.com', password: 'violet-harbour-42', name: 'Ada' });
  });

  async function problemsOf(argv: string[]): Promise<string[]> {
    try {
      await parseCreateAdminArguments(argv);
    } catch (error) {
      if (error instanceof CreateAdminArgumentsError) return error.problems;
      throw error;
    }
    throw new Error('The arguments were accepted');
  }

  it('refuses a short or guessable password, a bad email and missing values with clear messages', async () => {
    expect(await problemsOf(['--email', 'a@b.co', '--password', '12345'])).toEqual([
      'The password needs at least 6 characters',
    ]);
    expect(await problemsOf(['--email', 'a@b.co', '--password', 'admin123'])).toEqual([
      'This is one of the most used passwords. Choose one that is harder to guess',
    ]);
    expect(
      await problemsOf(['--email', 'not-an-email', '--password', 'violet-harbour-42']),
    ).toEqual(['Enter a valid email address']);
    expect(await problemsOf([])).toEqual(
      expect.arrayContaining(['--email is required', '--password is required']),
    );
    expect(await problemsOf(['--email', '--password', '123456'])).toEqual([
      '--email needs a value',
    ]);
    expect(await problemsOf(['--role', 'admin'])).toContain('Unknown argument: --role');
  });
});
