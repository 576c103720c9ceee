/**
 * A contract moved to another card is copied once (decision 064): a second move of the same
 * original, however late it read it, finds it gone instead of copying it again.
 */
import { describe, expect, it } from 'vitest';
import { moveContract } from '../../../src/modules/contracts/service.js';
import { useTestApp } from '../../helpers/app.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';

describe.each(DIALECTS)('moveContract ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('copies a running contract once; moving the original again is 409 CONFLICT and copies nothing', async () => {
    const { app } = ctx();
    const from = await insertCard(app, { contracts: [{ product: 'MONTHLY_ALL' }] });
    const [a, b] = [await insertCard(app), await insertCard(app)];
    const id = from.contracts[0]!;
    const now = new Date().toISOString();
    const copy = await app.db.transaction().execute((trx) => moveContract(trx, id, a.id, now));
    await expect(
      app.db.transaction().execute((trx) => moveContract(trx, id, b.id, now)),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const rows = await app.db
      .selectFrom('contracts')
      .select(['id', 'media_id', 'status', 'transferred_to_id', 'transferred_at'])
      .where('media_id', 'in', [from.id, a.id, b.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id, media_id: from.id, status: 'TRANSFERRED', transferred_to_id: copy, transferred_at: now },
      { id: copy, media_id: a.id, status: 'ACTIVE', transferred_to_id: null, transferred_at: null },
    ]);
  });
});
