/**
 * Order tracking (spec §2, account area): the account's orders, newest first, ten at a time, with
 * the §8 note that a new order may take a few minutes to appear and a button to refresh.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { useOrderHistory } from '../api/order-history.ts';
import { OrderSection, orderTitleId } from './order-section.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

export function OrderHistory() {
  const { t } = useTranslation();
  const paths = usePaths();
  const history = useOrderHistory();
  const orders = useMemo(() => history.data?.pages.flatMap((page) => page.orders) ?? [], [history.data]);
  // After "Load more", the focus goes to the first order it brought.
  const focusOrder = useRef<number | null>(null);

  useEffect(() => {
    if (focusOrder.current === null) return;
    const order = orders[focusOrder.current];
    if (!order) return;
    focusOrder.current = null;
    document.getElementById(orderTitleId(order))?.focus();
  }, [orders]);

  const loadMore = () => {
    focusOrder.current = orders.length;
    void history.fetchNextPage();
  };
  const refreshing = history.isRefetching && !history.isFetchingNextPage;

  return (
    <>
      <div className="order-history__note">
        <p>{t('orders.history.delayNote')}</p>
        <Button variant="secondary" isPending={refreshing} onPress={() => void history.refetch()}>
          {refreshing ? t('orders.history.refreshing') : t('orders.history.refresh')}
        </Button>
      </div>
      {history.isPending ? <p role="status">{t('orders.history.loading')}</p> : null}
      {history.isError && !history.isFetchNextPageError ? (
        <LoadFailed error={history.error} onRetry={() => history.refetch()} />
      ) : null}
      {history.isSuccess && orders.length === 0 ? (
        <>
          <p>{t('orders.history.empty')}</p>
          <p>
            <Link to={paths.cards()}>{t('orders.history.emptyLink')}</Link>
          </p>
        </>
      ) : null}
      {orders.map((order) => (
        <OrderSection key={order.id} order={order} />
      ))}
      {history.isFetchNextPageError ? <LoadFailed error={history.error} onRetry={loadMore} /> : null}
      {history.hasNextPage && !history.isFetchNextPageError ? (
        <div className="actions">
          <Button variant="secondary" isPending={history.isFetchingNextPage} onPress={loadMore}>
            {history.isFetchingNextPage ? t('orders.history.loadingMore') : t('orders.history.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
