/**
 * The hosted pages: the card form, the 3-D Secure challenge, and the short pages that say why
 * there is nothing to pay (unknown, expired, already paid, closed, bad request). WCAG 2.2 AA: one
 * h1, a visible label on each field, hints and errors tied to their field, errors also in a
 * summary at the top that takes the focus (autofocus: no script runs here) and links to each field.
 * Templates use the `markup` tag (html.ts), which prettier does not reformat.
 */
import type { Locale } from '@oceane/domain';
import type { SessionRow } from './repo.js';
import { CHALLENGE_CODE, groupedNumber, TEST_CARDS } from './cards.js';
import { markup, page, type Markup, type Page } from './html.js';
import { CHALLENGE_PAGE_PATH, PAY_PAGE_PATH } from './page-paths.js';
import { formatDay, formatMoney, MERCHANT, TEXTS, type FieldErrorKey } from './texts.js';

export type PayField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholder';
export const PAY_FIELDS: readonly PayField[] = ['cardNumber', 'expiry', 'cvc', 'cardholder'];
export type PayValues = Record<PayField, string>;
export type PayErrors = Partial<Record<PayField, FieldErrorKey>>;

export const EMPTY_VALUES: PayValues = { cardNumber: '', expiry: '', cvc: '', cardholder: '' };

function localeOf(session: SessionRow): Locale {
  return session.locale === 'en' ? 'en' : 'fr';
}

function originOf(url: string): string[] {
  return URL.canParse(url) ? [new URL(url).origin] : [];
}

type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: 'numeric';
  short?: boolean;
  maxlength: number;
  value: string;
  error?: string;
};

function field(spec: FieldSpec): Markup {
  const hintId = `${spec.name}-hint`;
  const errorId = `${spec.name}-error`;
  const describedBy = [spec.hint ? hintId : null, spec.error ? errorId : null].filter(Boolean).join(' ');
  const attributes = [
    spec.inputmode ? markup` inputmode="${spec.inputmode}"` : null,
    markup` spellcheck="false" autocapitalize="off" required maxlength="${spec.maxlength}"`,
    spec.short ? markup` class="short"` : null,
    describedBy ? markup` aria-describedby="${describedBy}"` : null,
    spec.error ? markup` aria-invalid="true"` : null,
  ];
  return markup`<div class="field">
<label for="${spec.name}">${spec.label}</label>
${spec.hint ? markup`<span class="hint" id="${hintId}">${spec.hint}</span>` : null}
${spec.error ? markup`<span class="error" id="${errorId}">${spec.error}</span>` : null}
<input id="${spec.name}" name="${spec.name}" type="text" autocomplete="${spec.autocomplete}"${attributes} value="${spec.value}">
</div>`;
}

function errorSummary(locale: Locale, errors: Array<{ field: string; message: string }>): Markup | null {
  if (errors.length === 0) return null;
  const items = errors.map(
    ({ field: name, message }) => markup`<li><a href="#${name}">${message}</a></li>\n`,
  );
  return markup`<div class="error-summary" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${TEXTS[locale].summaryTitle}</h2>
<ul>
${items}</ul>
</div>`;
}

function orderSummary(session: SessionRow, locale: Locale): Markup {
  const texts = TEXTS[locale];
  const registration = session.mode === 'REGISTRATION' ? markup`<p>${texts.registration}</p>` : null;
  const lastDue = session.last_due_date
    ? markup`<p>${texts.lastDueDate(formatDay(session.last_due_date, locale))}</p>`
    : null;
  return markup`<section class="order" aria-label="${texts.order}">
<dl>
<dt>${texts.merchant}</dt><dd>${MERCHANT}</dd>
<dt>${texts.order}</dt><dd>${session.reference} – ${session.description}</dd>
<dt>${texts.amountToday}</dt><dd class="amount">${formatMoney(session.amount_cents, locale)}</dd>
</dl>
${registration}
${lastDue}
</section>`;
}

function cancelForm(session: SessionRow, locale: Locale, action: string): Markup {
  return markup`<form class="cancel" method="post" action="${action}">
<input type="hidden" name="session" value="${session.id}">
<button class="secondary" type="submit" name="action" value="cancel">${TEXTS[locale].cancel}</button>
</form>`;
}

function testCards(locale: Locale): Markup {
  const texts = TEXTS[locale];
  const items = TEST_CARDS.map(
    (card) =>
      markup`<li><code>${groupedNumber(card.number)}</code> – ${texts.behaviours[card.behaviour]}</li>\n`,
  );
  return markup`<section class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">${texts.testCardsHeading}</h2>
<p>${texts.testCardsIntro}</p>
<ul>
${items}</ul>
</section>`;
}

/** The card form; `values` are what was typed (kept on an error), `errors` by field. */
export function payPage(session: SessionRow, values: PayValues = EMPTY_VALUES, errors: PayErrors = {}): Page {
  const locale = localeOf(session);
  const texts = TEXTS[locale];
  const message = (name: PayField) => {
    const key = errors[name];
    return key ? texts.fieldErrors[key] : undefined;
  };
  const listed = PAY_FIELDS.flatMap((name) => {
    const text = message(name);
    return text ? [{ field: name, message: text }] : [];
  });
  const submit =
    session.mode === 'REGISTRATION' ? texts.register : texts.pay(formatMoney(session.amount_cents, locale));
  const fields = [
    field({
      name: 'cardNumber',
      label: texts.cardNumber,
      hint: texts.cardNumberHint,
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      maxlength: 23,
      value: values.cardNumber,
      error: message('cardNumber'),
    }),
    field({
      name: 'expiry',
      label: texts.expiry,
      hint: texts.expiryHint,
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      short: true,
      maxlength: 7,
      value: values.expiry,
      error: message('expiry'),
    }),
    field({
      name: 'cvc',
      label: texts.cvc,
      hint: texts.cvcHint,
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      short: true,
      maxlength: 3,
      value: values.cvc,
      error: message('cvc'),
    }),
    field({
      name: 'cardholder',
      label: texts.cardholder,
      autocomplete: 'cc-name',
      maxlength: 100,
      value: values.cardholder,
      error: message('cardholder'),
    }),
  ].map((markupOfField) => markup`${markupOfField}\n`);
  const body = markup`<h1>${texts.payHeading}</h1>
${errorSummary(locale, listed)}
${orderSummary(session, locale)}
<form method="post" action="${PAY_PAGE_PATH}" novalidate>
<input type="hidden" name="session" value="${session.id}">
${fields}<button class="primary" type="submit">${submit}</button>
</form>
${cancelForm(session, locale, PAY_PAGE_PATH)}
${testCards(locale)}`;
  return page({
    status: listed.length > 0 ? 400 : 200,
    locale,
    title: texts.payTitle,
    body,
    hasErrors: listed.length > 0,
    formOrigins: originOf(session.return_url),
  });
}

/** The 3-D Secure page: the code (the sandbox shows it), with the tries left after a wrong one. */
export function challengePage(
  session: SessionRow,
  failure?: { error: FieldErrorKey; triesLeft?: number; typed?: string },
): Page {
  const locale = localeOf(session);
  const texts = TEXTS[locale];
  const error = failure
    ? [texts.fieldErrors[failure.error], failure.triesLeft ? texts.triesLeft(failure.triesLeft) : '']
        .filter(Boolean)
        .join(' ')
    : undefined;
  const code = field({
    name: 'code',
    label: texts.code,
    autocomplete: 'one-time-code',
    inputmode: 'numeric',
    short: true,
    maxlength: 6,
    value: failure?.typed ?? '',
    error,
  });
  const body = markup`<h1>${texts.challengeHeading}</h1>
${errorSummary(locale, error ? [{ field: 'code', message: error }] : [])}
<p>${texts.challengeIntro(formatMoney(session.amount_cents, locale))}</p>
<p><strong>${texts.challengeHint(CHALLENGE_CODE)}</strong></p>
<form method="post" action="${CHALLENGE_PAGE_PATH}" novalidate>
<input type="hidden" name="session" value="${session.id}">
${code}
<button class="primary" type="submit">${texts.confirm}</button>
</form>
${cancelForm(session, locale, CHALLENGE_PAGE_PATH)}`;
  return page({
    status: error ? 400 : 200,
    locale,
    title: texts.challengeTitle,
    body,
    hasErrors: Boolean(error),
    formOrigins: originOf(session.return_url),
  });
}

export type NoticeKind = 'notFound' | 'expired' | 'paid' | 'closed' | 'badRequest' | 'failure';

const NOTICE_STATUS: Record<NoticeKind, number> = {
  notFound: 404,
  expired: 410,
  paid: 409,
  closed: 409,
  badRequest: 400,
  failure: 500,
};

/**
 * A page that says why there is nothing to pay, with the way back: the merchant's return URL when
 * the session is known, else the site's home. `status` overrides the kind's (415, 413…).
 */
export function noticePage(kind: NoticeKind, locale: Locale, returnUrl?: string, status?: number): Page {
  const texts = TEXTS[locale];
  const title = texts[`${kind}Title`];
  const body = markup`<h1>${title}</h1>
<p>${texts[kind]}</p>
<p><a class="button" href="${returnUrl ?? '/'}">${returnUrl ? texts.backToMerchant : texts.home}</a></p>`;
  return page({
    status: status ?? NOTICE_STATUS[kind],
    locale,
    title: `${title} – ${MERCHANT} (sandbox)`,
    body,
  });
}
