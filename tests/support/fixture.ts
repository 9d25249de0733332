/** A builder of test values: fresh defaults, with what a test overrides (`aPackage({ id: 2 })`). */
export function fixture<T extends object>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}
