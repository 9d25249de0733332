import type { ServerEnv } from '../env';
import { pageServices, type PageServices } from './page-services';

/**
 * The security headers of every page (issue 11, item 4), built from this process's
 * environment, so origins configured at run time (a map tile server, Google, Firebase, Stripe)
 * are allowed only when they are configured. `proxy.ts` sets them on each page response.
 *
 * Scripts: only our own ('self'), the configured services' loaders and, by hash, the one inline
 * bootstrap script the build puts in each page (Next's page data is `type="application/json"`
 * and our JSON-LD `application/ld+json`, neither executed). Hashes rather than per-request
 * nonces, so the same policy holds for server-rendered, regenerated and prebuilt pages (a
 * prebuilt page cannot carry a nonce). An injected `<script>` or `onclick` is refused.
 * Styles allow inline style attributes (the map and React set them); a style cannot run code.
 */

export interface PageRequestFacts {
  /** Whether the browser reached us over HTTPS (directly, or through the trusted proxy). */
  https: boolean;
  /** The build's inline bootstrap scripts as hash sources (server/security/inline-script-hashes). */
  scriptHashes?: readonly string[];
}

const google = {
  maps: {
    script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    connect: ['https://maps.googleapis.com'],
    img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.gstatic.com'],
    style: ['https://fonts.googleapis.com'],
    font: ['https://fonts.gstatic.com'],
  },
};

const firebase = {
  script: ['https://apis.google.com', 'https://www.gstatic.com'],
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
  ],
};

/**
 * Stripe.js and the Payment Element, as Stripe's CSP guide lists them (its script and frames
 * come from js.stripe.com and its subdomains; 3-D Secure pages from hooks.stripe.com). Allowed
 * when STRIPE_PUBLISHABLE_KEY is set in the environment: the policy is built from the
 * environment on every page without a database read, so a Stripe enabled only through the
 * admin's `payment_gateways` setting also needs the key in the environment (docs: Payments).
 */
const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

/** Video links are shown through YouTube's privacy-enhanced player. */
const videoFrames = ['https://www.youtube-nocookie.com'];

/** The origin of a tile URL template, `{s}` subdomains as a wildcard. */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}/g, '*');
  return /^[a-z0-9.*:-]+$/i.test(host) ? `${match[1]}://${host}` : null;
}

function directive(name: string, sources: readonly (string | null | false)[]): string {
  const unique = [...new Set(sources.filter((source): source is string => Boolean(source)))];
  return `${name} ${unique.join(' ')}`;
}

export function contentSecurityPolicy(
  env: ServerEnv,
  request: PageRequestFacts,
  services: PageServices = pageServices(env),
): string {
  const maps = services.maps ? google.maps : null;
  const hasFirebase = Boolean(env.firebase.apiKey && env.firebase.projectId);
  const hasStripe = services.stripe;
  const tiles = maps ? null : tileOrigin(env.mapTiles.url);
  // next dev evaluates modules and inlines its own scripts for fast refresh; the production
  // build needs neither.
  const development = env.nodeEnv === 'development';
  const firebaseAuthFrame = env.firebase.authDomain ? `https://${env.firebase.authDomain}` : null;
  const directives = [
    "default-src 'self'",
    directive('script-src', [
      "'self'",
      // A hash makes browsers ignore 'unsafe-inline', which next dev needs instead.
      ...(development ? [] : (request.scriptHashes ?? [])),
      development ? "'unsafe-eval'" : null,
      development ? "'unsafe-inline'" : null,
      ...(maps?.script ?? []),
      ...(hasFirebase ? firebase.script : []),
      ...(hasStripe ? stripe.script : []),
    ]),
    // Style elements: our stylesheets only. next dev injects its styles inline, and Google Maps
    // inserts <style> elements of its own, so those two keep 'unsafe-inline'.
    directive('style-src', [
      "'self'",
      development || maps ? "'unsafe-inline'" : null,
      ...(maps?.style ?? []),
    ]),
    // Style attributes (style="…"): React's style props (avatar colours, tinted icons, the
    // progress bar), Leaflet's tile and marker positions and the toasts' transitions need them.
    "style-src-attr 'unsafe-inline'",
    directive('img-src', ["'self'", 'data:', 'blob:', tiles, ...(maps?.img ?? [])]),
    directive('font-src', ["'self'", 'data:', ...(maps?.font ?? [])]),
    // Voice messages: our own files, and the recording the sender hears back before sending.
    directive('media-src', ["'self'", 'blob:']),
    directive('connect-src', [
      "'self'",
      ...(maps?.connect ?? []),
      ...(hasFirebase ? firebase.connect : []),
      ...(hasStripe ? stripe.connect : []),
      development ? 'ws:' : null,
    ]),
    directive('frame-src', [
      "'self'",
      ...videoFrames,
      ...(hasStripe ? stripe.frame : []),
      hasFirebase ? firebaseAuthFrame : null,
    ]),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    request.https ? 'upgrade-insecure-requests' : null,
  ];
  return directives.filter(Boolean).join('; ');
}

/** Every security header of a page response. */
export function pageSecurityHeaders(
  env: ServerEnv,
  request: PageRequestFacts,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(env, request),
    // Geolocation for "near me", the microphone for chat's voice messages, payment for the card
    // form: on our own pages only; nothing else of the device.
    'Permissions-Policy':
      'camera=(), microphone=(self), usb=(), geolocation=(self), payment=(self "https://js.stripe.com")',
    // Google and Firebase sign-in answer through a popup that must reach its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (request.https) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  // Behind the trusted proxy these headers depend on the protocol it reports: a shared cache
  // (a CDN, the proxy's own cache) must keep the HTTPS and the plain answer apart. Without
  // TRUST_PROXY no request is HTTPS and the headers never vary.
  if (env.trustProxy) headers.Vary = 'X-Forwarded-Proto';
  return headers;
}
