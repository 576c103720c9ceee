/**
 * The privacy policy (Terms/getPrivacyPolicy.json): controller, purposes, legal bases, how long
 * each kind of data is kept, rights and the CNIL. The periods for identity documents and photos
 * are those the documents module's retention job applies (apps/api/README.md): change both.
 */
import type { LegalDocument } from '@oceane/domain';

const VERSION = '2026.11';
const UPDATED_ON = '2026-11-26';

export const PRIVACY_POLICY: Record<'fr' | 'en', LegalDocument> = {
  fr: {
    title: 'Politique de confidentialité',
    version: VERSION,
    updatedOn: UPDATED_ON,
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'Océane Mobilités, 2 quai de l’Estran, 99500 Port-Marin, est responsable des traitements du portail. Son délégué à la protection des données répond à dpo@oceane-mobilites.example ou par courrier à la même adresse.',
        ],
      },
      {
        heading: 'Ce que nous traitons, pourquoi et sur quelle base',
        paragraphs: [
          'Votre compte (nom, prénom, e-mail, téléphone, mot de passe chiffré) et vos cartes (titulaire, date de naissance, catégorie, adresse, photo) : pour vous fournir le service et exécuter le contrat de transport.',
          'Les justificatifs (pièce d’identité, attestation de droits) : pour vérifier votre droit à un tarif et établir la carte, en exécution du contrat et de nos obligations de tarification sociale.',
          'Les commandes, paiements et factures : pour exécuter le contrat et respecter nos obligations comptables. Votre numéro de carte bancaire n’est jamais conservé par nous : il reste chez notre prestataire de paiement.',
          'Les alertes trafic et les communications (courrier, SMS, e-mail) : sur la base de votre consentement, que vous pouvez retirer à tout moment depuis votre espace.',
          'Les journaux techniques : pour la sécurité du service, sur la base de notre intérêt légitime.',
        ],
      },
      {
        heading: 'Combien de temps nous les gardons',
        paragraphs: [
          'Un document ou une photo téléversé mais jamais joint à une commande : supprimé 2 jours après son envoi.',
          'La photo d’une demande de carte : supprimée 2 jours après le paiement ou l’annulation de la demande ; la carte garde sa propre copie, avec votre accord, pour un éventuel duplicata, tant qu’elle est valide.',
          'Les justificatifs joints à une commande : supprimés 6 mois après leur vérification (délai de contestation) ; un justificatif refusé puis remplacé : 30 jours après sa vérification. Seule la trace de leur statut reste dans l’historique de la commande.',
          'Les liens de téléchargement d’un document : 5 minutes.',
          'Les factures et pièces comptables : 10 ans (article L. 123-22 du Code de commerce).',
          'Le compte et les cartes : tant que le compte est ouvert ; à sa fermeture, ils sont effacés ou rendus anonymes, sauf ce que la loi oblige à garder.',
          'Les journaux techniques : 12 mois au plus.',
        ],
      },
      {
        heading: 'Qui y a accès',
        paragraphs: [
          'Seuls vous-même et les agents habilités de la Maison de la mobilité accèdent à vos justificatifs et à votre photo. Nos sous-traitants (hébergeur, prestataire de paiement) n’agissent que sur nos instructions. Vos données restent dans l’Union européenne.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Le portail ne dépose que les cookies nécessaires à son fonctionnement (langue, session) : ils ne demandent pas votre consentement. Aucun traceur publicitaire n’est utilisé.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité, ainsi que du droit de retirer votre consentement et de définir des directives sur le sort de vos données après votre décès. Écrivez à dpo@oceane-mobilites.example ; une réponse vous est donnée sous un mois.',
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    version: VERSION,
    updatedOn: UPDATED_ON,
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          'Océane Mobilités, 2 quai de l’Estran, 99500 Port-Marin, France, is the controller of the portal’s processing. Its data protection officer answers at dpo@oceane-mobilites.example or by post at the same address.',
        ],
      },
      {
        heading: 'What we process, why and on what basis',
        paragraphs: [
          'Your account (name, first name, e-mail, phone, hashed password) and your cards (holder, birth date, category, address, photo): to provide the service and perform the transport contract.',
          'Proofs (identity document, entitlement letter): to check your right to a fare and issue the card, to perform the contract and meet our social-fare obligations.',
          'Orders, payments and invoices: to perform the contract and meet our accounting obligations. We never keep your card number: it stays with our payment provider.',
          'Traffic alerts and communications (post, text message, e-mail): based on your consent, which you can withdraw at any time from your account.',
          'Technical logs: for the security of the service, based on our legitimate interest.',
        ],
      },
      {
        heading: 'How long we keep them',
        paragraphs: [
          'A document or photo uploaded but never attached to an order: deleted 2 days after upload.',
          'The photo of a card request: deleted 2 days after the request is paid or cancelled; the card keeps its own copy, with your consent, for a possible duplicate, while it is valid.',
          'Proofs attached to an order: deleted 6 months after they were reviewed (the dispute period); a refused proof that was replaced: 30 days after its review. Only the record of their status stays in the order’s history.',
          'Document download links: 5 minutes.',
          'Invoices and accounting records: 10 years (article L. 123-22 of the French Commercial Code).',
          'The account and its cards: while the account is open; when it is closed they are erased or made anonymous, except what the law requires us to keep.',
          'Technical logs: 12 months at most.',
        ],
      },
      {
        heading: 'Who can see them',
        paragraphs: [
          'Only you and the authorised agents of the Maison de la mobilité can see your proofs and your photo. Our processors (host, payment provider) act only on our instructions. Your data stay in the European Union.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The portal sets only the cookies it needs to work (language, session): they do not require your consent. No advertising tracker is used.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right of access, rectification, erasure, restriction, objection and portability, the right to withdraw your consent, and the right to set instructions for your data after your death. Write to dpo@oceane-mobilites.example; you will get an answer within one month.',
          'If you consider that your rights are not respected, you can lodge a complaint with the CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, www.cnil.fr.',
        ],
      },
    ],
  },
};
