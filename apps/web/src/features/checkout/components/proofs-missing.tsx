/**
 * Under the summary's DOCUMENTS_REQUIRED (a new card's proofs are not all linked to its order):
 * the way back to the order flow's documents step, where they are uploaded.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';

/** The order flow's step of the proofs (spec §2: "ticket type, contact info, documents, …"). */
const DOCUMENTS_STEP = 3;

export function ProofsMissing() {
  const { t } = useTranslation();
  const paths = usePaths();
  const stepPath = paths.cardsOrderStep?.(DOCUMENTS_STEP);
  if (!stepPath) return null;
  return (
    <p>
      <Link to={stepPath}>{t('checkout.cart.proofsMissingLink')}</Link>
    </p>
  );
}
