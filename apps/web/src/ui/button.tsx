/**
 * The one button: a react-aria Button with the portal's variants. `isPending` keeps the button
 * focusable and named but inert (aria-disabled) while its action runs; react-aria's own pending
 * announcement is not used, as it leaves an unnamed live image behind once the page changes.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'isPending'> & {
  variant?: 'primary' | 'secondary' | 'quiet';
  className?: string;
  isPending?: boolean;
  children: ReactNode;
};

export function Button({
  variant = 'primary',
  className,
  isPending,
  onPress,
  type,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      type={isPending ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaButton>
  );
}
