import type { ServerEnv } from '../env';

/**
 * The outside services the page policy lets the browser reach that the admin console can turn
 * on (Google Maps with a browser key, Stripe with a publishable key), besides what the
 * environment configures. Kept on globalThis: the proxy that writes the policy and the server
 * code that reads the settings are bundled apart but share the process.
 */
export interface PageServices {
  maps: boolean;
  stripe: boolean;
}

const key = Symbol.for('hearth.pageServices');
type Holder = typeof globalThis & { [key]?: PageServices };

/** The services the settings turned on (noted at start and after every site change), else the environment's. */
export function pageServices(env: ServerEnv): PageServices {
  return (
    (globalThis as Holder)[key] ?? {
      maps: Boolean(env.googleMapsApiKey),
      stripe: Boolean(env.stripe.publishableKey),
    }
  );
}

export function notePageServices(services: PageServices): void {
  (globalThis as Holder)[key] = services;
}
