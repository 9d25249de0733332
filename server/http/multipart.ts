import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { detectFileKind, type FileKind } from '../core/detect-file-kind';
import { ClientLeftError, hasClientLeft } from './client-left';
import { AppError, validationFailed } from '../core/app-error';
import { queryToObject } from '@/utils/query-string';
import type { UploadSpec, UploadedFile, UploadedFiles } from '../core/route';

/** Limits on the text part of a multipart body. */
export const multipartFieldLimits = { maxFields: 100, maxFieldBytes: 64 * 1024 } as const;

export interface MultipartInput {
  fields: Record<string, unknown>;
  files: UploadedFiles;
}

const kindNames: Readonly<Record<FileKind, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
  pdf: 'PDF',
  doc: 'Word (.doc)',
  docx: 'Word (.docx)',
  mp3: 'MP3',
  ogg: 'Ogg',
  wav: 'WAV',
  webm: 'WebM',
  m4a: 'M4A',
};

function describeKinds(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => kindNames[kind]);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const tooLarge = (message: string): AppError => new AppError('payload_too_large', message);

/** The largest multipart body a route with these uploads may send (files + the text fields). */
export function multipartBodyLimit(uploads: readonly UploadSpec[], fieldBudget: number): number {
  const files = uploads.reduce((sum, spec) => sum + spec.maxBytes * (spec.maxCount ?? 1), 0);
  return files + fieldBudget + 64 * 1024;
}

interface PartCollector {
  fields: URLSearchParams;
  files: UploadedFile[];
  counts: Map<string, number>;
  /** Bytes of every file so far, against `maxTotalBytes`. */
  totalBytes: number;
  maxTotalBytes: number;
  fail(error: AppError | ClientLeftError): void;
  isFailed(): boolean;
}

function collectFile(
  collector: PartCollector,
  uploads: readonly UploadSpec[],
  rawName: string,
  stream: NodeJS.ReadableStream,
  filename: string,
): void {
  const field = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
  const spec = uploads.find((candidate) => candidate.field === field);
  stream.resume();
  if (!spec) return collector.fail(validationFailed({ [field]: 'This file was not expected.' }));
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    if (collector.isFailed()) return;
    size += chunk.length;
    collector.totalBytes += chunk.length;
    if (collector.totalBytes > collector.maxTotalBytes) {
      collector.fail(
        tooLarge(
          `The files are too large together (at most ${Math.floor(collector.maxTotalBytes / 1_048_576)} MB in one request).`,
        ),
      );
    } else if (size > spec.maxBytes) {
      collector.fail(
        tooLarge(`The file is too large (at most ${Math.floor(spec.maxBytes / 1_048_576)} MB).`),
      );
    } else chunks.push(chunk);
  });
  stream.on('end', () => {
    if (collector.isFailed() || size === 0) return; // an empty file input sends an empty part
    const count = (collector.counts.get(field) ?? 0) + 1;
    collector.counts.set(field, count);
    if (count > (spec.maxCount ?? 1)) {
      return collector.fail(validationFailed({ [field]: `At most ${spec.maxCount ?? 1} files.` }));
    }
    const bytes = Buffer.concat(chunks);
    const kind = detectFileKind(bytes);
    if (!kind || !spec.kinds.includes(kind)) {
      return collector.fail(
        validationFailed({ [field]: `The file must be a ${describeKinds(spec.kinds)} file.` }),
      );
    }
    collector.files.push({ field, filename: filename.slice(0, 255), kind, bytes });
  });
}

function groupFiles(files: readonly UploadedFile[]): UploadedFiles {
  const grouped: Record<string, UploadedFile[]> = {};
  for (const file of files) (grouped[file.field] ??= []).push(file);
  return grouped;
}

/**
 * Streams a multipart/form-data body through busboy: text fields become a plain object (like a
 * form-encoded body), declared file fields are collected in memory up to their size cap and
 * checked by their magic bytes, all files together at most `maxTotalBytes` (files are held in
 * memory). The first problem rejects: 413 for sizes and counts of parts,
 * 422 (field error) for an unexpected field, a wrong type or too many files, 400 for a
 * malformed body. After a failure the rest of the body is left unread for the caller to drain.
 */
export function parseMultipart(
  req: IncomingMessage,
  uploads: readonly UploadSpec[],
  maxTotalBytes = Number.POSITIVE_INFINITY,
): Promise<MultipartInput> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // File names are UTF-8 in every browser ("Plan d'étage.pdf"), not busboy's latin1.
        defParamCharset: 'utf8',
        limits: {
          fields: multipartFieldLimits.maxFields,
          fieldSize: multipartFieldLimits.maxFieldBytes,
          files: uploads.reduce((sum, spec) => sum + (spec.maxCount ?? 1), 0) + 1,
          parts: multipartFieldLimits.maxFields + 50,
        },
      });
    } catch {
      reject(new AppError('bad_request', 'The form data could not be read.'));
      return;
    }
    let failure: AppError | ClientLeftError | null = null;
    const collector: PartCollector = {
      fields: new URLSearchParams(),
      files: [],
      counts: new Map(),
      totalBytes: 0,
      maxTotalBytes,
      isFailed: () => failure !== null,
      fail(error) {
        if (failure) return;
        failure = error;
        req.unpipe(parser);
        reject(error);
      },
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) {
        collector.fail(tooLarge('A form field is too long (at most 64 KB).'));
      } else collector.fields.append(name, value);
    });
    parser.on('file', (name, stream, info) =>
      collectFile(collector, uploads, name, stream, info.filename ?? ''),
    );
    parser.on('fieldsLimit', () => collector.fail(tooLarge('The form has too many fields.')));
    parser.on('partsLimit', () => collector.fail(tooLarge('The form has too many parts.')));
    parser.on('filesLimit', () => collector.fail(validationFailed({ _: 'Too many files.' })));
    parser.on('error', () =>
      collector.fail(new AppError('bad_request', 'The form data could not be read.')),
    );
    // A caller who hangs up mid-body ends the request without ending the form: fail at once.
    req.on('close', () => {
      if (!failure && hasClientLeft(req)) collector.fail(new ClientLeftError());
    });
    parser.on('close', () => {
      if (failure) return;
      resolve({
        fields: queryToObject(collector.fields),
        files: groupFiles(collector.files),
      });
    });
    req.pipe(parser);
  });
}
