// Writes the two demo PDFs of the PDF shop (product.md#data) into graphql-api/assets/pdfs/. Run once; the
// files are committed (decision 026). Plain PDF 1.4, one text page per topic, the standard
// Times/Helvetica fonts (nothing embedded), so each file stays a few KB.
//   node scripts/make-demo-pdfs.mjs
import fs from 'node:fs';
import path from 'node:path';
import { HANDWRITTEN } from './demo-pdf-handwritten-notes.mjs';
import { INTERMEDIATE } from './demo-pdf-intermediate-notes.mjs';
import { pdf } from './demo-pdf-writer.mjs';

const OUT = path.resolve(import.meta.dirname, '..', 'graphql-api', 'assets', 'pdfs');

fs.mkdirSync(OUT, { recursive: true });
for (const notes of [HANDWRITTEN, INTERMEDIATE]) {
  const file = path.join(OUT, notes.file);
  fs.writeFileSync(file, pdf(notes), 'latin1');
  console.log(`${file}: ${notes.topics.length + 1} pages, ${fs.statSync(file).size} bytes`);
}
