/**
 * The header of a logged-in user (spec §2): logo to the cards, full name to the account, the cart
 * with its red badge (a link once the cart page exists), logout (icon only on small screens,
 * still named), and on wide screens the navigation 'Mes usagers' / my account. Hidden when
 * logged out.
 */
import { isBuiltPath } from '@oceane/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartItemCount } from '../../../lib/cart-store.ts';
import { fullName, useUser } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { CartIcon, LogoMark, LogoutIcon, UserIcon } from '../../../ui/icons.tsx';
import { LocalLink, LocalNavLink } from '../../../ui/local-link.tsx';

const CART_PATH = '/cart';

/**
 * The cart with its count links to the cart page once that page exists; until then it only
 * shows the count, since a link would lead to a 404 (issue 6, A17).
 */
function CartTool({ children }: { children: ReactNode }) {
  if (isBuiltPath(CART_PATH)) {
    return (
      <LocalLink to={CART_PATH} className="header__tool header__cart">
        {children}
      </LocalLink>
    );
  }
  return <span className="header__tool header__cart">{children}</span>;
}

export function Header({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const user = useUser();
  const count = useCartItemCount();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const logout = async () => {
    setLeaving(true);
    try {
      await onLogout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <header className="header">
      <div className="header__inner">
        <LocalLink to="/cards" className="header__logo">
          <LogoMark />
          <span className="visually-hidden">{t('shell.logoToCards')}</span>
        </LocalLink>
        <nav aria-label={t('shell.mainNav')} className="header__nav">
          <ul>
            <li>
              <LocalNavLink to="/cards">{t('shell.navCards')}</LocalNavLink>
            </li>
            <li>
              <LocalNavLink to="/account">{t('shell.navAccount')}</LocalNavLink>
            </li>
          </ul>
        </nav>
        <div className="header__tools">
          <LocalLink to="/account" className="header__tool header__user">
            <UserIcon />
            <span className="header__user-name">{fullName(user)}</span>
          </LocalLink>
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
