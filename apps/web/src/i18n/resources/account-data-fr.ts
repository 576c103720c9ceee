/** "Vos données" of the account area (issue 11, decision 049), in French. */
const NBSP = '\u00a0';

export const accountDataFr = {
  title: 'Vos données',
  menu: 'Vos données',
  intro: `Téléchargez tout ce que votre compte contient, ou supprimez votre compte.`,
  download: {
    title: 'Télécharger mes données',
    intro: `Un fichier ZIP avec vos informations (compte, profils, cartes, abonnements, alertes et consentements, commandes, factures, justificatifs) au format JSON, et vos justificatifs, photos et factures.`,
    button: 'Télécharger mes données (ZIP)',
    preparing: 'Préparation du fichier…',
    done: `Fichier enregistré${NBSP}: {{filename}}`,
    failed: `Le téléchargement a échoué${NBSP}: {{reason}}`,
  },
  erase: {
    title: 'Supprimer mon compte',
    intro: `La suppression est définitive. Nous vous envoyons d’abord un lien par e-mail pour la confirmer.`,
    erased: `Effacés${NBSP}: votre identité, vos profils, les titulaires et photos de vos cartes, vos justificatifs, vos cartes de paiement enregistrées, vos appareils associés, vos comptes de connexion externes liés, vos positions et votre consentement à la géolocalisation, les codes vélo de vos cartes et vos trajets à vélo gratuits, les alertes trafic envoyées pour vos cartes (et leurs SMS). Vos cartes sont dissociées de votre compte.`,
    kept: `Conservées dix ans, comme la loi l’exige${NBSP}: vos factures, telles qu’elles ont été émises, les montants de vos commandes et vos trajets à vélo payants, sans votre nom.`,
    password: 'Mot de passe actuel',
    request: 'Recevoir le lien de suppression',
    sent: `Un e-mail vous a été envoyé. Son lien est valable jusqu’à {{time}}.`,
    confirmIntro: `Vous allez supprimer définitivement votre compte Océane Mobilités.`,
    confirm: 'Supprimer définitivement mon compte',
    done: 'Votre compte a été supprimé. Vos factures restent conservées sans autre donnée personnelle.',
  },
};
