/** A link to another site: a new tab, without opener, and a spoken "(new window)" hint. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ExternalLink({
  href,
  children,
  className,
  hint = 'hidden',
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** 'visible' prints the hint, 'hidden' leaves it to assistive technologies. */
  hint?: 'visible' | 'hidden';
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}{' '}
      <span className={hint === 'hidden' ? 'visually-hidden' : 'external-hint'}>{t('common.newWindow')}</span>
    </a>
  );
}
