/**
 * Stars: a read-only display and the form's rating input. The input is five real radio buttons
 * (it works without JavaScript and with the keyboard's arrow keys); with JavaScript the stars up
 * to the chosen one fill in. The display draws the page's sprite star (the page renders
 * <IconSprite> with 'star'): a page of reviews shows five a review.
 */
import { Star } from 'lucide-react';
import { SpriteIcon } from '~/components/ui/icon-sprite';

export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <SpriteIcon
          key={value}
          name="star"
          className={`${className} ${value <= rounded ? 'fill-amber-500 text-amber-600' : 'text-slate-400'}`}
        />
      ))}
    </span>
  );
}

export function StarRatingInput({
  value,
  onChange,
  describedBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-1 flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="group relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-7 transition-colors duration-150 peer-checked:fill-amber-500 peer-checked:text-amber-600 ${
                star <= value
                  ? 'fill-amber-500 text-amber-600'
                  : 'text-slate-400 group-hover:text-amber-600'
              }`}
            />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
