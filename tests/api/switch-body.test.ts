import { describe, expect, it } from 'vitest';
import { switchBody } from '@/api/switch-body';

describe('switchBody', () => {
  it('sends the id under its field and type 1 to switch on, 0 to switch off', () => {
    expect(switchBody('property_id', 4, true)).toEqual({ property_id: 4, type: 1 });
    expect(switchBody('project_id', 9, false)).toEqual({ project_id: 9, type: 0 });
  });
});
