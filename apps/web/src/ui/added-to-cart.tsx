/**
 * The confirmation that a request is in the cart, its title taking the focus: what was added,
 * then the way to the cart (once the cart page exists: no link to a 404), back to the card in
 * My cards, and any other action.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePaths } from '../lib/paths.ts';

export function AddedToCart({
  title,
  children,
  toCartText,
  backText,
  cardId,
  actions,
}: {
  title: string;
  /** What was added, in paragraphs. */
  children: ReactNode;
  toCartText: string;
  backText: string;
  cardId: number | string;
  /** Further actions, after the two links. */
  actions?: ReactNode;
}) {
  const paths = usePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="message message--success">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="actions">
        {paths.cart ? (
          <Link to={paths.cart()} className="button button--primary">
            {toCartText}
          </Link>
        ) : null}
        <Link to={paths.cards({ card: cardId })} className="button button--secondary">
          {backText}
        </Link>
        {actions}
      </div>
    </div>
  );
}
