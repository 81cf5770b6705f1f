/** The frame of every editor screen: where it sits in the admin area, and the other screens. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SavedNotice } from './editor-fields';

export const editorScreens = [
  { to: '/admin/prices', label: 'Prices' },
  { to: '/admin/lab-results', label: 'Lab results' },
  { to: '/admin/vendors', label: 'Vendors' },
  { to: '/admin/price-feeds', label: 'Price feeds' },
  { to: '/admin/editorial-log', label: 'Change log' },
] as const;

export function EditorPage({
  title,
  intro,
  message,
  children,
}: {
  title: string;
  intro: string;
  message?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <nav aria-label="Editor screens">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li>
            <Link to="/admin" className="text-brand-700 underline">
              Admin Dashboard
            </Link>
          </li>
          {editorScreens.map((screen) => (
            <li key={screen.to}>
              <Link to={screen.to} className="text-brand-700 underline">
                {screen.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-4">
        <SavedNotice message={message} />
      </div>
      <div className="mt-6 space-y-10">{children}</div>
    </div>
  );
}
