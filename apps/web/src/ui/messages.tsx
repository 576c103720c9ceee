/** Messages of a page: an alert for a failure (read at once), a status for news (read politely). */
import type { ReactNode } from 'react';

export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="message message--alert">
      {children}
    </div>
  );
}

export function Status({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div role="status" className={`message message--${tone}`}>
      {children}
    </div>
  );
}
