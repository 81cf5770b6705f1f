/**
 * The signed-in account menu (Radix DropdownMenu). Loaded on demand by account-area.tsx, so
 * anonymous visitors, who never see it, do not download it.
 */
import { FileText, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useSubmit } from 'react-router';
import { AccountFace, accountButtonClass } from './avatar';
import type { SessionUser } from './session-user';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100';

export default function AccountMenu({ user }: { user: SessionUser }) {
  const submit = useSubmit();
  const { name } = user;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountButtonClass} aria-label={`Account menu for ${name}`}>
        <AccountFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
            {user.username ? (
              <p className="truncate text-xs text-slate-600">@{user.username}</p>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/community/my-posts">
              <FileText aria-hidden="true" className="size-4" />
              My posts
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <Settings aria-hidden="true" className="size-4" />
              Profile Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void submit(null, { method: 'post', action: '/sign-out' })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
