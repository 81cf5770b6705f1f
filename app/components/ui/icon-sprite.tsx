/**
 * Icons that repeat down a page (a Verified shield on every card, a star on every vendor): each
 * drawn once per page in a hidden sprite, then referenced by a small <use>. The full icon costs
 * about 400 bytes of HTML per use, the reference about 90 (lighter HTML).
 * A page that shows such components renders <IconSprite names={[…]} /> once with the icons they
 * draw (<SpriteIcon name="star" />); page-weight.spec.ts checks that every reference resolves.
 */
import {
  Check,
  ExternalLink,
  FlaskConical,
  MapPin,
  ShieldCheck,
  Star,
  Tag,
  X,
  type LucideIcon,
} from 'lucide-react';

const spriteIcons = {
  check: Check,
  'external-link': ExternalLink,
  'flask-conical': FlaskConical,
  'map-pin': MapPin,
  'shield-check': ShieldCheck,
  star: Star,
  tag: Tag,
  x: X,
} as const;

export type SpriteIconName = keyof typeof spriteIcons;

/**
 * Icons drawn once, in a hidden sprite, by id (`icon-<name>`): for a feature's own icons, so that
 * pages without that feature do not ship them. The drawing's fill follows the <SpriteIcon>'s
 * (none unless a class sets it).
 */
export function SymbolSprite({ icons }: { icons: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(icons).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** The shared icons a page shows (the definitions, once per page). */
export function IconSprite({ names }: { names: SpriteIconName[] }) {
  return (
    <SymbolSprite icons={Object.fromEntries(names.map((name) => [name, spriteIcons[name]]))} />
  );
}

/** A decorative icon from the sprite, sized and coloured by its class like a lucide icon. */
export function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
