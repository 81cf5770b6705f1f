/**
 * Toasts: bottom-right, at most 3 at once, each gone after 4 seconds (spec constants).
 * A redirect can carry a toast as `?toast=<key>`; only keys listed in flashToasts are shown,
 * so a crafted link cannot put arbitrary text on the page.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { flashToastParam } from '~/utils/flash-toast-param';
import { flashToastIn } from '~/utils/flash-toasts';
import type { ToastInput } from './toast-input';

export type { ToastInput } from './toast-input';
interface ToastItem extends ToastInput {
  id: number;
}

const maxToasts = 3;
const toastDurationMs = 4000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}

let nextId = 1;

/**
 * On a phone toasts drop from under the header: at the bottom they covered the comment just
 * posted, which lands above the form at the foot of the screen.
 */
const toastRegionClass =
  'pointer-events-none fixed top-18 right-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 sm:top-auto sm:bottom-4';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId++;
      setToasts((current) => [...current, { ...toast, id }].slice(-maxToasts));
      window.setTimeout(() => dismiss(id), toastDurationMs);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <FlashToast />
      <div aria-live="polite" className={toastRegionClass}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            className={`pointer-events-auto rounded-lg border px-4 py-3 shadow-lg ${
              toast.variant === 'destructive'
                ? 'border-red-300 bg-red-50 text-red-900'
                : 'border-slate-200 bg-white text-slate-900'
            }`}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-sm font-semibold">{toast.title}</p>
                {toast.description ? <p className="mt-0.5 text-sm">{toast.description}</p> : null}
                {toast.link ? (
                  <Link
                    to={toast.link.to}
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline"
                  >
                    {toast.link.label}
                  </Link>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                className="-m-2 min-h-11 min-w-11 rounded text-slate-600 hover:text-slate-900"
                aria-label="Dismiss notification"
              >
                ×
              </button>
            </div>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * Shows the toast named by `?toast=` once, then removes the parameter from the address. Until the
 * app runs, the page shows the same message as a notice (flash-notice.tsx); it goes as the toast
 * comes, so the message is never on screen twice.
 */
function FlashToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const show = useContext(ToastContext);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(flashToastParam) || !show) return;
    const toast = flashToastIn(location.search);
    if (toast) show(toast);
    params.delete(flashToastParam);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, show]);
  return null;
}
