/** A module of its own: the vendor page's review form uses it without the forum's controls. */
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';

/** The end of every edit form (posts and reviews): the link rule, Save and Cancel. */
export function EditFormEnd({ what, cancelTo }: { what: 'post' | 'review'; cancelTo: string }) {
  return (
    <>
      <p className="text-xs text-slate-600">
        Adding a link sends the {what} back to a moderator before it is visible again.
      </p>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses.primary}>
          Save changes
        </button>
        <Link to={cancelTo} className={buttonClasses.secondary}>
          Cancel
        </Link>
      </div>
    </>
  );
}
