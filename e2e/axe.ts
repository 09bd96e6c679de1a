import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** axe-core as the quality bars run it (decision 033): accessibility.spec.ts and the specs of single pages. */

/**
 * At 360 px every tap target is at least 44 x 44 px, or has that much room (product.md#phones):
 * axe's target-size rule (off by default, WCAG 2.2's 24 px) is run there with that size; a link
 * inside a sentence is exempt.
 */
const TAP_TARGET_PX = 44;
/** axe's impacts that fail the walk (decision 033). */
export const FAILING_IMPACTS = ['serious', 'critical'];

/** Evaluated rather than added as a <script>: the apps' Content-Security-Policy forbids inline scripts. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(__filename).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

export async function axeViolations(page: Page, tapTargets: boolean) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tapTargets, minSize }) => {
      const { axe } = window as unknown as {
        axe: {
          configure: (spec: object) => void;
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      };
      // The size, or else the room around the target (axe's default: 24 px).
      axe.configure({
        checks: [
          { id: 'target-size', options: { minSize } },
          { id: 'target-offset', options: { minOffset: minSize } },
        ],
      });
      // Third-party frames (the YouTube player) are not ours to check, and carry no axe.
      const result = await axe.run(document, {
        iframes: false,
        resultTypes: ['violations'],
        rules: { 'target-size': { enabled: tapTargets } },
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { tapTargets, minSize: TAP_TARGET_PX },
  );
  return violations as AxeViolation[];
}

export function describeViolations(violations: AxeViolation[]) {
  return violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})\n` +
        v.nodes
          .slice(0, 6)
          .map(
            (n) =>
              `      ${JSON.stringify(n.target)}${n.failureSummary ? ` - ${n.failureSummary.split('\n').slice(1, 2).join(' ').trim()}` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
}

/** A page's walk fails on no serious or critical violation; `narrow`: at 360 px, with tap targets. */
export async function expectNoAxeFailures(page: Page, narrow: boolean) {
  const failing = (await axeViolations(page, narrow)).filter((v) =>
    FAILING_IMPACTS.includes(v.impact ?? ''),
  );
  expect(describeViolations(failing)).toBe('');
}
