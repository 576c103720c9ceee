/**
 * POST Document/updateDocumentsSubmission.json: a refused (INVALID) proof of a submission replaced
 * by a new one of the same type, uploaded first with Media/uploadDocument.json; the submission
 * is waiting for validation again. The order tracking then reads the submissions afresh.
 */
import { CALLS, type DocumentType, type SubmissionView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/call-api.ts';
import { uploadDocument } from './upload-document.ts';
import { SUBMISSIONS_KEY } from './user-document-submissions.ts';

export async function updateDocumentsSubmission(
  submissionId: number,
  documentIds: readonly number[],
): Promise<SubmissionView> {
  const answer = await callApi(
    CALLS.updateDocumentsSubmission,
    DOCUMENTS_CONTRACT.updateDocumentsSubmission,
    {
      submission_id: submissionId,
      document_ids: [...documentIds],
    },
  );
  return answer.submission;
}

/** Uploads the new proof then replaces the refused one; `percent` follows the upload. */
export function useReplaceProof(submissionId: number, type: DocumentType) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setPercent(undefined);
      const uploaded = await uploadDocument({ type, file }, ({ loaded, total }) =>
        setPercent(total ? Math.round((loaded / total) * 100) : undefined),
      );
      return updateDocumentsSubmission(submissionId, [uploaded.id]);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
  });
  return { ...mutation, percent };
}
