import { useQuery } from '@apollo/client/react';
import { DialogContentText } from '@mui/material';
import { useCallback, useState } from 'react';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import { formatDate } from '@devjobs/web/dates';
import {
  MyCourseRefundDocument,
  type RefundMeterFragment,
} from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';

/** Why opening a module asks first: what it ends, and what is left until then. */
export type OpeningNotice = { rule: string; left: string };

/**
 * Before a module's content is asked for (the reader, a panel on the course page): whether opening
 * it ends the buyer's refund (product.md#refunds, decision 069). The numbers are the refund
 * meter's, from the server: a module already opened, one opened while the share stays under the
 * limit, or a purchase no refund is possible for opens with no question. A module the buyer
 * chose to open anyway is remembered while the page shows (the meter is asked again meanwhile).
 */
export function useModuleOpening(courseId: string) {
  const { user } = useSession();
  const { data, previousData, error } = useQuery(MyCourseRefundDocument, {
    variables: { courseId },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const shown = data ?? previousData;
  const refund = shown?.myCourseRefund ?? null;
  const failed = Boolean(error) && !shown;
  const noticeFor = useCallback(
    (moduleId: string): OpeningNotice | null => {
      if (confirmed.has(moduleId)) return null;
      if (failed)
        return {
          rule: 'We could not check your refund, so opening this module might end it.',
          left: 'Cancel and try again later, or open it anyway.',
        };
      return refund ? noticeOf(refund, moduleId) : null;
    },
    [confirmed, failed, refund],
  );
  const confirm = useCallback(
    (moduleId: string) => setConfirmed((ids) => new Set(ids).add(moduleId)),
    [],
  );
  return { ready: !user || Boolean(shown) || failed, noticeFor, confirm };
}

export type ModuleOpening = ReturnType<typeof useModuleOpening>;

function noticeOf(refund: RefundMeterFragment, moduleId: string): OpeningNotice | null {
  if (!refund.eligible || refund.openingsLeft > 0 || refund.openedModuleIds.includes(moduleId))
    return null;
  const { openedModules: opened, totalModules: total, accessedPercentBelow: limit } = refund;
  return {
    rule: `Opening this module ends your refund: ${opened + 1} of ${total} modules opened, the limit is under ${limit}\u00a0%.`,
    left: `You have opened ${opened} of ${total} so far and may ask for a refund until ${formatDate(refund.windowEndsAt, 'short-day')}. Cancel keeps it.`,
  };
}

/** 'Open this module?': the notice, Cancel (nothing is opened, and focused first) and Open anyway. */
export function OpenModuleDialog({
  notice,
  onCancel,
  onOpen,
}: {
  notice: OpeningNotice | null;
  onCancel: () => void;
  onOpen: () => void;
}) {
  return (
    <ActionDialog
      open={Boolean(notice)}
      pending={false}
      onClose={onCancel}
      title="Open this module?"
      text={notice?.rule}
      action={{ label: 'Open anyway', color: 'warning' }}
      onAction={onOpen}
      focusCancel
    >
      <DialogContentText>{notice?.left}</DialogContentText>
    </ActionDialog>
  );
}
