import { describe, expect, it } from 'vitest';
import { profileCompleteness } from '@/utils/profile-completeness';

describe('profileCompleteness', () => {
  it('is complete with name, email, mobile, profile image and address', () => {
    expect(
      profileCompleteness({
        name: 'Amina',
        email: 'a@example.test',
        mobile: '+15550100',
        profile: '/media/a.webp',
        address: '1 Harbour Road',
      }),
    ).toEqual({ missing: [], percent: 100, isComplete: true });
  });

  it('lists what is missing, blank text counting as missing', () => {
    expect(
      profileCompleteness({ name: 'Amina', email: 'a@example.test', mobile: ' ', profile: null }),
    ).toEqual({ missing: ['mobile', 'profile', 'address'], percent: 40, isComplete: false });
  });
});
