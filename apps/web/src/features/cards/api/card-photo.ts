/** GET Media/photo: the holder photo of a card (JPEG bytes), shown through an object URL. */
import { CALLS } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiClient } from '../../../lib/api-client.ts';

export const PHOTO_KEY = ['card-photo'] as const;

export async function getCardPhoto(mediaId: string | number): Promise<Blob> {
  return (await apiClient.download(CALLS.photo, { mediaId })).blob;
}

/** The photo's object URL while the component shows it, or null (none, loading, or failed). */
export function useCardPhotoUrl(mediaId: string | number, hasPhoto: boolean): string | null {
  const photo = useQuery({
    queryKey: [...PHOTO_KEY, String(mediaId)],
    queryFn: () => getCardPhoto(mediaId),
    enabled: hasPhoto,
    staleTime: Infinity,
  });
  const blob = hasPhoto ? photo.data : undefined;
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
