/**
 * The mobility centre's support line as a call link (DESIGN.md: the number as an SVG "image" whose
 * accessible name is the number, inside a `tel:` link), for a page that tells the passenger to
 * call, as the footer does (spec §8: no product for the contract type, contact the agency).
 */
import { PhoneNumberImage } from './icons.tsx';

/** The same line as the footer's (fictional range 01 99 00 xx xx). */
export const SUPPORT_LINE = { display: '01 99 00 00 00', tel: '+33199000000' };

export function SupportPhoneLink() {
  return (
    <a href={`tel:${SUPPORT_LINE.tel}`} className="support-phone">
      <PhoneNumberImage number={SUPPORT_LINE.display} />
    </a>
  );
}
