import { describe, expect, it } from 'vitest';

import { durationText, formatDuration } from '@/utils/format-duration';

/** Per behaviour: [hours, the value and unit shown]. */
const durationsInUnits: [
  string,
  [Parameters<typeof formatDuration>, ReturnType<typeof formatDuration>][],
][] = [
  [
    'keeps durations under 24 hours in hours',
    [
      [[12], { value: 12, unit: 'hours' }],
      [[1], { value: 1, unit: 'hours' }],
      [[23], { value: 23, unit: 'hours' }],
    ],
  ],
  ['shows exactly 24 hours as one day', [[[24], { value: 1, unit: 'days' }]]],
  [
    'shows 24 hours or more as days, with fractions',
    [
      [[48], { value: 2, unit: 'days' }],
      [[36], { value: 1.5, unit: 'days' }],
      [[720], { value: 30, unit: 'days' }],
    ],
  ],
  [
    'rounds to two decimals',
    [
      [[25], { value: 1.04, unit: 'days' }],
      [[1.256], { value: 1.26, unit: 'hours' }],
    ],
  ],
  [
    'shows a duration that rounds up to 24 hours as one day',
    [[[23.999], { value: 1, unit: 'days' }]],
  ],
  [
    'treats zero and non-finite input as 0 hours',
    [
      [[0], { value: 0, unit: 'hours' }],
      [[Number.NaN], { value: 0, unit: 'hours' }],
      [[Number.POSITIVE_INFINITY], { value: 0, unit: 'hours' }],
    ],
  ],
];

describe('formatDuration', () => {
  it.each(durationsInUnits)('%s', (_behaviour, examples) => {
    for (const [input, expected] of examples) expect(formatDuration(...input)).toEqual(expected);
  });
});

/** Per behaviour: [hours, the text shown]. */
const durationTexts: [
  string,
  [Parameters<typeof durationText>, ReturnType<typeof durationText>][],
][] = [
  ['writes one hour in the singular', [[[1], '1 hour']]],
  [
    'writes hours and days in the plural',
    [
      [[12], '12 hours'],
      [[48], '2 days'],
      [[36], '1.5 days'],
    ],
  ],
  ['writes exactly 24 hours as one day', [[[24], '1 day']]],
];

describe('durationText', () => {
  it.each(durationTexts)('%s', (_behaviour, examples) => {
    for (const [input, expected] of examples) expect(durationText(...input)).toBe(expected);
  });

  it('writes in the given locale', () => {
    // French separates number and unit with a narrow no-break space.
    expect(durationText(48, 'fr')).toMatch(/^2\sjours$/u);
  });
});
