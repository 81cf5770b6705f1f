/** The planner's statement on every screen: arithmetic for research, never advice. */
import { Notice } from '~/components/ui/notice';

export const researchOnlyText =
  'Research calculation, not dosing advice: the planner works only with the numbers you enter.';

export function ResearchNotice({ className = '' }: { className?: string }) {
  return (
    <Notice tone="warning" className={className} title="Research calculation, not dosing advice">
      The planner does arithmetic on the numbers you enter; it does not know whether a dose,
      frequency or cycle is appropriate and suggests none of its own. Nothing here is medical
      advice: double-check every figure and consult a healthcare provider.
    </Notice>
  );
}
