import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfkit wrote, one string per line of text, as a reader would copy it:
 * each compressed content stream is inflated, and each TJ array's hex strings (WinAnsi codes of
 * the built-in fonts) are decoded; the numbers between them are kerning, not spaces.
 */
export function pdfText(bytes: Buffer): string[] {
  const lines: string[] = [];
  const raw = bytes.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let found = streams.exec(raw); found; found = streams.exec(raw)) {
    const start = found.index + found[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (e.g. a font's)
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/gi))
      lines.push(
        [...array.matchAll(/<([0-9a-f]*)>/gi)]
          .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines;
}
