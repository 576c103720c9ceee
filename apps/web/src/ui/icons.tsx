/**
 * Inline SVG logos and pictograms. Decorative ones are hidden from assistive technologies: the
 * text beside them (or the link's hidden text) names them. The phone number is an image whose
 * accessible name is the number itself.
 */
import type { ReactNode } from 'react';

function Pictogram({ children, className = 'icon' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function LogoMark({ className = 'logo' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="17" fill="var(--color-accent)" />
      <path
        d="M7 23c4-4 8-4 13 0s9 4 13 0"
        fill="none"
        stroke="var(--color-accent-light)"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M11 15c3-3 6-3 9 0s6 3 9 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <text x="44" y="19" fontSize="15" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Océane
      </text>
      <text x="44" y="34" fontSize="12" fill="currentColor" fontFamily="inherit">
        Mobilités
      </text>
    </svg>
  );
}

export function BusIcon() {
  return (
    <Pictogram className="pictogram">
      <rect x="4" y="3" width="16" height="15" rx="3" />
      <path d="M4 11h16M8 21v-3M16 21v-3M7.5 14.5h.01M16.5 14.5h.01M8 6h8" />
    </Pictogram>
  );
}

export function BoatIcon() {
  return (
    <Pictogram className="pictogram">
      <path d="M3 17c1.5 1.3 3 1.3 4.5 0s3-1.3 4.5 0 3 1.3 4.5 0 3-1.3 4.5 0" />
      <path d="M5 14l-1-4h16l-1 4M8 10V6h7l2 4M11 6V3" />
    </Pictogram>
  );
}

export function BikeIcon() {
  return (
    <Pictogram className="pictogram">
      <circle cx="6" cy="16" r="4" />
      <circle cx="18" cy="16" r="4" />
      <path d="M6 16l4-8h5l3 8M10 8l3 8h-7M14 5h3" />
    </Pictogram>
  );
}

export function CarIcon() {
  return (
    <Pictogram className="pictogram">
      <path d="M3 16v-4l2-5h14l2 5v4H3zM3 16v3h3v-3M18 16v3h3v-3M6.5 13h.01M17.5 13h.01" />
    </Pictogram>
  );
}

export function CartIcon() {
  return (
    <Pictogram>
      <path d="M3 4h2l2.2 10.5h10.6L20 7H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </Pictogram>
  );
}

export function LogoutIcon() {
  return (
    <Pictogram>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />
    </Pictogram>
  );
}

export function UserIcon() {
  return (
    <Pictogram>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </Pictogram>
  );
}

/** The support line drawn as a number plate, named by the number it shows. */
export function PhoneNumberImage({ number }: { number: string }) {
  return (
    <svg className="phone-number" viewBox="0 0 220 44" role="img" aria-label={number}>
      <rect x="1" y="1" width="218" height="42" rx="8" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path
        d="M17 13c1-1 3-1 4 0l2 3c1 1 0 2-1 3 1 3 3 5 6 6 1-1 2-2 3-1l3 2c1 1 1 3 0 4-2 2-5 3-8 1-4-2-8-6-10-10-1-3 0-6 1-8z"
        fill="currentColor"
      />
      <text x="46" y="29" fontSize="20" fontWeight="700" fill="currentColor" fontFamily="inherit">
        {number}
      </text>
    </svg>
  );
}

export function AgencyLogo() {
  return (
    <svg className="partner-logo" viewBox="0 0 120 40" aria-hidden="true" focusable="false">
      <rect x="2" y="6" width="28" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M9 27l7-14 7 14M11.5 22h9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <text x="38" y="18" fontSize="12" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Atelier
      </text>
      <text x="38" y="32" fontSize="12" fill="currentColor" fontFamily="inherit">
        Port-Marin
      </text>
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <Pictogram>
      <path d="M14 8h2V4h-2a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h2.5l.5-4h-3V8z" />
    </Pictogram>
  );
}

export function InstagramIcon() {
  return (
    <Pictogram>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Pictogram>
  );
}

export function LinkedInIcon() {
  return (
    <Pictogram>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7h.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </Pictogram>
  );
}
