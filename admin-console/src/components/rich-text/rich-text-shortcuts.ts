import type { KeyboardEvent } from 'react';
import type { BlockFormat, Mark } from './rich-text.types';

/**
 * Keyboard shortcuts of the editor, shown in the toolbar's tooltips and announced with
 * aria-keyshortcuts. "Mod" is Ctrl, or ⌘ on Apple devices. Letters match the key typed (so they follow
 * the keyboard layout); digits and punctuation match the physical key, as Shift and Alt change the character.
 * Undo and redo are Slate's own (Mod+Z; Mod+Shift+Z, and Ctrl+Y outside Apple devices).
 */
export type Command =
  Mark | BlockFormat | 'indent' | 'outdent' | 'link' | 'image' | 'clear' | 'undo' | 'redo';
type Shortcut = { key?: string; code?: string; label: string; shift?: boolean; alt?: boolean };

export const SHORTCUTS: Partial<Record<Command, Shortcut>> = {
  bold: { key: 'b', label: 'B' },
  italic: { key: 'i', label: 'I' },
  underline: { key: 'u', label: 'U' },
  strike: { key: 'x', label: 'X', shift: true },
  code: { key: 'e', label: 'E' },
  'heading-one': { code: 'Digit1', label: '1', alt: true },
  'heading-two': { code: 'Digit2', label: '2', alt: true },
  'numbered-list': { code: 'Digit7', label: '7', shift: true },
  'bulleted-list': { code: 'Digit8', label: '8', shift: true },
  'code-block': { code: 'Digit9', label: '9', alt: true },
  outdent: { code: 'BracketLeft', label: '[' },
  indent: { code: 'BracketRight', label: ']' },
  link: { key: 'k', label: 'K' },
  clear: { code: 'Backslash', label: '\\' },
  undo: { key: 'z', label: 'Z' },
  redo: { key: 'z', label: 'Z', shift: true },
};

const IS_APPLE =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** The command a key press asks for (undo and redo are left to Slate), or undefined. */
export function commandFor(event: KeyboardEvent): Command | undefined {
  const mod = IS_APPLE ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod) return undefined;
  for (const [command, s] of Object.entries(SHORTCUTS) as Array<[Command, Shortcut]>) {
    if (command === 'undo' || command === 'redo') continue;
    if (Boolean(s.shift) !== event.shiftKey || Boolean(s.alt) !== event.altKey) continue;
    if (s.code ? event.code === s.code : event.key.toLowerCase() === s.key) return command;
  }
  return undefined;
}

/** 'Ctrl+Shift+X' or '⌘⇧X', for tooltips. */
export function shortcutLabel(command: Command): string | undefined {
  const s = SHORTCUTS[command];
  if (!s) return undefined;
  const label = IS_APPLE
    ? `⌘${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${s.label}`
    : `Ctrl+${s.alt ? 'Alt+' : ''}${s.shift ? 'Shift+' : ''}${s.label}`;
  return command === 'redo' && !IS_APPLE ? `${label} or Ctrl+Y` : label;
}

/** The aria-keyshortcuts value: 'Control+Shift+X', 'Meta+B'. */
export function ariaShortcut(command: Command): string | undefined {
  const s = SHORTCUTS[command];
  if (!s) return undefined;
  const parts = [
    IS_APPLE ? 'Meta' : 'Control',
    ...(s.alt ? ['Alt'] : []),
    ...(s.shift ? ['Shift'] : []),
    s.label.toUpperCase(),
  ];
  const main = parts.join('+');
  return command === 'redo' && !IS_APPLE ? `${main} Control+Y` : main;
}
