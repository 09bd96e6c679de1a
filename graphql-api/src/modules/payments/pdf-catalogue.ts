import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The PDF shop's products (a fixed list, product.md#data). Price in rupees; orders are in paise. */
export type PdfProduct = {
  id: string;
  title: string;
  description: string;
  pages: number;
  price: number;
  pricePaise: number;
  /** A public image (root-relative URL served by the API). */
  thumbnail: string;
  /** The download's file name. */
  fileName: string;
};

/**
 * The files are private: they live in graphql-api/assets/pdfs (outside every static folder) and
 * leave only through a signed download link. The thumbnails are public (GET /api/pdfs/:id/thumbnail.svg).
 * The same relative paths hold from src/ and from dist/.
 */
const ASSETS = path.resolve(__dirname, '..', '..', '..', 'assets');

const product = (p: Omit<PdfProduct, 'pricePaise' | 'thumbnail' | 'fileName'>): PdfProduct => ({
  ...p,
  pricePaise: p.price * 100,
  thumbnail: `/api/pdfs/${p.id}/thumbnail.svg`,
  fileName: `${p.id}.pdf`,
});

export const PDF_PRODUCTS: readonly PdfProduct[] = Object.freeze([
  product({
    id: 'react-handwritten-notes',
    title: 'React Handwritten Notes',
    description:
      'A 41-page handwritten React notes PDF: components, props, state, every common hook, routing, rendering and the questions interviewers ask, one topic per page.',
    pages: 41,
    price: 40,
  }),
  product({
    id: 'react-intermediate-notes',
    title: 'React Intermediate Notes',
    description:
      'React intermediate notes: the rules of hooks, transitions, context performance, compound components, code splitting, server components and hydration, with interview questions.',
    pages: 24,
    price: 29,
  }),
]);

/** A product by id, or undefined (anything that is not one of the ids). */
export function pdfProduct(id: unknown): PdfProduct | undefined {
  return PDF_PRODUCTS.find((p) => p.id === id);
}

/** The PDF's bytes. */
export function readPdf(p: PdfProduct): Promise<Buffer> {
  return readFile(path.join(ASSETS, 'pdfs', p.fileName));
}

/** The thumbnail's SVG text. */
export function readThumbnail(p: PdfProduct): Promise<Buffer> {
  return readFile(path.join(ASSETS, 'pdf-thumbnails', `${p.id}.svg`));
}
