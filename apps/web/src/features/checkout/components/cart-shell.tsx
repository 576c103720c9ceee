/**
 * The cart page's body in its shell, before any of the portal's code has run (app/page-bodies.tsx):
 * the loading line, and the empty cart, hidden until the shell's script has found the saved cart
 * empty (cart-shell-script.ts). The cart itself lives in this browser's storage, so no build can
 * draw it; an empty one, the common case of a visit to this page, is known at once (issue 9).
 */
import { EMPTY_CART_SCRIPT } from '../cart-shell-script.ts';
import { CartEmpty } from './cart-empty.tsx';

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
