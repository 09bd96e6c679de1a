import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  useFocused,
  useSelected,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import type { ImageElement } from './rich-text.types';

/**
 * The editor draws each node as the very HTML it saves (p, h1, h2, ul/ol/li, pre>code, img, a, and the
 * mark tags, with class="indent-N"), so the shared rich-text styles make it look as it will be published.
 */
export function RichTextElement({ attributes, children, element }: RenderElementProps) {
  const className = 'indent' in element && element.indent ? `indent-${element.indent}` : undefined;
  switch (element.type) {
    case 'heading-one':
      return (
        <h1 {...attributes} className={className}>
          {children}
        </h1>
      );
    case 'heading-two':
      return (
        <h2 {...attributes} className={className}>
          {children}
        </h2>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return (
        <li {...attributes} className={className}>
          {children}
        </li>
      );
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'image':
      return (
        <ImageBlock attributes={attributes} element={element}>
          {children}
        </ImageBlock>
      );
    case 'link':
      // No navigation while editing: the address shows in the link dialog (Ctrl+K).
      return (
        <a
          {...attributes}
          href={element.url || undefined}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </a>
      );
    default:
      return (
        <p {...attributes} className={className}>
          {children}
        </p>
      );
  }
}

function ImageBlock({
  attributes,
  children,
  element,
}: Omit<RenderElementProps, 'element'> & { element: ImageElement }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <Box contentEditable={false} sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={element.url}
          alt={element.alt}
          sx={{
            outline: selected && focused ? 3 : 0,
            outlineColor: 'primary.light',
            outlineStyle: 'solid',
            outlineOffset: 2,
          }}
        />
      </Box>
      {children}
    </div>
  );
}

export function RichTextLeaf({ attributes, children, leaf }: RenderLeafProps) {
  // slate-react types a leaf's children as any: they are the rendered text, a ReactNode.
  let content = children as ReactNode;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.strike) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}
