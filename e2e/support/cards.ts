/**
 * The seeded unassociated cards (apps/api/README.md) shared out between the journeys, so that tests
 * running in parallel on one database never associate the same card.
 */
export const SEEDED_CARDS = {
  /** French full journey: monthly pass. */
  martin: { number: '4100000011', holderName: 'Martin', firstname: 'Camille' },
  /** Live update of a pending sale. */
  bernard: { number: '4100000022', holderName: 'Bernard', firstname: 'Lucas' },
  /** "Already yours" error, French. */
  leGoff: { number: '4100000033', holderName: 'Le Goff', firstname: 'Maëlys' },
  /** "Already yours" error, English. */
  ndiaye: { number: '4100000044', holderName: "N'Diaye", firstname: 'Aminata' },
  /** English full journey: annual pass and annual bike. */
  rousseau: { number: '4100000055', holderName: 'Rousseau', firstname: 'Hélène' },
  /** Held by the demo account: "associated to another account". */
  demoClaire: { number: '4100000101', holderName: 'Morel', firstname: 'Claire' },
} as const;
