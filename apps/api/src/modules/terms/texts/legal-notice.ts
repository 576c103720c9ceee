/**
 * The legal notice of the portal (Terms/getLegalNotice.json): publisher, host, contact, the
 * mobility centre. French and English side by side. Every name and number is fictional.
 */
import type { LegalDocument } from '@oceane/domain';

const VERSION = '2026.11';
const UPDATED_ON = '2026-11-26';

export const LEGAL_NOTICE: Record<'fr' | 'en', LegalDocument> = {
  fr: {
    title: 'Mentions légales',
    version: VERSION,
    updatedOn: UPDATED_ON,
    sections: [
      {
        heading: 'Éditeur',
        paragraphs: [
          'Le portail est édité par Océane Mobilités, société publique locale au capital de 500 000 €, exploitante du réseau de transport de Port-Marin pour le compte de la Communauté d’agglomération de Port-Marin, autorité organisatrice de la mobilité.',
          'Siège : 2 quai de l’Estran, Gare maritime, 99500 Port-Marin. Téléphone : 01 99 00 42 42. Courriel : contact@oceane-mobilites.example.',
          'Directrice de la publication : la directrice générale d’Océane Mobilités.',
        ],
      },
      {
        heading: 'Hébergement',
        paragraphs: [
          'Le portail et ses données sont hébergés en France par Hébergement Atlantique, 10 rue du Port, 99500 Port-Marin, téléphone 01 99 00 10 10.',
        ],
      },
      {
        heading: 'Maison de la mobilité',
        paragraphs: [
          'Le centre de mobilité du réseau vous accueille au 2 quai de l’Estran, à Port-Marin, du lundi au vendredi de 7 h 30 à 19 h et le samedi de 8 h à 12 h et de 13 h 30 à 16 h 10.',
          'Par téléphone : 01 99 00 42 42 (service 0,06 €/min + prix de l’appel), aux mêmes heures.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'Les textes, logos et pictogrammes du portail appartiennent à Océane Mobilités. Toute reproduction sans autorisation écrite est interdite, sauf pour un usage strictement personnel.',
        ],
      },
      {
        heading: 'Accessibilité',
        paragraphs: [
          'Le portail vise la conformité au référentiel général d’amélioration de l’accessibilité (RGAA). Pour signaler un défaut d’accessibilité ou obtenir un contenu sous une autre forme, écrivez à contact@oceane-mobilites.example.',
        ],
      },
      {
        heading: 'Données personnelles',
        paragraphs: [
          'Le traitement de vos données est décrit dans la politique de confidentialité. Délégué à la protection des données : dpo@oceane-mobilites.example.',
        ],
      },
    ],
  },
  en: {
    title: 'Legal notice',
    version: VERSION,
    updatedOn: UPDATED_ON,
    sections: [
      {
        heading: 'Publisher',
        paragraphs: [
          'The portal is published by Océane Mobilités, a local public company with a share capital of €500,000, operator of the Port-Marin transport network on behalf of the Port-Marin urban community, the mobility authority.',
          'Registered office: 2 quai de l’Estran, Gare maritime, 99500 Port-Marin, France. Phone: 01 99 00 42 42. E-mail: contact@oceane-mobilites.example.',
          'Publication director: the managing director of Océane Mobilités.',
        ],
      },
      {
        heading: 'Hosting',
        paragraphs: [
          'The portal and its data are hosted in France by Hébergement Atlantique, 10 rue du Port, 99500 Port-Marin, phone 01 99 00 10 10.',
        ],
      },
      {
        heading: 'Maison de la mobilité',
        paragraphs: [
          'The network’s mobility centre welcomes you at 2 quai de l’Estran, Port-Marin, Monday to Friday 7:30 am to 7 pm and Saturday 8 am to 12 pm and 1:30 pm to 4:10 pm.',
          'By phone: 01 99 00 42 42 (service €0.06/min + call price), at the same hours.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The texts, logos and pictograms of the portal belong to Océane Mobilités. Any reproduction without written permission is forbidden, except for strictly personal use.',
        ],
      },
      {
        heading: 'Accessibility',
        paragraphs: [
          'The portal aims to conform to the French accessibility framework (RGAA). To report an accessibility problem or get content in another form, write to contact@oceane-mobilites.example.',
        ],
      },
      {
        heading: 'Personal data',
        paragraphs: [
          'How your data are processed is described in the privacy policy. Data protection officer: dpo@oceane-mobilites.example.',
        ],
      },
    ],
  },
};
