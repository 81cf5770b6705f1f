/**
 * The signed-in account menu: a <details> disclosure (APG "Disclosure navigation menu"), so it
 * opens and signs out without JavaScript too. Sign Out is a plain POST form to /sign-out (the
 * route checks the origin). With JavaScript it also closes on Escape, on a click outside and
 * after a page change.
 */
import { FileText, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { AccountFace, accountButtonClass } from './avatar';
import type { SessionUser } from './session-user';

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 hover:bg-slate-100';

/** Open state that closes on a page change, on Escape (focus back on the button) and outside. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  // Listening from the first render, not from the open state: a click opens <details> at once,
  // while React hears of it only at the toggle event, and an Escape in between must still close.
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent && event.key === 'Escape') {
        element.open = false;
        setOpen(false);
        element.querySelector('summary')?.focus();
      } else if (event.type === 'pointerdown' && !element.contains(event.target as Node)) {
        element.open = false;
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);
  return { open, setOpen, details };
}

const accountLinks = [
  { to: '/admin', label: 'Admin Dashboard', Icon: LayoutDashboard, adminOnly: true },
  { to: '/community/my-posts', label: 'My posts', Icon: FileText, adminOnly: false },
  { to: '/profile', label: 'Profile Settings', Icon: Settings, adminOnly: false },
];

/** Where a member goes from the menu (the admin dashboard for admins). */
function AccountLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ul aria-label="Account">
      {accountLinks
        .filter((link) => isAdmin || !link.adminOnly)
        .map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={itemClass}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
    </ul>
  );
}

export function AccountMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, details } = useDisclosure();
  const { name } = user;
  return (
    <details
      ref={details}
      className="relative"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        aria-label={`Account menu for ${name}`}
        aria-controls="account-menu"
        className={`${accountButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <AccountFace user={user} />
      </summary>
      <div
        id="account-menu"
        className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
          {user.username ? (
            <p className="truncate text-xs text-slate-600">@{user.username}</p>
          ) : null}
        </div>
        <hr className="my-1 border-slate-200" />
        <AccountLinks isAdmin={user.isAdmin} />
        <hr className="my-1 border-slate-200" />
        <Form method="post" action="/sign-out">
          <button type="submit" className={itemClass}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </Form>
      </div>
    </details>
  );
}
