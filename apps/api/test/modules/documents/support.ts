/**
 * What the documents' tests share: files of each kind, an upload as the portal sends it, and a
 * CARD_CREATION item of an unpaid order written straight into the database (the order flow of
 * card requests makes them; these tests need only the item).
 */
import type { DocumentView } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { okResponse, type Answer } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { postForm, type FilePart } from '../../helpers/multipart.js';
import { insertOrder } from '../../helpers/orders.js';
import type { LoggedIn } from '../../helpers/passengers.js';

/** A small PDF as a scanner writes one (its text need not be readable). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

export const solid = (width: number, height: number, background = '#8090a0') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pdfFile = (data = PDF, filename = 'identity.pdf'): FilePart => ({
  field: 'document',
  filename,
  contentType: 'application/pdf',
  data,
});

export const imageFile = (data: Buffer, filename = 'scan.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'document',
  filename,
  contentType,
  data,
});

export function upload(
  app: FastifyInstance,
  who: LoggedIn,
  type: string,
  file: FilePart | undefined,
  fields: Record<string, string> = {},
): Promise<Answer<{ document: DocumentView }>> {
  return postForm<{ document: DocumentView }>(
    app,
    'Media/uploadDocument.json',
    { userToken: who.userToken, document_type: type, ...fields },
    file,
  );
}

/** An uploaded PDF proof of a type: its id. */
export async function uploadProof(app: FastifyInstance, who: LoggedIn, type = 'IDENTITY'): Promise<number> {
  return okResponse(await upload(app, who, type, pdfFile())).document.id;
}

/** A CARD_CREATION item (of the product's code) in an order of the account, PENDING unless said. */
export async function insertCardCreationItem(
  app: FastifyInstance,
  who: LoggedIn,
  options: { product?: string; status?: string } = {},
): Promise<{ itemId: number; orderId: number }> {
  const card = await insertCard(app, { accountId: who.userId });
  const order = await insertOrder(app, {
    accountId: who.userId,
    mediaId: card.id,
    product: options.product ?? 'MONTHLY_ALL',
    status: options.status ?? 'PENDING',
  });
  await app.db
    .updateTable('orders')
    .set({ order_type: 'CARD_CREATION' })
    .where('id', '=', order.id)
    .execute();
  const item = await app.db
    .updateTable('order_items')
    .set({ type: 'CARD_CREATION' })
    .where('order_id', '=', order.id)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { itemId: item.id, orderId: order.id };
}
