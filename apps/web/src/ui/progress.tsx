/**
 * Progress of a long task (an upload, a download): a react-aria ProgressBar with its label, a
 * percentage when the size is known, an indeterminate bar otherwise.
 */
import { ProgressBar } from 'react-aria-components';

export function Progress({ label, value }: { label: string; value?: number }) {
  return (
    <ProgressBar className="progress" value={value} isIndeterminate={value === undefined} aria-label={label}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <span className="progress__label" aria-hidden="true">
            {label}
            {isIndeterminate ? '…' : ` ${valueText ?? ''}`}
          </span>
          <span className="progress__track" aria-hidden="true">
            <span
              className={`progress__fill${isIndeterminate ? ' progress__fill--indeterminate' : ''}`}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
