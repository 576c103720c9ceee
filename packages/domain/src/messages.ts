/**
 * The user-facing texts of the validation keys and error codes, in both languages. The portal
 * loads them into i18next; the api uses them to word its envelope errors in the caller's locale.
 * One file past 300 lines on purpose: it is one table, every key's French beside its English, and
 * its types check that no key of the validation, error and feature key lists lacks a text.
 */
import type { ErrorCode } from './errors.js';
import { MAX_ITEM_QUANTITY } from './item-quantity.js';
import type { ValidationMessageKey } from './validation.js';
import type { CARD_KEYS } from './card-holder.js';
import type { ACCOUNT_SETTINGS_KEYS } from './account-settings.js';
import type { DISRUPTION_KEYS } from './disruptions.js';
import type { BIKE_PIN_KEYS } from './account-wallet.js';
import { formatLongDay } from './days.js';

type CardKey = (typeof CARD_KEYS)[keyof typeof CARD_KEYS];
type AccountSettingsKey = (typeof ACCOUNT_SETTINGS_KEYS)[keyof typeof ACCOUNT_SETTINGS_KEYS];
type DisruptionKey = (typeof DISRUPTION_KEYS)[keyof typeof DISRUPTION_KEYS];
type BikePinKey = (typeof BIKE_PIN_KEYS)[keyof typeof BIKE_PIN_KEYS];

import type { Locale } from './locales.js';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.js';

type Catalogue = {
  validation: Record<

      | ValidationMessageKey
      | CardKey
      | AccountSettingsKey
      | BikePinKey
      | DisruptionKey extends `validation.${infer K}`
      ? K
      : never,
    string
  >;
  errors: Partial<Record<ErrorCode, string>> & { GENERIC: string };
};

const NBSP = '\u00a0';

export const MESSAGES: Record<Locale, Catalogue> = {
  fr: {
    validation: {
      required: 'Veuillez renseigner ce champ',
      'name.characters': `Ce champ ne doit contenir ni chiffre ni caractère spécial`,
      'name.tooShort': 'Ce champ doit contenir au moins 2 caractères',
      'name.tooLong': 'Ce champ doit contenir au plus 60 caractères',
      'name.noVowel': 'Ce champ doit contenir au moins une voyelle',
      'name.identical': 'Le prénom et le nom ne doivent pas être identiques',
      'email.invalid': 'Veuillez saisir une adresse e-mail valide (avec un @)',
      'email.tooLong': 'Cette adresse e-mail est trop longue',
      'phone.invalid':
        'Saisissez un numéro français de 10 chiffres commençant par 0, ou un numéro étranger au format international (+32…)',
      'password.tooShort': 'Le mot de passe doit contenir plus de 6 caractères',
      'password.tooLong': 'Le mot de passe doit contenir au plus 128 caractères',
      'password.mismatch': 'Les mots de passe ne correspondent pas',
      'password.tooSimple': `Ce mot de passe est trop simple${NBSP}: pas uniquement des espaces ni un seul caractère répété`,
      'password.common': 'Ce mot de passe fait partie des plus courants, choisissez-en un autre',
      'password.unchanged': 'Le nouveau mot de passe doit être différent de l’actuel',
      'email.unchanged': 'C’est déjà l’adresse e-mail de votre compte',
      'bikePin.trivial': `Ce code PIN est trop facile à deviner (0000, 1234, 1212…)${NBSP}: choisissez-en un autre`,
      'bikePin.mismatch': 'Les deux codes PIN ne correspondent pas',
      'terms.required': 'Vous devez accepter les conditions générales',
      'code.invalid': 'Ce lien ou ce code n’est pas valide',
      unknownField: 'Ce champ n’est pas attendu',
      invalidValue: 'Cette valeur n’est pas valide',
      'card.numberInvalid': 'Le numéro de carte comporte 10 chiffres, en bas à droite de la carte',
      'birthdate.invalid': 'Veuillez saisir une date de naissance valide',
      'birthdate.locked': `La date de naissance ne se modifie qu’à la Maison de la mobilité, sur présentation d’une pièce d’identité.`,
      'zipcode.invalid': 'Le code postal comporte 5 chiffres',
      'mobile.invalid': `Saisissez un numéro de mobile${NBSP}: français, 10 chiffres commençant par 06 ou 07, ou étranger au format international (+32…, +44…)`,
      'landline.invalid': 'Le numéro de téléphone fixe doit comporter 10 chiffres et commencer par 0',
      'address.tooLong': 'Ce champ est trop long',
      'line.unknown': `Cette ligne n’existe pas sur le réseau${NBSP}: choisissez-la dans la liste des lignes.`,
      'disruption.scope': 'Choisissez au moins une ligne ou un mode touché.',
      'disruption.endBeforeStart': 'La fin doit être après le début.',
      'disruption.endPassed': 'La fin est déjà passée.',
      'date.invalid': 'Veuillez saisir une date et une heure valides',
    },
    errors: {
      GENERIC: 'Une erreur est survenue, veuillez rafraîchir la page.',
      BAD_SIGNATURE: 'La requête n’est pas signée correctement.',
      INVALID_JSON: 'La requête n’est pas un JSON valide.',
      NESTING_TOO_DEEP: 'La requête contient trop de niveaux imbriqués (32 au plus).',
      BAD_REQUEST: 'La requête est mal formée.',
      METHOD_NOT_ALLOWED: 'Cette méthode n’est pas acceptée à cette adresse.',
      HEADERS_TOO_LARGE: 'Les en-têtes de la requête sont trop volumineux.',
      VALIDATION_ERROR: 'Certains champs ne sont pas valides.',
      PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
      UNSUPPORTED_MEDIA_TYPE: 'Ce type de contenu n’est pas accepté.',
      UNAUTHORIZED: 'Veuillez vous connecter.',
      SESSION_EXPIRED: 'Votre session a expiré, veuillez vous reconnecter.',
      FORBIDDEN: 'Vous n’avez pas accès à cette ressource.',
      NOT_FOUND: 'Ressource introuvable.',
      CONFLICT: 'Cette action est en conflit avec l’état actuel.',
      RATE_LIMITED: `Trop de tentatives${NBSP}: veuillez réessayer dans quelques minutes.`,
      INTERNAL_ERROR: 'Une erreur est survenue, veuillez rafraîchir la page.',
      SERVICE_UNAVAILABLE: `Le service est momentanément indisponible${NBSP}: veuillez réessayer dans un instant.`,
      EMAIL_NOT_FOUND: 'Cette adresse e-mail ne correspond à aucun compte.',
      INVALID_PASSWORD: 'Mot de passe non reconnu, veuillez réessayer.',
      EMAIL_EXISTS:
        'Cette adresse e-mail possède déjà un compte. Connectez-vous ou utilisez une autre adresse.',
      INVALID_ID_TOKEN: `Cette connexion a déjà servi ou a expiré${NBSP}: veuillez vous reconnecter.`,
      AUTH_PROVIDER_NOT_FOUND: 'Ce service de connexion n’est pas proposé sur ce réseau.',
      AUTH_PROVIDER_UNAVAILABLE: `Le service de connexion ne répond pas${NBSP}: réessayez dans un instant ou connectez-vous avec votre e-mail.`,
      INVALID_AUTHORIZATION_STATE: `Cette demande de connexion a expiré ou a déjà servi${NBSP}: recommencez.`,
      EXTERNAL_SIGN_IN_FAILED: `La réponse du service de connexion n’a pas pu être vérifiée${NBSP}: recommencez.`,
      EXTERNAL_IDENTITY_NOT_LINKED: `Aucun compte n’est lié à cette identité${NBSP}: connectez-vous avec votre e-mail et votre mot de passe, puis liez-la depuis votre compte.`,
      EXTERNAL_IDENTITY_IN_USE: 'Cette identité est déjà liée à un autre compte.',
      AUTHORIZATION_STATE_OTHER_BROWSER: `Cette demande de connexion n’a pas été commencée dans ce navigateur${NBSP}: rien n’a été fait. Si vous ne l’avez pas demandée, ignorez ce lien.`,
      EXTERNAL_SIGN_IN_MISMATCH: `Cette connexion a été demandée pour une autre opération ou un autre compte${NBSP}: rien n’a été fait, recommencez.`,
      INVALID_RESET_CODE: 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.',
      INVALID_VERIFICATION_CODE: 'Ce code de vérification n’est plus valide.',
      EMAIL_NOT_VERIFIED: `Confirmez d’abord votre adresse e-mail${NBSP}: ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau depuis votre compte.`,
      NETWORK_NOT_FOUND: 'Ce réseau est inconnu.',
      PROFILE_NOT_FOUND: 'Ce profil est introuvable.',
      PROFILE_IN_USE: `Ce profil ne peut pas être désactivé${NBSP}: c’est celui de votre connexion, ou le dernier actif.`,
      PROFILE_LIMIT: 'Ce compte a déjà le nombre maximal de profils.',
      INVALID_ERASURE_CODE: 'Ce code de suppression n’est plus valide. Demandez-en un nouveau.',
      ERASURE_OUTSTANDING_PAYMENTS: `Votre compte ne peut pas être supprimé tant qu’une échéance reste à payer${NBSP}: contactez la Maison de la mobilité.`,
      CARD_NOT_RECOGNIZED: `Carte non reconnue. Vérifiez les trois informations saisies${NBSP}: le numéro de la carte (en bas à droite), le nom du titulaire et sa date de naissance.`,
      CARD_ALREADY_YOURS: 'Cette carte est déjà associée à votre compte.',
      CARD_HELD_BY_ACCOUNT: `Cette carte est associée à un compte${NBSP}: connectez-vous à ce compte pour la recharger.`,
      CARD_OF_ANOTHER_ACCOUNT:
        'Cette carte est déjà associée à un autre compte. Contactez la Maison de la mobilité si elle vous appartient.',
      PHOTO_NOT_AN_IMAGE: 'Ce fichier n’est pas une image. Choisissez une photo JPEG, PNG ou WebP.',
      PHOTO_TOO_LARGE: 'Cette photo est trop lourde (8 Mo au plus).',
      PHOTO_TOO_SMALL: `Cette photo est trop petite${NBSP}: 300 × 385 pixels au moins.`,
      PHOTO_DIMENSIONS_TOO_LARGE:
        'Cette image est trop grande (10 000 pixels de côté et 40 mégapixels au plus).',
      PHOTO_CONSENT_REQUIRED: 'Votre accord pour conserver la photo numérique est nécessaire.',
      NO_PRODUCT_FOR_CONTRACT: `Aucun produit ne correspond à ce type de contrat${NBSP}: contactez la Maison de la mobilité pour recharger votre carte.`,
      SALE_NOT_SETTLED: `Nouvel abonnement impossible pour l’instant${NBSP}: validez d’abord votre carte dans un bus ou un bateau pour finaliser l’abonnement précédent. Les tickets restent en vente.`,
      CARD_ALREADY_COVERED: `Cette carte est déjà couverte par un abonnement jusqu’au {{coveredUntil}}${NBSP}: ce titre ne peut pas commencer si tard. Rechargez-la plus près de cette date, choisissez un ticket, ou résiliez l’abonnement en cours depuis Mes cartes.`,
      SUBSCRIPTION_ALREADY_IN_CART: `Le panier contient déjà un abonnement pour cette carte${NBSP}: un seul par carte et par commande. Retirez l’un des deux${NBSP}; l’autre pourra être chargé une fois la carte validée dans un bus ou un bateau.`,
      CARD_EXPIRED: 'Cette carte est expirée.',
      PRODUCT_NOT_FOR_CARD: `Ce produit ne peut pas être chargé sur cette carte${NBSP}: choisissez-en un autre dans la liste.`,
      QUANTITY_NOT_ALLOWED: `Cette quantité n’est pas possible${NBSP}: un pass, un abonnement ou des frais s’achètent une fois par carte et par commande, les tickets jusqu’à ${MAX_ITEM_QUANTITY}.`,
      DUPLICATE_REQUEST_CLOSED: `Cette demande de duplicata est déjà payée ou annulée${NBSP}: retirez-la du panier.`,
      DUPLICATE_FEE_UNAVAILABLE: `Le duplicata ne peut pas être demandé en ligne pour le moment${NBSP}: la Maison de la mobilité l’établit sur place ou par téléphone.`,
      CARD_CREATION_FEE_UNAVAILABLE: `Une nouvelle carte ne peut pas être commandée en ligne pour le moment${NBSP}: la Maison de la mobilité l’établit sur place ou par téléphone. Vos réponses sont conservées.`,
      VOUCHER_INVALID: 'Ce code promo n’est pas valide, a expiré ou a déjà servi.',
      VOUCHER_ALREADY_USED: 'Vous avez déjà utilisé ce code promo autant de fois qu’il le permet.',
      VOUCHER_MINIMUM_NOT_REACHED: `Votre panier n’atteint pas le montant minimum de ce code promo${NBSP}: ajoutez des articles pour en profiter.`,
      VOUCHER_ACCOUNT_ONLY: `Ce code promo est réservé aux clients connectés à leur compte${NBSP}: connectez-vous ou créez un compte pour en profiter.`,
      INSTALMENTS_NOT_ALLOWED: 'Ce nombre d’échéances n’est pas proposé pour ce panier.',
      AMOUNT_CHANGED: `Le montant de votre panier a changé${NBSP}: vérifiez le nouveau total avant de payer.`,
      IDEMPOTENCY_KEY_REUSED: `Ce panier a changé depuis votre dernière tentative${NBSP}: vérifiez-le et payez à nouveau.`,
      ORDER_ALREADY_PAID: 'Cette commande est déjà payée. Aucun nouveau paiement n’a été demandé.',
      ORDER_NOT_PAYABLE: 'Cette commande ne peut plus être payée.',
      CARD_EXPIRES_BEFORE_SCHEDULE: `Votre carte bancaire expire avant la dernière échéance${NBSP}: payez avec une autre carte ou en moins de fois.`,
      PAYMENT_REFUSED: `Paiement refusé${NBSP}: aucun montant n’a été débité. Votre panier est conservé.`,
      BAD_NOTIFICATION_SIGNATURE: 'La notification de paiement n’est pas signée correctement.',
      PAYMENT_PROVIDER_UNAVAILABLE: `Le service de paiement est momentanément indisponible${NBSP}: votre panier est conservé, réessayez dans un instant.`,
      UNSUPPORTED_ACTION: 'Cette action n’est pas prise en charge.',
      INVOICE_NOT_READY: `La facture de cette commande n’est pas encore émise${NBSP}: elle le sera dès le paiement validé.`,
      ORDER_CANCELED_REFUNDED: `Cette commande ne pouvait plus être livrée (la carte n’est plus associée à votre compte ou la demande a été annulée)${NBSP}: elle est annulée et votre paiement remboursé.`,
      DOCUMENT_NOT_ACCEPTED: `Ce fichier n’est pas accepté${NBSP}: choisissez un PDF, une photo JPEG ou PNG.`,
      DOCUMENT_TOO_LARGE: 'Ce fichier est trop lourd (5 Mo au plus).',
      DOCUMENT_TYPE_UNKNOWN: 'Ce type de justificatif n’existe pas.',
      DOCUMENTS_REQUIRED: `Des justificatifs manquent pour cette commande${NBSP}: ajoutez-les avant de payer.`,
      DOCUMENT_NOT_REPLACEABLE: `Ce justificatif ne peut pas être remplacé${NBSP}: seul un justificatif refusé peut l’être, par un nouveau du même type.`,
      DOCUMENT_LINK_EXPIRED: `Ce lien de téléchargement a expiré${NBSP}: demandez-en un nouveau.`,
      REVIEW_HELD: `Un autre agent traite ce justificatif${NBSP}: reprenez-le pour donner votre avis.`,
      PRODUCTION_STEP_CONFLICT: `Cette carte n’en est pas à cette étape (étape sautée, ou déjà faite par un autre agent)${NBSP}: actualisez la liste.`,
      PRODUCT_NOT_FOR_HOLDER: `Ce titre ne peut pas être vendu à ce titulaire (âge, catégorie, ou titre délivré à la Maison de la mobilité)${NBSP}: choisissez-en un autre.`,
      PHOTO_REQUIRED: `La photo du titulaire manque ou n’est plus disponible${NBSP}: ajoutez-la à nouveau.`,
      COLLECT_SITE_UNKNOWN: `Cette agence de retrait n’existe pas sur ce réseau${NBSP}: choisissez-en une dans la liste.`,
      CARD_REQUEST_CLOSED: `Cette demande de carte est déjà payée ou annulée${NBSP}: retirez-la du panier.`,
      PAIRING_CODE_INVALID: `Ce code n’est pas valide, a déjà servi ou a expiré${NBSP}: vérifiez-le, ou affichez un nouveau code sur l’appareil.`,
      PAYMENT_CARD_IN_USE: `Un échéancier prélève encore cette carte${NBSP}: choisissez d’abord une autre carte enregistrée pour le reprendre.`,
      BIKE_PIN_INVALID: `Code PIN incorrect. Après 5 erreurs, la carte est bloquée 15${NBSP}minutes.`,
      BIKE_PIN_NOT_SET: `Cette carte n’a pas encore de code PIN vélo${NBSP}: choisissez-en un, avec le mot de passe de votre compte.`,
      BIKE_PIN_LOCKED: `Trop de codes PIN erronés${NBSP}: les réservations de cette carte sont bloquées quelques minutes. Réessayez plus tard.`,
      STOP_NOT_FOUND: `Cet arrêt n’existe pas sur ce réseau${NBSP}: choisissez-en un dans la liste.`,
      SAME_ORIGIN_AND_DESTINATION: 'Choisissez une arrivée différente du départ.',
      NOT_A_SCHOOL_PASS: 'Seul un abonnement scolaire a une vignette.',
      GEOLOCATION_CONSENT_REQUIRED: `Vous n’avez pas accepté le partage de votre position${NBSP}: rien n’a été enregistré.`,
      CARD_OF_ANOTHER_HOLDER: `Un abonnement est personnel${NBSP}: il ne peut aller que sur une autre carte de son titulaire.`,
      SUBSCRIPTION_OVERLAP: `Cette carte porte déjà un abonnement des mêmes modes sur une partie de cette période${NBSP}: sur une carte, deux abonnements ne peuvent pas se chevaucher.`,
      BIRTHDATE_NOT_CHANGEABLE: `La date de naissance du titulaire ne peut pas être modifiée en ligne${NBSP}: adressez-vous à la Maison de la mobilité avec une pièce d’identité.`,
      FARE_PROOF_REQUIRED: `Ce tarif réduit demande un justificatif vérifié par la Maison de la mobilité${NBSP}: présentez-le à l’agence, qui ouvrira ce tarif sur votre carte, puis rechargez-la en ligne.`,
      SECOND_FACTOR_REQUIRED: `Saisissez d’abord le code de votre application d’authentification${NBSP}: l’espace agents le demande à chaque connexion.`,
      INVALID_SECOND_FACTOR_CODE: `Ce code n’est pas valide${NBSP}: saisissez les six chiffres affichés maintenant par l’application, ou un code de secours non utilisé.`,
      SECOND_FACTOR_ALREADY_ENROLLED:
        'Une application d’authentification est déjà enregistrée pour ce compte.',
      SECOND_FACTOR_NOT_ENROLLED: `Aucune application d’authentification n’est enregistrée pour ce compte${NBSP}: enregistrez-en une d’abord.`,
      LAST_SUPERVISOR: `C’est le dernier superviseur actif${NBSP}: nommez d’abord un autre superviseur.`,
      STAFF_ACCOUNT_DISABLED: `Ce compte agent est désactivé${NBSP}: adressez-vous à un superviseur.`,
      REFUND_EXCEEDS_PAID: `Ce remboursement dépasse ce qui reste remboursable sur cette commande (ce qui a été payé moins ce qui a déjà été remboursé)${NBSP}: saisissez un montant plus petit.`,
      REFUND_NEEDS_SUPERVISOR: `Un remboursement de ce montant doit être fait par un superviseur${NBSP}: demandez-le à un superviseur.`,
      ERR_RESPONSE_ERROR: 'La requête a échoué.',
      NO_USER_IN_RESPONSE: 'La réponse ne contenait pas l’utilisateur.',
      PROFILES: `Plusieurs profils sont liés à ce compte${NBSP}: choisissez-en un.`,
      CONNECTION: `Connexion impossible${NBSP}: vérifiez votre réseau et réessayez.`,
      TIMEOUT: 'Le serveur met trop de temps à répondre, veuillez réessayer.',
    },
  },
  en: {
    validation: {
      required: 'Please fill in this field',
      'name.characters': 'This field must not contain digits or special characters',
      'name.tooShort': 'This field must contain at least 2 characters',
      'name.tooLong': 'This field must contain at most 60 characters',
      'name.noVowel': 'This field must contain at least one vowel',
      'name.identical': 'First name and last name must not be identical',
      'email.invalid': 'Please enter a valid email address (with an @)',
      'email.tooLong': 'This email address is too long',
      'phone.invalid':
        'Enter a French number of 10 digits starting with 0, or a foreign number in international format (+32…)',
      'password.tooShort': 'The password must be more than 6 characters long',
      'password.tooLong': 'The password must be at most 128 characters long',
      'password.mismatch': 'The passwords do not match',
      'password.tooSimple': 'This password is too simple: not only spaces, nor one character repeated',
      'password.common': 'This password is one of the most common ones, choose another',
      'password.unchanged': 'The new password must differ from the current one',
      'email.unchanged': 'This is already the email address of your account',
      'bikePin.trivial': 'This pin is too easy to guess (0000, 1234, 1212…): choose another one',
      'bikePin.mismatch': 'The two pins do not match',
      'terms.required': 'You must accept the general terms',
      'code.invalid': 'This link or code is not valid',
      unknownField: 'This field is not expected',
      invalidValue: 'This value is not valid',
      'card.numberInvalid': 'The card number has 10 digits, at the bottom right of the card',
      'birthdate.invalid': 'Please enter a valid date of birth',
      'birthdate.locked':
        'The date of birth is changed only at the mobility centre, with an identity document.',
      'zipcode.invalid': 'The postcode has 5 digits',
      'mobile.invalid':
        'Enter a mobile number: French, 10 digits starting with 06 or 07, or foreign in international format (+32…, +44…)',
      'landline.invalid': 'The landline number must have 10 digits and start with 0',
      'address.tooLong': 'This field is too long',
      'line.unknown': 'This line does not exist on the network: choose it from the list of lines.',
      'disruption.scope': 'Choose at least one line or mode affected.',
      'disruption.endBeforeStart': 'The end must be after the start.',
      'disruption.endPassed': 'The end has already passed.',
      'date.invalid': 'Enter a valid date and time',
    },
    errors: {
      GENERIC: 'An error occurred, refresh the page.',
      BAD_SIGNATURE: 'The request is not signed correctly.',
      INVALID_JSON: 'The request is not valid JSON.',
      NESTING_TOO_DEEP: 'The request is nested too deeply (32 levels at most).',
      BAD_REQUEST: 'The request is malformed.',
      METHOD_NOT_ALLOWED: 'This method is not accepted at this address.',
      HEADERS_TOO_LARGE: 'The request headers are too large.',
      VALIDATION_ERROR: 'Some fields are not valid.',
      PAYLOAD_TOO_LARGE: 'The request is too large.',
      UNSUPPORTED_MEDIA_TYPE: 'This content type is not accepted.',
      UNAUTHORIZED: 'Please log in.',
      SESSION_EXPIRED: 'Your session has expired, please log in again.',
      FORBIDDEN: 'You do not have access to this resource.',
      NOT_FOUND: 'Resource not found.',
      CONFLICT: 'This action conflicts with the current state.',
      RATE_LIMITED: 'Too many attempts: please try again in a few minutes.',
      INTERNAL_ERROR: 'An error occurred, refresh the page.',
      SERVICE_UNAVAILABLE: 'The service is temporarily unavailable: please try again in a moment.',
      EMAIL_NOT_FOUND: 'This email address does not correspond to any account.',
      INVALID_PASSWORD: 'Unrecognized password, try again.',
      EMAIL_EXISTS: 'This email address already has an account. Log in or use another address.',
      INVALID_ID_TOKEN: 'This sign-in has already been used or has expired: please log in again.',
      AUTH_PROVIDER_NOT_FOUND: 'This sign-in service is not offered on this network.',
      AUTH_PROVIDER_UNAVAILABLE:
        'The sign-in service does not answer: try again in a moment or log in with your e-mail.',
      INVALID_AUTHORIZATION_STATE: 'This sign-in request has expired or was already used: start again.',
      EXTERNAL_SIGN_IN_FAILED: 'The answer of the sign-in service could not be verified: start again.',
      EXTERNAL_IDENTITY_NOT_LINKED:
        'No account is linked to this identity: log in with your e-mail and password, then link it from your account.',
      EXTERNAL_IDENTITY_IN_USE: 'This identity is already linked to another account.',
      AUTHORIZATION_STATE_OTHER_BROWSER:
        'This sign-in request was not started in this browser: nothing was done. If you did not ask for it, ignore this link.',
      EXTERNAL_SIGN_IN_MISMATCH:
        'This sign-in was asked for another operation or another account: nothing was done, start again.',
      INVALID_RESET_CODE: 'This reset link is no longer valid. Ask for a new one.',
      INVALID_VERIFICATION_CODE: 'This verification code is no longer valid.',
      EMAIL_NOT_VERIFIED:
        'Confirm your email address first: open the link we sent you, or ask for a new one from your account.',
      NETWORK_NOT_FOUND: 'This network is unknown.',
      PROFILE_NOT_FOUND: 'This profile cannot be found.',
      PROFILE_IN_USE:
        'This profile cannot be disabled: it is the one you are logged in with, or the last active one.',
      PROFILE_LIMIT: 'This account already has the most profiles it may hold.',
      INVALID_ERASURE_CODE: 'This deletion code is no longer valid. Ask for a new one.',
      ERASURE_OUTSTANDING_PAYMENTS:
        'Your account cannot be deleted while an instalment is still to be paid: contact the Maison de la mobilité.',
      CARD_NOT_RECOGNIZED:
        'Card not recognised. Check the three details you entered: the card number (at the bottom right), the holder’s last name and their date of birth.',
      CARD_ALREADY_YOURS: 'This card is already associated with your account.',
      CARD_HELD_BY_ACCOUNT: 'This card is associated with an account: log in to that account to reload it.',
      CARD_OF_ANOTHER_ACCOUNT:
        'This card is already associated with another account. Contact the Maison de la mobilité if it is yours.',
      PHOTO_NOT_AN_IMAGE: 'This file is not an image. Choose a JPEG, PNG or WebP photo.',
      PHOTO_TOO_LARGE: 'This photo is too heavy (8 MB at most).',
      PHOTO_TOO_SMALL: 'This photo is too small: at least 300 × 385 pixels.',
      PHOTO_DIMENSIONS_TOO_LARGE:
        'This image is too large (10,000 pixels per side and 40 megapixels at most).',
      PHOTO_CONSENT_REQUIRED: 'Your consent to keep the digital photo is required.',
      NO_PRODUCT_FOR_CONTRACT:
        'No product matches this contract type: contact the mobility agency to reload your card.',
      SALE_NOT_SETTLED:
        'No new pass for now: first validate your card on a bus or a boat to settle the previous pass. Tickets are still on sale.',
      CARD_ALREADY_COVERED:
        'This card is already covered by a pass until {{coveredUntil}}: this one cannot start so late. Reload it closer to that date, choose a ticket, or stop the current pass from My cards.',
      SUBSCRIPTION_ALREADY_IN_CART:
        'The cart already holds a pass for this card: one per card and per order. Remove one of them; the other can be loaded once the card has been validated on a bus or a boat.',
      CARD_EXPIRED: 'This card has expired.',
      PRODUCT_NOT_FOR_CARD: 'This product cannot be loaded on this card: choose another one from the list.',
      QUANTITY_NOT_ALLOWED: `This quantity is not possible: a pass, a subscription or a fee is bought once per card in an order, tickets up to ${MAX_ITEM_QUANTITY}.`,
      DUPLICATE_REQUEST_CLOSED:
        'This duplicate request is already paid or cancelled: remove it from the cart.',
      DUPLICATE_FEE_UNAVAILABLE:
        'A duplicate cannot be requested online at the moment: the Maison de la mobilité issues it at its desk or by phone.',
      CARD_CREATION_FEE_UNAVAILABLE:
        'A new card cannot be ordered online at the moment: the Maison de la mobilité issues it at its desk or by phone. Your answers are kept.',
      VOUCHER_INVALID: 'This promo code is not valid, has expired or has already been used.',
      VOUCHER_ALREADY_USED: 'You have already used this promo code as many times as it allows.',
      VOUCHER_MINIMUM_NOT_REACHED:
        'Your cart does not reach the minimum amount of this promo code: add items to use it.',
      VOUCHER_ACCOUNT_ONLY:
        'This promo code is for passengers logged in to their account: log in or create an account to use it.',
      INSTALMENTS_NOT_ALLOWED: 'This number of instalments is not offered for this cart.',
      AMOUNT_CHANGED: 'The amount of your cart has changed: check the new total before paying.',
      IDEMPOTENCY_KEY_REUSED: 'This cart has changed since your last attempt: check it and pay again.',
      ORDER_ALREADY_PAID: 'This order is already paid. No new payment was requested.',
      ORDER_NOT_PAYABLE: 'This order can no longer be paid.',
      CARD_EXPIRES_BEFORE_SCHEDULE:
        'Your bank card expires before the last instalment: pay with another card or in fewer instalments.',
      PAYMENT_REFUSED: 'Payment refused: nothing was charged. Your cart is kept.',
      BAD_NOTIFICATION_SIGNATURE: 'The payment notification is not signed correctly.',
      PAYMENT_PROVIDER_UNAVAILABLE:
        'The payment service is temporarily unavailable: your cart is kept, try again in a moment.',
      UNSUPPORTED_ACTION: 'This action is not supported.',
      INVOICE_NOT_READY:
        'The invoice of this order is not issued yet: it will be once the payment is confirmed.',
      ORDER_CANCELED_REFUNDED:
        'This order could no longer be delivered (the card is no longer linked to your account or the request was cancelled): it is cancelled and your payment refunded.',
      DOCUMENT_NOT_ACCEPTED: 'This file is not accepted: choose a PDF, or a JPEG or PNG picture.',
      DOCUMENT_TOO_LARGE: 'This file is too large (5 MB at most).',
      DOCUMENT_TYPE_UNKNOWN: 'This kind of proof does not exist.',
      DOCUMENTS_REQUIRED: 'Some proofs are missing for this order: add them before paying.',
      DOCUMENT_NOT_REPLACEABLE:
        'This proof cannot be replaced: only a refused proof can be, by a new one of the same kind.',
      DOCUMENT_LINK_EXPIRED: 'This download link has expired: ask for a new one.',
      REVIEW_HELD: 'Another agent holds this proof: take it over to give your verdict.',
      PRODUCTION_STEP_CONFLICT:
        'This card is not at that step (a step skipped, or already done by another agent): refresh the list.',
      PRODUCT_NOT_FOR_HOLDER:
        'This product cannot be sold to this holder (age, category, or a pass issued at the mobility centre): choose another one.',
      PHOTO_REQUIRED: 'The holder’s photo is missing or no longer available: add it again.',
      COLLECT_SITE_UNKNOWN: 'This pickup agency does not exist on this network: choose one from the list.',
      CARD_REQUEST_CLOSED: 'This card request is already paid or cancelled: remove it from the cart.',
      PAIRING_CODE_INVALID:
        'This code is not valid, has already been used or has expired: check it, or show a new code on the device.',
      PAYMENT_CARD_IN_USE:
        'A payment schedule still charges this card: first choose another saved card to take it over.',
      BIKE_PIN_INVALID: 'Wrong pin code. After 5 mistakes, the card is locked for 15 minutes.',
      BIKE_PIN_NOT_SET: 'This card has no bike pin code yet: choose one, with your account password.',
      BIKE_PIN_LOCKED:
        'Too many wrong pin codes: this card’s reservations are locked for a few minutes. Try again later.',
      STOP_NOT_FOUND: 'This stop does not exist on this network: choose one from the list.',
      SAME_ORIGIN_AND_DESTINATION: 'Choose a destination other than the departure stop.',
      NOT_A_SCHOOL_PASS: 'Only a school pass has a sticker.',
      GEOLOCATION_CONSENT_REQUIRED: 'You have not agreed to share your location: nothing was stored.',
      CARD_OF_ANOTHER_HOLDER: 'A pass is personal: it can only go onto another card of its holder.',
      SUBSCRIPTION_OVERLAP:
        'This card already carries a pass for the same modes over part of this period: on one card, two passes cannot overlap.',
      BIRTHDATE_NOT_CHANGEABLE:
        'The holder’s date of birth cannot be changed online: contact the mobility centre with an identity document.',
      FARE_PROOF_REQUIRED:
        'This reduced fare needs a proof checked by the mobility centre: bring it there to open the fare on your card, then reload it online.',
      SECOND_FACTOR_REQUIRED:
        'Enter the code of your authenticator app first: the staff area asks for it at each sign-in.',
      INVALID_SECOND_FACTOR_CODE:
        'This code is not valid: type the six digits the app shows now, or a recovery code not used yet.',
      SECOND_FACTOR_ALREADY_ENROLLED: 'An authenticator app is already enrolled for this account.',
      SECOND_FACTOR_NOT_ENROLLED: 'No authenticator app is enrolled for this account: enrol one first.',
      LAST_SUPERVISOR: 'This is the last active supervisor: make another staff member a supervisor first.',
      STAFF_ACCOUNT_DISABLED: 'This staff account is disabled: ask a supervisor.',
      REFUND_EXCEEDS_PAID:
        'This refund is more than what is left to refund on this order (what was paid minus what was already refunded): enter a smaller amount.',
      REFUND_NEEDS_SUPERVISOR: 'A refund of this amount must be made by a supervisor: ask a supervisor.',
      ERR_RESPONSE_ERROR: 'Request failed with error',
      NO_USER_IN_RESPONSE: 'The response did not contain the user',
      PROFILES: 'Several profiles belong to this account: choose one.',
      CONNECTION: 'Cannot connect: check your network and try again.',
      TIMEOUT: 'The server is taking too long to answer, please try again.',
    },
  },
};

/**
 * What an error names (`{{coveredUntil}}`…), as the reader writes it: a day (YYYY-MM-DD) as a long
 * date in the locale, anything else as it is.
 */
export function messageValues(
  values: Readonly<Record<string, string>>,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatLongDay(value, locale) : value,
    ]),
  );
}

/**
 * The text of a validation key (`validation.…`) or an error code, in a locale, with the values it
 * names put in (`values`: see messageValues).
 */
export function messageFor(
  locale: Locale,
  keyOrCode: string,
  values?: Readonly<Record<string, string>>,
): string {
  const catalogue = MESSAGES[locale];
  if (keyOrCode.startsWith('validation.')) {
    const short = keyOrCode.slice('validation.'.length) as keyof Catalogue['validation'];
    return catalogue.validation[short] ?? catalogue.validation.invalidValue;
  }
  const text = catalogue.errors[keyOrCode as ErrorCode] ?? catalogue.errors.GENERIC;
  if (!values) return text;
  const shown = messageValues(values, locale);
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => shown[name] ?? placeholder);
}
