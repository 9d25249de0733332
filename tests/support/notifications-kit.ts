import type { NotificationDto } from '@/contracts/dto/notification-dto';
import type { ApiTestResponse } from './api-test-server';

type Caller = {
  call<T>(
    method: string,
    path: string,
    options: { token: string; query?: Record<string, number> },
  ): Promise<ApiTestResponse<T>>;
};

/** A user's notifications through get_notification_list, newest first: type and params. */
export async function noticesOf(
  kit: Caller,
  user: { token: string },
): Promise<Pick<NotificationDto, 'type' | 'params' | 'link'>[]> {
  const response = await kit.call<NotificationDto[]>('GET', 'get_notification_list', {
    token: user.token,
    query: { limit: 50 },
  });
  if (response.body.error) throw new Error(`get_notification_list: ${response.body.message}`);
  return response.body.data.map(({ type, params, link }) => ({ type, params, link }));
}
