/** The toast after an admin's decision, shared by the pending and the flagged queues. */
import { useEffect, useRef } from 'react';
import { useToast } from '~/components/ui/toast';

export type ModerationResult =
  { ok: true; toast: { title: string; description: string } } | { ok: false; error: string };

/** The toast fires as soon as the answer arrives, before the refreshed list removes the card. */
export function useResultToast(result: ModerationResult | undefined) {
  const show = useToast();
  const toasted = useRef<ModerationResult | undefined>(undefined);
  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    show(
      result.ok
        ? result.toast
        : { title: 'Error', description: result.error, variant: 'destructive' },
    );
  }, [result, show]);
}
