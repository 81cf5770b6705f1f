/** Link styled as a button: primary (filled) or secondary (outlined), 44 px touch target. */
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** Component classes of app.css (one short class each keeps repeated buttons cheap). */
export const buttonClasses = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  danger: 'btn-danger',
} as const;

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof buttonClasses }) {
  return <Link className={`${buttonClasses[variant]} ${className}`} {...props} />;
}
