/**
 * School pass stickers (issue 11, decision 050). Owns `school_stickers`: the random code printed
 * on a school pass's sticker. The owner of the pass gets the sticker as an image; anyone who
 * checks a pass decodes the code to its validity, the product, the period and the holder's
 * initials, nothing more.
 */
import { randomInt } from 'node:crypto';
import {
  normaliseStickerCode,
  STICKER_CODE_ALPHABET,
  STICKER_CODE_LENGTH,
  type Locale,
  type VignetteDecode,
} from '@oceane/domain';
import sharp from 'sharp';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { today } from '../../lib/time.js';
import { cardById } from '../cards/service.js';
import { findNetwork, findProducts } from '../catalog/service.js';
import { contractView, findContract, type ContractRow } from '../contracts/service.js';
import { ownedContract } from '../subscriptions/service.js';
import { findStickerByCode, findStickerOfContract, insertSticker } from './repo.js';
import { stickerSvg } from './sticker-svg.js';

/** A school pass is a contract of a product sold to pupils (audience SCHOOL, decision 050). */
export async function isSchoolPass(db: Db, contract: Pick<ContractRow, 'productId'>): Promise<boolean> {
  const [product] = await findProducts(db, [contract.productId]);
  return product?.audience === 'SCHOOL';
}

function randomCode(): string {
  let code = '';
  for (let index = 0; index < STICKER_CODE_LENGTH; index += 1) {
    code += STICKER_CODE_ALPHABET[randomInt(STICKER_CODE_ALPHABET.length)];
  }
  return code;
}

/** The contract's sticker code, made on its first print: the same code on every later print. */
export async function stickerCode(
  db: Db,
  contractId: number,
  at = new Date().toISOString(),
): Promise<string> {
  const existing = await findStickerOfContract(db, contractId);
  if (existing) return existing.code;
  // 60 random bits: a clash with another contract's code is near impossible; it is retried anyway.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = randomCode();
    if (await findStickerByCode(db, code)) continue;
    await insertSticker(db, contractId, code, at);
    const stored = await findStickerOfContract(db, contractId);
    if (stored) return stored.code;
  }
  throw new Error('vignette: no free sticker code after 3 attempts');
}

/**
 * Vignette/sticker: the PNG of a school pass of the caller; another account's contract or none is
 * 403 FORBIDDEN, a contract of another product 409 NOT_A_SCHOOL_PASS.
 */
export async function renderSticker(
  db: Db,
  session: CurrentSession,
  contractId: number,
  locale: Locale,
): Promise<{ png: Buffer; code: string }> {
  const contract = await ownedContract(db, session, contractId);
  if (!(await isSchoolPass(db, contract))) throw new AppError('NOT_A_SCHOOL_PASS');
  const card = await cardById(db, contract.mediaId);
  if (!card) throw new AppError('FORBIDDEN');
  const network = await findNetwork(db, card.network_id);
  const view = contractView(contract, locale);
  const code = await stickerCode(db, contract.id);
  const svg = await stickerSvg({
    locale,
    network: network?.name ?? '',
    product: view.name,
    validFrom: view.validFrom,
    validTo: view.validTo,
    holder: `${card.holder_firstname} ${card.holder_name.toUpperCase()}`.trim(),
    code,
  });
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return { png, code };
}

/** "Claire Morel" → "C. M.": enough to match a pupil with the pass, too little to name them. */
export function initials(firstname: string, name: string): string {
  return [firstname, name]
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join(' ');
}

const UNKNOWN: VignetteDecode = { validity: 'UNKNOWN' };

/**
 * Vignette/decode: a code to its pass's validity on `on`. An unknown or forged code answers
 * UNKNOWN and nothing else; a pass terminated, transferred to another card, past its last day or
 * not yet started answers EXPIRED (a new card's copy has its own sticker).
 */
export async function decodeSticker(
  db: Db,
  input: string,
  locale: Locale,
  on = today(),
): Promise<VignetteDecode> {
  const code = normaliseStickerCode(input);
  if (!code || code.length !== STICKER_CODE_LENGTH) return UNKNOWN;
  const sticker = await findStickerByCode(db, code);
  const contract = sticker ? await findContract(db, sticker.contract_id) : undefined;
  const card = contract ? await cardById(db, contract.mediaId) : undefined;
  if (!contract || !card) return UNKNOWN;
  const view = contractView(contract, locale, on);
  const running = view.status === 'ACTIVE' || view.status === 'PENDING_VALIDATION';
  const valid = running && view.validFrom <= on && on <= view.validTo;
  return {
    validity: valid ? 'VALID' : 'EXPIRED',
    product: view.name,
    validFrom: view.validFrom,
    validTo: view.validTo,
    holderInitials: initials(card.holder_firstname, card.holder_name),
  };
}
