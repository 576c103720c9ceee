/**
 * The header of a logged-in user (spec §2): logo to the cards, full name to the account, the cart
 * with its red badge (a link once the cart page exists), logout (icon only on small screens,
 * still named), and on wide screens the navigation 'Mes usagers' / my account / logout. Hidden when
 * logged out. A guest (decision 054) sees 'Invité' in place of a name, and its card's reload and
 * its orders in place of the cards and the account, which need a person.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useCartItemCount } from '../../../lib/cart-store.ts';
import { usePaths } from '../../../lib/paths.ts';
import { fullName, useUser } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { CartIcon, LogoMark, LogoutIcon, UserIcon } from '../../../ui/icons.tsx';

/**
 * The cart with its count links to the cart page once that page exists; until then it only
 * shows the count, since a link would lead to a 404 (issue 6, A17).
 */
function CartTool({ children }: { children: ReactNode }) {
  const { cart } = usePaths();
  if (cart) {
    return (
      <Link to={cart()} className="header__tool header__cart">
        {children}
      </Link>
    );
  }
  return <span className="header__tool header__cart">{children}</span>;
}

export function Header({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const user = useUser();
  const count = useCartItemCount();
  const paths = usePaths();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  const guestMediaId = user.guestMediaId;
  const home =
    guestMediaId !== undefined && paths.cardsTopup ? paths.cardsTopup(guestMediaId) : paths.cards();

  const logout = async () => {
    setLeaving(true);
    try {
      await onLogout();
    } finally {
      setLeaving(false);
    }
  };

  // Spec §2: the wide screens' navigation holds logout too; the header's button stays for phones.
  const logoutEntry = (
    <li>
      <Button variant="quiet" className="header__tool" onPress={() => void logout()} isPending={leaving}>
        {t('shell.logout')}
      </Button>
    </li>
  );

  return (
    <header className="header">
      <div className="header__inner">
        <Link to={home} className="header__logo">
          <LogoMark />
          <span className="visually-hidden">{t('shell.logoToCards')}</span>
        </Link>
        <nav aria-label={t('shell.mainNav')} className="header__nav">
          {guestMediaId === undefined ? (
            <ul>
              <li>
                <NavLink to={paths.cards()} end>
                  {t('shell.navCards')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.account()} end>
                  {t('shell.navAccount')}
                </NavLink>
              </li>
              {logoutEntry}
            </ul>
          ) : (
            <ul>
              <li>
                <NavLink to={home} end>
                  {t('guest.navReload')}
                </NavLink>
              </li>
              {paths.accountHistory ? (
                <li>
                  <NavLink to={paths.accountHistory()} end>
                    {t('guest.navOrders')}
                  </NavLink>
                </li>
              ) : null}
              {logoutEntry}
            </ul>
          )}
        </nav>
        <div className="header__tools">
          {guestMediaId === undefined ? (
            <Link to={paths.account()} className="header__tool header__user">
              <UserIcon />
              <span className="header__user-name">{fullName(user)}</span>
            </Link>
          ) : (
            <span className="header__tool header__user header__guest">
              <UserIcon />
              <span className="header__user-name" aria-hidden="true">
                {t('guest.badge')}
              </span>
              <span className="visually-hidden">{t('guest.badgeLabel')}</span>
            </span>
          )}
          <CartTool>
            <CartIcon />
            <span className="visually-hidden-narrow">{t('shell.cart')}</span>
            {count > 0 ? (
              <>
                <span className="badge" aria-hidden="true">
                  {count}
                </span>
                <span className="visually-hidden">, {t('shell.cartItems', { count })}</span>
              </>
            ) : null}
          </CartTool>
          <Button
            variant="quiet"
            className="header__tool header__logout"
            onPress={() => void logout()}
            isPending={leaving}
          >
            <LogoutIcon />
            <span className="visually-hidden-narrow">{t('shell.logout')}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
