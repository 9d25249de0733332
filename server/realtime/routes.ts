/**
 * The live stream (an addition to the spec's table): `GET events`, the signed-in user's new and
 * deleted messages, read receipts and notifications as server-sent events, authenticated like
 * every call (the bearer header; never a token in the address). `Last-Event-ID` resumes after
 * a dropped connection with what was missed. 429 beyond ten open streams per user on one
 * instance. See server/realtime/open-live-stream.ts.
 */
import { object } from 'yup';
import { AppError } from '../core/app-error';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { getEnv } from '../env';
import { openLiveStream } from './open-live-stream';

/** Open streams per user on this instance (a tab each; more is a runaway client). */
export const maxStreamsPerUser = 10;
const openStreams = new Map<number, number>();

/** The `Last-Event-ID` header a reconnecting stream sends, when it is an event id. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export const liveRoutes: RouteDefinition[] = [
  route('GET', 'events', {
    auth: 'required',
    query: object({}),
    stream: true,
    handle: async ({ db, viewer, req }) => {
      const open = openStreams.get(viewer.userId) ?? 0;
      if (open >= maxStreamsPerUser) {
        throw new AppError(
          'rate_limited',
          'Too many open live streams. Close a tab and try again.',
          undefined,
          {
            'Retry-After': '30',
          },
        );
      }
      return {
        data: null,
        takeOver: async (res) => {
          openStreams.set(viewer.userId, (openStreams.get(viewer.userId) ?? 0) + 1);
          const release = () => {
            const left = (openStreams.get(viewer.userId) ?? 1) - 1;
            if (left > 0) openStreams.set(viewer.userId, left);
            else openStreams.delete(viewer.userId);
          };
          await openLiveStream(db, viewer, req, res, lastEventIdOf(req.headers['last-event-id']), {
            heartbeatMs: getEnv().liveHeartbeatSeconds * 1000,
            onClose: release,
          });
        },
      };
    },
  }),
];
