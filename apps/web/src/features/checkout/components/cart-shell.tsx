/**
 * The cart page's body in its shell, before any of the portal's code has run (app/page-bodies.tsx):
 * the loading line, and the empty cart, hidden until the shell's script has found the saved cart
 * empty (cart-shell-script.ts). The cart itself lives in this browser's storage, so no build can
 * draw it; an empty one, the common case of a visit to this page, is known at once (issue 9).
 */
import type { ReactNode } from 'react';
import { EMPTY_CART_SCRIPT } from '../cart-shell-script.ts';

/**
 * The empty cart: its line and the way to the cards. The cart draws it (cart-view.tsx), and so
 * does the shell below, with the same markup, so that the text the passenger reads first does not
 * move or change when the page takes over. Here rather than in a file of its own: the shell is in
 * every page's first modules, and a file of its own would be one more of them.
 */
export function CartEmpty({ text, link }: { text: string; link: ReactNode }) {
  return (
    <>
      <p>{text}</p>
      <p>{link}</p>
    </>
  );
}

export function CartShell({
  loading,
  empty,
  emptyLink,
  cardsHref,
}: {
  loading: string;
  empty: string;
  emptyLink: string;
  cardsHref: string;
}) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: EMPTY_CART_SCRIPT }} />
      <p className="loading cart-shell__pending" role="status">
        {loading}
      </p>
      <div className="cart-shell__empty">
        <CartEmpty text={empty} link={<a href={cardsHref}>{emptyLink}</a>} />
      </div>
    </>
  );
}
