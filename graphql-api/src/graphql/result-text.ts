import type { FormattedExecutionResult } from 'graphql';

/** Results whose data is answered again as it is (job-list-answers.ts): their text, once written. */
const texts = new WeakMap<object, string | null>();

/** Marks `data` as an answer given again unchanged: its JSON text is written once, by stringifyResult. */
export function keepResultText(data: object): void {
  if (!texts.has(data)) texts.set(data, null);
}

/**
 * Apollo's `stringifyResult`: the JSON Apollo writes (`JSON.stringify(result)` and a newline). The
 * data of a result kept with keepResultText is written the first time and its text reused
 * (decision 035), with the result's extensions (the cost every answer reports, decision 105)
 * written beside it; errors make it written anew, as any other result.
 */
export function stringifyResult(result: FormattedExecutionResult): string {
  const data = result.data;
  if (!data || result.errors !== undefined || !texts.has(data))
    return `${JSON.stringify(result)}\n`;
  let text = texts.get(data);
  if (text == null) texts.set(data, (text = JSON.stringify(data)));
  const extensions =
    result.extensions === undefined ? '' : `,"extensions":${JSON.stringify(result.extensions)}`;
  return `{"data":${text}${extensions}}\n`;
}
