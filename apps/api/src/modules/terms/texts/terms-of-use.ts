/**
 * Terms of use and sale of the portal (Terms/getTermsOfUse.json), French and English side by
 * side so that a change to one is seen beside the other. Raise VERSION and UPDATED_ON on a change
 * a reader must see.
 */
import type { LegalDocument } from '@oceane/domain';

const VERSION = '2026.11';
const UPDATED_ON = '2026-11-26';

export const TERMS_OF_USE: Record<'fr' | 'en', LegalDocument> = {
  fr: {
    title: 'Conditions générales d’utilisation et de vente',
    version: VERSION,
    updatedOn: UPDATED_ON,
    sections: [
      {
        heading: '1. Objet',
        paragraphs: [
          'Les présentes conditions régissent l’utilisation du portail en ligne d’Océane Mobilités et la vente, sur ce portail, des cartes de transport et des titres du réseau de Port-Marin (bus, navettes maritimes, vélos en libre-service, autopartage).',
          'Créer un compte, demander une carte ou passer une commande vaut acceptation des conditions en vigueur ce jour-là. La version applicable à une commande est celle acceptée lors de son paiement.',
        ],
      },
      {
        heading: '2. Le compte',
        paragraphs: [
          'Le compte est personnel. Vous vous engagez à fournir des informations exactes (nom, prénom, adresse e-mail, numéro de mobile) et à garder votre mot de passe secret. Un titulaire de compte peut gérer les cartes des personnes de son foyer.',
          'Une carte ne peut être associée qu’à un seul compte ; un compte peut détenir plusieurs cartes.',
        ],
      },
      {
        heading: '3. Création d’une carte',
        paragraphs: [
          'La demande de carte se fait en six étapes : choix du titre, coordonnées du titulaire, justificatifs, photo, livraison et alertes. Les frais de création de carte (8 €) s’ajoutent au premier titre chargé.',
          'Les justificatifs demandés (pièce d’identité pour toute carte nominative, attestation de droits pour le tarif solidaire) sont vérifiés par la Maison de la mobilité. Un justificatif refusé peut être remplacé depuis le suivi de commande ; la Maison de la mobilité vous contacte si besoin.',
          'La photo doit être de face, visage visible, sur fond uni et nette. Votre accord est demandé pour conserver la photo numérique afin de produire un éventuel duplicata.',
          'La carte est envoyée à l’adresse indiquée ou remise à la Maison de la mobilité, 2 quai de l’Estran, Port-Marin, aux heures d’ouverture.',
        ],
      },
      {
        heading: '4. Rechargements et titres',
        paragraphs: [
          'Une carte peut être rechargée des titres auxquels son titulaire a droit (tarif selon l’âge et la situation). Un second abonnement ne peut être chargé tant que la première vente n’est pas réglée : validez d’abord votre carte dans un bus ou un bateau.',
          'Le paiement à l’usage (post-paiement) enregistre la carte ; les trajets du mois sont facturés le mois suivant sur la carte bancaire enregistrée.',
        ],
      },
      {
        heading: '5. Prix et paiement',
        paragraphs: [
          'Les prix sont indiqués en euros, toutes taxes comprises. Le paiement se fait par carte bancaire sur la page sécurisée de notre prestataire de paiement.',
          'Les abonnements annuels peuvent être payés en 1, 4 ou 10 fois, sans frais : la première échéance est prélevée immédiatement, les suivantes chaque mois à la même date. Une échéance impayée suspend le titre jusqu’à sa régularisation.',
        ],
      },
      {
        heading: '6. Droit de rétractation',
        paragraphs: [
          'Les services de transport de passagers sont exclus du droit de rétractation applicable aux contrats conclus à distance (article L. 221-2 du Code de la consommation). Les titres et les frais de création de carte ne peuvent donc pas faire l’objet d’une rétractation une fois la commande payée.',
        ],
      },
      {
        heading: '7. Remboursements',
        paragraphs: [
          'Un titre qui n’a pas commencé est remboursé sur demande à la Maison de la mobilité. Un abonnement annuel peut être résilié : les mois restants après le mois en cours sont remboursés et les échéances à venir annulées.',
          'Un abonnement mensuel commencé n’est pas remboursé, sauf déménagement hors du réseau, maladie ou hospitalisation justifiés, au prorata des jours restants. Une perte ou un vol donne lieu à un duplicata (10 €) sur lequel les titres en cours sont reportés.',
        ],
      },
      {
        heading: '8. Réclamations',
        paragraphs: [
          'Toute réclamation s’adresse à la Maison de la mobilité : 01 99 00 42 42 (service 0,06 €/min + prix de l’appel), du lundi au vendredi de 7 h 30 à 19 h et le samedi de 8 h à 12 h et de 13 h 30 à 16 h 10, ou contact@oceane-mobilites.example.',
          'À défaut de réponse satisfaisante sous deux mois, vous pouvez saisir gratuitement le médiateur de la consommation dont les coordonnées sont affichées à la Maison de la mobilité.',
        ],
      },
      {
        heading: '9. Données personnelles et droit applicable',
        paragraphs: [
          'Vos données sont traitées comme le décrit la politique de confidentialité.',
          'Les présentes conditions sont soumises au droit français.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use and sale',
    version: VERSION,
    updatedOn: UPDATED_ON,
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          'These terms govern the use of the Océane Mobilités online portal and the sale, on this portal, of transport cards and fares of the Port-Marin network (bus, sea shuttles, self-service bikes, car sharing).',
          'Creating an account, requesting a card or placing an order means accepting the terms in force on that day. The version that applies to an order is the one accepted when it was paid.',
        ],
      },
      {
        heading: '2. The account',
        paragraphs: [
          'The account is personal. You agree to give accurate information (name, first name, e-mail address, mobile number) and to keep your password secret. An account holder may manage the cards of the people in their household.',
          'A card can be associated with only one account; one account can hold several cards.',
        ],
      },
      {
        heading: '3. Card creation',
        paragraphs: [
          'A card request takes six steps: ticket type, holder’s contact info, proofs, photo, delivery and alerts. The card creation fee (€8) is added to the first fare loaded.',
          'The proofs asked for (an identity document for every personal card, an entitlement letter for the solidarity fare) are checked by the Maison de la mobilité. A refused proof can be replaced from the order tracking page; the Maison de la mobilité contacts you if needed.',
          'The photo must be face forward, face visible, on a plain background and sharp. You are asked to agree that the digital photo is kept to produce a duplicate should you need one.',
          'The card is sent to the address given or handed over at the Maison de la mobilité, 2 quai de l’Estran, Port-Marin, during opening hours.',
        ],
      },
      {
        heading: '4. Reloads and fares',
        paragraphs: [
          'A card can be reloaded with the fares its holder is entitled to (by age and situation). A second subscription cannot be loaded until the first sale is settled: validate your card on a bus or a boat first.',
          'Pay as you go (post-payment) registers the card; the month’s journeys are billed the following month to the saved payment card.',
        ],
      },
      {
        heading: '5. Prices and payment',
        paragraphs: [
          'Prices are in euros, all taxes included. Payment is by card on the secure page of our payment provider.',
          'Annual subscriptions can be paid in 1, 4 or 10 instalments with no fees: the first is charged at once, the next ones monthly on the same day. An unpaid instalment suspends the fare until it is settled.',
        ],
      },
      {
        heading: '6. Right of withdrawal',
        paragraphs: [
          'Passenger transport services are excluded from the right of withdrawal that applies to distance contracts (article L. 221-2 of the French Consumer Code). Fares and the card creation fee therefore cannot be withdrawn from once the order is paid.',
        ],
      },
      {
        heading: '7. Refunds',
        paragraphs: [
          'A fare that has not started is refunded on request at the Maison de la mobilité. An annual subscription can be terminated: the months left after the current month are refunded and the instalments to come cancelled.',
          'A monthly subscription that has started is not refunded, except for a proven move away from the network, illness or stay in hospital, in proportion to the days left. A lost or stolen card is replaced by a duplicate (€10) to which the current fares are moved.',
        ],
      },
      {
        heading: '8. Complaints',
        paragraphs: [
          'Complaints go to the Maison de la mobilité: 01 99 00 42 42 (service €0.06/min + call price), Monday to Friday 7:30 am to 7 pm and Saturday 8 am to 12 pm and 1:30 pm to 4:10 pm, or contact@oceane-mobilites.example.',
          'Without a satisfactory answer within two months, you may refer the matter free of charge to the consumer mediator whose details are displayed at the Maison de la mobilité.',
        ],
      },
      {
        heading: '9. Personal data and governing law',
        paragraphs: [
          'Your data are processed as the privacy policy describes.',
          'These terms are governed by French law.',
        ],
      },
    ],
  },
};
