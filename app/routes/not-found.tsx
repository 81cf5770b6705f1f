import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundScreen } from '~/components/layout/not-found-screen';
import { pageMeta } from '~/utils/meta';

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    path: loaderData?.path ?? '/404',
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundScreen />;
}
