import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { safeImageUrl, safeLinkUrl } from './rich-text-urls';

export type InsertRequest =
  { kind: 'link'; url: string; editing: boolean; needsText: boolean } | { kind: 'image' };

type Props = {
  request: InsertRequest | null;
  onClose(): void;
  onLink(url: string, text: string): void;
  onRemoveLink(): void;
  onImage(url: string, alt: string): void;
};

const TITLE_ID = 'rich-text-insert-title';

/** Asks for a link's address (and text when none is selected) or an image's address and description. */
export function InsertDialog({ request, onClose, ...actions }: Props) {
  return (
    <Dialog
      open={Boolean(request)}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={TITLE_ID}
    >
      {/* A fresh form for every request: nothing typed for one link leaks into the next. */}
      {request && (
        <InsertForm
          key={JSON.stringify(request)}
          request={request}
          onClose={onClose}
          {...actions}
        />
      )}
    </Dialog>
  );
}

function InsertForm({
  request,
  onClose,
  onLink,
  onRemoveLink,
  onImage,
}: Props & { request: InsertRequest }) {
  const link = request.kind === 'link';
  const [url, setUrl] = useState(link ? request.url : '');
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // the dialog sits inside the course form in the React tree
    if (link) {
      if (!safeLinkUrl(url))
        return setError('Links can start with https://, http://, mailto: or tel:');
      onLink(url.trim(), text);
    } else {
      if (!safeImageUrl(url)) return setError('Images can start with https://, http:// or data:');
      onImage(url.trim(), text);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={TITLE_ID}>
        {link ? (request.editing ? 'Edit link' : 'Insert link') : 'Insert image'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={link ? 'Link address' : 'Image address'}
            placeholder={link ? 'https://example.com' : 'https://example.com/picture.png'}
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setError('');
            }}
            error={Boolean(error)}
            helperText={
              error || (link ? 'https://, http://, mailto: or tel:' : 'https://, http:// or data:')
            }
            autoFocus
            autoComplete="off"
            inputMode="url"
          />
          {link && request.needsText && (
            <TextField
              label="Link text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              helperText="Optional: the address is shown when empty"
            />
          )}
          {!link && (
            <TextField
              label="Description (alt text)"
              value={text}
              onChange={(e) => setText(e.target.value)}
              helperText="What the picture shows, for people who cannot see it"
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {link && request.editing && (
          <Button color="error" onClick={onRemoveLink} sx={{ mr: 'auto' }}>
            Remove link
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {link ? (request.editing ? 'Update link' : 'Insert link') : 'Insert image'}
        </Button>
      </DialogActions>
    </form>
  );
}
