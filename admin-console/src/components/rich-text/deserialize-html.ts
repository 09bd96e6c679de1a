import { createEditor, Editor, type Descendant } from 'slate';
import {
  MAX_INDENT,
  emptyParagraph,
  type BlockElement,
  type FormattedText,
  type ImageElement,
  type Indent,
  type InlineNode,
  type ListItemElement,
  type Mark,
} from './rich-text.types';
import { safeImageUrl, safeLinkUrl } from './rich-text-urls';
import { withRichText } from './with-rich-text';

/**
 * HTML to the editor's document: reads back everything serializeHtml writes, exactly, and makes the
 * best of other HTML (pasted text, older content): <b>/<i>/<del>/<strike> are marks too, h3–h6 become
 * heading 2, nested lists become indented items, Quill's ql-indent-N and data-list are understood,
 * an image inside a paragraph splits it, unknown elements give their text. Links and images pass the
 * address rules of rich-text-urls.ts: a link to anything else stays as a blank link, such an image is dropped.
 * The result is normalised by the editor's own rules, so it equals what the editor would hold.
 */
export function deserializeHtml(html: string): Descendant[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = blockNodes(body.childNodes);
  const editor = withRichText(createEditor());
  editor.children = blocks.length ? blocks : [emptyParagraph()];
  Editor.normalize(editor, { force: true });
  return editor.children;
}

type Marks = Partial<Record<Mark, true>>;
/** Inline content as collected: text, links, and images that will split their block. */
type Run = InlineNode | ImageElement;

const TEXT_BLOCKS: Record<string, 'paragraph' | 'heading-one' | 'heading-two'> = {
  P: 'paragraph',
  H1: 'heading-one',
  H2: 'heading-two',
  H3: 'heading-two',
  H4: 'heading-two',
  H5: 'heading-two',
  H6: 'heading-two',
};
/** Elements that only group blocks: their children are read as blocks. */
const CONTAINERS = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'BLOCKQUOTE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'FIGURE',
  'NAV',
  'BODY',
]);
const MARK_TAGS: Record<string, Mark> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  U: 'underline',
  S: 'strike',
  DEL: 'strike',
  STRIKE: 'strike',
  CODE: 'code',
};

function blockNodes(nodes: NodeListOf<ChildNode>): BlockElement[] {
  const blocks: BlockElement[] = [];
  let runs: Run[] = [];
  const flush = () => {
    // Whitespace between blocks (source formatting) is no paragraph.
    if (runs.some((run) => !('text' in run) || run.text.trim()))
      blocks.push(...textBlocks('paragraph', undefined, runs));
    runs = [];
  };
  for (const node of Array.from(nodes)) {
    const tagName = node instanceof HTMLElement ? node.tagName : '';
    if (tagName in TEXT_BLOCKS) {
      flush();
      blocks.push(
        ...textBlocks(
          TEXT_BLOCKS[tagName],
          indentOf(node as HTMLElement),
          inlineRuns(node.childNodes, {}),
        ),
      );
    } else if (tagName === 'UL' || tagName === 'OL') {
      flush();
      blocks.push(...lists(node as HTMLElement));
    } else if (tagName === 'PRE') {
      flush();
      blocks.push({ type: 'code-block', children: [{ text: codeText(node) }] });
    } else if (CONTAINERS.has(tagName)) {
      flush();
      blocks.push(...blockNodes(node.childNodes));
    } else if (tagName === 'LI') {
      flush();
      blocks.push({
        type: 'bulleted-list',
        children: listItems(node as HTMLElement, 0).map(({ item }) => item),
      });
    } else {
      runs.push(...inlineRuns([node], {}));
    }
  }
  flush();
  return blocks;
}

/** A text block from inline runs; each image splits it and stands as a block of its own. */
function textBlocks(
  type: 'paragraph' | 'heading-one' | 'heading-two' | 'list-item',
  indent: Indent | undefined,
  runs: Run[],
): BlockElement[] {
  const out: BlockElement[] = [];
  let children: InlineNode[] = [];
  const push = (force: boolean) => {
    if (!force && children.every((c) => 'text' in c && !c.text.trim())) return;
    out.push({
      type,
      ...(indent ? { indent } : {}),
      children: children.length ? children : [{ text: '' }],
    });
    children = [];
  };
  let images = 0;
  for (const run of runs) {
    if ('type' in run && run.type === 'image') {
      push(false);
      out.push(run);
      images += 1;
    } else {
      children.push(run);
    }
  }
  push(images === 0);
  return out;
}

function inlineRuns(nodes: Iterable<ChildNode>, marks: Marks): Run[] {
  const runs: Run[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      // Outside <pre>, a newline in the source is a space; spaces themselves are kept as written.
      const text = (node.textContent ?? '').replace(/ *[\t\n\r\f][\t\n\r\f ]*/g, ' ');
      if (text) runs.push({ text, ...marks });
      continue;
    }
    if (!(node instanceof HTMLElement)) continue;
    const tagName = node.tagName;
    if (tagName === 'BR') runs.push({ text: '\n', ...marks });
    else if (tagName === 'IMG') {
      const url = safeImageUrl(node.getAttribute('src') ?? '');
      if (url)
        runs.push({
          type: 'image',
          url,
          alt: node.getAttribute('alt') ?? '',
          children: [{ text: '' }],
        });
    } else if (tagName === 'A') {
      const children = inlineRuns(node.childNodes, marks).flatMap(flattenToText);
      runs.push({
        type: 'link',
        url: safeLinkUrl(node.getAttribute('href') ?? ''),
        children: children.length ? children : [{ text: '' }],
      });
    } else if (
      tagName in MARK_TAGS &&
      !(tagName === 'B' && /^(normal|400)$/.test(node.style.fontWeight))
    ) {
      // (Google Docs wraps a whole paste in <b style="font-weight:normal">.)
      runs.push(...inlineRuns(node.childNodes, { ...marks, [MARK_TAGS[tagName]]: true }));
    } else if ((tagName in TEXT_BLOCKS || CONTAINERS.has(tagName)) && runs.length) {
      // Blocks inside inline content (<li><p>a</p><p>b</p></li>) keep their line breaks.
      runs.push({ text: '\n', ...marks }, ...inlineRuns(node.childNodes, marks));
    } else if (tagName !== 'SCRIPT' && tagName !== 'STYLE' && tagName !== 'TEMPLATE') {
      runs.push(...inlineRuns(node.childNodes, marks));
    }
  }
  return runs;
}

/** Inside a link only text counts (a link in a link, or an image in a link, keeps its text only). */
function flattenToText(run: Run): FormattedText[] {
  if ('text' in run) return [run];
  return run.type === 'link' ? run.children : [];
}

/** A list, split where Quill's data-list changes the kind of item; nested lists become indented items. */
function lists(list: HTMLElement): BlockElement[] {
  const out: BlockElement[] = [];
  const fallback = list.tagName === 'OL' ? 'numbered-list' : 'bulleted-list';
  for (const child of Array.from(list.children)) {
    const items = child.tagName === 'LI' ? listItems(child as HTMLElement, 0) : [];
    for (const { item, kind } of items) {
      const type = kind ?? fallback;
      const last = out[out.length - 1];
      if (last && last.type === type) last.children.push(item);
      else out.push({ type, children: [item] });
    }
  }
  return out;
}

type Item = { item: ListItemElement; kind?: 'bulleted-list' | 'numbered-list' };

function listItems(li: HTMLElement, depth: number): Item[] {
  const nested = Array.from(li.children).filter((c) => c.tagName === 'UL' || c.tagName === 'OL');
  const own = Array.from(li.childNodes).filter((c) => !nested.includes(c as Element));
  const indent = Math.min(MAX_INDENT, (indentOf(li) ?? 0) + depth);
  const dataList = li.getAttribute('data-list');
  const kind =
    dataList === 'bullet' ? 'bulleted-list' : dataList === 'ordered' ? 'numbered-list' : undefined;
  const children = inlineRuns(own, {}).filter(
    (run): run is InlineNode => !('type' in run && run.type === 'image'),
  );
  const items: Item[] = [
    {
      item: {
        type: 'list-item',
        ...(indent ? { indent: indent as Indent } : {}),
        children: children.length ? children : [{ text: '' }],
      },
      kind,
    },
  ];
  for (const list of nested) {
    for (const child of Array.from(list.children)) {
      // Nested items stay in the outer list (as its kind), one level further in.
      if (child.tagName === 'LI')
        items.push(
          ...listItems(child as HTMLElement, indent + 1).map((i) => ({
            ...i,
            kind: i.kind ?? kind,
          })),
        );
    }
  }
  return items;
}

/** class="indent-N" (or Quill's ql-indent-N), N from 1 to 8. */
function indentOf(element: HTMLElement): Indent | undefined {
  const match = /(?:^|\s)(?:ql-)?indent-([1-8])(?:\s|$)/.exec(element.className);
  return match ? (Number(match[1]) as Indent) : undefined;
}

/** The text of a <pre>, <br> as a newline. */
function codeText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof HTMLElement && node.tagName === 'BR') return '\n';
  return Array.from(node.childNodes).map(codeText).join('');
}
