import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStreamBeating } from '@/server/realtime/stream-heartbeat';

/** A response that only records what is written to it. */
const aStream = () => {
  const written: string[] = [];
  return {
    written,
    res: { write: (text: string) => written.push(text) } as unknown as ServerResponse,
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('keepStreamBeating', () => {
  it('beats every open stream from one timer, and none once stopped', () => {
    vi.useFakeTimers();
    const [one, other] = [aStream(), aStream()];
    const stopOne = keepStreamBeating(one.res, 1000);
    const stopOther = keepStreamBeating(other.res, 1000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(one.written).toEqual([': heartbeat\n\n']);
    expect(other.written).toEqual([': heartbeat\n\n']);
    stopOne();
    vi.advanceTimersByTime(1000);
    expect(one.written).toHaveLength(1);
    expect(other.written).toHaveLength(2);
    stopOther();
    expect(vi.getTimerCount()).toBe(0);
  });
});
