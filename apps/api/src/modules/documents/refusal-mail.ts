/**
 * The mail to a passenger whose proof the mobility centre refused: what was refused, why, and
 * where to replace it (order tracking). Queued in the review's transaction through the mail
 * module's outbox, in French (the network's language: an account keeps no language of its own).
 */
import { DEFAULT_LOCALE, localizedPath, type DocumentView } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { accountContact } from '../account/service.js';
import { queueMail, type MailContent } from '../mail/service.js';
import { findDocumentType } from './repo.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function refusalContent(typeName: string, reason: string | null, link: string): MailContent {
  const lines = [
    'Bonjour,',
    `La Maison de la mobilité n’a pas pu valider votre justificatif « ${typeName} ».`,
    ...(reason ? [`Motif : ${reason}`] : []),
    'Remplacez-le depuis le suivi de votre commande :',
    link,
    'La Maison de la mobilité – Océane Mobilités',
  ];
  return {
    subject: 'Votre justificatif doit être remplacé',
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : `<p>${escape(line)}</p>`,
      )
      .join('\n'),
  };
}

export async function queueRefusedProofMail(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  reviewed: { document: DocumentView; ownerId: number },
): Promise<void> {
  const contact = await accountContact(db, reviewed.ownerId);
  // A guest account without an e-mail hears it at the mobility centre's call instead.
  if (!contact?.email) return;
  const type = await findDocumentType(db, reviewed.document.type);
  const link = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', DEFAULT_LOCALE)}`;
  await queueMail(db, {
    kind: 'document-refused',
    from: config.mailFrom,
    to: contact.email,
    locale: DEFAULT_LOCALE,
    content: refusalContent(type?.name_fr ?? reviewed.document.type, reviewed.document.reason, link),
  });
}
