import type { Random } from './random';

/** Floor plans and a brochure for the demo projects, drawn here (no files are downloaded). */

const planWidth = 1200;
const planHeight = 900;
const margin = 80;
const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits `total` into `count` parts of random sizes (each at least a fifth of an even share). */
function split(total: number, count: number, random: Random): number[] {
  const weights = Array.from({ length: count }, () => random.float(0.7, 1.4));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.round((weight / sum) * total));
  parts[parts.length - 1] = total - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  return parts;
}

/**
 * A floor plan as an architect's line drawing: the rooms in two rows inside the outer walls,
 * each labelled, with door gaps and a title block.
 */
export function floorPlanSvg(title: string, rooms: readonly string[], random: Random): string {
  const inner = {
    x: margin,
    y: margin,
    width: planWidth - 2 * margin,
    height: planHeight - 2 * margin - 70,
  };
  const topCount = Math.ceil(rooms.length / 2);
  const rows = [rooms.slice(0, topCount), rooms.slice(topCount)];
  const heights = split(inner.height, 2, random);
  let y = inner.y;
  let shapes = '';
  rows.forEach((row, rowIndex) => {
    const height = heights[rowIndex] ?? 0;
    const widths = split(inner.width, row.length, random);
    let x = inner.x;
    row.forEach((room, index) => {
      const width = widths[index] ?? 0;
      shapes +=
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#fbfaf7" stroke="#2f3640" stroke-width="6"/>` +
        // a door: a gap in the wall towards the corridor line, with its swing
        `<line x1="${x + 30}" y1="${rowIndex === 0 ? y + height : y}" x2="${x + 100}" y2="${rowIndex === 0 ? y + height : y}" stroke="#fbfaf7" stroke-width="8"/>` +
        `<path d="M ${x + 30} ${rowIndex === 0 ? y + height : y} q 0 ${rowIndex === 0 ? -70 : 70} 70 ${rowIndex === 0 ? -70 : 70}" fill="none" stroke="#8a929c" stroke-width="2"/>` +
        `<text x="${x + width / 2}" y="${y + height / 2}" font-family="${font}" font-size="30" fill="#2f3640" text-anchor="middle" dominant-baseline="central">${escapeXml(room)}</text>` +
        `<text x="${x + width / 2}" y="${y + height / 2 + 38}" font-family="${font}" font-size="20" fill="#6b7480" text-anchor="middle" dominant-baseline="central">${(width / 80).toFixed(1)} × ${(height / 80).toFixed(1)} m</text>`;
      x += width;
    });
    y += height;
  });
  const walls = `<rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" fill="none" stroke="#1e242b" stroke-width="14"/>`;
  const titleBlock =
    `<text x="${margin}" y="${planHeight - 60}" font-family="${font}" font-size="34" font-weight="700" fill="#1e242b">${escapeXml(title)}</text>` +
    `<text x="${planWidth - margin}" y="${planHeight - 60}" font-family="${font}" font-size="22" fill="#6b7480" text-anchor="end">Indicative plan · not to scale</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${planWidth}" height="${planHeight}" viewBox="0 0 ${planWidth} ${planHeight}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${shapes}${walls}${titleBlock}</svg>`
  );
}

/** PDF text: Latin-1 only, with ( ) \ escaped. */
const pdfText = (text: string): string =>
  text
    .replace(/[^\x20-\x7e]/g, (character) => (character === '’' ? "'" : ' '))
    .replace(/[\\()]/g, '\\$&');

/** Wraps text at about `width` characters per line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page PDF brochure (title and paragraphs in Helvetica), complete with its xref table. */
export function brochurePdf(title: string, paragraphs: readonly string[]): Buffer {
  const lines = paragraphs.flatMap((paragraph) => [...wrap(paragraph, 90), '']);
  const content = [
    'BT /F1 22 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
