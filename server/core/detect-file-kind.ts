/**
 * File kinds the server recognises by their first bytes (never by name or declared type).
 * `docx` is any ZIP container and `doc` any OLE2 container: callers that accept them must
 * treat them as opaque downloads.
 */
export const fileKinds = [
  'jpeg',
  'png',
  'webp',
  'gif',
  'pdf',
  'doc',
  'docx',
  'mp3',
  'ogg',
  'wav',
  'webm',
  'm4a',
] as const;

export type FileKind = (typeof fileKinds)[number];

/** File extension to store each kind under. */
export const fileKindExtensions: Readonly<Record<FileKind, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  mp3: 'mp3',
  ogg: 'ogg',
  wav: 'wav',
  webm: 'webm',
  m4a: 'm4a',
};

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Signatures in order; the first match wins. */
const signatures: readonly { kind: FileKind; matches(bytes: Buffer): boolean }[] = [
  { kind: 'jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { kind: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: 'webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { kind: 'wav', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8) },
  { kind: 'gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { kind: 'pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
  { kind: 'docx', matches: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
  {
    kind: 'doc',
    matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    kind: 'mp3',
    matches: (b) =>
      startsWith(b, ascii('ID3')) || (b.length > 1 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  },
  { kind: 'ogg', matches: (b) => startsWith(b, ascii('OggS')) },
  { kind: 'webm', matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  { kind: 'm4a', matches: (b) => startsWith(b, ascii('ftyp'), 4) },
];

/** The kind of a file by its magic bytes, or null when it is none of the known kinds. */
export function detectFileKind(bytes: Buffer): FileKind | null {
  return signatures.find((signature) => signature.matches(bytes))?.kind ?? null;
}
