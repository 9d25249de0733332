import { defineMutation } from '../define-mutation';

/**
 * POST `update_profile` with only `fcm_id`: this device's push token, kept on this session (the
 * server pushes to every session's token of the user).
 */
export const savePushToken = defineMutation('POST', 'update_profile', {
  body: (fcmId: string) => ({ fcm_id: fcmId }),
});
