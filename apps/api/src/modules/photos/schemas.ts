/** Media/uploadMedia.json's form as the server reads it: the contract's, its `media` an uploaded file. */
import { CONTRACT } from '@oceane/domain';
import { uploadedFileField } from '../../plugins/multipart.js';

const { request } = CONTRACT.uploadMedia;

export const uploadMediaForm = request.extend({ media: uploadedFileField(request.shape.media) });
