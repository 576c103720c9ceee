/** Media/uploadDocument.json's form as the server reads it: the contract's, its `document` an uploaded file. */
import { CONTRACT } from '@oceane/domain';
import { uploadedFileField } from '../../plugins/multipart.js';

const { request } = CONTRACT.uploadDocument;

export const uploadDocumentForm = request.extend({ document: uploadedFileField(request.shape.document) });
