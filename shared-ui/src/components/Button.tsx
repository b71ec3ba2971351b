import type { ComponentPropsWithRef, ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { AppLink, type RenderLink } from './AppLink';
import { cx } from './classNames';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A `<button>`; `type` defaults to "button" so a button inside a form submits only when asked. */
export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined; renderLink?: undefined };

/** A link styled as a button: client-side navigation inside a router, or through `renderLink`. */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'a'>, keyof ButtonOwnProps | 'href'> & {
    href: string;
    renderLink?: RenderLink;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    iconStart,
    iconEnd,
    children,
    className: extraClassName,
    ...elementProps
  } = props;
  const className = cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    fullWidth && styles.fullWidth,
    extraClassName,
  );
  const content = (
    <>
      {loading ? (
        <Spinner size="sm" decorative />
      ) : (
        iconStart && <span className={styles.icon}>{iconStart}</span>
      )}
      {children}
      {iconEnd && <span className={styles.icon}>{iconEnd}</span>}
    </>
  );

  if (elementProps.href !== undefined) {
    return (
      <AppLink {...elementProps} className={className}>
        {content}
      </AppLink>
    );
  }

  const { href: _href, renderLink: _renderLink, type = 'button', onClick, ...buttonProps } = elementProps;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled while loading, so keyboard focus is not lost mid-submit.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...buttonProps}
      type={type}
      className={className}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || buttonProps['aria-disabled'] || undefined}
    >
      {content}
    </button>
  );
}
