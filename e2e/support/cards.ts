/**
 * The seeded unassociated cards (apps/api/src/db/seed-cards.ts, listed in apps/api/README.md)
 * shared out between the journeys, so that tests running in parallel on one database never
 * associate the same card. Associating one takes its number, holder family name and birth date.
 */
export const SEEDED_CARDS = {
  /** French full journey: monthly pass. */
  martin: { number: '4100000011', holderName: 'Martin', firstname: 'Camille', born: '1990-04-12' },
  /** Live update of a pending sale. */
  bernard: { number: '4100000022', holderName: 'Bernard', firstname: 'Lucas', born: '2004-09-30' },
  /** "Already yours" error, French. */
  leGoff: { number: '4100000033', holderName: 'Le Goff', firstname: 'Maëlys', born: '2011-02-17' },
  /** "Already yours" error, English. */
  ndiaye: { number: '4100000044', holderName: "N'Diaye", firstname: 'Aminata', born: '1978-11-03' },
  /** English full journey: annual pass and annual bike. */
  rousseau: { number: '4100000055', holderName: 'Rousseau', firstname: 'Hélène', born: '1956-06-21' },
  /** Held by the demo account: "associated to another account". */
  demoClaire: { number: '4100000101', holderName: 'Morel', firstname: 'Claire', born: '1987-05-14' },
} as const;
