/** The toast after an admin's decision, shared by the pending and the flagged queues. */
import { useEffect, useRef } from 'react';
import { asAnswer } from '~/components/ui/action-notice';
import { useToast, type ToastInput } from '~/components/ui/toast';
import type { ActionDone, ActionRefused } from '~/utils/action-result';

export type ModerationResult =
  | (ActionDone & { toast: { title: string; description: string } })
  | (ActionRefused & { message: string });

function moderationToast(result: ModerationResult): ToastInput {
  return result.ok
    ? result.toast
    : { title: 'Error', description: result.message, variant: 'destructive' };
}

/** The toast for the dashboard's answer, when it is a decision's (a form posted without JavaScript). */
export function moderationToastFor(answer: unknown): ToastInput | null {
  const result = asAnswer(answer);
  if (result?.ok === true && asAnswer(result.toast))
    return moderationToast(answer as ModerationResult);
  if (result?.ok === false && typeof result.message === 'string') {
    return moderationToast(answer as ModerationResult);
  }
  return null;
}

/** The toast fires as soon as the answer arrives, before the refreshed list removes the card. */
export function useResultToast(result: ModerationResult | undefined) {
  const show = useToast();
  const toasted = useRef<ModerationResult | undefined>(undefined);
  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    show(moderationToast(result));
  }, [result, show]);
}
