/**
 * /staff/team (decision 078): the supervisors' list of the staff accounts, a keyboard-friendly
 * captioned table with each member's role, second factor and state; a role changed and an
 * account disabled only after their confirmation dialog; a new account made by the form below,
 * its drawn password shown once. After each action the focus goes to the message that tells it.
 */
import {
  staffMemberFormSchema,
  type StaffMember,
  type StaffMemberForm,
  type StaffRole,
} from '@oceane/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormSelect, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useChangeStaffRole } from '../api/change-staff-role.ts';
import { useCreateStaffMember } from '../api/create-staff-member.ts';
import { useDisableStaffMember } from '../api/disable-staff-member.ts';
import { useStaffMembers } from '../api/get-staff-members.ts';

type Confirm =
  { kind: 'role'; member: StaffMember; role: StaffRole } | { kind: 'disable'; member: StaffMember };

const EMPTY: StaffMemberForm = { email: '', role: 'agent', firstname: '', name: '' };

const otherRole = (role: StaffRole): StaffRole => (role === 'agent' ? 'supervisor' : 'agent');

function useFocusOnChange(value: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}

function CreateStaffMember() {
  const { t } = useTranslation('staff');
  const create = useCreateStaffMember();
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const createdRef = useFocusOnChange(created);
  const kit = useFormKit({ schema: staffMemberFormSchema, defaultValues: EMPTY, idPrefix: 'staff-member' });
  const submit = async (values: Parameters<typeof create.mutateAsync>[0]) => {
    setCreated(null);
    const answer = await create.mutateAsync(values);
    kit.form.reset(EMPTY);
    setCreated({ email: answer.member.email, password: answer.password });
  };
  return (
    <section aria-labelledby="team-create-title">
      <h2 id="team-create-title">{t('team.createTitle')}</h2>
      <p>{t('team.createIntro')}</p>
      <div ref={createdRef} tabIndex={-1} aria-live="polite">
        {created ? (
          <Status tone="success">
            <p>{t('team.created', { email: created.email })}</p>
            <p>
              {t('team.password')} <code className="secret">{created.password}</code>
            </p>
            <p>{t('team.passwordOnce')}</p>
          </Status>
        ) : null}
      </div>
      <Form kit={kit} onSubmit={submit} aria-labelledby="team-create-title">
        <FormErrorSummary />
        <FormTextField {...kit.field('email')} type="email" label={t('team.email')} isRequired />
        <FormSelect
          {...kit.field('role')}
          label={t('team.role')}
          options={[
            { value: 'agent', label: t('team.roles.agent') },
            { value: 'supervisor', label: t('team.roles.supervisor') },
          ]}
          isRequired
        />
        <FormTextField {...kit.field('firstname')} label={t('team.firstname')} />
        <FormTextField {...kit.field('name')} label={t('team.name')} />
        <div className="actions">
          <SubmitButton>{t('team.createSubmit')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export function TeamPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const members = useStaffMembers();
  const changeRole = useChangeStaffRole();
  const disable = useDisableStaffMember();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [done, setDone] = useState('');
  const [last, setLast] = useState<Confirm | null>(null);
  const doneRef = useFocusOnChange(done);

  if (members.isPending) return <p role="status">{common('common.loading')}</p>;
  if (members.isError) return <LoadFailed error={members.error} onRetry={() => members.refetch()} />;

  const run = (action: Confirm) => {
    setLast(action);
    setDone('');
    const email = action.member.email;
    if (action.kind === 'role') {
      changeRole.mutate(
        { email, role: action.role },
        {
          onSuccess: () => setDone(t('team.roleChanged', { email, role: t(`team.roles.${action.role}`) })),
        },
      );
    } else {
      disable.mutate(
        { email },
        { onSuccess: (answer) => setDone(t('team.disabled', { email, count: answer.sessionsEnded })) },
      );
    }
  };
  const onConfirm = () => {
    if (confirm) run(confirm);
    setConfirm(null);
  };
  const failed = changeRole.isError ? changeRole.error : disable.isError ? disable.error : null;

  return (
    <>
      <div ref={doneRef} tabIndex={-1} aria-live="polite">
        {done ? <Status tone="success">{done}</Status> : null}
      </div>
      {failed && last ? <LoadFailed error={failed} onRetry={() => run(last)} /> : null}
      <section aria-labelledby="team-list-title">
        <h2 id="team-list-title">{t('team.listTitle')}</h2>
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t('team.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.member')}</th>
                <th scope="col">{t('team.role')}</th>
                <th scope="col">{t('team.secondFactor')}</th>
                <th scope="col">{t('team.state')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.members.map((member) => {
                const who = `${member.firstname} ${member.name}`.trim() || member.email;
                return (
                  <tr key={member.email}>
                    <th scope="row">
                      {who}
                      {member.you ? ` ${t('team.you')}` : ''}
                      <br />
                      <span className="muted">{member.email}</span>
                    </th>
                    <td data-label={t('team.role')}>{t(`team.roles.${member.staffRole}`)}</td>
                    <td data-label={t('team.secondFactor')}>
                      {member.secondFactorEnrolled ? t('team.enrolled') : t('team.notEnrolled')}
                    </td>
                    <td data-label={t('team.state')}>
                      {member.disabledAt
                        ? t('team.disabledOn', { date: formatDate(member.disabledAt, locale) })
                        : t('team.active')}
                    </td>
                    <td data-label={t('team.actions')}>
                      {member.disabledAt ? null : (
                        <div className="actions">
                          <Button
                            variant="secondary"
                            onPress={() =>
                              setConfirm({ kind: 'role', member, role: otherRole(member.staffRole) })
                            }
                          >
                            {t(`team.make.${otherRole(member.staffRole)}`, { email: member.email })}
                          </Button>
                          <Button variant="secondary" onPress={() => setConfirm({ kind: 'disable', member })}>
                            {t('team.disable', { email: member.email })}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <CreateStaffMember />

      <ModalDialog
        role="alertdialog"
        title={
          confirm?.kind === 'disable'
            ? t('team.disableTitle', { email: confirm.member.email })
            : confirm
              ? t('team.roleTitle', { email: confirm.member.email, role: t(`team.roles.${confirm.role}`) })
              : ''
        }
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
      >
        <p>{confirm?.kind === 'disable' ? t('team.disableText') : t('team.roleText')}</p>
        <div className="actions">
          <Button onPress={onConfirm} isPending={changeRole.isPending || disable.isPending}>
            {confirm?.kind === 'disable' ? t('team.disableConfirm') : t('team.roleConfirm')}
          </Button>
          <Button variant="quiet" onPress={() => setConfirm(null)}>
            {t('team.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
