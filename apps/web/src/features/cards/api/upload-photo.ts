/**
 * POST Media/uploadMedia.json: the holder photo as a multipart form whose text fields are
 * signed. Failures: PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE, PHOTO_TOO_SMALL,
 * PHOTO_DIMENSIONS_TOO_LARGE, PHOTO_CONSENT_REQUIRED.
 */
import { CALLS, CARDS_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { uploadApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';
import type { Card } from './card.ts';
import { PHOTO_KEY } from './card-photo.ts';

export async function uploadPhoto(input: {
  mediaId: string | number;
  userId: string | number | undefined;
  photo: Blob;
}): Promise<Card> {
  // The consent as the form sends it: '1'.
  const answer = await uploadApi(
    CALLS.uploadMedia,
    CARDS_CONTRACT.uploadMedia,
    { user_id: input.userId, mediaId: input.mediaId, photoConsent: '1' },
    { media: { blob: input.photo, filename: 'photo.jpg' } },
  );
  return answer.card;
}

export function useUploadPhoto() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mediaId: string | number; photo: Blob }) =>
      uploadPhoto({ ...input, userId: user?.userId }),
    onSuccess: async (card) => {
      await queryClient.invalidateQueries({ queryKey: [...PHOTO_KEY, String(card.id)] });
      await invalidateAccountCards(queryClient, card);
    },
  });
}
