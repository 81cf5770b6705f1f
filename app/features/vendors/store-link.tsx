/** A vendor store link: leaves the site in a new tab without opener or referrer. */
import type { ReactNode } from 'react';
import { buttonClasses } from '~/components/ui/button-link';
import { SpriteIcon } from '~/components/ui/icon-sprite';

export function StoreLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClasses.primary} ${className}`}
    >
      {children}
      <SpriteIcon name="external-link" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
