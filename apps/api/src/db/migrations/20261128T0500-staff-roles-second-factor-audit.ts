/**
 * Issue 25, the back office's foundation (decision 070): the staff role of an identity (agent or
 * supervisor; the staff there before become supervisors, so nobody loses a call), the session's
 * second factor, the staff's authenticator secrets and hashed recovery codes (owned by
 * modules/staff-auth), the wrong codes counted for the rate limit, and the append-only audit log
 * (modules/audit), which a trigger keeps from being updated or deleted on both dialects. Frozen
 * in time: the roles are written out here.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('identities')
    .addColumn('staff_role', 'text', (col) => col.check(sql`staff_role in ('agent', 'supervisor')`))
    .execute();
  await db.updateTable('identities').set({ staff_role: 'supervisor' }).where('role', '=', 'staff').execute();

  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();

  await db.schema
    .createTable('staff_second_factors')
    .addColumn('identity_id', 'integer', (col) =>
      col.primaryKey().references('identities.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Null until the first code confirms the app holds the secret.
    .addColumn('enrolled_at', 'text')
    // The last time step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2).
    .addColumn('last_time_step', 'integer')
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('identity_id', 'integer', (col) =>
      col.notNull().references('identities.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_identity_idx')
    .on('staff_recovery_codes')
    .column('identity_id')
    .execute();

  await db.schema
    .createTable('staff_second_factor_failures')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('identity_id', 'integer', (col) =>
      col.notNull().references('identities.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_second_factor_failures_identity_idx')
    .on('staff_second_factor_failures')
    .columns(['identity_id', 'created_at'])
    .execute();

  // No foreign key: an entry outlives the staff member's and the customer's rows, and a cascade
  // would be a delete the trigger refuses.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('staff_identity_id', 'integer', (col) => col.notNull())
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text')
    .addColumn('customer_account_id', 'integer')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_staff_idx')
    .on('audit_log')
    .columns(['staff_identity_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_customer_idx')
    .on('audit_log')
    .columns(['customer_account_id', 'at'])
    .execute();

  if (dialect === 'postgres') {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`
      create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only: UPDATE refused'); end`.execute(db);
    await sql`
      create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only: DELETE refused'); end`.execute(db);
  }
}
