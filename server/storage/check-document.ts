import { validationFailed } from '../core/app-error';
import type { FileKind } from '../core/detect-file-kind';

/** The document kinds a listing (and later a project or chat) may carry. */
export type DocumentKind = Extract<FileKind, 'pdf' | 'doc' | 'docx'>;

const contains = (bytes: Buffer, text: string, encoding: BufferEncoding = 'latin1'): boolean =>
  bytes.includes(Buffer.from(text, encoding));

/**
 * Looks past the magic bytes that detectFileKind checks: a PDF must end with its `%%EOF`
 * marker (a cut-off upload does not), a .docx must be a ZIP holding a Word document (not any
 * ZIP), and a .doc an OLE2 file with a WordDocument stream (not any Office file). These are
 * structural checks, not a virus scan: documents are only ever offered for download.
 */
export function isWellFormedDocument(bytes: Buffer, kind: DocumentKind): boolean {
  switch (kind) {
    case 'pdf':
      return contains(bytes.subarray(Math.max(0, bytes.length - 2048)), '%%EOF');
    case 'docx':
      return contains(bytes, '[Content_Types].xml') && contains(bytes, 'word/document.xml');
    case 'doc':
      return contains(bytes, 'WordDocument', 'utf16le');
  }
}

/** Refuses, with a 422 field error, a document that is not what its first bytes claim. */
export function checkDocument(bytes: Buffer, kind: FileKind, field: string): DocumentKind {
  if ((kind === 'pdf' || kind === 'doc' || kind === 'docx') && isWellFormedDocument(bytes, kind)) {
    return kind;
  }
  throw validationFailed({ [field]: 'The document must be a complete PDF or Word file.' });
}
