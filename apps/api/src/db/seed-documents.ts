/**
 * The catalogue of proofs (issue 10) and what each product sold on a new card asks for: data, not
 * code (docs/decisions/039-documents-and-proofs.md). Every product but the fees needs an identity
 * document; the solidarity pass also the entitlement letter; the under-26 pass nothing more (the
 * age is read from the identity document). Idempotent like the rest of the seed.
 */
import { DOCUMENT_LIMITS, PHOTO_LIMITS } from '@oceane/domain';
import type { Db } from './index.js';
import { PRODUCTS } from './seed-catalogue.js';

const PROOF_TYPES = JSON.stringify(DOCUMENT_LIMITS.acceptedTypes);

export const DOCUMENT_TYPE_ROWS = [
  {
    code: 'IDENTITY',
    name_fr: 'Pièce d’identité',
    name_en: 'Identity document',
    description_fr: 'Carte d’identité, passeport ou titre de séjour en cours de validité, recto et verso.',
    description_en: 'Identity card, passport or residence permit, valid, front and back.',
    accepted_types: PROOF_TYPES,
    max_bytes: DOCUMENT_LIMITS.maxBytes,
  },
  {
    code: 'ENTITLEMENT_LETTER',
    name_fr: 'Attestation de droits',
    name_en: 'Entitlement letter',
    description_fr: 'Attestation France Travail ou de droits solidaires datée de moins de 3 mois.',
    description_en: 'France Travail or solidarity entitlement letter, less than 3 months old.',
    accepted_types: PROOF_TYPES,
    max_bytes: DOCUMENT_LIMITS.maxBytes,
  },
  {
    code: 'STUDENT_CERTIFICATE',
    name_fr: 'Certificat de scolarité étudiant',
    name_en: 'Student certificate',
    description_fr: 'Certificat de scolarité de l’année universitaire en cours.',
    description_en: 'Student certificate for the current academic year.',
    accepted_types: PROOF_TYPES,
    max_bytes: DOCUMENT_LIMITS.maxBytes,
  },
  {
    code: 'SCHOOL_CERTIFICATE',
    name_fr: 'Certificat d’inscription scolaire',
    name_en: 'School enrolment certificate',
    description_fr: 'Certificat d’inscription dans l’établissement scolaire pour l’année en cours.',
    description_en: 'Certificate of enrolment at the school for the current year.',
    accepted_types: PROOF_TYPES,
    max_bytes: DOCUMENT_LIMITS.maxBytes,
  },
  {
    code: 'PHOTO',
    name_fr: 'Photo du titulaire',
    name_en: 'Holder photo',
    description_fr: 'Photo d’identité récente, de face, sur fond uni (JPEG, PNG ou WebP).',
    description_en: 'Recent passport-style photo, facing forward, plain background (JPEG, PNG or WebP).',
    accepted_types: JSON.stringify(PHOTO_LIMITS.acceptedTypes),
    max_bytes: PHOTO_LIMITS.maxBytes,
  },
].map((row, index) => ({ ...row, position: index + 1 }));

/** Proofs beyond the identity document, by product code. */
const EXTRA_PROOFS: Record<string, string[]> = { MONTHLY_SOLIDARITY: ['ENTITLEMENT_LETTER'] };

export const PRODUCT_REQUIREMENT_ROWS = PRODUCTS.filter((product) => product.type !== 'FEE').flatMap(
  (product) =>
    ['IDENTITY', ...(EXTRA_PROOFS[product.code] ?? [])].map((documentType) => ({
      product_id: product.id,
      document_type: documentType,
    })),
);

export async function seedDocumentCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('document_types')
    .values(DOCUMENT_TYPE_ROWS)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('product_document_requirements')
    .values(PRODUCT_REQUIREMENT_ROWS)
    .onConflict((oc) => oc.columns(['product_id', 'document_type']).doNothing())
    .execute();
}
