import type { Route } from './+types/admin-editorial-log';
import { editorialLogLoader } from '~/features/editorial/editor-actions.server';
import { EditorialLog } from '~/features/editorial/editorial-log';
import { EditorPage } from '~/features/editorial/editor-page';
import { pageMeta } from '~/utils/meta';

// Admins only: checked in the loader.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  editorialLogLoader(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Change log',
    description: 'Changes to vendors, prices and lab results.',
    path: '/admin/editorial-log',
    noindex: true,
  });

export default function AdminEditorialLogPage({ loaderData }: Route.ComponentProps) {
  return (
    <EditorPage
      title="Change log"
      intro="Every change to vendors, prices and lab results: who made it and when, newest first."
    >
      <EditorialLog entries={loaderData.entries} />
    </EditorPage>
  );
}
