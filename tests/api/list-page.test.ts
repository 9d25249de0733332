import { describe, expect, it } from 'vitest';
import { pageOf, pageWindow } from '@/api/list-page';

describe('list pages', () => {
  it("answers a page with the server's total", () => {
    expect(pageOf({ error: false, message: 'OK', data: ['a', 'b'], total: 40 })).toEqual({
      data: ['a', 'b'],
      total: 40,
    });
  });

  it("counts the page's items when the server sends no total", () => {
    expect(pageOf({ error: false, message: 'OK', data: ['a', 'b'] }).total).toBe(2);
  });

  it('asks a numbered page as a limit and an offset, page 1 first', () => {
    expect(pageWindow(1, 12)).toEqual({ limit: 12, offset: 0 });
    expect(pageWindow(3, 12)).toEqual({ limit: 12, offset: 24 });
  });
});
