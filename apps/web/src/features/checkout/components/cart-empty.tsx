/**
 * The empty cart: its line and the way to the cards. The cart draws it, and so does the cart
 * page's shell before any script has run (cart-shell.tsx), with the same markup so that the text
 * the passenger reads first does not move or change when the page takes over (issue 9).
 */
import type { ReactNode } from 'react';

export function CartEmpty({ text, link }: { text: string; link: ReactNode }) {
  return (
    <>
      <p>{text}</p>
      <p>{link}</p>
    </>
  );
}
