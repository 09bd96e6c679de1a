// Builds a plain PDF 1.4 document: a title page, then one text page per topic, in the standard
// Times/Helvetica fonts (nothing embedded).
/** A PDF string literal: backslash, parentheses escaped; ASCII only. */
const literal = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function page(title, lines, number, total) {
  const body = lines
    .map((line, i) => `${i === 0 ? '' : 'T* '}${literal(`- ${line}`)} Tj`)
    .join('\n');
  return [
    'BT /F1 22 Tf 56 770 Td',
    literal(title),
    'Tj ET',
    '0.6 w 56 752 m 539 752 l S',
    'BT /F2 14 Tf 56 720 Td 26 TL',
    body,
    'ET',
    'BT /F3 9 Tf 56 40 Td',
    literal(`DevJobs interview prep - page ${number} of ${total}`),
    'Tj ET',
  ].join('\n');
}

export function pdf({ title, subtitle, topics }) {
  const total = topics.length + 1;
  const pages = [
    [
      'BT /F1 30 Tf 56 600 Td',
      literal(title),
      'Tj ET',
      'BT /F2 16 Tf 56 560 Td',
      literal(subtitle),
      'Tj ET',
      'BT /F3 9 Tf 56 40 Td',
      literal(`DevJobs interview prep - page 1 of ${total}`),
      'Tj ET',
    ].join('\n'),
    ...topics.map(([heading, lines], i) => page(heading, lines, i + 2, total)),
  ];
  // Objects: 1 catalog, 2 pages, 3-5 fonts, then a page and its content per page.
  const objects = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic >>';
  objects[5] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((content, i) => {
    const id = pageIds[i];
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Title ${literal(title)} /Producer (DevJobs) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}
