import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `admin/confirm-password`: the staff member types the password again (15 minutes). */
export const confirmPassword = defineMutation('POST', 'admin/confirm-password', {
  body: (input: { password: string }) => ({ password: input.password }),
  answer: dataOf<{ confirmed_until: string }>,
});

export const useConfirmPassword = confirmPassword.use;
