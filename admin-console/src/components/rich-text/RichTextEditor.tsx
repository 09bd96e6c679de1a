import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { richTextStyles } from '@devjobs/web/rich-text-styles';
import { createEditor, Range, type BaseRange, type Descendant, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact, type RenderPlaceholderProps } from 'slate-react';
import { InsertDialog, type InsertRequest } from './InsertDialog';
import { RichTextElement, RichTextLeaf } from './RichTextElements';
import { RichTextToolbar } from './RichTextToolbar';
import { deserializeHtml } from './deserialize-html';
import {
  activeLink,
  changeIndent,
  clearFormatting,
  insertImage,
  removeLink,
  setLink,
  toggleBlock,
  toggleMark,
} from './rich-text-commands';
import { commandFor, type Command } from './rich-text-shortcuts';
import { serializeHtml } from './serialize-html';
import { withHtmlPaste } from './with-html-paste';
import { withRichText } from './with-rich-text';

type Props = {
  /** The id of the editing area (focus it with document.getElementById). */
  id: string;
  /** The visible label, also the editor's accessible name. */
  label: string;
  /** Saved HTML, read once when the editor mounts: give the editor a new `key` to load other content. */
  defaultValue: string;
  /** Called with the HTML after every change ('' when empty). */
  onChange(html: string): void;
  placeholder?: string;
  error?: string;
  helperText?: string;
};

/**
 * The rich-text editor of the console (Slate): headings, marks, lists, code, indent, links and
 * images, with undo and redo. It speaks HTML at its edges (serialize-html.ts / deserialize-html.ts).
 */
export function RichTextEditor({
  id,
  label,
  defaultValue,
  onChange,
  placeholder = 'Write the full blog content here...',
  error,
  helperText,
}: Props) {
  const [editor] = useState(() =>
    withHtmlPaste(withRichText(withHistory(withReact(createEditor())))),
  );
  const [initialValue] = useState<Descendant[]>(() => deserializeHtml(defaultValue));
  const uid = useId();
  const labelId = `${uid}-label`;
  const helpId = `${uid}-help`;

  const { run, request, closeDialog } = useEditorCommands(editor);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const command = commandFor(event);
    if (!command) return;
    event.preventDefault();
    run(command);
  }

  const message = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel
        id={labelId}
        component="div"
        onClick={() => ReactEditor.focus(editor)}
        sx={{ mb: 0.75, fontWeight: 600 }}
      >
        {label}
      </FormLabel>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : theme.palette.grey[400],
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
          '& .rich-text-editable': richTextStyles(theme),
        })}
      >
        <Slate
          editor={editor}
          initialValue={initialValue}
          onValueChange={(value) => onChange(serializeHtml(value))}
        >
          <RichTextToolbar label={`${label}: formatting`} editorId={id} onCommand={run} />
          <Editable
            id={id}
            aria-labelledby={labelId}
            aria-describedby={message ? helpId : undefined}
            aria-invalid={error ? true : undefined}
            placeholder={placeholder}
            renderPlaceholder={renderPlaceholder}
            renderElement={RichTextElement}
            renderLeaf={RichTextLeaf}
            onKeyDown={onKeyDown}
            spellCheck
            style={{
              minHeight: 180,
              maxHeight: '60vh',
              overflowY: 'auto',
              padding: '12px 14px',
              outline: 'none',
            }}
            className="rich-text-editable"
          />
        </Slate>
      </Box>
      {message && <FormHelperText id={helpId}>{message}</FormHelperText>}
      <InsertDialog
        request={request}
        onClose={() => closeDialog()}
        onLink={(url, text) => closeDialog(() => setLink(editor, url, text))}
        onRemoveLink={() => closeDialog(() => removeLink(editor))}
        onImage={(url, alt) => closeDialog(() => insertImage(editor, url, alt))}
      />
    </FormControl>
  );
}

/** The placeholder, in the theme's secondary colour (Slate's default fades it to a third). */
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <Typography
      component="span"
      {...attributes}
      style={{ ...attributes.style, opacity: 1 }}
      sx={{ color: 'text.secondary', fontStyle: 'italic' }}
    >
      {children}
    </Typography>
  );
}

/** Runs a toolbar or shortcut command that acts at once (all but link and image). */
function applyCommand(editor: Editor, command: Exclude<Command, 'link' | 'image'>) {
  if (command === 'undo') editor.undo();
  else if (command === 'redo') editor.redo();
  else if (command === 'indent' || command === 'outdent')
    changeIndent(editor, command === 'indent' ? 1 : -1);
  else if (command === 'clear') clearFormatting(editor);
  else if (
    command === 'heading-one' ||
    command === 'heading-two' ||
    command === 'numbered-list' ||
    command === 'bulleted-list' ||
    command === 'code-block'
  )
    toggleBlock(editor, command);
  else toggleMark(editor, command);
}

/**
 * The editor's commands: `run` acts on a command, or for link and image opens the insert dialog
 * (`request`) and keeps the selection; `closeDialog` returns to the editor with that selection.
 */
function useEditorCommands(editor: Editor) {
  const [request, setRequest] = useState<InsertRequest | null>(null);
  const [savedSelection, setSavedSelection] = useState<BaseRange | null>(null);

  const run = useCallback(
    (command: Command) => {
      syncSelection(editor);
      if (command === 'link' || command === 'image') {
        const selection = editor.selection;
        setSavedSelection(selection);
        const link = activeLink(editor);
        setRequest(
          command === 'image'
            ? { kind: 'image' }
            : {
                kind: 'link',
                url: link?.url ?? '',
                editing: Boolean(link),
                needsText: !link && (!selection || Range.isCollapsed(selection)),
              },
        );
        return;
      }
      applyCommand(editor, command);
      ReactEditor.focus(editor);
    },
    [editor],
  );

  /** Back to the editor after the dialog, with the selection it had when the dialog opened. */
  function closeDialog(then?: () => void) {
    setRequest(null);
    ReactEditor.focus(editor);
    if (savedSelection) editor.select(savedSelection);
    then?.();
  }

  return { run, request, closeDialog };
}

/**
 * Slate reads the browser's selection a moment after it changes; a command given right after a
 * Shift+Arrow or a drag must act on what is selected now, so read it first when it is in this editor.
 */
function syncSelection(editor: Editor) {
  const dom = window.getSelection();
  if (
    !dom?.anchorNode ||
    dom.rangeCount === 0 ||
    !ReactEditor.hasDOMNode(editor, dom.anchorNode, { editable: true })
  )
    return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range) editor.select(range);
}
