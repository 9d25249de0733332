import { messageOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  password: string;
  re_password: string;
}

/** POST `reset-password` (open): the emailed code and the new password. */
export const resetPassword = defineMutation('POST', 'reset-password', {
  auth: false,
  body: (input: ResetPasswordInput) => ({ ...input }),
  answer: messageOf,
});

export const useResetPassword = resetPassword.use;
