import { AppError } from '../core/app-error';

export const unknownUser = (): AppError => new AppError('not_found', 'There is no such user.');

export const lastAdministrator = (): AppError =>
  new AppError(
    'last_administrator',
    'The marketplace needs at least one active administrator: grant the role to someone else first.',
  );

export const notOnYourself = (what: string): AppError =>
  new AppError('forbidden', `You cannot ${what} your own account.`);
