import { Badge } from '~/components/ui/badge';
import { categoryBadgeColors } from './category-colors';
import type { CategoryRef } from './types';

export function CategoryBadge({ category }: { category: CategoryRef }) {
  const colors = categoryBadgeColors(category.color);
  return (
    <Badge
      className="ring-0"
      style={{
        backgroundColor: colors.backgroundColor,
        color: colors.color,
        boxShadow: `inset 0 0 0 1px ${colors.borderColor}`,
      }}
    >
      {category.name}
    </Badge>
  );
}

/** The coloured dot of the category dropdown and the categories card. */
export function CategoryDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: color }}
    />
  );
}
