/**
 * Line icons for the demo catalogue (24×24, stroked in the brand colour) and the brand's
 * logos. Plain SVG only: no scripts, no event attributes, no external references.
 */
export const brandColour = '#0f766e';

const iconShapes = {
  apartment:
    '<rect x="5" y="3" width="14" height="18" rx="1"/><path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3"/>',
  house: '<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>',
  villa:
    '<path d="M2 20h20"/><rect x="3" y="11" width="18" height="9"/><rect x="6" y="6" width="10" height="5"/><path d="M6 15h5v5M14 14h4v3h-4z"/>',
  penthouse:
    '<rect x="6" y="8" width="12" height="13"/><path d="M8 8V5h8v3M12 2v3M9 12h2M13 12h2M9 16h2M13 16h2"/>',
  townhouse:
    '<path d="M2 11l5-5 5 5 5-5 5 5"/><path d="M3 10v10h18V10M12 11v9M6 20v-4h2v4M16 20v-4h2v4"/>',
  studio:
    '<rect x="3" y="4" width="18" height="16" rx="1"/><path d="M6 16v-3h12v3M6 13v-2h5v2"/><path d="M14 8h4"/>',
  office:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 011-1h4a1 1 0 011 1v2M3 12h18"/>',
  shop: '<path d="M4 10v10h16V10"/><path d="M3 4h18l-1 6H4z"/><path d="M9 20v-6h6v6"/>',
  land: '<path d="M2 20l6-8 4 5 3-4 7 7z"/><path d="M15 4v6M15 4h4l-1 1.5 1 1.5h-4"/>',
  warehouse: '<path d="M2 9l10-5 10 5v11H2z"/><path d="M6 20v-8h12v8M6 15h12M6 17.5h12"/>',
  bed: '<path d="M3 18V7M3 14h18v4M21 14v-3a2 2 0 00-2-2h-8v5"/><circle cx="7" cy="11" r="2"/>',
  bath: '<path d="M4 12h17v3a4 4 0 01-4 4H8a4 4 0 01-4-4z"/><path d="M6 12V5a2 2 0 014 0M7 19l-1 2M18 19l1 2"/>',
  area: '<rect x="4" y="4" width="16" height="16"/><path d="M4 9h3M4 14h3M9 4v3M14 4v3M11 13l4-4M15 9h-3M15 9v3"/>',
  sofa: '<path d="M4 11V8a2 2 0 012-2h12a2 2 0 012 2v3"/><path d="M2 12a2 2 0 014 0v2h12v-2a2 2 0 014 0v5H2z"/><path d="M5 17v2M19 17v2"/>',
  parking: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9 17V7h4a3 3 0 010 6H9"/>',
  stairs: '<path d="M3 20h5v-4h4v-4h4V8h5"/><path d="M3 20V4"/>',
  calendar:
    '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4M8 14h3M13 14h3M8 17h3"/>',
  star: '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>',
  balcony:
    '<path d="M3 13h18M4 13v7M8 13v7M12 13v7M16 13v7M20 13v7M3 20h18"/><path d="M7 13V5h10v8"/>',
  school: '<path d="M3 21h18M5 21V10l7-5 7 5v11"/><path d="M10 21v-5h4v5M12 5V2h3"/>',
  hospital: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M12 7v10M7 12h10"/>',
  metro:
    '<rect x="5" y="3" width="14" height="14" rx="3"/><path d="M5 11h14M8 21l2-4M16 21l-2-4"/><circle cx="9" cy="14" r="1"/><circle cx="15" cy="14" r="1"/>',
  bus: '<rect x="4" y="3" width="16" height="15" rx="2"/><path d="M4 11h16M7 18v3M17 18v3M9 7h6"/><circle cx="8" cy="14.5" r="1"/><circle cx="16" cy="14.5" r="1"/>',
  cart: '<path d="M3 4h2l2.5 11h11L21 7H6.5"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
  tree: '<path d="M12 22v-6"/><path d="M12 3l6 9h-3l4 5H5l4-5H6z"/>',
  plane: '<path d="M2 16l20-8-3-2-7 3-5-5-2 1 3 6-4 2-2-1-1 1 3 3z"/>',
  beach:
    '<path d="M12 12L8 21M4 10a8 8 0 0116 0z"/><path d="M2 21c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0"/>',
  bag: '<path d="M5 8h14l-1 13H6z"/><path d="M9 10V6a3 3 0 016 0v4"/>',
  pill: '<rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-45 12 12)"/><path d="M9.2 9.2l5.6 5.6"/>',
  bank: '<path d="M3 9l9-5 9 5z"/><path d="M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 21h18M4 18h16"/>',
  restaurant: '<path d="M7 3v8M5 3v5a2 2 0 004 0V3M7 11v10"/><path d="M17 21V3c-2 2-3 5-3 8h3"/>',
  dumbbell:
    '<path d="M6.5 6.5v11M17.5 6.5v11M3 9v6M21 9v6M6.5 12h11"/><path d="M3 9h3.5M3 15h3.5M17.5 9H21M17.5 15H21"/>',
  university: '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6"/>',
} as const;

export type IconName = keyof typeof iconShapes;

/** A 24×24 stroked icon in the brand colour. */
export function iconSvg(name: IconName, colour: string = brandColour): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ` +
    `fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" ` +
    `stroke-linejoin="round">${iconShapes[name]}</svg>`
  );
}

const houseMark = (colour: string, door: string): string =>
  `<path d="M6 26L24 10l18 16" fill="none" stroke="${colour}" stroke-width="4.5" ` +
  `stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M11 23v17h26V23" fill="none" stroke="${colour}" stroke-width="4.5" stroke-linejoin="round"/>` +
  `<path d="M20 40V30h8v10z" fill="${door}"/>` +
  `<path d="M31 12h5v8" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;

function logoSvg(colour: string, door: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">` +
    houseMark(colour, door) +
    `<text x="54" y="35" fill="${colour}" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" ` +
    `font-size="28" font-weight="700" letter-spacing="0.5">Hearth</text></svg>`
  );
}

/** The header logo: house mark and the wordmark "Hearth" in the brand colour. */
export function brandLogoSvg(): string {
  return logoSvg(brandColour, '#f59e0b');
}

/** The same logo in white for the dark footer. */
export function footerLogoSvg(): string {
  return logoSvg('#ffffff', '#fcd34d');
}

/** A neutral grey picture shown where a listing has no photo. */
export function placeholderSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    `<rect width="640" height="480" fill="#e5e7eb"/>` +
    `<g transform="translate(248 150) scale(3)" opacity="0.9">` +
    `<path d="M6 26L24 10l18 16" fill="none" stroke="#9ca3af" stroke-width="3.5" ` +
    `stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M11 23v17h26V23" fill="none" stroke="#9ca3af" stroke-width="3.5" stroke-linejoin="round"/>` +
    `<path d="M20 40V30h8v10z" fill="#9ca3af"/></g>` +
    `<rect x="200" y="330" width="240" height="10" rx="5" fill="#d1d5db"/>` +
    `<rect x="240" y="352" width="160" height="10" rx="5" fill="#d1d5db"/></svg>`
  );
}
