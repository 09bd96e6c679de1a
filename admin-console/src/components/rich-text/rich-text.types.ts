import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/**
 * The editor's document model. Every block and mark here has exactly one HTML form
 * (rich-text-html.ts), so saving and loading never lose anything.
 */

/** Indent levels 1 to 8, written as class="indent-N"; 0 (no indent) is the absence of the key. */
export const MAX_INDENT = 8;
export type Indent = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Marks, outermost first: the order they nest in the HTML (<strong><em>…</em></strong>). */
export const MARKS = ['bold', 'italic', 'underline', 'strike', 'code'] as const;
export type Mark = (typeof MARKS)[number];

export type FormattedText = { text: string } & Partial<Record<Mark, true>>;

type Indented = { indent?: Indent };
export type ParagraphElement = Indented & { type: 'paragraph'; children: InlineNode[] };
export type HeadingOneElement = Indented & { type: 'heading-one'; children: InlineNode[] };
export type HeadingTwoElement = Indented & { type: 'heading-two'; children: InlineNode[] };
export type ListItemElement = Indented & { type: 'list-item'; children: InlineNode[] };
export type BulletedListElement = { type: 'bulleted-list'; children: ListItemElement[] };
export type NumberedListElement = { type: 'numbered-list'; children: ListItemElement[] };
/** Preformatted code: plain text with its line breaks, no marks. */
export type CodeBlockElement = { type: 'code-block'; children: FormattedText[] };
/** A void block; `url` is always an allowed image address (rich-text-urls.ts). */
export type ImageElement = { type: 'image'; url: string; alt: string; children: [{ text: '' }] };
/** An inline; `url` is an allowed link address, or '' for a blank link (written as <a> without href). */
export type LinkElement = { type: 'link'; url: string; children: FormattedText[] };

export type InlineNode = FormattedText | LinkElement;
export type TextBlockElement =
  ParagraphElement | HeadingOneElement | HeadingTwoElement | ListItemElement;
export type ListElement = BulletedListElement | NumberedListElement;
export type BlockElement = TextBlockElement | ListElement | CodeBlockElement | ImageElement;
export type CustomElement = BlockElement | LinkElement;

/** The block types a toolbar button turns on and off. */
export type BlockFormat =
  'heading-one' | 'heading-two' | 'bulleted-list' | 'numbered-list' | 'code-block';

export type RichTextEditor = BaseEditor & ReactEditor & HistoryEditor;
export type RichTextValue = Descendant[];

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}

/** The blocks that take an indent (class="indent-N" on p, h1, h2, li). */
export const INDENTABLE: ReadonlySet<CustomElement['type']> = new Set([
  'paragraph',
  'heading-one',
  'heading-two',
  'list-item',
]);
export const LIST_TYPES: ReadonlySet<CustomElement['type']> = new Set([
  'bulleted-list',
  'numbered-list',
]);

export function emptyParagraph(): ParagraphElement {
  return { type: 'paragraph', children: [{ text: '' }] };
}
