import { describe, expect, it } from 'vitest';
import { isPlainRead } from '@/server/db/plain-read';

describe('isPlainRead', () => {
  it.each([
    'select "id", "title" from "properties" where "id" = $1',
    'SELECT count(*) FROM properties',
    'with recent as (select id from properties order by created_at desc) select * from recent',
    '(select 1) union (select 2)',
    'select "updated_at", "is_locked_out" from "users"',
  ])('counts a statement that only reads as a read: %s', (text) => {
    expect(isPlainRead(text)).toBe(true);
  });

  it.each([
    'insert into "faqs" ("question") values ($1)',
    'update "properties" set "title" = $1',
    'delete from "sessions" where "id" = $1',
    'with gone as (delete from sessions returning id) select count(*) from gone',
    'with added as (insert into faqs (question) values ($1) returning id) select id from added',
    'select * from "properties" where "id" = $1 for update',
    'select * from "properties" for no key update',
    'select * from "properties" for share',
    'select * into archived from properties',
    "select nextval('properties_id_seq')",
    "select set_config('enable_seqscan', 'off', true)",
    'select pg_advisory_xact_lock($1)',
    'select pg_terminate_backend($1)',
    'begin',
    'commit',
    'lock table properties',
    'truncate properties',
  ])('does not count a statement that writes, locks or has side effects: %s', (text) => {
    expect(isPlainRead(text)).toBe(false);
  });
});
