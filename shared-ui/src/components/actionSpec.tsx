import type { RenderLink } from './AppLink';
import { Button, type ButtonVariant } from './Button';

/** A call to action inside a message box: a button (`onClick`) or a link (`href`). */
export interface ActionSpec {
  label: string;
  onClick?: () => void;
  href?: string;
  renderLink?: RenderLink;
  variant?: ButtonVariant;
}

export function ActionButton({
  action,
  defaultVariant,
}: {
  action: ActionSpec;
  defaultVariant: ButtonVariant;
}) {
  const variant = action.variant ?? defaultVariant;
  if (action.href !== undefined) {
    return (
      <Button href={action.href} renderLink={action.renderLink} variant={variant} onClick={action.onClick}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}
