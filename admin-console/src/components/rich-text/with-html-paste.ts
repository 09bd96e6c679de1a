import { Transforms, type Editor } from 'slate';
import { deserializeHtml } from './deserialize-html';

/**
 * Pasted HTML (from a web page, a document, another editor) goes through the same reading as saved
 * HTML: only the editor's formats stay, and links and images keep only allowed addresses.
 * A copy from this editor itself keeps Slate's own format; plain text stays plain.
 */
export function withHtmlPaste<E extends Editor & { insertData(data: DataTransfer): void }>(
  editor: E,
): E {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      Transforms.insertFragment(editor, deserializeHtml(html));
      return;
    }
    insertData(data);
  };
  return editor;
}
