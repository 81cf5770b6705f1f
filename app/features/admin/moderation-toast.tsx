/** The toast after an admin's decision, shared by the pending and the flagged queues. */
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
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

function useResultToast(result: ModerationResult | undefined) {
  const show = useToast();
  const toasted = useRef<ModerationResult | undefined>(undefined);
  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    show(moderationToast(result));
  }, [result, show]);
}

/** The fetcher of one card's decision, shared by the card and the panel's toasts. */
export const decisionFetcherKey = (kind: string, id: string) => `decision:${kind}:${id}`;

function DecisionToast({ fetcherKey }: { fetcherKey: string }) {
  useResultToast(useFetcher<ModerationResult>({ key: fetcherKey }).data);
  return null;
}

/**
 * The toast of each decision, fired by the panel rather than by the card: a decision's refreshed
 * list removes its card, and when the answer and the refreshed list reach the page in one render
 * (a busy phone, a loaded machine), the card never renders with the answer. Every card the
 * dashboard has shown keeps a listener on its fetcher here, so its answer is never missed.
 */
export function DecisionToasts({ fetcherKeys }: { fetcherKeys: readonly string[] }) {
  // Kept from earlier renders (React's pattern for state derived from what came before).
  const [known, setKnown] = useState<readonly string[]>(fetcherKeys);
  if (fetcherKeys.some((key) => !known.includes(key))) {
    setKnown([...new Set([...known, ...fetcherKeys])]);
  }
  return known.map((key) => <DecisionToast key={key} fetcherKey={key} />);
}
