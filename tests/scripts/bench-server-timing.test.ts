import { describe, expect, it } from 'vitest';
import { parseServerTiming } from '../../scripts/bench/server-timing.mjs';

describe("the bench's Server-Timing reader", () => {
  it('reads the data and render durations of a page answer', () => {
    expect(
      parseServerTiming('data;dur=12.3;desc="Page data", render;dur=4.5;desc="Page render"'),
    ).toEqual({ data: 12.3, render: 4.5 });
  });

  it('reads nothing from an answer without the header or without durations', () => {
    expect(parseServerTiming(null)).toEqual({});
    expect(parseServerTiming('cache;desc="hit"')).toEqual({});
  });
});
