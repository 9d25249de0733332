import { messageOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * GET `forgot-password` (open): sends a reset code to the address if it has an account; the
 * answer never says which.
 */
export const forgotPassword = defineMutation('GET', 'forgot-password', {
  auth: false,
  query: (input: { email: string }) => ({ email: input.email }),
  answer: messageOf,
});

export const useForgotPassword = forgotPassword.use;
