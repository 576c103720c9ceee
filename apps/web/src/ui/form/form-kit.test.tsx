import { MESSAGES } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderAt } from '../../../test/render.tsx';
import { ApiClientError } from '../../lib/api-errors.ts';
import { FormErrorSummary } from './error-summary.tsx';
import { FormCheckbox, FormTextField } from './fields.tsx';
import { useFormKit } from './form-kit.ts';
import { Form, SubmitButton } from './form.tsx';

const en = MESSAGES.en;
const schema = z
  .object({
    name: z.string().min(1, 'validation.required'),
    zipcode: z.string().min(1, 'validation.required'),
    more: z.boolean(),
    lines: z.string(),
  })
  .superRefine((values, context) => {
    if (values.more && !values.lines)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'validation.required' });
  });

const refusal = (code: string, fields?: Record<string, string>) =>
  new ApiClientError({ message: 'server wording', code, kind: 'bad request', status: 400, fields });

/** A form of the kit whose submission fails with `failure`, the api's paths under `holder.`. */
function TestForm({ failure }: { failure?: unknown }) {
  const [sent, setSent] = useState(false);
  const kit = useFormKit({
    schema,
    defaultValues: { name: '', zipcode: '', more: false, lines: '' },
    idPrefix: 'test',
    serverErrors: {
      fieldOfPath: (path) => path.replace(/^holder\./, ''),
      codeAtField: { EMAIL_EXISTS: 'name' },
      codeLinkedTo: { INVALID_PASSWORD: 'zipcode' },
    },
  });
  return (
    <Form
      kit={kit}
      onSubmit={() => {
        if (failure) throw failure;
        setSent(true);
      }}
    >
      <FormErrorSummary />
      <FormTextField {...kit.field('name')} label="Name" isRequired />
      <FormCheckbox {...kit.field('more')} label="More" />
      {/* Shown later, between the others: the summary follows the page, not the mounting order. */}
      {kit.form.watch('more') ? <FormTextField {...kit.field('lines')} label="Lines" /> : null}
      <FormTextField {...kit.field('zipcode')} label="Postcode" isRequired />
      <SubmitButton>Send</SubmitButton>
      {sent ? <p>sent</p> : null}
    </Form>
  );
}

async function submitWith(failure: unknown) {
  const view = renderAt(<TestForm failure={failure} />, { path: '/en/test' });
  await view.user.type(screen.getByLabelText('Name'), 'Morel');
  await view.user.type(screen.getByLabelText('Postcode'), '29200');
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  const summary = (await screen.findByRole('heading', { name: /The form contains/ })).parentElement!;
  return { ...view, summary };
}

describe('the form kit', () => {
  it('puts a field error of the api at its field and in the summary, linked to it', async () => {
    const { summary } = await submitWith(
      refusal('VALIDATION_ERROR', { 'holder.zipcode': 'validation.zipcode.invalid' }),
    );
    const zipcode = screen.getByLabelText('Postcode');
    expect(zipcode).toHaveAccessibleDescription(en.validation['zipcode.invalid']);
    expect(zipcode).toHaveAttribute('aria-invalid', 'true');
    const link = within(summary).getByRole('link', { name: `Postcode: ${en.validation['zipcode.invalid']}` });
    expect(link).toHaveAttribute('href', `#${zipcode.id}`);
    // Each message once at its field, once in the summary: no generic line besides.
    expect(within(summary).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says a field error for a field not on the form at the top, so that none is lost', async () => {
    const { summary } = await submitWith(
      refusal('VALIDATION_ERROR', { 'holder.city': 'validation.required' }),
    );
    expect(summary).toHaveTextContent(en.errors.VALIDATION_ERROR!);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a code at its field, or once at the top linked to its field, as the form chooses', async () => {
    const { summary, unmount } = await submitWith(refusal('EMAIL_EXISTS'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(en.errors.EMAIL_EXISTS!);
    expect(
      within(summary).getByRole('link', { name: `Name: ${en.errors.EMAIL_EXISTS!}` }),
    ).toBeInTheDocument();
    unmount();

    const linked = await submitWith(refusal('INVALID_PASSWORD'));
    const link = within(linked.summary).getByRole('link', { name: en.errors.INVALID_PASSWORD! });
    expect(link).toHaveAttribute('href', `#${screen.getByLabelText('Postcode').id}`);
    expect(screen.getAllByText(en.errors.INVALID_PASSWORD!)).toHaveLength(1);
  });

  it('keeps everything typed after a refusal, and a correct second try clears the top message', async () => {
    const { user, summary } = await submitWith(refusal('TIMEOUT'));
    expect(summary).toHaveTextContent(en.errors.TIMEOUT!);
    expect(screen.getByLabelText('Name')).toHaveValue('Morel');
    expect(screen.getByLabelText('Postcode')).toHaveValue('29200');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(summary).not.toHaveTextContent(en.errors.TIMEOUT!));
  });

  it('focuses the summary on a failed submission; its links, in page order, focus their fields', async () => {
    const { user } = renderAt(<TestForm />, { path: '/en/test' });
    await user.click(screen.getByRole('checkbox', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = (await screen.findByRole('heading', { name: 'The form contains 3 errors' }))
      .parentElement!;
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `Name: ${en.validation.required}`,
      `Lines: ${en.validation.required}`,
      `Postcode: ${en.validation.required}`,
    ]);
    await user.click(links[2]!);
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
    expect(screen.queryByText('sent')).not.toBeInTheDocument();
  });
});
