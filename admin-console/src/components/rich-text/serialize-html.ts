import { Element, Text, type Descendant } from 'slate';
import { MARKS, type FormattedText, type InlineNode, type Mark } from './rich-text.types';
import { safeImageUrl, safeLinkUrl } from './rich-text-urls';

/**
 * The editor's document as HTML. Every format has exactly one form, which deserializeHtml reads back
 * to the same document:
 *   paragraph <p>, headings <h1> <h2>, lists <ul>/<ol> of <li>, code <pre><code>, image <img src alt>;
 *   indent 1–8 as class="indent-N" on p, h1, h2 and li; links <a href> (a blank link is <a> without href);
 *   marks nest in a fixed order, <strong><em><u><s><code>text</code></s></u></em></strong>, around each
 *   run of text; a line break inside a block is <br>. An empty document is ''.
 * Text and attributes are escaped; addresses pass the rules of rich-text-urls.ts once more on the way out.
 */
export function serializeHtml(value: readonly Descendant[]): string {
  if (isEmptyDocument(value)) return '';
  return value.map(block).join('');
}

const MARK_TAGS: Record<Mark, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function block(node: Descendant): string {
  if (!Element.isElement(node)) return inline(node); // never in a normalised document; kept rather than lost
  switch (node.type) {
    case 'paragraph':
      return tag('p', node.indent, inlines(node.children));
    case 'heading-one':
      return tag('h1', node.indent, inlines(node.children));
    case 'heading-two':
      return tag('h2', node.indent, inlines(node.children));
    case 'list-item':
      return tag('li', node.indent, inlines(node.children));
    case 'bulleted-list':
      return `<ul>${node.children.map(block).join('')}</ul>`;
    case 'numbered-list':
      return `<ol>${node.children.map(block).join('')}</ol>`;
    case 'code-block':
      return `<pre><code>${escapeText(node.children.map((t) => t.text).join(''))}</code></pre>`;
    case 'image': {
      const src = safeImageUrl(node.url);
      return src ? `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(node.alt)}">` : '';
    }
    case 'link':
      return inline(node);
  }
}

function tag(name: string, indent: number | undefined, content: string): string {
  const className = indent ? ` class="indent-${indent}"` : '';
  return `<${name}${className}>${content}</${name}>`;
}

function inlines(children: readonly InlineNode[]): string {
  return children.map(inline).join('');
}

function inline(node: InlineNode): string {
  if (Text.isText(node)) return leaf(node);
  const href = safeLinkUrl(node.url);
  const content = node.children.map(leaf).join('');
  return href ? `<a href="${escapeAttribute(href)}">${content}</a>` : `<a>${content}</a>`;
}

/** A run of text inside its marks; an empty run writes nothing. */
function leaf(text: FormattedText): string {
  if (!text.text) return '';
  let html = escapeText(text.text).replace(/\n/g, '<br>');
  for (const mark of [...MARKS].reverse()) {
    if (text[mark]) html = `<${MARK_TAGS[mark]}>${html}</${MARK_TAGS[mark]}>`;
  }
  return html;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** One empty paragraph: what the editor holds when nothing was written. */
export function isEmptyDocument(value: readonly Descendant[]): boolean {
  if (value.length !== 1) return value.length === 0;
  const [only] = value;
  return (
    Element.isElement(only) &&
    only.type === 'paragraph' &&
    !only.indent &&
    only.children.length === 1 &&
    Text.isText(only.children[0]) &&
    only.children[0].text === ''
  );
}
