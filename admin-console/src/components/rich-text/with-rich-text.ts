import {
  Editor,
  Element,
  Node,
  Path,
  Range,
  Text,
  Transforms,
  type Ancestor,
  type NodeEntry,
} from 'slate';
import {
  INDENTABLE,
  LIST_TYPES,
  MARKS,
  MAX_INDENT,
  emptyParagraph,
  type CustomElement,
  type Indent,
} from './rich-text.types';

/**
 * The editor's rules, with or without React: which nodes are inline or void, the shape the
 * document keeps (lists hold list items, code holds plain text), and what Enter does.
 * Loading HTML runs the same rules (rich-text-html.ts), so a loaded document equals an edited one.
 */
export function withRichText<E extends Editor>(editor: E): E {
  const { isInline, isVoid, normalizeNode, insertBreak } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Element.isElement(node) && fixElement(editor, node, path)) return;
    normalizeNode(entry, options);
  };

  // Shift+Enter: a line break inside the block (written as <br>, or a newline in code).
  editor.insertSoftBreak = () => editor.insertText('\n');

  editor.insertBreak = () => {
    const block = currentBlock(editor);
    if (!block || !editor.selection || !Range.isCollapsed(editor.selection)) return insertBreak();
    const [element, path] = block;
    const atEnd =
      Editor.string(editor, {
        anchor: editor.selection.anchor,
        focus: Editor.end(editor, path),
      }) === '';
    if (element.type === 'code-block') {
      // Enter is a newline in code; Enter on an empty last line leaves the block.
      const text = Node.string(element);
      if (atEnd && text.endsWith('\n')) {
        Transforms.delete(editor, { distance: 1, unit: 'character', reverse: true });
        Transforms.insertNodes(editor, emptyParagraph(), { at: Path.next(path), select: true });
        return;
      }
      return editor.insertText('\n');
    }
    if (element.type === 'list-item' && Node.string(element) === '') {
      // Enter on an empty list item: one level out, and out of the list from the first level.
      if (element.indent && element.indent > 1)
        Transforms.setNodes(editor, { indent: (element.indent - 1) as Indent }, { at: path });
      else if (element.indent) Transforms.unsetNodes(editor, 'indent', { at: path });
      else {
        Transforms.unwrapNodes(editor, { match: isList, split: true });
        Transforms.setNodes(editor, { type: 'paragraph' });
      }
      return;
    }
    if ((element.type === 'heading-one' || element.type === 'heading-two') && atEnd) {
      // After a heading comes body text.
      Transforms.insertNodes(editor, emptyParagraph(), { at: Path.next(path), select: true });
      return;
    }
    insertBreak();
  };

  return editor;
}

export function isList(
  node: Node,
): node is Extract<CustomElement, { type: 'bulleted-list' | 'numbered-list' }> {
  return Element.isElement(node) && LIST_TYPES.has(node.type);
}

export function isLink(node: Node): node is Extract<CustomElement, { type: 'link' }> {
  return Element.isElement(node) && node.type === 'link';
}

/** The lowest block around the selection. */
export function currentBlock(editor: Editor): NodeEntry<CustomElement> | undefined {
  return Editor.above(editor, {
    match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) && !isList(n),
  });
}

/** One repair of an element's shape; true when something changed (normalisation then runs again). */
function fixElement(editor: Editor, node: CustomElement, path: Path): boolean {
  if ('indent' in node && (!INDENTABLE.has(node.type) || !isIndent(node.indent))) {
    Transforms.unsetNodes(editor, 'indent', { at: path });
    return true;
  }
  if (isList(node)) return fixList(editor, node, path);
  if (node.type === 'list-item') {
    const parent = Node.parent(editor, path);
    if (!isList(parent)) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      return true;
    }
  }
  if (node.type === 'code-block') return fixCode(editor, path);
  return false;
}

/** A list holds list items only; an emptied list becomes an empty paragraph. */
function fixList(editor: Editor, list: Ancestor, path: Path): boolean {
  if (list.children.length === 0 || list.children.every((child) => Text.isText(child))) {
    Transforms.removeNodes(editor, { at: path });
    Transforms.insertNodes(editor, emptyParagraph(), { at: path });
    return true;
  }
  for (const [child, childPath] of Node.children(editor, path)) {
    if (!Element.isElement(child)) {
      Transforms.removeNodes(editor, { at: childPath });
      return true;
    }
    if (child.type === 'list-item') continue;
    if (
      child.type === 'paragraph' ||
      child.type === 'heading-one' ||
      child.type === 'heading-two'
    ) {
      Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
    } else {
      Transforms.liftNodes(editor, { at: childPath });
    }
    return true;
  }
  return false;
}

/** Code is plain text: no links, no marks. */
function fixCode(editor: Editor, path: Path): boolean {
  for (const [child, childPath] of Node.children(editor, path)) {
    if (isLink(child)) {
      Transforms.unwrapNodes(editor, { at: childPath });
      return true;
    }
    if (Text.isText(child) && MARKS.some((mark) => mark in child)) {
      Transforms.unsetNodes(editor, [...MARKS], { at: childPath });
      return true;
    }
  }
  return false;
}

function isIndent(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INDENT;
}
