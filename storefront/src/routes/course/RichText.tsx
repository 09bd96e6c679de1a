import { Box } from '@mui/material';
import { richTextStyles } from '@devjobs/web/rich-text-styles';

/**
 * Course HTML (overview, module text) as the API stores it: sanitised on every write against the
 * editor's allow-list (decision 021), so it is rendered as is, with the console's editor's looks.
 */
export function RichText({ html }: { html: string }) {
  return <Box sx={richTextStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}
