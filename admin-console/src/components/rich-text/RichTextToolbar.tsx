import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import Code from '@mui/icons-material/Code';
import DataObject from '@mui/icons-material/DataObject';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhotoOutlined';
import LooksOne from '@mui/icons-material/LooksOneOutlined';
import LooksTwo from '@mui/icons-material/LooksTwoOutlined';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import { useSlate } from 'slate-react';
import { activeLink, currentIndent, isBlockActive, isMarkActive } from './rich-text-commands';
import { ariaShortcut, shortcutLabel, type Command } from './rich-text-shortcuts';
import { MAX_INDENT, type BlockFormat, type Mark } from './rich-text.types';

type Button = { command: Command; label: string; icon: ReactNode };

/** The buttons, in groups. Marks and blocks are toggles (aria-pressed); the rest are actions. */
const GROUPS: Button[][] = [
  [
    { command: 'heading-one', label: 'Heading 1', icon: <LooksOne /> },
    { command: 'heading-two', label: 'Heading 2', icon: <LooksTwo /> },
  ],
  [
    { command: 'bold', label: 'Bold', icon: <FormatBold /> },
    { command: 'italic', label: 'Italic', icon: <FormatItalic /> },
    { command: 'underline', label: 'Underline', icon: <FormatUnderlined /> },
    { command: 'strike', label: 'Strikethrough', icon: <StrikethroughS /> },
    { command: 'code', label: 'Inline code', icon: <Code /> },
  ],
  [
    { command: 'numbered-list', label: 'Numbered list', icon: <FormatListNumbered /> },
    { command: 'bulleted-list', label: 'Bulleted list', icon: <FormatListBulleted /> },
    { command: 'code-block', label: 'Code block', icon: <DataObject /> },
  ],
  [
    { command: 'outdent', label: 'Decrease indent', icon: <FormatIndentDecrease /> },
    { command: 'indent', label: 'Increase indent', icon: <FormatIndentIncrease /> },
  ],
  [
    { command: 'link', label: 'Link', icon: <InsertLink /> },
    { command: 'image', label: 'Image', icon: <InsertPhoto /> },
    { command: 'clear', label: 'Clear formatting', icon: <FormatClear /> },
  ],
  [
    { command: 'undo', label: 'Undo', icon: <Undo /> },
    { command: 'redo', label: 'Redo', icon: <Redo /> },
  ],
];
const MARK_COMMANDS = new Set<Command>(['bold', 'italic', 'underline', 'strike', 'code']);
const BLOCK_COMMANDS = new Set<Command>([
  'heading-one',
  'heading-two',
  'numbered-list',
  'bulleted-list',
  'code-block',
]);

type Props = { label: string; editorId: string; onCommand(command: Command): void };

/**
 * The editor's toolbar (the WAI-ARIA toolbar pattern): one Tab stop, the arrow keys, Home and End move
 * between buttons; the buttons keep the editor's selection when clicked.
 */
export function RichTextToolbar({ label, editorId, onCommand }: Props) {
  const editor = useSlate(); // re-renders on every change: the pressed states follow the caret
  const [current, setCurrent] = useState<Command>('heading-one');
  const bar = useRef<HTMLDivElement>(null);
  const indent = currentIndent(editor);

  function pressed(command: Command): boolean | undefined {
    if (MARK_COMMANDS.has(command)) return isMarkActive(editor, command as Mark);
    if (BLOCK_COMMANDS.has(command)) return isBlockActive(editor, command as BlockFormat);
    if (command === 'link') return Boolean(activeLink(editor));
    return undefined;
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[
      event.key
    ];
    if (target === undefined || at < 0) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length]?.focus();
  }

  return (
    <Box
      ref={bar}
      role="toolbar"
      aria-label={label}
      aria-controls={editorId}
      onKeyDown={moveFocus}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {GROUPS.map((group, i) => (
        <Box key={group[0].command} sx={{ display: 'contents' }}>
          {i > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.25, my: 0.5 }} />}
          {group.map(({ command, label: name, icon }) => {
            const shortcut = shortcutLabel(command);
            const level =
              command === 'indent' || command === 'outdent'
                ? ` (level ${indent} of ${MAX_INDENT})`
                : '';
            return (
              <Tooltip key={command} title={`${name}${shortcut ? ` (${shortcut})` : ''}${level}`}>
                <IconButton
                  size="small"
                  aria-label={name}
                  aria-pressed={pressed(command)}
                  aria-keyshortcuts={ariaShortcut(command)}
                  tabIndex={command === current ? 0 : -1}
                  color={pressed(command) ? 'primary' : 'default'}
                  onFocus={() => setCurrent(command)}
                  onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
                  onClick={() => onCommand(command)}
                  sx={{
                    borderRadius: 1,
                    bgcolor: pressed(command) ? 'action.selected' : undefined,
                  }}
                >
                  {icon}
                </IconButton>
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
