import type { Route } from './+types/admin-lab-results';
import { labResultsAction, labResultsLoader } from '~/features/editorial/editor-actions.server';
import { EditorPage } from '~/features/editorial/editor-page';
import { LabResultForm } from '~/features/editorial/lab-result-form';
import { pageMeta } from '~/utils/meta';

// Admins only: checked in the loader and the action, before any read or write.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  labResultsLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  labResultsAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Lab results',
    description: 'Add lab test results.',
    path: '/admin/lab-results',
    noindex: true,
  });

export default function AdminLabResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      title="Lab results"
      intro="The newest result for a vendor and peptide becomes its grade; older results stay in the history. A grade from fewer than 3 tests is shown as limited data."
      message={actionData?.ok ? actionData.message : undefined}
    >
      <LabResultForm vendors={loaderData.vendors} outcome={actionData} />
    </EditorPage>
  );
}
