/**
 * The card list's place while it loads: one tab and the head of one card, drawn with the list's
 * own classes and line heights, so that the cards take its place without pushing down what follows
 * (docs/decisions/037-web-logged-in-pages.md). Hidden from assistive technologies: the list's
 * status line says it is loading.
 */
const Bar = ({ width }: { width: string }) => (
  <span className="skeleton" style={{ width }}>
    {'\u00a0'}
  </span>
);

const ROWS = ['9rem', '7rem', '8rem', '7rem'];

export function CardsSkeleton() {
  return (
    <div className="tabs card-tabs" aria-hidden="true">
      <div className="tabs__list card-tabs__list">
        <div className="tabs__tab card-tab">
          <Bar width="8rem" />
          <span className="card-tab__number">
            <Bar width="6rem" />
          </span>
        </div>
      </div>
      <div className="tabs__panel">
        <div className="card-details">
          <div className="card-details__head">
            <div className="card-photo skeleton" />
            <div className="card-details__summary">
              <p className="card-details__title">
                <Bar width="12rem" />
              </p>
              <div className="details">
                {ROWS.map((width, row) => (
                  <div key={row} className="details__row">
                    <Bar width={width} />
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div className="actions">
            <span className="button skeleton" style={{ width: '8rem' }} />
            <span className="button skeleton" style={{ width: '10rem' }} />
          </div>
        </div>
      </div>
    </div>
  );
}
