import { Editor, Element, Node, Path, Range, Text, Transforms } from 'slate';
import {
  INDENTABLE,
  LIST_TYPES,
  MARKS,
  MAX_INDENT,
  emptyParagraph,
  type BlockFormat,
  type Indent,
  type LinkElement,
  type Mark,
} from './rich-text.types';
import { safeImageUrl, safeLinkUrl } from './rich-text-urls';
import { currentBlock, isLink, isList } from './with-rich-text';

/**
 * What the toolbar buttons and shortcuts do, on a plain Slate editor (no React), so tests can drive
 * them. Each acts on the selection; with no selection yet, on the end of the document.
 */

function ensureSelection(editor: Editor) {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark) {
  ensureSelection(editor);
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (n) => Element.isElement(n) && n.type === format,
  });
  return Boolean(match);
}

/** Headings, lists and code on and off; a list and a heading or code exclude each other. */
export function toggleBlock(editor: Editor, format: BlockFormat) {
  ensureSelection(editor);
  const active = isBlockActive(editor, format);
  const list = LIST_TYPES.has(format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    const type = active ? 'paragraph' : list ? 'list-item' : format;
    Transforms.setNodes<Element>(
      editor,
      { type },
      {
        match: isTextBlock(editor),
      },
    );
    if (!active && list)
      Transforms.wrapNodes(
        editor,
        { type: format, children: [] },
        {
          match: isTextBlock(editor),
        },
      );
  });
}

/** The indent of the first indentable block in the selection (0 when none). */
export function currentIndent(editor: Editor): number {
  if (!editor.selection) return 0;
  const [entry] = Editor.nodes(editor, {
    match: (n) => Element.isElement(n) && INDENTABLE.has(n.type),
  });
  return entry && 'indent' in entry[0] ? (entry[0].indent ?? 0) : 0;
}

/** One level in (+1) or out (-1), between 0 and 8, for every paragraph, heading and list item selected. */
export function changeIndent(editor: Editor, delta: 1 | -1) {
  ensureSelection(editor);
  const entries = Array.from(
    Editor.nodes(editor, { match: (n) => Element.isElement(n) && INDENTABLE.has(n.type) }),
  );
  Editor.withoutNormalizing(editor, () => {
    for (const [node, path] of entries) {
      const level = Math.max(
        0,
        Math.min(MAX_INDENT, ('indent' in node ? (node.indent ?? 0) : 0) + delta),
      );
      if (level) Transforms.setNodes(editor, { indent: level as Indent }, { at: path });
      else Transforms.unsetNodes(editor, 'indent', { at: path });
    }
  });
}

/**
 * Back to plain paragraphs: no headings, lists, code or indent on the selected blocks, and no marks
 * or links on the selected text (with nothing selected: no marks on what is typed next).
 */
export function clearFormatting(editor: Editor) {
  ensureSelection(editor);
  Editor.withoutNormalizing(editor, () => {
    if (editor.selection && Range.isExpanded(editor.selection)) {
      Transforms.unsetNodes(editor, [...MARKS], { match: Text.isText, split: true });
      Transforms.unwrapNodes(editor, { match: isLink, split: true });
    }
    for (const mark of MARKS) Editor.removeMark(editor, mark);
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(editor, { type: 'paragraph' }, { match: isTextBlock(editor) });
    Transforms.unsetNodes(editor, 'indent', { match: isTextBlock(editor) });
  });
}

/** The link around the selection, if any. */
export function activeLink(editor: Editor): LinkElement | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, { match: isLink });
  return entry?.[0];
}

/**
 * Links the selected text to `address` (or changes the link around the selection); with nothing
 * selected, inserts `text` (the address when blank) as a link. The caret ends after the link.
 * False when the address is not allowed.
 */
export function setLink(editor: Editor, address: string, text = ''): boolean {
  const url = safeLinkUrl(address);
  if (!url) return false;
  ensureSelection(editor);
  if (activeLink(editor)) {
    Transforms.setNodes(editor, { url }, { match: isLink });
  } else if (editor.selection && Range.isExpanded(editor.selection)) {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
  } else {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: text.trim() || url }] });
  }
  const link = Editor.above(editor, { match: isLink });
  // Normalisation keeps a text node after every inline: typing goes on there, outside the link.
  if (link) Transforms.select(editor, Editor.start(editor, Path.next(link[1])));
  return true;
}

export function removeLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: isLink, split: true });
}

/**
 * Inserts an image as a block of its own: in place of an empty block, before or after the block at
 * its edges, else splitting it (after the list, in a list). The caret goes to the block after it,
 * a new paragraph when the image ends the document. False when the address is not allowed.
 */
export function insertImage(editor: Editor, address: string, alt: string): boolean {
  const url = safeImageUrl(address);
  if (!url) return false;
  ensureSelection(editor);
  const block = currentBlock(editor);
  if (!block || !editor.selection) return false;
  const [node, path] = block;
  const caret = Range.start(editor.selection);
  let at: Path;
  if (path.length > 1) at = Path.next(path.slice(0, 1));
  else if (Editor.isEmpty(editor, node)) {
    Transforms.removeNodes(editor, { at: path });
    at = path;
  } else if (Editor.string(editor, { anchor: caret, focus: Editor.end(editor, path) }) === '')
    at = Path.next(path);
  else if (Editor.string(editor, { anchor: Editor.start(editor, path), focus: caret }) === '')
    at = path;
  else {
    Transforms.splitNodes(editor, { at: caret, always: true });
    at = Path.next(path);
  }
  Transforms.insertNodes(
    editor,
    { type: 'image', url, alt: alt.trim(), children: [{ text: '' }] },
    { at, select: false },
  );
  const next = Path.next(at);
  if (!Node.has(editor, next))
    Transforms.insertNodes(editor, emptyParagraph(), { at: next, select: false });
  Transforms.select(editor, Editor.start(editor, next));
  return true;
}

function isTextBlock(editor: Editor) {
  return (n: unknown) =>
    Element.isElement(n) && Editor.isBlock(editor, n) && !isList(n) && n.type !== 'image';
}
