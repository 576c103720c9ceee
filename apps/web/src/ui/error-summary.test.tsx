import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ErrorSummary } from './error-summary.tsx';

describe('ErrorSummary', () => {
  it('two forms of one page each have their summary, named by its own heading', async () => {
    renderAt(
      <>
        <ErrorSummary entries={[{ message: 'Premier', fieldId: 'a', label: 'Champ A' }]} focusKey={0} />
        <ErrorSummary
          entries={[
            { message: 'Deuxième', fieldId: 'b', label: 'Champ B' },
            { message: 'Troisième', fieldId: 'c', label: 'Champ C' },
          ]}
          focusKey={1}
        />
      </>,
    );
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(2);
    expect(new Set(titles.map((title) => title.id)).size).toBe(2);
    for (const title of titles) {
      const summary = title.parentElement!;
      expect(summary.getAttribute('aria-labelledby')).toBe(title.id);
    }
    // The summary of the form just submitted takes the focus.
    expect(document.activeElement).toBe(titles[1]!.parentElement);
  });
});
