/**
 * The header's account area. Signed out (and on prerendered pages): the 'Login' button.
 * The accounts feature replaces the signed-in branch with the account dropdown.
 */
import { Link } from 'react-router';

export function AccountArea() {
  return (
    <Link
      to="/auth"
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      Login
    </Link>
  );
}
