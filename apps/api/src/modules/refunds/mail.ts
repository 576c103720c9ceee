/** The mail to the customer at a refund (decision 075), in the order's language. */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { euros, queueMail, type MailContent } from '../mail/service.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function refundMail(
  locale: Locale,
  data: {
    firstname: string;
    reference: string;
    refundedCents: number;
    creditNote: string;
    scheduleClosed: boolean;
    link: string;
  },
): MailContent {
  const lines =
    locale === 'en'
      ? [
          `Hello ${data.firstname},`,
          `The mobility centre refunded ${euros(locale, data.refundedCents)} on your order ${data.reference}: the amount goes back on the card you paid with within a few days.`,
          ...(data.scheduleClosed
            ? ['The instalments still due on this order are cancelled: nothing more will be charged.']
            : []),
          `Its credit note ${data.creditNote} is in your order tracking, where you can download it:`,
          data.link,
          'The Océane Mobilités mobility centre',
        ]
      : [
          `Bonjour ${data.firstname},`,
          `La Maison de la mobilité vous a remboursé ${euros(locale, data.refundedCents)} sur votre commande ${data.reference}\u00a0: la somme revient sur la carte de paiement utilisée, sous quelques jours.`,
          ...(data.scheduleClosed
            ? ['Les échéances restantes de cette commande sont annulées\u00a0: plus rien ne sera prélevé.']
            : []),
          `Son avoir ${data.creditNote} est dans le suivi de vos commandes, où vous pouvez le télécharger\u00a0:`,
          data.link,
          'La Maison de la mobilité Océane Mobilités',
        ];
  return {
    subject:
      locale === 'en'
        ? `Your order ${data.reference} is refunded: credit note ${data.creditNote}`
        : `Votre commande ${data.reference} est remboursée\u00a0: avoir ${data.creditNote}`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === data.link
          ? `<p><a href="${escape(line)}">${escape(line)}</a></p>`
          : `<p>${escape(line)}</p>`,
      )
      .join('\n'),
  };
}

export async function queueRefundMail(
  trx: Db,
  config: Config,
  to: string,
  locale: Locale,
  data: Omit<Parameters<typeof refundMail>[1], 'link'>,
): Promise<void> {
  const link = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', locale)}`;
  await queueMail(trx, {
    kind: 'order-refund',
    from: config.mailFrom,
    to,
    locale,
    content: refundMail(locale, { ...data, link }),
  });
}
