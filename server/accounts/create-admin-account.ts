import { object, string, ValidationError, type InferType } from 'yup';
import { emailField, newPasswordField } from '@/contracts/requests/account-requests';
import { englishFieldError } from '@/contracts/field-error-english';
import type { Database } from '../db/database';
import { createAccount } from './create-account';
import { findUserByEmail, updateUser } from './accounts-repository';
import { hashPassword } from './hash-password';

/** What `npm run create-admin` accepts. */
export const createAdminSchema = object({
  email: emailField().required('--email is required'),
  password: newPasswordField().required('--password is required'),
  name: string().trim().max(100, '--name is at most 100 characters'),
});

export type CreateAdminInput = InferType<typeof createAdminSchema>;

/** Bad command-line arguments, with one line per problem. */
export class CreateAdminArgumentsError extends Error {
  override name = 'CreateAdminArgumentsError';

  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const optionNames = ['email', 'password', 'name'] as const;
type OptionName = (typeof optionNames)[number];

function isOptionName(value: string): value is OptionName {
  return (optionNames as readonly string[]).includes(value);
}

/**
 * `--email a@b.c --password secret [--name "Ada"]` (also `--email=a@b.c`), validated; the
 * password must not be guessable, as for every account.
 */
export async function parseCreateAdminArguments(
  argv: readonly string[],
): Promise<CreateAdminInput> {
  const values: Partial<Record<OptionName, string>> = {};
  const problems: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(argument);
    const option = match?.[1];
    if (!match || !option || !isOptionName(option)) {
      problems.push(`Unknown argument: ${argument}`);
      continue;
    }
    let value = match[2];
    if (value === undefined) {
      const following = argv[index + 1];
      if (following === undefined || following.startsWith('--')) {
        problems.push(`--${option} needs a value`);
        continue;
      }
      value = following;
      index += 1;
    }
    values[option] = value;
  }
  if (problems.length > 0) throw new CreateAdminArgumentsError(problems);
  try {
    return await createAdminSchema.validate(values, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError)
      throw new CreateAdminArgumentsError(error.errors.map(englishFieldError));
    throw error;
  }
}

export interface CreateAdminResult {
  action: 'created' | 'promoted' | 'updated';
  userId: number;
  email: string;
}

/**
 * Makes the account with this email an administrator with this password: creates it when
 * there is none, promotes (and re-enables) an existing user, or just sets the password of an
 * existing admin.
 */
export async function createAdminAccount(
  db: Database,
  input: CreateAdminInput,
): Promise<CreateAdminResult> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (!existing) {
    const created = await createAccount(db, {
      name: input.name || 'Administrator',
      email: input.email,
      passwordHash,
      // The operator vouches for the address on the server's command line.
      emailVerifiedAt: new Date(),
      loginType: 'email',
      role: 'admin',
    });
    return { action: 'created', userId: created.id, email: input.email };
  }
  await updateUser(db, existing.id, {
    role: 'admin',
    passwordHash,
    isActive: true,
    emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    ...(input.name ? { name: input.name } : {}),
  });
  return {
    action: existing.role === 'admin' ? 'updated' : 'promoted',
    userId: existing.id,
    email: input.email,
  };
}

/** The sentence the script prints for a result. */
export function describeCreateAdminResult(result: CreateAdminResult): string {
  const what = {
    created: 'Created the administrator account',
    promoted: 'Promoted the existing account to administrator',
    updated: 'The account was already an administrator; its password was set',
  }[result.action];
  return `${what}: ${result.email} (user #${result.userId}).`;
}
